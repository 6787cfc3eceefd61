"""Possessive pronouns: ``le sien`` -> ``celui de Paul``, ``du sien`` -> ``de celui de Pierre``.

The sentences: constructions/possessive_pronoun.jsonl (issue 24), each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_possessive_pronoun(construction):
    assert construction("fr", "possessive_pronoun") == []
