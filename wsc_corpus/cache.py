"""The on-disk cache: where it lives, its temporary files, and sorted key-value indexes
looked up in place.

Everything cached is derived from installed resources (the name list, the hunspell
dictionaries), from the user's files (co-occurrence counts) or downloaded (collections), so
deleting the cache loses nothing: the next run rebuilds or fetches what it needs.
"""

from __future__ import annotations

import contextlib
import mmap
import os
import re
import socket
import tempfile
import time
import zlib
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import platformdirs

from wsc_corpus.output import TEMP_SUFFIX

# A temporary file older than this is removed even when its writer cannot be told dead.
ORPHAN_AGE_S = 3600
# ``.TARGET.wsc-HOST-PID.RANDOM.tmp``: the writer of a temporary file of the cache.
_OWNER = re.compile(r"\.wsc-(.+)-(\d+)\.\w+" + re.escape(TEMP_SUFFIX) + "$")


def cache_root() -> Path:
    """``$WSC_CACHE``, else the platform's user cache folder for ``wsc-corpus``
    (``$XDG_CACHE_HOME/wsc-corpus``, else ``~/.cache/wsc-corpus`` on Linux)."""
    if os.environ.get("WSC_CACHE"):
        return Path(os.environ["WSC_CACHE"])
    return Path(platformdirs.user_cache_dir("wsc-corpus", appauthor=False))


@contextlib.contextmanager
def temp_beside(target: Path) -> Iterator[Path]:
    """A new temporary file beside ``target``, moved onto it when the block succeeds and
    removed when it fails. Its name says which process writes it, so that
    :func:`remove_orphans` removes it as soon as that process is gone (killed)."""
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.wsc-{socket.gethostname()}-{os.getpid()}.",
                               suffix=TEMP_SUFFIX, dir=target.parent)
    os.close(fd)
    try:
        yield Path(tmp)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _orphaned(path: Path, limit: float) -> bool:
    owner = _OWNER.search(path.name)
    if owner and os.name == "posix" and owner[1] == socket.gethostname():
        try:
            os.kill(int(owner[2]), 0)
        except ProcessLookupError:
            return True
        except OSError:
            pass  # alive, another user's
    return path.stat().st_mtime < limit


def remove_orphans(folder: Path, age_s: float = ORPHAN_AGE_S) -> int:
    """Remove the temporary files (``.*.tmp``) under a cache folder that killed processes
    left: those whose writer on this machine is gone, and any older than ``age_s``; returns
    how many were removed."""
    limit = time.time() - age_s
    return _remove_files(folder, f".*{TEMP_SUFFIX}", lambda path: _orphaned(path, limit))


# pooch's partial download: tempfile's ``tmpXXXXXXXX`` beside the file it becomes.
_PARTIAL = re.compile(r"tmp[a-z0-9_]{8}")


def remove_partial(folder: Path) -> int:
    """Remove the partial downloads (pooch's temporary files) that no process is writing:
    those a killed download left; returns how many were removed."""
    return _remove_files(folder, "tmp*",
                         lambda path: bool(_PARTIAL.fullmatch(path.name)) and abandoned(path))


def _remove_files(folder: Path, pattern: str, left: Callable[[Path], bool]) -> int:
    """Remove the files under ``folder`` whose name matches the glob ``pattern`` and that
    ``left`` says were left behind; returns how many were removed (none on an error)."""
    removed = 0
    with contextlib.suppress(OSError):
        for path in folder.rglob(pattern):
            with contextlib.suppress(OSError):
                if path.is_file() and left(path):
                    path.unlink()
                    removed += 1
    return removed


@contextlib.contextmanager
def writing(path: Path) -> Iterator[None]:
    """Mark a file as being written by this process until the block ends (an ``flock`` on
    it), so that :func:`abandoned` tells it from one a killed process left."""
    try:
        handle = path.open("rb")
    except OSError:
        yield
        return
    with handle:
        if os.name == "posix":
            import fcntl

            fcntl.flock(handle, fcntl.LOCK_EX)
        yield


def abandoned(path: Path, age_s: float = ORPHAN_AGE_S) -> bool:
    """Whether no process is writing a file (none holds it through :func:`writing`); where
    file locks are not available, whether it is older than ``age_s``."""
    if os.name != "posix":
        return path.stat().st_mtime < time.time() - age_s
    import fcntl

    with path.open("rb") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
    return True


# Every index file starts with this line: the CRC-32 and the length of the lines after it. It
# sorts before any key (keys hold no control character), so the file stays a sorted index.
_HEADER = b"\x00wsc-index crc32=%08x size=%012d\n"
_HEADER_SIZE = len(_HEADER % (0, 0))


def _header(body: bytes | memoryview) -> bytes:
    return _HEADER % (zlib.crc32(body), len(body))


# An index file whose checksum matched is not summed again (the name indexes are 88 MB) while
# it is the same file, unchanged: its device, inode, size and modification and change times are
# kept beside it (``.NAME.verified``) once they are over SETTLED_NS old, so that any later
# write, even within the file system's timestamp granularity, gives the file other times.
SETTLED_NS = 2_000_000_000


def _identity(stat: os.stat_result) -> str:
    return (f"{stat.st_dev} {stat.st_ino} {stat.st_size} {stat.st_mtime_ns} "
            f"{stat.st_ctime_ns}")


def _verified_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.verified")


def _verified(path: Path, stat: os.stat_result) -> bool:
    """Whether the file was verified as it is (:func:`_remember_verified`)."""
    try:
        return _verified_path(path).read_text(encoding="ascii") == _identity(stat)
    except (OSError, UnicodeDecodeError):
        return False


def _remember_verified(path: Path, stat: os.stat_result) -> None:
    """Keep the identity of a file whose checksum matched, where it has settled; nothing
    where the cache cannot be written."""
    if time.time_ns() - max(stat.st_mtime_ns, stat.st_ctime_ns) < SETTLED_NS:
        return  # a write in the same clock tick could leave the same times: sum it next time
    with contextlib.suppress(OSError), temp_beside(_verified_path(path)) as tmp:
        tmp.write_text(_identity(stat), encoding="ascii")


# The lookups an index keeps the answers of (the names, nouns and stems of the candidates a run
# asks of again and again: about 45% of the lookups on the main collections); then it forgets.
_REMEMBERED = 65_536


class SortedIndex:
    """Lines ``key<TAB>value`` sorted by key, searched by bisection in a memory map, so that
    a lookup reads a few pages of the file rather than all of it.

    The file starts with a checksum line; an entry whose checksum or length does not match
    (truncated, damaged, or written by an older version) is not used, and :meth:`cached`
    rebuilds it. A file found intact is not summed again while it is unchanged
    (``SETTLED_NS``).
    """

    def __init__(self, data: bytes | mmap.mmap, start: int = 0):
        self._data = data
        self._start = start
        self._found: dict[str, str | None] = {}

    @classmethod
    def open(cls, path: Path) -> SortedIndex | None:
        """The index kept at ``path``, or None where there is none or it is damaged."""
        try:
            handle = path.open("rb")
        except OSError:
            return None
        with handle:
            stat = os.fstat(handle.fileno())
            if stat.st_size < _HEADER_SIZE:
                return None
            data = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
        if _verified(path, stat):
            return cls(data, _HEADER_SIZE)
        with memoryview(data) as view:
            intact = view[:_HEADER_SIZE] == _header(view[_HEADER_SIZE:])
        if not intact:
            data.close()
            return None
        _remember_verified(path, stat)
        return cls(data, _HEADER_SIZE)

    @classmethod
    def build(cls, path: Path, lines: Iterable[str]) -> SortedIndex:
        """Sort lines ``key<TAB>value`` and keep them at ``path``; where the cache cannot be
        written, the index lives in memory for this process. Keys must be unique and hold no
        control character (sorting the lines then sorts the keys); values no newline."""
        text = "\n".join(sorted(lines))
        data = (text + "\n").encode("utf-8") if text else b""
        with contextlib.suppress(OSError):
            path.parent.mkdir(parents=True, exist_ok=True)
            remove_orphans(path.parent)
            with temp_beside(path) as tmp:
                tmp.write_bytes(_header(data) + data)
        return cls(data)

    @classmethod
    def cached(cls, path: Path, lines: Iterable[str]) -> SortedIndex:
        """The index at ``path``, built from ``lines`` when it is not there yet (or damaged)."""
        return cls.open(path) or cls.build(path, lines)

    @classmethod
    def of_file(cls, source: Path, name: str, lines: Iterable[str]) -> SortedIndex:
        """The index of entries read from ``source``, kept as ``NAME-SIZE-DATE.tsv`` under
        :func:`cache_root` (``name`` may start with a folder): keyed by the file's size and
        date, so that an upgraded file is read again."""
        stat = source.stat()
        return cls.cached(cache_root() / f"{name}-{stat.st_size}-{stat.st_mtime_ns}.tsv", lines)

    def get(self, key: str) -> str | None:
        """The value of ``key``, or None."""
        if key in self._found:
            return self._found[key]
        if len(self._found) >= _REMEMBERED:
            self._found.clear()
        found = self._found[key] = self._search(key)
        return found

    def _search(self, key: str) -> str | None:
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
