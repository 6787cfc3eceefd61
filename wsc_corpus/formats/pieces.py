"""A corpus read in pieces, each by the process that works on it (``--jobs``).

:func:`plan` reads each input file once, as bytes, in this process: it checks that the file
is UTF-8 and cuts it at line ends into pieces of about ``BATCH_ITEMS`` records, without
making any item. A :class:`Piece` is small to send (the file, its format, a byte range, the
number of its first line); :func:`read` makes its items with the format's own per-record code
(``records``), with the same line numbers and the same errors as reading the whole file. A
run over a plan (:func:`run`, as ``wsc validate`` and ``wsc substitute`` make it) never holds
every item: each piece is read, worked on and let go in whichever process takes it, and
memory does not grow with the corpus.

Only line formats take part: a format module with ``LINES`` (what a line holds),
``records(path, rows)`` and ``group(path, data)`` (winogrande, jsonl). There is no plan
(None: the caller loads the corpus whole, ``load_paths``) where an input has a file of
another format, or is a collection read with a language or an item limit.

With ``groups`` (the checks of twin groups need each group whole), each line's object is
parsed here for its group key (``group``), and a cut falls only where no group begun before
it goes on after it (``wsc_corpus.parallel.cut``): a file whose twins are not consecutive
(shuffled) gets fewer, larger pieces, and the same findings. Where a group spans two files
there is no plan. A file that cannot be read as lines (not UTF-8, empty) is one piece read by
the format's ``load``, so that its error comes at its turn, as when the corpus is read whole.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

from wsc_corpus import parallel
from wsc_corpus.catalogue import portable
from wsc_corpus.errors import WscError, at
from wsc_corpus.formats import OnSkipped, _pairs, get_format
from wsc_corpus.formats._common import decode, json_object, json_records, lines, reader
from wsc_corpus.models import Corpus, Item
from wsc_corpus.output import note_input
from wsc_corpus.parallel import BATCH_ITEMS, Jobs, cut
from wsc_corpus.signature import Hashed, hashed_lines

R = TypeVar("R")


@dataclass(frozen=True)
class Piece:
    """Lines of one input file: bytes ``start`` to ``stop`` (None: the whole file, read by
    the format's ``load``), the first of them line number ``line``, holding ``records``
    non-blank lines (the items it makes)."""

    file: str
    fmt: str
    start: int | None
    stop: int | None
    line: int = 1
    records: int = 0


@dataclass(frozen=True)
class Plan:
    """The pieces of a run's inputs, in input order."""

    pieces: list[Piece]

    def __len__(self) -> int:
        """How many items the pieces make (where they can be read), as ``len`` of a corpus."""
        return sum(piece.records for piece in self.pieces)


def plan(paths: Sequence[str | Path], fmt: str | None = None, groups: bool = False,
         on_skipped: OnSkipped | None = None, size: int = BATCH_ITEMS) -> Plan | None:
    """The pieces of the files ``paths`` name (as ``load_paths`` reads them), None where
    they cannot be read in pieces (see the module's docstring); ``groups``: no twin group
    split between pieces."""
    pairs = _pairs(paths, fmt, None, on_skipped)
    if not pairs or any(language is not None or first is not None or not _line_format(module)
                        for _path, module, language, first in pairs):
        return None
    pieces: list[Piece] = []
    owner: dict[Hashable, int] = {}  # group key -> the file it was seen in
    for number, (path, module, _language, _first) in enumerate(pairs):
        found = _cut(path, module, groups, size)
        if found is None:
            return None
        cuts, keys = found
        if any(owner.setdefault(key, number) != number for key in keys):
            return None  # a twin group in two files
        pieces += cuts
    return Plan(pieces)


def _line_format(module: ModuleType) -> bool:
    return all(hasattr(module, name) for name in ("LINES", "records", "group"))


def _cut(path: Path, module: ModuleType, groups: bool, size: int
         ) -> tuple[list[Piece], set[Hashable]] | None:
    """A file's pieces and the group keys of its lines (with ``groups``), read line by line
    (memory holds the lines' offsets, not the file); None where it is not a regular file
    (a pipe cannot be read again in pieces)."""
    note_input(path)
    whole = [Piece(str(path), module.NAME, None, None)], set()
    starts, full, keys = [0], [], []  # where each line starts; the non-blank ones; their groups
    try:
        with path.open("rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                return None
            for raw in handle:
                starts.append(starts[-1] + len(raw))
                text = raw.decode("utf-8")
                if not text.strip():
                    continue
                full.append(len(starts) - 2)
                if groups:
                    obj = json_object(text.removesuffix("\n").removesuffix("\r"))
                    key = module.group(path, obj) if obj is not None else None
                    # A line that makes no item is an error when read: it constrains no cut.
                    keys.append(key if key is not None else object())
    except (UnicodeDecodeError, OSError):
        return whole  # read whole by ``load``, for its error, at its turn
    if not full:
        return whole
    pieces, begin = [], 0  # the line the next piece begins at (0-based)
    ranges = cut(len(full), keys if groups else None, size)
    for index, span in enumerate(ranges):
        stop = len(starts) - 1 if index == len(ranges) - 1 else full[span.stop - 1] + 1
        pieces.append(Piece(str(path), module.NAME, starts[begin], starts[stop], begin + 1,
                            len(span)))
        begin = stop
    return pieces, {key for key in keys if type(key) is not object}


def read(piece: Piece) -> list[Item]:
    """The items of a piece, as reading its whole file makes them (files of fetched
    collections named by their key: ``catalogue.portable``)."""
    path = Path(piece.file)
    module = get_format(piece.fmt)
    if piece.start is None or piece.stop is None:
        return portable(module.load(path))
    return portable(_records(path, module, piece.start, piece.stop, piece.line))


@reader
def _records(path: Path, module: ModuleType, start: int, stop: int, line: int) -> list[Item]:
    try:
        with path.open("rb") as handle:
            handle.seek(start)
            data = handle.read(stop - start)
    except OSError as exc:
        raise WscError(f"cannot read: {exc.strerror or exc}", at(path)) from exc
    return module.records(path, json_records(path, lines(decode(data, path, line)), line))


def workers(source: Corpus | list[Item] | Plan, jobs: int, modules: Iterable[str]
            ) -> AbstractContextManager[Jobs]:
    """``jobs - 1`` workers for :func:`run` over ``source``, started now, forked where
    ``wsc_corpus.parallel`` may: holding the items of a corpus read whole (a batch sent them
    is a range of positions), or, for a plan, with ``modules`` imported here first."""
    held = source.items if isinstance(source, Corpus) else None if isinstance(source, Plan) \
        else source
    return parallel.workers(jobs, modules, share=held, fork=True)


def run(work: Callable[..., R], source: list[Item] | Plan, jobs: Jobs = 1,
        modules: Iterable[str] = (), progress: Callable[[int], None] | None = None,
        hashed: Hashed | None = None, group: Callable[[Item], Hashable] | None = None,
        carry: Callable[[list[Item]], Any] | None = None) -> Iterator[R]:
    """``work(items)`` for each batch of the source's items, in order, in this process and
    ``jobs`` (``wsc_corpus.parallel``), so that memory holds a few batches: each piece of a
    plan, read by the process that takes it, or about ``BATCH_ITEMS`` items read whole (no
    twin group split, with ``group``), sent as positions to workers that hold them
    (:func:`workers`), else as items, then ``work(items, carry(items))``. A bad record of a
    plan raises the error reading the whole corpus raises, at its piece's turn.

    ``work`` must be a module-level function (or a ``partial`` of one); the items' lines of
    the corpus hash are made where they were worked on and fed to ``hashed``; ``progress`` is
    called with the number of items done once each batch's result has been used. Given a
    number of ``jobs`` over 1, the run starts its own :func:`workers`."""
    if isinstance(jobs, int) and jobs > 1:
        with workers(source, jobs, modules) as pool:
            yield from run(work, source, pool, modules, progress, hashed, group, carry)
        return
    if isinstance(source, Plan):
        batches: Iterable[tuple[Piece | range | list[Item], tuple]] = \
            ((piece, ()) for piece in source.pieces)
    else:
        held = parallel.shared() is source
        keys = None if group is None else [group(item) for item in source]
        batches = ((span if held else source[span.start:span.stop],
                    () if carry is None else (carry(source[span.start:span.stop]),))
                   for span in cut(len(source), keys))
    done = 0
    for result, hashing, count in parallel.run_batches(
            partial(_batch, work, hashed is not None), batches, jobs, modules):
        if hashed is not None:
            hashed.add(hashing, count)
        yield result
        done += count
        if progress is not None:
            progress(done)


def _batch(work: Callable[..., R], hashing: bool,
           job: tuple[Piece | range | list[Item], tuple]) -> tuple[R, bytes, int]:
    """A batch worked on: what ``work`` makes of its items, their lines of the corpus hash
    (with ``hashing``) and their number."""
    where, carried = job
    if isinstance(where, Piece):
        items = read(where)
    else:
        items = parallel.shared()[where.start:where.stop] if isinstance(where, range) else where
    return work(items, *carried), hashed_lines(items) if hashing else b"", len(items)
