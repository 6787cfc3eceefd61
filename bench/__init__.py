"""Benchmarks, run by ``make bench``: each ``bench_*.py`` module has a ``main()`` that prints
its measurements side by side with their baselines (ratios, never timed assertions), and may
``record`` them as markdown: ``python -m bench`` then rewrites each module's block
(``bench-NAME``, in the page scripts/docblocks.py names), with what it recorded or else what
it printed, so that no figure is typed by hand."""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))
# The items of WinoGrande train_l the scale benchmarks use (validate, substitute): all of
# them by default; fewer on a busy machine (WSC_BENCH_ITEMS=2000), said in the report.
SCALE_ITEMS = int(os.environ.get("WSC_BENCH_ITEMS", "0")) or None

# Sections of docs/performance.md recorded by this run: module name -> markdown.
RECORDED: dict[str, str] = {}


def record(module: str, markdown: str) -> None:
    """Keep a module's figures, as markdown, for its block (a second call in the same run adds
    a section)."""
    name = module.rpartition(".")[2]
    RECORDED[name] = RECORDED.get(name, "") + ("\n" if name in RECORDED else "") + \
        markdown.strip() + "\n"


def _times(func: Callable[[], object], repeat: int,
           clock: Callable[[], float]) -> list[float]:
    """What ``clock`` measured for each of ``repeat`` runs of ``func``, in seconds."""
    times = []
    for _ in range(repeat):
        start = clock()
        func()
        times.append(clock() - start)
    return times


def median_of(func: Callable[[], object], repeat: int = 5,
              clock: Callable[[], float] = time.perf_counter) -> float:
    """The median of ``repeat`` runs of ``func``, in seconds (wall clock, or ``clock``:
    ``time.process_time`` for the process's CPU time)."""
    return statistics.median(_times(func, repeat, clock))


def best_of(func: Callable[[], object], repeat: int = 3) -> float:
    """The fastest of ``repeat`` runs of ``func``, in seconds."""
    return min(_times(func, repeat, time.perf_counter))


def winogrande_scale(folder: Path, items: int | None = SCALE_ITEMS) -> tuple[Path, Path]:
    """WinoGrande train_l (its first ``items``, twins kept whole; all by default) and a file
    four times its size, the XL scale (train_xl is not among the corpora): its copies' qIDs
    prefixed with the copy's number, so that every id is new and twins stay twins."""
    lines = (CORPORA / "winogrande" / "train_l.jsonl").read_text(encoding="utf-8").splitlines()
    if items:
        lines = lines[:items - items % 2]
    small, big = folder / "train_l.jsonl", folder / "train_x4.jsonl"
    small.write_text("\n".join(lines) + "\n", encoding="utf-8")
    copies = []
    for copy in range(4):
        for line in lines:
            record = json.loads(line)
            record["qID"] = f"{copy}{record['qID']}"
            copies.append(json.dumps(record, ensure_ascii=False))
    big.write_text("\n".join(copies) + "\n", encoding="utf-8")
    return small, big


def run_cli(args: list[str]) -> dict[str, float]:
    """``wsc ARGS`` in a fresh process: its wall time (pipeline loading included), the peak
    resident memory of that process (MB; worker processes not included), and the CPU
    seconds of that process and of its workers."""
    out = subprocess.run([sys.executable, "-m", "bench", "--cli", *args], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out.splitlines()[-1])


def cli_in_process(args: list[str]) -> None:
    """What ``run_cli`` runs: the command, then one JSON line of its figures."""
    from wsc_corpus.cli import main
    from wsc_corpus.progress import set_enabled

    set_enabled(False)
    start = time.perf_counter()
    try:
        main(args)
    except SystemExit as done:
        if done.code not in (0, 1, None):
            raise
    own = resource.getrusage(resource.RUSAGE_SELF)
    workers = resource.getrusage(resource.RUSAGE_CHILDREN)  # reaped when the pool closed
    print(json.dumps({"seconds": time.perf_counter() - start, "rss_mb": _peak_mb(own),
                      "cpu": own.ru_utime + own.ru_stime,
                      "workers_cpu": workers.ru_utime + workers.ru_stime}))


def _peak_mb(own: resource.struct_rusage) -> float:
    """This process's peak resident memory in MB: Linux's ``VmHWM``, that of this program
    alone (``ru_maxrss`` keeps the peak of the process that started it, when larger: Linux
    carries it across ``exec``, and the benchmark that starts it may hold pipelines)."""
    status = Path("/proc/self/status")
    if status.is_file():
        for line in status.read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return own.ru_maxrss / 1024


SPEEDUP_TARGET, MEMORY_TARGET = 1.6, 1.5


def scale(command: str, module: str, xl_jobs: bool = False, repeat: int = 1) -> None:
    """``wsc COMMAND`` on WinoGrande train_l with ``--jobs 1`` and ``--jobs 2`` (the same
    output?), and its peak memory on the four-times file beside train_l; with ``xl_jobs``,
    ``--jobs 2`` on the four-times file too (a fixed start-up, spaCy's import, weighs less
    there). With ``repeat``, the train_l runs ``--jobs 1`` and ``--jobs 2`` alternate that many
    times and the fastest of each is kept. Printed and recorded, with the load average before
    and after: on a busy machine the wall-time ratios measure the scheduler's shares as much
    as the parallelism."""
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp:
        small, big = winogrande_scale(Path(tmp))
        items = sum(1 for _ in small.open(encoding="utf-8"))
        runs: dict[str, dict[str, float]] = {}
        plan = [("one", small, 1), ("two", small, 2)] * repeat + [("big", big, 1)]
        plan += [("bigtwo", big, 2)] if xl_jobs else []
        for name, path, jobs in plan:
            out = Path(tmp) / f"{name}.out"
            run = run_cli([command, str(path), "--jobs", str(jobs), "-o", str(out)])
            if name not in runs or run["seconds"] < runs[name]["seconds"]:
                runs[name] = run
        same = (Path(tmp) / "one.out").read_bytes() == (Path(tmp) / "two.out").read_bytes()
        if xl_jobs:
            same = same and (Path(tmp) / "big.out").read_bytes() == \
                (Path(tmp) / "bigtwo.out").read_bytes()
    load_after = os.getloadavg()[0]
    one, two, big_run = runs["one"], runs["two"], runs["big"]
    speedup = one["seconds"] / two["seconds"]
    # Where other work competes for the CPUs, the wall time cannot show parallelism: on
    # idle CPUs the run would take as long as its busiest process, the calling one or its
    # worker.
    critical = max(two["cpu"], two["workers_cpu"])
    estimate = (one["cpu"] + one["workers_cpu"]) / critical
    memory = big_run["rss_mb"] / one["rss_mb"]
    subset = "" if not SCALE_ITEMS else f" (the first {items:,} items: WSC_BENCH_ITEMS)"
    best = "" if repeat == 1 else f"; on train_l, the fastest of {repeat} alternating runs of each"
    load = f"load average {load_before:.1f} before, {load_after:.1f} after"
    lines = [
        (f"WinoGrande train_l{subset}, {items:,} items; the XL-scale file: {4 * items:,} "
         f"items{best}. {os.cpu_count()} CPUs, {load}" +
         (": other work shared the CPUs, so wall times are only indicative."
          if max(load_before, load_after) >= 1 else ".")),
        "",
        "| measure | figure | target |",
        "|---|---:|---:|",
        (f"| `wsc {command} --jobs 1` | {one['seconds']:.1f} s, {items / one['seconds']:.0f} "
        f"items/s | |"),
        (f"| `wsc {command} --jobs 2` | {two['seconds']:.1f} s, {items / two['seconds']:.0f} "
        f"items/s | |"),
        (f"| speed-up, --jobs 2 / --jobs 1, wall time | {speedup:.2f}x | "
         f">= {SPEEDUP_TARGET}x |"),
        (f"| CPU seconds, --jobs 1 / --jobs 2 (this process + its worker) | {one['cpu']:.1f} / "
         f"{two['cpu']:.1f} + {two['workers_cpu']:.1f} | |"),
        (f"| speed-up on idle CPUs, --jobs 1 CPU / the busiest --jobs 2 process | "
         f"{estimate:.2f}x | >= {SPEEDUP_TARGET}x |"),
    ]
    if xl_jobs:
        bigtwo = runs["bigtwo"]
        lines += [
            (f"| `wsc {command}`, {4 * items:,} items, --jobs 1 / --jobs 2 | "
             f"{big_run['seconds']:.1f} s / {bigtwo['seconds']:.1f} s | |"),
            (f"| speed-up, {4 * items:,} items, wall time / on idle CPUs | "
             f"{big_run['seconds'] / bigtwo['seconds']:.2f}x / "
             f"{big_run['cpu'] / max(bigtwo['cpu'], bigtwo['workers_cpu']):.2f}x | |"),
        ]
    lines += [
        f"| output of --jobs 2 identical to --jobs 1 | {'yes' if same else 'NO'} | yes |",
        f"| peak memory, train_l, --jobs 1 | {one['rss_mb']:.0f} MB | |",
        (f"| peak memory, {4 * items:,} items, --jobs 1 | {big_run['rss_mb']:.0f} MB "
        f"({big_run['seconds']:.1f} s) | |"),
        (f"| peak memory ratio, 4x the items / train_l | {memory:.2f}x | "
        f"<= {MEMORY_TARGET}x |"),
    ]
    for line in lines:
        print("   " + line)
    record(module, f"## `wsc {command}` at scale (`{module.rpartition('.')[2]}`)\n\n" +
           "\n".join(lines))
