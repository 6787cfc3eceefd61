"""Checks across items: twins differ only around the special/alternate words and have
different answers; no item is a duplicate of another."""

from __future__ import annotations

import difflib
import hashlib
from collections.abc import Iterator, Sequence
from itertools import chain, combinations
from typing import Any

from wsc_corpus.checks.engine import Context, Finding, define, finding, place, place_fields, rule
from wsc_corpus.errors import CODES
from wsc_corpus.formats._common import clean, tokens
from wsc_corpus.models import Corpus, Item, Schema

CHECK = define("schema", "twins differ only around special/alternate; duplicates")


@rule(CHECK, scope="schema")
def check_twins(schema: Schema, context: Context) -> Iterator[Finding]:
    for a, b in combinations(schema.items, 2):
        if clean(a.text) == clean(b.text):
            continue
        regions = _changes(a.text, b.text)
        outside = [r for r in regions if not (_within(r[0], a) and _within(r[1], b))]
        if outside:
            yield finding(CODES.T201, f"differs from its twin {b.id} outside the special/alternate "
                          f"words: {_quote(a.text, outside[0][0])} / "
                          f"{_quote(b.text, outside[0][1])}", item=a, twin=b.id,
                          regions=[[a.text[x0:x1], b.text[y0:y1]]
                                   for (x0, x1), (y0, y1) in outside])
        if _candidates(a) != _candidates(b):
            yield finding(CODES.T202, f"candidates differ from its twin {b.id}: "
                          f"{sorted(_candidates(a))} / {sorted(_candidates(b))}", item=a,
                          twin=b.id)
        elif schema.size == 2 and a.correct is not None and b.correct is not None and \
                a.correct.text.lower() == b.correct.text.lower() and _same_pronoun(a, b):
            yield finding(CODES.T203, f"has the same answer {a.correct.text!r} as its twin {b.id}",
                          item=a, twin=b.id, answer=a.correct.text)


Sentence = tuple[bytes, str, str | None, tuple[Any, ...]]


def _sentences(items: Sequence[Item]) -> list[Sentence]:
    """Per item, what the duplicate check compares, as a 16-byte digest of its collection,
    language, sentence (case and spacing aside) and pronoun position; its id, its answer and
    where it was read (``place``). Gathered per batch where the corpus is read in pieces."""
    out = []
    for item in items:
        key = (item.provenance.corpus, item.lang, clean(item.text).lower(),
               item.pronoun.span.start if item.pronoun and item.pronoun.span else None)
        digest = hashlib.blake2b(repr(key).encode("utf-8"), digest_size=16).digest()
        answer = item.correct.text.lower() if item.correct else None
        out.append((digest, item.id, answer, tuple(place(item).values())))
    return out


def _duplicates(parts: list[list[Sentence]], context: Context) -> Iterator[Finding]:
    """The duplicates among the sentences of every part, in corpus order, each located where
    the last item with its id was read (as the engine locates a finding by id)."""
    first: dict[bytes, tuple[int, str, str | None]] = {}
    found: list[tuple[str, str | None, str, str | None]] = []
    where: dict[str, tuple[Any, ...]] = {}  # the items found, where they were read
    for position, (digest, item_id, answer, at) in enumerate(chain.from_iterable(parts)):
        seen, seen_id, seen_answer = first.setdefault(digest, (position, item_id, answer))
        if seen != position:
            found.append((item_id, answer, seen_id, seen_answer))
        if seen != position or item_id in where:
            where[item_id] = at
    fields = tuple(place_fields())
    for item_id, answer, seen_id, seen_answer in found:
        if seen_answer == answer:
            one = finding(CODES.T204, f"duplicates {seen_id} (same sentence, pronoun and "
                          "answer)", item=item_id, duplicate_of=seen_id)
        else:
            one = finding(CODES.T205, f"same sentence and pronoun as {seen_id}, but the answer "
                          f"is {answer!r} there {seen_answer!r}", item=item_id,
                          duplicate_of=seen_id)
        yield one.model_copy(update=dict(zip(fields, where[item_id], strict=True)))


@rule(CHECK, scope="corpus", gather=_sentences, finish=_duplicates)
def check_duplicates(corpus: Corpus, context: Context) -> Iterator[Finding]:
    yield from _duplicates([_sentences(corpus.items)], context)


def _changes(a: str, b: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Character spans of each differing token run (an empty side widened to a neighbour)."""
    ta, tb = tokens(a), tokens(b)
    matcher = difflib.SequenceMatcher(a=[t[0].lower() for t in ta],
                                      b=[t[0].lower() for t in tb], autojunk=False)
    return [(_chars(ta, a0, a1), _chars(tb, b0, b1))
            for op, a0, a1, b0, b1 in matcher.get_opcodes() if op != "equal"]


def _chars(toks: list[tuple[str, int, int]], start: int, end: int) -> tuple[int, int]:
    if start == end:  # an insertion point: the boundary between two tokens
        pos = toks[start - 1][2] if start > 0 else 0
        return pos, pos
    return toks[start][1], toks[end - 1][2]


def _within(region: tuple[int, int], item: Item) -> bool:
    """Whether a changed region lies in (or touches) the item's special or alternate span."""
    words = [m.span for m in (item.special, item.alternate) if m is not None and m.span]
    return any(span.start - 1 <= region[0] and region[1] <= span.end + 1 for span in words)


def _quote(text: str, region: tuple[int, int]) -> str:
    return repr(text[region[0]:region[1]]) if region[1] > region[0] else "(nothing)"


def _candidates(item: Item) -> set[str]:
    return {c.text.lower().strip() for c in item.candidates}


def _same_pronoun(a: Item, b: Item) -> bool:
    return (a.pronoun.text.lower() if a.pronoun else None) == \
        (b.pronoun.text.lower() if b.pronoun else None)
