"""Translation kits: .xlsx/.ods/.csv written and read back cell for cell, imported to markup
with every row reviewed, and the translator's walk-through of docs/authoring.md end to end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wsc_corpus.formats import load_paths
from wsc_corpus.kit import COLUMNS, import_kit, make_kit, read_kit, write_kit

FORMATS = [".xlsx", ".ods", ".csv"]
SCHEMAS = Path(__file__).resolve().parents[2] / "schemas"
LEAK = "emb-en-s09"  # la corde / le piano with elle: tests/kit/conftest.py


@pytest.fixture(scope="module")
def english():
    return load_paths([SCHEMAS / "en"])


@pytest.mark.parametrize("suffix", FORMATS)
def test_kit_import_kit_preserves_every_cell(tmp_path, english, fill, suffix):
    kit = tmp_path / f"kit{suffix}"
    rows = fill(make_kit(english, "fr"))
    assert len(rows) == len(english.schemas()) == 16
    write_kit(rows, kit)
    assert read_kit(kit) == rows  # every cell, multi-line notes included
    imported = import_kit(kit, tmp_path / "fr.wsc", validate_checks=["structure", "schema"])
    write_kit(imported.rows, kit)
    again = read_kit(kit)
    for before, after in zip(rows, again, strict=True):
        assert {c: after[c] for c in COLUMNS if c != "review"} == \
            {c: before[c] for c in COLUMNS if c != "review"}
        assert after["review"] == ("ok" if before["target_template"] else "")
    assert imported.items == 30 and imported.translated_rows == 15


def test_the_three_formats_hold_the_same_cells(tmp_path, english, fill):
    rows = fill(make_kit(english, "fr"))
    rows[1]["notes"] = "  two  spaces, a tab\there, quotes \"«»\", a comma"
    read = []
    for suffix in FORMATS:
        write_kit(rows, tmp_path / f"kit{suffix}")
        read.append(read_kit(tmp_path / f"kit{suffix}"))
    assert read[0] == read[1] == read[2] == rows


def test_a_markup_error_is_reviewed_in_its_row_and_the_row_left_out(tmp_path, english, fill):
    rows = fill(make_kit(english, "fr"))
    rows[0]["target_template"] = "<Daniel> a demandé un prêt à <Kevin parce que [son] {a|b}."
    kit = tmp_path / "kit.csv"
    write_kit(rows, kit)
    imported = import_kit(kit, tmp_path / "fr.wsc", validate_checks=["structure"])
    assert imported.rows[0]["review"] == \
        "markup: column 30: unclosed '<'; expected '>' before the end of line"
    assert imported.items == 28
    assert "emb-en-001" not in (tmp_path / "fr.wsc").read_text(encoding="utf-8")


def test_a_kit_without_its_columns_is_one_located_error(tmp_path, wsc):
    kit = tmp_path / "kit.csv"
    kit.write_text("a,b\n1,2\n", encoding="utf-8")
    result = wsc("translate-kit", "--import", kit, "-o", tmp_path / "fr.wsc")
    assert result.code == 2 and "Traceback" not in result.err
    assert f"{kit}:1: [E004] the header row lacks ['source_ids', 'target_template']" in result.err
    result = wsc("translate-kit", SCHEMAS / "en", "--to", "fr", "-o", tmp_path / "kit.txt")
    assert result.code == 2 and "a kit is .xlsx, .ods, .csv" in result.err


@pytest.mark.slow
def test_the_walk_through(tmp_path, wsc, fill):
    """docs/authoring.md: English corpus -> kit -> French filled in (one gender leak) ->
    import -> the leak in the sheet and in `wsc validate` -> the lm-eval task."""
    kit, french = tmp_path / "kit.xlsx", tmp_path / "fr.wsc"
    result = wsc("translate-kit", SCHEMAS / "en", "--to", "fr", "-o", kit)
    assert result.code == 0 and "wrote a kit of 16 schemas (32 items)" in result.err
    write_kit(fill(read_kit(kit)), kit)

    result = wsc("translate-kit", "--import", kit, "-o", french, "--write-review")
    assert result.code == 0, result.err
    assert "wrote 30 items from 15 translated rows" in result.err
    assert "1 rows with findings" in result.err
    review = {row["schema"]: row["review"] for row in read_kit(kit)}
    assert review[LEAK].startswith("only 'la corde' agrees with 'elle' in gender: the schema "
                                   "resolves itself (A401: ")
    assert all(text == "ok" for schema, text in review.items()
               if schema not in (LEAK, "emb-en-s16"))
    assert review["emb-en-s16"] == ""  # not translated: left alone

    items = load_paths([french]).items
    assert [i.provenance.english_id for i in items[:2]] == ["emb-en-001", "emb-en-002"]
    assert all(i.lang == "fr" and i.tag("translated") for i in items)

    result = wsc("validate", french, "--format", "json")
    assert result.code == 1
    errors = [f for f in json.loads(result.out)["findings"] if f["severity"] == "error"]
    leak_line = french.read_text(encoding="utf-8").splitlines().index(
        "<La corde> n'a pas pu retenir <le piano> parce qu'[elle] était {usée|trop lourde}.") + 1
    assert {(f["code"], f["line"]) for f in errors} == {("A401", leak_line)}
    assert {f["item"] for f in errors} == {i.id for i in items
                                           if i.provenance.english_id in ("emb-en-017",
                                                                          "emb-en-018")}

    tasks = tmp_path / "tasks"
    result = wsc("export", french, "--format", "lm-eval", "-o", tasks)
    assert result.code == 0, result.err
    docs = [json.loads(line) for line in
            (tasks / "wsc_fr_fr" / "test.jsonl").read_text(encoding="utf-8").splitlines()]
    assert {d["id"] for d in docs} <= {i.id for i in items} and len(docs) >= 20
    leak = next(d for d in docs if d["sentence"].startswith("La corde"))
    assert leak["contexts"][0].startswith("La corde n'a pas pu retenir le piano parce que")
