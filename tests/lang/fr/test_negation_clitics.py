"""``ne`` before other clitics: the negation adverb follows the verb and the phrase that
replaces ``en``/``y`` follows it (``ne s'en sert guère`` -> ``ne se sert guère du vélo``); a
verb the parse reads as a noun (``s'en approche``) takes its lemma from the lexicon.

The sentences: constructions/negation_clitics.jsonl, each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_negation_clitics(construction):
    assert construction("fr", "negation_clitics") == []
