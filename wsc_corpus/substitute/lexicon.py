"""Word categories from a tagged hunspell dictionary (Debian's pt_PT carries ``[CAT=...]``).

A language without a trained pipeline here (Portuguese) declares a lexicon whose tags carry
word categories; the substitution engine asks it whether a word can be a verb or an
adjective (where a possessed noun phrase ends, whether ``o`` before a word is a clitic).
spylls finds the stems of inflected forms; the tags are read from the ``.dic`` file, which
spylls does not keep.
"""

from __future__ import annotations

import io
from functools import cache
from itertools import islice
from pathlib import Path

from wsc_corpus.lang.base import Lexicon as LexiconSpec
from wsc_corpus.nlp.hunspell import dic_text, dictionary, spellings, stems


class Lexicon:
    """Categories (``nc``, ``adj``, ``a_nc``, ``v``, ...) of words, stems included."""

    NOUN_CATEGORIES = frozenset({"nc", "a_nc"})

    def __init__(self, spec: LexiconSpec, base: Path):
        self.name = base.name
        self._spec, self._base = spec, base
        self._tags: dict[str, set[str]] = {}
        for line in islice(io.StringIO(dic_text(base.with_suffix(".dic"))), 1, None):
            word, _, rest = line.partition("/")
            if "\t" in word:
                word, _, rest = line.partition("\t")
            word = word.strip().lower()
            self._tags.setdefault(word, set()).update(spec.category.findall(rest))

    @cache  # noqa: B019 - one lexicon per process
    def categories(self, word: str) -> frozenset[str]:
        """Every category the word can have; empty when the dictionary does not know it."""
        found: set[str] = set()
        for form in spellings(word, self._spec):
            found |= self._tags.get(form, set())
        for stem in stems(word, self._spec, self._base):
            found |= self._tags.get(stem.lower(), set())
        return frozenset(found)

    def can_be_verb(self, word: str) -> bool:
        return "v" in self.categories(word)

    def can_be_adjective(self, word: str) -> bool:
        return bool({"adj", "a_nc"} & self.categories(word))


@cache
def lexicon(lang: str) -> Lexicon | None:
    """The categories lexicon of a language, or None where it declares none whose tags carry
    categories, or it is not installed."""
    found = dictionary(lang)
    if found is None or found[0].category is None:
        return None
    return Lexicon(*found)


def describe(lang: str) -> str:
    """The lexicon's name for signatures (``none`` when absent)."""
    found = lexicon(lang)
    return f"hunspell-{found.name}" if found else "none"
