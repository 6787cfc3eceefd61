"""de/à + stressed pronoun: ``peur d'eux`` -> ``peur des chiens``, never ``d'les``.

The sentences: constructions/stressed_after_preposition.jsonl (issue 24), each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_stressed_after_preposition(construction):
    assert construction("fr", "stressed_after_preposition") == []
