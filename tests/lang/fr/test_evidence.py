"""French evidence (lang/fr/evidence.py): titles and the participle after an object clitic."""

from __future__ import annotations

import pytest

from wsc_corpus.nlp.features import evidence


@pytest.mark.parametrize("form,after,gender", [
    ("l'", "a achetée hier.", "f"),
    ("l'", "a vendu au marché.", "m"),
    ("l'", "avait déjà prise.", "f"),
    ("les", "ont vues partir.", "f"),
    ("L'", "a pas aidée.", "f"),
])
def test_an_agreeing_participle_tells_the_clitic_gender(form, after, gender):
    told = evidence("fr").pronoun(form, after)
    assert [(f, v) for f, v, _ in told] == [("gender", gender)]
    assert "participle" in told[0][2]


@pytest.mark.parametrize("form,after", [
    ("l'", "aime beaucoup."),  # a verb, no auxiliary
    ("il", "a achetée."),  # not an object clitic
    ("l'", "a."),
])
def test_nothing_is_told_without_an_agreeing_participle(form, after):
    assert evidence("fr").pronoun(form, after) == []
