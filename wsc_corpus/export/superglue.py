"""SuperGLUE WSC JSONL: one line per (item, candidate) with ``text``, ``target``
(``span1_index``/``span1_text`` for the candidate, ``span2_index``/``span2_text`` for the
pronoun, indices counted in ``text.split(" ")`` tokens), ``idx`` (the line number) and
``label`` (whether the pronoun refers to the candidate; absent when the answer is unknown).

A span that starts inside a token (``(the man``, ``him.``) gets that token's index, as in
SuperGLUE's own files. A candidate whose article is fused with a preposition (``os
manifestantes`` in ``aos manifestantes``) is marked by its words after the article.
Cannot carry: candidates not found in the sentence (their lines are left out), items without
a located pronoun, the item ids, the twin grouping, special words, tags, provenance, notes.
"""

from __future__ import annotations

import bisect
import json
from typing import IO, Any

from wsc_corpus.export import ExportReport
from wsc_corpus.models import Corpus, Item
from wsc_corpus.occurrences import candidate_span

DESCRIPTION = "SuperGLUE WSC JSONL (whitespace-token span indices, one line per candidate)"


def token_index(text: str, char: int) -> int:
    """The index, in ``text.split(" ")``, of the token holding character ``char``."""
    spaces = [i for i, c in enumerate(text) if c == " "]
    return bisect.bisect_left(spaces, char)


def records(item: Item) -> list[dict[str, Any]]:
    """The lines of one item: one per candidate found in the sentence."""
    text, pron = item.text, item.pronoun.span
    lines = []
    for i, cand in enumerate(item.candidates):
        span = candidate_span(item, cand)
        if span is None:
            continue
        target = {"span1_index": token_index(text, span.start),
                  "span1_text": text[span.start:span.end],
                  "span2_index": token_index(text, pron.start),
                  "span2_text": text[pron.start:pron.end]}
        line: dict[str, Any] = {"text": text, "target": target}
        if item.answer is not None:
            line["label"] = i == item.answer
        lines.append(line)
    return lines


def write(corpus: Corpus, handle: IO[str]) -> ExportReport:
    report = ExportReport()
    idx = 0
    for item in corpus.items:
        if item.pronoun is None or item.pronoun.span is None:
            report.skip(item.id, "no located pronoun")
            continue
        for i, cand in enumerate(item.candidates):
            if candidate_span(item, cand) is None:
                report.skip(f"{item.id} candidate {i}", "candidate not found in the sentence")
        lines = records(item)
        for line in lines:
            line = {"text": line["text"], "target": line["target"], "idx": idx,
                    **({"label": line["label"]} if "label" in line else {})}
            handle.write(json.dumps(line, ensure_ascii=False) + "\n")
            idx += 1
        report.written += bool(lines)
    return report
