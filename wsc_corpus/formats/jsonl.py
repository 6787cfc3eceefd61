"""Canonical JSONL: one ``Item`` per line, the project's own lossless format.

Each item keeps its upstream provenance; findings point at the JSONL line it was read from.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from wsc_corpus.errors import FormatError, WscError, at
from wsc_corpus.formats._common import build_item, parse_json_line
from wsc_corpus.models import Item

NAME = "jsonl"
DESCRIPTION = "canonical wsc-corpus JSONL (one item per line, lossless)"

_KEYS = (b'"id"', b'"lang"', b'"text"', b'"candidates"')


def detect(path: Path, head: bytes) -> bool:
    first = head.lstrip().split(b"\n", 1)[0]
    return first.startswith(b"{") and all(key in first for key in _KEYS)


def load(path: Path, lang: str | None = None) -> list[Item]:
    items = []
    try:
        handle = path.open(encoding="utf-8")
    except OSError as exc:
        raise WscError(f"cannot read: {exc.strerror or exc}", at(path)) from exc
    with handle:
        try:
            for number, line in enumerate(handle, start=1):
                if not line.strip():
                    continue
                items.append(_parse_line(path, number, line))
        except UnicodeDecodeError as exc:
            raise FormatError(f"not UTF-8 ({exc.reason})", at(path), code="E009") from exc
    if not items:
        raise FormatError("empty file; expected one JSON item per line", at(path))
    return [i for i in items if lang is None or i.lang == lang]


def _parse_line(path: Path, number: int, line: str) -> Item:
    loc = at(path, number)
    item = build_item(loc, lambda: Item.model_validate(parse_json_line(line, loc)))
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
