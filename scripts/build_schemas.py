"""Build the embedded corpus ``schemas/{en,fr,pt}/schemas.jsonl`` from the marked-up twins below.

Each schema is one template with its markup:

- ``[...]`` the pronoun, ``<...>`` a candidate (candidates are listed in order of mention),
- ``{special|alternate}`` the two words that make the twins: the first gives item 1 of the
  schema, the second item 2.

Spans are computed from the markup, never counted by hand. The output is written in the canonical
JSONL format, one item per line, deterministically: running the script twice gives the same bytes.

    python scripts/build_schemas.py            # (re)write schemas/*/schemas.jsonl
    python scripts/build_schemas.py --check    # exit 1 if the files differ from the markup
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from wsc_corpus.formats.jsonl import dumps
from wsc_corpus.models import Candidate, Item, Mention, Provenance, Span, Tag
from wsc_corpus.output import atomic_open

ROOT = Path(__file__).resolve().parent.parent
CORPUS = "wsc-corpus"
TAG_SOURCE = "wsc-corpus authors"
SNIPPET_KIND = {"en": "quote", "fr": "question", "pt": "trecho"}
# A candidate that opens a sentence with one of these is written in lower case ("the farmer's
# dog" for "The farmer's dog"); a name keeps its capital.
DETERMINERS = {"the", "le", "la", "les", "o", "a", "os", "as"}
_MARKUP = re.compile(r"\[[^\]]+\]|<[^>]+>|\{[^}]+\}")


@dataclass(frozen=True)
class Twin:
    """One schema: the marked-up template, the answer of each twin and the snippet template."""

    template: str
    answers: tuple[int, int]
    snippet: str
    switchable: bool
    associative: bool = False


EN = [
    Twin("<Daniel> asked <Kevin> for a loan because [his] wallet was {empty|full of cash}.",
         (0, 1), "his wallet was {empty|full of cash}", switchable=True),
    Twin("<Olivia> beat <Grace> at chess because the coach had trained [her] {well|badly}.",
         (0, 1), "the coach had trained her {well|badly}", switchable=True),
    Twin("<Lucy> drove <Karen> to work because [her] car {had a flat tire|was parked right "
         "outside}.",
         (1, 0), "her car {had a flat tire|was parked right outside}", switchable=True),
    Twin("<The interns> relied on <the nurses> because [their] experience was {limited|vast}.",
         (0, 1), "their experience was {limited|vast}", switchable=False),
    Twin("<The children> stayed close to <the guides> because [their] flashlights {had died|"
         "were much brighter}.",
         (0, 1), "their flashlights {had died|were much brighter}", switchable=False),
    Twin("<Sam> kept calling <Peter> all morning. [He] {needed advice urgently|was asleep the "
         "whole time}.",
         (0, 1), "He {needed advice urgently|was asleep the whole time}", switchable=True),
    Twin("<Brian> lost the debate against <Carl> because the audience {distrusted|adored} [him].",
         (0, 1), "the audience {distrusted|adored} him", switchable=True),
    Twin("<The farmer's dog> barked at <the neighbor's cat> until [it] {grew hoarse|ran up a "
         "tree}.",
         (0, 1), "it {grew hoarse|ran up a tree}", switchable=False, associative=True),
    Twin("<The rope> could not hold <the piano> because [it] was {frayed|too heavy}.",
         (0, 1), "it was {frayed|too heavy}", switchable=False, associative=True),
    Twin("<The tourists> asked <the locals> for directions because [they] {were lost|knew the "
         "area well}.",
         (0, 1), "they {were lost|knew the area well}", switchable=True),
    Twin("<The parrot> escaped from <the cage> once [its] {latch broke|wing healed}.",
         (1, 0), "its {latch broke|wing healed}", switchable=False, associative=True),
    Twin("<Jessica> paid <Megan> back the money [she] had {borrowed|lent}.",
         (0, 1), "she had {borrowed|lent}", switchable=True),
    Twin("<The cooks> threw away <the pancakes> because the waiters had {dropped|distracted} "
         "[them].",
         (1, 0), "the waiters had {dropped|distracted} them", switchable=False,
         associative=True),
    Twin("<Rachel> tutored <Tom's sister> because [her] grades in math were {excellent|poor}.",
         (0, 1), "her grades in math were {excellent|poor}", switchable=True),
    Twin("<The referee> apologized to <the player> after the replay proved [him] {wrong|"
         "innocent}.",
         (0, 1), "the replay proved him {wrong|innocent}", switchable=True),
    Twin("<Nina> brought <Paula> some soup. [Her] {recipe was a family secret|cold was getting "
         "worse}.",
         (0, 1), "Her {recipe was a family secret|cold was getting worse}", switchable=True),
]

FR = [
    Twin("<Pierre> a battu <Antoine> au tennis parce qu'[il] {s'était entraîné tout l'été|"
         "s'était blessé au poignet}.",
         (0, 1), "{Qui s'était entraîné tout l'été ?|Qui s'était blessé au poignet ?}",
         switchable=True),
    Twin("<La serveuse> a renversé du café sur <la cliente>, et la patronne [l']a {renvoyée|"
         "remboursée}.",
         (0, 1), "{Qui la patronne a-t-elle renvoyé ?|Qui la patronne a-t-elle remboursé ?}",
         switchable=False),
    Twin("Marc a trouvé <le téléphone> sous <le coussin> et [l']a mis {à charger|à laver}.",
         (0, 1), "{Qu'est-ce que Marc a mis à charger ?|Qu'est-ce que Marc a mis à laver ?}",
         switchable=False, associative=True),
    Twin("<Les spectateurs> ont applaudi <les acrobates> parce qu'[ils] {avaient été "
         "impressionnés|avaient réussi un saut difficile}.",
         (0, 1), "{Qui avait été impressionné ?|Qui avait réussi un saut difficile ?}",
         switchable=False),
    Twin("<Les étudiantes> ont interrogé <les chercheuses> parce qu'[elles] {préparaient un "
         "exposé|connaissaient bien le sujet}.",
         (0, 1), "{Qui préparait un exposé ?|Qui connaissait bien le sujet ?}",
         switchable=True),
    Twin("<Le vieil homme> a engagé <le jeune voisin>, car on [lui] avait {interdit de porter "
         "des charges lourdes|conseillé de gagner un peu d'argent}.",
         (0, 1), "{À qui avait-on interdit de porter des charges lourdes ?|"
         "À qui avait-on conseillé de gagner un peu d'argent ?}",
         switchable=False),
    Twin("<Les enfants> ont suivi <les moniteurs>, car on [leur] avait {promis une glace au "
         "retour|confié l'organisation de la sortie}.",
         (0, 1), "{À qui avait-on promis une glace ?|"
         "À qui avait-on confié l'organisation de la sortie ?}",
         switchable=False),
    Twin("<Le voisin> a conduit <le plombier> à la quincaillerie, car [sa] camionnette {était "
         "garée juste devant|était au garage}.",
         (0, 1), "{Qui avait une camionnette garée juste devant ?|"
         "Qui avait une camionnette au garage ?}",
         switchable=True),
    Twin("<La coureuse> a doublé <la favorite> dans la dernière ligne droite, car [ses] jambes "
         "étaient {restées fraîches|devenues lourdes}.",
         (0, 1), "{Qui avait encore les jambes fraîches ?|Qui avait les jambes lourdes ?}",
         switchable=True),
    Twin("<Les apprentis> observaient <les maçons>, car [leurs] gestes étaient {encore "
         "maladroits|d'une grande précision}.",
         (0, 1), "{Qui avait des gestes encore maladroits ?|"
         "Qui avait des gestes d'une grande précision ?}",
         switchable=False),
    Twin("<Mathilde> a mieux dansé que <Clara>, car le professeur avait {beaucoup|à peine} "
         "répété avec [elle].",
         (0, 1), "{Avec qui le professeur avait-il beaucoup répété ?|"
         "Avec qui le professeur avait-il à peine répété ?}",
         switchable=True),
    Twin("<La bouteille> a taché <la nappe> parce qu'[elle] {était mal bouchée|était en "
         "coton}.",
         (0, 1), "{Qu'est-ce qui était mal bouché ?|Qu'est-ce qui était en coton ?}",
         switchable=False, associative=True),
    Twin("<Le camion> a heurté <le lampadaire> parce qu'[il] {roulait trop vite|était caché "
         "par un arbre}.",
         (0, 1), "{Qu'est-ce qui roulait trop vite ?|Qu'est-ce qui était caché par un arbre ?}",
         switchable=False),
    Twin("<Le vétérinaire> a soigné <le chien>, et le fermier va maintenant [le] {payer|ramener "
         "à la ferme}.",
         (0, 1), "{Qui le fermier va-t-il payer ?|Qui le fermier va-t-il ramener à la ferme ?}",
         switchable=False),
    Twin("<Les vendeuses> ont accueilli <les clientes>, puis la gérante [les] a {augmentées|"
         "raccompagnées à la porte}.",
         (0, 1), "{Qui la gérante a-t-elle augmenté ?|"
         "Qui la gérante a-t-elle raccompagné à la porte ?}",
         switchable=False),
    Twin("<Le joueur> a accepté les excuses de <l'arbitre>, car le ralenti [l']avait {disculpé|"
         "contredit}.",
         (0, 1), "{Qui le ralenti avait-il disculpé ?|Qui le ralenti avait-il contredit ?}",
         switchable=False),
]

PT = [
    Twin("Coloquei <a tigela> sobre <a mesa> e {servi a sopa|apoiei os cotovelos} [nela].",
         (0, 1), "{servi a sopa|apoiei os cotovelos} nela", switchable=False,
         associative=True),
    Twin("<A porta da cozinha> é mais {larga|estreita} que <a janela da sala>, então passamos "
         "o sofá através [dela].",
         (0, 1), "passamos o sofá através dela", switchable=True),
    Twin("<Rafael> pediu dinheiro emprestado a <Bruno> porque a carteira [dele] estava {vazia|"
         "recheada de notas}.",
         (0, 1), "a carteira dele estava {vazia|recheada de notas}", switchable=True),
    Twin("<O médico> atendeu <o paciente> às pressas porque [seu] {plantão estava acabando|"
         "estado era grave}.",
         (0, 1), "seu {plantão estava acabando|estado era grave}", switchable=False),
    Twin("<A aluna> pediu ajuda para <a professora> porque [sua] {dúvida era urgente|"
         "paciência parecia infinita}.",
         (0, 1), "sua {dúvida era urgente|paciência parecia infinita}", switchable=False),
    Twin("Colei <a etiqueta> sobre <a tampa>, mas tive que removê-[la] para {corrigir o preço|"
         "abrir o pote}.",
         (0, 1), "removê-la para {corrigir o preço|abrir o pote}", switchable=False,
         associative=True),
    Twin("Rodrigo consertou <o rádio>, mas não <o toca-discos>, e resolveu vendê-[lo] {por um "
         "bom preço|como sucata}.",
         (0, 1), "resolveu vendê-lo {por um bom preço|como sucata}", switchable=True),
    Twin("Coloquei <a caixa> sobre <a mala> e tentei abri-[la], mas {a fita adesiva não "
         "soltava|o zíper emperrou}.",
         (0, 1), "tentei abri-la", switchable=False, associative=True),
    Twin("<O vaso> caiu sobre <o tapete>, e Lia teve que pô-[lo] {de volta na estante|no sol "
         "para secar}.",
         (0, 1), "Lia teve que pô-lo {de volta na estante|no sol para secar}",
         switchable=False),
    Twin("<O gato> arranhou <o cachorro>, e os donos levaram-[no] {ao pet shop para cortar as "
         "unhas|ao veterinário para um curativo}.",
         (0, 1), "os donos levaram-no {ao pet shop para cortar as unhas|"
         "ao veterinário para um curativo}",
         switchable=False),
    Twin("A tempestade derrubou <a árvore> sobre <a cerca>, e no dia seguinte os vizinhos "
         "{cortaram|consertaram}-[na].",
         (0, 1), "os vizinhos {cortaram|consertaram}-na", switchable=False, associative=True),
    Twin("<A tia> emprestou dinheiro para <a sobrinha> porque [lhe] tinham {dado um bônus no "
         "trabalho|negado um financiamento}.",
         (0, 1), "lhe tinham {dado um bônus no trabalho|negado um financiamento}",
         switchable=True),
    Twin("<O pão> estava mais quente que <o leite>, então eu [o] coloquei {perto da janela para "
         "esfriar|no micro-ondas}.",
         (0, 1), "eu o coloquei {perto da janela para esfriar|no micro-ondas}",
         switchable=True),
    Twin("Bia ia deixar <a chave> com <a vizinha>, mas não [a] encontrou {na bolsa|em casa}.",
         (0, 1), "não a encontrou {na bolsa|em casa}", switchable=False),
    Twin("<A jornalista> tentou entrevistar <a ministra>, mas o assessor não [a] deixou "
         "{passar da portaria|falar com a imprensa}.",
         (0, 1), "o assessor não a deixou {passar da portaria|falar com a imprensa}",
         switchable=False),
    Twin("<O cachorro> mordeu <o carteiro>, e o vizinho cuidou [dele] até {o dono|a ambulância} "
         "chegar.",
         (0, 1), "o vizinho cuidou dele até {o dono|a ambulância} chegar", switchable=False),
    Twin("<Juliana> ajudou <Camila> com a mudança porque [ela] {tinha uma caminhonete|não tinha "
         "carro}.",
         (0, 1), "ela {tinha uma caminhonete|não tinha carro}", switchable=True),
    Twin("<As vizinhas> ajudaram <as novas moradoras> com as caixas porque [elas] {tinham a "
         "tarde livre|estavam exaustas da viagem}.",
         (0, 1), "elas {tinham a tarde livre|estavam exaustas da viagem}", switchable=True),
    Twin("<O lutador veterano> enfrentou <o jovem desafiante>, e o público torceu por [ele] "
         "porque {tinha saudade dos velhos tempos|adorava uma zebra}.",
         (0, 1), "o público torceu por ele", switchable=True),
    Twin("<Os sapatos> ficaram ótimos com <os ternos>, mas Renato teve que levá-[los] "
         "{ao sapateiro|ao alfaiate} para um ajuste.",
         (0, 1), "Renato teve que levá-los {ao sapateiro|ao alfaiate}", switchable=False,
         associative=True),
    Twin("<As maçãs> estavam mais {maduras|verdes} que <as peras>, então resolvi usá-[las] na "
         "torta de hoje.",
         (0, 1), "resolvi usá-las na torta de hoje", switchable=True),
]

LANGUAGES = {"en": EN, "fr": FR, "pt": PT}


@dataclass
class Rendered:
    text: str
    pronoun: Mention
    candidates: list[Candidate]
    special: Span


def render(template: str, variant: int) -> Rendered:
    """The sentence of one twin (0: special, 1: alternate) with the spans of its parts."""
    text, pronoun, candidates, special = "", None, [], None
    pos = 0
    for match in _MARKUP.finditer(template):
        text += template[pos:match.start()]
        pos = match.end()
        mark, inner = match.group()[0], match.group()[1:-1]
        if mark == "{":
            words = inner.split("|")
            if len(words) != 2:
                raise ValueError(f"expected {{special|alternate}}, got {match.group()!r}")
            inner = words[variant]
        start = len(text)
        text += inner
        span = Span(start=start, end=len(text))
        if mark == "[":
            if pronoun is not None:
                raise ValueError(f"two pronouns marked in {template!r}")
            pronoun = Mention(text=inner, span=span)
        elif mark == "<":
            candidates.append(Candidate(text=_candidate_text(inner), span=span))
        else:
            if special is not None:
                raise ValueError(f"two special/alternate slots in {template!r}")
            special = span
    text += template[pos:]
    if pronoun is None or special is None or len(candidates) != 2:
        raise ValueError(f"expected one [pronoun], two <candidates> and one {{special|alternate}}"
                         f" in {template!r}")
    return Rendered(text, pronoun, candidates, special)


def _candidate_text(written: str) -> str:
    first = written.split()[0]
    if first.lower() in DETERMINERS or written[:2].lower() == "l'":
        return written[0].lower() + written[1:]
    return written


def _snippet(template: str, variant: int) -> str:
    return re.sub(r"\{([^}|]+)\|([^}]+)\}", lambda m: m.group(1 + variant), template)


def build(lang: str) -> list[Item]:
    """The items of one language, in file order."""
    file = f"schemas/{lang}/schemas.jsonl"
    items = []
    for number, twin in enumerate(LANGUAGES[lang], start=1):
        twins = [render(twin.template, variant) for variant in (0, 1)]
        special_word, alternate_word = (r.text[r.special.start:r.special.end] for r in twins)
        for variant, rendered in enumerate(twins):
            line = len(items) + 1
            item_id = f"emb-{lang}-{line:03d}"
            items.append(Item(
                id=item_id,
                lang=lang,
                text=rendered.text,
                pronoun=rendered.pronoun,
                pronoun_found_by="markup",
                candidates=rendered.candidates,
                answer=twin.answers[variant],
                special=Mention(text=special_word,
                                span=rendered.special if variant == 0 else None),
                alternate=Mention(text=alternate_word,
                                  span=rendered.special if variant == 1 else None),
                snippet=_snippet(twin.snippet, variant),
                snippet_kind=SNIPPET_KIND[lang],
                tags=_tags(twin),
                schema_id=f"emb-{lang}-s{number:02d}",
                provenance=Provenance(corpus=CORPUS, file=file, line=line, source_id=item_id),
            ))
    return items


def _tags(twin: Twin) -> dict[str, Tag]:
    return {
        "associative": Tag(value=twin.associative, source=TAG_SOURCE),
        "switchable": Tag(value=twin.switchable, source=TAG_SOURCE),
        "translated": Tag(value=False, source=TAG_SOURCE),
    }


def serialize(items: list[Item]) -> str:
    return "".join(dumps(item) + "\n" for item in items)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true",
                        help="compare the files with the markup instead of writing them")
    args = parser.parse_args(argv)
    stale = []
    for lang in LANGUAGES:
        path = ROOT / "schemas" / lang / "schemas.jsonl"
        content = serialize(build(lang))
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != content:
                stale.append(str(path.relative_to(ROOT)))
        else:
            with atomic_open(path) as handle:
                handle.write(content)
    if stale:
        print(f"out of date (run scripts/build_schemas.py): {', '.join(stale)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
