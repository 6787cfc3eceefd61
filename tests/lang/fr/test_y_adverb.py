"""Adverbs after the verb, before the phrase that replaces y: ``s'y intéresse beaucoup`` ->
``s'intéresse beaucoup à la musique``.

The sentences: constructions/y_adverb.jsonl (issue 24), each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_y_adverb(construction):
    assert construction("fr", "y_adverb") == []
