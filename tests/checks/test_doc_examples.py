"""The example commands of README.md and docs/*.md run as written over the real corpora: a
documented command that no longer runs (a renamed option, a folder the loader refuses) fails
here. Commands needing what the corpora folder does not hold are listed in NOT_RUN."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORPORA_IN_DOCS = "../shared/corpora"
# Subcommand -> why its documented examples are not run here.
NOT_RUN = {
    "score": "needs a language model (scripts/smollm2_agreement.py runs it on SmolLM2)",
    "googleproof": "needs a reference corpus file (scripts/analysis_figures.py builds one)",
    "aflite": "minutes at the documented setting (bench/bench_aflite.py runs it)",
}

pytestmark = [pytest.mark.slow, pytest.mark.corpora]


def documented_commands() -> list[tuple[str, str]]:
    """(file, command) for every `wsc` example over the real corpora (not templates such as
    `../shared/corpora/<name>`)."""
    found = []
    for doc in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = doc.read_text(encoding="utf-8")
        lines = []
        for block in re.findall(r"```(?:sh|bash|console)?\n(.*?)```", text, re.DOTALL):
            block = block.replace("\\\n", " ")
            lines += [line.strip().removeprefix("$ ") for line in block.splitlines()]
        lines += re.findall(r"`(wsc [^`]+)`", text)
        for line in lines:
            line = line.split("  #")[0].split(" # ")[0].strip()
            if line.startswith("wsc ") and CORPORA_IN_DOCS in line and "<" not in line:
                found.append((doc.name, line))
    return sorted(set(found))


def test_examples_are_found() -> None:
    names = {shlex.split(c)[1] for _, c in documented_commands()}
    assert {"info", "export", "substitute", "validate"} <= names


@pytest.mark.parametrize("doc,command", documented_commands())
def test_documented_command_runs(doc: str, command: str, corpora: Path,
                                 tmp_path: Path) -> None:
    words = command.split()
    reason = NOT_RUN.get(words[1]) or NOT_RUN.get(words[2] if len(words) > 2 else "")
    if reason:
        pytest.skip(f"{words[1]}: {reason}")
    line = command.replace(CORPORA_IN_DOCS, str(corpora))
    env = dict(os.environ, PYTHONPATH=str(ROOT),
               PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")
    done = subprocess.run(["bash", "-c", line], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=600, check=False)
    # 0, or 1 where `wsc validate` reports errors in the data; 2 is a refused input.
    assert done.returncode in (0, 1), f"{doc}: {command}\n{done.stderr[-2000:]}"
    assert "Traceback" not in done.stderr
