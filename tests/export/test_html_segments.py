"""The HTML segmenter: one sweep over the cuts, the same pieces as checking every mark at
every cut (the definition), in time linear in the pieces."""

from __future__ import annotations

import itertools
import random
import time

from wsc_corpus.export.html import _whole_words, segments
from wsc_corpus.formats import load_paths
from wsc_corpus.models import Candidate, Item, Mention, Provenance, Span
from wsc_corpus.occurrences import candidate_pieces


def _by_definition(item: Item, pieces: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Every piece's classes: the marks (in order) that cover it, checked one by one (a
    candidate's mark widened to whole words, as the page shows it)."""
    bounds, position = [], 0
    for text, _ in pieces:
        bounds.append((position, position + len(text)))
        position += len(text)
    marks = [(s, e, c) for s, e, c in _marks(item)]
    return [(item.text[s:e], " ".join(c for ms, me, c in marks if ms <= s and e <= me))
            for s, e in bounds]


def _marks(item: Item):
    def of(mention, classes):
        if mention is not None and mention.span and mention.span.end > mention.span.start:
            yield mention.span.start, mention.span.end, classes

    yield from of(item.pronoun, "pron")
    for i, cand in enumerate(item.candidates):
        classes = f"cand cand-{i}" + (" correct" if i == item.answer else "")
        yield from ((*_whole_words(item.text, s, e), classes)
                    for s, e in candidate_pieces(item, cand) if e > s)
    yield from of(item.special, "special")
    yield from of(item.alternate, "alternate")


def _item(rng: random.Random, n: int) -> Item:
    text = "".join(rng.choice("abc") for _ in range(200))
    cands = []
    for _ in range(n):
        start = rng.randrange(0, 199)
        end = rng.randrange(start + 1, 201)
        cands.append(Candidate(text=text[start:end], span=Span(start=start, end=end)))
    start = rng.randrange(0, 197)
    return Item(id="x", lang="en", text=text, candidates=cands, answer=0,
                pronoun=Mention(text=text[start:start + 3], span=Span(start=start,
                                                                       end=start + 3)),
                provenance=Provenance(corpus="t"))


def test_the_sweep_gives_the_pieces_of_the_definition():
    rng = random.Random(26)
    for n in (2, 3, 5, 20):
        for _ in range(40):
            item = _item(rng, n)
            pieces = segments(item)
            assert "".join(t for t, _ in pieces) == item.text
            assert pieces == _by_definition(item, pieces)


def test_real_items_unchanged(corpora):
    corpus = load_paths([corpora / "superglue_wsc" / "val.jsonl", corpora / "french_fwsc285"])
    for item in corpus.items:
        pieces = segments(item)
        assert "".join(t for t, _ in pieces) == item.text
        assert pieces == _by_definition(item, pieces)


def test_twelve_thousand_candidates_in_linear_time():
    words = [f"w{i}" for i in range(12_000)]
    text = " ".join(words) + " he"
    starts = [0, *itertools.accumulate(len(w) + 1 for w in words)]
    item = Item(id="x", lang="en", text=text, answer=0, provenance=Provenance(corpus="t"),
                pronoun=Mention(text="he", span=Span(start=len(text) - 2, end=len(text))),
                candidates=[Candidate(text=w, span=Span(start=s, end=s + len(w)))
                            for w, s in zip(words, starts, strict=False)])
    started = time.monotonic()
    pieces = segments(item)
    assert len(pieces) == 24_001 and time.monotonic() - started < 5  # minutes before
