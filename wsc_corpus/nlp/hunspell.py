"""The one reader of a language's hunspell dictionary (``Defaults.lexicon``): where its files
are, the text of its entries, the spylls dictionary that finds stems, and the spellings looked
up for a word.

Five readers sit on it: noun gender and number (:mod:`wsc_corpus.nlp.lexicon`), inflected
forms analysed and generated (:mod:`wsc_corpus.nlp.inflection`), proper nouns
(:mod:`wsc_corpus.nlp.proper_nouns`), word categories for substitution
(:mod:`wsc_corpus.substitute.lexicon`) and context-free lemmas for co-occurrence counts
(:mod:`wsc_corpus.analysis.lemmas`). The first two read the suffix rules of the ``.aff`` file
through :func:`affix_file`, and take forms apart by them through :class:`Suffixes`.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Generic, TypeVar

from wsc_corpus.lang import defaults, known
from wsc_corpus.lang.base import Lexicon

T = TypeVar("T")

# Where hunspell itself looks, after $DICPATH: the user's folder, then the system's.
SEARCH_PATH = ("~/.local/share/hunspell", "/usr/local/share/hunspell", "/usr/share/hunspell",
               "/usr/share/myspell", "/usr/share/myspell/dicts", "/Library/Spelling")


def locate(name: str) -> Path | None:
    """The base path of the dictionary ``name`` (``/usr/share/hunspell/pt_PT`` for
    ``pt_PT.dic`` and ``pt_PT.aff``): the first folder holding its ``.dic`` among
    ``$WSC_HUNSPELL_PATH``, ``$DICPATH`` (lists separated by ``:``) and :data:`SEARCH_PATH`."""
    folders = [f for var in ("WSC_HUNSPELL_PATH", "DICPATH")
               for f in os.environ.get(var, "").split(os.pathsep) if f]
    for folder in (*folders, *SEARCH_PATH):
        base = Path(folder).expanduser() / name
        if base.with_name(f"{name}.dic").is_file():
            return base
    return None


def dictionary(code: str) -> tuple[Lexicon, Path] | None:
    """A language's lexicon and the base path of its files (:func:`locate`), or None where
    the language declares none or it is not installed."""
    spec = defaults(code).lexicon if known(code) else None
    base = locate(spec.dictionary) if spec is not None else None
    return (spec, base) if base is not None else None


@dataclass(frozen=True)
class SuffixRule:
    """One ``SFX`` line of an affix file: its flag, what is stripped from the stem and added
    (``0`` read as nothing, continuation flags dropped), the condition the stem meets, and
    the morphological tags that end the line (``po:iimp po:3pl``, ``+G=f,N=s``)."""

    flag: str
    strip: str
    add: str
    pattern: str  # the condition, as a regular expression anchored at the end
    tags: str

    def meets(self, stem: str) -> bool:
        """Whether a stem meets the condition, compiled when first tested (a reader tests few
        of the thousands of rules of a file)."""
        return _test(self.pattern)(stem)


_PLAIN = re.compile(r"\(\?:([^][().*+?^$|\\{}]*)\)\$")


@cache
def _test(pattern: str) -> Callable[[str], bool]:
    """The test of a condition. One that is a plain ending (``(?:eur)$``), as most are, is
    tested as the pattern would be (``$`` also matches before a final newline) without
    compiling it: a run compiles the conditions it tests, each in a fraction of a
    millisecond, and most are endings."""
    if (plain := _PLAIN.fullmatch(pattern)) is None:
        search = re.compile(pattern).search
        return lambda text: search(text) is not None
    endings = (plain.group(1), plain.group(1) + "\n")
    return lambda text: text.endswith(endings)


@dataclass(frozen=True)
class AffixFile:
    """The suffix rules of an ``.aff`` file, and how its entries write their flags."""

    long_flags: bool
    suffixes: tuple[SuffixRule, ...]

    def flags(self, field: str) -> frozenset[str]:
        """The flags of a ``.dic`` entry (``pt`` or, under ``FLAG long``, ``a0p+``)."""
        if self.long_flags:
            return frozenset(field[i:i + 2] for i in range(0, len(field), 2))
        return frozenset(field)


class Suffixes(Generic[T]):
    """The suffix rules of an affix file that a reader keeps, each with what it reads from
    the rule's tags (``read``: None drops the rule): by flag, to generate forms, and by the
    ending they add, to take a form apart."""

    def __init__(self, affixes: AffixFile, read: Callable[[SuffixRule], T | None]):
        self.by_flag: dict[str, list[tuple[SuffixRule, T]]] = {}
        self._by_ending: dict[str, list[tuple[SuffixRule, T]]] = {}
        for rule in affixes.suffixes:  # in the file's order, a flag's rules in one block
            if (value := read(rule)) is not None:
                self.by_flag.setdefault(rule.flag, []).append((rule, value))
                self._by_ending.setdefault(rule.add, []).append((rule, value))
        self._longest = max(map(len, self._by_ending), default=0)

    def unchanged(self, flags: Iterable[str], form: str) -> list[tuple[SuffixRule, T]]:
        """The rules of ``flags`` that strip and add nothing, whose condition ``form`` meets."""
        return [(rule, value) for flag in flags for rule, value in self.by_flag.get(flag, ())
                if not rule.add and not rule.strip and rule.meets(form)]

    def stems(self, form: str, empty_ending: bool = True
              ) -> Iterator[tuple[str, SuffixRule, T]]:
        """Each stem a rule that changes words makes of ``form`` (less the ending the rule
        adds, plus what it strips) where the stem meets the rule's condition, with the rule;
        shortest ending first (the empty one only with ``empty_ending``)."""
        for length in range(0 if empty_ending else 1, min(len(form), self._longest) + 1):
            for rule, value in self._by_ending.get(form[len(form) - length:], ()):
                if not rule.add and not rule.strip:
                    continue
                stem = form[:len(form) - length] + rule.strip
                if rule.meets(stem):
                    yield stem, rule, value


@cache
def affix_file(aff: Path) -> AffixFile:
    """The suffix rules of an affix file, read once per process."""
    text = aff.read_text(encoding="utf-8", errors="replace")
    rules = []
    for line in text.splitlines():
        parts = line.split()
        if len(parts) < 5 or parts[0] != "SFX":
            continue
        add = parts[3].split("/")[0]
        rules.append(SuffixRule(parts[1], "" if parts[2] == "0" else parts[2],
                                "" if add == "0" else add,
                                "(?:" + (parts[4] if parts[4] != "." else "") + ")$",
                                " ".join(parts[5:])))
    return AffixFile(re.search(r"^FLAG\s+long", text, re.MULTILINE) is not None, tuple(rules))


def dic_text(dic: Path) -> str:
    """A ``.dic`` file's text, as every reader of its entries reads it (UTF-8, bytes that do
    not decode replaced: a few entries of Debian's files are not UTF-8)."""
    return dic.read_text(encoding="utf-8", errors="replace")


@cache
def spylls(base: Path):
    """The spylls dictionary of these files, loaded once per process."""
    from spylls.hunspell import Dictionary

    return Dictionary.from_files(str(base))


def spellings(word: str, spec: Lexicon) -> tuple[str, ...]:
    """The lower-cased word, then its spelling in the dictionary's variety if it differs."""
    lower = word.lower()
    return tuple(dict.fromkeys((lower, lower.translate(spec.spellings))))


def stems(word: str, spec: Lexicon, base: Path) -> list[str]:
    """The stems spylls finds for every spelling of the word."""
    return [form.stem for variant in spellings(word, spec)
            for form in spylls(base).lookuper.good_forms(variant)]
