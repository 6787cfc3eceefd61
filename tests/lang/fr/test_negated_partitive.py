"""Partitive under negation: ``n'en a pas mangé`` -> ``n'a pas mangé de soupe``.

The sentences: constructions/negated_partitive.jsonl (issue 24), each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_negated_partitive(construction):
    assert construction("fr", "negated_partitive") == []
