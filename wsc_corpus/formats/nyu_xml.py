"""The NYU Winograd Schema Collection XML (``WSCollection.xml``) and translations in its format.

Quirks handled: declared ISO-8859-1 with UTF-8 byte sequences in items 283-284 (decoded as
the UTF-8 they are, and flagged ``mojibake-source``); whitespace padding everywhere; answer
letters ``A``, ``B.``, `` B ``; three shapes of ``<quote>``; no ids (the 0-based position of
the ``<schema>`` is the upstream id); twin groups recovered from consecutive items.
"""

from __future__ import annotations

import re
from pathlib import Path

from lxml import etree

from wsc_corpus.errors import FormatError, Location, UnknownLanguageError, at
from wsc_corpus.formats._common import (
    build_item,
    candidate,
    clean,
    derive_special_in_groups,
    group_consecutive,
    join_pieces,
    read_bytes,
    reader,
    wsc285_group,
)
from wsc_corpus.lang import known, languages
from wsc_corpus.models import Item, Mention, Provenance, Span

NAME = "nyu-xml"
DESCRIPTION = "NYU WSCollection.xml (<collection><schema>...); --lang for translations"

# Item counts of the published WSC snapshots (WSC273, 2017's 283, WSC285): their twin groups
# are known by position (see wsc285_group); other files in this format are grouped by content.
WSC_SNAPSHOT_SIZES = (273, 283, 285)

_ANSWER = re.compile(r"^\s*([A-Za-z])\s*\.?\s*$")
_DOCTYPE = re.compile(r"<!(DOCTYPE|ENTITY)", re.IGNORECASE)


def detect(path: Path, head: bytes) -> bool:
    return b"<collection" in head


def parse_xml(path: Path) -> etree._Element:
    """Parse XML with entity resolution, DTD loading and network access off; a document type
    (the parser's own record of it, whatever the encoding) is refused."""
    data = read_bytes(path, "an XML document")
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False,
                             huge_tree=False, remove_pis=True)
    try:
        root = etree.fromstring(data, parser)
    except etree.XMLSyntaxError as exc:
        line = exc.lineno if exc.lineno else None
        # libxml2 appends ", line N, column M" and may echo input lines: keep its first clause.
        message = re.split(r"\n|, line \d+, column \d+", exc.msg or "syntax error")[0]
        raise FormatError(f"not well-formed XML: {message}", at(path, line)) from exc
    info = root.getroottree().docinfo
    if info.internalDTD is not None or info.externalDTD is not None or info.doctype:
        raise FormatError("document type and entity declarations are refused "
                          "(entity expansion is off)", at(path, _doctype_line(data, info)),
                          code="E007")
    return root


def _doctype_line(data: bytes, info: etree.DocInfo) -> int | None:
    """The line of the document type declaration, decoded in the document's encoding."""
    try:
        text = data.decode(info.encoding or "utf-8", errors="replace")
    except LookupError:
        return None
    match = _DOCTYPE.search(text)
    return text.count("\n", 0, match.start()) + 1 if match else None


def element_text(elem: etree._Element | None) -> str:
    """The text of an element and its descendants (lxml.html's ``text_content``), "" for
    none."""
    if elem is None:
        return ""
    return (elem.text or "") if len(elem) == 0 else "".join(elem.itertext())


def answer_letter(letter: str, count: int, what: str, loc: Location) -> int:
    """The candidate index an answer letter names (``A``, ``B.``, `` B ``); a FormatError
    naming ``what`` where it is no letter of the ``count`` candidates."""
    match = _ANSWER.match(letter)
    if not match or not 0 <= ord(match.group(1).upper()) - ord("A") < count:
        raise FormatError(f"{what} is {letter.strip()!r}; expected a letter "
                          f"A-{chr(ord('A') + count - 1)}", loc, code="E005")
    return ord(match.group(1).upper()) - ord("A")


def _children(elem: etree._Element | None) -> dict:
    """The first child of each tag: ``elem.find(tag)`` for every tag in one pass."""
    found: dict = {}
    for child in () if elem is None else elem:
        found.setdefault(child.tag, child)
    return found


_LATIN1 = re.compile("[\u0080-\u00ff]")


def _repair(text: str) -> tuple[str, bool]:
    """Decode UTF-8 byte sequences that were read as ISO-8859-1; report whether any were."""
    if not _LATIN1.search(text):
        return text, False
    try:
        fixed = text.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return text, False
    return fixed, fixed != text


@reader
def load(path: Path, lang: str | None = None) -> list[Item]:
    root = parse_xml(path)
    if root.tag != "collection":
        raise FormatError(f"root element is <{root.tag}>; expected <collection>",
                          at(path, root.sourceline))
    lang = lang or "en"
    if not known(lang):  # the items take this code: it must be a language the tool has
        raise UnknownLanguageError(f"--lang {lang!r}: the NYU format takes its language from "
                                   "--lang, and no language is registered under it; "
                                   f"registered: {', '.join(languages())}", at(path, None))
    items = [_item(path, index, schema, lang) for index, schema in enumerate(root.iter("schema"))]
    if not items:
        raise FormatError("no <schema> elements; expected at least one", at(path))
    if len(items) in WSC_SNAPSHOT_SIZES:
        for index, item in enumerate(items):
            item.schema_id = wsc285_group(index)
    else:
        group_consecutive(items, prefix="nyu")
    derive_special_in_groups(items)
    return items


def _item(path: Path, index: int, schema: etree._Element, lang: str) -> Item:
    loc = at(path, schema.sourceline, f"<schema> {index}")
    kids = _children(schema)
    text_el = kids.get("text")
    if text_el is None:
        raise FormatError("missing <text>; expected <text><txt1/><pron/><txt2/></text>", loc,
                          code="E004")
    pieces = _children(text_el)
    read = [_repair(element_text(pieces.get(tag))) for tag in ("txt1", "pron", "txt2")]
    flags = ["mojibake-source" for _, repaired in read if repaired]  # one per piece
    before, pron, after = (clean(raw) for raw, _ in read)
    if not pron:
        raise FormatError("empty <pron>; expected the pronoun", loc, code="E004")
    text, start = join_pieces(before, pron, after)
    pronoun = Mention.of(pron, Span.of(start, start + len(pron)))

    answers = [clean(_repair(element_text(a))[0]) for group in schema if group.tag == "answers"
               for a in group if a.tag == "answer"]
    if len(answers) < 2 or not all(answers):
        raise FormatError(f"found {len(answers)} non-empty <answer>s; expected at least 2", loc,
                          code="E004")
    answer = answer_letter(element_text(kids.get("correctAnswer")), len(answers),
                           "<correctAnswer>", loc)

    quote = kids.get("quote")
    snippet = None
    if quote is not None:
        said = _children(quote)
        snippet = clean(join_pieces(*(clean(_repair(element_text(said.get(t)))[0])
                                      for t in ("quote1", "pron", "quote2")))[0])
    source = clean(element_text(kids.get("source")))
    return build_item(loc, lambda: Item(
        id=f"nyu-{lang}-{index:03d}",
        lang=lang,
        text=text,
        pronoun=pronoun,
        pronoun_found_by="markup",
        candidates=[candidate(a, text, pronoun.span) for a in answers],
        answer=answer,
        snippet=snippet or None,
        snippet_kind="quote" if snippet else None,
        provenance=Provenance(corpus="nyu_wsc", file=str(path), line=schema.sourceline,
                              record=index, source_id=str(index),
                              notes=[f"source: {source}"] if source else []),
        flags=flags,
    ))
