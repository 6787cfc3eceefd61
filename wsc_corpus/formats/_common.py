"""Helpers shared by the format readers: whitespace, spans, twin groups, special words."""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from pydantic import ValidationError

from wsc_corpus.errors import FormatError, Location, WscError, at
from wsc_corpus.models import Candidate, Item, Mention, Span

_SPACES = re.compile(r"\s+")
_TOKEN = re.compile(r"\w+(?:[-'’]\w+)*|[^\w\s]", re.UNICODE)

# The WSC285 twin groups (0-based positions in WSCollection.xml): pairs, except one triple
# (252-254) and one group of four over the same two sentences (267-270). Collections aligned
# with WSC285 (FWSC285, the Portuguese set, the Trichelair labels) share them.
WSC285_SIZE = 285


def wsc285_group(index: int) -> str:
    """The twin-group id of a WSC285 position: ``wsc-`` and the group's first position."""
    if 252 <= index <= 254:
        first = 252
    elif 267 <= index <= 270:
        first = 267
    elif index < 252:
        first = index - index % 2
    elif index < 267:
        first = index - (index - 255) % 2
    else:
        first = index - (index - 271) % 2
    return f"wsc-{first:03d}"


def group_consecutive(items: Sequence[Item], prefix: str) -> None:
    """Set schema_id on items that come in consecutive twin groups.

    An item joins the open group when it has the same candidates (ignoring case) as the
    group's first item and a similar sentence; otherwise it opens a new group.
    """
    first: Item | None = None
    for pos, item in enumerate(items):
        if first is None or not _twins(first, item):
            first = item
            group = f"{prefix}-{pos:03d}"
        item.schema_id = group


def _twins(a: Item, b: Item) -> bool:
    same_candidates = {c.text.lower().strip() for c in a.candidates} == \
        {c.text.lower().strip() for c in b.candidates}
    ratio = difflib.SequenceMatcher(a=a.text.lower().split(), b=b.text.lower().split()).ratio()
    return same_candidates and ratio >= 0.6


def clean(text: str | None) -> str:
    """Collapse runs of whitespace and strip."""
    return _SPACES.sub(" ", text or "").strip()


_ELIDED_END = ("'", "’")
_CLOSING = (".", ",", ";", ":", "!", "?", "'", "’", ")", "]", "”", "»")


def join_pieces(before: str, pron: str, after: str) -> tuple[str, int]:
    """A sentence stored in pieces (NYU ``txt1``/``pron``/``txt2``, the Portuguese HTML's
    text around ``<b>``) joined with single spaces, except after an elided word (``parce
    qu'`` + ``il`` = ``parce qu'il``; ``l'`` + ``ai``) and before closing punctuation;
    returns the text and where the pronoun starts."""
    text = before
    if before and not before.endswith(_ELIDED_END):
        text += " "
    start = len(text)
    text += pron
    if after:
        if not pron.endswith(_ELIDED_END) and not after.startswith(_CLOSING):
            text += " "
        text += after
    return text, start


def find_span(text: str, needle: str, avoid: Span | None = None) -> Span | None:
    """The first case-insensitive whole-word occurrence of needle, not overlapping avoid."""
    if not needle:
        return None
    pattern = re.compile(r"(?<!\w)" + re.escape(needle) + r"(?!\w)", re.IGNORECASE)
    for match in pattern.finditer(text):
        if avoid and match.start() < avoid.end and avoid.start < match.end():
            continue
        return Span(start=match.start(), end=match.end())
    return None


def candidate(text: str, sentence: str, pronoun: Span | None) -> Candidate:
    """A candidate with the span of its first occurrence (any case) in the sentence."""
    return Candidate(text=text, span=find_span(sentence, text, avoid=pronoun))


def mention_at(text: str, start: int, end: int) -> Mention:
    return Mention(text=text[start:end], span=Span(start=start, end=end))


def tokens(text: str) -> list[tuple[str, int, int]]:
    return [(m.group(), m.start(), m.end()) for m in _TOKEN.finditer(text)]


def derive_special(items: Sequence[Item]) -> None:
    """Fill special/alternate of each item of a twin group by diffing it with its twin.

    An item's twin is the nearest other item of the group with a different text, preferring
    one with the same pronoun. The words of the earlier of the two are the special word;
    those of the later, the alternate.
    """
    for pos, item in enumerate(items):
        if item.special is not None:
            continue
        others = [j for j, other in enumerate(items) if other.text != item.text]
        if not others:
            continue
        same = [j for j in others if _pronoun_text(items[j]) == _pronoun_text(item)]
        twin_pos = min(same or others, key=lambda j: abs(j - pos))
        twin = items[twin_pos]
        mine, theirs = _diff_words(item.text, twin.text)
        if mine is None or theirs is None:
            continue
        own = mention_at(item.text, *mine)
        other = Mention(text=twin.text[theirs[0]:theirs[1]])
        item.special, item.alternate = (own, other) if pos < twin_pos else (other, own)
        item.special_derived = True


def derive_special_in_groups(items: Sequence[Item]) -> None:
    """``derive_special`` on each twin group (items sharing a ``schema_id``), in item order."""
    groups: dict[str | None, list[Item]] = {}
    for item in items:
        groups.setdefault(item.schema_id, []).append(item)
    for group in groups.values():
        derive_special(group)


def _pronoun_text(item: Item) -> str | None:
    return item.pronoun.text.lower() if item.pronoun else None


def _diff_words(a: str, b: str) -> tuple[tuple[int, int] | None, tuple[int, int] | None]:
    """Character spans of the differing token run between two sentences.

    A pure insertion or deletion is widened by the token before it, so that both sides are
    non-empty (``was`` / ``was not``).
    """
    ta, tb = tokens(a), tokens(b)
    matcher = difflib.SequenceMatcher(a=[t[0].lower() for t in ta], b=[t[0].lower() for t in tb],
                                      autojunk=False)
    changes = [op for op in matcher.get_opcodes() if op[0] != "equal"]
    if not changes:
        return None, None
    a0, a1 = changes[0][1], changes[-1][2]
    b0, b1 = changes[0][3], changes[-1][4]
    if (a0 == a1 or b0 == b1) and a0 > 0 and b0 > 0:
        a0, b0 = a0 - 1, b0 - 1
    if a0 == a1 or b0 == b1:
        return None, None
    return (ta[a0][1], ta[a1 - 1][2]), (tb[b0][1], tb[b1 - 1][2])


def build_item(loc: Location, make: Callable[[], Item]) -> Item:
    """Run an item constructor, turning a validation error into a one-line FormatError."""
    try:
        return make()
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ())) or "item"
        raise FormatError(f"{where}: {first['msg']}", loc, code="E005") from exc


def read_bytes(path: Path, expected: str | None = None) -> bytes:
    """A whole file; one-line errors when it cannot be read, or, given what was ``expected``,
    when it is empty."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise WscError(f"cannot read: {exc.strerror or exc}", at(path)) from exc
    if expected is not None and not data.strip():
        raise FormatError(f"empty file; expected {expected}", at(path))
    return data


def read_text(path: Path) -> str:
    """A whole UTF-8 file (newlines kept as written); one-line errors when it cannot be read."""
    data = read_bytes(path)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise FormatError(f"not UTF-8 ({exc.reason})", at(path, line), code="E009") from exc


def json_lines(path: Path, expected: str) -> Iterator[tuple[int, dict]]:
    """``(line number, object)`` for each non-blank line of a JSON Lines file; an empty
    file is an error naming what was ``expected``."""
    found = False
    for number, line in enumerate(read_text(path).splitlines(), start=1):
        if line.strip():
            found = True
            yield number, parse_json_line(line, at(path, number))
    if not found:
        raise FormatError(f"empty file; expected {expected}", at(path))


def parse_json_line(line: str, loc: Location) -> dict:
    """One JSON object of a JSON Lines file."""
    try:
        data = json.loads(line)
    except json.JSONDecodeError as exc:
        raise FormatError(f"invalid JSON ({exc.msg} at column {exc.colno})", loc) from exc
    if not isinstance(data, dict):
        raise FormatError(f"expected a JSON object, got {type(data).__name__}", loc)
    return data


def read_json(path: Path) -> object:
    """A whole JSON document; one-line errors naming the line where it is invalid."""
    try:
        return json.loads(read_text(path))
    except json.JSONDecodeError as exc:
        raise FormatError(f"invalid JSON ({exc.msg})", at(path, exc.lineno)) from exc
