"""Benchmarks, run by ``make bench``: each ``bench_*.py`` module has a ``main()`` that prints
its measurements side by side with their baselines (ratios, never timed assertions)."""
