"""Contractions with demonstratives: ``nela`` -> ``naquela cesta``, ``a ela`` -> ``àquela menina``,
``dela`` -> ``daquela casa``.

The sentences: constructions/demonstrative_contraction.jsonl (issue 24), each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_demonstrative_contraction(construction):
    assert construction("pt", "demonstrative_contraction") == []
