"""``wsc-markup``: schemas written by hand, one block per schema, spans computed from the markup.

A plain UTF-8 text file (``.wsc``, or any file whose first line is ``# wsc-markup``). Blocks are
separated by blank lines; lines starting with ``#`` are comments. The first block may be a
header of file-wide defaults (``lang``, ``corpus``, ``snippet-kind``, ``tag-source``,
``pronoun-found-by``, ``id-prefix``). Every other block is one schema: its marked-up
sentence(s) first, then ``key: value`` lines::

    <The trophy> doesn't fit into <the suitcase> because [it] is too {large|small}.
    answers: 0 1
    snippet: it is too {large|small}
    tags: associative=no switchable=no

``[...]`` is the pronoun, ``<...>`` a candidate (in order of mention), ``{special|alternate}``
the twin slot: one sentence with a slot gives the two twins; each word of the slot may mark the
pronoun or a candidate it holds (``{[he] was|[he]} refused``), and a candidate may hold the slot
(``<the {butterfly wing|heavy book}>``). Sentences that are not one
template apart are written one per line, each marking the word it holds (``{*special|alternate}``
or ``{special|*alternate}``). ``\\`` escapes a markup character.

Keys (``KEYS``): ``answers``, ``ids``, ``source-ids``, ``english-ids`` and ``english-links``
(``ID=HOW``: ``provenance.english``) list one value per
sentence (``-`` for none); every other key is given once (for every sentence of the block; a
once-given ``snippet`` may hold the twin slot) or once per sentence, in order.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import groupby
from os.path import commonprefix
from pathlib import Path
from typing import IO

from pydantic import ValidationError

from wsc_corpus.errors import FormatError, Location, at
from wsc_corpus.export import ExportReport
from wsc_corpus.formats._common import invalid, lines, parse_int, read_text
from wsc_corpus.lang import definite_articles
from wsc_corpus.models import (
    TAG_NAMES,
    Candidate,
    EnglishLink,
    Item,
    Mention,
    Provenance,
    Span,
    Tag,
)

NAME = "wsc-markup"
DESCRIPTION = "wsc-markup: hand-written schemas, [pronoun] <candidate> {special|alternate}"
EXTENSION = ".wsc"
MAGIC = "# wsc-markup"
VERSION = 1

HEADER_KEYS = ("lang", "corpus", "snippet-kind", "tag-source", "pronoun-found-by", "id-prefix")
LIST_KEYS = ("answers", "ids", "source-ids", "english-ids", "english-links")
ITEM_KEYS = ("lang", "corpus", "schema", "candidates", "pronoun", "special", "alternate",
             "snippet", "snippet-kind", "tags", "tag-source", "notes", "flags",
             "pronoun-found-by", "special-derived", "from")
KEYS = LIST_KEYS + ITEM_KEYS
UPSTREAM = "upstream."
NOTE_SEP = " || "
NONE = "-"
# What the notation cannot hold, said by the writer (``Written.losses``) and in docs.
LIMITS = ("spans that cross each other (one starts inside another and ends outside it), "
          "a special/alternate span inside the pronoun, empty spans, the same candidate twice "
          "over one span, values holding a line break or (notes) ' || ', ids holding a space, "
          "and where the item was read (the markup file and line replace it)")

_KEY = re.compile(r"^([a-z][a-z0-9_-]*(?:\.[A-Za-z0-9_-]+)?):(?: (.*))?$")
_OPEN = {"[": "]", "<": ">", "{": "}"}
_CLOSE = {v: k for k, v in _OPEN.items()}
_NAMES = {"[": "[pronoun]", "<": "<candidate>", "{": "{special|alternate}"}
_MARKUP_CHARS = re.compile(r"[\[\]<>{}|\\*]")
_BREAKS = re.compile(r"[\r\n]")
_FROM = re.compile(r"^(.*?)(?::(\d+))?(?: record (\S+))?$")


def detect(path: Path, head: bytes) -> bool:
    return path.suffix == EXTENSION or head.lstrip(b"\xef\xbb\xbf").startswith(MAGIC.encode())


def load(path: Path, lang: str | None = None) -> list[Item]:
    text = read_text(path)
    if not text.strip():
        raise FormatError(f"empty file; expected '{MAGIC} {VERSION}' and schema blocks",
                          at(path))
    items = loads(text, str(path))
    return [i for i in items if lang is None or i.lang == lang]


# --- the sentence markup -------------------------------------------------------------------


@dataclass
class Slot:
    """The twin slot: two alternatives, each a small template (it may mark the pronoun or a
    candidate inside the word), their plain words, and the one a one-item sentence holds."""

    alts: tuple[Template, Template]
    words: tuple[str, str]
    held: int | None  # ``*``: the word a one-item sentence holds; None in a twin template


@dataclass
class Template:
    """A parsed marked-up sentence: text pieces, markup open/close events and the slot."""

    parts: list  # str | ("open", mark) | ("close", mark) | Slot
    line: int
    pronouns: int = 0
    slot: Slot | None = None


@dataclass
class Rendered:
    text: str
    pronoun: Span | None = None
    candidates: list[tuple[str, Span]] = field(default_factory=list)
    slot: Span | None = None


# The most <candidates> one sentence may mark (the collections mark at most 6).
MAX_CANDIDATES = 100


def parse_template(line: str, loc: Location, offset: int = 0, in_slot: bool = False) -> Template:
    """Parse one marked-up sentence (or, ``in_slot``, one word of the slot, ``offset`` columns
    into the line); a malformed construct is a FormatError at its column. Linear in the
    length of the line."""
    template = Template([], loc.line or 0)
    marked = 0
    stack: list[tuple[str, int]] = []
    text: list[str] = []
    i = 0

    def fail(col: int, message: str) -> FormatError:
        return FormatError(f"column {col}: {message}", loc)

    def flush() -> None:
        if text:
            template.parts.append("".join(text))
            text.clear()

    while i < len(line):
        char = line[i]
        col = offset + i + 1
        if char == "\\":
            if i + 1 >= len(line):
                raise fail(col, "'\\' at the end of the line; it escapes the next character")
            text.append(line[i + 1])
            i += 2
            continue
        if char in "[<":
            if char == "[" and any(m == char for m, _ in stack):
                raise fail(col, "'[' inside another '['; expected ']' first")
            if char == "[" and template.pronouns:
                raise fail(col, "a second [pronoun]; mark one pronoun per sentence")
            template.pronouns += char == "["
            marked += char == "<"
            if marked > MAX_CANDIDATES:
                raise fail(col, f"more than {MAX_CANDIDATES} <candidates> in one sentence")
            flush()
            template.parts.append(("open", char))
            stack.append((char, col))
        elif char in "]>":
            if not stack or stack[-1][0] != _CLOSE[char]:
                raise fail(col, f"'{char}' without its '{_CLOSE[char]}'")
            if line[i - 1] == _CLOSE[char] and not text and template.parts[-1] == \
                    ("open", _CLOSE[char]):
                raise fail(stack[-1][1], f"empty {_NAMES[_CLOSE[char]]}")
            flush()
            template.parts.append(("close", stack.pop()[0]))
        elif char == "{":
            if in_slot:
                raise fail(col, "'{' inside a {special|alternate} slot; one slot per sentence")
            if template.slot is not None:
                raise fail(col, "a second {special|alternate}; one slot per sentence")
            end, slot = _slot(line, i, loc, offset)
            if template.pronouns and any(alt.pronouns for alt in slot.alts):
                raise fail(col, "a second [pronoun] (in the slot); mark one pronoun per "
                                "sentence")
            template.pronouns += max(alt.pronouns for alt in slot.alts)
            flush()
            template.slot = slot
            template.parts.append(slot)
            i = end
        elif char in "}|":
            raise fail(col, f"'{char}' outside a {{special|alternate}} slot")
        else:
            text.append(char)
        i += 1
    if stack:
        mark, col = stack[-1]
        raise fail(col, f"unclosed '{mark}'; expected '{_OPEN[mark]}' before the end of "
                        + ("its word" if in_slot else "line"))
    flush()
    return template


def _slot(line: str, start: int, loc: Location, offset: int) -> tuple[int, Slot]:
    """The slot opening at ``start``: the index of its ``}`` and the slot."""
    def fail(col: int, message: str) -> FormatError:
        return FormatError(f"column {offset + col}: {message}", loc)

    raw: list[tuple[int, str]] = []  # (index of the word's first character, the word)
    begin, i = start + 1, start + 1
    while i < len(line) and line[i] != "}":
        if line[i] == "\\":
            i += 2
            continue
        if line[i] == "|":
            raw.append((begin, line[begin:i]))
            begin = i + 1
        i += 1
    if i >= len(line):
        raise fail(start + 1, "unclosed '{'; expected '}' before the end of line")
    raw.append((begin, line[begin:i]))
    if len(raw) != 2:
        what = "no '|'" if len(raw) == 1 else f"{len(raw) - 1} '|'"
        raise fail(start + 1, f"{{...}} with {what}; expected {{special|alternate}}")
    starred = [n for n, (_, word) in enumerate(raw) if word.startswith("*")]
    if len(starred) > 1:
        raise fail(start + 1, "both words starred; star the one word the sentence holds")
    alts = []
    for n, (at_index, word) in enumerate(raw):
        skip = 1 if n in starred else 0
        alts.append(parse_template(word[skip:], loc, offset + at_index + skip, in_slot=True))
    words = tuple(render(alt, 0).text for alt in alts)
    if not all(w.strip() for w in words):
        raise fail(start + 1, "an empty word in {special|alternate}")
    return i, Slot((alts[0], alts[1]), (words[0], words[1]), starred[0] if starred else None)


def render(template: Template, variant: int) -> Rendered:
    """The sentence holding word ``variant`` of the slot, with its spans (linear in the
    length of the line: pieces are joined once)."""
    out = Rendered("")
    candidates: list[tuple[int, Span]] = []
    pieces: list[str] = []
    _render(template.parts, variant, out, pieces, [0], [], candidates)
    out.text = "".join(pieces)
    # In order of mention: ``<<Joe>'s uncle>`` is "Joe's uncle", then "Joe".
    out.candidates = [(out.text[span.start:span.end], span) for _, span in
                      sorted(candidates, key=lambda c: (c[1].start, -c[1].end))]
    return out


def _render(parts: list, variant: int, out: Rendered, pieces: list[str], length: list[int],
            opened: list[tuple[str, int]], candidates: list[tuple[int, Span]]) -> None:
    for part in parts:
        if isinstance(part, str):
            pieces.append(part)
            length[0] += len(part)
        elif isinstance(part, Slot):
            start = length[0]
            _render(part.alts[variant].parts, 0, out, pieces, length, opened, candidates)
            out.slot = Span.of(start, length[0])
        elif part[0] == "open":
            opened.append((part[1], length[0]))
        else:
            mark, start = opened.pop()
            span = Span.of(start, length[0])
            if mark == "[":
                out.pronoun = span
            else:
                candidates.append((len(candidates), span))


# --- reading -------------------------------------------------------------------------------


@dataclass
class _Block:
    templates: list[tuple[int, str]]
    keys: dict[str, list[tuple[int, str]]]
    first_line: int


def loads(text: str, file: str = "<input>") -> list[Item]:
    """The items of a markup document; ``file`` names it in errors and provenance."""
    blocks = read_blocks(text, file)
    header: dict[str, str] = {}
    if blocks and not blocks[0].templates:
        header = _header(blocks.pop(0), file)
    prefix = header.get("id-prefix") or Path(file).stem
    items: list[Item] = []
    for number, block in enumerate(blocks, start=1):
        items.extend(_read_block(block, number, len(items), header, prefix, file))
    return items


def read_blocks(text: str, file: str) -> list[_Block]:
    blocks: list[_Block] = []
    current: _Block | None = None
    for number, raw in enumerate(lines(text), start=1):
        line = raw.rstrip()
        escaped = len(line) - len(line.rstrip("\\"))
        if escaped % 2 and len(raw) > len(line):  # an escaped space ends the sentence
            line = raw[:len(line) + 1]
        if number == 1:
            line = line.lstrip("\ufeff")
        if not line.strip():
            current = None
            continue
        if line.startswith("#"):
            continue
        if current is None:
            current = _Block([], {}, number)
            blocks.append(current)
        match = _KEY.match(line)
        if match and _is_key(match.group(1)):
            current.keys.setdefault(match.group(1), []).append((number, match.group(2) or ""))
        elif current.keys:
            key = f"; unknown key {match.group(1)!r}" if match else ""
            raise FormatError(f"expected 'key: value' after the sentences{key} (keys: "
                              f"{', '.join(KEYS)}, upstream.NAME)", at(file, number))
        else:
            current.templates.append((number, line))
    return blocks


def _header(block: _Block, file: str) -> dict[str, str]:
    header = {}
    for key, values in block.keys.items():
        if key not in HEADER_KEYS:
            raise FormatError(f"{key!r} in the header; expected some of {list(HEADER_KEYS)} "
                              f"(a schema block starts with its sentence)",
                              at(file, values[0][0]))
        header[key] = values[-1][1].strip()
    return header


def _read_block(block: _Block, number: int, before: int, header: dict[str, str], prefix: str,
                file: str) -> list[Item]:
    templates = [parse_template(line, at(file, n)) for n, line in block.templates]
    # (template, variant): the sentences of the block, in order.
    unheld = [t for t in templates if t.slot is not None and t.slot.held is None]
    twins = len(templates) == 1 and bool(unheld)
    if unheld and not twins:
        raise FormatError("a block of several sentences marks the word each holds: "
                          "{*special|alternate} or {special|*alternate}", at(file, unheld[0].line))
    sentences = [(templates[0], 0), (templates[0], 1)] if twins else \
        [(t, t.slot.held if t.slot else 0) for t in templates]
    count = len(sentences)
    loc = at(file, block.first_line)
    values = _Values(block, count, file)
    answers = values.listed("answers", required=True)
    ids = values.listed("ids")
    source_ids = values.listed("source-ids")
    english_ids = values.listed("english-ids")
    english_links = values.listed("english-links")
    items = []
    for n, (template, variant) in enumerate(sentences):
        get = values.getter(n, variant if twins else None)
        rendered = render(template, variant)
        item_loc = at(file, template.line)
        answer = None if answers[n] == NONE else parse_int(
            answers[n], "answer", at(file, values.line("answers")),
            "a candidate index (0, 1, ...) or '-'", max_digits=6)
        lang = get("lang") or header.get("lang")
        if not lang:
            raise FormatError("no language: give 'lang:' in the header or the block", loc,
                              code="E004")
        item_id = ids[n] or f"{prefix}-{before + n + 1:03d}"
        corpus = get("corpus") or header.get("corpus") or Path(file).stem
        found_by = get("pronoun-found-by") or header.get("pronoun-found-by") or \
            ("markup" if rendered.pronoun else None)
        origin = _none(get("from"))
        provenance = _provenance(origin, corpus, file, template.line, source_ids[n] or item_id,
                                 english_ids[n], get("notes"), values.line("from"),
                                 english_links[n])
        schema = get("schema")
        fields = {
            "id": item_id, "lang": lang, "text": rendered.text,
            "pronoun": _pronoun(rendered, get("pronoun"), item_loc),
            "pronoun_found_by": None if found_by == NONE else found_by,
            "candidates": _candidates(rendered, get("candidates"), lang, item_loc),
            "answer": answer,
            "snippet": _none(get("snippet")),
            "snippet_kind": _none(get("snippet-kind") or header.get("snippet-kind")),
            "tags": _tags(get("tags"), get("tag-source") or header.get("tag-source") or corpus,
                       values.line("tags"), file),
            "schema_id": f"{prefix}-s{number:02d}" if schema is None else _none(schema),
            "provenance": provenance,
            "upstream_sentences": {k[len(UPSTREAM):]: v for k in values.upstream
                                if (v := get(k)) not in (None, NONE)},
            "flags": (_none(get("flags")) or "").split(),
            "special_derived": _yes(get("special-derived"), values.line("special-derived"), file),
        }
        fields |= _special(template.slot, rendered.slot, get("special"), get("alternate"),
                           variant)
        try:
            item = Item(**fields)
        except ValidationError as exc:
            raise invalid(exc, item_loc) from exc
        if origin is not None:
            item.read_from(file, template.line)
        items.append(item)
    return items


class _Values:
    """The key lines of a block: once for every sentence, or once per sentence."""

    def __init__(self, block: _Block, count: int, file: str):
        self.block, self.count, self.file = block, count, file
        self.upstream = [k for k in block.keys if k.startswith(UPSTREAM)]
        for key, found in block.keys.items():
            if key in HEADER_KEYS and key not in KEYS:
                raise FormatError(f"{key!r} belongs in the header", at(file, found[0][0]))
            limit = 1 if key in LIST_KEYS else count
            if len(found) not in (1, limit):
                raise FormatError(f"{key!r} given {len(found)} times; expected once"
                                  + (f" or once per sentence ({count})" if limit > 1 else ""),
                                  at(file, found[1][0]))

    def line(self, key: str) -> int | None:
        found = self.block.keys.get(key)
        return found[0][0] if found else None

    def listed(self, key: str, required: bool = False) -> list[str | None]:
        """The values of a key listing one per sentence (None each where it is not given)."""
        found = self.block.keys.get(key)
        if not found:
            if required:
                raise FormatError(f"no '{key}:' line; expected {self.count} value(s), one per "
                                  f"sentence ('-' for none)", at(self.file, self.block.first_line),
                                  code="E004")
            return [None] * self.count
        line, value = found[0]
        tokens = value.split()
        if len(tokens) != self.count:
            raise FormatError(f"'{key}:' lists {len(tokens)} value(s); expected {self.count}, "
                              f"one per sentence", at(self.file, line), code="E005")
        return tokens

    def getter(self, n: int, variant: int | None):
        def get(key: str) -> str | None:
            found = self.block.keys.get(key)
            if not found:
                return None
            if len(found) > 1:
                return found[n][1]
            line, value = found[0]
            if key == "snippet" and variant is not None and "{" in value:
                return _pick(value, variant, at(self.file, line))
            return value
        return get


def _pick(value: str, variant: int, loc: Location) -> str:
    match = re.search(r"\{([^{}|]*)\|([^{}|]*)\}", value)
    if match is None:
        raise FormatError("a '{' without its {special|alternate}", loc)
    return value[:match.start()] + match.group(1 + variant) + value[match.end():]


def _none(value: str | None) -> str | None:
    return None if value in (None, NONE) else value


def _yes(value: str | None, line: int | None, file: str) -> bool:
    if value in (None, NONE, "no"):
        return False
    if value == "yes":
        return True
    raise FormatError(f"{value!r}; expected yes or no", at(file, line), code="E005")


def _pronoun(rendered: Rendered, given: str | None, loc: Location) -> Mention | None:
    if rendered.pronoun is not None:
        span = rendered.pronoun
        return Mention.of(rendered.text[span.start:span.end], span)
    if given is None:
        raise FormatError("no [pronoun] marked; mark it, or give 'pronoun: -' (none) or "
                          "'pronoun: TEXT' (not in the sentence)", loc, code="E004")
    return None if given == NONE else Mention(text=given)


def _candidates(rendered: Rendered, given: str | None, lang: str,
                loc: Location) -> list[Candidate]:
    if given is None:
        return [Candidate.of(_lowered(written, lang), span)
                for written, span in rendered.candidates]
    texts = [] if given == NONE else given.split(" | ")
    spans: list[Span | None] = [None] * len(texts)
    for written, span in rendered.candidates:
        free = [n for n, t in enumerate(texts) if spans[n] is None and t.lower() == written.lower()]
        if not free:
            raise FormatError(f"<{written}> is not among the candidates listed in "
                              f"'candidates: {given}'", loc, code="E005")
        spans[free[0]] = span
    return [Candidate.of(t, s) for t, s in zip(texts, spans, strict=True)]


def _lowered(written: str, lang: str) -> str:
    """A candidate as written, with the capital of a definite article lowered (``The farmer's
    dog`` -> ``the farmer's dog``, in the language's own article table); a name keeps it."""
    first = written.split()[0].lower() if written.split() else ""
    for form in definite_articles(lang):
        if first == form or (form.endswith("'") and first.startswith(form)):
            return written[0].lower() + written[1:]
    return written


def _special(slot: Slot | None, span: Span | None, special: str | None, alternate: str | None,
             variant: int) -> dict:
    if slot is None:
        return {"special": None if special in (None, NONE) else Mention(text=special),
                "alternate": None if alternate in (None, NONE) else Mention(text=alternate)}
    words = [Mention(text=w) for w in slot.words]
    words[variant] = Mention.of(slot.words[variant], span)
    return {"special": words[0], "alternate": words[1]}


def _tags(value: str | None, sources: str, line: int | None, file: str) -> dict[str, Tag]:
    if value is None or value == NONE:
        return {}
    per_tag = dict(part.split("=", 1) for part in sources.split("; ")
                   if "=" in part and part.split("=", 1)[0] in TAG_NAMES)
    tags = {}
    for token in value.split():
        name, _, said = token.partition("=")
        if name not in TAG_NAMES or said not in ("", "yes", "no"):
            raise FormatError(f"tag {token!r}; expected NAME, NAME=yes or NAME=no with NAME "
                              f"in {list(TAG_NAMES)}", at(file, line), code="E005")
        tags[name] = Tag(value=said != "no", source=per_tag.get(name, sources))
    return tags


def _provenance(origin: str | None, corpus: str, file: str, line: int, source_id: str,
                english_id: str | None, notes: str | None, from_line: int | None,
                english_link: str | None) -> Provenance:
    """``english_link``: ``ID=HOW`` (``provenance.english``), or ``-``."""
    link = None
    if _none(english_link) is not None:
        linked, _, how = english_link.partition("=")
        link = EnglishLink(id=linked, by=how)
    fields = {"corpus": corpus, "file": file, "line": line,
              "source_id": _none(source_id), "english_id": _none(english_id), "english": link,
              "notes": [] if notes in (None, NONE) else notes.split(NOTE_SEP)}
    if origin is not None:
        match = _FROM.match(origin)
        fields |= {"file": _none(match.group(1)), "line": match.group(2) and parse_int(
                       match.group(2), "line", at(file, from_line or line), max_digits=12),
                   "record": match.group(3)}
    return Provenance(**fields)


# --- writing -------------------------------------------------------------------------------


@dataclass
class Written:
    """A written document and, per item id, what the notation could not hold."""

    text: str
    items: int
    losses: dict[str, list[str]]


def write(items: Iterable[Item], handle: IO[str]) -> ExportReport:
    """Write items as markup to an open text handle; the report counts them and says what
    each one lost."""
    written = dumps(list(items))
    handle.write(written.text)
    return ExportReport(written=written.items, losses=written.losses)


def dumps(items: Sequence[Item]) -> Written:
    """Items as a markup document: consecutive items of a schema make one block, twins one
    template where they are one; the document is read back and what differs is reported."""
    header = _write_header(items)
    head = "\n".join(f"{k}: {v}" if k else v for k, v in header.items())
    blocks = [_safe_block(group, header, head) for group in schema_groups(items)]
    text = "\n\n".join([head] + blocks) + "\n"
    return Written(text, len(items), _losses(items, text))


def _safe_block(group: list[Item], header: dict[str, str], head: str) -> str:
    """The group's block, marks inside the slot included; without them if that block does not
    read (the words of a slot holding a candidate differ from its listed text, say)."""
    block = _write_block(group, header, nest=True)
    if all(_marks(i, True) == _marks(i, False) for i in group):
        return block  # nothing nested in or around the slot: nothing to check
    try:
        loads(f"{head}\n\n{block}\n", f"<check>{EXTENSION}")
    except FormatError:
        return _write_block(group, header, nest=False)
    return block


def schema_groups(items: Sequence[Item]) -> list[list[Item]]:
    """Runs of consecutive items of one schema; an item without a schema id is a run alone."""
    return [list(run) for _, run in groupby(
        items, key=lambda i: object() if i.schema_id is None else i.schema_id)]


def _common(values: Iterable[str | None]) -> str | None:
    found = Counter(v for v in values if v is not None).most_common(1)
    return found[0][0] if found else None


def _write_header(items: Sequence[Item]) -> dict[str, str]:
    header = {"": f"{MAGIC} {VERSION}"}
    for key, value in (("lang", _common(i.lang for i in items)),
                       ("corpus", _common(i.provenance.corpus for i in items)),
                       ("snippet-kind", _common(i.snippet_kind for i in items)),
                       ("tag-source", _common(_tag_source(i) for i in items))):
        if value and "\n" not in value:
            header[key] = value
    if prefix := _id_prefix(items):
        header["id-prefix"] = prefix
    return header


def _id_prefix(items: Sequence[Item]) -> str | None:
    """The prefix that generates every id and schema id, if there is one."""
    if not items or "-" not in items[0].id:
        return None
    prefix = items[0].id.rsplit("-", 1)[0]
    count = 0
    for number, group in enumerate(schema_groups(items), start=1):
        for item in group:
            count += 1
            if item.id != f"{prefix}-{count:03d}" or item.schema_id != f"{prefix}-s{number:02d}":
                return None
    return prefix


def _tag_source(item: Item) -> str | None:
    sources = {t.source for t in item.tags.values()}
    if len(sources) == 1:
        return sources.pop()
    return "; ".join(f"{n}={t.source}" for n, t in item.tags.items()) if sources else None


def _write_block(group: list[Item], header: dict[str, str], nest: bool) -> str:
    lines = _templates(group, nest)
    twin = len(lines) < len(group)
    lines.append("answers: " + " ".join(NONE if i.answer is None else str(i.answer)
                                        for i in group))
    if "id-prefix" not in header:
        lines.append("ids: " + " ".join(i.id for i in group))
        lines.append(f"schema: {NONE if group[0].schema_id is None else group[0].schema_id}")
    sources = [i.provenance.source_id or NONE for i in group]
    if sources != [i.id for i in group]:
        lines.append("source-ids: " + " ".join(sources))
    if any(i.provenance.english_id for i in group):
        lines.append("english-ids: " + " ".join(i.provenance.english_id or NONE for i in group))
    if any(i.provenance.english for i in group):
        lines.append("english-links: " + " ".join(
            f"{i.provenance.english.id}={i.provenance.english.by}" if i.provenance.english
            else NONE for i in group))
    per_item: dict[str, list[str | None]] = {
        "lang": [i.lang for i in group],
        "corpus": [i.provenance.corpus for i in group],
        "candidates": _candidates_lines(group, nest),
        "pronoun": [_pronoun_line(i, nest) for i in group],
        "special": [None if "{" in _kinds(i, nest) else _text(i.special) for i in group],
        "alternate": [None if "{" in _kinds(i, nest) else _text(i.alternate) for i in group],
        "snippet": [i.snippet for i in group],
        "snippet-kind": [i.snippet_kind or NONE for i in group],
        "tags": [" ".join(f"{n}={'yes' if t.value else 'no'}" for n, t in i.tags.items())
                 or None for i in group],
        "tag-source": [_tag_source(i) for i in group],
        "notes": [NOTE_SEP.join(i.provenance.notes) or None for i in group],
        "flags": [" ".join(i.flags) or None for i in group],
        "pronoun-found-by": [i.pronoun_found_by or NONE for i in group],
        "special-derived": ["yes" if i.special_derived else None for i in group],
        "from": [_from(i) for i in group],
    }
    defaults = {"lang": header.get("lang"), "corpus": header.get("corpus"),
                "snippet-kind": header.get("snippet-kind") or NONE,
                "tag-source": header.get("tag-source"),
                "pronoun-found-by": "markup" if all("[" in _kinds(i, nest) for i in group) else NONE}
    for key in sorted({k for i in group for k in i.upstream_sentences}):
        per_item[UPSTREAM + key] = [i.upstream_sentences.get(key, NONE) for i in group]
    for key, values in per_item.items():
        if all(v is None for v in values):
            continue
        values = [NONE if v is None else re.sub(r"[\r\n]+", " ", v) for v in values]
        if len(set(values)) == 1 and not (key == "snippet" and twin and "{" in values[0]):
            if values[0] != defaults.get(key):
                lines.append(f"{key}: {values[0]}")
        elif key == "snippet" and twin and (slotted := _snippet_slot(
                *values, (group[0].special.text, group[0].alternate.text))):
            lines.append(f"snippet: {slotted}")
        else:
            lines.extend(f"{key}: {v}" for v in values)
    return "\n".join(lines)


def _text(mention: Mention | None) -> str | None:
    return None if mention is None else mention.text


def _from(item: Item) -> str | None:
    p = item.provenance
    if p.file is None or p.file.endswith(EXTENSION):  # native markup: where it is written
        return None
    return p.file + (f":{p.line}" if p.line is not None else "") + \
        (f" record {p.record}" if p.record is not None else "")


def _snippet_slot(a: str, b: str, words: tuple[str, str]) -> str | None:
    """One snippet with the twin slot for two snippets: around the special/alternate words
    where the snippets differ by them, else around their differing words."""
    if any(c in "{}|" for c in a + b):
        return None
    special, alternate = words
    if a.count(special) == 1 and a.replace(special, alternate) == b:
        return a.replace(special, f"{{{special}|{alternate}}}")
    head = len(commonprefix([a, b]))
    tail = min(len(commonprefix([a[::-1], b[::-1]])), min(len(a), len(b)) - head)
    while head and a[head - 1] != " ":
        head -= 1
    while tail and a[len(a) - tail] != " ":
        tail -= 1
    mid_a, mid_b = a[head:len(a) - tail], b[head:len(b) - tail]
    if not mid_a or not mid_b:
        return None
    return f"{a[:head]}{{{mid_a}|{mid_b}}}{a[len(a) - tail:]}"


def _pronoun_line(item: Item, nest: bool) -> str | None:
    if item.pronoun is None:
        return NONE
    return None if "[" in _kinds(item, nest) else item.pronoun.text


def _candidates_lines(group: list[Item], nest: bool) -> list[str | None]:
    """The 'candidates:' value of each item: none where the marks tell them all, else every
    item's list (a per-sentence '-' would say: no candidates)."""
    if all(_marked_candidates(i, nest) for i in group):
        return [None] * len(group)
    return [" | ".join(c.text for c in i.candidates) or NONE for i in group]


def _marked_candidates(item: Item, nest: bool) -> bool:
    """Whether the marks tell the item's candidates, every one and in order."""
    marks = _marks(item, nest)
    marked = [c for c in item.candidates if c.span is not None
              and (c.span.start, c.span.end, "<") in marks]
    derived = [_lowered(item.text[s:e], item.lang) for s, e, k in marks if k == "<"]
    return len(marked) == len(item.candidates) and [c.text for c in item.candidates] == derived


def _slot_span(item: Item) -> tuple[Span, int] | None:
    """The span of the special or alternate word the sentence holds, and which (0 or 1)."""
    if item.special is None or item.alternate is None:
        return None
    return next(((mention.span, n) for n, mention in enumerate((item.special, item.alternate))
                 if mention.span is not None), None)


def _kinds(item: Item, nest: bool) -> set[str]:
    return {k for _, _, k in _marks(item, nest)}


def _marks(item: Item, nest: bool) -> list[tuple[int, int, str]]:
    """The spans the sentence's markup can hold, in order: non-empty, nested or apart, no
    pronoun in a pronoun nor candidate in a candidate; the slot may hold the pronoun and
    candidates and sit in a candidate when ``nest``, else overlaps nothing."""
    marks: list[tuple[int, int, str]] = []
    if item.pronoun is not None and item.pronoun.span is not None:
        marks.append((item.pronoun.span.start, item.pronoun.span.end, "["))
    marks += [(c.span.start, c.span.end, "<") for c in item.candidates if c.span is not None]
    if (slot := _slot_span(item)) is not None:
        marks.append((slot[0].start, slot[0].end, "{"))
    kept: list[tuple[int, int, str]] = []
    for mark in marks:  # by priority: the pronoun, the candidates, then the slot
        if mark[0] < mark[1] and not any(_clash(mark, other, nest) for other in kept):
            kept.append(mark)
    return sorted(kept, key=lambda m: (m[0], -m[1], "{[<".index(m[2])))


def _clash(a: tuple[int, int, str], b: tuple[int, int, str], nest: bool) -> bool:
    """Two spans the markup cannot hold together."""
    (s, e, k), (t, f, m) = a, b
    if not (s < f and t < e):
        return False
    if (s <= t and f <= e) and k == "{":
        return not nest  # b inside the slot
    if (t <= s and e <= f) and m == "{":
        return not nest
    if "{" in (k, m):  # the slot inside a candidate, not in the pronoun
        inner, outer = (a, b) if k == "{" else (b, a)
        return not (nest and outer[2] == "<" and outer[0] <= inner[0] and inner[1] <= outer[1])
    nested = (s <= t and f <= e) or (t <= s and e <= f)
    return k == m == "[" or not nested or a == b


@dataclass
class _Pieces:
    before: str
    word: str  # the word the sentence holds, its marks included
    other: str  # the other word, escaped
    after: str
    held: int


def _pieces(item: Item, nest: bool) -> _Pieces | str:
    """The sentence marked up: one string, or the pieces around its slot."""
    marks = _marks(item, nest)
    slot = next(((s, e) for s, e, k in marks if k == "{"), None)
    inner = [m for m in marks if m[2] != "{" and slot and slot[0] <= m[0] and m[1] <= slot[1]]
    outer = [m for m in marks if m[2] != "{" and m not in inner]
    text = item.text
    if slot is None:
        return _emit(text, 0, len(text), outer, False, False)
    held = _slot_span(item)[1]
    other = (item.alternate, item.special)[held].text
    return _Pieces(_emit(text, 0, slot[0], outer, False, True),
                   _emit(text, slot[0], slot[1], inner, False, False), _escape(other),
                   _emit(text, slot[1], len(text), outer, True, False), held)


def _emit(text: str, lo: int, hi: int, marks: list[tuple[int, int, str]], closes_at_lo: bool,
          opens_at_hi: bool) -> str:
    """``text[lo:hi]`` escaped, with the marks opening and closing in it."""
    opens: dict[int, list[str]] = {}
    closes: dict[int, list[str]] = {}
    for start, end, mark in marks:
        opens.setdefault(start, []).append(mark)
        closes.setdefault(end, []).insert(0, _OPEN[mark])
    cuts = sorted({lo, hi} | {p for p in (*opens, *closes) if lo <= p <= hi})
    out: list[str] = []
    for n, pos in enumerate(cuts):
        if pos > lo or closes_at_lo:
            out.extend(closes.get(pos, []))
        if pos < hi or opens_at_hi:
            out.extend(opens.get(pos, []))
        if pos < hi:
            out.append(_escape(text[pos:cuts[n + 1]]))
    return "".join(out)


def _templates(group: list[Item], nest: bool) -> list[str]:
    """The block's sentence lines: one template for two twins that differ only in the slot,
    else each item's sentence with its spans marked (spans that cannot be marked are left
    out), its slot starring the word it holds."""
    pieces = [_pieces(item, nest) for item in group]
    if len(group) == 2 and not any(isinstance(p, str) for p in pieces):
        (a, b), (pa, pb) = group, pieces
        if (pa.held, pb.held) == (0, 1) and (pa.before, pa.after) == (pb.before, pb.after) \
                and (a.special.text, a.alternate.text) == (b.special.text, b.alternate.text):
            return [_line(f"{pa.before}{{{pa.word}|{pb.word}}}{pa.after}")]
    lines = []
    for p in pieces:
        if isinstance(p, str):
            lines.append(_line(p))
            continue
        words = ["*" + p.word, p.other]
        if p.held:
            words.reverse()
        lines.append(_line(f"{p.before}{{{'|'.join(words)}}}{p.after}"))
    return lines


def _line(line: str) -> str:
    """A sentence line as written: a final space escaped, and a line that would read as a
    comment or a key escaped."""
    if line != line.rstrip():
        stripped = line.rstrip()
        line = stripped + "\\" + line[len(stripped):]
    match = _KEY.match(line)
    return "\\" + line if line.startswith("#") or match and _is_key(match.group(1)) else line


def _is_key(name: str) -> bool:
    """Whether a line beginning ``name:`` is read as a key, not as a sentence."""
    return name in KEYS or name in HEADER_KEYS or name.startswith(UPSTREAM)


def _escape(text: str) -> str:
    return _BREAKS.sub(" ", _MARKUP_CHARS.sub(r"\\\g<0>", text))


def _losses(items: Sequence[Item], text: str) -> dict[str, list[str]]:
    """Per item id, the fields that do not read back as they were."""
    try:
        again = loads(text, f"<written>{EXTENSION}")
    except FormatError as exc:  # a value the notation cannot hold broke the document
        return {"<document>": [str(exc)]}
    losses: dict[str, list[str]] = {}
    for before, after in zip(items, again, strict=False):
        differ = [name for name in type(before).model_fields
                  if name != "provenance" and getattr(before, name) != getattr(after, name)]
        p, q = before.provenance, after.provenance
        differ += [f"provenance.{name}" for name in type(p).model_fields
                   if getattr(p, name) != getattr(q, name)
                   and not (name in ("file", "line") and _from(before) is None)]
        if differ:
            losses[before.id] = differ
    if len(again) != len(items):
        losses["<document>"] = [f"{len(items)} items written, {len(again)} read back"]
    return losses
