"""Fixtures of the export tests: real collections, loaded once."""

from __future__ import annotations

from pathlib import Path

import pytest

from wsc_corpus.formats import load_paths
from wsc_corpus.models import Corpus


@pytest.fixture(scope="session")
def nyu(corpora: Path) -> Corpus:
    return load_paths([corpora / "nyu_wsc" / "WSCollection.xml"], lang="en")


@pytest.fixture(scope="session")
def portuguese(corpora: Path) -> Corpus:
    return load_paths([corpora / "portuguese_wsc" / "data" / "raw" / "portuguese_wsc.html"])
