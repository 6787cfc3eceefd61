"""``--jobs N``: worker processes give the same output, in the same order, as one process;
the batches never split a twin group."""

from __future__ import annotations

import itertools
import math
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from wsc_corpus.checks import Validation, validate
from wsc_corpus.checks.engine import worker_modules
from wsc_corpus.cli import cli
from wsc_corpus.formats import load_paths, pieces
from wsc_corpus.parallel import Workers, cut, run_batches, shared, workers
from wsc_corpus.signature import Hashed, corpus_hash


def _run(args: list[str], out: Path) -> bytes | None:
    result = CliRunner().invoke(cli, [*args, "-o", str(out)], catch_exceptions=False)
    assert result.exit_code in (0, 1), result.output
    return out.read_bytes() if out.is_file() else None


@pytest.mark.corpora
@pytest.mark.parametrize("command", [
    ["validate", "--format", "json"],
    ["substitute", "--format", "jsonl"],
    ["substitute", "--manual-fixes", "--format", "jsonl"],
    ["export", "--format", "lm-eval"],
    ["export", "--format", "html", "--with-findings"],
])
def test_two_jobs_write_what_one_writes(corpora: Path, tmp_path: Path, command: list[str]
                                        ) -> None:
    # The Portuguese collection (pt, with upstream substituted sentences) and NYU (en): two
    # languages, several batches each.
    inputs = [str(corpora / "portuguese_wsc"), str(corpora / "nyu_wsc" / "WSCollection.xml")]
    if command[:3] == ["export", "--format", "lm-eval"]:
        one, two = tmp_path / "one", tmp_path / "two"
        _run([*command, *inputs, "--jobs", "1"], one)
        _run([*command, *inputs, "--jobs", "2"], two)
        files = sorted(p.relative_to(one) for p in one.rglob("*") if p.is_file())
        assert files and files == sorted(p.relative_to(two) for p in two.rglob("*")
                                         if p.is_file())
        for name in files:  # the README names its own directory
            assert (one / name).read_bytes().replace(bytes(one), b"OUT") == \
                (two / name).read_bytes().replace(bytes(two), b"OUT"), name
        return
    one = _run([*command, *inputs, "--jobs", "1"], tmp_path / "one")
    two = _run([*command, *inputs, "--jobs", "2"], tmp_path / "two")
    assert one is not None and len(one) > 10_000 and one == two


@pytest.mark.corpora
def test_batches_keep_twin_groups_whole(corpora: Path) -> None:
    items = load_paths([corpora / "winogrande" / "train_s.jsonl"]).items
    ranges = cut(len(items), [item.group_key for item in items])
    assert len(ranges) > 1 and sum(len(r) for r in ranges) == len(items)
    assert [r.start for r in ranges[1:]] == [r.stop for r in ranges[:-1]]
    for before, after in itertools.pairwise(ranges):
        assert items[before.stop - 1].schema_id != items[after.start].schema_id


def test_cut_waits_for_a_boundary() -> None:
    assert cut(5, ["a", "a", "a", "b", "b"], size=2) == [range(3), range(3, 5)]
    assert cut(5, ["a", "b", "a", "c", "c"], size=2) == [range(3), range(3, 5)]
    assert cut(3, size=2) == [range(2), range(2, 3)]
    assert cut(0, size=2) == []


def test_batches_come_back_in_order_and_errors_surface() -> None:
    assert list(run_batches(math.factorial, range(40), jobs=3)) == \
        [math.factorial(n) for n in range(40)]
    assert list(run_batches(math.factorial, [], jobs=2)) == []
    with pytest.raises(ValueError, match="not defined for negative"):
        list(run_batches(math.factorial, [3, 4, -1, 5] * 4, jobs=2))


def test_workers_started_first_serve_several_runs_in_sessions_of_their_own() -> None:
    with workers(2, ["math"]) as pool:
        assert isinstance(pool, Workers) and pool.jobs == 2
        (process,) = pool._processes
        assert list(run_batches(math.factorial, range(30), pool)) == \
            [math.factorial(n) for n in range(30)]
        assert list(run_batches(abs, range(-9, 0), pool)) == list(range(9, 0, -1))
        while not pool._ready[0]:  # the batches so far may all have run here
            list(run_batches(abs, [0], pool))
            time.sleep(0.05)
        # Once ready, the worker takes batches first; Linux schedules each session as a
        # group (autogroup): the worker has one of its own.
        sessions = set(run_batches(os.getsid, [0] * 20, pool))
        assert sessions == {os.getsid(0), os.getsid(process.pid)} and len(sessions) == 2
    assert not process.is_alive()
    with workers(1) as one:
        assert one == 1


def test_a_caller_that_stops_early_ends_the_workers() -> None:
    with Workers(1) as pool:
        (process,) = pool._processes
        results = run_batches(math.factorial, range(1000, 1200), pool)
        assert next(results) == math.factorial(1000)
        results.close()
        assert not process.is_alive()
        assert list(run_batches(abs, [-1, -2], pool)) == [1, 2]  # this process alone


@pytest.mark.corpora
def test_streamed_validation_is_the_report(corpora: Path) -> None:
    corpus = load_paths([corpora / "nyu_wsc" / "WSCollection.xml"])[:60]
    report = validate(corpus, ["structure", "agreement"])
    with workers(2, ["wsc_corpus.checks.agreement"]) as pool:
        run = Validation(corpus, ["structure", "agreement"], jobs=pool)
        with pytest.raises(RuntimeError, match="not all been iterated"):
            run.summary  # noqa: B018
        assert list(run) == report.findings and report.findings
    assert run.summary == report.summary and str(run.signature) == str(report.signature)
    assert run.exit_status() == report.exit_status()
    with pytest.raises(RuntimeError, match="iterated once"):
        list(run)


@pytest.mark.corpora
def test_validation_workers_holding_the_items_give_the_report(corpora: Path) -> None:
    corpus = load_paths([corpora / "nyu_wsc" / "WSCollection.xml"])[:60]
    report = validate(corpus, ["structure", "agreement"])
    with pieces.workers(corpus, 2, worker_modules(["structure", "agreement"])) as pool:
        assert shared() is corpus.items  # batches are sent as positions
        run = Validation(corpus, ["structure", "agreement"], jobs=pool)
        assert list(run) == report.findings and report.findings
    assert shared() is None
    assert run.summary == report.summary and str(run.signature) == str(report.signature)


@pytest.mark.corpora
def test_a_batch_carries_the_fixes_of_its_items(corpora: Path) -> None:
    from wsc_corpus.substitute import collection_fixes

    items = load_paths([corpora / "portuguese_wsc"]).items
    fixes = collection_fixes(items)
    assert fixes is not None and len(fixes) > 10
    batch = items[:len(items) // 2]
    trimmed = fixes.only(batch)
    assert 0 < len(trimmed) < len(fixes)
    assert [trimmed.for_item(item) for item in batch] == [fixes.for_item(item) for item in batch]
    assert trimmed.stale(batch) == fixes.stale(batch)



def _unwind(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)


def _substitute_with_workers_holding_the_items(path: Path, fork: bool) -> None:
    """Workers given the items (forked, or spawned and sent them) substitute, render and hash
    what this process alone does."""
    from wsc_corpus import parallel
    from wsc_corpus.cli.substitute import as_json_line
    from wsc_corpus.substitute.report import WORKER_MODULES, iter_substitutions

    corpus = load_paths([path])
    items = corpus.items
    alone = list(iter_substitutions(items, render=as_json_line))
    assert parallel.can_fork() == fork
    hashed, done = Hashed(), []
    # As the command does (wsc_corpus.cli): SIGTERM unwinds; a forked worker inherits that.
    before = signal.signal(signal.SIGTERM, _unwind)
    try:
        with pieces.workers(corpus, 2, WORKER_MODULES) as pool:
            assert isinstance(pool, Workers)
            (process,) = pool._processes
            assert type(process).__name__ == ("ForkProcess" if fork else "SpawnProcess")
            assert parallel.shared() is items
            lines = list(iter_substitutions(items, None, pool, done.append,
                                            render=as_json_line, hashed=hashed))
            assert pool._ready[0]
    finally:
        signal.signal(signal.SIGTERM, before)
    assert process.exitcode == -signal.SIGTERM  # ended by close's SIGTERM, not unwound
    assert parallel.shared() is None
    assert lines == alone and len(lines) == len(items) > 2 * parallel.BATCH_ITEMS
    assert hashed.corpus == corpus_hash(items) and hashed.items == len(items)
    assert done == [span.stop for span in cut(len(items))]  # progress once per batch


@pytest.mark.corpora
def test_workers_forked_after_the_reading_hold_the_items(corpora: Path) -> None:
    # In a fresh interpreter: one that imported numpy (other tests) runs its threads, and
    # then its workers are spawned.
    script = ("import sys; from pathlib import Path; sys.path.insert(0, sys.argv[1]); "
              "from test_jobs import _substitute_with_workers_holding_the_items as run; "
              "run(Path(sys.argv[2]), sys.platform == 'linux')")
    here = Path(__file__).resolve().parent
    subprocess.run([sys.executable, "-c", script, str(here),
                    str(corpora / "winogrande" / "train_s.jsonl")], cwd=here.parents[1],
                   check=True)


@pytest.mark.corpora
def test_workers_spawned_are_sent_the_items(corpora: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from wsc_corpus import parallel

    monkeypatch.setattr(parallel, "can_fork", lambda: False)  # as where a thread runs
    _substitute_with_workers_holding_the_items(corpora / "winogrande" / "train_s.jsonl", False)


@pytest.mark.corpora
def test_the_substitution_report_is_the_same_with_workers(corpora: Path) -> None:
    from wsc_corpus.substitute.report import substitute_corpus

    corpus = load_paths([corpora / "winogrande" / "train_s.jsonl"])
    one, two = substitute_corpus(corpus), substitute_corpus(corpus, jobs=2)
    assert one.substitutions == two.substitutions and len(one.substitutions) == len(corpus)
    assert str(one.signature) == str(two.signature)
    assert one.signature.corpus == corpus_hash(corpus.items)
