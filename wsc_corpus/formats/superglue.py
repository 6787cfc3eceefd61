"""SuperGLUE WSC JSON Lines (Wang et al. 2019): binary rows ``(text, span1, span2, label)``.

``span1`` is a candidate, ``span2`` the pronoun, both by whitespace-token index; ``label``
says whether the pronoun refers to the candidate (absent in the test set). Rows with the same
text and pronoun position become **one item** whose candidates are their ``span1``\\ s in row
order, so that the collection reads like every other (a pronoun and its candidates):

- exactly one row labelled true: ``answer`` is that candidate;
- no row labelled true (the referent is not among the listed spans), or several: no answer,
  flagged ``no-true-candidate`` / ``several-true-candidates``;
- a single row: one candidate, flagged ``candidates-missing`` and ``single-row``; its answer
  is that candidate when the label is true, none when it is false.

``provenance.source_id`` lists the rows' ``idx`` in candidate order and ``notes`` their labels
(``labels: true,false``), so the binary rows can be rebuilt. Spans are matched in any case at
their token index; where the index does not point at the text, the nearest occurrence is used
(``span-index-mismatch``); a candidate's final full stop absent from the text is trimmed
(``candidate-text-trimmed``); a span found nowhere (``Kamenev and Zinoviev``) stays empty
(``span-not-found``).

The writer (``write``, ``wsc export --format superglue``) writes one line per (item,
candidate): ``text``, ``target``, ``idx`` (the line number) and ``label`` (absent when the
answer is unknown; the labels of an item read from SuperGLUE without one true row are those
its ``labels:`` note lists). A span that starts inside a token (``(the man``, ``him.``) gets that
token's index, as in SuperGLUE's own files. A candidate whose article is fused with a
preposition (``os manifestantes`` in ``aos manifestantes``) is marked by its words after the
article. Cannot carry: candidates not found in the sentence (their lines are left out),
items without a located pronoun, the item ids, the twin grouping, special words, tags,
provenance, notes.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import IO, Any

from wsc_corpus.errors import FormatError, Location, at
from wsc_corpus.export import ExportReport
from wsc_corpus.formats._common import build_item, json_lines, json_lines_head, reader
from wsc_corpus.models import (
    MISSING_CANDIDATES,
    Candidate,
    Corpus,
    Item,
    Mention,
    Provenance,
    Span,
)
from wsc_corpus.occurrences import candidate_span

NAME = "superglue"
DESCRIPTION = "SuperGLUE WSC jsonl (text, target span1/span2 word indices, label)"
_WORDS = re.compile(r"\S+")  # the whitespace-separated words SuperGLUE indexes


def detect(path: Path, head: bytes) -> bool:
    return json_lines_head(head, (b'"target"', b'"span2_index"'))


@reader
def load(path: Path, lang: str | None = None) -> list[Item]:
    split = path.name.removesuffix(".jsonl")
    groups: dict[tuple[str, int], list[tuple[int, dict]]] = {}
    file = str(path)
    for number, data in json_lines(path, "one SuperGLUE WSC row per line"):
        row = data if _well_formed(data) else _row(data, Location(file, number))
        groups.setdefault((row["text"], row["target"]["span2_index"]), []).append((number, row))
    return [_item(path, split, rows) for rows in groups.values()]


def _well_formed(data: dict) -> bool:
    """Whether ``_row`` passes a row, checked without building its location."""
    target, text = data.get("target"), data.get("text")
    if type(text) is not str or not text.strip() or type(target) is not dict:
        return False
    first, second = target.get("span1_text"), target.get("span2_text")
    return type(target.get("span1_index")) is int and type(target.get("span2_index")) is int \
        and type(first) is str and first.strip() != "" and type(second) is str \
        and second.strip() != "" and type(data.get("label", False)) is bool \
        and type(data.get("idx", 0)) is int


def _row(data: dict, loc) -> dict:
    target = data.get("target")
    if not isinstance(data.get("text"), str) or not data["text"].strip():
        raise FormatError("missing or empty 'text'", loc, code="E004")
    if not isinstance(target, dict):
        raise FormatError("missing 'target' object", loc, code="E004")
    for key, kind in (("span1_index", int), ("span2_index", int), ("span1_text", str),
                      ("span2_text", str)):
        if not isinstance(target.get(key), kind) or isinstance(target.get(key), bool):
            raise FormatError(f"target.{key} missing or not {kind.__name__}", loc, code="E004")
        if kind is str and not target[key].strip():
            raise FormatError(f"target.{key} is blank", loc, code="E004")
    if "label" in data and not isinstance(data["label"], bool):
        raise FormatError(f"label is {data['label']!r}; expected true or false", loc,
                          code="E005")
    if "idx" in data and not isinstance(data["idx"], int):
        raise FormatError(f"idx is {data['idx']!r}; expected an integer", loc, code="E005")
    return data


def word_span(text: str, index: int, needle: str, starts: list[int]
              ) -> tuple[Span | None, str | None]:
    """The character span of ``needle`` (any case) at whitespace token ``index``, and a flag
    where it is not exactly there (the nearest occurrence is taken) or nowhere. ``starts``:
    where the text's words start (``word_starts``)."""
    at_index = starts[index] if 0 <= index < len(starts) else None
    if at_index is not None and text[at_index:at_index + len(needle)].lower() == needle.lower():
        return Span.of(at_index, at_index + len(needle)), None
    found = [m.start() for m in re.finditer(re.escape(needle), text, re.IGNORECASE)]
    if not found:
        return None, "span-not-found"
    start = min(found, key=lambda s: abs(s - (at_index if at_index is not None else 0)))
    return Span.of(start, start + len(needle)), "span-index-mismatch"


def word_starts(text: str) -> list[int]:
    return [m.start() for m in _WORDS.finditer(text)]


def _candidate(text: str, index: int, name: str, starts: list[int]
               ) -> tuple[Candidate, list[str]]:
    """A candidate at its word index; a final full stop absent from the text is trimmed
    (``The traffic light.``), flagged ``candidate-text-trimmed``."""
    span, flag = word_span(text, index, name, starts)
    trimmed = name.rstrip(".")
    if span is None and trimmed != name:
        span, flag = word_span(text, index, trimmed, starts)
        if span is not None:
            return Candidate.of(trimmed, span), ["candidate-text-trimmed"] + \
                ([flag] if flag else [])
    return Candidate.of(name, span), [flag] if flag else []


def _item(path: Path, split: str, rows: list[tuple[int, dict]]) -> Item:
    number, first = rows[0]
    loc = at(path, number)
    text, target = first["text"], first["target"]
    flags: list[str] = []
    starts = word_starts(text)
    pspan, flag = word_span(text, target["span2_index"], target["span2_text"], starts)
    flags += [flag] if flag else []
    candidates, labels, ids = [], [], []
    for _, row in rows:
        t = row["target"]
        cand, found = _candidate(text, t["span1_index"], t["span1_text"], starts)
        flags += found
        candidates.append(cand)
        labels.append(row.get("label"))
        ids.append(str(row.get("idx", "")))
    answer = None
    true = [i for i, label in enumerate(labels) if label is True]
    if len(rows) == 1:
        flags += [MISSING_CANDIDATES, "single-row"]
    if len(true) == 1:
        answer = true[0]
    elif labels[0] is not None:
        flags.append("no-true-candidate" if not true else "several-true-candidates")
    notes = [] if labels[0] is None else [
        "labels: " + ",".join("true" if label else "false" for label in labels)]
    return build_item(loc, lambda: Item(
        id=f"superglue-{split}-{ids[0] or number}",
        lang="en",
        text=text,
        pronoun=Mention.of(text[pspan.start:pspan.end] if pspan else target["span2_text"],
                           pspan),
        pronoun_found_by="markup",
        candidates=candidates,
        answer=answer,
        provenance=Provenance(corpus="superglue_wsc", file=str(path), line=number,
                              source_id=",".join(ids), notes=notes),
        flags=sorted(set(flags)),
    ))


# --- writer ---------------------------------------------------------------------------------

def token_index(text: str, char: int) -> int:
    """The index, in ``text.split(" ")``, of the token holding character ``char``."""
    return text.count(" ", 0, char)


def records(item: Item) -> list[dict[str, Any]]:
    """The lines of one item: one per candidate found in the sentence."""
    text, pron, labels = item.text, item.pronoun.span, labels_of(item)
    lines = []
    for i, cand in enumerate(item.candidates):
        span = candidate_span(item, cand)
        if span is None:
            continue
        found = text[span.start:span.end]
        target = {"span1_index": token_index(text, span.start),
                  "span1_text": cand.text if cand.text.lower() == found.lower() else found,
                  "span2_index": token_index(text, pron.start),
                  "span2_text": text[pron.start:pron.end]}
        line: dict[str, Any] = {"text": text, "target": target}
        if labels is not None:
            line["label"] = labels[i]
        lines.append(line)
    return lines


def labels_of(item: Item) -> list[bool] | None:
    """Each candidate's label: from the answer, else from the ``labels:`` note of an item
    read from SuperGLUE without one true row; None when unknown."""
    if item.answer is not None:
        return [i == item.answer for i in range(len(item.candidates))]
    for note in item.provenance.notes:
        listed = note.removeprefix("labels: ").split(",")
        if note.startswith("labels: ") and len(listed) == len(item.candidates):
            return [label == "true" for label in listed]
    return None


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
