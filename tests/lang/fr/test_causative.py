"""Causative faire/laisser + infinitive: ``lui a fait visiter la ville`` -> ``a fait visiter la ville à
Paul``, ``la faire réparer`` -> ``faire réparer la voiture``.

The sentences: constructions/causative.jsonl (issue 24), each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_causative(construction):
    assert construction("fr", "causative") == []
