"""Items built from real sentences of the collections, for the substitution rules."""

from __future__ import annotations

import pytest

from wsc_corpus.models import Candidate, Item, Mention, Provenance, Span, Tag


def build(text: str, pronoun: str, candidates: list[str], lang: str, answer: int = 0,
          occurrence: int = -1, switchable: bool = False, item_id: str = "t-1",
          upstream_sentences: dict[str, str] | None = None) -> Item:
    """An item with ``pronoun`` at its ``occurrence``-th place in ``text`` (last by default)."""
    starts = [i for i in range(len(text)) if text.startswith(pronoun, i)
              and (i == 0 or not text[i - 1].isalpha())
              and (i + len(pronoun) == len(text) or not pronoun[-1].isalpha()
                   or not text[i + len(pronoun)].isalpha())]
    start = starts[occurrence]
    return Item(id=item_id, lang=lang, text=text,
                pronoun=Mention(text=pronoun, span=Span(start=start, end=start + len(pronoun))),
                candidates=[Candidate(text=c) for c in candidates], answer=answer,
                tags={"switchable": Tag(value=switchable, source="test")} if switchable else {},
                provenance=Provenance(corpus="test", source_id="1"),
                upstream_sentences=upstream_sentences or {})


def substitute_cases(cases, lang: str, **options):
    """The substitutions of ``(text, pronoun, candidates, expected)`` cases, in order;
    ``options`` go to :func:`build`."""
    from wsc_corpus.substitute import substitute

    return substitute([build(text, pronoun, cands, lang, **options)
                       for text, pronoun, cands, *_ in cases])


@pytest.fixture
def item():
    return build
