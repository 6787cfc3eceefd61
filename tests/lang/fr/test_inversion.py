"""Questions with inversion: ``Pourquoi l'a-t-il vendu ?`` -> ``Pourquoi a-t-il vendu le scooter ?``.

The sentences: constructions/inversion.jsonl (issue 24), each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_inversion(construction):
    assert construction("fr", "inversion") == []
