"""Trichelair et al. (2019) associative and switchable labels for WSC273.

Read as an overlay, each file adds its tag to the NYU items it describes (``index`` = position
in WSCollection.xml); read alone, it gives its own 273 items (pronoun marked ``[they]``).
"""

from __future__ import annotations

from pathlib import Path

from wsc_corpus.errors import FormatError, at
from wsc_corpus.formats._common import (
    bracketed,
    build_item,
    candidate,
    derive_special_in_groups,
    json_array_head,
    parse_int,
    read_json,
    reader,
    text_field,
    wsc285_group,
)
from wsc_corpus.models import Item, Provenance, Tag

NAME = "trichelair"
DESCRIPTION = "Trichelair et al. WSC273 labels (WSC_*_label.json)"
OVERLAY = True
LANG = "en"  # the labels describe the English WSC273

_LABELS = {"is_associative": "associative", "is_switchable": "switchable"}


def detect(path: Path, head: bytes) -> bool:
    return json_array_head(head, (b'"index"',)) and \
        (b'"is_associative"' in head or b'"is_switchable"' in head)


def _records(path: Path) -> list[dict]:
    records = read_json(path)
    if not isinstance(records, list) or not records:
        raise FormatError("expected a non-empty JSON array", at(path))
    for number, record in enumerate(records):
        if not isinstance(record, dict) or not isinstance(record.get("index"), int) or \
                isinstance(record["index"], bool) or not 0 <= record["index"] <= 10 ** 6:
            raise FormatError("expected an object with an integer 'index' (0 to 1,000,000)",
                              at(path, None, number), code="E004")
        if not any(key in record for key in _LABELS):
            raise FormatError(f"no label; expected one of {list(_LABELS)}",
                              at(path, None, number), code="E004")
    return records


def _tags(path: Path, record: dict) -> dict[str, Tag]:
    return {name: Tag(value=bool(record[key]), source=f"trichelair:{path.name}")
            for key, name in _LABELS.items() if key in record}


def overlay(items: list[Item], path: Path) -> int:
    """Tag the NYU English items the file describes; returns how many were tagged."""
    by_index = {parse_int(i.provenance.source_id, "source_id",
                          at(i.provenance.file, i.provenance.line, i.id)): i for i in items
                if i.provenance.corpus == "nyu_wsc" and i.lang == LANG
                and i.provenance.source_id is not None}
    tagged = 0
    for record in _records(path):
        if (item := by_index.get(record["index"])) is not None:
            item.tags = {**item.tags, **_tags(path, record)}
            tagged += 1
    return tagged


@reader
def load(path: Path, lang: str | None = None) -> list[Item]:
    items = [_item(path, number, record) for number, record in enumerate(_records(path))]
    derive_special_in_groups(items)
    return items


def _item(path: Path, number: int, record: dict) -> Item:
    loc = at(path, None, number)
    text, pronoun, _ = bracketed(text_field(record, "sentence", loc))
    if pronoun is None:
        raise FormatError("sentence has no [pronoun]", loc, code="E004")
    answers = [text_field(record, "answer0", loc, required=False),
               text_field(record, "answer1", loc, required=False)]
    correct = text_field(record, "correct_answer", loc, required=False)
    if correct not in answers:
        raise FormatError(f"correct_answer {correct!r} is neither answer0 nor answer1", loc,
                          code="E005")
    index = record["index"]
    switched = text_field(record, "sentence_switched", loc, required=False)
    return build_item(loc, lambda: Item(
        id=f"trichelair-en-{index:03d}",
        lang=LANG,
        text=text,
        pronoun=pronoun,
        pronoun_found_by="markup",
        candidates=[candidate(a, text, pronoun.span) for a in answers],
        answer=answers.index(correct),
        tags=_tags(path, record),
        schema_id=wsc285_group(index),
        provenance=Provenance(corpus="trichelair", file=str(path), record=number,
                              source_id=str(index)),
        upstream_sentences={"sentence_switched": switched} if switched else {},
    ))
