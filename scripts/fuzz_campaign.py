"""The long fuzzing campaign behind docs/reliability.md (``make fuzz``).

For each kind of input (the 12 collection formats, wsc-markup, manual fixes, kits as .csv,
.xlsx and .ods, folders with links: ``fuzzlib.KINDS``), ``--per-format`` mutated real inputs
(``tests/fuzz/fuzzlib.py``) go through the ``wsc`` command that reads them, in-process, each
within its kind's time budget (``fuzzlib.BUDGET_S``); outcomes are counted, failing inputs
saved under ``--failures``, and the figures written between the markers of
docs/reliability.md. Progress is kept in
``--state`` after every 250 cases, so that a stopped campaign can still report what it
measured (``--report-only``).

    python scripts/fuzz_campaign.py --per-format 10000 --jobs 2
"""

from __future__ import annotations

import argparse
import datetime
import json
import multiprocessing
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# This checkout's code, not whichever copy the environment installed.
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "fuzz")]

import docblocks
import fuzzlib
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import seed as fixed_seed
from hypothesis import strategies as st

KEPT_FAILURES = 20


def campaign(fmt: str, count: int, seed: int, state: Path, failures: Path) -> dict:
    """Run ``count`` cases of one format; returns its figures."""
    seeds = fuzzlib.Seeds()
    work = Path(tempfile.mkdtemp(prefix=f"wsc-fuzz-{fmt}-",
                                 dir="/dev/shm" if Path("/dev/shm").is_dir() else None))
    for name in ("pws-tsv", fmt):  # load the pipelines (pronoun detection) before timing
        warm = seeds.window(name, 0, 2)
        fuzzlib.run_case(warm.files, warm.main, name if name in fuzzlib.FORMATS else None,
                         work, hang_s=600, kind=name)
    figures = {"format": fmt, "tried": 0, "accepted": 0, "rejected": 0, "failures": 0,
               "hangs": 0, "max_s": 0.0, "seconds": 0.0, "causes": {}, "seed": seed}
    started = time.perf_counter()

    @fixed_seed(seed)
    @settings(max_examples=count, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(case=fuzzlib.cases(seeds, fmt), detect=st.integers(0, 4))
    def run(case, detect):
        files, main_file, applied = case
        outcome = fuzzlib.run_case(files, main_file, None if detect == 0 else fmt, work,
                                   kind=fmt)
        figures["tried"] += 1
        figures["max_s"] = max(figures["max_s"], outcome.seconds)
        if outcome.kind in ("accepted", "rejected"):
            figures[outcome.kind] += 1
        else:
            figures["failures" if outcome.kind == "failure" else "hangs"] += 1
            cause = outcome.detail.split(";")[0][:120] if outcome.kind == "failure" else "hang"
            if "traceback" in cause:
                cause = "traceback: " + outcome.detail.strip().rsplit("\n", 1)[-1][:100]
            figures["causes"][cause] = figures["causes"].get(cause, 0) + 1
            kept = figures["failures"] + figures["hangs"]
            if kept <= KEPT_FAILURES:
                folder = failures / fmt / f"{kept:03d}"
                fuzzlib.save(files, folder)
                (folder / "OUTCOME.txt").write_text(
                    f"{outcome.kind}\n{outcome.argv}\n{applied}\n{outcome.detail}\n", "utf-8")
        if figures["tried"] % 250 == 0:
            figures["seconds"] = time.perf_counter() - started
            _save_state(state, figures)

    run()
    figures["seconds"] = time.perf_counter() - started
    _save_state(state, figures)
    return figures


def _save_state(state: Path, figures: dict) -> None:
    path = state / f"{figures['format']}.json"
    path.write_text(json.dumps(figures, indent=1), "utf-8")


def report(state: Path, doc: Path, command: str) -> str:
    """The figures table from the state folder, written into the ``fuzz-figures`` block of
    ``doc``."""
    rows = [json.loads(p.read_text("utf-8")) for p in sorted(state.glob("*.json"))]
    rows.sort(key=lambda r: fuzzlib.KINDS.index(r["format"]))
    lines = [(f"Measured {datetime.date.today().isoformat()} with `{command}` on "
              f"{platform.machine()} Python {platform.python_version()} "
              f"({os.cpu_count()} cores, shared): each case is a window of 1-6 records of a "
              "real input, mutated 1-3 times, read by the command that reads it: "
              "`wsc convert` for the collection formats (4 in 5 with `--from`, 1 in 5 "
              "detected), wsc-markup and folders, `wsc substitute --manual-fixes` for "
              "fixes, `wsc translate-kit --import` for kits."), "",
             ("| input | tried | clean | accepted (exit 0) | rejected (exit 2, one line) | "
              "failures | hangs (over the kind's budget) | slowest case (s) |"),
             "|---|---|---|---|---|---|---|---|"]
    total = {"tried": 0, "accepted": 0, "rejected": 0, "failures": 0, "hangs": 0}
    for r in rows:
        clean = r["accepted"] + r["rejected"]
        lines.append(f"| {r['format']} | {r['tried']:,} | {clean:,} | {r['accepted']:,} | "
                     f"{r['rejected']:,} | {r['failures']:,} | {r['hangs']:,} | "
                     f"{r['max_s']:.2f} |")
        for key in total:
            total[key] += r[key]
    lines.append(f"| **all** | {total['tried']:,} | {total['accepted'] + total['rejected']:,} "
                 f"| {total['accepted']:,} | {total['rejected']:,} | {total['failures']:,} | "
                 f"{total['hangs']:,} | |")
    causes = {c: n for r in rows for c, n in r["causes"].items()}
    if causes:
        lines += ["", "Failures by cause:", ""] + [f"- {n} x {c}" for c, n in
                                                    sorted(causes.items(), key=lambda x: -x[1])]
    table = "\n".join(lines)
    doc.write_text(docblocks.replace(doc.read_text("utf-8"), "fuzz-figures", table), "utf-8")
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--per-format", type=int, default=10_000)
    parser.add_argument("--formats", "--kinds", nargs="*", default=fuzzlib.KINDS,
                        choices=fuzzlib.KINDS)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument("--state", type=Path, default=ROOT / "out" / "fuzz" / "state")
    parser.add_argument("--failures", type=Path, default=ROOT / "out" / "fuzz" / "failures")
    parser.add_argument("--doc", type=Path, default=ROOT / "docs" / "reliability.md")
    parser.add_argument("--report-only", action="store_true",
                        help="write the figures kept in --state, run nothing")
    args = parser.parse_args()
    command = f"python scripts/fuzz_campaign.py --per-format {args.per_format}" + \
        (f" --kinds {' '.join(args.formats)}" if args.formats != fuzzlib.KINDS else "")
    if not args.report_only:
        args.state.mkdir(parents=True, exist_ok=True)
        args.failures.mkdir(parents=True, exist_ok=True)
        for fmt in args.formats:
            (args.state / f"{fmt}.json").unlink(missing_ok=True)
        jobs = [(fmt, args.per_format, args.seed + i, args.state, args.failures)
                for i, fmt in enumerate(args.formats)]
        if args.jobs > 1:
            pool = multiprocessing.get_context("fork").Pool(args.jobs)
            for figures in pool.starmap(campaign, jobs, chunksize=1):
                print(_line(figures), flush=True)
            pool.close()
            pool.join()
        else:
            for job in jobs:
                print(_line(campaign(*job)), flush=True)
    print(report(args.state, args.doc, command))


def _line(f: dict) -> str:
    return (f"{f['format']}: tried {f['tried']}, accepted {f['accepted']}, rejected "
            f"{f['rejected']}, failures {f['failures']}, hangs {f['hangs']}, "
            f"{f['seconds']:.0f} s")


if __name__ == "__main__":
    main()
