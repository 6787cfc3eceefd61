"""Safe output: atomic writes that never replace an input file."""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO

from wsc_corpus.errors import OutputError, at


def check_not_input(out: str | Path, inputs: Iterable[str | Path]) -> None:
    """Refuse an output path that is, or is inside, one of the inputs."""
    target = Path(out).resolve()
    for given in inputs:
        source = Path(given).resolve()
        if target == source or (source.is_dir() and source in target.parents):
            raise OutputError(f"refusing to write over the input {given}", at(out))


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


@contextlib.contextmanager
def atomic_open(out: str | Path, inputs: Iterable[str | Path] = (),
                mode: str = "w") -> Iterator[IO]:
    """Open ``out`` for writing through a temporary file renamed into place on success.

    ``-`` writes to standard output. The target is left untouched if writing fails.
    """
    if str(out) == "-":
        yield sys.stdout if "b" not in mode else sys.stdout.buffer
        return
    check_not_input(out, inputs)
    target = Path(out)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    os.chmod(tmp, 0o666 & ~_umask())  # mkstemp makes 0600; give the usual file mode
    try:
        with os.fdopen(fd, mode, **({} if "b" in mode else {"encoding": "utf-8"})) as handle:
            yield handle
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
