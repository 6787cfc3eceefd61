"""WinoGrande JSON Lines (Sakaguchi et al. 2020): ``qID``, ``sentence`` with ``_``, ``option1``,
``option2``, ``answer`` ("1"/"2"; absent in the test set).

The blank ``_`` stands where the referring expression was: it is the item's ``pronoun`` (text
``_``), and the ``snippet`` (kind ``blank``) is the sentence from the blank on, the part that
partial scoring compares. Twins share the ``qID`` before its last ``-`` (``…7U-1``/``…7U-2``);
the debiased, dev and test sets keep only one twin of many schemas. Item ids carry the file
name, because the training sizes are nested subsets with the same ``qID``\\ s.

The writer (``write``, ``wsc export --format winogrande``) takes the blank and the options
from the substitution engine, so an option fills the blank as a grammatical sentence
(``Jim's`` for ``his``; ``do caminhão`` where ``de`` + article fuse); ``qID`` is the item id.
Cannot carry: items with other than two candidates, items whose substitution fails,
pronoun and special-word spans, tags, provenance beyond the id, translator notes.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import IO, TYPE_CHECKING

from wsc_corpus.errors import FormatError, Location
from wsc_corpus.export import ExportReport
from wsc_corpus.formats._common import (
    build_item,
    candidate,
    json_lines,
    json_lines_head,
    reader,
)
from wsc_corpus.models import Corpus, Item, Mention, Provenance, Span

if TYPE_CHECKING:
    from wsc_corpus.parallel import Jobs
    from wsc_corpus.substitute import ManualFixes

NAME = "winogrande"
DESCRIPTION = "WinoGrande jsonl (qID, sentence with _, option1/option2, answer)"
BLANK = "_"
SUBSTITUTES = True  # the writer builds on substituted sentences: it takes manual fixes
_KEYS = (b'"qID"', b'"sentence"', b'"option1"', b'"option2"')


def detect(path: Path, head: bytes) -> bool:
    return json_lines_head(head, _KEYS)


# A file is read line by line: ``wsc_corpus.formats.pieces`` reads it in pieces (LINES,
# ``records``, ``group``).
LINES = "one WinoGrande problem per line"


@reader
def load(path: Path, lang: str | None = None) -> list[Item]:
    return records(path, json_lines(path, LINES))


def records(path: Path, rows: Iterable[tuple[int, dict]]) -> list[Item]:
    """The items of ``(line number, object)`` rows of a file."""
    split, file = _split(path), str(path)
    return [_item(file, number, split, data) for number, data in rows]


def group(path: Path, data: dict) -> tuple[str, str, str] | None:
    """The twin group (as ``Corpus.schemas`` keys it) of the item a line's object makes,
    without making it; None where the object does not say."""
    qid = data.get("qID")
    return ("winogrande", "en", _schema_id(_split(path), qid)) if isinstance(qid, str) else None


def _split(path: Path) -> str:
    return path.name.removesuffix(".jsonl")


def _schema_id(split: str, qid: str) -> str:
    """Twins share the ``qID`` before its last ``-``."""
    return f"winogrande-{split}-{qid.rsplit('-', 1)[0]}"


def _field(data: dict, key: str, loc) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise FormatError(f"missing or empty {key!r}; expected a string", loc, code="E004")
    return value


def _item(file: str, number: int, split: str, data: dict) -> Item:
    loc = Location(file, number)
    qid, text = _field(data, "qID", loc), _field(data, "sentence", loc)
    options = [_field(data, "option1", loc), _field(data, "option2", loc)]
    if text.count(BLANK) != 1:
        raise FormatError(f"sentence has {text.count(BLANK)} blanks {BLANK!r}; expected 1", loc,
                          code="E005")
    answer = data.get("answer")
    if answer not in (None, "1", "2"):
        raise FormatError(f"answer is {answer!r}; expected \"1\" or \"2\"", loc, code="E005")
    start = text.index(BLANK)
    blank = Span.of(start, start + 1)
    return build_item(loc, lambda: Item(
        id=f"winogrande-{split}-{qid}",
        lang="en",
        text=text,
        pronoun=Mention.of(BLANK, blank),
        pronoun_found_by="markup",
        candidates=[candidate(o, text, blank) for o in options],
        answer=None if answer is None else int(answer) - 1,
        snippet=text[start:],
        snippet_kind="blank",
        schema_id=_schema_id(split, qid),
        provenance=Provenance(corpus="winogrande", file=file, line=number, source_id=qid),
    ))


# --- writer ---------------------------------------------------------------------------------

def rows(corpus: Corpus, report: ExportReport,
         manual_fixes: ManualFixes | None = None, jobs: Jobs = 1) -> list[dict[str, str]]:
    """The WinoGrande records of the items that fit the format: an item whose pronoun is
    already the blank (read from WinoGrande) as it is, any other from its substitution."""
    from wsc_corpus.substitute.partial import aligned_items

    blank = [_blanked(item) for item in corpus.items]
    substituted = iter(aligned_items([i for i, b in zip(corpus.items, blank, strict=True)
                                      if not b], manual_fixes, jobs))
    out = []
    for item, is_blank in zip(corpus.items, blank, strict=True):
        if is_blank:
            sentence, fillers, reason = item.text, [c.text for c in item.candidates], ""
        else:
            _item, _sub, aligned, reason = next(substituted)
            if not reason and BLANK in aligned.prefix + aligned.continuation:
                reason = f"the sentence already contains the blank character {BLANK!r}"
            if not reason:
                sentence = aligned.prefix + BLANK + aligned.continuation
                fillers = aligned.fillers
        if not reason and len(fillers) != 2:
            reason = f"{len(fillers)} candidates; WinoGrande has exactly two options"
        if reason:
            report.skip(item.id, reason)
            continue
        row = {"qID": item.id, "sentence": sentence, "option1": fillers[0],
               "option2": fillers[1]}
        if item.answer is not None:
            row["answer"] = str(item.answer + 1)
        out.append(row)
    return out


def _blanked(item: Item) -> bool:
    return item.snippet_kind == "blank" and item.pronoun is not None and \
        item.pronoun.text == BLANK and item.text.count(BLANK) == 1


def write(corpus: Corpus, handle: IO[str],
          manual_fixes: ManualFixes | None = None, jobs: Jobs = 1) -> ExportReport:
    report = ExportReport()
    for row in rows(corpus, report, manual_fixes, jobs):
        handle.write(json.dumps(row, ensure_ascii=False) + "\n")
        report.written += 1
    return report
