"""`wsc export` from the command line: every flavour, output safety and round trips."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wsc_corpus.export import MANIFEST
from wsc_corpus.formats import load_paths

REAL = {
    "nyu": ["nyu_wsc/WSCollection.xml", "trichelair_wsc"],
    "fwsc285": ["french_fwsc285"],
    "pws": ["pws_parallel"],
    "portuguese": ["portuguese_wsc"],
    "winogrande": ["winogrande/dev.jsonl", "winogrande/test.jsonl", "winogrande/train_l.jsonl"],
    "superglue": ["superglue_wsc"],
    "xwinograd": ["xwinograd"],
    "dpr": ["dpr"],
    "knowref": ["knowref"],
    "winogender": ["winogender"],
}


@pytest.mark.parametrize("name", sorted(REAL))
def test_jsonl_round_trip_of_every_real_collection(wsc, corpora: Path, tmp_path: Path,
                                                   name: str) -> None:
    paths = [corpora / p for p in REAL[name]]
    out = tmp_path / "out.jsonl"
    result = wsc("export", *paths, "--format", "jsonl", "-o", out)
    assert result.code == 0, result.err
    original = load_paths(paths)
    assert load_paths([out]).items == original.items
    assert f"wrote {len(original)} items as jsonl" in result.err


@pytest.mark.parametrize("flavour", ["jsonl", "winogrande", "superglue", "xwinograd", "html"])
def test_dash_writes_standard_output(wsc, corpora: Path, flavour: str) -> None:
    result = wsc("export", corpora / "french_fwsc285", "--format", flavour, "-o", "-")
    assert result.code == 0, result.err
    assert result.out.strip()
    if flavour == "html":
        assert result.out.startswith("<!DOCTYPE html>")
    elif flavour != "xwinograd":
        json.loads(result.out.splitlines()[0])


def test_never_writes_over_an_input(wsc, corpora: Path, tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    assert wsc("export", corpora / "french_fwsc285", "-o", source).code == 0
    before = source.read_bytes()
    result = wsc("export", source, "--format", "winogrande", "-o", source)
    assert result.code == 2
    assert "refusing to write over the input" in result.err and "Traceback" not in result.err
    assert source.read_bytes() == before


def test_directory_formats_need_a_directory(wsc, corpora: Path, tmp_path: Path) -> None:
    result = wsc("export", corpora / "french_fwsc285", "--format", "hf")
    assert result.code == 2 and "writes a directory; give -o DIR" in result.err
    other = tmp_path / "notes"
    other.mkdir()
    (other / "mine.txt").write_text("keep me")
    result = wsc("export", corpora / "french_fwsc285", "--format", "hf", "-o", other)
    assert result.code == 2 and MANIFEST in result.err
    assert (other / "mine.txt").read_text() == "keep me"


def test_directory_export_replaces_its_previous_export(wsc, corpora: Path,
                                                      tmp_path: Path) -> None:
    out = tmp_path / "hf"
    assert wsc("export", corpora / "french_fwsc285", "--format", "hf", "-o", out).code == 0
    result = wsc("export", corpora / "portuguese_wsc", "--format", "hf", "-o", out)
    assert result.code == 0, result.err
    assert [p.name for p in (out / "data").iterdir()] == ["portuguese_wsc_pt"]
    assert not list(tmp_path.glob(".hf.*"))  # no temporary directory left behind


def test_with_findings_only_for_html(wsc, corpora: Path) -> None:
    result = wsc("export", corpora / "french_fwsc285", "--format", "jsonl", "--with-findings")
    assert result.code == 2 and "--with-findings applies to --format html only" in result.err


def test_left_out_items_are_counted(wsc, corpora: Path, tmp_path: Path) -> None:
    result = wsc("export", corpora / "nyu_wsc" / "WSCollection.xml", "--format", "xwinograd",
                 "-o", tmp_path / "x.tsv")
    assert result.code == 0
    written = len((tmp_path / "x.tsv").read_text().splitlines())
    assert f"wrote {written} items as xwinograd" in result.err
    assert "left out" in result.err and "not found in the sentence" in result.err


@pytest.mark.slow
def test_html_with_findings(wsc, corpora: Path, tmp_path: Path) -> None:
    out = tmp_path / "fr.html"
    result = wsc("export", corpora / "french_fwsc285", "--format", "html", "--with-findings",
                 "-o", out)
    assert result.code == 0, result.err
    page = out.read_text()
    assert "findings of <code>wsc validate</code>" in page and 'id="has-findings"' in page


def test_directory_export_never_replaces_a_folder_holding_an_input(wsc, corpora: Path,
                                                                   tmp_path: Path) -> None:
    out = tmp_path / "tasks"
    assert wsc("export", corpora / "french_fwsc285", "--format", "hf", "-o", out).code == 0
    source = out / "copy.jsonl"
    assert wsc("export", corpora / "french_fwsc285", "-o", source).code == 0
    result = wsc("export", source, "--format", "hf", "-o", out)
    assert result.code == 2 and "holds the input" in result.err
    assert source.is_file()
