"""Shared fixtures: the real corpora in ../shared/corpora, skipped (or failed in CI) when
absent, and the ``wsc`` command run in-process."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import pytest

from wsc_corpus.cli import main

ROOT = Path(__file__).resolve().parent.parent
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))
SCHEMAS = ROOT / "schemas"


@pytest.fixture(scope="session")
def corpora() -> Path:
    """The folder of real upstream corpora; absent -> skip, or fail under WSC_REQUIRE_CORPORA."""
    if not CORPORA.is_dir():
        message = f"real corpora not found at {CORPORA} (set WSC_CORPORA to their folder)"
        if os.environ.get("WSC_REQUIRE_CORPORA"):
            pytest.fail(message + "; WSC_REQUIRE_CORPORA is set, so this is a failure")
        pytest.skip(message)
    return CORPORA


@dataclass
class Result:
    code: int
    out: str
    err: str


@pytest.fixture
def wsc(capsys):
    """Run ``wsc ARGS...`` in-process, as from the shell; returns exit status, stdout, stderr."""

    def run(*args: object) -> Result:
        capsys.readouterr()
        with pytest.raises(SystemExit) as exit_info:
            main([str(a) for a in args])
        captured = capsys.readouterr()
        return Result(exit_info.value.code, captured.out, captured.err)

    return run
