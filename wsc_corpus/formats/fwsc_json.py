"""FWSC285 (Wang, Seminck & Amsili 2022): French items aligned with WSC285 (``wsc_285_v3.json``).

202 items come from the LLF collection (``french_id`` = LLF schema number), 83 are new. The
pronoun is marked ``[elle]``; two items have no brackets and their pronoun is detected.
Candidates are the ``correct_answer``/``wrong_answer`` strings, put in order of first mention.
Twin groups are those of WSC285 (``english_id`` is 1-based into WSCollection.xml).
``associative`` is 0, 1 or 2 upstream; 2 (3 items, meaning not documented) is kept as the flag
``associative-label-2`` and gives no tag.
"""

from __future__ import annotations

from pathlib import Path

from wsc_corpus.errors import FormatError, at
from wsc_corpus.formats._common import (
    bracketed,
    build_item,
    candidate,
    derive_special_in_groups,
    field,
    json_array_head,
    kind_of,
    parse_int,
    read_json,
    reader,
    text_field,
    wsc285_group,
    wsc285_link,
)
from wsc_corpus.formats._pronoun_finder import find_pronoun
from wsc_corpus.models import Item, Provenance, Tag

NAME = "fwsc285"
DESCRIPTION = "FWSC285 French items aligned with WSC285 (wsc_285_v3.json)"

_REQUIRED = ("english_id", "french_text", "correct_answer", "wrong_answer")
SOURCE = "fwsc285"


def detect(path: Path, head: bytes) -> bool:
    return json_array_head(head, (b'"french_text"', b'"english_id"'))


@reader
def load(path: Path, lang: str | None = None) -> list[Item]:
    records = read_json(path)
    if not isinstance(records, list) or not records:
        raise FormatError("expected a non-empty JSON array of items", at(path))
    items = [_item(path, index, record) for index, record in enumerate(records)]
    derive_special_in_groups(sorted(items, key=lambda i: int(i.provenance.english_id or 0)))
    return items


def _item(path: Path, index: int, record: object) -> Item:
    loc = at(path, None, index)
    if not isinstance(record, dict):
        raise FormatError(f"expected a JSON object, got {type(record).__name__}", loc)
    for key in _REQUIRED:
        if record.get(key) in (None, ""):
            raise FormatError(f"missing or empty {key!r}", loc, code="E004")
    english_id = parse_int(record["english_id"], "english_id", loc, "a positive integer", 7)
    if not 0 < english_id <= 10 ** 6:
        raise FormatError(f"english_id {english_id}; expected a positive integer up to 10^6",
                          loc, code="E005")
    text, pronoun, _ = bracketed(text_field(record, "french_text", loc))
    answers = [text_field(record, "correct_answer", loc), text_field(record, "wrong_answer", loc)]
    question = text_field(record, "french_question", loc, required=False) or None
    method = "markup"
    if pronoun is None:
        spans = [candidate(a, text, None).span for a in answers]
        pronoun, method = find_pronoun(text, "fr", spans, question)
    cands = [candidate(a, text, pronoun.span if pronoun else None) for a in answers]
    order = sorted(range(2), key=lambda i: (cands[i].span is None,
                                            cands[i].span.start if cands[i].span else i))
    flags = [] if pronoun else ["pronoun-not-found"]
    tags = {"translated": Tag(value=True, source=SOURCE)}
    if record.get("associative") in (0, 1):
        tags["associative"] = Tag(value=bool(record["associative"]), source=SOURCE)
    elif record.get("associative") == 2:
        flags.append("associative-label-2")
    if record.get("switchable") in (0, 1, ""):
        tags["switchable"] = Tag(value=record.get("switchable") == 1, source=SOURCE)
    french_id = record.get("french_id")
    if french_id is not None and not isinstance(french_id, (int, str)):
        raise FormatError(f"'french_id' is {kind_of(french_id)}; expected an integer", loc,
                          code="E005")
    notes = [f"french_id (LLF schema): {french_id}"] if french_id else []
    notes.append(f"version: {field(record, 'version', loc, required=False)}")
    upstream = {key: value for key in ("switched_text", "negated_text")
                if (value := text_field(record, key, loc, required=False))}
    return build_item(loc, lambda: Item(
        id=f"fwsc285-fr-{english_id:03d}",
        lang="fr",
        text=text,
        pronoun=pronoun,
        pronoun_found_by=method,
        candidates=[cands[i] for i in order],
        answer=order.index(0),
        snippet=question,
        snippet_kind="question" if question else None,
        tags=tags,
        schema_id=wsc285_group(english_id - 1),
        provenance=Provenance(corpus="fwsc285", file=str(path), record=index,
                              source_id=str(english_id), english_id=str(english_id),
                              english=wsc285_link(english_id - 1), notes=notes),
        upstream_sentences=upstream,
        flags=flags,
    ))
