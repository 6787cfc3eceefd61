"""Run every benchmark module (``bench/bench_*.py``), or those named on the command line,
then rewrite their blocks of docs/performance.md (``bench-NAME`` in scripts/docblocks.py)
from what they recorded."""

from __future__ import annotations

import importlib
import os
import platform
import sys
import time
from pathlib import Path

from bench import RECORDED
from scripts import docblocks


def main(names: list[str]) -> None:
    here = Path(__file__).resolve().parent
    modules = sorted(p.stem for p in here.glob("bench_*.py"))
    if names:
        modules = [m for m in modules if any(n in m for n in names)]
    for name in modules:
        print(f"== {name}", flush=True)
        start = time.perf_counter()
        importlib.import_module(f"bench.{name}").main()
        print(f"   ({time.perf_counter() - start:.1f} s)\n", flush=True)
    if RECORDED:
        write_page(RECORDED)


def write_page(recorded: dict[str, str]) -> None:
    """Rewrite the recorded modules' blocks of docs/performance.md (the others are kept)."""
    machine = (f"{platform.machine()}, {os.cpu_count()} CPUs, load average "
               f"{os.getloadavg()[0]:.1f} at the end of the run, "
               f"{time.strftime('%Y-%m-%d')}")
    for module, text in sorted(recorded.items()):
        name = "bench-" + module.removeprefix("bench_")
        docblocks.write(name, f"_Run: {machine}._\n\n{text}", append=True)
        print(f"wrote {docblocks.BLOCKS[name].file}: {name}")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--cli"]:
        from bench import cli_in_process

        cli_in_process(sys.argv[2:])
    else:
        main(sys.argv[1:])
