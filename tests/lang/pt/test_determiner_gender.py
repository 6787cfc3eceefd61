"""The determiner the text shows gives the gender, not the lexicon (``um cara`` is masculine).

The sentences: constructions/determiner_gender.jsonl (issue 24), each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_determiner_gender(construction):
    assert construction("pt", "determiner_gender") == []
