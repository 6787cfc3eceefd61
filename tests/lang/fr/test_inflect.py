"""French re-inflection (``lang/fr/inflect.py``) on our own sentences
(``inflect_cases.jsonl``: finite verbs, adjectives and participles, attributes of
attributive verbs, ``tout`` as an adverb, detached adjectives, inverted subjects, nouns listed
with both genders) and the dictionary reader
it uses (``nlp/inflection.py`` over hunspell-fr-classical)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from wsc_corpus.lang.fr import inflect
from wsc_corpus.nlp.inflection import agreeing_form, finite_form, matching
from wsc_corpus.substitute import substitute

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "scripts"))
from substitute_reinflection import case_item, read_cases

CASES = read_cases([Path(__file__).with_name("inflect_cases.jsonl")])
LEX = inflect.inflector()
pytestmark = pytest.mark.skipif(LEX is None, reason="hunspell-fr-classical not installed")


@pytest.fixture(scope="module")
def results():
    return substitute([case_item(c, i) for i, c in enumerate(CASES)])


def test_twenty_sentences_per_phenomenon():
    assert min(sum(c["phenomenon"] == p for c in CASES) for p in ("fr-verb", "fr-adjective")) \
        >= 20


@pytest.mark.parametrize("index", range(len(CASES)),
                         ids=[f"{c['phenomenon']}-{i}" for i, c in enumerate(CASES)])
def test_reinflected_exactly(results, index):
    sub = results[index]
    assert [o.text for o in sub.options] == CASES[index]["expected"], sub.findings


def test_a_form_is_analysed_from_entry_and_suffix_rule():
    [reading] = matching(LEX.analyse("essayaient"), pn=["3pl"])
    assert reading.lemma == "essayer"
    assert reading.feats["tense"] == frozenset({"iimp"})


@pytest.mark.parametrize(("form", "lemma", "expected"), [
    ("essayaient", "essayer", "essayait"), ("sont", "être", "est"), ("ont", "avoir", "a"),
    ("étaient", "être", "était"), ("finissent", "finir", "finit"), ("prennent", None, "prend"),
    ("seront", None, "sera"), ("viennent", None, "vient"),
])
def test_finite_forms(form, lemma, expected):
    assert finite_form(LEX, form, lemma, "3sg", inflect.TENSES) == expected


@pytest.mark.parametrize(("form", "gender", "number", "expected"), [
    ("partie", "m", "sg", "parti"), ("arrivées", "m", "pl", "arrivés"),
    ("heureuse", "m", "pl", "heureux"), ("gentils", "f", "sg", "gentille"),
    ("cassée", "m", "sg", "cassé"), ("rapide", "m", "pl", "rapides"),
    # a bare entry whose suffix rules carry the gender comes after its gendered readings
    ("malheureux", "f", "sg", "malheureuse"), ("jaloux", "f", "pl", "jalouses"),
])
def test_adjective_and_participle_forms(form, gender, number, expected):
    assert agreeing_form(LEX, form, None, gender, number) == expected


def test_tags_read_as_features():
    assert inflect.features("po:ipre po:spre po:3pl!") == {
        "tense": frozenset({"ipre", "spre"}), "pn": frozenset({"3pl"})}
    assert inflect.features("po:ppas po:adj is:fem is:pl") == {
        "pos": frozenset({"ppas", "adj"}), "gender": frozenset({"f"}),
        "number": frozenset({"pl"})}


@pytest.mark.parametrize(("form", "expected"), [
    ("googlaient", "googlait"), ("spoilent", "spoile"), ("googleront", "googlera")])
def test_a_verb_the_dictionary_lacks_is_conjugated_like_its_model(form, expected):
    assert LEX.analyse(form) == ()
    assert finite_form(LEX, form, None, "3sg", inflect.TENSES, inflect.MODELS) == expected
