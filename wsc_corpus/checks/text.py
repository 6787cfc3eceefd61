"""Checks of the characters of an item's texts: encoding damage, spacing, punctuation,
control characters; and the note on a text too long for the checks that parse it."""

from __future__ import annotations

import re
from collections.abc import Iterator

from wsc_corpus.checks.engine import Context, Finding, define, finding, rule
from wsc_corpus.errors import CODES
from wsc_corpus.models import Item

CHECK = define("text", "encoding damage (mojibake), doubled/missing spaces, punctuation, "
               "control characters", any_length=True)

# UTF-8 bytes of an accented letter or a typographic sign decoded as Latin-1/cp1252 ("Ã©" for
# "é"; "Ã " for "à", its no-break space often turned into a space).
MOJIBAKE = re.compile(r"Ã[\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u02c6\u2013-\u203a]"
                      r"|(?<!\w)Ã\s|Â[\u0080-\u00bf]|â€|\ufffd")
DOUBLED_SPACE = re.compile(r"\S( {2,}|\t)\S")
# "said,and", "end.The" (not decimals "4.30", abbreviations "U.S." or times "4:00").
MISSING_SPACE = re.compile(r"(?<=[^\W\d_]{2})[,;!?](?=[^\W\d_])|(?<=[a-z]{2})\.(?=[A-Z][a-z])")
SPACE_BEFORE = re.compile(r"\w \s*[,.](?!\.)")
DOUBLED = re.compile(r"([,;:])\s*\1|(?<!\.)\.\.(?!\.)|[,;:]\s*\.|\.\s*,")
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
# How JSON writes the characters CONTROL finds (a literal backslash gives a harmless extra look).
_ESCAPED = ("\\u00", "\\b", "\\f", "\\r", "\x7f")
PAIRS = (("(", ")"), ("[", "]"), ("«", "»"), ("“", "”"))


def _texts(item: Item) -> Iterator[tuple[str, str]]:
    yield "text", item.text
    if item.snippet:
        yield "snippet", item.snippet
    for index, cand in enumerate(item.candidates):
        yield f"candidate {index}", cand.text


@rule(CHECK)
def check_control(item: Item, context: Context) -> Iterator[Finding]:
    """Every text field of the item (provenance and notes too), once per field."""
    written = item.model_dump_json()
    if not any(mark in written for mark in _ESCAPED):
        return  # the quick look: JSON escapes every C0 character (and DEL is kept as is)
    for field, text in _strings(item.model_dump(), ""):
        if match := CONTROL.search(text):
            yield finding(CODES.X305, f"control character U+{ord(match.group()):04X} in "
                          f"{field or 'a field'} at offset {match.start()}", field=field,
                          found=f"U+{ord(match.group()):04X}", offset=match.start())


def _strings(value: object, where: str) -> Iterator[tuple[str, str]]:
    if isinstance(value, str):
        yield where, value
    elif isinstance(value, dict):
        for key, inner in value.items():
            yield from _strings(inner, f"{where}.{key}" if where else str(key))
    elif isinstance(value, list | tuple):
        for index, inner in enumerate(value):
            yield from _strings(inner, f"{where}[{index}]")


@rule(CHECK)
def check_encoding(item: Item, context: Context) -> Iterator[Finding]:
    for field, text in _texts(item):
        if match := MOJIBAKE.search(text):
            yield finding(CODES.X301, f"encoding damage {match.group()!r} in the {field}: "
                          f"{_around(text, match.start())}", field=field, found=match.group(),
                          offset=match.start())


@rule(CHECK)
def check_spacing(item: Item, context: Context) -> Iterator[Finding]:
    for field, text in _texts(item):
        if text != text.strip():
            yield finding(CODES.X302, f"the {field} starts or ends with a space", field=field)
        if match := DOUBLED_SPACE.search(text):
            yield finding(CODES.X302, f"doubled space in the {field}: {_around(text, match.start())}",
                          field=field, offset=match.start() + 1)
        if match := MISSING_SPACE.search(text):
            yield finding(CODES.X303, f"missing space after {match.group()!r} in the {field}: "
                          f"{_around(text, match.start())}", field=field, offset=match.start())


@rule(CHECK)
def check_punctuation(item: Item, context: Context) -> Iterator[Finding]:
    for field, text in _texts(item):
        for pattern, what in ((SPACE_BEFORE, "space before"), (DOUBLED, "doubled")):
            if match := pattern.search(text):
                mark = match.group().strip()[-1]
                yield finding(CODES.X304, f"{what} {mark!r} in the {field}: "
                              f"{_around(text, match.start())}", field=field,
                              offset=match.start())
        for left, right in PAIRS:
            if text.count(left) != text.count(right):
                yield finding(CODES.X304, f"unbalanced {left}{right} in the {field}", field=field,
                              opening=text.count(left), closing=text.count(right))
        if text.count('"') % 2:
            yield finding(CODES.X304, f"an odd number of '\"' in the {field}", field=field)


def _around(text: str, offset: int, width: int = 20) -> str:
    start, end = max(0, offset - width), offset + width
    return repr(("…" if start else "") + text[start:end] + ("…" if end < len(text) else ""))
