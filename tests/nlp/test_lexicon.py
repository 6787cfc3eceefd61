"""The tagged hunspell lexicons (Debian hunspell-pt-pt, hunspell-fr-classical)."""

from __future__ import annotations

import pytest

from wsc_corpus.nlp.lexicon import lexicon


@pytest.fixture(scope="module")
def pt():
    found = lexicon("pt")
    if found is None:
        pytest.skip("hunspell-pt-pt is not installed (make setup installs it)")
    return found


@pytest.fixture(scope="module")
def fr():
    found = lexicon("fr")
    if found is None:
        pytest.skip("hunspell-fr-classical is not installed (make setup installs it)")
    return found


def _features(lex, word):
    return {(r.gender, r.number) for r in lex.readings(word)}


@pytest.mark.parametrize("word,expected", [
    ("medalha", {("f", "sg")}), ("medalhas", {("f", "pl")}), ("troféu", {("m", "sg")}),
    ("vereadores", {("m", "pl")}), ("cães", {("m", "pl")}), ("pintora", {("f", "sg")}),
    ("ônibus", {("m", "sg")}), ("bebê", {("m", "sg")}),  # Brazilian spellings
    ("manifestantes", {(None, "pl")}),  # both genders: unknown
])
def test_portuguese_entries_and_suffix_rules(pt, word, expected):
    assert _features(pt, word) == expected


def test_portuguese_derivation_does_not_inherit_gender(pt):
    # "arqueologistas" is derived from "arqueologia" (feminine) but is itself of either gender
    assert all(r.gender is None for r in pt.readings("arqueologistas"))


@pytest.mark.parametrize("word,expected", [
    ("trophée", {("m", "sg")}), ("trophées", {("m", "pl")}), ("valise", {("f", "sg")}),
    ("conseillère", {("f", "sg")}), ("chevaux", {("m", "pl")}),
    ("élève", {(None, "sg")}),  # épicène
])
def test_french_entries_and_suffix_rules(fr, word, expected):
    assert _features(fr, word) == expected


def test_sources_name_entry_and_rule(pt):
    (reading,) = pt.readings("medalhas")
    assert reading.source == "entry 'medalha' + suffix rule SFX p -0+s"
    assert pt.readings("xyzzy") == ()


def test_one_gender_reader_tia_is_feminine():
    """The substitution's articles read gender from this lexicon alone: ``tia`` (``tio`` +
    the feminine suffix rule) is feminine, where a second reader once said ``o tia``."""
    from wsc_corpus.lang import defaults
    from wsc_corpus.substitute.rules import noun_phrase

    pt = lexicon("pt")
    if pt is None:
        pytest.skip("hunspell-pt-pt is not installed")
    assert pt.gender("tia") == "f" and pt.gender("tio") == "m"
    # no mention in the text: the lexicon alone gives the article
    assert noun_phrase("Ela chegou cedo.", "tia", None, defaults("pt")) == "a tia"
