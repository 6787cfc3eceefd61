"""The Portuguese Winograd collection (de Melo, Imaizumi & Cozman 2019).

Two files of ``gabimelo/portuguese_wsc`` make one item. The HTML (``data/raw/portuguese_wsc.html``)
holds the sentence with the pronoun in ``<b>``, the snippet (``Trecho:``), the candidates
(``<ol type="A">``), the answer letter, translator notes (``<font>``) and the source. The JSON
(``data/processed/portuguese_wsc.json``) holds per-question tags and the substituted sentences
(automatic and manually fixed); its ``translated: false`` (8 items left in English) gives the
flag ``untranslated``. They are merged by ``question_id`` (the item's position in the HTML).
Either file may be named; the other is found beside it. The names-localised variant
(``*_portuguese_names.*``) is read when named, and skipped when a directory is walked; so are
the repository's copies of the Trichelair label files.
"""

from __future__ import annotations

from pathlib import Path

from lxml import etree

from wsc_corpus.errors import FormatError, WscError, at
from wsc_corpus.formats._common import (
    build_item,
    candidate,
    clean,
    derive_special_in_groups,
    join_pieces,
    json_array_head,
    read_bytes,
    read_json,
    reader,
    wsc285_group,
    wsc285_link,
)
from wsc_corpus.formats.nyu_xml import answer_letter, element_text
from wsc_corpus.models import Item, Mention, Provenance, Span, Tag

NAME = "pt-html"
DESCRIPTION = "Portuguese WSC (gabimelo/portuguese_wsc): the HTML merged with its processed JSON"

_SENTENCE_KEYS = ("correct_sentence", "incorrect_sentence", "manually_fixed_correct_sentence",
                  "manually_fixed_incorrect_sentence", "correct_switched", "incorrect_switched")


def detect(path: Path, head: bytes) -> bool:
    if path.suffix.lower() in (".html", ".htm"):
        return b"Trecho" in head or b"Resposta Correta" in head
    # The processed JSON alone lacks pronouns and candidates: it is read through its HTML.
    return json_array_head(head, (b'"question_id"', b'"correct_sentence"')) and \
        _pair(path)[0].is_file()


def _pair(path: Path) -> tuple[Path, Path]:
    """(html, json) for either file of the pair."""
    if path.suffix.lower() == ".json":
        return path.parent.parent / "raw" / (path.stem + ".html"), path
    return path, path.parent.parent / "processed" / (path.stem + ".json")


def companions(path: Path) -> list[Path]:
    """Files read with (or in place of) this one, skipped when walking a directory."""
    if path.suffix.lower() == ".json":
        return []
    html_path, json_path = _pair(path)
    found = [json_path]
    if not html_path.stem.endswith("_portuguese_names"):
        names = html_path.with_name(html_path.stem + "_portuguese_names.html")
        found += [names, _pair(names)[1]]
        found += [html_path.with_name(n) for n in
                  ("WSC_associative_label.json", "WSC_switched_label.json")]
    return found


@reader
def load(path: Path, lang: str | None = None) -> list[Item]:
    html_path, json_path = _pair(path)
    if not html_path.is_file():
        raise WscError(f"the HTML of this collection was not found at {html_path}; it holds "
                       "the pronouns, candidates and answers", at(path), code="E004")
    records = _read_json(json_path) if json_path.is_file() else {}
    variant = "names-" if html_path.stem.endswith("_portuguese_names") else ""
    entries = _entries(html_path)
    items = [_item(html_path, json_path, index, li, records.get(index), variant)
             for index, li in enumerate(entries)]
    derive_special_in_groups(items)
    return items


def _entries(path: Path) -> list[etree._Element]:
    data = read_bytes(path, "the collection's HTML")
    # lxml's own elements: lxml.html's classes cost a Python lookup for each element touched
    parser = etree.HTMLParser(encoding="utf-8", no_network=True, remove_comments=True)
    try:
        root = etree.fromstring(data, parser=parser)
        if root is None:  # as lxml.html.document_fromstring says it
            raise etree.ParserError("Document is empty")
    except (etree.ParserError, etree.XMLSyntaxError) as exc:
        raise FormatError(f"not readable as HTML: {str(exc).splitlines()[0]}", at(path)) from exc
    entries = root.xpath("/html/body/ol/li")
    if not entries:
        raise FormatError("no <ol><li> items; expected the collection's list", at(path))
    return entries


def _read_json(path: Path) -> dict[int, dict]:
    records = read_json(path)
    if not isinstance(records, list):
        raise FormatError("expected a JSON array of questions", at(path))
    by_id = {}
    for number, record in enumerate(records):
        if not isinstance(record, dict) or not isinstance(record.get("question_id"), int):
            raise FormatError("expected an object with an integer 'question_id'",
                              at(path, None, number), code="E004")
        by_id[record["question_id"]] = record
    return by_id


def _item(path: Path, json_path: Path, index: int, li: etree._Element, record: dict | None,
          variant: str) -> Item:
    loc = at(path, li.sourceline, f"<li> {index}")
    parts = _split(li)
    if parts["pronoun"] is None:
        raise FormatError("no <b> pronoun in the sentence", loc, code="E004")
    pron = clean(parts["pronoun"])
    text, start = join_pieces(clean(parts["before"]), pron, clean(parts["after"]))
    pronoun = Mention.of(pron, Span.of(start, start + len(pron)))
    if len(parts["candidates"]) < 2:
        raise FormatError(f"{len(parts['candidates'])} candidate(s) in <ol type=\"A\">; "
                          "expected at least 2", loc, code="E004")
    answer = answer_letter(parts["answer"] or "", len(parts["candidates"]), "Resposta Correta",
                           loc)
    flags, tags, upstream = [], {}, {}
    if record is None:
        flags.append("no-json-record")
    else:
        tags = {name: Tag(value=bool(record.get(key)), source=json_path.name) for name, key in
                (("translated", "translated"), ("associative", "is_associative"),
                 ("switchable", "is_switchable"))}
        upstream = {k: record[k] for k in _SENTENCE_KEYS if isinstance(record.get(k), str)
                    and record[k].strip()}
        if not record.get("translated"):
            flags.append("untranslated")
    notes = [f"translator note ({color}): {note}" for color, note in parts["notes"]]
    notes += [f"{key}: {value}" for key, value in parts["meta"].items() if value]
    return build_item(loc, lambda: Item(
        id=f"ptwsc-{variant}pt-{index:03d}",
        lang="pt",
        text=text,
        pronoun=pronoun,
        pronoun_found_by="markup",
        candidates=[candidate(c, text, pronoun.span) for c in parts["candidates"]],
        answer=answer,
        snippet=clean(parts["snippet"]) or None,
        snippet_kind="trecho" if clean(parts["snippet"]) else None,
        tags=tags,
        schema_id=wsc285_group(index),
        provenance=Provenance(corpus="portuguese_wsc", file=str(path), line=li.sourceline,
                              record=index, source_id=str(index), english_id=str(index),
                              english=wsc285_link(index), notes=notes),
        upstream_sentences=upstream,
        flags=flags,
    ))


def _split(li: etree._Element) -> dict:
    """The parts of one ``<li>``: sentence around the pronoun, snippet, candidates, answer.

    Zones follow the markup: the sentence (pronoun = its first ``<b>``), a ``<p>``, the snippet
    after ``<em> Trecho: </em>`` up to the next ``<p>``, the candidates' ``<ol>``, and the
    last ``<p>`` with the answer letter.
    """
    parts: dict = {"before": li.text or "", "pronoun": None, "after": "", "snippet": "",
                   "candidates": [], "answer": None, "notes": [], "meta": {}}
    zone = "sentence"

    def add(text: str) -> None:
        if zone == "sentence":
            parts["after" if parts["pronoun"] is not None else "before"] += " " + text
        elif zone == "snippet":
            parts["snippet"] += " " + text

    for child in li:
        tag = child.tag if isinstance(child.tag, str) else ""
        if tag == "font":
            parts["notes"].append((child.get("color", ""), clean(element_text(child))))
        elif tag == "ol":
            parts["candidates"] = [clean(element_text(c)) for c in child.iterfind("li")]
        elif tag == "em":
            zone = "snippet"
        elif tag == "p":
            if zone == "sentence":
                zone = "gap"
            elif zone == "snippet":
                zone = "rest"
            elif len(child):
                parts["answer"], parts["meta"] = _answer_paragraph(child)
        elif zone == "sentence" and tag == "b" and parts["pronoun"] is None:
            parts["pronoun"] = element_text(child)
        else:
            add(element_text(child))
        add(child.tail or "")
    return parts


def _answer_paragraph(p: etree._Element) -> tuple[str | None, dict[str, str]]:
    """The answer letter and the labelled fields (source, translators) of the last ``<p>``."""
    answer, meta = None, {}
    for b in p.iterfind("b"):
        label = clean(element_text(b)).rstrip(":").strip()
        value = clean(b.tail)
        if label == "Resposta Correta":
            answer = value
        elif label:
            meta[label] = value
    return answer, meta
