"""A clitic between ``en`` and the participle of a gérondif (``en le regardant`` -> ``en
regardant le chat``), even where the parse reads the participle as a noun.

The sentences: constructions/gerund_clitic.jsonl, each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_gerund_clitic(construction):
    assert construction("fr", "gerund_clitic") == []
