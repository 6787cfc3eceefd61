"""The figures and sample outputs of README.md and docs/ are generated (scripts/
regenerate_docs.py): every generated block has a generator, and the cheap ones are current."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def script():
    spec = importlib.util.spec_from_file_location("regenerate_docs",
                                                  ROOT / "scripts" / "regenerate_docs.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_every_generated_block_has_its_generator(script) -> None:
    found = script.documented()
    assert set(found) == set(script.GENERATORS)
    for name, path in found.items():
        assert path == ROOT / script.GENERATORS[name].file
        body = script._blocks(path)[name]
        assert body.strip(), f"{name} in {path.name} is empty: run scripts/regenerate_docs.py"


def test_readme_lm_figures_are_current(script) -> None:
    assert script.stale(["readme-lm"]) == []


@pytest.mark.slow
@pytest.mark.corpora
def test_validate_sample_is_current(script, corpora: Path) -> None:
    assert script.stale(["validate-sample"]) == [], "python scripts/regenerate_docs.py"
