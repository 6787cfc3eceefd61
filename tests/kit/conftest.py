"""A French translation of the embedded English corpus, filled into a kit by the tests: target
template, answers ('' : as the source) and snippet per English schema. Row emb-en-s09 carries a
deliberate gender leak (la corde / le piano with elle); emb-en-s16 is left to translate."""

import pytest

# schema ␟ target template ␟ answers ␟ snippet, one schema per line.
_TABLE = """\
emb-en-s01␟<Daniel> a demandé un prêt à <Kevin> parce que [son] portefeuille était {vide|plein de billets}.␟␟son portefeuille était {vide|plein de billets}
emb-en-s02␟<Olivia> a battu <Grace> aux échecs parce que l'entraîneur [l']avait {bien|mal} préparée.␟␟l'entraîneur l'avait {bien|mal} préparée
emb-en-s03␟<Lucy> a conduit <Karen> au travail parce que [sa] voiture {avait un pneu crevé|était garée juste devant}.␟1 0␟
emb-en-s04␟<Les internes> comptaient sur <les infirmières> parce que [leur] expérience était {limitée|immense}.␟␟leur expérience était {limitée|immense}
emb-en-s05␟<Les enfants> suivaient de près <les guides> parce que [leurs] lampes {étaient éteintes|éclairaient bien mieux}.␟␟
emb-en-s06␟<Sam> a appelé <Pierre> toute la matinée. [Il] {avait besoin d'un conseil urgent|dormait depuis le matin}.␟␟
emb-en-s07␟<Brian> a perdu le débat contre <Carl> parce que le public [le] trouvait {arrogant|brillant}.␟␟le public le trouvait {arrogant|brillant}
emb-en-s08␟<Le chien du fermier> a aboyé après <le chat du voisin> jusqu'à ce qu'[il] {soit enroué|grimpe à un arbre}.␟␟
emb-en-s09␟<La corde> n'a pas pu retenir <le piano> parce qu'[elle] était {usée|trop lourde}.␟␟elle était {usée|trop lourde}
emb-en-s10␟<Les touristes> ont interrogé <les habitants> sur la route parce qu'[ils] {étaient perdus|connaissaient bien le coin}.␟␟
emb-en-s11␟<Le perroquet> s'est échappé de <la cage> dès que [son] {loquet a cédé|aile a guéri}.␟1 0␟
emb-en-s12␟<Jessica> a remboursé à <Megan> l'argent qu'[elle] lui avait {emprunté|prêté}.␟␟
emb-en-s13␟<Les cuisiniers> ont jeté <les crêpes> parce que les serveurs [les] avaient {fait tomber|distraits}.␟1 0␟
emb-en-s14␟<Rachel> a donné des cours à <la sœur de Tom> parce que [ses] notes en maths étaient {excellentes|mauvaises}.␟␟
emb-en-s15␟<L'arbitre> a rappelé <le joueur> après que le ralenti [l']a {contredit|disculpé}.␟␟
"""
FRENCH = {schema: (template, answers, snippet) for schema, template, answers, snippet in
          (line.split("␟") for line in _TABLE.splitlines())}
LEAK = "emb-en-s09"


@pytest.fixture
def fill():
    """Fill a kit's rows with the French translation, as a translator would."""

    def run(rows: list[dict[str, str]]) -> list[dict[str, str]]:
        for row in rows:
            if row["schema"] in FRENCH:
                template, answers, snippet = FRENCH[row["schema"]]
                row.update(target_template=template, target_answers=answers,
                           target_snippet=snippet, status="done",
                           notes="relu par Claire\nsnippet libre" if row["schema"] == LEAK else "")
        return rows

    return run
