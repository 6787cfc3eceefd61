"""Safe output: atomic writes that never replace a file read during the run.

Every file a reader opens (the named inputs and the companions read beside them, such as the
Portuguese JSON next to its HTML) is remembered by :func:`note_input`; an output onto any of
them, or inside an input folder, is refused. A target the user could not write to (a file or
folder without write permission, which root could otherwise replace) is refused unless
replacing it is forced (``--force``); a replaced file keeps its mode.

Only a regular file (or a new path) is replaced by a rename. A FIFO, a terminal, a device such
as ``/dev/null``, or a link to one, or a file reached through ``/dev/stdout`` is written
through, never replaced; a symbolic link to a regular file is kept and the file it names is
replaced.
"""

from __future__ import annotations

import contextlib
import contextvars
import os
import stat
import sys
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO

from wsc_corpus.errors import OutputError, UnwritableError, WscError, at

# Temporary files are ``.NAME.XXXXXXXX.tmp`` beside their target.
TEMP_SUFFIX = ".tmp"

_inputs: contextvars.ContextVar[frozenset[Path]] = contextvars.ContextVar("inputs",
                                                                          default=frozenset())
_force: contextvars.ContextVar[bool] = contextvars.ContextVar("force", default=False)


def resolved(path: str | Path, error: type[WscError] = WscError) -> Path:
    """``path`` made absolute with its links resolved; a loop of symbolic links is one
    ``error`` naming it (``Path.resolve`` raises RuntimeError)."""
    try:
        return Path(path).resolve()
    except (RuntimeError, OSError) as exc:
        raise error("a loop of symbolic links", at(path)) from exc


def note_input(path: str | Path) -> None:
    """Remember a file read in this run: no output may replace it."""
    _inputs.set(_inputs.get() | {resolved(path)})


def start_run(force: bool = False) -> None:
    """Forget the files of an earlier run in this process; ``force`` allows replacing
    read-only outputs."""
    _inputs.set(frozenset())
    _force.set(force)


def set_force(force: bool) -> None:
    _force.set(force)


def check_not_input(out: str | Path, inputs: Iterable[str | Path] = ()) -> None:
    """Refuse an output path that is, or is inside, one of the inputs or a file read in this
    run."""
    target = resolved(out, UnwritableError)
    for given in inputs:
        source = resolved(given)
        if target == source or (source.is_dir() and source in target.parents):
            raise OutputError(f"refusing to write over the input {given}", at(out))
    for source in _inputs.get():  # the files read in this run
        if source == target:
            raise OutputError(f"refusing to write over the input {source} (read in this run)",
                              at(out))
        if target in source.parents:
            raise OutputError(f"refusing to replace a directory that holds the input {source}",
                              at(out))


def write_through(out: str | Path) -> bool:
    """Whether ``out`` is written by opening it rather than replaced by a rename: ``-``, an
    existing non-regular file (a FIFO, a character or block device, a socket), or a regular
    file reached through a process's descriptor (``/dev/stdout``, ``/dev/fd/N``,
    ``/proc/...``: the file a shell redirected must keep its inode)."""
    if str(out) == "-":
        return True
    try:
        mode = os.stat(out).st_mode
    except OSError:
        return False
    if stat.S_ISDIR(mode):
        return False
    if not stat.S_ISREG(mode):
        return True
    return any(hop in _DESCRIPTORS or hop.startswith(("/dev/fd/", "/proc/"))
               for hop in _hops(out))


# Links to a process's descriptors: the file behind them must keep its inode.
_DESCRIPTORS = ("/dev/stdin", "/dev/stdout", "/dev/stderr", "/dev/fd")


def _hops(out: str | Path) -> list[str]:
    """``out`` and every path its chain of symbolic links goes through (absolute)."""
    hops = [os.path.abspath(out)]
    for _ in range(40):
        try:
            link = os.readlink(hops[-1])
        except OSError:
            break
        hops.append(os.path.normpath(os.path.join(os.path.dirname(hops[-1]), link)))
    return hops


def _writable(mode: int) -> bool:
    return bool(mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))


def check_output(out: str | Path, directory: bool | None = False) -> None:
    """Refuse, before any work, an output path that cannot be written: an empty path, a
    folder where a file is expected (or a file where a folder is; ``directory=None``: either
    will do), a parent that is not a folder, or a target or folder the user could not write
    to (unless forced)."""
    if not str(out).strip():
        raise UnwritableError("empty output path")
    if write_through(out):
        if directory is True and str(out) != "-":
            raise UnwritableError("is not a directory (a device, FIFO or link to one)", at(out))
        if str(out) != "-" and not os.access(out, os.W_OK):
            raise UnwritableError("permission denied", at(out))
        return
    target = Path(os.path.realpath(out)) if os.path.islink(out) else Path(out)
    force = _force.get()
    if target.is_dir() and directory is False:
        raise UnwritableError("is a directory; expected a file path", at(out))
    if target.exists() and not target.is_dir() and directory is True:
        raise UnwritableError("is a file; expected a directory", at(out))
    if target.exists() and not target.is_dir() and not force and \
            (not _writable(target.stat().st_mode) or not os.access(target, os.W_OK)):
        raise UnwritableError("read-only file; use --force to replace it", at(out))
    parent = target.absolute().parent
    while not parent.exists():
        parent = parent.parent
    if not parent.is_dir():
        raise UnwritableError(f"{parent} is not a directory", at(out))
    if not os.access(parent, os.W_OK | os.X_OK) or (not force and
                                                    not _writable(parent.stat().st_mode)):
        raise UnwritableError(f"cannot write in {parent}: read-only directory", at(out))


def umask() -> int:
    """The process's umask (reading it means setting it, then setting it back)."""
    current = os.umask(0)
    os.umask(current)
    return current


@contextlib.contextmanager
def atomic_open(out: str | Path, inputs: Iterable[str | Path] = (),
                mode: str = "w") -> Iterator[IO]:
    """Open ``out`` for writing through a temporary file renamed into place on success.

    ``-`` writes to standard output; a FIFO or device (:func:`write_through`) is opened and
    written directly. The target is left untouched if writing fails (an exception, Ctrl-C, or
    SIGTERM under the ``wsc`` command); a replaced file keeps its mode, a symbolic link to it
    stays a link. Missing parent folders are created.
    """
    if str(out) == "-":
        yield sys.stdout if "b" not in mode else sys.stdout.buffer
        return
    check_not_input(out, inputs)
    check_output(out)
    if write_through(out):
        try:
            with open(out, mode, **({} if "b" in mode else {"encoding": "utf-8"})) as handle:
                yield handle
        except OSError as exc:
            if isinstance(exc, UnwritableError) or exc.filename not in (None, str(out)):
                raise
            raise UnwritableError(f"cannot write: {exc.strerror or exc}", at(out)) from exc
        return
    target = Path(os.path.realpath(out)) if os.path.islink(out) else Path(out)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent)
    try:
        try:
            keep = stat.S_IMODE(target.stat().st_mode)
        except OSError:
            keep = 0o666 & ~umask()  # mkstemp makes 0600; give the usual file mode
        os.chmod(tmp, keep)
        with os.fdopen(fd, mode, **({} if "b" in mode else {"encoding": "utf-8"})) as handle:
            yield handle
        os.replace(tmp, target)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(exc, OSError) and not isinstance(exc, UnwritableError) and \
                exc.filename in (None, tmp):  # the write itself failed: a full disk...
            raise UnwritableError(f"cannot write: {exc.strerror or exc}", at(out)) from exc
        raise
