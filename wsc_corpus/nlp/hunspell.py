"""The one reader of a language's hunspell dictionary (``Defaults.lexicon``): where its files
are, the text of its entries, the spylls dictionary that finds stems, and the spellings looked
up for a word.

Four readers sit on it: noun gender and number (:mod:`wsc_corpus.nlp.lexicon`), proper nouns
(:mod:`wsc_corpus.nlp.proper_nouns`), word categories for substitution
(:mod:`wsc_corpus.substitute.lexicon`) and context-free lemmas for co-occurrence counts
(:mod:`wsc_corpus.analysis.lemmas`).
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

from wsc_corpus.lang import defaults, known
from wsc_corpus.lang.base import Lexicon

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
