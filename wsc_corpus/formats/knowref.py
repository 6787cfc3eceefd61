"""KnowRef (Emami et al. 2019, ``knowref_test.json``): a JSON array, one object per line.

``sentence_with_pronoun`` marks the pronoun as ``[he]``; ``candidate0``/``candidate1``,
``correct_candidate`` and ``original_sentence`` are one-element lists. The answer is read from
``correct_candidate`` (the text the README calls important); quirks are kept and flagged:

- ``correct_candidate_idx`` disagrees with it (299 items): ``answer-index-disagrees``;
- two ``[...]`` markers (1 item): the first is the pronoun, ``several-pronoun-markers``;
- both candidates the same string (1 item): no answer, ``identical-candidates``;
- a candidate absent from the sentence keeps no span: ``candidate-not-found``.

The sentence before KnowRef's edits is kept in ``upstream_sentences["original_sentence"]``,
the heuristic ``is_*`` fields in ``provenance.notes``. KnowRef has no twins.
"""

from __future__ import annotations

import re
from pathlib import Path

from wsc_corpus.errors import FormatError, at
from wsc_corpus.formats._common import (
    bracketed,
    build_item,
    candidate,
    json_array_head,
    kind_of,
    lines,
    loads,
    read_text,
    reader,
)
from wsc_corpus.models import Item, Provenance

NAME = "knowref"
DESCRIPTION = "KnowRef JSON (sentence_with_pronoun with [pronoun], candidate0/1, correct_candidate)"
_MARKER = re.compile(r"\[([^\[\]]+)\]")


def detect(path: Path, head: bytes) -> bool:
    return json_array_head(head, (b'"sentence_with_pronoun"', b'"correct_candidate"'))


@reader
def load(path: Path, lang: str | None = None) -> list[Item]:
    text = read_text(path)
    records = loads(text, at(path))
    if not isinstance(records, list) or not records:
        raise FormatError("expected a non-empty JSON array of objects", at(path))
    object_lines = [n for n, line in enumerate(lines(text), start=1)
                    if line.lstrip().startswith("{")]
    one_per_line = len(object_lines) == len(records)
    return [_item(path, index, object_lines[index] if one_per_line else None, record)
            for index, record in enumerate(records)]


def _one(record: dict, key: str, loc) -> str:
    value = record.get(key)
    if isinstance(value, list) and len(value) == 1:
        value = value[0]
    if not isinstance(value, str) or not value.strip():
        raise FormatError(f"{key!r} missing or not a one-element list of text", loc, code="E004")
    return value.strip()


def _item(path: Path, index: int, line: int | None, record: object) -> Item:
    loc = at(path, line, None if line else index)
    if not isinstance(record, dict):
        raise FormatError(f"expected a JSON object, got {kind_of(record)}", loc)
    marked = _one(record, "sentence_with_pronoun", loc)
    names = [_one(record, "candidate0", loc), _one(record, "candidate1", loc)]
    correct = _one(record, "correct_candidate", loc)
    text, pronoun, markers = bracketed(marked, _MARKER)
    if pronoun is None:
        raise FormatError("no [pronoun] marker in sentence_with_pronoun", loc, code="E005")
    flags = ["several-pronoun-markers"] if markers > 1 else []
    if correct not in names:
        raise FormatError(f"correct_candidate {correct!r} is neither candidate {names}", loc,
                          code="E005")
    answer: int | None = names.index(correct)
    if names[0] == names[1]:
        flags.append("identical-candidates")
        answer = None
    elif answer != record.get("correct_candidate_idx"):
        flags.append("answer-index-disagrees")
    candidates = [candidate(n, text, pronoun.span) for n in names]
    if any(c.span is None for c in candidates):
        flags.append("candidate-not-found")
    heuristics = [f"{k}: {str(v).lower()}" for k, v in sorted(record.items())
                  if k.startswith("is_")]
    original = record.get("original_sentence")
    upstream = {"original_sentence": original[0]} if isinstance(original, list) and original \
        and isinstance(original[0], str) else {}
    source = record.get("oiginal_id", record.get("original_id"))
    if not isinstance(source, (str, int, type(None))):
        raise FormatError(f"original_id is {kind_of(source)}; expected an integer", loc,
                          code="E005")
    return build_item(loc, lambda: Item(
        id=f"knowref-{index:04d}",
        lang="en",
        text=text,
        pronoun=pronoun,
        pronoun_found_by="markup",
        candidates=candidates,
        answer=answer,
        provenance=Provenance(corpus="knowref", file=str(path), line=line, record=index,
                              source_id=None if source is None else str(source),
                              notes=heuristics),
        upstream_sentences=upstream,
        flags=flags,
    ))
