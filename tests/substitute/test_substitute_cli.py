"""``wsc substitute`` from the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wsc_corpus.cli import main

PT = "portuguese_wsc/data/raw/portuguese_wsc.html"


def run(capsys, *args):
    capsys.readouterr()
    with pytest.raises(SystemExit) as exit_info:
        main([str(a) for a in args])
    out = capsys.readouterr()
    return exit_info.value.code, out.out, out.err


def test_jsonl_of_the_embedded_corpus(capsys):
    code, out, err = run(capsys, "substitute", "--lang", "pt")
    assert code == 0
    records = [json.loads(line) for line in out.splitlines()]
    first = records[0]
    assert set(first) >= {"id", "source_id", "lang", "correct", "incorrect", "options", "rules",
                          "findings"}
    assert first["correct"]["text"] == (first["correct"]["prefix"] + first["correct"]["candidate"]
                                        + first["correct"]["continuation"])
    assert any("correct_switched" in r for r in records)
    assert "signature: wsc|" in err


def test_manual_fixes_of_the_collection_and_text_output(capsys, corpora, tmp_path):
    out_file = tmp_path / "pt.txt"
    code, _, err = run(capsys, "substitute", corpora / PT, "--manual-fixes", "--format", "text",
                       "-o", out_file)
    assert code == 0, err
    text = out_file.read_text(encoding="utf-8")
    assert "através [da fenda].  (matched fix)" in text
    assert "(replaced fix)" in text
    assert "manual_fixes:manual_fixes_portuguese.json" in text


def test_manual_fixes_without_file_needs_the_collection(capsys):
    code, _, err = run(capsys, "substitute", "--lang", "en", "--manual-fixes")
    assert code == 2
    assert err.startswith("wsc: error:") and "Portuguese collection" in err


def test_bad_fixes_file_is_one_line_exit_2(capsys, tmp_path):
    bad = tmp_path / "fixes.jsonl"
    bad.write_text("{oops\n", encoding="utf-8")
    code, _, err = run(capsys, "substitute", "--lang", "en", "--manual-fixes", bad)
    assert code == 2 and "Traceback" not in err
    assert f"{bad}:1" in err and "invalid JSON" in err


def test_output_never_overwrites_an_input(capsys, corpora):
    code, _, err = run(capsys, "substitute", corpora / PT, "-o", corpora / PT)
    assert code == 2 and "refusing to write over the input" in err


def test_the_docs_show_the_current_help(capsys):
    code, out, _ = run(capsys, "substitute", "--help")
    assert code == 0
    docs = (Path(__file__).resolve().parents[2] / "docs" / "substitute.md").read_text("utf-8")
    assert " ".join(out.split()) in " ".join(docs.split())


@pytest.mark.slow
def test_xwinograd_portuguese_gets_noun_phrases_and_no_detected_error(capsys, corpora):
    code, out, _ = run(capsys, "substitute", corpora / "xwinograd" / "dataset.tsv", "--lang",
                       "pt", "--format", "text")
    assert code == 0
    assert "A medalha não cabe na maleta porque [a medalha] é muito grande." in out
    assert "porque [os vereadores] temiam a violência." in out
    assert "detected-error" not in out


def test_findings_name_each_error_the_detector_sees(item):
    from wsc_corpus.substitute import SubstitutedSentence, Substitution
    from wsc_corpus.substitute.errors import with_detected_errors

    it = item("A medalha não cabe na maleta porque ela é muito grande.", "ela",
              ["medalha", "maleta"], "pt")
    naive = [SubstitutedSentence(prefix="A medalha não cabe na maleta porque ", candidate=c,
                                 continuation=" é muito grande.") for c in ("medalha", "a maleta")]
    sub = Substitution(id=it.id, lang="pt", answer=0, options=naive)
    [checked] = with_detected_errors([it], [sub])
    assert [(f.code, f.message.split(":")[:2]) for f in checked.findings] == [
        ("detected-error", ["option 0", " bare-noun"])]
