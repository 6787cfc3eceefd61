"""Running the ``wsc`` entry point in-process, as a user would from the shell."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from wsc_corpus.cli import main


@dataclass
class Result:
    code: int
    out: str
    err: str


@pytest.fixture
def wsc(capsys):
    """Run ``wsc ARGS...``; returns exit status, stdout and stderr."""

    def run(*args: str) -> Result:
        capsys.readouterr()
        with pytest.raises(SystemExit) as exit_info:
            main([str(a) for a in args])
        captured = capsys.readouterr()
        return Result(exit_info.value.code, captured.out, captured.err)

    return run
