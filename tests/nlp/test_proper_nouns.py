"""Proper nouns of the tagged hunspell dictionaries (Grammalecte, hunspell-pt-pt)."""

from __future__ import annotations

import pytest

from wsc_corpus.nlp.hunspell import locate
from wsc_corpus.nlp.proper_nouns import proper_noun

pytestmark = pytest.mark.skipif(locate("fr") is None,
                                reason="the tagged dictionaries are not installed (make setup)")


@pytest.mark.parametrize("lang,word,kind,gender", [
    ("fr", "Jean", "person", "m"),        # a man's name in French (WGND: shared)
    ("fr", "Benoît", "person", "m"),
    ("fr", "Emma", "person", "f"),
    ("fr", "Camille", "person", None),    # is:epi: either
    ("fr", "Dupont", "person", None),     # a surname (po:patr)
    ("fr", "Yakoutsk", "place", None),    # po:npr
    ("pt", "Pedro", "person", "m"),
    ("pt", "Maria", "person", "f"),
    ("pt", "Brasil", "place", "m"),       # tags before CAT=np: [LA=1,CAT=np,SEM=country,...]
    ("pt", "Argentina", "place", "f"),
    ("pt", "Lisboa", "city", "m"),        # SEM=cid; its G=m is the dictionary's, not usage's
])
def test_dictionary_proper_nouns(lang, word, kind, gender):
    found = proper_noun(word, lang)
    assert (found.kind, found.gender) == (kind, gender)
    assert found.source.startswith(f"hunspell-{'fr' if lang == 'fr' else 'pt_PT'} entry {word!r}")


@pytest.mark.parametrize("lang,word", [("fr", "Kirilov"), ("fr", "jean"), ("pt", "Kirilov"),
                                       ("en", "lily"), ("en", "Taco")])
def test_not_listed(lang, word):
    # lower-cased words are common nouns; en_US lists "Lily" but not "Taco" capitalised
    assert proper_noun(word, lang) is None


def test_english_capitalised_entries_tell_no_kind_of_person():
    found = proper_noun("Lily", "en")
    assert (found.kind, found.gender) == ("proper", None)
    assert found.source.startswith("hunspell-en_US entry 'Lily'")
