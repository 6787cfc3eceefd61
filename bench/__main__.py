"""Run every benchmark module (``bench/bench_*.py``), or those named on the command line,
then rewrite their blocks (``bench-NAME`` in scripts/docblocks.py, most in
docs/performance.md) from what they recorded, or else from what they printed."""

from __future__ import annotations

import compileall
import contextlib
import importlib
import io
import os
import platform
import sys
import time
from pathlib import Path
from typing import TextIO

from bench import RECORDED
from scripts import docblocks


def main(names: list[str]) -> None:
    here = Path(__file__).resolve().parent
    modules = sorted(p.stem for p in here.glob("bench_*.py"))
    if names:
        modules = [m for m in modules if any(n in m for n in names)]
    # The package's bytecode, as a regular install (pip) compiles it: an editable install
    # under PYTHONDONTWRITEBYTECODE would compile every module of ours on each timed run,
    # while the libraries it is compared with are compiled.
    compileall.compile_dir(here.parent / "wsc_corpus", quiet=1)
    printed = {}
    for name in modules:
        print(f"== {name}", flush=True)
        start = time.perf_counter()
        out = _Tee(sys.stdout)
        with contextlib.redirect_stdout(out):  # what a module prints is its block unless it
            importlib.import_module(f"bench.{name}").main()  # records markdown
        printed[name] = out.getvalue()
        print(f"   ({time.perf_counter() - start:.1f} s)\n", flush=True)
    write_blocks({name: RECORDED.get(name) or f"```\n{printed[name].rstrip()}\n```\n"
                  for name in modules})


class _Tee(io.StringIO):
    """Kept, and passed on to the real standard output."""

    def __init__(self, out: TextIO) -> None:
        super().__init__()
        self._out = out

    def write(self, text: str) -> int:
        self._out.write(text)
        return super().write(text)

    def flush(self) -> None:
        self._out.flush()


def write_blocks(texts: dict[str, str]) -> None:
    """Rewrite the modules' blocks (``bench-NAME`` in scripts/docblocks.py; a module without
    one is only printed)."""
    machine = (f"{platform.machine()}, {os.cpu_count()} CPUs, load average "
               f"{os.getloadavg()[0]:.1f} at the end of the run, "
               f"{time.strftime('%Y-%m-%d')}")
    for module, text in sorted(texts.items()):
        name = "bench-" + module.removeprefix("bench_")
        if name in docblocks.BLOCKS:
            docblocks.write(name, f"_Run: {machine}._\n\n{text}", append=True)
            print(f"wrote {docblocks.BLOCKS[name].file}: {name}")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--cli"]:
        from bench import cli_in_process

        cli_in_process(sys.argv[2:])
    else:
        main(sys.argv[1:])
