"""The substitution detector sees the defects of issue 11 in a sentence: a bare common noun
where a determiner is needed (U512), a doubled article (U513), an object stranded before the
negation adverb (U514), ``qu' le`` and a space after an elided word (U507); and it does not
blame the right sentences."""

import pytest

from wsc_corpus.checks import validate
from wsc_corpus.models import Corpus
from wsc_corpus.substitute.errors import sentence_errors


def codes(item, sentence):
    return [e.code for e in sentence_errors(item, sentence)]


@pytest.mark.parametrize("text,pronoun,cands,lang,bad,good", [
    ("A medalha não cabe na maleta porque ela é muito grande.", "ela", ["medalha", "maleta"],
     "pt", "A medalha não cabe na maleta porque medalha é muito grande.",
     "A medalha não cabe na maleta porque a medalha é muito grande."),
    ("Os vereadores recusaram a autorização aos manifestantes porque eles temiam a violência.",
     "eles", ["vereadores", "manifestantes"], "pt",
     ("Os vereadores recusaram a autorização aos manifestantes porque manifestantes temiam a "
     "violência."), ("Os vereadores recusaram a autorização aos manifestantes porque os "
     "manifestantes temiam a violência.")),
    ("Há uma fenda na parede. É possível ver o jardim através dela.", "dela",
     ["fenda", "parede"], "pt",
     "Há uma fenda na parede. É possível ver o jardim através de fenda.",
     "Há uma fenda na parede. É possível ver o jardim através da fenda."),
    ("Fred et Alice ont des manteaux très chauds, mais ils ne sont pas préparés.", "ils",
     ["Fred et Alice", "manteaux"], "fr",
     "Fred et Alice ont des manteaux très chauds, mais manteaux ne sont pas préparés.",
     "Fred et Alice ont des manteaux très chauds, mais les manteaux ne sont pas préparés."),
    ("Je ne peux pas couper la planche avec cette scie, elle est trop épaisse.", "elle",
     ["la planche", "scie"], "fr",
     "Je ne peux pas couper la planche avec cette scie, scie est trop épaisse.",
     "Je ne peux pas couper la planche avec cette scie, la scie est trop épaisse."),
    ("The trophy doesn't fit into the brown suitcase because it is too small.", "it",
     ["trophy", "suitcase"], "en",
     "The trophy doesn't fit into the brown suitcase because suitcase is too small.",
     "The trophy doesn't fit into the brown suitcase because the suitcase is too small."),
])
def test_bare_common_noun(item, text, pronoun, cands, lang, bad, good):
    it = item(text, pronoun, cands, lang)
    assert "bare-noun" in codes(it, bad)
    assert codes(it, good) == []


def test_bare_noun_is_right_after_a_quantifier_and_for_english_bare_mentions(item):
    it = item("A gente colocou cópias da newsletter sobre as cadeiras, mas havia muitas "
              "delas.", "delas", ["cópias", "cadeiras"], "pt")
    assert codes(it, it.text.replace("delas", "cadeiras")) == []
    it = item("A gente colocou cópias da newsletter sobre as cadeiras, mas não havia o "
              "suficiente delas.", "delas", ["cópias", "cadeiras"], "pt")
    assert codes(it, it.text.replace("delas", "de cadeiras")) == []
    it = item("Il y a trop de cerfs dans le parc, mais ils sont discrets.", "ils",
              ["cerfs", "loups"], "fr")
    assert codes(it, it.text.replace("ils sont", "les cerfs sont")) == []
    it = item("Cats chase mice because they are hungry.", "they", ["cats", "mice"], "en")
    assert codes(it, "Cats chase mice because cats are hungry.") == []


@pytest.mark.parametrize("text,pronoun,cands,bad,good", [
    ("O Paulo elogiou o seu carro.", "seu", ["Paulo", "o Pedro"],
     "O Paulo elogiou o o carro do Paulo.", "O Paulo elogiou o carro do Paulo."),
    ("A Rita ficou na sua casa nova.", "sua", ["Rita", "a Ana"],
     "A Rita ficou na a casa nova da Rita.", "A Rita ficou na casa nova da Rita."),
    ("O Pedro falou da sua viagem.", "sua", ["Pedro", "o Marcos"],
     "O Pedro falou da a viagem do Pedro.", "O Pedro falou da viagem do Pedro."),
    ("Os meninos guardaram os seus brinquedos.", "seus", ["os meninos", "as meninas"],
     "Os meninos guardaram os os brinquedos dos meninos.",
     "Os meninos guardaram os brinquedos dos meninos."),
])
def test_doubled_article(item, text, pronoun, cands, bad, good):
    it = item(text, pronoun, cands, "pt")
    assert "doubled-article" in codes(it, bad)
    assert "doubled-article" not in codes(it, good)


def test_doubled_article_in_french_and_english(item):
    it = item("Le chien a vu le chat et il a aboyé.", "il", ["le chien", "le chat"], "fr")
    assert "doubled-article" in codes(it, "Le chien a vu le chat et le le chien a aboyé.")
    it = item("The motorboat turns the propeller, thus the it moves.", "it",
              ["the motorboat", "the propeller"], "en")
    assert "doubled-article" in codes(it, "The motorboat turns the propeller, thus the the "
                                          "motorboat moves.")


@pytest.mark.parametrize("text,pronoun,cands,bad,good", [
    ("Le chien a caché l'os, mais il ne le trouvait pas.", "le", ["l'os", "le chien"],
     "Le chien a caché l'os, mais il ne trouvait l'os pas.",
     "Le chien a caché l'os, mais il ne trouvait pas l'os."),
    ("Paul a appelé Sophie, mais il ne lui parle plus.", "lui", ["Sophie", "Paul"],
     "Paul a appelé Sophie, mais il ne parle à Sophie plus.",
     "Paul a appelé Sophie, mais il ne parle plus à Sophie."),
    ("Les enfants ont vu les oiseaux, mais ils ne les entendaient jamais.", "les",
     ["les oiseaux", "les enfants"],
     "Les enfants ont vu les oiseaux, mais ils n'entendaient les oiseaux jamais.",
     "Les enfants ont vu les oiseaux, mais ils n'entendaient jamais les oiseaux."),
])
def test_object_stranded_before_the_negation_adverb(item, text, pronoun, cands, bad, good):
    it = item(text, pronoun, cands, "fr")
    assert "stranded-object" in codes(it, bad)
    assert "stranded-object" not in codes(it, good)


@pytest.mark.parametrize("bad", [
    "Il est parti parce qu' le chien était fatigué.",
    "Il est parti parce qu'le chien était fatigué.",
    "Il est parti parce que il était fatigué.",
])
def test_wrong_elision(item, bad):
    it = item("Il est parti parce qu'il était fatigué.", "il", ["le chien", "Paul"], "fr")
    assert "elision" in codes(it, bad)
    assert codes(it, "Il est parti parce que le chien était fatigué.") == []


def test_space_after_an_elided_word(item):
    it = item("Marie est restée chez elle parce qu'elle était malade.", "elle",
              ["Marie", "Anne"], "fr")
    assert "elision" in codes(it, "Marie est restée chez elle parce qu' Anne était malade.")
    assert codes(it, "Marie est restée chez elle parce qu'Anne était malade.") == []
    it = item("Le garçon a pris le ballon, puis il l'a lancé.", "il", ["le garçon", "Luc"],
              "fr")
    assert "elision" in codes(it, "Le garçon a pris le ballon, puis Luc l' a lancé.")


def test_validate_reports_the_new_codes(item):
    it = item("A medalha não cabe na maleta porque ela é muito grande.", "ela",
              ["medalha", "maleta"], "pt", upstream_sentences={
                  "correct_sentence": "A medalha não cabe na maleta porque medalha é muito "
                                      "grande."})
    found = [f.code for f in validate(Corpus(items=[it]), checks=["substitution"]).findings]
    assert found == ["U512"]
    it = item("O Paulo elogiou o seu carro.", "seu", ["Paulo", "o Pedro"], "pt",
              upstream_sentences={"correct_sentence": "O Paulo elogiou o o carro do Paulo."})
    found = [f.code for f in validate(Corpus(items=[it]), checks=["substitution"]).findings]
    assert found == ["U513"]
    it = item("Le chien a caché l'os, mais il ne le trouvait pas.", "le",
              ["l'os", "le chien"], "fr", upstream_sentences={
                  "correct_sentence": "Le chien a caché l'os, mais il ne trouvait l'os pas."})
    found = [f.code for f in validate(Corpus(items=[it]), checks=["substitution"]).findings]
    assert found == ["U514"]
