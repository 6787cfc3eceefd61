"""Canonical JSONL: one ``Item`` per line, the project's own lossless format.

Each item keeps its upstream provenance; findings point at the JSONL line it was read from.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from wsc_corpus.errors import at
from wsc_corpus.formats._common import build_item, json_lines, json_lines_head, reader
from wsc_corpus.models import Item, twin_group

NAME = "jsonl"
DESCRIPTION = "canonical wsc-corpus JSONL (one item per line, lossless)"

_KEYS = (b'"id"', b'"lang"', b'"text"', b'"candidates"')


def detect(path: Path, head: bytes) -> bool:
    return json_lines_head(head, _KEYS)


# A file is read line by line: ``wsc_corpus.formats.pieces`` reads it in pieces (LINES,
# ``records``, ``group``).
LINES = "one JSON item per line"


@reader
def load(path: Path, lang: str | None = None) -> list[Item]:
    items = records(path, json_lines(path, LINES))
    return [i for i in items if lang is None or i.lang == lang]


def records(path: Path, rows: Iterable[tuple[int, dict]]) -> list[Item]:
    """The items of ``(line number, object)`` rows of a file."""
    return [_item(path, number, data) for number, data in rows]


def group(path: Path, data: dict) -> tuple[str, str, str] | None:
    """The twin group (``models.twin_group``) of the item a line's object makes, without
    making it; None where the object does not say."""
    provenance, item_id = data.get("provenance"), data.get("id")
    corpus = provenance.get("corpus") if isinstance(provenance, dict) else None
    lang, schema = data.get("lang"), data.get("schema_id")
    if not (isinstance(corpus, str) and isinstance(lang, str) and isinstance(item_id, str)
            and isinstance(schema, str | None)):
        return None
    return twin_group(corpus, lang, schema, item_id)


def _item(path: Path, number: int, data: dict) -> Item:
    item = build_item(at(path, number), lambda: Item.model_validate(data))
    return item.read_from(str(path), number)


def dumps(item: Item) -> str:
    """One item as a line of canonical JSONL (without the newline)."""
    return item.model_dump_json(exclude_defaults=True)


def write(items: Iterable[Item], handle) -> int:
    """Write items to an open text handle; returns how many were written."""
    count = 0
    for item in items:
        handle.write(dumps(item) + "\n")
        count += 1
    return count
