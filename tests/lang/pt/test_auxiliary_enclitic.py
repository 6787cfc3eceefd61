"""Enclitics on an auxiliary or a modal: ``tinha-o visto`` -> ``tinha visto o gato``, ``vai-a
buscar`` -> ``vai buscar a gata``.

The sentences: constructions/auxiliary_enclitic.jsonl (issue 24), each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_auxiliary_enclitic(construction):
    assert construction("pt", "auxiliary_enclitic") == []
