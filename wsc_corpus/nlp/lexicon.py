"""Noun gender and number from tagged hunspell dictionaries.

Debian's ``hunspell-pt-pt`` tags its entries (``medalha/pt [CAT=nc,G=f,N=s]``) and its suffix
rules (``+N=p``, ``+G=f``); ``hunspell-fr-classical`` (Grammalecte) tags entries and rules
with ``po:nom is:mas``/``is:fem``/``is:epi`` and ``is:sg``/``is:pl``; each language's
``Defaults.lexicon`` says which file and how its tags read. spylls does not keep
these tags, so this module reads both files itself: a form is looked up as an entry, or as an
entry plus one suffix rule whose condition the stem meets (``medalhas`` = ``medalha`` + ``s``).
Brazilian spellings missing from pt_PT map onto it (ô→ó, ê→é: ``ônibus``, ``bebê``).
The noun entries are indexed once per dictionary file in the cache (:mod:`wsc_corpus.cache`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import NamedTuple

from wsc_corpus.cache import SortedIndex
from wsc_corpus.lang.base import Lexicon as LexiconSpec
from wsc_corpus.nlp.hunspell import (
    Suffixes,
    SuffixRule,
    affix_file,
    dic_text,
    dictionary,
    spellings,
)

_ENTRIES = "\x1e"  # between the entries of one word in the noun index


@dataclass(frozen=True)
class Reading:
    """One way to read a form: the dictionary entry, the rule applied, and the features."""

    form: str
    entry: str
    gender: str | None
    number: str | None
    rule: str | None = None

    @property
    def source(self) -> str:
        via = f" + suffix rule {self.rule}" if self.rule else ""
        return f"entry {self.entry!r}{via}"


class _Tags(NamedTuple):
    """What a suffix rule's tags say of the words it makes."""

    gender: str | None
    number: str | None
    derives: bool  # the rule makes another word (a category of its own): no gender inherited


class TaggedLexicon:
    """Nouns of a tagged hunspell dictionary with their gender and number."""

    def __init__(self, spec: LexiconSpec, base: Path):
        self.name = base.name
        self.spec = spec
        self._affixes = affix_file(base.with_suffix(".aff"))

        def read(rule: SuffixRule) -> _Tags | None:
            gender, number, _ = spec.features(rule.tags)
            if gender is None and number is None:
                return None
            return _Tags(gender, number, "CAT=" in rule.tags)

        self._suffixes = Suffixes(self._affixes, read)
        # word (lower-cased) -> its noun entries (``flags<TAB>tags``, several joined by
        # ``_ENTRIES``), kept sorted in the cache, keyed by the dictionary's size and date
        dic = base.with_suffix(".dic")
        self._entries = SortedIndex.of_file(dic, f"lexicons/{dic.stem}", _noun_entries(dic, spec))

    def _nouns(self, word: str) -> list[tuple[frozenset[str], str | None, str | None]]:
        """(flags, gender, number) of the noun entries of a word."""
        found = []
        for entry in (self._entries.get(word) or "").split(_ENTRIES):
            if not entry:
                continue
            flags, _, tags = entry.partition("\t")
            gender, number, noun = self.spec.features(tags)
            if noun:
                found.append((self._affixes.flags(flags), gender, number))
        return found

    @property
    def version(self) -> str:
        return f"hunspell-{self.name}"

    @cache  # noqa: B019 - one lexicon per process
    def readings(self, form: str) -> tuple[Reading, ...]:
        """Every noun reading of a form (lower-cased first, then in the dictionary's
        spelling); empty when unknown."""
        return tuple(dict.fromkeys(next((found for variant in spellings(form, self.spec)
                                         if (found := self._lookup(variant))), [])))

    def gender(self, form: str) -> str | None:
        """``m``/``f`` where every noun reading of the form agrees (``tia`` -> ``f``, through
        ``tio`` + the feminine suffix rule), else None."""
        genders = {r.gender for r in self.readings(form) if r.gender in ("m", "f")}
        return genders.pop() if len(genders) == 1 else None

    def _lookup(self, form: str) -> list[Reading]:
        found = []
        for flags, gender, number in self._nouns(form):
            zero = [tags for _rule, tags in self._suffixes.unchanged(flags, form)]
            number = number or next((t.number for t in zero if t.number), None)
            gender = gender or next((t.gender for t in zero if t.gender), None)
            found.append(Reading(form, form, gender, number))
        for stem, sfx, tags in self._suffixes.stems(form, empty_ending=False):
            for flags, gender, number in self._nouns(stem):
                if sfx.flag in flags:
                    inherited = None if tags.derives else gender
                    found.append(Reading(form, stem, tags.gender or inherited,
                                         tags.number or number, f"SFX {sfx.flag} "
                                         f"-{sfx.strip or '0'}+{sfx.add}"))
        return found


def _noun_entries(dic: Path, spec: LexiconSpec) -> Iterator[str]:
    entries: dict[str, list[str]] = {}
    for word, flags, tags in spec.noun_entry.findall(dic_text(dic)):
        entries.setdefault(word.lower(), []).append(f"{flags}\t{tags}")
    for word, found in entries.items():
        yield f"{word}\t{_ENTRIES.join(found)}"


@cache
def lexicon(lang: str) -> TaggedLexicon | None:
    """The tagged noun lexicon of a language, or None where it declares none or it is not
    installed."""
    found = dictionary(lang)
    return None if found is None else TaggedLexicon(*found)
