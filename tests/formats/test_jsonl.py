"""Canonical JSONL: lossless round trip of every real collection."""

import json

import pytest

from wsc_corpus.formats import jsonl, load_paths

REAL = {
    "nyu": ["nyu_wsc/WSCollection.xml", "trichelair_wsc"],
    "french": ["french_fwsc285", "pws_parallel"],
    "portuguese": ["portuguese_wsc"],
}


@pytest.mark.parametrize("name", sorted(REAL))
def test_round_trip(corpora, tmp_path, name):
    corpus = load_paths([corpora / p for p in REAL[name]])
    out = tmp_path / "out.jsonl"
    with out.open("w", encoding="utf-8") as handle:
        assert jsonl.write(corpus.items, handle) == len(corpus)
    again = load_paths([out])
    assert again.items == corpus.items
    assert again.stats() == corpus.stats()


def test_embedded_corpus_round_trip(tmp_path):
    from wsc_corpus.formats import default_corpus_path

    corpus = load_paths([default_corpus_path()])
    out = tmp_path / "emb.jsonl"
    with out.open("w", encoding="utf-8") as handle:
        jsonl.write(corpus.items, handle)
    assert load_paths([out]).items == corpus.items


def test_findings_point_at_the_jsonl_line_and_keep_the_upstream_id(corpora, tmp_path, wsc):
    corpus = load_paths([corpora / "nyu_wsc/WSCollection.xml"], lang="en")
    out = tmp_path / "nyu.jsonl"
    with out.open("w", encoding="utf-8") as handle:
        jsonl.write(corpus.items, handle)
    again = load_paths([out])
    assert again.items[2].location == f"{out}:3"
    assert again.items[2].provenance.file.endswith("WSCollection.xml")  # upstream kept
    result = wsc("validate", out, "--checks", "structure", "--format", "json")
    findings = json.loads(result.out)["findings"]
    lines = out.read_text(encoding="utf-8").splitlines()
    assert findings and all(f["file"] == str(out) for f in findings)
    for found in findings:
        item = json.loads(lines[found["line"] - 1])
        assert (item["id"], item["provenance"]["source_id"]) == (found["item"], found["source_id"])


def test_line_and_paragraph_separators_round_trip(tmp_path):
    """U+2028/U+2029 are written raw inside a JSON string; lines are split on \\n only."""
    from wsc_corpus.formats import default_corpus_path

    items = load_paths([default_corpus_path()]).items[:2]
    items[0].provenance.notes = ["a note\u2028over two lines\u2029and a paragraph"]
    out = tmp_path / "sep.jsonl"
    with out.open("w", encoding="utf-8") as handle:
        jsonl.write(items, handle)
    assert "\u2028" in out.read_text(encoding="utf-8")
    assert load_paths([out]).items == items
