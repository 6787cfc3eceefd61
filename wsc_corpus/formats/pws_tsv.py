"""PWS, the parallel corpus of the Winograd schemata (``pws.tsv``; Vadász & Ligeti-Nagy 2022).

Its French columns are the only complete copy of the French LLF collection (Amsili & Seminck
2017): 214 items in 107 schemas. ``--lang`` picks the language (default ``fr``); rows without a
sentence in that language are skipped. The pronoun is not marked: it is taken from another
loaded collection with the same sentence marked (FWSC285), or detected (see
``_pronoun_finder``); an item whose pronoun cannot be found is kept with ``pronoun`` empty and
the flag ``pronoun-not-found``. ``correct_answer_*`` is a string; where it equals neither
candidate exactly, the closest candidate is taken and the item flagged ``answer-mismatch``;
where no candidate is close (inflected Hungarian answers), the item keeps no answer and is
flagged ``answer-unmatched``.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from wsc_corpus.errors import FormatError, WscError, at
from wsc_corpus.formats._common import (
    build_item,
    candidate,
    clean,
    derive_special_in_groups,
    read_text,
    reader,
    similarity,
)
from wsc_corpus.formats._pronoun_finder import (
    PronounIndex,
    find_pronoun,
    parsed_ahead,
    wants_parse,
)
from wsc_corpus.models import MISSING_CANDIDATES, EnglishLink, Item, Provenance, Tag

NAME = "pws-tsv"
DESCRIPTION = "PWS parallel TSV (pws.tsv); --lang en|fr|pt|hu|zh|ja|ru (default fr)"
NEEDS_CONTEXT = True

# ISO 639-1 code -> PWS column suffix.
COLUMNS = {"en": "en", "hu": "hu", "fr": "fr", "pt": "por", "zh": "man", "ja": "jap", "ru": "rus"}
DEFAULT_LANG = "fr"
SOURCE_LANGUAGE = "en"  # the other languages' rows are translations of it
_HEADER = b"idx\torig_id\tsentence_en"
_FIELDS = ("sentence", "snippet", "answer1", "answer2", "correct_answer")


def detect(path: Path, head: bytes) -> bool:
    return head.startswith(_HEADER)


@reader
def load(path: Path, lang: str | None = None, context: list[Item] | None = None) -> list[Item]:
    lang = lang or DEFAULT_LANG
    if lang not in COLUMNS:
        raise WscError(f"PWS has no language {lang!r}; expected one of {sorted(COLUMNS)}",
                       at(path), code="E010")
    suffix = COLUMNS[lang]
    rows = _rows(path)
    if not rows:
        raise FormatError("empty file; expected the PWS header", at(path))
    header = rows[0]
    needed = ["idx", "orig_id"] + [f"{f}_{suffix}" for f in _FIELDS]
    if missing := [c for c in needed if c not in header]:
        raise FormatError(f"missing column(s) {missing}", at(path, 1), code="E004")
    hints = PronounIndex(context or [])
    # The rows before the first malformed one (line end + 1), said after their items.
    end = next((n for n, row in enumerate(rows) if len(row) != len(header)), len(rows))
    records = [dict(zip(header, row, strict=True)) for row in rows[1:end]]
    with parsed_ahead(lang, _to_parse(records, lang, suffix, hints)):
        items = [_item(path, line, record, lang, suffix, hints)
                 for line, record in enumerate(records, start=2)
                 if record[f"sentence_{suffix}"].strip()]
    if end < len(rows):
        raise FormatError(f"{len(rows[end])} fields; expected {len(header)}", at(path, end + 1))
    derive_special_in_groups(items)
    return items


def _to_parse(records: list[dict[str, str]], lang: str, suffix: str, hints: PronounIndex
              ) -> list[str]:
    """The sentences whose pronoun the parse will decide, to parse in one batch."""
    texts = []
    for record in records:
        text, answers = _sentence(record, suffix)
        if text and hints.lookup(lang, text) is None and \
                wants_parse(text, lang, [candidate(a, text, None).span for a in answers]):
            texts.append(text)
    return texts


def _sentence(record: dict[str, str], suffix: str) -> tuple[str, list[str]]:
    """A row's sentence, and its two candidates (none where it does not give both)."""
    answers = [a for a in (clean(record[f"answer1_{suffix}"]),
                           clean(record[f"answer2_{suffix}"])) if a]
    return clean(record[f"sentence_{suffix}"]), answers if len(answers) == 2 else []


def _rows(path: Path) -> list[list[str]]:
    """The tab-separated rows (no quoting), with one-line errors for what csv refuses (a
    field over its size limit)."""
    rows = csv.reader(io.StringIO(read_text(path), newline=""), delimiter="\t",
                      quoting=csv.QUOTE_NONE)
    try:
        return list(rows)
    except csv.Error as exc:
        raise FormatError(f"unreadable row ({exc})", at(path, rows.line_num)) from exc


def _item(path: Path, line: int, row: dict[str, str], lang: str, suffix: str,
          hints: PronounIndex) -> Item:
    loc = at(path, line, f"idx {row['idx']}")
    if not row["idx"].strip().isdecimal() or len(row["idx"].strip()) > 9:
        raise FormatError(f"idx {row['idx'][:40]!r}; expected a number", loc, code="E005")
    text, answers = _sentence(row, suffix)
    flags = []
    answer = None
    if not answers:
        # Two French rows (idx 44-45) have a sentence but no candidates: kept, and reported.
        flags.append(MISSING_CANDIDATES)
    else:
        answer, exact = _answer_index(clean(row[f"correct_answer_{suffix}"]), answers)
        if answer is None:
            flags.append("answer-unmatched")
        elif not exact:
            flags.append("answer-mismatch")
    snippet = clean(row[f"snippet_{suffix}"]) or None
    cands = [candidate(a, text, None) for a in answers]
    if (hinted := hints.lookup(lang, text)) is not None:
        pronoun, method = hinted
    else:
        pronoun, method = find_pronoun(text, lang, [c.span for c in cands], snippet)
    if pronoun is None:
        flags.append("pronoun-not-found")
    else:
        cands = [candidate(a, text, pronoun.span) for a in answers]
    notes = [f"orig_id: {row['orig_id']}"] + [
        f"{key}: {clean(row[key])}" for key in (f"comment_{suffix}", "source_en", f"trans_{suffix}")
        if row.get(key, "").strip()]
    tags, english = {}, None
    if lang != SOURCE_LANGUAGE:
        tags["translated"] = Tag(value=True, source="pws.tsv")
        if row.get(f"sentence_{COLUMNS[SOURCE_LANGUAGE]}", "").strip():
            english = EnglishLink(id=f"pws-{SOURCE_LANGUAGE}-{int(row['idx']):03d}", by="pws-row")
    return build_item(loc, lambda: Item(
        id=f"pws-{lang}-{int(row['idx']):03d}",
        lang=lang,
        text=text,
        pronoun=pronoun,
        pronoun_found_by=method,
        candidates=cands,
        answer=answer,
        snippet=snippet,
        snippet_kind=("question" if snippet and snippet.endswith("?") else "quote")
        if snippet else None,
        tags=tags,
        schema_id=f"pws-{row['orig_id']}",
        provenance=Provenance(corpus="pws", file=str(path), line=line,
                              record=int(row["idx"]), source_id=row["idx"], english=english,
                              notes=notes),
        flags=flags,
    ))


def _answer_index(correct: str, answers: list[str]) -> tuple[int | None, bool]:
    """Index of the candidate the answer string names, and whether it matched exactly."""
    if correct in answers:
        return answers.index(correct), True
    lowered = [a.lower() for a in answers]
    if correct.lower() in lowered:
        return lowered.index(correct.lower()), True
    ratios = [similarity(correct.lower(), a) for a in lowered]
    best = max(range(len(answers)), key=ratios.__getitem__)
    if ratios[best] >= 0.75 and ratios.count(ratios[best]) == 1:
        return best, False
    prefixed = [i for i, a in enumerate(lowered) if a.startswith(correct.lower())
                or correct.lower().startswith(a)]
    if len(prefixed) == 1:
        return prefixed[0], False
    return None, False
