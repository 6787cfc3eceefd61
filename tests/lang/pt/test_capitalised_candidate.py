"""A capitalised candidate the text lacks is a common noun phrase and takes its article
(``Os humanos pré-históricos``).

The sentences: constructions/capitalised_candidate.jsonl (issue 24), each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_capitalised_candidate(construction):
    assert construction("pt", "capitalised_candidate") == []
