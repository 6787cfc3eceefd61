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

ROOT = Path(__file__).resolve().parents[2]

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


def _fwsc(corpora) -> Path:
    return corpora / "french_fwsc285"


def test_a_fifo_output_is_written_through_and_stays_a_fifo(wsc, corpora, tmp_path):
    import threading

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    result = wsc("convert", _fwsc(corpora), "-o", fifo)
    reader.join(timeout=120)
    assert result.code == 0, result.err
    assert stat.S_ISFIFO(fifo.lstat().st_mode)
    assert got and got[0].count(b"\n") > 100 and got[0].startswith(b"{")
    assert list(tmp_path.iterdir()) == [fifo]  # no temporary file left beside it


def test_dev_null_stays_a_character_device(wsc, corpora):
    before = os.stat("/dev/null")
    result = wsc("convert", _fwsc(corpora), "-o", "/dev/null")
    assert result.code == 0, result.err
    after = os.lstat("/dev/null")
    assert stat.S_ISCHR(after.st_mode) and after.st_rdev == before.st_rdev
    assert after.st_ino == before.st_ino


def test_links_to_a_descriptor_are_written_through_not_replaced(corpora, tmp_path):
    from wsc_corpus.output import write_through

    assert write_through("/dev/stdout") and write_through("/dev/null") and write_through("-")
    regular = tmp_path / "file.jsonl"
    regular.write_text("x")
    assert not write_through(regular) and not write_through(tmp_path / "new.jsonl")
    if Path("/dev/shm").is_dir():  # a regular file on the tmpfs under /dev is replaced as any
        shm = Path("/dev/shm") / f"wsc-test-{os.getpid()}.jsonl"
        shm.write_text("x")
        try:
            assert not write_through(shm)
        finally:
            shm.unlink()
    link = tmp_path / "stdout"  # as /dev/stdout, without touching the machine's own link
    link.symlink_to("/proc/self/fd/1")
    out = tmp_path / "captured.jsonl"
    with out.open("wb") as handle:
        result = subprocess.run([str(Path(sys.executable).with_name("wsc")), "convert",
                                 str(_fwsc(corpora)), "-o", str(link)], stdout=handle,
                                stderr=subprocess.PIPE, text=True, timeout=300, check=False,
                                env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert result.returncode == 0, result.stderr
    assert link.is_symlink() and os.readlink(link) == "/proc/self/fd/1"
    assert out.read_text(encoding="utf-8").count("\n") > 100


def test_a_symbolic_link_output_stays_a_link(wsc, corpora, tmp_path):
    real = tmp_path / "real.jsonl"
    real.write_text("old")
    link = tmp_path / "link.jsonl"
    link.symlink_to(real)
    assert wsc("convert", _fwsc(corpora), "-o", link).code == 0
    assert link.is_symlink() and real.read_text().startswith("{")


@pytest.mark.parametrize("flavour", ["hf", "lm-eval"])
def test_a_re_export_keeps_the_files_the_user_added(wsc, corpora, tmp_path, flavour):
    out = tmp_path / "export"
    assert wsc("export", _fwsc(corpora), "--format", flavour, "-o", out).code == 0
    (out / "mine.txt").write_text("keep me")
    (out / "notes").mkdir()
    (out / "notes" / "a.md").write_text("mine too")
    first = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    result = wsc("export", _fwsc(corpora), "--format", flavour, "-o", out)
    assert result.code == 0, result.err
    assert (out / "mine.txt").read_text() == "keep me"
    assert (out / "notes" / "a.md").read_text() == "mine too"
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()) == first
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temporary left


def test_a_re_export_removes_only_the_files_its_previous_manifest_listed(tmp_path):
    from wsc_corpus.export import MANIFEST, atomic_dir

    out = tmp_path / "export"
    out.mkdir()
    (out / "old.jsonl").write_text("previous export")
    (out / "user.txt").write_text("user")
    (out / MANIFEST).write_text('{"files": ["old.jsonl", "../outside.txt", "/etc/passwd"]}')
    (tmp_path / "outside.txt").write_text("outside")
    with atomic_dir(out) as tmp:
        (tmp / "new.jsonl").write_text("new")
        (tmp / MANIFEST).write_text('{"files": ["new.jsonl"]}')
    assert sorted(p.name for p in out.iterdir()) == sorted([MANIFEST, "new.jsonl", "user.txt"])
    assert (tmp_path / "outside.txt").read_text() == "outside"


def test_a_full_device_is_one_line_and_stays_a_device(wsc, corpora):
    result = wsc("convert", _fwsc(corpora) / "wsc_285_v3.json", "-o", "/dev/full")
    _one_line_refusal(result, "/dev/full", "[E014]", "No space left on device")
    assert stat.S_ISCHR(os.lstat("/dev/full").st_mode)
