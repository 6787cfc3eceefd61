"""Proper nouns of the tagged hunspell dictionaries: first names and surnames with their gender,
places and organisations.

Grammalecte (``hunspell-fr-classical``) tags ``Jean/L'D'Q' po:prn is:mas`` (a first name),
``Goethe ... po:patr is:epi`` (a surname), ``Yakoutsk ... po:npr is:epi`` (another proper
noun: places, organisations); ``hunspell-pt-pt`` tags ``Pedro [CAT=np,G=m,SEM=p]`` (a person)
and ``Lisboa [CAT=np,SEM=cid,G=m,N=s]`` (a city). The language's own dictionary knows how the
language uses a name (French ``Jean`` is a man's name, where the world list finds it shared).
Which file and which tags are the language's table ``morphology.PROPER_NOUNS``; the entries
are indexed once per dictionary file (and table) in the cache (:mod:`wsc_corpus.cache`).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from wsc_corpus.cache import SortedIndex
from wsc_corpus.lang import defaults
from wsc_corpus.nlp.hunspell import dic_text, locate


@dataclass(frozen=True)
class ProperNoun:
    word: str
    kind: str  # person, place
    gender: str | None
    source: str


@cache
def _index(lang: str) -> tuple[SortedIndex, str] | None:
    spec = defaults(lang).morphology.PROPER_NOUNS
    base = locate(spec["dictionary"]) if spec is not None else None
    if base is None:
        return None
    dic = base.with_name(f"{base.name}.dic")
    rules = hashlib.md5(repr(sorted(spec.items())).encode("utf-8")).hexdigest()[:8]
    return (SortedIndex.of_file(dic, f"lexicons/{dic.stem}-proper-{rules}", _entries(dic, spec)),
            f"hunspell-{spec['dictionary']}")


def _entries(dic: Path, spec: dict) -> Iterator[str]:
    """The index's lines, read from the dictionary only when the index is built (a
    generator: an index already in the cache costs no reading)."""
    text = dic_text(dic)
    kinds = [(re.compile(pattern), kind) for pattern, kind in spec["kinds"]]
    gender = re.compile(spec["gender"])
    seen: dict[str, str] = {}
    for word, tags in re.findall(spec["line"], text, re.MULTILINE):
        kind = next((k for pattern, k in kinds if pattern.search(tags)), None)
        if kind is None or word in seen:
            continue
        found = gender.search(tags)
        value = spec["genders"].get(found.group(1), "") if found else ""
        seen[word] = f"{kind},{value},{' '.join(tags.split())}"
    yield from (f"{word}\t{value}" for word, value in seen.items())


def proper_noun(word: str, lang: str) -> ProperNoun | None:
    """The dictionary's person or place of that spelling, or None."""
    found = _index(lang)
    if found is None or not word[:1].isupper():
        return None
    index, name = found
    value = index.get(word)
    if value is None:
        return None
    kind, gender, tags = value.split(",", 2)
    return ProperNoun(word, kind, gender or None, f"{name} entry {word!r} ({tags})")


def describe(lang: str) -> str | None:
    """The dictionary of proper nouns a language reads (``hunspell-en_US``), or None."""
    found = _index(lang)
    return found[1] if found is not None else None
