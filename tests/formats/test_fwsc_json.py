"""FWSC285, the French items aligned with WSC285."""

from collections import Counter

import pytest

from wsc_corpus.formats import fwsc_json


@pytest.fixture(scope="module")
def fwsc(corpora):
    return fwsc_json.load(corpora / "french_fwsc285" / "wsc_285_v3.json")


def test_counts_and_groups(fwsc):
    assert len(fwsc) == 285
    assert Counter(Counter(i.schema_id for i in fwsc).values()) == {2: 139, 3: 1, 4: 1}
    assert Counter(i.tag("associative") for i in fwsc) == {False: 245, True: 37, None: 3}
    assert Counter(i.tag("switchable") for i in fwsc) == {True: 141, False: 144}
    assert all(i.tag("translated") for i in fwsc)


def test_marked_pronoun_and_candidates_in_order(fwsc):
    item = next(i for i in fwsc if i.provenance.english_id == "3")
    assert item.text == "La coupe n'entre pas dans la valise marron, car elle est trop grande."
    assert item.pronoun.text == "elle" and item.pronoun_found_by == "markup"
    assert [c.text for c in item.candidates] == ["la coupe", "la valise"]
    assert item.answer == 0
    assert item.snippet == "Qu'est-ce qui est trop grand ?" and item.snippet_kind == "question"
    assert item.schema_id == "wsc-002"
    assert (item.special.text, item.alternate.text) == ("grande", "petite")
    assert "french_id (LLF schema): 1" in item.provenance.notes


def test_unmarked_items_are_detected_and_recorded(fwsc):
    unmarked = [i for i in fwsc if i.pronoun_found_by != "markup"]
    assert [i.provenance.english_id for i in unmarked] == ["117", "118"]
    assert all(i.pronoun_found_by.startswith(("detected", "not-found")) for i in unmarked)


def test_madonna_group_of_four(fwsc):
    four = sorted((i for i in fwsc if i.schema_id == "wsc-267"),
                  key=lambda i: int(i.provenance.english_id))
    assert [i.pronoun.text for i in four] == ["elle", "elle", "son", "son"]
