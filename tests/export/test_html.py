"""`--format html`: escaping, the page structure, and what the search index holds."""

from __future__ import annotations

import html as _html
import io
import json
from html.parser import HTMLParser

import pytest

from wsc_corpus.export import html
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


def test_corpus_markup_is_text_never_markup(hostile: Corpus) -> None:
    page = html.render(hostile)
    parsed = _parse(page)
    # Only the page's own two scripts exist, and the index one is JSON, not code.
    assert [attrs.get("type") for tag, attrs in parsed.tags if tag == "script"] == [
        "application/json", None]
    assert not any(tag in ("img", "b", "i", "u", "em") for tag, _ in parsed.tags)
    assert "window.__pwned" not in parsed.scripts[1]
    assert "&lt;script&gt;window.__pwned = 1&lt;/script&gt;" in page
    assert "Lucy &lt;img src=x onerror=alert(1)&gt;" in page
    assert "&lt;script&gt;alert(&#39;note&#39;)&lt;/script&gt;" in page
    # Inside the JSON index '<' is escaped, so no '</script>' can close the element early.
    index_text = parsed.scripts[0]
    assert "<" not in index_text
    assert json.loads(index_text)["items"][0][3].count("<script>") == 1


def test_policy_allows_only_the_pages_own_style_and_script(hostile: Corpus) -> None:
    page = html.render(hostile)
    policy = next(a["content"] for t, a in _parse(page).tags
                  if a.get("http-equiv") == "Content-Security-Policy")
    assert "default-src 'none'" in policy
    assert "unsafe-inline" not in policy
    env = html.environment()
    script = env.loader.get_source(env, "corpus.js")[0]
    assert html._csp_hash(script) in policy
    assert "http:" not in page and "https:" not in page.replace("https://", "")


def test_twins_side_by_side_with_marks(nyu: Corpus) -> None:
    sample = Corpus(items=nyu.items[:4])
    page = html.render(sample)
    parsed = _parse(page)
    articles = [a for t, a in parsed.tags if t == "article"]
    items = [a for t, a in parsed.tags if t == "section" and a.get("class") == "item"]
    assert len(articles) == 2 and len(items) == 4
    marks = [a["class"] for t, a in parsed.tags if t == "mark"]
    assert "pron" in marks and "cand cand-0 correct" in marks and "special" in marks
    assert '<li class="correct">The city councilmen' in page
    assert "upstream id" in page and "WSCollection.xml:7" in page
    assert "source: (Winograd 1972)" in page


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


def test_index_rows_follow_page_order_and_fold_accents(portuguese: Corpus) -> None:
    languages = html.build_views(portuguese)
    index = html.search_index(languages)
    assert len(index["items"]) == len(portuguese)
    assert index["langs"] == ["pt"]
    assert [r[1] for r in index["items"]].count(0) < len(portuguese)  # tags are encoded
    assert all(end > start for start, end in index["schemas"])
    assert index["schemas"][-1][1] == len(portuguese)
    assert any("onibus" in row[3] for row in index["items"])  # ônibus is found as onibus


def test_translator_notes_and_tags_shown(portuguese: Corpus) -> None:
    page = html.render(Corpus(items=portuguese.items[:2]))
    assert "Tradução: Fabio Ocana" in page
    assert '<li class="badge tag-translated">translated</li>' in page
    assert "English id" in page


@pytest.mark.slow
def test_with_findings_shows_validate_findings_under_their_items(portuguese: Corpus) -> None:
    from wsc_corpus.checks import validate

    report = validate(portuguese)
    handle = io.StringIO()
    html.write(portuguese, handle, with_findings=True)
    page = handle.getvalue()
    parsed = _parse(page)
    listed = [a for t, a in parsed.tags if t == "li" and "finding" in a.get("class", "")]
    assert len(listed) == len(report.findings) > 0
    assert f"{len(report.findings)} findings of <code>wsc validate</code>" in page
    assert "checks:structure" in page  # the checks and their resources are in the signature
    first = next(f for f in report.findings if f.item)
    section = page[page.index(f'aria-label="Item {first.item}"'):]
    assert _html.escape(first.message, quote=True) in section[:section.index("</section>")]
    index = json.loads(parsed.scripts[0])
    problems = {f.item for f in report.findings if f.severity in ("error", "warning")}
    assert sum(1 for row in index["items"] if row[2]) == len(problems)
