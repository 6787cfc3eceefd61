"""The parallel view of the HTML export: each English schema item with its translations side
by side, their crosslingual findings, and whether the translations disagree.

Kept apart from the page's own data (``html.py``) so that the page can carry it as one more
JSON block and ``templates/parallel.js`` can draw it on its own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from wsc_corpus.crosslingual import Links
from wsc_corpus.models import Item

# The findings that mean the versions of one schema do not say the same thing.
DISAGREE = ("L603", "L604", "L607", "L611", "L612")


def _version(item: Item, findings: Sequence[tuple[str, str]]) -> dict[str, Any]:
    answer = item.candidates[item.answer].text if item.answer is not None else None
    return {"id": item.id, "lang": item.lang, "corpus": item.provenance.corpus,
            "text": item.text, "answer": answer, "findings": [list(f) for f in findings]}


def parallel_data(links: Links, findings: Mapping[str, Sequence[tuple[str, str]]]) \
        -> list[dict[str, Any]]:
    """One row per English item with linked translations in the corpus, in corpus order:
    ``english`` and its ``versions`` (id, language, collection, sentence, answer text,
    ``[code, message]`` crosslingual findings), ``disagree`` when a version has a finding of
    ``DISAGREE``."""
    rows: dict[str, dict[str, Any]] = {}
    for item_id, english in links.key.items():
        item = links.known[item_id]
        own = [f for f in findings.get(item_id, ()) if f[0].startswith("L")]
        row = rows.setdefault(english.id, {"english": _version(english, ()), "versions": [],
                                           "disagree": False})
        row["versions"].append(_version(item, own))
        row["disagree"] |= any(code in DISAGREE for code, _ in own)
    return list(rows.values())
