"""A word the text writes unelided before the candidate stays unelided (``plus âgé que Hugo``
-> ``moins riche que Hugo``), and the checks do not flag the text's own usage; elsewhere the
candidate elides as usual (``qu'Henri``).

The sentences: constructions/text_elision.jsonl, each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_text_elision(construction):
    assert construction("fr", "text_elision") == []
