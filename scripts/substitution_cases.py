"""Substitution cases written as data, shared by the construction tests
(``tests/lang/<code>/constructions/*.jsonl``), the held-out sets (``tests/heldout/``) and the
scripts that count them.

One JSON object a line: ``text`` with the pronoun in square brackets, ``candidates``,
``expected`` (per candidate: the sentence, a list of acceptable sentences, or null where not
asserted), ``source``; an ``id``; ``phenomenon`` or ``construction`` names what it tests;
``known_miss`` says why the engine still misses it, where it does.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from wsc_corpus.models import Candidate, Item, Mention, Provenance, Span
from wsc_corpus.occurrences import find_whole


@dataclass(frozen=True)
class Case:
    id: str
    lang: str
    phenomenon: str
    text: str
    pronoun: tuple[int, int]
    candidates: tuple[str, ...]
    expected: tuple[tuple[str, ...] | None, ...]
    source: str
    known_miss: str = ""  # why the engine still gets it wrong, where it does


def load(path: Path, lang: str) -> list[Case]:
    """The cases of a JSONL file (line by line; a malformed line names its place)."""
    cases = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
            marked = raw["text"]
            start = marked.index("[")
            end = marked.index("]", start)
        except (ValueError, KeyError) as exc:
            raise ValueError(f"{path}:{number}: not a case ({exc})") from exc
        text = marked[:start] + marked[start + 1:end] + marked[end + 1:]
        expected = tuple(None if e is None else (e,) if isinstance(e, str) else tuple(e)
                         for e in raw["expected"])
        cases.append(Case(raw["id"], lang, raw.get("phenomenon") or raw.get("construction"),
                          text, (start, end - 1), tuple(raw["candidates"]), expected,
                          raw.get("source", ""), raw.get("known_miss", "")))
    return cases


def item(case: Case) -> Item:
    """The case as an item: each candidate located where it first occurs in the text."""
    candidates = []
    for text in case.candidates:
        found = find_whole(case.text, text)
        candidates.append(Candidate(text=text, span=Span(start=found[0], end=found[1])
                                    if found else None))
    start, end = case.pronoun
    return Item(id=case.id, lang=case.lang, text=case.text,
                pronoun=Mention(text=case.text[start:end], span=Span(start=start, end=end)),
                candidates=candidates, answer=0,
                provenance=Provenance(corpus="cases", source_id=case.id))


@dataclass(frozen=True)
class Outcome:
    case: Case
    got: tuple[str | None, ...]  # the sentence written for each candidate (None: none)
    findings: tuple[str, ...]

    @property
    def checked(self) -> int:
        return sum(e is not None for e in self.case.expected)

    @property
    def exact(self) -> int:
        return sum(e is not None and g in e for e, g in zip(self.case.expected, self.got,
                                                           strict=True))

    @property
    def ok(self) -> bool:
        return self.exact == self.checked


def run(cases: list[Case]) -> list[Outcome]:
    """Substitute every case (one batch) and pair what was written with what is expected."""
    from wsc_corpus.substitute import substitute

    subs = substitute([item(c) for c in cases])
    out = []
    for case, sub in zip(cases, subs, strict=True):
        got = tuple(sub.options[i].text if i < len(sub.options) else None
                    for i in range(len(case.candidates)))
        out.append(Outcome(case, got, tuple(f"{f.code}: {f.message}" for f in sub.findings)))
    return out
