"""Run every benchmark module (``bench/bench_*.py``), or those named on the command line."""

from __future__ import annotations

import importlib
import sys
import time
from pathlib import Path


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


if __name__ == "__main__":
    main(sys.argv[1:])
