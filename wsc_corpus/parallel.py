"""Ordered batches of work, run in this process or in worker processes (``--jobs``).

A command that handles items independently (``validate``, ``substitute``, ``export``) cuts
its corpus into batches of about ``BATCH_ITEMS`` items and hands them to :func:`run_batches`,
which yields the batches' results in input order. With ``jobs`` > 1, ``jobs - 1`` worker
processes take batches, and this process works on the next batch itself whenever the result
due next is not back yet (so the workers' start-up is never waited for idle). Workers are
started with ``spawn`` (a fresh interpreter: no state copied from a parent that may hold
threads); each replays the parent's language registrations and imports the modules the work
names, then loads what it needs (spaCy pipelines, lexicons) once, on its first batch, and
keeps it for the next ones. Each worker has at most two batches queued, and at most
``2 * jobs`` results wait to be yielded, so memory holds a few batches' intermediate results
(parses), never the whole corpus's.
"""

from __future__ import annotations

import importlib
import multiprocessing
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")

# Items per batch: enough for spaCy's nlp.pipe to batch well, few enough that a batch's
# parses stay small and progress moves often.
BATCH_ITEMS = 128


def cut(count: int, ends: Sequence[bool] | None = None, size: int = BATCH_ITEMS) -> list[range]:
    """Consecutive ranges over ``count`` positions of about ``size`` each; a range ends only
    where ``ends[i]`` says position ``i`` may end one (the last item of a twin group)."""
    ranges, start = [], 0
    for pos in range(count):
        if pos + 1 - start >= size and (ends is None or ends[pos]):
            ranges.append(range(start, pos + 1))
            start = pos + 1
    if start < count:
        ranges.append(range(start, count))
    return ranges


def run_batches(func: Callable[[T], R], batches: Iterable[T], jobs: int = 1,
                modules: Iterable[str] = (), sizes: Iterable[int] | None = None,
                progress: Callable[[int], None] | None = None) -> Iterator[R]:
    """``func(batch)`` for each batch, in order; in ``jobs`` processes when > 1 (this one
    and ``jobs - 1`` workers).

    ``func`` must be a module-level function and the batches picklable; ``modules`` are
    imported by each worker first (those that register checks or rules ``func`` uses).
    ``progress`` is called with the running total of ``sizes`` (one per batch) as batches
    finish.
    """
    counts = iter(sizes) if sizes is not None else None
    done = 0

    def advance() -> None:
        nonlocal done
        if progress is not None and counts is not None:
            done += next(counts)
            progress(done)

    if jobs <= 1:
        for batch in batches:
            yield func(batch)
            advance()
        return
    from wsc_corpus.lang import registrations

    pool = ProcessPoolExecutor(jobs - 1, mp_context=multiprocessing.get_context("spawn"),
                               initializer=_start_worker,
                               initargs=(registrations(), sorted(set(modules))))
    queued, window = 2 * (jobs - 1), 2 * jobs  # batches given to workers; held results
    try:
        source = enumerate(batches)
        # The first batch is this process's own: the workers start meanwhile.
        held = next(source, None)
        pending: deque[tuple[int, Future]] = deque()  # in input order
        ready: dict[int, R] = {}
        exhausted, out = held is None, 0
        while True:
            while not exhausted and len(pending) < queued:  # keep the workers busy
                following = next(source, None)
                if following is None:
                    exhausted = True
                else:
                    pending.append((following[0], pool.submit(func, following[1])))
            while pending and pending[0][1].done():
                index, future = pending.popleft()
                ready[index] = future.result()
            if out in ready:
                yield ready.pop(out)
                advance()
                out += 1
                continue
            # The next result is not back: this process works on a batch of its own (while
            # the workers start, or when it keeps pace with them), else waits.
            following, held = held, None
            if following is None and not exhausted and len(ready) < window:
                following = next(source, None)
                exhausted = following is None
            if following is not None:
                ready[following[0]] = func(following[1])
            elif pending:
                index, future = pending.popleft()
                ready[index] = future.result()
            elif not ready:
                return
    finally:  # an error (or a caller that stops early) leaves no batch running
        pool.shutdown(wait=True, cancel_futures=True)


def _start_worker(languages: dict[str, str], modules: list[str]) -> None:
    """A worker's set-up: the parent's languages registered, the work's modules imported."""
    from wsc_corpus import lang

    present = lang.registrations()
    for code, module in languages.items():
        if present.get(code) != module:
            lang.register(code, module)
    for name in modules:
        if name != "__main__":
            importlib.import_module(name)
