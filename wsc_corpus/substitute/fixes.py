"""Manual fixes: curated substituted sentences that overlay the automatic ones.

Three formats are read:

- the Portuguese collection's ``manual_fixes_portuguese.json``: a JSON array of objects with
  ``question_id`` and ``manually_fixed_correct_sentence``, ``manually_fixed_incorrect_sentence``
  (and ``manually_fixed_correct_switched``/``manually_fixed_incorrect_switched``), matched to
  items by their upstream id (``provenance.source_id``);
- the project's own JSONL, one object per line: ``{"id": ITEM_ID, "correct": ..., "incorrect":
  ..., "correct_switched": ..., "incorrect_switched": ...}`` (any subset of the four roles;
  ``source_id`` may stand for ``id``), matched by item id; ``"text"``, the item's sentence the
  fix was written for, is optional;
- ``wsc-fixes`` (``*.wsc-fixes``, first line ``# wsc-fixes``): one block per item of
  ``key: value`` lines, ``id:``, ``text:`` (required) and the roles; a markup file's fixes,
  ``NAME.wsc-fixes`` beside ``NAME.wsc``, are found like the Portuguese collection's.

A fix that gives the item's sentence (``text``) is applied only while the item still has that
sentence; otherwise it is reported as stale (``ManualFixes.stale``), not applied. A fixed
sentence may mark the candidate with ``[...]``: partial scoring splits there.

A fixed sentence that equals the automatic one after whitespace normalization marks it
``matched``; otherwise it ``replaced`` it, split for partial scoring around the candidate.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from os.path import commonprefix
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from wsc_corpus.errors import FormatError, at
from wsc_corpus.formats._common import kind_of, lines, loads, read_text
from wsc_corpus.models import Item
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
# A markup file's fixes: NAME.wsc-fixes beside NAME.wsc.
MARKUP_FIXES = ".wsc-fixes"
MARKUP_MAGIC = "# wsc-fixes"
_FIX_KEYS = ("id", "text", *ROLES)
# A fixed sentence with its candidate marked: ``... torceu [pelo veterano] porque ...``.
_MARKED = re.compile(r"([^\[\]]*)\[([^\[\]]+)\]([^\[\]]*)")


class StaleFix(BaseModel):
    """A fix written for a sentence its item no longer has."""

    id: str
    expected: str
    found: str

    def __str__(self) -> str:
        return f"{self.id}: written for {self.expected!r}, the item now reads {self.found!r}"


class ManualFixes(BaseModel):
    """Curated sentences by role (``correct``, ``incorrect``, ``correct_switched``,
    ``incorrect_switched``), keyed by item id or by the item's upstream id."""

    model_config = ConfigDict(frozen=True)

    source: str
    by_id: dict[str, dict[str, str]] = Field(default_factory=dict)
    by_source_id: dict[str, dict[str, str]] = Field(default_factory=dict)
    # Upstream ids are only unique within a file: the file (stem) they belong to, if known.
    source_file: str | None = None
    # The item's sentence each fix was written for (by the key of the fix), where given.
    texts: dict[str, str] = Field(default_factory=dict)
    # Every file the fixes were read from (``source`` is the first).
    files: list[str] = Field(default_factory=list)

    def _key(self, item: Item) -> str | None:
        if item.id in self.by_id:
            return item.id
        source_id = item.provenance.source_id
        if source_id is not None and source_id in self.by_source_id and self._same_file(item):
            return source_id
        return None

    def for_item(self, item: Item) -> dict[str, str] | None:
        """The item's fixes by role; None where there are none or they are stale."""
        key = self._key(item)
        if key is None or self._is_stale(key, item):
            return None
        return self.by_id[key] if key == item.id else self.by_source_id[key]

    def _is_stale(self, key: str, item: Item) -> bool:
        return key in self.texts and normalize_space(self.texts[key]) != \
            normalize_space(item.text)

    def stale(self, items: Iterable[Item]) -> list[StaleFix]:
        """The fixes that no longer match their item: its sentence changed since."""
        return [StaleFix(id=item.id, expected=self.texts[key], found=item.text) for item in items
                if (key := self._key(item)) is not None and self._is_stale(key, item)]

    def only(self, items: Iterable[Item]) -> ManualFixes:
        """These fixes restricted to the ones the items could use (the same fix for each
        of them): what a batch of items sent to a worker process needs."""
        ids = [item.id for item in items]
        sources = {item.provenance.source_id for item in items} - {None}
        by_id = {key: self.by_id[key] for key in ids if key in self.by_id}
        by_source_id = {key: self.by_source_id[key] for key in sorted(sources)
                        if key in self.by_source_id}
        keys = [*by_id, *by_source_id]
        return self.model_copy(update={
            "by_id": by_id, "by_source_id": by_source_id,
            "texts": {key: self.texts[key] for key in keys if key in self.texts}})

    def _same_file(self, item: Item) -> bool:
        return self.source_file is None or item.provenance.file is not None and \
            Path(item.provenance.file).stem == self.source_file

    def __len__(self) -> int:
        return len(self.by_id) + len(self.by_source_id)


def load_manual_fixes(path: str | Path) -> ManualFixes:
    """Read fixes in the collection's JSON or the project's JSONL (told apart by content)."""
    path = Path(path)
    text = read_text(path)  # remembered as an input: -o must not replace it
    if text.lstrip().startswith("["):
        return _collection(path, text)
    if path.suffix == MARKUP_FIXES or text.lstrip("\ufeff").startswith(MARKUP_MAGIC):
        return _markup(path, text)
    return _jsonl(path, text)


def _markup(path: Path, text: str) -> ManualFixes:
    by_id: dict[str, dict[str, str]] = {}
    texts: dict[str, str] = {}
    blocks: list[tuple[int, dict[str, str]]] = []
    current: dict[str, str] | None = None
    for number, line in enumerate(lines(text), start=1):
        line = line.rstrip()
        if not line.strip():
            current = None
            continue
        if line.startswith("#"):
            continue
        key, sep, value = line.partition(": ")
        key = key.replace("-", "_")
        if not sep or key not in _FIX_KEYS:
            raise FormatError(f"expected 'key: value' with a key in {list(_FIX_KEYS)}",
                              at(path, number))
        if current is None:
            current = {}
            blocks.append((number, current))
        if key in current:
            raise FormatError(f"a second {key!r} in this fix", at(path, number))
        current[key] = value
    for number, block in blocks:
        roles = {role: block[role] for role in ROLES if role in block}
        if "id" not in block or "text" not in block or not roles:
            raise FormatError("a fix needs 'id:', 'text:' (the item's sentence) and at least "
                              f"one of {list(ROLES)}", at(path, number), code="E004")
        by_id[block["id"]] = roles
        texts[block["id"]] = block["text"]
    return ManualFixes(source=str(path), by_id=by_id, texts=texts, files=[str(path)])


def _collection(path: Path, text: str) -> ManualFixes:
    records = loads(text, at(path))
    if not isinstance(records, list):
        raise FormatError(f"expected a JSON array of fixes, got {kind_of(records)}", at(path),
                          code="E005")
    by_source: dict[str, dict[str, str]] = {}
    for number, record in enumerate(records):
        if not isinstance(record, dict) or not isinstance(record.get("question_id"), int) \
                or isinstance(record["question_id"], bool):
            raise FormatError("expected an object with an integer 'question_id' and "
                              "manually_fixed_* sentences", at(path, None, number), code="E004")
        roles = {role: record[key] for key, role in COLLECTION_KEYS.items()
                 if isinstance(record.get(key), str) and record[key].strip()}
        by_source[str(record["question_id"])] = roles
    # The fixes are of the collection with its original names, not the localised variant.
    return ManualFixes(source=str(path), by_source_id=by_source, source_file=COLLECTION_CORPUS,
                       files=[str(path)])


def _jsonl(path: Path, text: str) -> ManualFixes:
    texts: dict[str, str] = {}
    by_id: dict[str, dict[str, str]] = {}
    by_source: dict[str, dict[str, str]] = {}
    for line_no, line in enumerate(lines(text), start=1):
        if not line.strip():
            continue
        record = loads(line, at(path, line_no))
        if not isinstance(record, dict):
            raise FormatError("expected a JSON object", at(path, line_no))
        key = record.get("id") or record.get("source_id")
        if not isinstance(key, str | int) or isinstance(key, bool) or key == "":
            raise FormatError("expected an 'id' (or 'source_id') naming the item",
                              at(path, line_no), code="E004")
        roles = {role: record[role] for role in ROLES if isinstance(record.get(role), str)}
        if isinstance(record.get("text"), str):
            texts[str(key)] = record["text"]
        unknown = set(record) - set(ROLES) - {"id", "source_id", "text"}
        if unknown or not roles:
            raise FormatError(f"expected sentences under {list(ROLES)}"
                              + (f"; unknown key(s) {sorted(unknown)}" if unknown else ""),
                              at(path, line_no), code="E005")
        (by_id if record.get("id") else by_source)[str(key)] = roles
    return ManualFixes(source=str(path), by_id=by_id, by_source_id=by_source, texts=texts,
                       files=[str(path)])


def collection_fixes(items: Iterable[Item]) -> ManualFixes | None:
    """The fixes found beside the files the items came from: the Portuguese collection's
    next to its HTML, a markup file's ``NAME.wsc-fixes`` next to ``NAME.wsc``."""
    found: list[ManualFixes] = []
    seen: set[Path] = set()
    for item in items:
        if not item.provenance.file:
            continue
        data = Path(item.provenance.file)
        if data.stem == COLLECTION_CORPUS and item.provenance.corpus == COLLECTION_CORPUS:
            beside = data.parent / COLLECTION_FIXES
        else:
            beside = data.with_suffix(MARKUP_FIXES)
        if beside not in seen and beside.is_file():
            seen.add(beside)
            found.append(load_manual_fixes(beside))
    return merge(found) if found else None


def merge(fixes: list[ManualFixes]) -> ManualFixes:
    """Several fix files as one (a later file's fix for the same key wins)."""
    first = fixes[0]
    if len(fixes) == 1:
        return first
    return ManualFixes(
        source=first.source, source_file=first.source_file,
        by_id={k: v for f in fixes for k, v in f.by_id.items()},
        by_source_id={k: v for f in fixes for k, v in f.by_source_id.items()},
        texts={k: v for f in fixes for k, v in f.texts.items()},
        files=[name for f in fixes for name in f.files])


def overlay(sub: Substitution, fixes: dict[str, str]) -> Substitution:
    """The substitution with the curated sentences in place, each marked."""
    fields = {"options": list(sub.options), "switched_options": None
              if sub.switched_options is None else list(sub.switched_options)}
    for role, sentence in fixes.items():
        field, index = sub.place(role)
        if (target := fields[field]) is not None and index is not None and \
                0 <= index < len(target):
            target[index] = _fixed(target[index], sentence)
    return sub.model_copy(update=fields)


def _fixed(auto: SubstitutedSentence, sentence: str) -> SubstitutedSentence:
    marked = _MARKED.fullmatch(sentence)
    plain = "".join(marked.groups()) if marked else sentence
    if normalize_space(auto.text) == normalize_space(plain):
        return auto.model_copy(update={"manual_fix": "matched"})
    prefix, candidate, continuation = marked.groups() if marked else split_like(auto, sentence)
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
    head = sentence.rfind(" ", 0, len(commonprefix([text, sentence]))) + 1
    tail = min(len(commonprefix([text[::-1], sentence[::-1]])),
               min(len(text), len(sentence)) - head)
    end = len(sentence) - tail
    return sentence[:head], sentence[head:end], sentence[end:]
