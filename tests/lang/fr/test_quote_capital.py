"""A capital after an opening « at the start of reported speech.

The sentences: constructions/quote_capital.jsonl (issue 24), each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_quote_capital(construction):
    assert construction("fr", "quote_capital") == []
