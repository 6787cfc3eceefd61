"""Fixtures of the export tests: real collections, loaded once."""

from __future__ import annotations

from pathlib import Path

import pytest

from wsc_corpus.formats import load_paths
from wsc_corpus.models import Candidate, Corpus, Item, Mention, Provenance, Span, Tag


@pytest.fixture(scope="session")
def nyu(corpora: Path) -> Corpus:
    return load_paths([corpora / "nyu_wsc" / "WSCollection.xml"], lang="en")


@pytest.fixture(scope="session")
def portuguese(corpora: Path) -> Corpus:
    return load_paths([corpora / "portuguese_wsc" / "data" / "raw" / "portuguese_wsc.html"])


@pytest.fixture(scope="session")
def hostile() -> Corpus:
    """Twin items whose every text field holds markup and script, as a corpus file might."""
    text = "Anna <b>beat</b> Lucy because she <script>window.__pwned = 1</script> trained more."
    items = []
    for n, (special, answer) in enumerate((("<script>", 0), ("</p><em>", 1))):
        line = text.replace("<script>window", special + "window", 1) if n else text
        start = line.index("she")
        items.append(Item(
            id=f"hostile-{n}", lang="en", text=line,
            pronoun=Mention(text="she", span=Span(start=start, end=start + 3)),
            candidates=[Candidate(text="Anna", span=Span(start=0, end=4)),
                        Candidate(text="Lucy <img src=x onerror=alert(1)>")],
            answer=answer, snippet="<i>she</i> trained", snippet_kind="quote",
            schema_id="hostile", tags={"switchable": Tag(value=True, source="<u>test</u>")},
            provenance=Provenance(corpus="<corpus>", file="/x/<evil>.xml", line=1 + n,
                                  source_id="<id>", english_id="\"quoted\"",
                                  notes=["<script>alert('note')</script>", "a & b"])))
    return Corpus(items=items)
