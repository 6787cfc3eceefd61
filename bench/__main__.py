"""Run every benchmark module (``bench/bench_*.py``), or those named on the command line,
then rewrite their sections of docs/performance.md from what they recorded."""

from __future__ import annotations

import importlib
import os
import platform
import re
import sys
import time
from pathlib import Path

from bench import RECORDED, ROOT

PAGE = ROOT / "docs" / "performance.md"
HEAD = """# Performance at scale

Written by `make bench` (`python -m bench [NAMES]`): each section below is the output of one
benchmark module (`bench/bench_NAME.py`), rewritten whenever that module runs; never edit the
figures by hand. Ratios are taken side by side in the same run, so a busy machine slows both
sides alike; absolute seconds are only indicative.
"""


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
        print(f"wrote {PAGE.relative_to(ROOT)} ({', '.join(sorted(RECORDED))})")


def write_page(recorded: dict[str, str]) -> None:
    """docs/performance.md with the recorded sections replaced (others kept as they were)."""
    sections = {}
    if PAGE.is_file():
        for match in re.finditer(r"<!-- bench:(\w+) -->\n(.*?)<!-- /bench -->\n",
                                 PAGE.read_text(encoding="utf-8"), re.DOTALL):
            sections[match.group(1)] = match.group(2)
    machine = (f"{platform.machine()}, {os.cpu_count()} CPUs, load average "
               f"{os.getloadavg()[0]:.1f} at the end of the run, "
               f"{time.strftime('%Y-%m-%d')}")
    for name, text in recorded.items():
        sections[name] = f"_Run: {machine}._\n\n{text}"
    body = "".join(f"<!-- bench:{name} -->\n{text}<!-- /bench -->\n\n"
                   for name, text in sorted(sections.items()))
    PAGE.write_text(HEAD + "\n" + body.rstrip() + "\n", encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--cli"]:
        from bench import cli_in_process

        cli_in_process(sys.argv[2:])
    else:
        main(sys.argv[1:])
