"""The package data pyproject.toml ships: every glob names files that exist, and every data
file of the package is shipped (the wheel built by `pip wheel .` then holds the templates and
the registries)."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_package_data_globs_match_the_data_files():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    globs = config["tool"]["setuptools"]["package-data"]["wsc_corpus"]
    package = ROOT / "wsc_corpus"
    shipped = {path for pattern in globs for path in package.glob(pattern) if path.is_file()}
    assert [g for g in globs if not list(package.glob(g))] == []
    data = {path for path in package.rglob("*") if path.is_file()
            and path.suffix not in (".py", ".pyc") and "__pycache__" not in path.parts}
    assert data and sorted(map(str, data - shipped)) == []
    assert {"corpus.html.j2", "codes.toml", "collections.toml"} <= {p.name for p in shipped}
