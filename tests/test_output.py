"""Atomic outputs."""

import os
import signal
import stat
import subprocess
import sys

import pytest

from wsc_corpus.errors import OutputError, UnwritableError
from wsc_corpus.output import atomic_open, check_output, note_input, start_run


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


def test_refuses_any_file_read_in_the_run(tmp_path):
    read = tmp_path / "companion.json"
    read.write_text("[]")
    start_run()
    note_input(read)
    with pytest.raises(OutputError, match="refusing to write over the input"), \
            atomic_open(read):
        pass
    start_run()  # a new run forgets it
    with atomic_open(read) as handle:
        handle.write("[1]")
    assert read.read_text() == "[1]"


def test_a_replaced_file_keeps_its_mode(tmp_path):
    out = tmp_path / "private.jsonl"
    out.write_text("old")
    out.chmod(0o600)
    with atomic_open(out) as handle:
        handle.write("new")
    assert out.read_text() == "new" and stat.S_IMODE(out.stat().st_mode) == 0o600


def test_read_only_targets_are_refused_unless_forced(tmp_path):
    out = tmp_path / "frozen.jsonl"
    out.write_text("old")
    out.chmod(0o444)
    start_run()
    with pytest.raises(UnwritableError, match="read-only file; use --force"), atomic_open(out):
        pass
    assert out.read_text() == "old"
    start_run(force=True)
    try:
        with atomic_open(out) as handle:
            handle.write("new")
    finally:
        start_run()
    assert out.read_text() == "new" and stat.S_IMODE(out.stat().st_mode) == 0o444


def test_read_only_folders_and_bad_paths_are_refused_before_writing(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    try:
        for out, message in ((locked / "out.jsonl", "read-only directory"),
                             (blocker / "out.jsonl", "is not a directory"),
                             (tmp_path, "is a directory"), ("", "empty output path")):
            with pytest.raises(UnwritableError, match=message):
                check_output(out)
            assert isinstance(UnwritableError("x"), OSError)  # callers treating caches as optional
    finally:
        locked.chmod(0o755)
    assert list(locked.iterdir()) == [] and blocker.read_text() == "x"
    check_output(tmp_path / "new" / "deeper" / "out.jsonl")  # missing folders are created


def test_sigterm_during_a_write_removes_the_temporary_file(tmp_path):
    out = tmp_path / "out.jsonl"
    script = (
        "import os, signal\n"
        "from wsc_corpus.cli import _on_sigterm_unwind\n"
        "from wsc_corpus.output import atomic_open\n"
        "with _on_sigterm_unwind(), atomic_open(os.environ['OUT']) as handle:\n"
        "    handle.write('partial')\n"
        "    os.kill(os.getpid(), signal.SIGTERM)\n"
        "    signal.pause()\n")
    result = subprocess.run([sys.executable, "-c", script], env={**os.environ, "OUT": str(out)},
                            timeout=120, capture_output=True, text=True, check=False)
    assert result.returncode == 128 + signal.SIGTERM, result.stderr
    assert list(tmp_path.iterdir()) == []
