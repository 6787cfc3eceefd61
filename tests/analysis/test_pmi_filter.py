"""The PMI baseline: word-label PMI, the twin score f, the selection, the CLI."""

from __future__ import annotations

import json
import math

import pytest

from wsc_corpus.analysis.features import word_tokens
from wsc_corpus.analysis.pmi_filter import (
    PAPER_SMOOTHING,
    pmi_filter,
    sentence_score,
    twin_pairs,
    word_pmi,
)
from wsc_corpus.cli import main
from wsc_corpus.errors import WscError
from wsc_corpus.formats import load_paths


@pytest.fixture(scope="module")
def xs(corpora):
    return load_paths([corpora / "winogrande" / "train_xs.jsonl"])


def test_pmi_by_the_formula(xs):
    items = [i for i in xs if i.answer is not None]
    pmi = word_pmi(items, smoothing=1.0)
    # Recount one word independently: "because" in sentences answered by option 1 and in all.
    tokens_1 = [w for i in items if i.answer == 0 for w in word_tokens(i.text)]
    tokens = [w for i in items for w in word_tokens(i.text)]
    vocabulary = len(set(tokens))
    expected = (math.log((tokens_1.count("because") + 1) / (len(tokens_1) + vocabulary))
                - math.log((tokens.count("because") + 2) / (len(tokens) + 2 * vocabulary)))
    assert pmi["because"] == pytest.approx(expected)
    # A word seen only with y=1 is positively associated, one only with y=2 negatively.
    only_1 = {w for w in tokens_1} - {w for i in items if i.answer == 1 for w in word_tokens(i.text)}
    only_2 = {w for i in items if i.answer == 1 for w in word_tokens(i.text)} - set(tokens_1)
    assert all(pmi[w] > 0 for w in only_1) and all(pmi[w] < 0 for w in only_2)


def test_twin_score_and_selection(xs):
    result = pmi_filter(xs, keep_fraction=0.25)
    assert len(result.twins) == 80 and result.others == []
    assert sum(t.kept for t in result.twins) == 20
    by_id = xs.by_id()
    for twin in result.twins:
        t1, t2 = by_id[twin.first], by_id[twin.second]
        assert t1.answer == 0 and t2.answer == 1  # t1 is the twin labelled y=1
        assert twin.f == pytest.approx(sentence_score(t1, result.pmi)
                                       - sentence_score(t2, result.pmi))
        assert abs(twin.f) <= result.threshold if twin.kept else abs(twin.f) >= result.threshold
    assert len(result.kept_ids) == 40 and len(result.removed_ids) == 120
    fixed = pmi_filter(xs, max_f=result.threshold)
    assert all(t.kept == (abs(t.f) <= result.threshold) for t in fixed.twins)
    assert sum(t.kept for t in fixed.twins) >= 20


def test_items_without_a_twin_are_set_aside(corpora):
    debiased = load_paths([corpora / "winogrande" / "dev.jsonl"])
    pairs, others = twin_pairs(debiased)
    assert len(pairs) == 284 and len(others) == 699
    with pytest.raises(WscError, match="exactly one of"):
        pmi_filter(debiased)


def test_cli(corpora, tmp_path, capsys):
    report, kept = tmp_path / "pmi.json", tmp_path / "kept.jsonl"
    source = corpora / "winogrande" / "train_xs.jsonl"
    capsys.readouterr()
    with pytest.raises(SystemExit) as done:
        main(["filter", "pmi", str(source), "--keep-fraction", "0.5", "--dims", "128",
              "-o", str(report), "--kept", str(kept)])
    err = capsys.readouterr().err
    assert done.value.code == 0, err
    data = json.loads(report.read_text())
    assert data["counts"]["kept_pairs"] == 40 and len(data["kept"]) == 80
    assert len(load_paths([kept])) == 80 and len(data["twins"]) == 80
    assert set(data["kl"]) >= {"before", "after", "before_at_after_size", "draws"}
    assert data["settings"]["smoothing"] == 100.0
    assert data["top_words"]["y=1"][0][1] >= data["top_words"]["y=2"][0][1]
    assert "pmi: kept 40 of 80 twin pairs" in err
    with pytest.raises(SystemExit) as done:
        main(["filter", "pmi", str(source), "--keep-fraction", "0.5", "--max-abs-f", "1"])
    assert done.value.code == 2
    assert "--keep-fraction or --max-f, not both" in capsys.readouterr().err


def test_paper_smoothing_is_the_default_and_matters(xs):
    """Gururangan et al.'s add-100 by default; add-1 ranks the twins differently."""
    assert PAPER_SMOOTHING == 100.0
    items = [i for i in xs if i.answer is not None]
    default, add_100 = word_pmi(items), word_pmi(items, smoothing=100.0)
    assert default == add_100
    tokens_1 = [w for i in items if i.answer == 0 for w in word_tokens(i.text)]
    tokens = [w for i in items for w in word_tokens(i.text)]
    vocabulary = len(set(tokens))
    expected = (math.log((tokens_1.count("the") + 100) / (len(tokens_1) + 100 * vocabulary))
                - math.log((tokens.count("the") + 200) / (len(tokens) + 200 * vocabulary)))
    assert default["the"] == pytest.approx(expected)
    paper, add_1 = pmi_filter(xs, keep_fraction=0.5), pmi_filter(xs, keep_fraction=0.5,
                                                                  smoothing=1.0)
    assert set(paper.kept_ids) != set(add_1.kept_ids)


def test_signed_difference_ranks_by_f(xs):
    signed = pmi_filter(xs, keep_fraction=0.25, difference="signed")
    kept = [t.f for t in signed.twins if t.kept]
    dropped = [t.f for t in signed.twins if not t.kept]
    assert len(kept) == 20 and max(kept) <= min(dropped)
    assert signed.threshold == max(kept)
    absolute = pmi_filter(xs, keep_fraction=0.25)
    assert max(abs(t.f) for t in absolute.twins if t.kept) == absolute.threshold
