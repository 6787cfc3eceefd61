"""The on-disk cache: where it lives, and sorted key-value indexes looked up in place.

Everything cached is derived from installed resources (the name list, the hunspell
dictionaries) or from the user's files (co-occurrence counts), so deleting the cache loses
nothing: the next run rebuilds what it needs.
"""

from __future__ import annotations

import contextlib
import mmap
import os
from collections.abc import Iterable
from pathlib import Path

from wsc_corpus.output import atomic_open


def cache_root() -> Path:
    """``$WSC_CACHE``, else ``$XDG_CACHE_HOME/wsc-corpus``, else ``~/.cache/wsc-corpus``."""
    if os.environ.get("WSC_CACHE"):
        return Path(os.environ["WSC_CACHE"])
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "wsc-corpus"


class SortedIndex:
    """Lines ``key<TAB>value`` sorted by key, searched by bisection in a memory map, so that
    a lookup reads a few pages of the file rather than all of it."""

    def __init__(self, data: bytes | mmap.mmap):
        self._data = data

    @classmethod
    def open(cls, path: Path) -> SortedIndex | None:
        """The index kept at ``path``, or None where there is none."""
        try:
            handle = path.open("rb")
        except OSError:
            return None
        with handle:
            if os.fstat(handle.fileno()).st_size == 0:
                return cls(b"")
            return cls(mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ))

    @classmethod
    def build(cls, path: Path, lines: Iterable[str]) -> SortedIndex:
        """Sort lines ``key<TAB>value`` and keep them at ``path``; where the cache cannot be
        written, the index lives in memory for this process. Keys must be unique and hold no
        control character (sorting the lines then sorts the keys); values no newline."""
        text = "\n".join(sorted(lines))
        data = (text + "\n").encode("utf-8") if text else b""
        with contextlib.suppress(OSError), atomic_open(path, mode="wb") as handle:
            handle.write(data)
        return cls(data)

    @classmethod
    def cached(cls, path: Path, lines: Iterable[str]) -> SortedIndex:
        """The index at ``path``, built from ``lines`` when it is not there yet."""
        return cls.open(path) or cls.build(path, lines)

    def get(self, key: str) -> str | None:
        """The value of ``key``, or None."""
        data, wanted = self._data, key.encode("utf-8")
        low, high = 0, len(data)
        while low < high:
            middle = (low + high) // 2
            start = data.rfind(b"\n", 0, middle) + 1
            end = data.find(b"\n", start)
            end = len(data) if end < 0 else end
            found, _, value = data[start:end].partition(b"\t")
            if found == wanted:
                return value.decode("utf-8")
            if found < wanted:
                low = end + 1
            else:
                high = start
        return None
