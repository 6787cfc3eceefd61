"""The on-disk cache: where it lives, and sorted key-value indexes looked up in place.

Everything cached is derived from installed resources (the name list, the hunspell
dictionaries) or from the user's files (co-occurrence counts), so deleting the cache loses
nothing: the next run rebuilds what it needs.
"""

from __future__ import annotations

import contextlib
import mmap
import os
import time
import zlib
from collections.abc import Iterable
from pathlib import Path

from wsc_corpus.output import TEMP_SUFFIX, atomic_open

# A temporary file older than this, left beside a cache entry by a killed process, is removed.
ORPHAN_AGE_S = 3600


def cache_root() -> Path:
    """``$WSC_CACHE``, else ``$XDG_CACHE_HOME/wsc-corpus``, else ``~/.cache/wsc-corpus``."""
    if os.environ.get("WSC_CACHE"):
        return Path(os.environ["WSC_CACHE"])
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "wsc-corpus"


def remove_orphans(folder: Path, age_s: float = ORPHAN_AGE_S) -> int:
    """Remove the temporary files (``.*.tmp``) older than ``age_s`` in a cache folder, which
    processes killed while writing left behind; returns how many were removed."""
    removed = 0
    limit = time.time() - age_s
    with contextlib.suppress(OSError):
        for path in folder.glob(f".*{TEMP_SUFFIX}"):
            with contextlib.suppress(OSError):
                if path.is_file() and path.stat().st_mtime < limit:
                    path.unlink()
                    removed += 1
    return removed


# Every index file starts with this line: the CRC-32 and the length of the lines after it. It
# sorts before any key (keys hold no control character), so the file stays a sorted index.
_HEADER = b"\x00wsc-index crc32=%08x size=%012d\n"
_HEADER_SIZE = len(_HEADER % (0, 0))


def _header(body: bytes | memoryview) -> bytes:
    return _HEADER % (zlib.crc32(body), len(body))


class SortedIndex:
    """Lines ``key<TAB>value`` sorted by key, searched by bisection in a memory map, so that
    a lookup reads a few pages of the file rather than all of it.

    The file starts with a checksum line; an entry whose checksum or length does not match
    (truncated, damaged, or written by an older version) is not used, and :meth:`cached`
    rebuilds it.
    """

    def __init__(self, data: bytes | mmap.mmap, start: int = 0):
        self._data = data
        self._start = start

    @classmethod
    def open(cls, path: Path) -> SortedIndex | None:
        """The index kept at ``path``, or None where there is none or it is damaged."""
        try:
            handle = path.open("rb")
        except OSError:
            return None
        with handle:
            if os.fstat(handle.fileno()).st_size < _HEADER_SIZE:
                return None
            data = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
        with memoryview(data) as view:
            intact = view[:_HEADER_SIZE] == _header(view[_HEADER_SIZE:])
        if not intact:
            data.close()
            return None
        return cls(data, _HEADER_SIZE)

    @classmethod
    def build(cls, path: Path, lines: Iterable[str]) -> SortedIndex:
        """Sort lines ``key<TAB>value`` and keep them at ``path``; where the cache cannot be
        written, the index lives in memory for this process. Keys must be unique and hold no
        control character (sorting the lines then sorts the keys); values no newline."""
        text = "\n".join(sorted(lines))
        data = (text + "\n").encode("utf-8") if text else b""
        remove_orphans(path.parent)
        with contextlib.suppress(OSError), atomic_open(path, mode="wb") as handle:
            handle.write(_header(data) + data)
        return cls(data)

    @classmethod
    def cached(cls, path: Path, lines: Iterable[str]) -> SortedIndex:
        """The index at ``path``, built from ``lines`` when it is not there yet (or damaged)."""
        return cls.open(path) or cls.build(path, lines)

    def get(self, key: str) -> str | None:
        """The value of ``key``, or None."""
        data, wanted = self._data, key.encode("utf-8")
        low, high = self._start, len(data)
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
