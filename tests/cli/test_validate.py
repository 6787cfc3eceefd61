"""``wsc validate`` through click's CliRunner and the entry point, checked against the API."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from wsc_corpus.checks import validate
from wsc_corpus.cli import cli
from wsc_corpus.formats import load_paths
from wsc_corpus.models import Item, Provenance

GOOD = ("The trophy doesn't fit into the brown suitcase because it is too large.", "it",
        ["the trophy", "the suitcase"])


def _item(n: int, text: str, pronoun: str, cands: list[str], lang: str = "en",
          answer: int | None = 0) -> dict:
    start = text.rfind(pronoun)
    spans = [m.start() if (m := re.search(rf"(?<!\w){re.escape(c)}(?!\w)", text, re.IGNORECASE)) else -1
             for c in cands]
    return Item(
        id=f"x-{n}", lang=lang, text=text,
        pronoun={"text": pronoun, "span": {"start": start, "end": start + len(pronoun)}},
        candidates=[{"text": c, "span": {"start": s, "end": s + len(c)} if s >= 0 else None}
                    for c, s in zip(cands, spans, strict=True)],
        answer=answer, provenance=Provenance(corpus="test", source_id=str(n)),
    ).model_dump(exclude_defaults=True)


@pytest.fixture
def collection(tmp_path):
    """A JSONL collection: a clean item, a literal translation (gender error), a warning."""
    rows = [
        _item(0, *GOOD),
        _item(1, "O troféu não cabe na maleta marrom porque ele é muito grande.", "ele",
              ["o troféu", "a maleta"], lang="pt"),
        _item(2, "The trophy doesn't fit into the brown suitcase because it is too  large.",
              "it", ["the trophy", "the suitcase"]),
    ]
    path = tmp_path / "mine.jsonl"
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                    encoding="utf-8")
    return path


def test_text_output_grouped_per_file_with_summary(collection):
    result = CliRunner().invoke(cli, ["validate", str(collection)])
    assert result.exit_code == 1, result.output
    lines = result.output.splitlines()
    # Findings are located at the lines of the JSONL file read.
    assert lines[0] == f"== {collection}"
    assert any(line.startswith(f"{collection}:2: A401 error gender: candidate B 'a maleta' is f")
               for line in lines)
    assert any(line.startswith(f"{collection}:3: X302 warning doubled space in the text: '…")
               and line.endswith("because it is too  large.' [x-2]") for line in lines)
    assert any(line.startswith("3 items, ") and "1 items with errors" in line for line in lines)
    assert lines[-1].startswith("signature: wsc|corpus:")
    assert "pipeline-pt:blank_pt" in lines[-1] and "lexicon-pt:hunspell-pt_PT" in lines[-1]


def test_json_output_is_the_api_report(collection):
    result = CliRunner().invoke(cli, ["validate", str(collection), "--format", "json"])
    assert result.exit_code == 1
    data = json.loads(result.output)
    report = validate(load_paths([collection]))
    assert data == json.loads(json.dumps(report.as_dict()))
    error = next(f for f in data["findings"] if f["severity"] == "error")
    assert {k: error[k] for k in ("item", "source_id", "check", "code", "line")} == \
        {"item": "x-1", "source_id": "1", "check": "agreement", "code": "A401", "line": 2}
    assert error["evidence"]["candidates"][1]["gender"]["value"] == "f"
    assert data["summary"]["by_code"]["A401"] == 1
    assert data["signature"] == str(report.signature)


def test_strict_and_checks(collection, tmp_path):
    clean = tmp_path / "warn.jsonl"
    clean.write_text(collection.read_text(encoding="utf-8").splitlines()[2] + "\n",
                     encoding="utf-8")
    runner = CliRunner()
    assert runner.invoke(cli, ["validate", str(clean)]).exit_code == 0
    assert runner.invoke(cli, ["validate", str(clean), "--strict"]).exit_code == 1
    only = runner.invoke(cli, ["validate", str(collection), "--checks", "structure,text",
                               "--format", "json"])
    assert {f["check"] for f in json.loads(only.output)["findings"]} <= {"structure", "text"}
    assert only.exit_code == 0
    bad = runner.invoke(cli, ["validate", str(collection), "--checks", "grammar"])
    assert bad.exit_code == 2 and "unknown check(s) grammar; expected some of: structure" in bad.output


def test_unreadable_input_exits_2_with_one_line(wsc, tmp_path):
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"id": "x-0", "lang": "en"\n', encoding="utf-8")
    result = wsc("validate", broken)
    assert result.code == 2
    assert len(result.err.strip().splitlines()) == 1 and str(broken) in result.err
    assert wsc("validate", tmp_path / "missing.xml").code == 2


def test_output_file_and_refusal_to_overwrite_input(wsc, collection, tmp_path):
    out = tmp_path / "report.json"
    assert wsc("validate", collection, "--format", "json", "-o", out).code == 1
    assert json.loads(out.read_text(encoding="utf-8"))["summary"]["items"] == 3
    result = wsc("validate", collection, "-o", collection)
    assert result.code == 2 and "refusing to write over the input" in result.err


@pytest.mark.slow
def test_real_nyu_collection_has_no_errors(corpora):
    path = corpora / "nyu_wsc" / "WSCollection.xml"
    result = CliRunner().invoke(cli, ["validate", str(path), "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert f"{path}:" in result.output and "285 items" in result.output


def test_twins_on_one_markup_line_give_one_line_naming_both(tmp_path):
    # One wsc-markup line holds both twins (the special word's alternatives): a finding of
    # that line's text is reported once, with both item ids.
    markup = tmp_path / "twins.wsc"
    markup.write_text("# wsc-markup 1\nlang: en\n\n<The trophy>  doesn't fit into <the "
                      "suitcase> because [it] is too big, so it was {kept|sold} in the end "
                      "by the owner of the shop.\nanswers: 0 1\n",
                      encoding="utf-8")
    result = CliRunner().invoke(cli, ["validate", str(markup), "--checks", "text"])
    doubled = [line for line in result.output.splitlines() if " X302 " in line]
    assert len(doubled) == 1, result.output
    assert doubled[0].startswith(f"{markup}:4: X302 warning") and doubled[0].count("[") == 1
    assert doubled[0].endswith("]") and ", " in doubled[0].rsplit("[", 1)[1]


def _reference_text(report, show_info: bool = False) -> str:
    """The text output as it was made from a list of findings in memory (before the
    findings were kept on disk): the oracle for the streamed output's order."""
    lines = []
    by_file: dict[str, list] = {}
    for found in (f for f in report.findings if show_info or f.severity != "info"):
        by_file.setdefault(found.file or "(items without a source file)", []).append(found)
    for file, group in by_file.items():
        lines.append(f"== {file}")
        merged: dict[tuple[str, str, str, str], list[str]] = {}
        for f in group:
            ids = merged.setdefault((f.location, f.code, f.severity, f.message), [])
            if f.item and f.line is not None and f.item not in ids:
                ids.append(f.item)
        lines += [f"{loc}: {code} {sev} {msg}" + (f" [{', '.join(ids)}]" if ids else "")
                  for (loc, code, sev, msg), ids in merged.items()]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("show_info", [False, True])
def test_streamed_output_is_the_report_in_the_same_order(tmp_path, show_info):
    # A duplicate in the first file is found by a corpus-scope check, after the second
    # file's findings: it still goes with the first file's findings; the JSON is byte for
    # byte what json.dump of the report writes.
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    doubled = (GOOD[0].replace("brown", "brown  "), *GOOD[1:])
    first.write_text("".join(json.dumps(_item(n, *row)) + "\n" for n, row in
                             enumerate([GOOD, doubled, GOOD])), encoding="utf-8")
    second.write_text(json.dumps(_item(3, *doubled)) + "\n" + json.dumps(
        _item(4, "O troféu não cabe na maleta porque ele é muito grande.", "ele",
              ["o troféu", "a maleta"], lang="pt")) + "\n", encoding="utf-8")
    report = validate(load_paths([first, second]))
    assert {"T204", "X302", "A401"} <= set(report.summary["by_code"])
    extra = ["--show-info"] if show_info else []
    out = tmp_path / "out.txt"
    result = CliRunner().invoke(cli, ["validate", str(first), str(second), "-o", str(out),
                                      *extra])
    assert result.exit_code == 1, result.output
    text = out.read_text(encoding="utf-8")
    listed = _reference_text(report, show_info)
    assert text.startswith(listed) and text.count("== ") == 2
    assert text.index(f"{first}:3: T204") < text.index(f"== {second}")
    out_json = tmp_path / "out.json"
    CliRunner().invoke(cli, ["validate", str(first), str(second), "--format", "json", "-o",
                             str(out_json)])
    assert out_json.read_text(encoding="utf-8") == \
        json.dumps(report.as_dict(), ensure_ascii=False, indent=1) + "\n"


def test_json_output_without_findings_is_what_json_dump_writes(tmp_path):
    clean = tmp_path / "clean.jsonl"
    clean.write_text(json.dumps(_item(0, *GOOD)) + "\n", encoding="utf-8")
    out = tmp_path / "out.json"
    result = CliRunner().invoke(cli, ["validate", str(clean), "--checks", "schema",
                                      "--format", "json", "-o", str(out)])
    assert result.exit_code == 0, result.output
    report = validate(load_paths([clean]), "schema")
    assert report.findings == []
    assert out.read_text(encoding="utf-8") == \
        json.dumps(report.as_dict(), ensure_ascii=False, indent=1) + "\n"
