"""Every script in scripts/ imports against the package as it is (a renamed function broke
scripts/bare_nouns.py once with an ImportError nobody saw)."""

import importlib.util
import re
import sys
from pathlib import Path

import pytest

SCRIPTS = sorted((Path(__file__).resolve().parent.parent / "scripts").glob("*.py"))


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.name)
def test_script_imports(path, monkeypatch):
    spec = importlib.util.spec_from_file_location(f"script_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)
    # as `python scripts/NAME.py` does: the script's folder first (scripts/docblocks.py)
    monkeypatch.setattr(sys, "path", [str(path.parent), *sys.path])
    spec.loader.exec_module(module)  # top level only: every script runs under __main__
    if not callable(getattr(module, "main", None)):  # a module the scripts share
        users = [other.name for other in SCRIPTS if other != path and
                 re.search(rf"^(from {path.stem} import|import {path.stem}\b)",
                           other.read_text(encoding="utf-8"), re.MULTILINE)]
        assert users, f"{path.name} has no main() and no script imports it"
