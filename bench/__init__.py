"""Benchmarks, run by ``make bench``: each ``bench_*.py`` module has a ``main()`` that prints
its measurements side by side with their baselines (ratios, never timed assertions)."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))


def best_of(func: Callable[[], object], repeat: int = 3) -> float:
    """The fastest of ``repeat`` runs of ``func``, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return min(times)
