"""The templates ship inside the package: a built wheel holds them."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_templates_are_reachable_from_the_package() -> None:
    from importlib import resources

    folder = resources.files("wsc_corpus") / "templates"
    assert (folder / "corpus.html.j2").is_file()
    assert sorted(p.name for p in (ROOT / "templates").iterdir()) == sorted(
        p.name for p in folder.iterdir())


@pytest.mark.slow
def test_wheel_holds_the_templates(tmp_path: Path) -> None:
    source = tmp_path / "src"  # a copy, so the build leaves nothing in the checkout
    shutil.copytree(ROOT, source, symlinks=True, ignore=shutil.ignore_patterns(
        ".*", "build", "dist", "*.egg-info", "__pycache__", "tests", "bench"))
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "-q", "-w", str(tmp_path), str(source)], check=True, timeout=300,
                   cwd=tmp_path)
    wheel = next(tmp_path.glob("wsc_corpus-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    for template in (ROOT / "templates").iterdir():
        assert f"wsc_corpus/templates/{template.name}" in names
    assert "wsc_corpus/py.typed" in names  # the type hints are the package's (PEP 561)
