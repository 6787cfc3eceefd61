"""docs/api.md is generated from the docstrings (scripts/api_docs.py) and current."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import wsc_corpus

ROOT = Path(__file__).resolve().parents[1]


def _script():
    spec = importlib.util.spec_from_file_location("api_docs", ROOT / "scripts" / "api_docs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_api_page_is_current() -> None:
    page = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    assert page == _script().render(), "docs/api.md is stale: python scripts/api_docs.py"


def test_api_page_documents_every_public_function() -> None:
    page = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    for name in wsc_corpus.__all__:
        if callable(getattr(wsc_corpus, name)) and not isinstance(getattr(wsc_corpus, name),
                                                                   type):
            assert f"### `{name}`" in page
    for method in ("filter", "to_pandas", "to_hf_dataset", "from_hf_dataset", "__getitem__"):
        assert f"### `Corpus.{method}`" in page
