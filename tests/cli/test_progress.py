"""The one progress helper: the global --progress/--no-progress drives every long step's bar
on standard error, and --no-progress also silences the libraries' own bars."""

from __future__ import annotations

import os
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
