"""The shared pronoun analysis: clitics on their verb, stressed forms, unmarked features."""

from __future__ import annotations

import pytest

from wsc_corpus.nlp.pronouns import analyse_pronoun


@pytest.mark.parametrize("text,clitic,host,gender,number", [
    ("encontrá-lo", "lo", "encontrá", "m", "sg"),     # encontrar + o
    ("cortá-lo", "lo", "cortá", "m", "sg"),
    ("removê-la", "la", "removê", "f", "sg"),
    ("fi-lo", "lo", "fi", "m", "sg"),                 # fiz + o
    ("vendemo-los", "los", "vendemo", "m", "pl"),     # vendemos + os
    ("lavei-as", "as", "lavei", "f", "pl"),
    ("chamei-a", "a", "chamei", "f", "sg"),
    ("comprou-o", "o", "comprou", "m", "sg"),
    ("levaram-no", "no", "levaram", "m", "sg"),       # nasal ending: -no
    ("põe-na", "na", "põe", "f", "sg"),
    ("deixaram-nas", "nas", "deixaram", "f", "pl"),
])
def test_portuguese_enclitics(text, clitic, host, gender, number):
    found = analyse_pronoun(text, "pt", "Ela não conseguiu ")
    assert (found.form, found.host, found.position) == (clitic, host, "enclitic")
    features = found.features()
    assert (features.get("gender"), features.get("number")) == (gender, number)
    assert features.values["gender"].source == \
        f"lang/pt/pronouns.py {clitic!r} (acc); enclitic {clitic!r} on {host!r}"


def test_portuguese_mesoclisis_and_dative():
    found = analyse_pronoun("guardá-lo-ei", "pt")
    assert (found.form, found.host, found.tail, found.position) == \
        ("lo", "guardá", "ei", "mesoclitic")
    assert found.features().get("gender") == "m"
    dative = analyse_pronoun("dar-lhe-ia", "pt")
    assert (dative.form, dative.unmarked) == ("lhe", ("gender",))
    assert dative.features().get("number") == "sg"


@pytest.mark.parametrize("text", ["ajudou-nos", "deu-nos", "chamou-no", "levaram-o",
                                  "comer-o", "viu-se", "disse-me"])
def test_forms_that_are_not_third_person_clitics(text):
    # "-nos" after a non-nasal verb is the first person ("us"); "-o" does not follow a nasal
    # or an -r; "-se", "-me" are not third-person pronouns of the table.
    assert not analyse_pronoun(text, "pt").known


@pytest.mark.parametrize("before,after,gender", [
    ("Paul est resté sans ", ".", "m"),
    ("Marie est partie avec ", " hier soir.", "m"),
    ("Le chat dort à côté de ", ".", "m"),
    ("C'est ", " qui a gagné.", "m"),
    ("Il a décidé de ", " parler.", None),       # the dative of parler: either gender
    ("Anne a promis à Sophie de ", " écrire.", None),
    ("Elle ", " a donné le livre.", None),
    ("Pour ", " en donner, il faut demander.", None),
])
def test_french_lui_stressed_or_dative(before, after, gender):
    found = analyse_pronoun("lui", "fr", before, after)
    assert found.features().get("gender") == gender
    assert found.features().get("number") == "sg"


@pytest.mark.parametrize("text,before,gender,number", [
    ("eux", "Marc a joué contre ", "m", "pl"),
    ("elles", "Marie a voyagé sans ", "f", "pl"),
    ("elle", "le chat dort sous ", "f", "sg"),
    ("lui-même", "il l'a fait ", "m", "sg"),
])
def test_french_stressed_forms(text, before, gender, number):
    features = analyse_pronoun(text, "fr", before).features()
    assert (features.get("gender"), features.get("number")) == (gender, number)


@pytest.mark.parametrize("lang,text,unmarked", [
    ("fr", "les", ("gender",)), ("fr", "l'", ("gender",)), ("fr", "leur", ("gender",)),
    ("pt", "lhe", ("gender",)), ("pt", "seu", ("gender", "number")),
    ("fr", "il", ()), ("en", "they", ("gender",)),
])
def test_unmarked_features_are_not_unknown(lang, text, unmarked):
    assert analyse_pronoun(text, lang).unmarked == unmarked


def test_french_imperative_enclitic():
    found = analyse_pronoun("prends-le", "fr")
    assert (found.form, found.host, found.features().get("gender")) == ("le", "prends", "m")


def test_english_person_and_thing():
    assert analyse_pronoun("she", "en").features().get("person") == "person"
    assert analyse_pronoun("It", "en").features().get("person") == "thing"
    assert analyse_pronoun("they", "en").features().get("person") is None
