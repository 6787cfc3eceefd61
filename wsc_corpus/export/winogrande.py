"""WinoGrande JSONL: ``qID``, ``sentence`` with ``_`` for the blank, ``option1``,
``option2`` and ``answer`` ``"1"``/``"2"`` (absent when the answer is unknown).

The blank and the options come from the substitution engine, so an option fills the blank
as a grammatical sentence (``Jim's`` for ``his``; ``do caminhão`` where ``de`` + article fuse).
Cannot carry: items with other than two candidates, items whose substitution fails,
pronoun and special-word spans, tags, provenance beyond the id, translator notes.
"""

from __future__ import annotations

import json
from typing import IO

from wsc_corpus.export import ExportReport
from wsc_corpus.export._partial import aligned_items
from wsc_corpus.models import Corpus
from wsc_corpus.parallel import Jobs
from wsc_corpus.substitute import ManualFixes

DESCRIPTION = "WinoGrande JSONL (sentence with _, option1/option2, answer \"1\"/\"2\")"
BLANK = "_"
SUBSTITUTES = True  # built from substituted sentences: takes manual fixes


def rows(corpus: Corpus, report: ExportReport,
         manual_fixes: ManualFixes | None = None, jobs: Jobs = 1) -> list[dict[str, str]]:
    """The WinoGrande records of the items that fit the format."""
    out = []
    for item, _sub, aligned, reason in aligned_items(corpus.items, manual_fixes, jobs):
        if not reason and len(aligned.fillers) != 2:
            reason = f"{len(aligned.fillers)} candidates; WinoGrande has exactly two options"
        if not reason and BLANK in aligned.prefix + aligned.continuation:
            reason = f"the sentence already contains the blank character {BLANK!r}"
        if reason:
            report.skip(item.id, reason)
            continue
        row = {"qID": item.id, "sentence": aligned.prefix + BLANK + aligned.continuation,
               "option1": aligned.fillers[0], "option2": aligned.fillers[1]}
        if item.answer is not None:
            row["answer"] = str(item.answer + 1)
        out.append(row)
    return out


def write(corpus: Corpus, handle: IO[str],
          manual_fixes: ManualFixes | None = None, jobs: Jobs = 1) -> ExportReport:
    report = ExportReport()
    for row in rows(corpus, report, manual_fixes, jobs):
        handle.write(json.dumps(row, ensure_ascii=False) + "\n")
        report.written += 1
    return report
