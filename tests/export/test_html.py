"""`--format html`: escaping, the page structure, and what the search index holds."""

from __future__ import annotations

import io
import json
from html.parser import HTMLParser

import pytest

from wsc_corpus.export import html, templates
from wsc_corpus.models import Corpus


class _Collect(HTMLParser):
    """Elements, their classes and the scripts of a page, as a browser's parser sees them."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []
        self.scripts: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        self._in_script = tag == "script"
        if self._in_script:
            self.scripts.append("")

    def handle_endtag(self, tag):
        self._in_script = False

    def handle_data(self, data):
        if self._in_script:
            self.scripts[-1] += data


def _parse(page: str) -> _Collect:
    parser = _Collect()
    parser.feed(page)
    return parser


def _data(page: str) -> dict:
    return json.loads(_parse(page).scripts[0])


def test_corpus_markup_is_text_never_markup(hostile: Corpus) -> None:
    page = html.render(hostile)
    parsed = _parse(page)
    # Only the page's own two scripts exist, and the data one is JSON, not code.
    assert [attrs.get("type") for tag, attrs in parsed.tags if tag == "script"] == [
        "application/json", None]
    assert not any(tag in ("img", "b", "i", "u", "em") for tag, _ in parsed.tags)
    assert "window.__pwned" not in parsed.scripts[1]
    # Inside the JSON data '<' is escaped, so no '</script>' can close the element early;
    # the script puts every string in with textContent (tests/export/test_html_browser.py).
    assert "<" not in parsed.scripts[0] and "<img" not in page and "<script>window" not in page
    row = _data(page)["items"][0]
    assert "".join(row[1][::2]) == hostile.items[0].text
    assert row[2][1] == "Lucy <img src=x onerror=alert(1)>"
    assert row[15] == ["<script>alert('note')</script>", "a & b"]


def test_policy_allows_only_the_pages_own_style_and_script(hostile: Corpus) -> None:
    page = html.render(hostile)
    policy = next(a["content"] for t, a in _parse(page).tags
                  if a.get("http-equiv") == "Content-Security-Policy")
    assert "default-src 'none'" in policy
    assert "unsafe-inline" not in policy
    env = templates()
    script = env.loader.get_source(env, "corpus.js")[0]
    assert html._csp_hash(script) in policy
    assert "http:" not in page and "https:" not in page.replace("https://", "")


def test_twins_side_by_side_with_marks(nyu: Corpus) -> None:
    data = _data(html.render(Corpus(items=nyu.items[:4])))
    assert [s[3:] for s in data["schemas"]] == [[0, 2], [2, 4]] and len(data["items"]) == 4
    assert {"pron", "cand cand-0 correct", "special"} <= set(data["classes"])
    first = data["items"][0]
    assert first[2][0] == "The city councilmen" and first[3] == 0
    # An upstream id that ends the item id is stored as its length (the script takes it back).
    source_id = nyu.items[0].provenance.source_id
    assert first[12] in (source_id, len(source_id)) and first[0].endswith(source_id)
    assert first[14] == "WSCollection.xml:7"
    assert first[15] == ["source: (Winograd 1972)"]


def test_segments_cover_the_text_and_mark_every_span(portuguese: Corpus) -> None:
    for item in portuguese.items:
        pieces = html.segments(item)
        assert "".join(text for text, _ in pieces) == item.text
        if item.pronoun and item.pronoun.span:
            assert item.pronoun.text in "".join(t for t, c in pieces if "pron" in c.split())


def test_a_candidate_chip_keeps_a_fused_contraction_whole(portuguese: Corpus) -> None:
    from wsc_corpus.models import Candidate, Item, Mention, Provenance, Span

    text = "O troféu não cabe na maleta porque ele é grande."
    item = Item(id="x", lang="pt", text=text, provenance=Provenance(corpus="t"),
                pronoun=Mention(text="ele", span=Span(start=35, end=38)),
                candidates=[Candidate(text="O troféu"), Candidate(text="a maleta")], answer=0)
    pieces = html.segments(item)
    chips = [t for t, c in pieces if "cand-1" in c.split()]
    assert chips == ["na maleta"]  # not 'cabe n' + 'a maleta'
    for item in portuguese.items:  # no chip starts or ends inside a word
        pieces = html.segments(item)
        for k, (piece, classes) in enumerate(pieces):
            if "cand" in classes.split() and k > 0:
                before = pieces[k - 1]
                assert "cand" in before[1].split() or not (before[0][-1:].isalnum()
                                                           and piece[:1].isalnum()), item.id


def test_data_rows_follow_page_order(portuguese: Corpus) -> None:
    data = html.page_data(html.build_views(portuguese))
    assert len(data["items"]) == len(portuguese)
    assert [code for code, _ in data["langs"]] == ["pt"]
    translated = 1 << data["tags"].index("translated")
    assert sum(1 for row in data["items"] if len(row) > 10 and row[10] & translated) == \
        sum(1 for item in portuguese.items if item.tag("translated"))
    assert all(end > start for *_, start, end in data["schemas"])
    assert data["schemas"][-1][4] == len(portuguese)
    rows = {row[0]: row for row in data["items"]}
    assert all("".join(rows[item.id][1][::2]) == item.text for item in portuguese.items)


def test_translator_notes_and_tags_shown(portuguese: Corpus) -> None:
    row = _data(html.render(Corpus(items=portuguese.items[:2])))["items"][0]
    assert any("Tradução: Fabio Ocana" in note for note in row[15])
    assert row[10] and row[13] == portuguese.items[0].provenance.english_id


@pytest.mark.slow
def test_with_findings_shows_validate_findings_under_their_items(portuguese: Corpus) -> None:
    from wsc_corpus.checks import validate

    report = validate(portuguese)
    handle = io.StringIO()
    html.write(portuguese, handle, with_findings=True)
    page = handle.getvalue()
    parsed = _parse(page)
    general = [a for t, a in parsed.tags if t == "li" and "finding" in a.get("class", "")]
    data = json.loads(parsed.scripts[0])
    per_item = {row[0]: row[17] for row in data["items"] if len(row) > 17}
    assert len(general) + sum(map(len, per_item.values())) == len(report.findings) > 0
    assert f"{len(report.findings)} findings of <code>wsc validate</code>" in page
    assert "checks:structure" in page  # the checks and their resources are in the signature
    first = next(f for f in report.findings if f.item)
    assert [first.code, first.severity, first.message] in per_item[first.item]
    assert 'data-findings="1"' in page


def test_html_templates_are_autoescaped_markdown_ones_escaped_by_filter() -> None:
    """One template environment: HTML autoescaped; Markdown left as written but for what
    goes through the ``markdown`` filter (a corpus name in the HF card)."""
    env = templates()
    hostile = "<b>x</b>|y"
    page = env.from_string("{{ v }}").render(v=hostile)  # a string template: autoescaped
    assert page == "&lt;b&gt;x&lt;/b&gt;|y"
    assert env.autoescape("corpus.html.j2") and not env.autoescape("hf_card.md.j2")
    card = env.get_template("hf_card.md.j2")
    assert card.environment.filters["markdown"](hostile) == "&lt;b&gt;x&lt;/b&gt;\\|y"
