"""Ordered batches of work, run in this process or in worker processes (``--jobs``).

A command that handles items independently (``validate``, ``substitute``, ``export``) cuts
its corpus into batches of about ``BATCH_ITEMS`` items and hands them to :func:`run_batches`,
which yields the batches' results in input order. With ``jobs`` > 1, ``jobs - 1``
:class:`Workers` take batches and this process works on batches too.

Workers are started with ``spawn`` (a fresh interpreter: no state copied from a parent that
may hold threads); each replays the parent's language registrations and imports the modules
the work names (the spaCy-based checks import spaCy: seconds), then says it is ready, and
loads what it needs (pipelines, lexicons) once, on its first batch. A worker is given batches
only once it is ready, at most ``DEPTH`` at a time (the next one waits in its queue while it
sends a result back), so this process never waits for a worker that is still starting: it
takes the next batch itself. ``export`` starts its workers before it reads its input
(:func:`workers`), so that their start-up overlaps the reading. At most ``WINDOW_PER_JOB *
jobs`` batches are between the one due next and the last one taken, so memory holds a few
batches' results (and each batch's parses only while it runs), never the whole corpus's.

Each worker starts a session of its own (``os.setsid``). Linux schedules each session as one
group (autogroup, on by default): without it, a command and its workers share the CPU time
of one session, so that on a machine busy with other sessions ``--jobs 2`` gets no more CPU
than ``--jobs 1``. In a session of its own a worker gets a share as a separate command would.
A worker is not in the terminal's foreground group, so Ctrl-C reaches the calling process
only, which ends its workers (and a worker whose parent is gone stops by itself).

``validate`` and ``substitute`` (``wsc_corpus.formats.pieces.run``) start theirs once they
know their input: forked (``fork``) where this process runs no thread besides its own (Linux,
no progress bar or pipeline started yet), else spawned. Over files of a line format
(WinoGrande, canonical JSONL), not read first, a batch is a piece of a file, read by the
process that takes it, and forked workers inherit the modules imported for them. Over other
inputs, read first, the workers hold the items (``share``: copy-on-write when forked, sent
once when spawned), and a batch is a range of positions (:func:`shared`), not items to
pickle (unpickling an item costs more than substituting it).
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import multiprocessing
import os
import queue
import signal
import sys
import threading
import traceback
from collections import deque
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from multiprocessing.connection import Connection, wait
from typing import Any, Self, TypeVar

T = TypeVar("T")
R = TypeVar("R")

# Items per batch: enough for spaCy's nlp.pipe to batch well, few enough that a batch's
# parses stay small and progress moves often.
BATCH_ITEMS = 128
DEPTH = 2  # batches given to one worker at a time
# ... to one that holds what it works on (``share``): a batch is then a few numbers to send,
# and more of them waiting keep the worker busy while this process runs one of its own.
SHARED_DEPTH = 4
WINDOW_PER_JOB = 4  # batches in flight (taken, not yet yielded) per process
CLOSE_WAIT = 5  # seconds a worker is given to end on SIGTERM before it is killed

_shared: Any = None  # what the workers of this process, or this worker, were given to share


def shared() -> Any:
    """What :func:`workers` was given to ``share``: in a worker its own copy, in the calling
    process the object itself (for the batches it runs)."""
    return _shared


def cut(count: int, keys: Sequence[Hashable] | None = None,
        size: int = BATCH_ITEMS) -> list[range]:
    """Consecutive ranges over ``count`` positions of about ``size`` each; with ``keys`` (one
    per position: its twin group), a range ends only where no group begun in it goes on
    after it."""
    last = {key: pos for pos, key in enumerate(keys or ())}
    ranges, start, open_until = [], 0, -1
    for pos in range(count):
        if keys is not None:
            open_until = max(open_until, last[keys[pos]])
        if pos + 1 - start >= size and open_until <= pos:
            ranges.append(range(start, pos + 1))
            start = pos + 1
    if start < count:
        ranges.append(range(start, count))
    return ranges


class Workers:
    """``count`` worker processes, started at once and kept for every :func:`run_batches`
    given them until :meth:`close` (a context manager). ``modules`` are imported by each
    worker before it says it is ready (those that register checks or rules, or that take
    long to import). With ``share``, each worker holds it (:func:`shared`): forked where
    :func:`can_fork`, else sent to it."""

    def __init__(self, count: int, modules: Iterable[str] = (), share: Any = None,
                 fork: bool = False):
        from wsc_corpus.lang import registrations

        if fork and share is None:  # the modules imported here first, to be inherited
            _import(modules)
        method = "fork" if (share is not None or fork) and can_fork() else "spawn"
        self._depth = SHARED_DEPTH if share is not None or method == "fork" else DEPTH
        context = multiprocessing.get_context(method)
        self._tasks: list[Any] = []  # per worker: its queue of batches
        self._results: list[Connection] = []  # per worker: where it sends results
        self._processes: list[Any] = []
        self._ready: list[bool] = []
        for _ in range(count):
            tasks = context.Queue()
            receive, send = context.Pipe(duplex=False)
            _widen(receive)
            process = context.Process(target=_serve, daemon=True,
                                      args=(tasks, send, registrations(), sorted(set(modules)),
                                            share))
            process.start()
            send.close()
            self._tasks.append(tasks)
            self._results.append(receive)
            self._processes.append(process)
            # A forked worker has nothing to import: it takes batches at once (its "ready"
            # comes later, and is read like any other).
            self._ready.append(method == "fork")

    @property
    def jobs(self) -> int:
        """The processes that work on batches: the workers and this one."""
        return len(self._processes) + 1

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Stop the workers at once. Between runs a worker holds nothing (no batch, nothing
        to write), and one still starting need not finish: ending it skips its start-up, or
        its interpreter's tear-down (a second, with spaCy)."""
        for process in self._processes:
            process.terminate()
        for tasks, process in zip(self._tasks, self._processes, strict=True):
            process.join(CLOSE_WAIT)
            if process.is_alive():  # a SIGTERM it caught
                process.kill()
                process.join()
            tasks.cancel_join_thread()
            tasks.close()
        for receive in self._results:
            receive.close()
        self._processes, self._tasks, self._results, self._ready = [], [], [], []

    def run(self, func: Callable[[T], R], batches: Iterable[T], modules: Iterable[str] = ()
            ) -> Iterator[R]:
        """``func(batch)`` for each batch, in order, in these workers and this process. A
        batch's error (in a worker or here) is raised here when that batch's turn comes, so
        that the error raised is that of the first batch that failed, as with one process."""
        names = tuple(sorted(set(modules)))
        window = WINDOW_PER_JOB * self.jobs
        source = enumerate(batches)
        given: list[deque[int]] = [deque() for _ in self._processes]  # per worker, in order
        results: dict[int, tuple[bool, Any]] = {}  # batch -> (whether it failed, result)
        taken = out = 0  # batches taken from the source; results yielded

        def take() -> tuple[int, T] | None:
            nonlocal taken
            if taken - out >= window:
                return None
            following = next(source, None)
            if following is not None:
                taken += 1
            return following

        def receive(timeout: float | None) -> None:
            live = [conn for number, conn in enumerate(self._results)
                    if given[number] or not self._ready[number]]
            for conn in wait(live, timeout):
                number = self._results.index(conn)
                try:
                    kind, value = conn.recv()
                except EOFError:
                    raise RuntimeError("a worker process ended unexpectedly "
                                       f"(exit code {self._processes[number].exitcode})"
                                       ) from None
                if kind == "ready":
                    self._ready[number] = True
                elif not given[number]:  # an error in its start-up
                    raise value
                else:
                    results[given[number].popleft()] = (kind == "error", value)

        try:
            while True:
                receive(0)
                for number, tasks in enumerate(self._tasks):
                    while self._ready[number] and len(given[number]) < self._depth:
                        following = take()
                        if following is None:
                            break
                        tasks.put((func, following[1], names))
                        given[number].append(following[0])
                if out in results:
                    failed, result = results.pop(out)
                    if failed:
                        raise result
                    yield result
                    out += 1
                    continue
                following = take()
                if following is not None:  # nothing due is back: work here meanwhile
                    try:
                        results[following[0]] = (False, func(following[1]))
                    except Exception as error:  # noqa: BLE001 -- raised at its turn
                        results[following[0]] = (True, error)
                elif out < taken:  # the batch due next is a worker's
                    receive(None)
                else:
                    return
        except BaseException:
            # An error, or a caller that stops early: no worker goes on with stale batches.
            self.close()
            raise
        # Messages still on their way (a worker that became ready late) are read by the next
        # run's receive; a worker with no batch holds none.


# Bytes a result pipe holds (Linux; at most /proc/sys/fs/pipe-max-size, 1 MiB by default):
# a batch's results (its output lines, its findings) are a few hundred kB, more than the
# default 64 kB, and a worker writing to a full pipe waits, idle, until this process, busy
# with a batch of its own, reads it.
PIPE_BYTES = 1 << 20


def _widen(pipe: Connection) -> None:
    """Make a result pipe hold ``PIPE_BYTES`` where the system lets it."""
    try:
        import fcntl

        fcntl.fcntl(pipe.fileno(), fcntl.F_SETPIPE_SZ, PIPE_BYTES)
    except (ImportError, AttributeError, OSError):
        pass  # not Linux, or a smaller limit: the default size


def can_fork() -> bool:
    """Whether a worker may be forked from this process: the ``fork`` start method exists, no
    Python thread runs here but this one, and no native thread was started since this module
    was imported (a fork copies only the calling thread: a lock another one held would stay
    held in the child). The native threads already running then are those the package's
    imports start: numpy's BLAS pool, which stops itself around a fork (``pthread_atfork``).
    Linux lists a process's threads, native ones too, in ``/proc/self/task``."""
    if sys.platform != "linux" or "fork" not in multiprocessing.get_all_start_methods():
        return False
    return threading.active_count() == 1 and 0 < _native_threads() <= _THREADS_AT_IMPORT


def _native_threads() -> int:
    """The threads of this process (0 where the system does not say)."""
    try:
        return len(os.listdir("/proc/self/task"))
    except OSError:
        return 0


_THREADS_AT_IMPORT = _native_threads()


def _serve(tasks: Any, results: Connection, languages: dict[str, str],
           modules: list[str], share: Any = None) -> None:
    """A worker: set up (the parent's languages registered, the work's modules imported), say
    ready, then ``func(batch)`` for each task, until the parent ends it (or is gone)."""
    global _shared
    _shared = share
    # Forked, a worker inherits the handlers of its parent: SIGTERM (``close``) must end it,
    # not unwind it like the command (``wsc_corpus.cli``) into a batch's error handling.
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if hasattr(os, "setsid"):
        os.setsid()  # a session of its own: see the module's docstring
    try:
        from wsc_corpus import lang

        present = lang.registrations()
        for code, module in languages.items():
            if present.get(code) != module:
                lang.register(code, module)
        _import(modules)
        gc.freeze()  # the modules stay: later collections need not scan them
        results.send(("ready", None))
    except BaseException as error:  # noqa: BLE001 -- raised in the parent
        _send_error(results, error)
        return
    parent = multiprocessing.parent_process()
    while True:
        try:
            task = tasks.get(timeout=1)
        except queue.Empty:
            if parent is not None and not parent.is_alive():
                return
            continue
        func, batch, names = task
        try:
            _import(names)
            results.send(("result", func(batch)))
        except BaseException as error:  # noqa: BLE001 -- raised in the parent
            _send_error(results, error)


def _send_error(results: Connection, error: BaseException) -> None:
    """An error back to the parent: itself where it pickles, else its traceback."""
    try:
        results.send(("error", error))
    except Exception:  # noqa: BLE001 -- it does not pickle
        results.send(("error", RuntimeError("in a worker process:\n" +
                                            "".join(traceback.format_exception(error)))))


def _import(modules: Iterable[str]) -> None:
    """Import the modules named (``__main__``, a worker's own, is there)."""
    for name in modules:
        if name != "__main__":
            importlib.import_module(name)


Jobs = int | Workers


@contextlib.contextmanager
def workers(jobs: int, modules: Iterable[str] = (), share: Any = None,
            fork: bool = False) -> Iterator[Jobs]:
    """``jobs - 1`` :class:`Workers` started now, stopped at the end; ``jobs`` itself when it
    is 1. Without ``share``, for a command that reads its input next (their start-up overlaps
    the reading); with it, for one that has read it: ``share`` is what :func:`shared` gives,
    in the workers and here, until the end. With ``fork``, for a command whose batches are
    small to send and read by the process that takes them (``wsc_corpus.formats.pieces``):
    ``modules`` are imported here and the workers forked, where they may be, ready at once."""
    global _shared
    before, _shared = _shared, share
    try:
        if jobs <= 1:
            yield jobs
            return
        with Workers(jobs - 1, modules, share, fork) as pool:
            yield pool
    finally:
        _shared = before


def run_batches(func: Callable[[T], R], batches: Iterable[T], jobs: Jobs = 1,
                modules: Iterable[str] = ()) -> Iterator[R]:
    """``func(batch)`` for each batch, in order; in ``jobs`` processes when > 1 (this one
    and ``jobs - 1`` workers started for this run), or in this one and the given
    :class:`Workers`. ``func`` must be a module-level function and the batches picklable;
    ``modules`` are imported by each worker first (those that register checks or rules
    ``func`` uses)."""
    if isinstance(jobs, Workers):
        yield from jobs.run(func, batches, modules)
    elif jobs <= 1:
        yield from map(func, batches)
    else:
        with Workers(jobs - 1, modules) as pool:
            yield from pool.run(func, batches, modules)
