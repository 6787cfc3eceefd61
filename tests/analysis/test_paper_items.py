"""de Melo et al. score the translated items only: ``--translated-only`` gives every command
the same 277 of 285 Portuguese items, and ``wsc score --consistency-over`` the paper's
consistency denominator."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wsc_corpus.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *args) -> tuple[int, str, str]:
    capsys.readouterr()
    with pytest.raises(SystemExit) as done:
        main([str(a) for a in args])
    out = capsys.readouterr()
    return done.value.code, out.out, out.err


def test_translated_only_keeps_the_items_the_paper_scores(corpora, capsys):
    collection = corpora / "portuguese_wsc" / "data" / "raw" / "portuguese_wsc.html"
    code, out, err = run(capsys, "info", collection, "--json")
    assert code == 0, err
    assert json.loads(out)["items"] == 285
    code, out, err = run(capsys, "info", collection, "--translated-only", "--json")
    assert code == 0, err
    stats = json.loads(out)
    assert stats["items"] == 277
    # The paper: "35 associative sentences and 135 switchable sentences" among them.
    assert stats["by_tag"]["associative"]["true"] == 35
    assert stats["by_tag"]["translated"] == {"true": 277}


def test_translated_only_without_the_tag_is_one_line(corpora, capsys):
    code, _, err = run(capsys, "info", corpora / "nyu_wsc" / "WSCollection.xml",
                       "--translated-only")
    assert code == 2 and err.count("\n") == 1
    assert "[E010] --translated-only: no item carries the 'translated' tag" in err


@pytest.mark.slow
def test_score_consistency_over_the_papers_denominator(tmp_path, capsys):
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    from wsc_corpus.analysis import tinylm
    from wsc_corpus.formats import load_paths

    schemas = ROOT / "schemas" / "pt"
    model = tinylm.build(tmp_path / "tiny", [i.text for i in load_paths([schemas]).items],
                         seed=3)
    reports = {}
    for over in ("switched", "switchable"):
        code, out, err = run(capsys, "score", schemas, "--model", model, "--scoring", "full",
                             "--format", "json", "--consistency-over", over)
        assert code == 0, err
        reports[over] = json.loads(out)
    for over, report in reports.items():
        consistency = report["metrics"]["full"]["consistency"]
        assert consistency["over"] == over and set(consistency) == {"consistent", "total",
                                                                    "rate", "over"}
        assert 0 <= consistency["rate"] <= 1
        assert f"consistency:{over}" in report["signature"]["string"]
    switched = reports["switched"]["metrics"]["full"]
    switchable = reports["switchable"]["metrics"]["full"]["consistency"]
    assert switched["consistency"]["total"] == switched["switched"]["total"]
    assert switchable["total"] >= switched["consistency"]["total"]
