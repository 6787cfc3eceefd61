"""The translator's kit is theirs: --import writes it only under --write-review and then only
its review cells (other columns, sheets, comments, formats kept); a kit that does not parse
completely, a zip bomb or an unwritable kit is refused in one line before anything is written;
no cell written is a live formula."""

from __future__ import annotations

import csv
import io
import zipfile
from pathlib import Path

import pytest

from wsc_corpus.kit import MAX_RATIO, make_kit, read_kit, write_kit

SCHEMAS = Path(__file__).resolve().parents[2] / "schemas"
FORMATS = [".xlsx", ".ods", ".csv"]


@pytest.fixture(scope="module")
def english():
    from wsc_corpus.formats import load_paths

    return load_paths([SCHEMAS / "en"])


@pytest.fixture
def kit(tmp_path, english, fill):
    """A filled kit of each format, three schemas translated."""

    def make(suffix: str) -> Path:
        rows = fill(make_kit(english, "fr"))
        for row in rows[3:]:
            row.update(target_template="", target_answers="", target_snippet="")
        path = tmp_path / f"kit{suffix}"
        write_kit(rows, path)
        return path

    return make


def _refused(result, *words: str) -> None:
    assert result.code == 2, result.err
    assert result.out == "" and "Traceback" not in result.err
    assert result.err.count("\n") == 1, result.err
    for word in words:
        assert word in result.err


@pytest.mark.parametrize("suffix", FORMATS)
def test_import_never_writes_the_kit_unless_asked(wsc, kit, tmp_path, suffix):
    path = kit(suffix)
    before = path.read_bytes()
    result = wsc("translate-kit", "--import", path, "-o", tmp_path / "fr.wsc")
    assert result.code == 0, result.err
    assert path.read_bytes() == before
    assert "3 translated rows" in result.err and result.out == ""


def test_write_review_keeps_what_the_xlsx_holds(wsc, kit, tmp_path):
    from openpyxl import load_workbook
    from openpyxl.comments import Comment
    from openpyxl.styles import Font, PatternFill

    path = kit(".xlsx")
    book = load_workbook(path)
    sheet = book["kit"]
    sheet.cell(row=1, column=20, value="reviewer")
    sheet.cell(row=2, column=20, value="Claire")
    sheet.cell(row=2, column=9).comment = Comment("check the gender", "Claire")
    sheet.cell(row=3, column=9).font = Font(italic=True, color="FF0000")
    sheet.cell(row=3, column=9).fill = PatternFill("solid", fgColor="00FF00")
    book.create_sheet("glossary").append(["rope", "corde"])
    book.save(path)
    result = wsc("translate-kit", "--import", path, "-o", tmp_path / "fr.wsc", "--write-review")
    assert result.code == 0, result.err
    book = load_workbook(path)
    sheet = book["kit"]
    assert book.sheetnames == ["kit", "about", "glossary"]
    assert [c.value for c in book["glossary"][1]] == ["rope", "corde"]
    assert sheet.cell(row=2, column=20).value == "Claire"
    assert sheet.cell(row=2, column=9).comment.text == "check the gender"
    assert sheet.cell(row=3, column=9).font.italic and \
        sheet.cell(row=3, column=9).fill.fgColor.rgb.endswith("00FF00")
    review = {row["schema"]: row["review"] for row in read_kit(path)}
    assert review["emb-en-s01"] == "ok" and review["emb-en-s05"] == ""


def test_write_review_keeps_what_the_ods_holds(wsc, kit, tmp_path):
    from odf.opendocument import load
    from odf.table import Table, TableCell, TableRow
    from odf.text import P

    path = kit(".ods")
    doc = load(str(path))
    glossary = Table(name="glossary")
    tr = TableRow()
    cell = TableCell(valuetype="string")
    cell.addElement(P(text="rope = corde"))
    tr.addElement(cell)
    glossary.addElement(tr)
    doc.spreadsheet.addElement(glossary)
    sheet = doc.spreadsheet.getElementsByType(Table)[0]
    for number, tr in enumerate(sheet.getElementsByType(TableRow)):
        tr.addElement(TableCell(numbercolumnsrepeated=3))
        extra = TableCell(valuetype="string")
        extra.addElement(P(text="reviewer" if number == 0 else f"Claire {number}"))
        tr.addElement(extra)
    doc.save(str(path))
    result = wsc("translate-kit", "--import", path, "-o", tmp_path / "fr.wsc", "--write-review")
    assert result.code == 0, result.err
    rows = read_kit(path)
    assert [row["reviewer"] for row in rows[:2]] == ["Claire 1", "Claire 2"]
    assert rows[0]["review"] == "ok" and rows[5]["review"] == ""
    names = [t.getAttribute("name") for t in load(str(path)).spreadsheet.getElementsByType(Table)]
    assert names == ["kit", "about", "glossary"]


def test_write_review_keeps_the_extra_csv_columns(wsc, kit, tmp_path):
    path = kit(".csv")
    lines = path.read_text(encoding="utf-8-sig").splitlines()
    path.write_text("\n".join([lines[0] + ",reviewer"] +
                              [line + ",Claire" for line in lines[1:]]) + "\n", encoding="utf-8")
    result = wsc("translate-kit", "--import", path, "-o", tmp_path / "fr.wsc", "--write-review")
    assert result.code == 0, result.err
    rows = read_kit(path)
    assert all(row["reviewer"] == "Claire" for row in rows)
    assert rows[0]["review"] == "ok"


def test_write_review_names_its_column_in_a_blank_csv_header_cell(wsc, kit, tmp_path):
    """A kit whose review column was deleted and whose header ends in blank cells (as a
    spreadsheet saves it) gets the column named where the reviews are written."""
    path = kit(".csv")
    table = list(csv.reader(path.read_text(encoding="utf-8-sig").splitlines()))
    at = table[0].index("review")
    path.write_text("".join(",".join(f'"{c}"' for c in row[:at] + row[at + 1:] + ["", ""])
                            + "\n" for row in table), encoding="utf-8")
    result = wsc("translate-kit", "--import", path, "-o", tmp_path / "fr.wsc", "--write-review")
    assert result.code == 0, result.err
    header = next(csv.reader(path.read_text(encoding="utf-8-sig").splitlines()))
    assert header[len(table[0]) - 1:] == ["review", ""]
    assert read_kit(path)[0]["review"] == "ok"


@pytest.mark.parametrize("suffix", [".xlsx", ".ods"])
def test_a_truncated_kit_is_refused_before_anything_is_written(wsc, kit, tmp_path, suffix):
    path = kit(suffix)
    data = path.read_bytes()
    path.write_bytes(data[:len(data) // 2])
    before = path.read_bytes()
    out = tmp_path / "fr.wsc"
    result = wsc("translate-kit", "--import", path, "-o", out, "--write-review")
    _refused(result, str(path), "not a readable")
    assert not out.exists() and path.read_bytes() == before


def test_an_ods_with_a_truncated_xml_part_is_refused(wsc, kit, tmp_path):
    path = kit(".ods")
    broken = tmp_path / "broken.ods"
    with zipfile.ZipFile(path) as source, zipfile.ZipFile(broken, "w") as target:
        for info in source.infolist():
            data = source.read(info)
            if info.filename == "content.xml":
                data = data[:len(data) // 2]
            target.writestr(info, data)
    out = tmp_path / "fr.wsc"
    result = wsc("translate-kit", "--import", broken, "-o", out)
    _refused(result, "an XML part is broken or truncated")
    assert not out.exists()


def test_a_zip_bomb_is_refused_before_parsing(wsc, tmp_path):
    bomb = tmp_path / "bomb.ods"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("mimetype", "application/vnd.oasis.opendocument.spreadsheet")
        archive.writestr("content.xml", b"<" + b" " * (64 << 20))  # 64 MB, packs to ~64 kB
    assert bomb.stat().st_size < (64 << 20) // MAX_RATIO
    result = wsc("translate-kit", "--import", bomb, "-o", tmp_path / "fr.wsc")
    _refused(result, "zip bomb")


def test_a_read_only_kit_is_refused_before_the_markup_is_written(wsc, kit, tmp_path):
    path = kit(".csv")
    path.chmod(0o444)
    out = tmp_path / "fr.wsc"
    try:
        result = wsc("translate-kit", "--import", path, "-o", out, "--write-review")
    finally:
        path.chmod(0o644)
    _refused(result, "read-only file")
    assert not out.exists()


@pytest.mark.parametrize("suffix", FORMATS)
def test_no_cell_written_is_a_formula(tmp_path, english, suffix):
    rows = make_kit(english, "fr")[:4]
    payloads = ['=HYPERLINK("http://evil.example","x")', "+1+1", "-2+3", "@SUM(A1)", "\tx"]
    for row, payload in zip(rows, payloads, strict=False):
        row["notes"] = payload
    path = tmp_path / f"kit{suffix}"
    write_kit(rows, path)
    assert [row["notes"] for row in read_kit(path)] == payloads[:4]  # read back as written
    if suffix == ".xlsx":
        from openpyxl import load_workbook

        sheet = load_workbook(path)["kit"]
        cells = [c for line in sheet.iter_rows() for c in line if c.value]
        assert all(c.data_type == "s" for c in cells)
        assert all(not str(c.value).startswith(("=", "+", "-", "@")) for c in cells)
    elif suffix == ".csv":
        import csv

        table = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8-sig"))))
        assert all(not v.startswith(("=", "+", "-", "@", "\t")) for line in table for v in line)


def test_the_review_written_is_neutralised(tmp_path):
    from wsc_corpus.kit import write_review_into

    path = tmp_path / "kit.csv"
    path.write_text("source_ids,target_template,review\na,b,\n", encoding="utf-8")
    write_review_into(path, {2: "=cmd|' /C calc'!A0"})
    assert "'=cmd" in path.read_text(encoding="utf-8")
    assert read_kit(path)[0]["review"] == "=cmd|' /C calc'!A0"


def test_to_must_be_a_registered_language(wsc, tmp_path):
    for code in ("xx", "f\x1br", "fr\n"):
        out = tmp_path / "kit.csv"
        result = wsc("translate-kit", SCHEMAS / "en", "--to", code, "-o", out)
        _refused(result, "[E015]")
        assert not out.exists()

