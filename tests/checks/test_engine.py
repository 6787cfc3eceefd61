"""The engine: registry, located findings, one code path for the report."""

from __future__ import annotations

import pytest

from wsc_corpus.checks import (
    CODES,
    REGISTRY,
    Context,
    check_names,
    define,
    engine,
    finding,
    iter_findings,
    rule,
    validate,
)
from wsc_corpus.errors import Catalogue, WscError
from wsc_corpus.models import Corpus

TROPHY = "The trophy doesn't fit into the brown suitcase because it is too large."


def test_builtin_checks_registered():
    assert {"structure", "schema", "text", "agreement"} <= set(check_names())
    assert all(code[0] in "STXAUL" for code, entry in CODES.items() if entry.check != "input")
    assert all(code[0] == "E" for code, entry in CODES.items() if entry.check == "input")


def test_findings_are_located_by_the_engine(item):
    bad = item("The trophy  doesn't fit into the brown suitcase because it is too large.",
                    "it", ["the trophy", "the suitcase"], id="t-004")
    found = list(iter_findings(Corpus(items=[bad]), ["text"]))
    assert [(f.code, f.check, f.item, f.file, f.line) for f in found] == \
        [("X302", "text", "t-004", "t.jsonl", 5)]
    assert found[0].location == "t.jsonl:5"


def test_unknown_check_is_refused(item):
    with pytest.raises(WscError, match="unknown check 'nope'"):
        validate(Corpus(items=[item(TROPHY, "it", ["the trophy", "the suitcase"])]),
                 ["nope"])


def test_a_plugged_in_check_runs_like_the_builtin_ones(monkeypatch, item):
    monkeypatch.setattr(engine, "REGISTRY", dict(REGISTRY))
    monkeypatch.setattr(engine, "CODES", Catalogue(CODES))
    check = define("demo", "finds the word 'brown'", codes={"Z901": ("warning", "brown")})

    @rule(check)
    def brown(item, context: Context):
        if "brown" in item.text:
            yield finding("Z901", "brown found", word="brown")

    report = validate(Corpus(items=[item(TROPHY, "it", ["the trophy", "the suitcase"])]),
                      ["demo"])
    assert [(f.check, f.code, f.severity, f.evidence) for f in report.findings] == \
        [("demo", "Z901", "warning", {"word": "brown"})]
    assert report.exit_status() == 0 and report.exit_status(strict=True) == 1
    assert "checks:demo" in str(report.signature)


def test_define_refuses_a_code_twice(monkeypatch):
    monkeypatch.setattr(engine, "REGISTRY", dict(REGISTRY))
    monkeypatch.setattr(engine, "CODES", Catalogue(CODES))
    with pytest.raises(ValueError, match="S101"):
        define("again", "x", codes={"S101": ("error", "x")})


def test_report_dict_has_findings_summary_signature(item):
    bad = item("The trophy doesn't fit into the brown suitcase because it is too large.",
                    "it", ["the trophy", "the suitcase"], answer=None)
    report = validate(Corpus(items=[bad]), ["structure"])
    data = report.as_dict()
    assert set(data) == {"findings", "summary", "signature"}
    assert data["summary"]["by_severity"]["error"] == 1
    assert data["summary"]["items_with_errors"] == 1
    assert data["signature"].startswith("wsc|corpus:")
    assert report.exit_status() == 1
