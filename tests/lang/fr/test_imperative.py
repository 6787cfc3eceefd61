"""Affirmative imperative with enclitics: ``Rends-la immédiatement !`` -> ``Rends la balle
immédiatement !``, ``Donne-lui à manger`` -> ``Donne à manger au chien``, ``vas-y`` -> ``va au marché``.

The sentences: constructions/imperative.jsonl (issue 24), each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_imperative(construction):
    assert construction("fr", "imperative") == []
