"""Hostile inputs and options, each a finding or one line and exit status 2, never a crash
or a hang: symbolic link loops, folders linked to themselves, out-of-range numbers, texts
too long to parse, control characters, blank pronouns, unregistered languages."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from wsc_corpus.analysis.googleproof import MAX_THRESHOLDS, parse_thresholds
from wsc_corpus.errors import WscError

SCHEMAS = Path(__file__).resolve().parents[2] / "schemas"
HEAD = "# wsc-markup 1\nlang: en\ncorpus: t\n\n"


def _refused(result, *words: str) -> None:
    assert result.code == 2, result.err
    assert result.out == "" and "Traceback" not in result.err
    assert result.err.count("\n") == 1 and result.err.startswith("wsc: error: "), result.err
    for word in words:
        assert word in result.err


def test_a_symbolic_link_loop_as_input_or_output(wsc, tmp_path):
    (tmp_path / "a").symlink_to(tmp_path / "b")
    (tmp_path / "b").symlink_to(tmp_path / "a")
    _refused(wsc("convert", tmp_path / "a", "-o", tmp_path / "out.jsonl"), "[E001]",
             "a loop of symbolic links")
    _refused(wsc("convert", SCHEMAS / "en", "-o", tmp_path / "a"), "[E014]",
             "a loop of symbolic links")
    assert (tmp_path / "a").is_symlink() and not (tmp_path / "out.jsonl").exists()


def test_a_folder_linked_to_itself_is_walked_once(wsc, tmp_path):
    folder = tmp_path / "data"
    (folder / "sub" / "deeper").mkdir(parents=True)
    for wsc_file in (SCHEMAS / "en").glob("*.wsc"):
        (folder / wsc_file.name).write_bytes(wsc_file.read_bytes())
    for name in ("up1", "up2", "up3"):  # two links to an ancestor: exponential without a guard
        (folder / "sub" / name).symlink_to("..")
        (folder / "sub" / "deeper" / name).symlink_to("../..")
    (folder / "self").symlink_to(".")
    started = time.monotonic()
    result = wsc("info", folder, "--json")
    assert result.code == 0, result.err
    assert json.loads(result.out)["items"] == 32
    assert time.monotonic() - started < 20


@pytest.mark.parametrize("spec", ["0:inf:1", "0:1e12:1e-12", "nan:1:0.5", "0:1:inf", "1,inf",
                                  "0:1e300:1", ",".join(["1"] * (MAX_THRESHOLDS + 1))])
def test_thresholds_out_of_range_are_refused_at_once(spec):
    started = time.monotonic()
    with pytest.raises(WscError) as caught:
        parse_thresholds(spec)
    assert caught.value.code == "E010" and time.monotonic() - started < 1
    assert len(str(caught.value)) < 300


def test_thresholds_in_range():
    assert len(parse_thresholds(f"0:{MAX_THRESHOLDS - 1}:1")) == MAX_THRESHOLDS


def test_the_googleproof_command_refuses_infinite_thresholds(wsc, tmp_path):
    reference = tmp_path / "ref.txt"
    reference.write_text("The trophy fits in the suitcase.\n", encoding="utf-8")
    _refused(wsc("googleproof", "--lang", "en", "--corpus", reference, "--thresholds",
                 "0:inf:1"), "--thresholds")


@pytest.mark.slow
def test_validate_a_sentence_over_a_million_characters(wsc, tmp_path):
    path = tmp_path / "long.wsc"
    path.write_text(HEAD + "<John> thanked <Bill> because [he] was {kind|helpful} " +
                    "and very " * 130_000 + "glad.\nanswers: 0 1\n", encoding="utf-8")
    result = wsc("validate", path, "--format", "json")
    assert result.code == 1, result.err
    findings = json.loads(result.out)["findings"]
    assert {(f["code"], f["line"]) for f in findings} == {("X306", 5)}
    assert len(findings) == 2  # one per item, each named


@pytest.mark.parametrize("char", ["\x00", "\x01", "\x07", "\x1b", "\x7f"])
def test_control_characters_are_an_error_in_any_text_field(wsc, tmp_path, char):
    path = tmp_path / "c.wsc"
    path.write_text(HEAD + f"<John> thanked <Bill> because [he] was {{kind|help{char}ful}}.\n"
                    "answers: 0 1\n", encoding="utf-8")
    result = wsc("validate", path, "--checks", "text", "--format", "json")
    assert result.code == 1, result.err
    found = [f for f in json.loads(result.out)["findings"] if f["code"] == "X305"]
    assert len(found) >= 1 and found[0]["evidence"]["found"] == f"U+{ord(char):04X}"
    assert found[0]["severity"] == "error"


def test_tab_and_newline_are_not_control_findings(wsc, tmp_path):
    path = tmp_path / "t.jsonl"
    assert wsc("convert", SCHEMAS / "en", "-o", path).code == 0
    result = wsc("validate", path, "--checks", "text", "--format", "json")
    assert "X305" not in {f["code"] for f in json.loads(result.out)["findings"]}


def test_a_control_character_in_provenance_notes_is_found(tmp_path):
    from wsc_corpus.checks import validate
    from wsc_corpus.formats import load_paths

    corpus = load_paths([SCHEMAS / "en"])
    corpus.items[0].provenance.notes = ["ok", "bell\x07"]
    found = [f for f in validate(corpus, ["text"]).findings if f.code == "X305"]
    assert [f.evidence["field"] for f in found] == ["provenance.notes[1]"]


def test_a_blank_superglue_span2_text_is_a_located_error(wsc, corpora, tmp_path):
    lines = (corpora / "superglue_wsc" / "val.jsonl").read_text(encoding="utf-8").splitlines()
    row = json.loads(lines[2])
    row["target"]["span2_text"] = "  "
    path = tmp_path / "val.jsonl"
    path.write_text("\n".join(lines[:2] + [json.dumps(row)] + lines[3:]) + "\n",
                    encoding="utf-8")
    _refused(wsc("convert", path, "-o", tmp_path / "out.jsonl"),
             f"{path}:3: [E004] target.span2_text is blank")


def test_a_blank_pronoun_in_jsonl_is_a_located_error(wsc, tmp_path):
    source = tmp_path / "in.jsonl"
    assert wsc("convert", SCHEMAS / "en", "-o", source).code == 0
    lines = source.read_text(encoding="utf-8").splitlines()
    item = json.loads(lines[1])
    start = item["pronoun"]["span"]["start"]
    item["text"] = item["text"][:start] + " " + item["text"][item["pronoun"]["span"]["end"]:]
    item["pronoun"] = {"text": " ", "span": {"start": start, "end": start + 1}}
    item.pop("snippet", None)
    source.write_text("\n".join([lines[0], json.dumps(item)] + lines[2:]) + "\n",
                      encoding="utf-8")
    result = wsc("convert", source, "-o", tmp_path / "out.jsonl")
    assert result.code == 2 and f"{source}:2: [E" in result.err and "Traceback" not in result.err


@pytest.mark.parametrize("code", ["f\x1br", "fr\n", "e n", "FRENCH", ""])
def test_lang_must_be_a_language_code(wsc, code):
    _refused(wsc("info", SCHEMAS / "en", "--lang", code), "[E015]")


def test_an_unknown_lang_that_no_input_holds_is_refused(wsc):
    _refused(wsc("convert", SCHEMAS / "en", "--lang", "xx", "-o", "-"), "[E015]", "'xx'")
    assert wsc("info", SCHEMAS / "en", "--lang", "fr").code == 0


def test_an_unknown_lang_never_relabels_an_nyu_file(wsc, corpora):
    """The NYU format takes its language from --lang: an unregistered code is E015, not 285
    items relabelled (issue 27)."""
    nyu = corpora / "nyu_wsc" / "WSCollection.xml"
    _refused(wsc("info", nyu, "--lang", "xx"), "[E015]", "'xx'")
    assert "by language: fr 285" in wsc("info", nyu, "--lang", "fr").out


def test_an_endless_device_as_input_is_one_line(wsc, tmp_path):
    _refused(wsc("convert", "/dev/zero", "--from", "jsonl", "-o", tmp_path / "o.jsonl"),
             "/dev/zero: [E003] more than 256 MiB")
    assert not (tmp_path / "o.jsonl").exists()


def test_a_fifo_input_is_read(wsc, tmp_path):
    import os
    import threading

    fifo = tmp_path / "in.wsc"
    os.mkfifo(fifo)
    text = (SCHEMAS / "en" / "schemas.wsc").read_bytes()
    writer = threading.Thread(target=lambda: fifo.write_bytes(text))
    writer.start()
    result = wsc("convert", fifo, "--from", "wsc-markup", "-o", tmp_path / "o.jsonl")
    writer.join(timeout=60)
    assert result.code == 0, result.err
    assert len((tmp_path / "o.jsonl").read_text(encoding="utf-8").splitlines()) == 32


def test_a_kit_cell_an_xlsx_cannot_hold_is_refused_before_writing(wsc, tmp_path):
    source = tmp_path / "in.wsc"
    source.write_text(HEAD + "<John> thanked <Bill> because [he] was {kind|help\x1bful}.\n"
                      "answers: 0 1\n", encoding="utf-8")
    out = tmp_path / "kit.xlsx"
    _refused(wsc("translate-kit", source, "--to", "fr", "-o", out), "[E009]", "U+001B")
    assert not out.exists()
    assert wsc("translate-kit", source, "--to", "fr", "-o", tmp_path / "kit.csv").code == 0


@pytest.mark.parametrize("args", [["pmi", "--smoothing", "nan"], ["pmi", "--max-f", "inf"],
                                  ["pmi", "--keep-fraction", "nan"],
                                  ["aflite", "--seed", "-1"], ["aflite", "--seed", str(2**40)],
                                  ["aflite", "--ensemble", str(10**9)],
                                  ["aflite", "--alpha", "inf"], ["aflite", "--tau", "nan"],
                                  ["aflite", "--dims", str(10**12)]])
def test_filter_numbers_out_of_range_are_usage_errors(wsc, tmp_path, args):
    out = tmp_path / "report.json"
    result = wsc("filter", args[0], SCHEMAS / "en", *args[1:], "-o", out)
    assert result.code == 2 and "Traceback" not in result.err and f"'{args[1]}" in result.err
    assert not out.exists()
