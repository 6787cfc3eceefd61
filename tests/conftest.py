"""Shared fixtures: the real corpora in ../shared/corpora, skipped (or failed in CI) when absent."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))
SCHEMAS = ROOT / "schemas"


@pytest.fixture(scope="session")
def corpora() -> Path:
    """The folder of real upstream corpora; absent -> skip, or fail under WSC_REQUIRE_CORPORA."""
    if not CORPORA.is_dir():
        message = f"real corpora not found at {CORPORA} (set WSC_CORPORA to their folder)"
        if os.environ.get("WSC_REQUIRE_CORPORA"):
            pytest.fail(message + "; WSC_REQUIRE_CORPORA is set, so this is a failure")
        pytest.skip(message)
    return CORPORA
