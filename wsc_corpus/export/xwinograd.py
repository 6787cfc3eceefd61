"""XWinograd TSV (Tikhonov & Ryabinin 2021), no header, 7 columns: ``lang``, source id,
English reference id (``?`` when unknown), the sentence, its tokens (JSON), the pronoun
``[text, [start, end], tokens]`` and the candidates ``[[text, [start, end], tokens,
is_correct], ...]`` with half-open token indices; JSON columns escape non-ASCII.

Tokens come from a word/punctuation tokenizer that also splits at every span edge, so
candidates are the whole noun phrases of the sentence (``Os vereadores``, not the bare head
noun XWinograd's Portuguese rows carry). A candidate whose article is fused with a preposition
(``os manifestantes`` in ``aos manifestantes``) is written as its words after the article
(``manifestantes``), as XWinograd does. The source column holds the item id. Cannot carry:
items without a located pronoun or answer, candidates not found in the sentence, sentences with
tabs or line breaks, twin groups, special words, tags, notes.
"""

from __future__ import annotations

import json
import re
from typing import IO

from wsc_corpus.export import ExportReport
from wsc_corpus.models import Corpus, Item, Span
from wsc_corpus.occurrences import candidate_span

DESCRIPTION = "XWinograd 7-column TSV (token spans, JSON columns)"

_TOKEN = re.compile(r"\w+(?:[-'’]\w+)*|[^\w\s]")


def tokenize(text: str, cuts: set[int]) -> list[tuple[int, int]]:
    """Character spans of the tokens of ``text``, split also at each offset in ``cuts``."""
    spans = []
    for match in _TOKEN.finditer(text):
        start = match.start()
        for cut in sorted(c for c in cuts if match.start() < c < match.end()):
            spans.append((start, cut))
            start = cut
        spans.append((start, match.end()))
    return spans


def _token_range(tokens: list[tuple[int, int]], span: Span) -> list[int]:
    inside = [i for i, (s, e) in enumerate(tokens) if s >= span.start and e <= span.end]
    return [inside[0], inside[-1] + 1] if inside else []


def row(item: Item) -> tuple[list[str], str]:
    """The 7 columns of one item, or none and the reason it cannot be written."""
    if item.pronoun is None or item.pronoun.span is None:
        return [], "no located pronoun"
    if item.answer is None:
        return [], "no answer (XWinograd marks the correct candidate)"
    spans = [candidate_span(item, c) for c in item.candidates]
    if any(span is None for span in spans):
        return [], "a candidate is not found in the sentence"
    if re.search(r"[\t\r\n]", item.text):
        return [], "the sentence holds a tab or line break"
    mentions = [item.pronoun.span, *spans]
    tokens = tokenize(item.text, {b for s in mentions for b in (s.start, s.end)})
    words = [item.text[s:e] for s, e in tokens]
    ranges = [_token_range(tokens, span) for span in mentions]
    if not all(ranges):
        return [], "a span holds no word"

    def spec(span: Span) -> list:
        first, last = _token_range(tokens, span)
        return [item.text[span.start:span.end], [first, last], words[first:last]]

    candidates = [spec(span) + [i == item.answer] for i, span in enumerate(spans)]
    english = item.provenance.english_id or "?"
    return [item.lang, item.id, english, item.text, json.dumps(words),
            json.dumps(spec(item.pronoun.span)), json.dumps(candidates)], ""


def write(corpus: Corpus, handle: IO[str]) -> ExportReport:
    report = ExportReport()
    for item in corpus.items:
        columns, reason = row(item)
        if reason:
            report.skip(item.id, reason)
            continue
        handle.write("\t".join(columns) + "\n")
        report.written += 1
    return report
