"""XWinograd TSV (Tikhonov & Ryabinin 2021, ``dataset.tsv``): six languages, token spans.

Seven tab-separated columns, no header: language, source, the English reference sentence
(``?`` where none), the raw text, the NLTK tokens (JSON), the pronoun ``[text, [start, end],
tokens]`` and the candidates ``[[text, [start, end], tokens, is_correct], ...]``, with
half-open token indices. Tokens are aligned back onto the raw text (NLTK's ``` `` ``/``''``
match a straight quote) so that spans are character offsets. ``--lang`` keeps one language;
the file's ``jp`` is read as ISO ``ja``.

Quirks kept and flagged: a candidate whose token span does not hold its text (two DPR rows,
``Luggage Ratings Inc.`` spanning the next word) is re-found by its text
(``candidate-span-mismatch``); a sentence that already occurred in the same language is
flagged ``duplicate-text``; a pronoun marked on an expletive subject (fr ``il`` of ``il y a 20
000 ans``) is moved to the nearest referring pronoun of the text (``expletive-pronoun-moved``).
Twin groups are recovered from consecutive rows (``group_twins``).

The writer (``write``, ``wsc export --format xwinograd``) tokenizes with a word/punctuation
tokenizer that also splits at every span edge, so candidates are the whole noun phrases of
the sentence (``Os vereadores``, not the bare head noun XWinograd's Portuguese rows carry). A
candidate whose article is fused with a preposition (``os manifestantes`` in ``aos
manifestantes``) is written as its words after the article (``manifestantes``), as XWinograd
does. The source column holds the item id, the English column the item's English
original where it has one (``upstream_sentences``), the language column the file's code
(``jp``); JSON columns escape non-ASCII. Cannot carry:
items without a located pronoun or answer, candidates not found in the sentence, sentences
with tabs or line breaks, twin groups, special words, tags, notes.
"""

from __future__ import annotations

import json
import re
from itertools import repeat
from pathlib import Path
from typing import IO

from wsc_corpus.errors import FormatError, WscError, at
from wsc_corpus.export import ExportReport
from wsc_corpus.formats._common import (
    build_item,
    find_span,
    kind_of,
    lines,
    loads,
    read_text,
    reader,
    similar,
    tokens,
)
from wsc_corpus.formats._pronoun_finder import occurrences
from wsc_corpus.lang import defaults, known
from wsc_corpus.models import Candidate, Corpus, Item, Mention, Provenance, Span
from wsc_corpus.occurrences import candidate_span

NAME = "xwinograd"
DESCRIPTION = "XWinograd dataset.tsv (en, fr, ja, pt, ru, zh; token spans); --lang keeps one"
LANGS = {"en": "en", "fr": "fr", "jp": "ja", "pt": "pt", "ru": "ru", "zh": "zh"}
_QUOTES = {"``": ('"', "``", "“"), "''": ('"', "''", "”")}


def detect(path: Path, head: bytes) -> bool:
    cols = head.split(b"\n", 1)[0].split(b"\t")
    return (len(cols) == 7 and cols[0] in {k.encode() for k in LANGS}
            and cols[4].startswith(b'["') and cols[6].startswith(b"[["))


@reader
def load(path: Path, lang: str | None = None) -> list[Item]:
    if lang is not None and lang not in LANGS.values():
        hint = " (the file's jp is ISO ja)" if lang == "jp" else ""
        raise WscError(f"XWinograd has no language {lang!r}{hint}; expected one of "
                       f"{sorted(LANGS.values())}", at(path), code="E010")
    items: list[Item] = []
    seen: set[tuple[str, str]] = set()
    for number, line in enumerate(lines(read_text(path)), start=1):
        if not line.strip() or (lang is not None and
                                LANGS.get(line.split("\t", 1)[0]) not in (lang, None)):
            continue
        item = _item(path, number, line)
        if (item.lang, item.text) in seen:
            item.flags.append("duplicate-text")
        seen.add((item.lang, item.text))
        items.append(item)
    if not items:
        raise FormatError("no rows" + (f" in language {lang!r}" if lang else "") +
                          "; expected 7 tab-separated columns per row", at(path))
    group_twins(items)
    return items


def group_twins(items: list[Item]) -> None:
    """Set schema ids on consecutive twins: rows of one language and source with the same
    candidates (ignoring case) and similar characters (any script). A group takes a third row
    only when it repeats one of the group's sentences (another pronoun of the same pair)."""
    group: list[Item] = []
    for item in items:
        texts = {g.text for g in group}
        if not group or not _twins(group[0], item) or (len(group) >= 2 and item.text not in texts):
            group = []
        group.append(item)
        item.schema_id = f"xwinograd-{group[0].lang}-{group[0].provenance.line:04d}"


def _twins(a: Item, b: Item) -> bool:
    def key(item: Item) -> tuple:
        return (item.lang, item.provenance.notes[0],
                frozenset(c.text.lower().strip() for c in item.candidates))
    return key(a) == key(b) and \
        similar(a.text.lower(), b.text.lower(), 0.5, autojunk=False)


def _json(value: str, column: str, loc) -> list:
    try:
        data = loads(value, loc)
    except FormatError as exc:
        raise FormatError(f"column {column}: {exc.message}", loc, code=exc.code) from exc
    if not isinstance(data, list):
        raise FormatError(f"column {column}: expected a JSON list", loc, code="E005")
    return data


def align(text: str, tokens: list[str], loc) -> list[tuple[int, int]]:
    """Character offsets of each token, found left to right with only spaces between."""
    spans, pos = [], 0
    for token in tokens:
        forms = _QUOTES.get(token)
        if forms is None:
            start = text.find(token, pos)
            found = None if start < 0 else (start, start + len(token))
        else:  # the quote's first form in the text (no two start at the same place)
            found = min(((start, start + len(form)) for form in forms
                         if (start := text.find(form, pos)) >= 0), default=None)
        if found is None or (found[0] > pos and text[pos:found[0]].strip()):
            raise FormatError(f"token {token!r} not found in the text after offset {pos}", loc,
                              code="E006")
        spans.append(found)
        pos = found[1]
    return spans


def _span(spec: list, offsets: list[tuple[int, int]], what: str, loc) -> Span:
    try:
        start, end = spec[1]
        if type(start) is not int or type(end) is not int:  # JSON: not a bool or float
            raise TypeError(spec[1])
    except (TypeError, ValueError, IndexError, KeyError) as exc:
        raise FormatError(f"{what}: expected [text, [start, end], ...]", loc, code="E005") from exc
    if not 0 <= start < end <= len(offsets):
        raise FormatError(f"{what}: token span [{start}, {end}] outside the "
                          f"{len(offsets)} tokens", loc, code="E006")
    return Span.of(offsets[start][0], offsets[end - 1][1])


def _referring(text: str, span: Span, lang: str) -> Span | None:
    """Where an expletive subject is marked (``il y a``), the nearest other pronoun of the
    text that is not one; None when the marked one is not expletive or none is found."""
    if not known(lang):
        return None
    table = defaults(lang).expletives
    if not _expletive(text, span, table):
        return None
    others = [s for s, _ in occurrences(text, lang, [span])
              if not _expletive(text, s, table)]
    return min(others, key=lambda s: abs(s.start - span.start), default=None)


def _expletive(text: str, span: Span, table) -> bool:
    after = text[span.end:].lstrip().lower().replace("’", "'")
    return text[span.start:span.end].lower() in table.EXPLETIVE_SUBJECTS and \
        after.startswith(table.EXPLETIVE_FOLLOWERS)


def _item(path: Path, number: int, line: str) -> Item:
    loc = at(path, number)
    cols = line.split("\t")
    if len(cols) != 7:
        raise FormatError(f"{len(cols)} columns; expected 7 (lang, source, English, text, "
                          "tokens, pronoun, candidates)", loc)
    code, source, english, text = cols[:4]
    if code not in LANGS:
        raise FormatError(f"language {code!r}; expected one of {sorted(LANGS)}", loc, code="E005")
    tokens, pron, cands = (_json(cols[i], name, loc) for i, name in
                           ((4, "tokens"), (5, "pronoun"), (6, "candidates")))
    if not all(map(isinstance, tokens, repeat(str))):
        raise FormatError("column tokens: expected a JSON list of strings", loc, code="E005")
    offsets = align(text, tokens, loc)
    pspan = _span(pron, offsets, "pronoun", loc)
    flags: list[str] = []
    if (moved := _referring(text, pspan, LANGS.get(code, ""))) is not None:
        pspan = moved
        flags.append("expletive-pronoun-moved")
    candidates, answer = [], None
    for i, spec in enumerate(cands):
        if not isinstance(spec, list) or len(spec) != 4 or not isinstance(spec[0], str):
            raise FormatError(f"candidate {i}: expected [text, [start, end], tokens, "
                              f"is_correct], got {kind_of(spec)}", loc, code="E005")
        span = _span(spec, offsets, f"candidate {i}", loc)
        if text[span.start:span.end] != spec[0]:
            span = find_span(text, spec[0], avoid=pspan)
            flags.append("candidate-span-mismatch")
        candidates.append(Candidate.of(spec[0], span))
        if spec[3] is True:
            if answer is not None:
                raise FormatError("several candidates marked correct; expected one", loc,
                                  code="E005")
            answer = i
    if answer is None:
        raise FormatError("no candidate marked correct; expected one", loc, code="E005")
    lang = LANGS[code]
    return build_item(loc, lambda: Item(
        id=f"xwinograd-{lang}-{number:04d}",
        lang=lang,
        text=text,
        pronoun=Mention.of(text[pspan.start:pspan.end], pspan),
        pronoun_found_by="markup",
        candidates=candidates,
        answer=answer,
        provenance=Provenance(corpus="xwinograd", file=str(path), line=number,
                              source_id=str(number), notes=[f"source: {source}"]),
        upstream_sentences={} if english.strip() in {"", "?"} else {"en": english},
        flags=sorted(set(flags)),
    ))


# --- writer ---------------------------------------------------------------------------------

_CODES = {iso: code for code, iso in LANGS.items()}  # the file's code of a language (ja: jp)


def tokenize(text: str, cuts: set[int]) -> list[tuple[int, int]]:
    """Character spans of the tokens of ``text``, split also at each offset in ``cuts``."""
    spans = []
    for _, start, end in tokens(text):
        for cut in sorted(c for c in cuts if start < c < end):
            spans.append((start, cut))
            start = cut
        spans.append((start, end))
    return spans


def _token_range(tokens: list[tuple[int, int]], span: Span) -> list[int]:
    inside = [i for i, (s, e) in enumerate(tokens) if s >= span.start and e <= span.end]
    return [inside[0], inside[-1] + 1] if inside else []


def row(item: Item) -> tuple[list[str], str]:
    """The 7 columns of one item, or none and the reason it cannot be written."""
    if item.pronoun is None or item.pronoun.span is None:
        return [], "no located pronoun"
    if item.answer is None:
        return [], "no answer (XWinograd marks the correct candidate)"
    spans = [candidate_span(item, c) for c in item.candidates]
    if any(span is None for span in spans):
        return [], "a candidate is not found in the sentence"
    if re.search(r"[\t\r\n]", item.text + item.upstream_sentences.get("en", "")):
        return [], "the sentence or its English original holds a tab or line break"
    mentions = [item.pronoun.span, *spans]
    offsets = tokenize(item.text, {b for s in mentions for b in (s.start, s.end)})
    words = [item.text[s:e] for s, e in offsets]
    ranges = [_token_range(offsets, span) for span in mentions]
    if not all(ranges):
        return [], "a span holds no word"
    # [text, [first token, end token], tokens] of the pronoun, then of each candidate
    pronoun, *cands = [[item.text[s.start:s.end], [first, last], words[first:last]]
                       for s, (first, last) in zip(mentions, ranges, strict=True)]
    candidates = [spec + [i == item.answer] for i, spec in enumerate(cands)]
    english = item.upstream_sentences.get("en", "?")
    return [_CODES.get(item.lang, item.lang), item.id, english, item.text, json.dumps(words),
            json.dumps(pronoun), json.dumps(candidates)], ""


def write(corpus: Corpus, handle: IO[str]) -> ExportReport:
    report = ExportReport()
    for item in corpus.items:
        columns, reason = row(item)
        if reason:
            report.skip(item.id, reason)
            continue
        handle.write("\t".join(columns) + "\n")
        report.written += 1
    return report
