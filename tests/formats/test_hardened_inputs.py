"""Every JSON input through the one hardened path, every integer field through one helper:
each bad value is one located line, exit 2, never an internal error."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from wsc_corpus.errors import FormatError
from wsc_corpus.formats._common import at, parse_int
from wsc_corpus.substitute.fixes import load_manual_fixes

SCHEMAS = Path(__file__).resolve().parents[2] / "schemas"
HEAD = "# wsc-markup 1\nlang: en\ncorpus: t\n\n<John> thanked <Bill> because [he] was " \
       "{kind|helpful}.\n"


def _refused(result, *words: str) -> None:
    assert result.code == 2, result.err
    errors = [line for line in result.err.splitlines() if "skipped" not in line]
    assert len(errors) == 1 and "Traceback" not in result.err, result.err
    for word in words:
        assert word in result.err


@pytest.mark.parametrize("value", ["²", "٣", "1e3", "-1", "1" * 5000, " ", True, 1.5, None])
def test_parse_int_refuses_what_is_not_ascii_digits(value):
    with pytest.raises(FormatError) as caught:
        parse_int(value, "field", at("f.json", 3))
    assert str(caught.value).startswith("f.json:3: [E005] field ")
    assert len(str(caught.value)) < 200


def test_parse_int_reads_digits_and_json_integers():
    assert parse_int(" 42 ", "f", at("x")) == 42 and parse_int(7, "f", at("x")) == 7


@pytest.mark.parametrize("answers", ["² 1", "1" * 5000 + " 0", "٣ 0"])
def test_markup_answers_are_a_located_error(wsc, tmp_path, answers):
    path = tmp_path / "a.wsc"
    path.write_text(HEAD + f"answers: {answers}\n", encoding="utf-8")
    _refused(wsc("convert", path, "-o", tmp_path / "out.jsonl"), f"{path}:6: [E005] answer")
    assert not (tmp_path / "out.jsonl").exists()


def test_markup_from_line_with_5000_digits(wsc, tmp_path):
    path = tmp_path / "a.wsc"
    path.write_text(HEAD + "answers: 0 1\nfrom: x.xml:" + "9" * 5000 + "\n", encoding="utf-8")
    _refused(wsc("convert", path, "-o", "-"), "[E005] line '9999")


@pytest.mark.parametrize("english_id", ["²", "9" * 5000, "x"])
def test_fwsc285_english_id(wsc, tmp_path, english_id):
    path = tmp_path / "f.json"
    path.write_text(json.dumps([{"english_id": english_id, "french_text": "x",
                                 "correct_answer": "a", "wrong_answer": "b"}]), encoding="utf-8")
    _refused(wsc("convert", path, "--from", "fwsc285", "-o", "-"), "record 0: [E005] english_id")


def test_trichelair_overlay_on_a_non_numeric_source_id(wsc, corpora, tmp_path):
    nyu = tmp_path / "nyu.jsonl"
    assert wsc("convert", corpora / "nyu_wsc" / "WSCollection.xml", "-o", nyu).code == 0
    lines = nyu.read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0])
    first["provenance"]["source_id"] = "abc"
    nyu.write_text("\n".join([json.dumps(first)] + lines[1:]) + "\n", encoding="utf-8")
    _refused(wsc("convert", nyu, corpora / "trichelair_wsc", "-o", "-"),
             "[E005] source_id 'abc'")


@pytest.mark.parametrize(("name", "text", "message"), [
    ("deep.jsonl", "{\"id\": " + "[" * 100_000 + "\n", "nested too deeply"),
    ("deep.json", "[" * 100_000, "nested too deeply"),
    ("nan.jsonl", '{"id": "x", "correct": NaN}\n', "NaN is not a JSON number"),
    ("inf.jsonl", '{"id": "x", "correct": "a", "n": 1e999}\n', "out of range"),
    ("huge.json", '[{"question_id": ' + "9" * 5000 + "}]", "4300 digits"),
    ("object.json", '[1, 2]', "integer 'question_id'"),
    ("bool.jsonl", '{"id": true, "correct": "a"}\n', "'id'"),
])
def test_bad_fixes_files_are_one_located_line(tmp_path, name, text, message):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(FormatError, match=message) as caught:
        load_manual_fixes(path)
    assert str(caught.value).startswith(str(path))


def test_a_raw_line_separator_inside_a_json_string_is_text(tmp_path):
    path = tmp_path / "fixes.jsonl"
    path.write_text('{"id": "x", "correct": "a\u2028b\u2029c"}\n', encoding="utf-8")
    assert load_manual_fixes(path).by_id == {"x": {"correct": "a\u2028b\u2029c"}}
    markup = tmp_path / "fixes.wscfix"
    markup.write_text("# wsc-fixes 1\nid: x\ntext: a\u2028b\ncorrect: c\u2028d\n", encoding="utf-8")
    fixes = load_manual_fixes(markup)
    assert fixes.by_id == {"x": {"correct": "c\u2028d"}} and fixes.texts == {"x": "a\u2028b"}


def test_the_cli_refuses_a_deeply_nested_fixes_file(wsc, tmp_path):
    path = tmp_path / "fixes.jsonl"
    path.write_text("[" * 100_000, encoding="utf-8")
    _refused(wsc("substitute", SCHEMAS / "en", "--manual-fixes", path, "-o", tmp_path / "o"),
             "nested too deeply")
    assert not (tmp_path / "o").exists()


def test_markup_marks_per_line_are_bounded_and_parsed_in_linear_time():
    from wsc_corpus.formats import wsc_markup

    line = "[he] " + "<a> " * 750_000 + "{x|y}."  # 3 MB: 44 s and 1.3 GB before
    with pytest.raises(FormatError, match=f"more than {wsc_markup.MAX_CANDIDATES} <candidates>"):
        wsc_markup.loads(HEAD.split("<John>")[0] + line + "\nanswers: 0 1\n", "x.wsc")
    timings = []
    for n in (2_000, 16_000):  # marks nested in one candidate: parsed, then rendered once
        text = HEAD.split("<John>")[0] + "<A> <B> [he] " + "<" * 50 + "c" + ">" * 50 + \
            " {x|y} " + "w " * n + ".\nanswers: 0 1\n"
        started = time.perf_counter()
        items = wsc_markup.loads(text, "x.wsc")
        timings.append(time.perf_counter() - started)
        assert len(items) == 2 and len(items[0].candidates) == 52
    assert timings[1] < 8 * timings[0] + 0.5  # 8 times the text: linear, with slack
