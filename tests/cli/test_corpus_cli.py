"""``wsc info`` and ``wsc convert`` from the command line, and bad input."""

import csv
import io
import json

import pytest

from wsc_corpus.formats import load_paths

GOOD_XML = """<?xml version="1.0" encoding="UTF-8"?>
<collection><schema>
<text><txt1>Anna beat Lucy because</txt1><pron> she </pron><txt2>trained more.</txt2></text>
<quote><pron>she</pron><quote2>trained more</quote2></quote>
<answers><answer>Anna</answer><answer>Lucy</answer></answers>
<correctAnswer> {letter} </correctAnswer><source>test</source>
</schema></collection>
"""


def test_info_on_real_collections(wsc, corpora):
    result = wsc("info", corpora / "nyu_wsc" / "WSCollection.xml", corpora / "portuguese_wsc",
                 "--json")
    assert result.code == 0, result.err
    stats = json.loads(result.out)
    assert stats["items"] == 570
    assert stats["by_lang"] == {"en": 285, "pt": 285}
    assert stats["by_tag"]["translated"] == {"false": 8, "true": 277}
    assert stats["signature"]["string"].startswith("wsc|corpus:")


def test_info_text(wsc, corpora):
    result = wsc("info", corpora / "french_fwsc285", corpora / "pws_parallel")
    assert result.code == 0
    assert "499 items" in result.out and "by corpus: fwsc285 285, pws 214" in result.out


def test_info_pws_lang(wsc, corpora):
    result = wsc("info", corpora / "pws_parallel" / "pws.tsv", "--lang", "pt", "--json")
    assert json.loads(result.out)["items"] == 273


def test_convert_round_trip(wsc, corpora, tmp_path):
    out = tmp_path / "pt.jsonl"
    result = wsc("convert", corpora / "portuguese_wsc", "-o", out)
    assert result.code == 0 and "wrote 285 items" in result.err
    assert load_paths([out]).items == load_paths([corpora / "portuguese_wsc"]).items


def test_convert_to_stdout(wsc, corpora):
    result = wsc("convert", corpora / "nyu_wsc" / "WSCollection.xml", "-o", "-")
    lines = result.out.splitlines()
    assert len(lines) == 285 and json.loads(lines[0])["id"] == "nyu-en-000"


def test_convert_refuses_to_overwrite_input(wsc, tmp_path):
    source = tmp_path / "in.xml"
    source.write_text(GOOD_XML.format(letter="A"), encoding="utf-8")
    before = source.read_bytes()
    result = wsc("convert", source, "-o", source)
    assert result.code == 2 and "refusing to write over the input" in result.err
    assert source.read_bytes() == before
    assert list(tmp_path.iterdir()) == [source]  # no temporary file left behind


def test_from_forces_a_format(wsc, tmp_path):
    source = tmp_path / "schemas.txt"
    source.write_text(GOOD_XML.format(letter="B."), encoding="utf-8")
    result = wsc("info", source, "--from", "nyu-xml", "--json")
    assert result.code == 0 and json.loads(result.out)["with_answer"] == 1


BAD_INPUTS = {
    "truncated.xml": (GOOD_XML.format(letter="A")[:200].encode(), "not well-formed XML"),
    "wrong-encoding.xml": (GOOD_XML.format(letter="A").replace("Anna beat", "Zoé bat")
                           .encode("latin-1"), "not well-formed XML"),
    "empty.xml": (b"", "format not recognised"),
    "garbage.bin": (bytes(range(256)) * 8, "format not recognised"),
    "missing.xml": (b"<collection><schema><answers/></schema></collection>", "missing <text>"),
    "letter.xml": (GOOD_XML.format(letter="C").encode(), "expected a letter A-B"),
    "xxe.xml": ((b'<?xml version="1.0"?><!DOCTYPE c [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
                b"<collection><schema>&x;</schema></collection>"), "entity declarations are refused"),
    "laughs.xml": ((b'<?xml version="1.0"?><!DOCTYPE c [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]>'
                   b"<collection>&b;</collection>"), "entity declarations are refused"),
    "span.jsonl": (json.dumps({"id": "x", "lang": "en", "text": "He left.",
                               "pronoun": {"text": "He", "span": {"start": 40, "end": 42}},
                               "candidates": [{"text": "Ann"}, {"text": "Bob"}],
                               "provenance": {"corpus": "t"}}).encode() + b"\n",
                   "outside the text"),
    "badjson.jsonl": (b'{"id": "x", "lang": "en", "text": "t", "candidates": [\n',
                      "invalid JSON"),
}


@pytest.mark.parametrize("name", sorted(BAD_INPUTS))
def test_bad_input_gets_one_line_error(wsc, tmp_path, name):
    data, expected = BAD_INPUTS[name]
    path = tmp_path / name
    path.write_bytes(data)
    result = wsc("info", path)
    assert result.code == 2
    assert expected in result.err
    assert "Traceback" not in result.err
    lines = result.err.strip().splitlines()
    assert len(lines) == 1 and str(path) in lines[0]
    assert path.read_bytes() == data  # inputs are never modified


def test_debug_shows_traceback(wsc, tmp_path):
    path = tmp_path / "letter.xml"
    path.write_bytes(BAD_INPUTS["letter.xml"][0])
    result = wsc("--debug", "info", path)
    assert result.code == 2 and "Traceback" in result.err


def test_missing_path(wsc, tmp_path):
    result = wsc("info", tmp_path / "nope.xml")
    assert result.code == 2 and "no such file or directory" in result.err


def test_info_as_a_table_for_spreadsheets(wsc, corpora):
    source = corpora / "nyu_wsc/WSCollection.xml"
    stats = json.loads(wsc("info", source, "--json").out)
    rows = list(csv.reader(io.StringIO(wsc("info", source, "--format", "csv").out)))
    assert rows[0] == ["count", "value", "items"]
    counts = {(what, value): int(n) for what, value, n in rows[1:] if what != "signature"}
    assert counts[("items", "")] == stats["items"] == 285
    assert counts[("schema size", "2")] == stats["by_schema_size"]["2"]
    assert counts[("flagged", "mojibake-source")] == stats["flagged"]["mojibake-source"]
    tsv = wsc("info", source, "--format", "tsv").out.splitlines()
    assert tsv[1] == "items\t\t285" and tsv[-1].startswith("signature\t\twsc|corpus:")
