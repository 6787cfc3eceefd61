"""Word categories from a tagged hunspell dictionary (Debian's pt_PT carries ``[CAT=...]``).

Portuguese has no trained pipeline here; the substitution engine asks this lexicon whether a
word can be a verb or an adjective (where a possessed noun phrase ends, whether ``o`` before a
word is a clitic). spylls finds the stems of inflected forms; the tags are read from the
``.dic`` file, which spylls does not keep.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

DICTIONARIES = {"pt": Path("/usr/share/hunspell/pt_PT")}
_CAT = re.compile(r"CAT=([a-z_]+)")
_NOUN = re.compile(r"CAT=nc,G=([mf2_]+)(?:,N=([sp]))?")
# The dictionary is European Portuguese: Brazilian spellings map onto it (ônibus, bebê).
_BRAZILIAN = str.maketrans({"ô": "ó", "ê": "é"})


class Lexicon:
    """Categories (``nc``, ``adj``, ``a_nc``, ``v``, ...) of words, stems included."""

    def __init__(self, base: Path):
        from spylls.hunspell import Dictionary

        self.name = base.name
        self._dictionary = Dictionary.from_files(str(base))
        self._tags: dict[str, set[str]] = {}
        self._genders: dict[str, str] = {}
        with base.with_suffix(".dic").open(encoding="utf-8", errors="replace") as handle:
            next(handle, None)
            for line in handle:
                word, _, rest = line.partition("/")
                if "\t" in word:
                    word, _, rest = line.partition("\t")
                word = word.strip().lower()
                self._tags.setdefault(word, set()).update(_CAT.findall(rest))
                noun = _NOUN.search(rest)
                if noun and noun.group(1) in ("m", "f"):
                    self._genders.setdefault(word, noun.group(1))

    @cache  # noqa: B019 - one lexicon per process
    def categories(self, word: str) -> frozenset[str]:
        """Every category the word can have; empty when the dictionary does not know it."""
        found: set[str] = set()
        for form in {word.lower(), word.lower().translate(_BRAZILIAN)}:
            found |= self._tags.get(form, set())
            for stem in self._dictionary.lookuper.good_forms(form):
                found |= self._tags.get(stem.stem.lower(), set())
        return frozenset(found)

    @cache  # noqa: B019 - one lexicon per process
    def noun_gender(self, word: str) -> str | None:
        """``m``/``f`` for a common noun (``medalha`` -> ``f``; ``cadeiras`` through its stem),
        None when the dictionary does not know it as a noun of one gender."""
        for form in (word.lower(), word.lower().translate(_BRAZILIAN)):
            if form in self._genders:
                return self._genders[form]
            for stem in self._dictionary.lookuper.good_forms(form):
                found = self._genders.get(stem.stem.lower())
                if found:
                    return found
        return None

    def can_be_verb(self, word: str) -> bool:
        return "v" in self.categories(word)

    def can_be_adjective(self, word: str) -> bool:
        return bool({"adj", "a_nc"} & self.categories(word))


@cache
def lexicon(lang: str) -> Lexicon | None:
    """The tagged lexicon of a language, or None where it is not installed."""
    base = DICTIONARIES.get(lang)
    if base is None or not base.with_suffix(".dic").is_file():
        return None
    return Lexicon(base)


def describe(lang: str) -> str:
    """The lexicon's name for signatures (``none`` when absent)."""
    found = lexicon(lang)
    return f"hunspell-{found.name}" if found else "none"
