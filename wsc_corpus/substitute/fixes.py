"""Manual fixes: curated substituted sentences that overlay the automatic ones.

Two formats are read:

- the Portuguese collection's ``manual_fixes_portuguese.json``: a JSON array of objects with
  ``question_id`` and ``manually_fixed_correct_sentence``, ``manually_fixed_incorrect_sentence``
  (and ``manually_fixed_correct_switched``/``manually_fixed_incorrect_switched``), matched to
  items by their upstream id (``provenance.source_id``);
- the project's own JSONL, one object per line: ``{"id": ITEM_ID, "correct": ..., "incorrect":
  ..., "correct_switched": ..., "incorrect_switched": ...}`` (any subset of the four roles;
  ``source_id`` may stand for ``id``), matched by item id.

A fixed sentence that equals the automatic one after whitespace normalization marks it
``matched``; otherwise it ``replaced`` it, split for partial scoring around the candidate.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from wsc_corpus.errors import FormatError, WscError, at
from wsc_corpus.models import Item
from wsc_corpus.output import note_input
from wsc_corpus.substitute.models import SubstitutedSentence, Substitution
from wsc_corpus.substitute.text import normalize_space

ROLES = ("correct", "incorrect", "correct_switched", "incorrect_switched")
# The Portuguese collection's keys for each role.
COLLECTION_KEYS = {
    "manually_fixed_correct_sentence": "correct",
    "manually_fixed_incorrect_sentence": "incorrect",
    "manually_fixed_correct_switched": "correct_switched",
    "manually_fixed_incorrect_switched": "incorrect_switched",
}
# The file of the collection's own fixes, next to its HTML (``data/raw/``).
COLLECTION_FIXES = "manual_fixes_portuguese.json"
COLLECTION_CORPUS = "portuguese_wsc"


class ManualFixes(BaseModel):
    """Curated sentences by role (``correct``, ``incorrect``, ``correct_switched``,
    ``incorrect_switched``), keyed by item id or by the item's upstream id."""

    model_config = ConfigDict(frozen=True)

    source: str
    by_id: dict[str, dict[str, str]] = Field(default_factory=dict)
    by_source_id: dict[str, dict[str, str]] = Field(default_factory=dict)
    # Upstream ids are only unique within a file: the file (stem) they belong to, if known.
    source_file: str | None = None

    def for_item(self, item: Item) -> dict[str, str] | None:
        found = self.by_id.get(item.id)
        source_id = item.provenance.source_id
        if found is None and source_id is not None and self._same_file(item):
            found = self.by_source_id.get(source_id)
        return found

    def _same_file(self, item: Item) -> bool:
        if self.source_file is None:
            return True
        return item.provenance.file is not None and \
            Path(item.provenance.file).stem == self.source_file

    def __len__(self) -> int:
        return len(self.by_id) + len(self.by_source_id)


def load_manual_fixes(path: str | Path) -> ManualFixes:
    """Read fixes in the collection's JSON or the project's JSONL (told apart by content)."""
    path = Path(path)
    note_input(path)  # -o must not replace it
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise FormatError(f"not UTF-8 ({exc.reason})", at(path), code="E009") from exc
    except OSError as exc:
        raise WscError(f"cannot read: {exc.strerror or exc}", at(path)) from exc
    if text.lstrip().startswith("["):
        return _collection(path, text)
    return _jsonl(path, text)


def _collection(path: Path, text: str) -> ManualFixes:
    try:
        records = json.loads(text)
    except json.JSONDecodeError as exc:
        raise FormatError(f"invalid JSON ({exc.msg})", at(path, exc.lineno)) from exc
    by_source: dict[str, dict[str, str]] = {}
    for number, record in enumerate(records):
        if not isinstance(record, dict) or not isinstance(record.get("question_id"), int):
            raise FormatError("expected an object with an integer 'question_id' and "
                              "manually_fixed_* sentences", at(path, None, number), code="E004")
        roles = {role: record[key] for key, role in COLLECTION_KEYS.items()
                 if isinstance(record.get(key), str) and record[key].strip()}
        by_source[str(record["question_id"])] = roles
    # The fixes are of the collection with its original names, not the localised variant.
    return ManualFixes(source=str(path), by_source_id=by_source, source_file=COLLECTION_CORPUS)


def _jsonl(path: Path, text: str) -> ManualFixes:
    by_id: dict[str, dict[str, str]] = {}
    by_source: dict[str, dict[str, str]] = {}
    for line_no, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise FormatError(f"invalid JSON ({exc.msg}); expected one object per line",
                              at(path, line_no)) from exc
        if not isinstance(record, dict):
            raise FormatError("expected a JSON object", at(path, line_no))
        key = record.get("id") or record.get("source_id")
        if not isinstance(key, str | int) or key == "":
            raise FormatError("expected an 'id' (or 'source_id') naming the item",
                              at(path, line_no), code="E004")
        roles = {role: record[role] for role in ROLES if isinstance(record.get(role), str)}
        unknown = set(record) - set(ROLES) - {"id", "source_id"}
        if unknown or not roles:
            raise FormatError(f"expected sentences under {list(ROLES)}"
                              + (f"; unknown key(s) {sorted(unknown)}" if unknown else ""),
                              at(path, line_no), code="E005")
        (by_id if record.get("id") else by_source)[str(key)] = roles
    return ManualFixes(source=str(path), by_id=by_id, by_source_id=by_source)


def collection_fixes(items: Iterable[Item]) -> ManualFixes | None:
    """The Portuguese collection's own fixes, found next to the HTML its items came from."""
    for item in items:
        if item.provenance.corpus == COLLECTION_CORPUS and item.provenance.file:
            html = Path(item.provenance.file)
            candidate = html.parent / COLLECTION_FIXES
            if html.stem == COLLECTION_CORPUS and candidate.is_file():
                return load_manual_fixes(candidate)
    return None


def overlay(sub: Substitution, fixes: dict[str, str]) -> Substitution:
    """The substitution with the curated sentences in place, each marked."""
    options = list(sub.options)
    switched = list(sub.switched_options) if sub.switched_options is not None else None
    wrong = sub._wrong
    where = {"correct": (options, sub.answer), "incorrect": (options, wrong),
             "correct_switched": (switched, wrong), "incorrect_switched": (switched, sub.answer)}
    for role, sentence in fixes.items():
        target, index = where[role]
        if target is None or index is None or not 0 <= index < len(target):
            continue
        target[index] = _fixed(target[index], sentence)
    return sub.model_copy(update={"options": options, "switched_options": switched})


def _fixed(auto: SubstitutedSentence, sentence: str) -> SubstitutedSentence:
    if normalize_space(auto.text) == normalize_space(sentence):
        return auto.model_copy(update={"manual_fix": "matched"})
    prefix, candidate, continuation = split_like(auto, sentence)
    return SubstitutedSentence(prefix=prefix, candidate=candidate, continuation=continuation,
                               manual_fix="replaced")


def split_like(auto: SubstitutedSentence, sentence: str) -> tuple[str, str, str]:
    """Split a curated sentence for partial scoring: around the candidate as the automatic
    sentence placed it (its occurrence nearest the automatic split), else around the part
    that differs from the automatic sentence."""
    lower, cand = sentence.lower(), auto.candidate.lower()
    starts = [i for i in range(len(lower)) if cand and lower.startswith(cand, i)]
    if starts:
        start = min(starts, key=lambda i: abs(i - len(auto.prefix)))
        return sentence[:start], sentence[start:start + len(cand)], sentence[start + len(cand):]
    text = auto.text
    head = 0
    while head < min(len(text), len(sentence)) and text[head] == sentence[head]:
        head += 1
    head = sentence.rfind(" ", 0, head) + 1
    tail = 0
    while tail < min(len(text), len(sentence)) - head and text[-1 - tail] == sentence[-1 - tail]:
        tail += 1
    end = len(sentence) - tail
    return sentence[:head], sentence[head:end], sentence[end:]
