"""English candidate evidence (lang/en/evidence.py) on real sentences: WordNet's sex and
animacy per sense, first names only for name-shaped candidates, differences English allows."""

from __future__ import annotations

import pytest

from wsc_corpus.nlp.features import CONCORD, candidate_features, evidence
from wsc_corpus.nlp.pipelines import load_pipeline

pytestmark = pytest.mark.slow


def _read(text: str, candidate: str):
    doc = load_pipeline("en")(text)
    start = text.index(candidate)
    span = doc.char_span(start, start + len(candidate), alignment_mode="expand")
    return candidate_features(list(span), "en", "en_core_web_sm", True)


def test_the_language_names_its_own_evidence():
    assert type(evidence("en")).__module__ == "wsc_corpus.lang.en.evidence"
    assert type(evidence("fr")).__module__ == "wsc_corpus.lang.fr.evidence"


@pytest.mark.parametrize("text,candidate,sex,definition", [
    ("The hen pecked the rooster because it was hungry.", "The hen", "f", "female chicken"),
    ("The hen pecked the rooster because it was hungry.", "the rooster", "m", "male chicken"),
    ("The widow married the widower in June.", "the widower", "m", "wife is dead"),
    ("The landlady evicted the tenant.", "The landlady", "f", "is a woman"),
])
def test_sex_comes_from_the_deciding_sense(text, candidate, sex, definition):
    found = _read(text, candidate)
    assert found.get("gender") == sex
    assert definition in found.values["gender"].source


def test_an_animal_is_no_person():
    found = _read("The cow ran into the fence and it got hurt.", "The cow")
    assert found.get("person") == "animal"


@pytest.mark.parametrize("text,candidate,why", [
    ("They met the European Union yesterday.", "the European Union", "article"),
    ("Windows is worse than Linux because it crashes.", "Linux", "place or a thing"),
    ("Taco needs hot sauce because it is bland.", "Taco", "common noun"),
    ("Chelsea hate Manchester United because they lose.", "Manchester United",
     "place or a thing"),
    ("McDonalds sells more than Chick Filet worldwide.", "Chick Filet", "several words"),
])
def test_words_that_do_not_look_like_names_are_not_first_names(text, candidate, why):
    found = _read(text, candidate)
    assert found.get("person") != "person"
    refused = [o.source for o in found.observations if o.feature == "name"]
    assert refused and why in refused[0]


def test_groups_and_babies_may_differ_with_a_reason():
    syndicate = _read("The bank froze the accounts of a crime syndicate.", "a crime syndicate")
    assert syndicate.allows("number", "pl")
    assert syndicate.allows("number", "sg") is None
    baby = _read("The baby woke the mother.", "The baby")
    assert "infant" in baby.allows("person", "thing")
    assert _read("The baby woke the mother.", "the mother").allows("person", "thing") is None


def test_sex_of_a_noun_whose_definition_is_headed_by_a_gendered_hypernym():
    found = _read("The countess dismissed the butler because she was rude.", "the butler")
    assert found.get("gender") == "m" and "manservant" in found.values["gender"].source


def test_a_nanny_is_a_person_not_the_nanny_goat():
    found = _read("The baby woke the nanny because it was hungry.", "the nanny")
    assert found.get("person") == "person" and found.allows("person", "thing") is None


def test_a_vehicle_may_be_she_not_he():
    from wsc_corpus.nlp.features import Features
    found = _read("Sheila tried to repair the old jalopy, even though she had not run in three "
                  "decades.", "the old jalopy")
    she, he = Features("she"), Features("he")
    she.add("gender", "f", "test"), he.add("gender", "m", "test")
    assert found.get("person") == "thing"
    assert "a vehicle" in found.allows("person", "person", she)
    assert found.allows("person", "person", he) is None
    assert found.as_evidence()["may_differ"]["person"]["if"] == {"gender": "f"}


def test_a_compound_wordnet_lacks_on_a_head_of_both_kinds_is_of_unknown_animacy():
    found = _read("The music player did not open the file because it was in the wrong format.",
                  "The music player")
    assert found.get("person") is None
    assert any("compounds are" in o.source for o in found.observations)
    listed = _read("The tennis player hit the ball.", "The tennis player")  # tennis_player
    assert listed.get("person") == "person"


def test_a_first_name_opening_the_sentence_keeps_no_tagger_number():
    found = _read("Butters wanted to steal the movie Spiderman from Kenny.", "Butters")
    assert found.get("number") is None


@pytest.mark.parametrize("text,candidate", [
    ("Rice beat Texas, even though they were a smaller school.", "Rice"),
    ("John wanted to vote for Doe, but he did not seem like the right candidate.", "Doe"),
])
def test_a_surname_that_is_a_common_noun_is_no_first_name(text, candidate):
    found = _read(text, candidate)
    assert found.get("gender") is None and found.get("number") is None
    refused = [o.source for o in found.observations if o.feature == "name"]
    assert refused and "surname" in refused[0]


@pytest.mark.parametrize("text,candidate,number,source", [
    # a noun of quantity before "of" takes its noun's number (Quirk et al. 1985 §10.34)
    ("A lot of fans booed the referee because he was unfair.", "A lot of fans", "pl", "'lot'"),
    ("Some of the birds flew off because they were scared.", "Some of the birds", "pl",
     "'Some'"),
    # a numeral and a unit: one amount (§10.36)
    ("She paid the drivers twenty pounds because it was the fare.", "twenty pounds", "sg",
     "unit of measure"),
    ("The men loaded three tons of sand because it was needed.", "three tons of sand", "sg",
     "unit of measure"),
])
def test_number_from_the_head_the_unit_and_the_sentence(text, candidate, number, source):
    found = _read(text, candidate)
    assert found.get("number") == number
    assert source in found.values["number"].source


def test_the_tagger_singular_of_an_irregular_plural_is_not_read():
    # "oxen" is also a lemma of WordNet's, and noun.exc lists it as the plural of "ox"; the
    # tagger reads it as singular: the number is left to the substitution's guess (plural)
    found = _read("The children fed the oxen because they were hungry.", "the oxen")
    assert found.get("number") is None


@pytest.mark.parametrize("text,candidate,number", [
    ("Terranova has better ratings than House since they attract more viewers.", "Terranova",
     "sg"),
    ("Iphones are selling more than androids because they are trendy.", "Iphones", "pl"),
    ("Intel outsold the small firms because they keep their own factories.", "Intel", None),
])
def test_a_name_takes_the_number_its_own_verb_gives_it_for_agreement_only(text, candidate,
                                                                          number):
    # the substitution's agreement reads it (agreement.CONCORD); the checks do not, since the
    # writer may still call the name "they"; a past the tagger reads as a present tells nothing
    found = _read(text, candidate)
    assert found.get("number") is None
    assert found.get(CONCORD) == number
