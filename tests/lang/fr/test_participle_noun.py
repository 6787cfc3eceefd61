"""Past participles that are also nouns: ``les a prises`` -> ``a pris les chemises``.

The sentences: constructions/participle_noun.jsonl (issue 24), each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_participle_noun(construction):
    assert construction("fr", "participle_noun") == []
