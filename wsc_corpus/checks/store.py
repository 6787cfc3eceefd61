"""Findings kept on disk while a run streams them, for outputs that need all of them.

``wsc validate`` writes its findings grouped per file, merging the lines of twins that share
one, and only then the summary; WinoGrande XL gives hundreds of thousands of findings. A
:class:`FindingStore` keeps them in a private temporary SQLite database (``sqlite3``, on
disk past a few megabytes, deleted when closed): each finding is one row of the fields the
text lines use, and, when asked for, its JSON (``Report.as_dict``'s, one finding). Memory
holds SQLite's page cache, not the findings. The rows come back in the order added
(:meth:`json_blocks`), or in the text output's order (:meth:`groups`).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Iterator
from itertools import groupby
from operator import itemgetter
from typing import Self

from wsc_corpus.checks.engine import Finding

NO_FILE = "(items without a source file)"  # the group of findings without a file


Row = tuple[str, str, str, str, str, str | None, str | None]


def row(found: Finding, keep_json: bool = False) -> Row:
    """What a store keeps of a finding (with ``keep_json``, its JSON too)."""
    return (found.file or NO_FILE, found.location, found.code, found.severity, found.message,
            found.item if found.item and found.line is not None else None,
            json.dumps(found.model_dump(), ensure_ascii=False, indent=1) if keep_json else None)


class FindingStore:
    """Findings in the order added, on disk; ``keep_json``: with each finding's JSON
    (indented by one space, as ``json.dump(report.as_dict(), indent=1)`` writes it)."""

    def __init__(self, keep_json: bool = False):
        self.keep_json = keep_json
        self._db = sqlite3.connect("")  # private, temporary, on disk once it grows
        self._db.execute("CREATE TABLE found (seq INTEGER PRIMARY KEY, file TEXT, "
                         "location TEXT, code TEXT, severity TEXT, message TEXT, named TEXT, "
                         "json TEXT)")

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._db.close()

    def add(self, findings: Iterable[Finding]) -> None:
        """Keep these findings, after those added before."""
        self.add_rows(row(f, self.keep_json) for f in findings)

    def add_rows(self, rows: Iterable[Row]) -> None:
        """Keep findings made into rows already (:func:`row`, with this store's
        ``keep_json``: where they were found, ``Validation.rendered``)."""
        self._db.executemany(
            "INSERT INTO found (file, location, code, severity, message, named, json) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)", rows)

    def json_blocks(self) -> Iterator[str]:
        """Each finding's JSON, in the order added (needs ``keep_json``)."""
        if not self.keep_json:
            raise ValueError("the store was made without keep_json")
        for (text,) in self._db.execute("SELECT json FROM found ORDER BY seq"):
            yield text

    def entries(self, show_info: bool = False
                ) -> Iterator[tuple[str, str, str, str, str, list[str]]]:
        """The text output's lines: ``(file, location, code, severity, message, ids)``, per
        file in the order of its first finding, one per ``(location, code, severity,
        message)`` in the order first seen, with the ids of the items it names (twins on
        one line), each once. Info findings only with ``show_info``. SQLite sorts; one
        entry is held at a time."""
        rows = self._db.execute(
            "SELECT file, location, code, severity, message, named, "
            "MIN(seq) OVER (PARTITION BY file), "
            "MIN(seq) OVER (PARTITION BY file, location, code, severity, message) "
            "FROM found WHERE severity != 'info' OR ? ORDER BY 7, 8, seq", (show_info,))
        for _, group in groupby(rows, key=itemgetter(7)):  # the rows of one entry
            entry = list(group)
            file, location, code, severity, message = entry[0][:5]
            yield file, location, code, severity, message, list(dict.fromkeys(
                row[5] for row in entry if row[5] is not None))
