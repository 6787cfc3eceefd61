"""Building items from real sentences for the check tests."""

from __future__ import annotations

import re

import pytest

from wsc_corpus.checks import validate
from wsc_corpus.formats._common import candidate
from wsc_corpus.models import Corpus, Item, Mention, Provenance, Span


def make_item(text: str, pronoun: str, candidates: list[str], answer: int | None = 0,
              lang: str = "en", id: str = "t-000", schema_id: str | None = None,
              pronoun_at: int = -1, **fields) -> Item:
    """An item whose spans are found in the text: the pronoun at its last whole-word,
    case-sensitive occurrence (or its ``pronoun_at``-th), each candidate at its first."""
    found = [Span(start=m.start(), end=m.end())
             for m in re.finditer(r"(?<!\w)" + re.escape(pronoun) + r"(?!\w)", text)]
    span = found[pronoun_at] if found else None
    return Item(id=id, lang=lang, text=text, pronoun=Mention(text=pronoun, span=span),
                candidates=[candidate(c, text, span) for c in candidates], answer=answer,
                schema_id=schema_id, provenance=Provenance(corpus="test", file="t.jsonl",
                                                           line=int(id.split("-")[-1]) + 1),
                **fields)


def run_codes(items: list[Item], checks: list[str]) -> list[str]:
    return [f.code for f in validate(Corpus(items=items), checks).findings]


@pytest.fixture
def item():
    """``item(text, pronoun, candidates, answer=0, lang="en", ...)``: a located item."""
    return make_item


@pytest.fixture
def codes():
    """``codes(items, checks)``: the codes of the findings, in order."""
    return run_codes
