"""The one reader of a language's hunspell dictionary (``Defaults.lexicon``): where its files
are, the text of its entries, the spylls dictionary that finds stems, and the spellings looked
up for a word.

Four readers sit on it: noun gender and number (:mod:`wsc_corpus.nlp.lexicon`), proper nouns
(:mod:`wsc_corpus.nlp.proper_nouns`), word categories for substitution
(:mod:`wsc_corpus.substitute.lexicon`) and context-free lemmas for co-occurrence counts
(:mod:`wsc_corpus.analysis.lemmas`).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from wsc_corpus.lang import defaults, known
from wsc_corpus.lang.base import Lexicon

HUNSPELL = Path("/usr/share/hunspell")


def dictionary(code: str) -> tuple[Lexicon, Path] | None:
    """A language's lexicon and the base path of its files (``/usr/share/hunspell/pt_PT``),
    or None where the language declares none or it is not installed."""
    spec = defaults(code).lexicon if known(code) else None
    if spec is None:
        return None
    base = HUNSPELL / spec.dictionary
    return (spec, base) if base.with_suffix(".dic").is_file() else None


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
