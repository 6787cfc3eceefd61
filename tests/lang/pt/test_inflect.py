"""Portuguese re-inflection (``lang/pt/inflect.py``) on our own sentences
(``inflect_cases.jsonl``: finite verbs, adjectives and participles), the rule that finds the
agreeing words without a parser, and the dictionary reader over pt_PT."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from wsc_corpus.lang.pt import inflect
from wsc_corpus.nlp.inflection import agreeing_form, finite_form
from wsc_corpus.substitute import substitute

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "scripts"))
from substitute_reinflection import case_item, read_cases

CASES = read_cases([Path(__file__).with_name("inflect_cases.jsonl")])
LEX = inflect.inflector()
pytestmark = pytest.mark.skipif(LEX is None, reason="hunspell-pt-pt not installed")


@pytest.fixture(scope="module")
def results():
    return substitute([case_item(c, i) for i, c in enumerate(CASES)])


def test_twenty_sentences_per_phenomenon():
    assert min(sum(c["phenomenon"] == p for c in CASES) for p in ("pt-verb", "pt-adjective")) \
        >= 20


@pytest.mark.parametrize("index", range(len(CASES)),
                         ids=[f"{c['phenomenon']}-{i}" for i, c in enumerate(CASES)])
def test_reinflected_exactly(results, index):
    sub = results[index]
    assert [o.text for o in sub.options] == CASES[index]["expected"], sub.findings


@pytest.mark.parametrize(("form", "lemma", "expected"), [
    ("foram", "ser", "foi"), ("estavam", None, "estava"), ("tentavam", None, "tentava"),
    ("trabalham", None, "trabalha"), ("vêm", None, "vem"), ("farão", None, "fará"),
    ("tinham", None, "tinha"), ("querem", None, "quer"),
])
def test_finite_forms(form, lemma, expected):
    assert finite_form(LEX, form, lemma, "3sg", inflect.TENSES) == expected


@pytest.mark.parametrize(("form", "gender", "number", "expected"), [
    ("vitoriosos", "m", "sg", "vitorioso"), ("cansada", "m", "sg", "cansado"),
    ("curiosas", "m", "pl", "curiosos"), ("lenta", "m", "sg", "lento"),
])
def test_adjective_and_participle_forms(form, gender, number, expected):
    assert agreeing_form(LEX, form, None, gender, number) == expected


def test_irregular_entries_name_their_lemma():
    assert inflect.lemma("[$ser$CAT=v,T=inf,TR=_$P=3,N=p,T=pp]") == "ser"
    assert inflect.features("[$ser$CAT=v,T=inf,TR=_$P=3,N=p,T=pp]") == {
        "pos": frozenset({"verb"}), "tense": frozenset({"pp"}), "pn": frozenset({"3pl"})}
    assert inflect.features("+FSEM=mente,CAT=adv,SUBCAT=modo") is None


def test_no_agreeing_word_after_a_preposition():
    sub = substitute([case_item({"lang": "pt", "phenomenon": "pt-verb", "pronoun": "ela",
                                 "text": "O pai olhou para a mãe e falou com ela sobre as "
                                         "férias.", "candidates": ["o pai", "a mãe"]}, 0)])[0]
    assert "reinflection" not in sub.rules


def test_no_agreeing_word_after_a_verb_whose_object_the_pronoun_is():
    sub = substitute([case_item({"lang": "pt", "phenomenon": "pt-verb", "pronoun": "eles",
                                 "text": "A Maria esperou os primos e viu eles chegarem cedo.",
                                 "candidates": ["a Maria", "os primos"]}, 0)])[0]
    assert sub.options[0].text.endswith("viu a Maria chegarem cedo.")


def test_a_reading_the_syncretic_tense_denies_is_dropped():
    """``estiverem`` is tagged mais-que-perfeito too, whose third person plural is the
    pretérito perfeito's (``estiveram``): only the future subjunctive is kept."""
    assert "pmp" not in inflect._tenses(LEX, "estiverem")
    assert "pmp" in inflect._tenses(LEX, "tiveram")
    assert finite_form(LEX, "estiverem", "estar", "3sg", inflect._tenses(LEX, "estiverem")) \
        == "estiver"
