"""Atomic outputs."""

import os
import stat

import pytest

from wsc_corpus.errors import OutputError
from wsc_corpus.output import atomic_open


def test_written_with_the_usual_mode(tmp_path):
    out = tmp_path / "out.txt"
    with atomic_open(out) as handle:
        handle.write("x")
    current = os.umask(0)
    os.umask(current)
    assert stat.S_IMODE(out.stat().st_mode) == 0o666 & ~current


def test_failure_leaves_target_untouched(tmp_path):
    out = tmp_path / "out.txt"
    out.write_text("old")
    with pytest.raises(RuntimeError), atomic_open(out) as handle:
        handle.write("new")
        raise RuntimeError("boom")
    assert out.read_text() == "old" and list(tmp_path.iterdir()) == [out]


def test_refuses_input_and_files_inside_an_input_folder(tmp_path):
    (tmp_path / "in").mkdir()
    with pytest.raises(OutputError), atomic_open(tmp_path / "in" / "x.jsonl", inputs=[tmp_path / "in"]):
        pass
