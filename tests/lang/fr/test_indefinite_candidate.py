"""A candidate given with an indefinite article becomes definite: ``and it won`` -> ``and the
owl won``, ``uma caixa`` -> ``a caixa``.

The sentences: constructions/indefinite_candidate.jsonl (issue 24), each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_indefinite_candidate(construction):
    assert construction("fr", "indefinite_candidate") == []
