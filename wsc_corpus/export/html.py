"""A self-contained HTML corpus browser: one file with inline CSS and JavaScript.

The items travel as one JSON data array (``page_data``: each sentence already cut into its
marked pieces by ``segments``); the page's script filters and searches that array and builds
only the cards on screen (virtual scrolling), with ``textContent``, never markup, so a page of
40k items is ready in well under a second and stays about the size of its JSONL. The page's
frame comes from the jinja2 templates in ``templates/`` (autoescaped). A
Content-Security-Policy allows only the page's own style and script (by hash): even text that
escaped escaping could not run.
"""

from __future__ import annotations

import base64
import hashlib
import itertools
import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import IO, Any

from markupsafe import Markup

from wsc_corpus import __version__
from wsc_corpus.export import ExportReport, templates
from wsc_corpus.lang import defaults, known
from wsc_corpus.models import TAG_NAMES, Corpus, Item, Mention
from wsc_corpus.occurrences import candidate_pieces
from wsc_corpus.parallel import Jobs
from wsc_corpus.signature import Signature

SNIPPET_LABELS = {"quote": "Snippet", "question": "Question", "trecho": "Trecho",
                  "blank": "Blank"}


@dataclass(frozen=True)
class FindingView:
    """What the page shows of one finding of ``wsc validate``."""

    code: str
    severity: str  # error, warning or info
    message: str


@dataclass
class ItemView:
    item: Item
    segments: list[tuple[str, str]]
    findings: list[FindingView] = field(default_factory=list)

    @property
    def unmarked(self) -> set[int]:
        """Candidates the sentence does not show (marked nowhere)."""
        shown = {int(c[5:]) for _, classes in self.segments for c in classes.split()
                 if c.startswith("cand-")}
        return set(range(len(self.item.candidates))) - shown

    @property
    def location(self) -> str:
        p = self.item.provenance
        name = p.file.replace("\\", "/").rpartition("/")[2] if p.file else None
        if name and p.line is not None:
            return f"{name}:{p.line}"
        if name and p.record is not None:
            return f"{name}, record {p.record}"
        return name or ""


@dataclass
class SchemaView:
    id: str
    corpus: str
    items: list[ItemView]


@dataclass
class LanguageView:
    code: str
    name: str
    schemas: list[SchemaView]

    @property
    def item_count(self) -> int:
        return sum(len(s.items) for s in self.schemas)


def segments(item: Item) -> list[tuple[str, str]]:
    """The sentence cut at every span edge: (text, space-separated classes) pieces.

    Classes: ``pron``; ``cand`` with ``cand-N`` and ``correct`` for the answer, wherever the
    candidate stands (through a contraction, in pieces: ``occurrences.candidate_pieces``);
    ``special`` or ``alternate`` for the schema word this sentence holds. Overlapping spans
    add up.
    """
    marks: list[tuple[int, int, str]] = []

    def add(mention: Mention | None, classes: str) -> None:
        if mention is not None and mention.span is not None and mention.span.end > mention.span.start:
            marks.append((mention.span.start, mention.span.end, classes))

    add(item.pronoun, "pron")
    for i, cand in enumerate(item.candidates):
        classes = f"cand cand-{i}" + (" correct" if i == item.answer else "")
        marks.extend((*_whole_words(item.text, start, end), classes)
                      for start, end in candidate_pieces(item, cand) if end > start)
    add(item.special, "special")
    add(item.alternate, "alternate")
    # One sweep over the sorted cuts: a mark [s, e) covers the pieces from s up to e.
    opening: dict[int, list[int]] = {}
    closing: dict[int, list[int]] = {}
    for index, (start, end, _) in enumerate(marks):
        opening.setdefault(start, []).append(index)
        closing.setdefault(end, []).append(index)
    cuts = sorted({0, len(item.text)} | opening.keys() | closing.keys())
    active: set[int] = set()
    pieces = []
    for start, end in itertools.pairwise(cuts):
        active.difference_update(closing.get(start, ()))
        active.update(opening.get(start, ()))
        classes = " ".join(marks[i][2] for i in sorted(active))  # in the order of the marks
        pieces.append((item.text[start:end], classes))
    return pieces


def _whole_words(text: str, start: int, end: int) -> tuple[int, int]:
    """A candidate's stretch widened to whole words, so that a chip never cuts a word: the
    article inside a contraction (``a`` in ``na``) marks the whole contraction."""
    while start > 0 and text[start - 1].isalnum():
        start -= 1
    while end < len(text) and text[end].isalnum():
        end += 1
    return start, end


def _csp_hash(text: str) -> str:
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return "'sha256-" + base64.b64encode(digest).decode("ascii") + "'"


def build_views(corpus: Corpus,
                findings: Mapping[str, Sequence[FindingView]] | None = None) -> list[LanguageView]:
    """Languages (in the order first seen) holding their schemas and items."""
    by_lang: dict[str, list[SchemaView]] = {}
    for schema in corpus.schemas():
        views = [ItemView(item, segments(item), list((findings or {}).get(item.id, ())))
                 for item in schema.items]
        by_lang.setdefault(schema.lang, []).append(
            SchemaView(schema.id, schema.items[0].provenance.corpus, views))
    return [LanguageView(code, defaults(code).name if known(code) else code, schemas)
            for code, schemas in by_lang.items()]


def page_data(languages: list[LanguageView]) -> dict[str, Any]:
    """What the page's script shows, filters and searches, in page order.

    ``schemas``: ``[language, corpus, id, first item, end]``; ``items``: one array per item,
    ``[id, pieces, candidates, answer, unmarked, snippet, snippet kind, special, alternate,
    derived, tag bits, flags, upstream id, English id, source, notes, upstream sentences,
    findings]``, its empty trailing fields left out; a snippet or upstream id that ends the
    sentence or the id is the number of its characters (``_tail``). ``pieces`` alternate a piece of the
    sentence and the number of its classes in ``classes`` (``segments``).
    """
    classes: dict[str, int] = {"": 0}
    corpora: dict[str, int] = {}
    schemas, items = [], []
    for lang_no, lang in enumerate(languages):
        for schema in lang.schemas:
            schemas.append([lang_no, corpora.setdefault(schema.corpus, len(corpora)), schema.id,
                            len(items), len(items) + len(schema.items)])
            items += [_item_row(view, classes) for view in schema.items]
    return {"langs": [[lang.code, lang.name] for lang in languages], "tags": list(TAG_NAMES),
            "classes": list(classes), "corpora": list(corpora), "snippets": SNIPPET_LABELS,
            "schemas": schemas, "items": items}


def _item_row(view: ItemView, classes: dict[str, int]) -> list[Any]:
    item, p = view.item, view.item.provenance
    pieces: list[Any] = []
    for text, names in view.segments:
        pieces += [text, classes.setdefault(names, len(classes))]
    row = [item.id, pieces, [c.text for c in item.candidates], item.answer,
           sum(1 << n for n in view.unmarked), _tail(item.snippet, item.text),
           item.snippet_kind, item.special.text if item.special else None,
           item.alternate.text if item.alternate else None, int(item.special_derived),
           sum(1 << n for n, name in enumerate(TAG_NAMES) if item.tag(name)), item.flags,
           _tail(p.source_id, item.id), p.english_id, view.location, p.notes,
           list(item.upstream_sentences.items()),
           [[f.code, f.severity, f.message] for f in view.findings]]
    while row and row[-1] in (None, 0, "", []):
        row.pop()
    return row


def _tail(text: str | None, whole: str) -> str | int | None:
    """``text``, or its length where ``whole`` ends with it (a WinoGrande snippet is the
    sentence from the blank on; an upstream id often ends the item id): the page's script
    takes that many characters from the end of ``whole``."""
    if text and whole.endswith(text):
        return len(text)
    return text


def script_json(data: object) -> Markup:
    """Compact JSON for a ``<script type="application/json">`` element: ``<``, ``>`` and
    ``&`` escaped, so that no text in it can close the element or start markup."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return Markup(text.replace("<", "\\u003c").replace(">", "\\u003e")
                  .replace("&", "\\u0026"))


def render(corpus: Corpus, findings: Mapping[str, Sequence[FindingView]] | None = None,
           corpus_findings: Sequence[FindingView] = (),
           resources: Mapping[str, str] | None = None,
           settings: Mapping[str, object] | None = None,
           parallel: Sequence[Mapping[str, Any]] = ()) -> str:
    """The page for a corpus; ``findings`` (item id -> findings) adds the findings,
    ``parallel`` the translations side by side (``export.parallel_view``), and
    ``resources``/``settings`` go into the page's signature."""
    env = templates()
    css = env.loader.get_source(env, "corpus.css")[0]
    script = env.loader.get_source(env, "corpus.js")[0]
    if parallel:
        script += "\n" + env.loader.get_source(env, "parallel.js")[0]
    languages = build_views(corpus, findings)
    signature = Signature.for_corpus(corpus, resources=resources,
                                     settings={"format": "html", **(settings or {})})
    tags_present = [name for name in TAG_NAMES if any(i.tag(name) for i in corpus.items)]
    stats = {"items": len(corpus.items),
             "schemas": sum(len(lang.schemas) for lang in languages),
             "by_corpus": dict(sorted(Counter(i.provenance.corpus for i in corpus.items).items()))}
    return env.get_template("corpus.html.j2").render(
        languages=languages, stats=stats, signature=str(signature), version=__version__,
        css=css, script=script, csp_style=_csp_hash(css), csp_script=_csp_hash(script),
        data=script_json(page_data(languages)), with_findings=findings is not None,
        corpus_findings=list(corpus_findings), tags_present=tags_present,
        parallel=list(parallel),
        finding_total=sum(len(v.findings) for lang in languages for s in lang.schemas
                          for v in s.items) + len(corpus_findings))


def write(corpus: Corpus, handle: IO[str], with_findings: bool = False,
          jobs: Jobs = 1) -> ExportReport:
    """Write the page; ``with_findings`` runs ``wsc validate``'s checks (in ``jobs`` worker
    processes) and shows them."""
    if not with_findings:
        handle.write(render(corpus))
        return ExportReport(written=len(corpus.items))
    from wsc_corpus.checks import Validation
    from wsc_corpus.crosslingual import link
    from wsc_corpus.export.parallel_view import parallel_data

    run = Validation(corpus, jobs=jobs)  # streamed: only what the page shows is kept
    per_item: dict[str, list[FindingView]] = {}
    general: list[FindingView] = []
    crosslingual: dict[str, list[tuple[str, str]]] = {}  # item id -> its codes and messages
    for found in run:
        view = FindingView(found.code, found.severity, found.message)
        (per_item.setdefault(found.item, []) if found.item else general).append(view)
        if found.item and found.check == "crosslingual":
            crosslingual.setdefault(found.item, []).append((found.code, found.message))
    signature = run.signature
    handle.write(render(corpus, per_item, general, resources=signature.resources,
                        settings=signature.settings,
                        parallel=parallel_data(link(corpus), crosslingual)))
    return ExportReport(written=len(corpus.items))
