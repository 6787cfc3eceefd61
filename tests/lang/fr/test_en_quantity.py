"""``en`` completed by a quantity adverb: ``de`` + the bare noun after the adverb; after ``ne``
the first negation adverb is the negation's (``n'en avait plus beaucoup`` -> ``n'avait plus
beaucoup de biscuits``); ``en`` after a subject pronoun is a clitic (``elle en lit``).

The sentences: constructions/en_quantity.jsonl, each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_en_quantity(construction):
    assert construction("fr", "en_quantity") == []
