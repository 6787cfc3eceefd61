"""English re-inflection (``lang/en/inflect.py``) on our own sentences
(``inflect_cases.jsonl``: verbs and auxiliaries, contractions) and its pieces."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from wsc_corpus.lang.en import inflect
from wsc_corpus.substitute import substitute
from wsc_corpus.substitute.partial import scored_pairs

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "scripts"))
from substitute_reinflection import case_item, read_cases

CASES = read_cases([Path(__file__).with_name("inflect_cases.jsonl")])


@pytest.fixture(scope="module")
def results():
    return substitute([case_item(c, i) for i, c in enumerate(CASES)])


def test_twenty_sentences_per_phenomenon():
    assert {p: sum(c["phenomenon"] == p for c in CASES) >= 20
            for p in ("en-verb", "en-contraction")} == {"en-verb": True, "en-contraction": True}


@pytest.mark.parametrize("index", range(len(CASES)),
                         ids=[f"{c['phenomenon']}-{i}" for i, c in enumerate(CASES)])
def test_reinflected_exactly(results, index):
    sub = results[index]
    assert [o.text for o in sub.options] == CASES[index]["expected"], sub.findings
    assert len({cont for _, cont in scored_pairs(sub.options)}) == 1


@pytest.mark.parametrize(("lemma", "form", "number", "expected"), [
    ("be", "were", "sg", "was"), ("be", "is", "pl", "are"), ("have", "have", "sg", "has"),
    ("do", "do", "sg", "does"), ("go", "goes", "pl", "go"), ("carry", "carry", "sg", "carries"),
    ("will", "'ll", "sg", "will"),
])
def test_verb_forms(lemma, form, number, expected):
    assert inflect._verb(lemma, form, number) == expected


@pytest.mark.parametrize(("form", "past_only"), [
    ("swam", True), ("ran", True), ("went", True), ("lay", False), ("put", False),
    ("read", False), ("saw", False), ("found", False),
])
def test_a_past_tense_of_every_reading_does_not_agree(form, past_only):
    assert inflect._past_only(form) is past_only


@pytest.mark.parametrize(("candidate", "number"), [
    ("the team", "sg"), ("the mice", "pl"), ("the neighbours", "pl"), ("Alex", "sg"),
    ("One of the tellers", "sg"), ("the poor", "pl"), ("sheep", None), ("the deer", None),
    ("the kid", "sg"),
    # plurals only, -s singulars, irregular plurals (Quirk et al. 1985 §5.74-5.78)
    ("the pliers", "pl"), ("the jeans", "pl"), ("the news", "sg"), ("measles", "sg"),
    ("economics", "sg"), ("the mechanics", "pl"), ("the humanities", "pl"),
    ("the bacteria", "pl"), ("the fungi", "pl"), ("the bus", "sg"), ("the boss", "sg"),
    # names: one (a company, a person), a plural name with "the" several, unless a place
    ("Toyota", "sg"), ("Americans", "pl"), ("Banks", "pl"), ("Michaels", None),
    ("Iphones", None), ("Tiger Woods", "sg"), ("Blu Ray Systems", None), ("data", None),
    ("politics", None),
    ("the Rolling Stones", "pl"),
    ("the Smiths", "pl"),
    ("the Netherlands", "sg"), ("the United States", "sg"), ("the Red Sox", None),
    # the head decides: a quantity noun's noun, a postmodified head, a measure phrase
    ("a lot of fans", "pl"), ("a couple of students", "pl"), ("plenty of time", "sg"),
    ("the leader of the rebels", "sg"), ("the woman with the dogs", "sg"),
    ("twenty pounds", "sg"), ("three hours", "sg"), ("three boys", "pl")])
def test_guess_number_from_the_noun(candidate, number):
    assert inflect.guess_number(candidate) == number
