"""Helpers shared by the format readers: whitespace, spans, twin groups, special words."""

from __future__ import annotations

import difflib
import functools
import json
import math
import os
import re
import stat
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path

from pydantic import ValidationError

from wsc_corpus.errors import FormatError, Location, WscError, at
from wsc_corpus.models import Candidate, EnglishLink, Item, Mention, Span
from wsc_corpus.output import note_input

_TOKEN = re.compile(r"\w+(?:[-'’]\w+)*|[^\w\s]", re.UNICODE)

# The WSC285 twin groups (0-based positions in WSCollection.xml): pairs, except one triple
# (252-254) and one group of four over the same two sentences (267-270). Collections aligned
# with WSC285 (FWSC285, the Portuguese set, the Trichelair labels) share them.
WSC285_SIZE = 285


def wsc285_group(index: int) -> str:
    """The twin-group id of a WSC285 position: ``wsc-`` and the group's first position."""
    for first, last in ((252, 254), (267, 270)):
        if first <= index <= last:
            return f"wsc-{first:03d}"
    pairs_from = 0 if index < 252 else 255 if index < 267 else 271  # where pairs start again
    return f"wsc-{index - (index - pairs_from) % 2:03d}"


def wsc285_link(index: int) -> EnglishLink:
    """The link of an item at a WSC285 position to the NYU English item there (``nyu_xml``'s
    ``nyu-en-NNN``), as the collections aligned with WSC285 give it."""
    return EnglishLink(id=f"nyu-en-{index:03d}", by="wsc285-index")


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
    return same_candidates and similar(a.text.lower().split(), b.text.lower().split(), 0.6)


def clean(text: str | None) -> str:
    """Collapse runs of whitespace and strip (``str.split`` takes as whitespace exactly what
    ``\\s`` matches: the ``str.isspace`` characters)."""
    return " ".join(text.split()) if text else ""


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


# Sentences longer than this are not compared word by word (difflib is quadratic): no
# Winograd sentence comes near it, and a mangled input must not take minutes.
MAX_COMPARED = 4000


def similarity(a: Sequence, b: Sequence, autojunk: bool = True) -> float:
    """difflib's ratio of two sequences; 0 where either is longer than ``MAX_COMPARED``."""
    if len(a) > MAX_COMPARED or len(b) > MAX_COMPARED:
        return 0.0
    return difflib.SequenceMatcher(a=a, b=b, autojunk=autojunk).ratio()


def similar(a: Sequence, b: Sequence, threshold: float, autojunk: bool = True) -> bool:
    """``similarity(a, b, autojunk) >= threshold``, without difflib where a shared start or
    end already decides it: difflib matches at least the longest common block, so its ratio
    is at least twice the longer of the common prefix and suffix over the total length
    (unless autojunk can drop elements: from 200 elements on)."""
    if len(a) > MAX_COMPARED or len(b) > MAX_COMPARED:
        return 0.0 >= threshold
    total = len(a) + len(b)
    if total and (not autojunk or len(b) < 200):
        shortest = min(len(a), len(b))
        prefix = next((i for i in range(shortest) if a[i] != b[i]), shortest)
        suffix = next((i for i in range(shortest) if a[-1 - i] != b[-1 - i]), shortest)
        if 2 * max(prefix, suffix) / total >= threshold:
            return True
    return similarity(a, b, autojunk) >= threshold


def find_span(text: str, needle: str, avoid: Span | None = None) -> Span | None:
    """The first case-insensitive whole-word occurrence of needle, not overlapping avoid."""
    if not needle:
        return None
    low, high = (avoid.start, avoid.end) if avoid else (0, 0)
    if text.isascii() and needle.isascii():  # word_occurrences' search, without a generator
        lowered, sought, size = text.lower(), needle.lower(), len(needle)
        pos = _next_word(text, lowered, sought, 0)
        while pos >= 0 and pos < high and low < pos + size:
            pos = _next_word(text, lowered, sought, pos + size)
        return None if pos < 0 else Span.of(pos, pos + size)
    for start, end in word_occurrences(text, needle):
        if start < high and low < end:
            continue
        return Span.of(start, end)
    return None


_ASCII_WORD = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")


def word_occurrences(text: str, needle: str) -> Iterator[tuple[int, int]]:
    r"""``(start, end)`` of each case-insensitive whole-word occurrence of ``needle``, as
    ``re.finditer(r"(?<!\w)needle(?!\w)", text, re.IGNORECASE)`` finds them. ASCII text is
    searched with ``str.find`` (a pattern compiled per needle costs more than the search)."""
    if not (text.isascii() and needle.isascii()):
        for match in _word_pattern(needle).finditer(text):
            yield match.span()
        return
    lowered, sought, size = text.lower(), needle.lower(), len(needle)
    pos = _next_word(text, lowered, sought, 0)
    while pos >= 0:
        yield pos, pos + size
        pos = _next_word(text, lowered, sought, pos + size)


def _next_word(text: str, lowered: str, sought: str, pos: int) -> int:
    """Where the first whole-word occurrence of ``sought`` in ``lowered`` (ASCII ``text``
    lowercased) at or after ``pos`` starts, or -1."""
    pos = lowered.find(sought, pos)
    while pos >= 0:
        end = pos + len(sought)
        if (pos == 0 or text[pos - 1] not in _ASCII_WORD) and \
                (end == len(text) or text[end] not in _ASCII_WORD):
            return pos
        pos = lowered.find(sought, pos + 1)
    return -1


@functools.lru_cache(maxsize=4096)
def _word_pattern(needle: str) -> re.Pattern:
    return re.compile(r"(?<!\w)" + re.escape(needle) + r"(?!\w)", re.IGNORECASE)


def candidate(text: str, sentence: str, pronoun: Span | None) -> Candidate:
    """A candidate with the span of its first occurrence (any case) in the sentence."""
    return Candidate.of(text, find_span(sentence, text, avoid=pronoun))


def mention_at(text: str, start: int, end: int) -> Mention:
    return Mention.of(text[start:end], Span.of(start, end))


_BRACKETS = re.compile(r"\[([^\]]+)\]")


def bracketed(marked: str, marker: re.Pattern = _BRACKETS) -> tuple[str, Mention | None, int]:
    """A sentence that marks its pronoun as ``[it]``: the sentence without the markers
    (``marker``'s matches, group 1 what one encloses), the first marked pronoun, located in
    it (None where none is marked), and how many markers there were."""
    text, count = marker.subn(_inner, marked)
    first = marker.search(marked)
    if first is None:
        return text, None, 0
    return text, mention_at(text, first.start(), first.start() + len(first.group(1))), count


def _inner(match: re.Match) -> str:
    """What a marker encloses (a function: re's template expansion of ``\\1`` is Python)."""
    return match.group(1)


def tokens(text: str) -> list[tuple[str, int, int]]:
    return [(m.group(), *m.span()) for m in _TOKEN.finditer(text)]


def derive_special_in_groups(items: Sequence[Item]) -> None:
    """Fill special/alternate of the items of each twin group (items sharing a
    ``schema_id``) by diffing each with its twin.

    An item's twin is the nearest other item of the group with a different text, preferring
    one with the same pronoun. The words of the earlier of the two are the special word;
    those of the later, the alternate.
    """
    groups: dict[str | None, list[Item]] = {}
    for item in items:
        groups.setdefault(item.schema_id, []).append(item)
    for group in groups.values():
        words: dict[str, tuple[list[tuple[int, int]], list[str]]] = {}  # tokens, per group
        texts = [item.text for item in group]
        pronouns = [item.pronoun.text.lower() if item.pronoun else None for item in group]
        for pos, item in enumerate(group):
            if item.special is not None:
                continue
            others = [j for j, other in enumerate(texts) if other != texts[pos]]
            if not others:
                continue
            same = [j for j in others if pronouns[j] == pronouns[pos]]
            twin_pos = min(same or others, key=lambda j: abs(j - pos))
            twin = group[twin_pos]
            mine, theirs = _diff_words(item.text, twin.text, words)
            if mine is None or theirs is None:
                continue
            own = mention_at(item.text, *mine)
            other = Mention(text=twin.text[theirs[0]:theirs[1]])
            item.special, item.alternate = (own, other) if pos < twin_pos else (other, own)
            item.special_derived = True


def _diff_words(a: str, b: str, words: dict
                ) -> tuple[tuple[int, int] | None, tuple[int, int] | None]:
    """Character spans of the differing token run between two sentences (``words``: the
    token offsets of sentences already seen, and their lowercase forms).

    A pure insertion or deletion is widened by the token before it, so that both sides are
    non-empty (``was`` / ``was not``).
    """
    (ta, la), (tb, lb) = _words(a, words), _words(b, words)
    if len(ta) > MAX_COMPARED or len(tb) > MAX_COMPARED:
        return None, None
    changed = changed_run(la, lb)
    if changed is None:
        return None, None
    a0, a1, b0, b1 = changed
    if (a0 == a1 or b0 == b1) and a0 > 0 and b0 > 0:
        a0, b0 = a0 - 1, b0 - 1
    if a0 == a1 or b0 == b1:
        return None, None
    return (ta[a0][0], ta[a1 - 1][1]), (tb[b0][0], tb[b1 - 1][1])


def changed_run(a: Sequence, b: Sequence) -> tuple[int, int, int, int] | None:
    """``(a0, a1, b0, b1)`` from the start of the first change to the end of the last that
    ``difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes()`` lists, found as it
    finds them (the longest matching block, earliest in ``a`` then in ``b``, then the same
    on each side of it) without its objects and its junk heuristics, which are off here;
    None where the sequences are equal."""
    trimmed = _changed_middle(a, b)
    if trimmed is not None:
        return trimmed
    b2j: dict = {}
    for j, word in enumerate(b):
        b2j.setdefault(word, []).append(j)
    blocks = []
    queue = [(0, len(a), 0, len(b))]
    while queue:
        alo, ahi, blo, bhi = queue.pop()
        besti, bestj, size = alo, blo, 0
        lengths: dict[int, int] = {}
        for i in range(alo, ahi):
            ending: dict[int, int] = {}
            for j in b2j.get(a[i], ()):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = ending[j] = lengths.get(j - 1, 0) + 1
                if k > size:
                    besti, bestj, size = i - k + 1, j - k + 1, k
            lengths = ending
        if size:
            blocks.append((besti, bestj, size))
            if alo < besti and blo < bestj:
                queue.append((alo, besti, blo, bestj))
            if besti + size < ahi and bestj + size < bhi:
                queue.append((besti + size, ahi, bestj + size, bhi))
    blocks.sort()
    blocks.append((len(a), len(b), 0))
    first = last = None
    i = j = 0
    for ai, bj, size in blocks:
        if i < ai or j < bj:
            first = first or (i, j)
            last = (ai, bj)
        i, j = ai + size, bj + size
    return None if first is None or last is None else (first[0], last[0], first[1], last[1])


def _changed_middle(a: Sequence, b: Sequence) -> tuple[int, int, int, int] | None:
    """``changed_run`` where each sequence has a non-empty run between the common start and
    the common end whose elements occur nowhere in the other sequence (twins differing by a
    word): no matching block can cross those runs, so its blocks are the common start and
    the common end, and the change is what lies between them. None where this does not
    apply (an insertion, a word that occurs elsewhere in the other sentence)."""
    if a == b:
        return None
    shortest = min(len(a), len(b))
    start = 0
    while start < shortest and a[start] == b[start]:
        start += 1
    end = 0
    while end < shortest - start and a[-1 - end] == b[-1 - end]:
        end += 1
    a_end, b_end = len(a) - end, len(b) - end
    if start == a_end or start == b_end or not set(a[start:a_end]).isdisjoint(b) or \
            not set(b[start:b_end]).isdisjoint(a):
        return None
    return start, a_end, start, b_end


def _words(text: str, seen: dict) -> tuple[list[tuple[int, int]], list[str]]:
    """The offsets of a text's tokens (those of ``tokens``) and their lowercase forms."""
    if text not in seen:
        spans = [match.span() for match in _TOKEN.finditer(text)]
        lowered = text.lower()
        # str.lower() works letter by letter but for İ (two letters) and a final Σ
        if len(lowered) != len(text) or "Σ" in text:
            seen[text] = spans, [text[start:end].lower() for start, end in spans]
        else:
            seen[text] = spans, [lowered[start:end] for start, end in spans]
    return seen[text]


def json_lines_head(head: bytes, keys: tuple[bytes, ...]) -> bool:
    """Whether a file's head is JSON lines whose first line is an object naming every key."""
    first = head.lstrip().split(b"\n", 1)[0]
    return first.startswith(b"{") and all(key in first for key in keys)


def json_array_head(head: bytes, keys: tuple[bytes, ...]) -> bool:
    """Whether a file's head opens a JSON array and names every key."""
    return head.lstrip().startswith(b"[") and all(key in head for key in keys)


def build_item(loc: Location, make: Callable[[], Item]) -> Item:
    """Run an item constructor, turning a validation error into a one-line FormatError; a
    blank pronoun is refused."""
    try:
        item = make()
    except ValidationError as exc:
        raise invalid(exc, loc) from exc
    if item.pronoun is not None and not item.pronoun.text.strip():
        raise FormatError("the pronoun is blank", loc, code="E004")
    return item


def invalid(exc: ValidationError, loc: Location) -> FormatError:
    """The first problem of a pydantic validation error, as a located FormatError."""
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first.get("loc", ())) or "item"
    return FormatError(f"{where}: {first['msg']}", loc, code="E005")


def reader(load: Callable) -> Callable:
    """Decorate a format's ``load``: a model validation error that escapes the item builder
    (a span or candidate built beforehand), or a value nested too deeply to handle, becomes
    a FormatError naming the file."""

    @functools.wraps(load)
    def wrapper(path: Path, *args, **kwargs):
        try:
            return load(path, *args, **kwargs)
        except ValidationError as exc:
            raise invalid(exc, at(path)) from exc
        except RecursionError as exc:
            raise FormatError("nested too deeply", at(path)) from exc

    return wrapper


# --- typed field access ----------------------------------------------------------------------

def kind_of(value: object) -> str:
    """How a JSON value is named in messages."""
    return {type(None): "null", bool: "a boolean", int: "an integer", float: "a number",
            str: "a string", list: "a list", dict: "an object"}.get(type(value),
                                                                    type(value).__name__)


def field(record: dict, key: str, loc: Location, required: bool = True) -> str | None:
    """``record[key]`` checked to be a string; a missing key, null or a blank string gives
    None where not ``required``."""
    value = record.get(key)
    if value is not None and not isinstance(value, str):
        raise FormatError(f"{key!r} is {kind_of(value)}; expected a string", loc, code="E005")
    if value is None or not value.strip():
        if required:
            raise FormatError(f"{'missing' if value is None else 'empty'} {key!r}; expected a "
                              "string", loc, code="E004")
        return None
    return value


_DIGITS = re.compile(r"[0-9]+")


def parse_int(value: object, what: str, loc: Location, expected: str = "a non-negative "
              "integer", max_digits: int = 18) -> int:
    """The one reading of an integer field (a JSON integer or a string of ASCII digits, at most
    ``max_digits`` of them): anything else (``²``, ``1e3``, 5,000 digits, a boolean) is a
    located FormatError naming the field and what was ``expected``."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10 ** max_digits:
        return value
    text = value.strip() if isinstance(value, str) else None
    if text is None or not _DIGITS.fullmatch(text) or len(text) > max_digits:
        shown = repr(value[:40] + "...") if isinstance(value, str) and len(value) > 40 \
            else repr(value) if isinstance(value, str) else kind_of(value)
        raise FormatError(f"{what} {shown}; expected {expected}", loc, code="E005")
    return int(text)


def text_field(record: dict, key: str, loc: Location, required: bool = True) -> str:
    """A string field with its whitespace collapsed (``clean``); '' where absent and not
    ``required``."""
    return clean(field(record, key, loc, required=required))


# --- reading files ---------------------------------------------------------------------------

# The most read from an input that is not a regular file (a pipe, a device).
MAX_STREAM = 256 << 20


def read_bytes(path: Path, expected: str | None = None) -> bytes:
    """A whole file; one-line errors when it cannot be read, or, given what was ``expected``,
    when it is empty. The file is remembered as an input of this run (``-o`` refuses it)."""
    note_input(path)
    try:
        with path.open("rb") as handle:
            if stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                data = handle.read()
            else:  # a FIFO or a device (/dev/zero never ends): read at most MAX_STREAM bytes
                data = handle.read(MAX_STREAM + 1)
                if len(data) > MAX_STREAM:
                    raise FormatError(f"more than {MAX_STREAM >> 20} MiB from a file that is "
                                      "not a regular file (a device or a pipe)", at(path))
    except OSError as exc:
        raise WscError(f"cannot read: {exc.strerror or exc}", at(path)) from exc
    if expected is not None and not data.strip():
        raise FormatError(f"empty file; expected {expected}", at(path))
    return data


def read_text(path: Path) -> str:
    """A whole UTF-8 file (newlines kept as written); one-line errors when it cannot be read."""
    return decode(read_bytes(path), path)


def decode(data: bytes, path: Path, first_line: int = 1) -> str:
    """Bytes read from ``path`` (its lines from ``first_line`` on) as UTF-8; a located
    FormatError where they are not."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + first_line
        raise FormatError(f"not UTF-8 ({exc.reason})", at(path, line), code="E009") from exc


def lines(text: str) -> list[str]:
    """The lines of a text file: split on ``\n`` only (``\r\n`` too), never on the other
    characters ``str.splitlines`` takes as breaks (U+2028, U+2029, form feed...), which are
    text inside a line of JSON or TSV."""
    parts = text.split("\n")
    if parts and parts[-1] == "":
        parts.pop()
    return [p.removesuffix("\r") for p in parts]


def json_lines(path: Path, expected: str) -> Iterator[tuple[int, dict]]:
    """``(line number, object)`` for each non-blank line of a JSON Lines file; an empty
    file is an error naming what was ``expected``."""
    text = read_text(path)
    if not text or text.isspace():  # text.strip() without its copy
        raise FormatError(f"empty file; expected {expected}", at(path))
    return json_records(path, lines(text))


def json_records(path: Path, texts: Iterable[str], first_line: int = 1
                 ) -> Iterator[tuple[int, dict]]:
    """``(line number, object)`` for each non-blank line of ``texts``, lines of a JSON Lines
    file from ``first_line`` on (a piece of it: ``wsc_corpus.formats.pieces``)."""
    for number, line in enumerate(texts, start=first_line):
        if line.strip():
            data = json_object(line)
            if data is None or _SURROGATE_ESCAPE.search(line):  # say what is wrong, and where
                data = loads(line, at(path, number))
                if not isinstance(data, dict):
                    raise FormatError(f"expected a JSON object, got {type(data).__name__}",
                                      at(path, number))
            yield number, data


def json_object(line: str) -> dict | None:
    """A line of JSON Lines as its object, or None where it is not one (what is wrong with
    it is said when the line is read: :func:`json_records`)."""
    try:
        data = _DECODER.decode(line)
    except (ValueError, RecursionError):
        return None
    return data if type(data) is dict else None


def read_json(path: Path) -> object:
    """A whole JSON document; one-line errors naming the line where it is invalid."""
    return loads(read_text(path), at(path))


# The one JSON reading path. Limits: nesting (Python's recursion limit, far above any
# format's 4 levels), integers of at most 4,300 digits (Python's own limit), finite numbers,
# and strings without lone surrogates (``"\udfff"``: not text, cannot be written as UTF-8).
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"number {text[:20]} out of range")
    return value


def _constant(name: str) -> float:
    raise ValueError(f"{name} is not a JSON number")


_DECODER = json.JSONDecoder(parse_float=_finite, parse_constant=_constant)


def loads(text: str, loc: Location) -> object:
    """Parse JSON text read at ``loc``; every way it can be invalid is a located FormatError
    (the line of a multi-line document where the parser stopped)."""
    try:
        data = _DECODER.decode(text)
    except json.JSONDecodeError as exc:
        raise FormatError(f"invalid JSON ({exc.msg} at column {exc.colno})",
                          _line(loc, text, exc.pos)) from exc
    except RecursionError as exc:
        raise FormatError("invalid JSON (nested too deeply)", loc) from exc
    except ValueError as exc:  # a number out of range
        raise FormatError(f"invalid JSON ({_first_line(exc)})", loc) from exc
    match = _SURROGATE_ESCAPE.search(text)
    if match and _has_lone_surrogate(data):
        raise FormatError("invalid JSON (a lone surrogate \\u escape is not a character)",
                          _line(loc, text, match.start()), code="E009")
    return data


def _line(loc: Location, text: str, pos: int) -> Location:
    """``loc`` with the line of offset ``pos`` in a multi-line document."""
    if loc.line is not None or "\n" not in text:
        return loc
    return Location(loc.path, text.count("\n", 0, pos) + 1, loc.record)


def _first_line(exc: Exception) -> str:
    return str(exc).split("\n", 1)[0].split(";", 1)[0]


def _has_lone_surrogate(value: object) -> bool:
    stack = [value]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                return True
        elif isinstance(value, list):
            stack.extend(value)
        elif isinstance(value, dict):
            stack.extend(value)
            stack.extend(value.values())
    return False
