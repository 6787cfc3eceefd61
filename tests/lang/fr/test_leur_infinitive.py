"""``leur`` before an infinitive is the dative clitic (``a décidé de leur écrire`` -> ``a
décidé d'écrire aux élèves``), the possessive before a noun (``de leur dîner`` -> ``du dîner
des enfants``); a word that is both (``sourire``) is the infinitive after a verb.

The sentences: constructions/leur_infinitive.jsonl, each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_leur_infinitive(construction):
    assert construction("fr", "leur_infinitive") == []
