"""Clefts: ``c'est lui qui a commencé`` -> ``c'est Marc qui a commencé``.

The sentences: constructions/cleft.jsonl (issue 24), each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_cleft(construction):
    assert construction("fr", "cleft") == []
