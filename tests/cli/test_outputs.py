"""Where ``-o`` may write: never over a file a reader read (the companions included), never a
read-only target without --force, never a folder or a path that cannot be written; each
refusal is one line, exit status 2, before anything is written."""

from __future__ import annotations

import os
import resource
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

PT = "portuguese_wsc/data"


@pytest.fixture
def portuguese(corpora, tmp_path) -> Path:
    """A writable copy of the Portuguese pair (HTML and processed JSON) in tmp_path."""
    for rel in ("raw/portuguese_wsc.html", "processed/portuguese_wsc.json"):
        target = tmp_path / "data" / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(corpora / PT / rel, target)
        target.chmod(0o644)
    return tmp_path / "data"


def _one_line_refusal(result, *words: str) -> None:
    assert result.code == 2, result.err
    assert result.err.count("\n") == 1 and result.err.startswith("wsc: error: ")
    assert "Traceback" not in result.err
    for word in words:
        assert word in result.err


def test_convert_refuses_the_companion_file_it_read(wsc, portuguese):
    companion = portuguese / "processed" / "portuguese_wsc.json"
    before = companion.read_bytes()
    result = wsc("convert", portuguese / "raw" / "portuguese_wsc.html", "-o", companion)
    _one_line_refusal(result, "refusing to write over the input", str(companion))
    assert companion.read_bytes() == before
    assert wsc("info", portuguese / "raw" / "portuguese_wsc.html").code == 0


def test_export_refuses_the_html_read_beside_the_named_json(wsc, portuguese):
    page = portuguese / "raw" / "portuguese_wsc.html"
    before = page.read_bytes()
    result = wsc("export", portuguese / "processed" / "portuguese_wsc.json", "--from", "pt-html",
                 "--format", "html", "-o", page)
    _one_line_refusal(result, "refusing to write over the input")
    assert page.read_bytes() == before and sorted(p.name for p in page.parent.iterdir()) == \
        ["portuguese_wsc.html"]


@pytest.mark.parametrize("where", ["folder", "read-only folder", "parent is a file", "empty"])
def test_bad_output_places_are_refused_before_loading(wsc, tmp_path, where):
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o555)
    (tmp_path / "file").write_text("x")
    out = {"folder": tmp_path, "read-only folder": locked / "out.jsonl",
           "parent is a file": tmp_path / "file" / "out.jsonl", "empty": ""}[where]
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        result = wsc("convert", "-o", out)
    finally:
        os.chdir(cwd)
        locked.chmod(0o755)
    _one_line_refusal(result)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file", "locked"]
    assert list(locked.iterdir()) == [] and (tmp_path / "file").read_text() == "x"


def test_a_read_only_output_needs_force_and_keeps_its_mode(wsc, tmp_path):
    out = tmp_path / "frozen.jsonl"
    out.write_text("old\n")
    out.chmod(0o444)
    _one_line_refusal(wsc("convert", "-o", out), "read-only file; use --force")
    assert out.read_text() == "old\n"
    assert wsc("convert", "-o", out, "--force").code == 0
    assert out.read_text() != "old\n" and stat.S_IMODE(out.stat().st_mode) == 0o444
    assert sorted(p.name for p in tmp_path.iterdir()) == ["frozen.jsonl"]


def test_a_full_disk_is_one_line_and_leaves_nothing(tmp_path):
    """A file-size limit (what a full disk looks like to the writer): OSError 27, reported
    as one line naming the file, and the temporary file removed."""
    out = tmp_path / "out.jsonl"

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))

    result = subprocess.run([sys.executable, "-c", "from wsc_corpus.cli import main; main()",
                             "convert", "-o", str(out)], preexec_fn=limit, timeout=300, check=False,
                            capture_output=True, text=True)
    assert result.returncode == 2, result.stderr
    assert result.stderr.count("\n") == 1 and "File too large" in result.stderr
    assert f"{out}: [E014] cannot write" in result.stderr
    assert list(tmp_path.iterdir()) == []
