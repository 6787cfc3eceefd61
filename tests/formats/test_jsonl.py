"""Canonical JSONL: lossless round trip of every real collection."""

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
