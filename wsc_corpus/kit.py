"""Translation kits: a spreadsheet with one row per schema, read back to wsc-markup and checked.

``make_kit(corpus, lang)`` gives the rows: the source schema in wsc-markup (template, answers,
snippet) and empty cells for the translation (``target_template``, ``target_answers``,
``target_snippet``, ``notes``, ``status``) and for the ``review``. ``write_kit`` saves them as
``.xlsx`` (openpyxl), ``.ods`` (odfpy) or ``.csv``; ``read_kit`` reads any of the three.
``import_kit`` turns the translated rows into a markup document whose items keep the source
item ids as ``english-ids`` (provenance), validates every row at once (structure, agreement,
substitution grammar: ``wsc_corpus.checks.validate``) and gives each row's findings;
``write_review`` writes them into the kit's ``review`` column in place, keeping every other
cell, column, sheet, comment and format of the translator's file.

Every cell written that a spreadsheet would read as a formula (starting with ``= + - @``, a
tab or a carriage return) is prefixed with ``'`` (OWASP's CSV-injection rule); reading a kit
drops that prefix again. A .xlsx or .ods kit is a zip: its members' sizes are checked before
anything is parsed, and a kit that does not parse completely is refused.
"""

from __future__ import annotations

import contextlib
import csv
import io
import re
import zipfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from wsc_corpus.errors import FormatError, WscError, at, one_line
from wsc_corpus.formats import wsc_markup
from wsc_corpus.models import Corpus, Item
from wsc_corpus.output import atomic_open, check_not_input, check_output

SOURCE_COLUMNS = ("schema", "source_ids", "source_lang", "source_template", "source_answers",
                  "source_snippet", "source_tags", "target_lang")
TRANSLATOR_COLUMNS = ("target_template", "target_answers", "target_snippet", "notes", "status")
COLUMNS = SOURCE_COLUMNS + TRANSLATOR_COLUMNS + ("review",)
EXTENSIONS = (".xlsx", ".ods", ".csv")
STATUS_TODO = "todo"
TAG_SOURCE = "translate-kit"
# A finding's codes that tell the translator the schema resolves itself by grammar.
_LEAKS = {"A401": "gender", "A402": "number", "A403": "person/thing"}
# Zip limits, checked on the members' declared sizes before any parsing (zip bombs).
MAX_UNZIPPED = 256 << 20
MAX_RATIO = 200
MAX_MEMBERS = 10_000
_FORMULA = ("=", "+", "-", "@", "\t", "\r")
_HELP = ("Translate target_template keeping the markup: [pronoun], <candidate> in order of "
         "mention, {special|alternate}. target_answers: one candidate index per sentence "
         "(empty: as the source). review is written by `wsc translate-kit --import`.")


def make_kit(corpus: Corpus, lang: str) -> list[dict[str, str]]:
    """One row per schema of the corpus, for a translation into ``lang``."""
    items = corpus.items
    written = wsc_markup.dumps(items)
    blocks = wsc_markup.read_blocks(written.text, "<kit>")[1:]  # after the header
    return [{
        "schema": group[0].schema_id or group[0].id,
        "source_ids": " ".join(i.id for i in group),
        "source_lang": group[0].lang,
        "source_template": "\n".join(line for _, line in block.templates),
        "source_answers": _value(block, "answers"),
        "source_snippet": _value(block, "snippet"),
        "source_tags": " ".join(f"{n}={'yes' if t.value else 'no'}"
                                for n, t in group[0].tags.items() if n != "translated"),
        "target_lang": lang,
        "target_template": "", "target_answers": "", "target_snippet": "", "notes": "",
        "status": STATUS_TODO, "review": "",
    } for group, block in zip(wsc_markup.schema_groups(items), blocks, strict=True)]


def _value(block, key: str) -> str:
    return "\n".join(value for _, value in block.keys.get(key, []))


# --- spreadsheets --------------------------------------------------------------------------


def write_kit(rows: list[dict[str, str]], path: str | Path,
              inputs: list[str | Path] = ()) -> None:
    """Save rows as .xlsx, .ods or .csv (by the path's extension), atomically."""
    path = Path(path)
    suffix = _suffix(path)
    table = [list(COLUMNS)] + [[neutral(row.get(c, "")) for c in COLUMNS] for row in rows]
    if suffix == ".csv":
        _write_csv(path, table, inputs)
        return
    _check_xml_text(table, path)
    data = _xlsx(table) if suffix == ".xlsx" else _ods(table)
    with atomic_open(path, inputs=inputs, mode="wb") as handle:
        handle.write(data)


# Characters XML 1.0 cannot hold (C0 controls but tab, newline and carriage return; and the
# non-characters U+FFFE, U+FFFF): a .xlsx or .ods cell cannot hold them.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _check_xml_text(table: list[list[str]], path: Path) -> None:
    """Refuse, before writing, a cell a .xlsx/.ods cannot hold (write a .csv instead)."""
    for number, line in enumerate(table, start=1):
        for name, value in zip(COLUMNS, line, strict=False):
            found = _NOT_XML.search(value)
            if found:
                raise FormatError(f"row {number}, {name}: control character "
                                  f"U+{ord(found.group()):04X} cannot be written in a "
                                  f"{path.suffix} kit (write a .csv kit, or fix the source)",
                                  at(path), code="E009")


def _write_csv(path: Path, table: list[list[str]], inputs: list[str | Path] = ()) -> None:
    with atomic_open(path, inputs=inputs) as handle:
        handle.write("\ufeff")  # so that spreadsheets open it as UTF-8
        csv.writer(handle, lineterminator="\n").writerows(table)


def _read_csv(path: Path) -> list[list[str]]:
    return list(csv.reader(io.StringIO(path.read_text(encoding="utf-8-sig"))))


def _review_text(text: str) -> str:
    """A review cell: each line with its control characters escaped (``\\x1b``)."""
    return "\n".join(one_line(line, 2000) for line in text.split("\n"))


def neutral(value: str) -> str:
    """A cell's text that no spreadsheet reads as a formula: ``'`` before a leading
    ``= + - @``, tab or carriage return (OWASP CSV injection); :func:`read_kit` drops it."""
    return "'" + value if value.startswith(_FORMULA) else value


def _unneutral(value: str) -> str:
    return value[1:] if value.startswith("'") and value[1:].startswith(_FORMULA) else value


def _suffix(path: Path) -> str:
    if path.suffix.lower() not in EXTENSIONS:
        raise WscError(f"a kit is {', '.join(EXTENSIONS)}; got {path.suffix or 'no extension'!r}",
                       at(path), code="E010")
    return path.suffix.lower()


def _xlsx(table: list[list[str]]) -> bytes:
    from openpyxl import Workbook
    from openpyxl.styles import Alignment, Font, PatternFill

    book = Workbook()
    sheet = book.active
    sheet.title = "kit"
    for row in table:
        sheet.append(row)
    widths = {"source_template": 60, "target_template": 60, "source_snippet": 30,
              "target_snippet": 30, "review": 60, "notes": 30, "source_ids": 22}
    fills = dict.fromkeys(SOURCE_COLUMNS, PatternFill("solid", fgColor="EEEEEE"))
    fills["review"] = PatternFill("solid", fgColor="FFF4C2")
    for index, name in enumerate(COLUMNS, start=1):
        letter = sheet.cell(row=1, column=index).column_letter
        sheet.column_dimensions[letter].width = widths.get(name, 12)
        for cell in sheet[letter]:
            cell.data_type = "s"  # text, never a formula
            cell.alignment = Alignment(wrap_text=True, vertical="top")
            cell.number_format = "@"  # text: "0 1" and "0" stay what was typed
            if cell.row > 1 and name in fills:
                cell.fill = fills[name]
        sheet.cell(row=1, column=index).font = Font(bold=True)
    sheet.freeze_panes = "A2"
    about = book.create_sheet("about")
    about.append([_HELP])
    return _saved(book.save)


def _ods(table: list[list[str]]) -> bytes:
    from odf.opendocument import OpenDocumentSpreadsheet
    from odf.table import Table, TableCell, TableRow

    doc = OpenDocumentSpreadsheet()
    for name, rows in (("kit", table), ("about", [[_HELP]])):
        sheet = Table(name=name)
        for row in rows:
            tr = TableRow()
            for value in row:
                cell = TableCell(valuetype="string")
                if value:
                    _ods_paragraphs(cell, str(value))
                tr.addElement(cell)
            sheet.addElement(tr)
        doc.spreadsheet.addElement(sheet)
    return _saved(doc.write)


def _saved(save) -> bytes:
    """What a document's ``save(file)`` method writes, as bytes."""
    out = io.BytesIO()
    save(out)
    return out.getvalue()


def read_kit(path: str | Path) -> list[dict[str, str]]:
    """The rows of a kit (.xlsx, .ods or .csv); the header row names the columns."""
    return [row for _, row in read_kit_rows(path)]


def read_kit_rows(path: str | Path) -> list[tuple[int, dict[str, str]]]:
    """The non-blank rows of a kit, each with its row number in the sheet (the header is 1).

    A kit that cannot be read completely (a broken or truncated spreadsheet, a zip whose
    members are too large) is refused: nothing of it is used."""
    path = Path(path)
    suffix = _suffix(path)
    try:
        if suffix != ".csv":
            check_zip(path)
        table = {".csv": _read_csv, ".xlsx": _read_xlsx, ".ods": _read_ods}[suffix](path)
    except (OSError, UnicodeDecodeError) as exc:
        raise WscError(f"cannot read the kit: {exc}", at(path)) from exc
    except WscError:
        raise
    except Exception as exc:  # a spreadsheet library's own error on a broken file
        raise FormatError(f"not a readable {suffix} spreadsheet ({type(exc).__name__}: "
                          f"{exc})", at(path)) from exc
    if not table:
        raise FormatError("empty kit; expected a header row naming the columns", at(path))
    header = [h.strip() for h in table[0]]
    missing = [c for c in ("source_ids", "target_template") if c not in header]
    if missing:
        raise FormatError(f"the header row lacks {missing}; expected the columns {list(COLUMNS)}",
                          at(path, 1), code="E004")
    rows = []
    for number, values in enumerate(table[1:], start=2):
        if any(v.strip() for v in values):
            row = {name: _unneutral(values[i]) if i < len(values) else ""
                   for i, name in enumerate(header)}
            rows.append((number, {c: row.get(c, "") for c in COLUMNS} | row))
    return rows


def check_zip(path: Path) -> None:
    """Refuse a .xlsx/.ods whose zip is broken, or whose members would unpack to more than
    ``MAX_UNZIPPED`` bytes or more than ``MAX_RATIO`` times their packed size, before any of
    it is parsed; then check every member's checksum (a truncated file fails here)."""
    try:
        with zipfile.ZipFile(path) as archive:
            members = archive.infolist()
            if len(members) > MAX_MEMBERS:
                raise FormatError(f"{len(members)} zip members; a kit has at most "
                                  f"{MAX_MEMBERS}", at(path))
            total = 0
            for info in members:
                total += info.file_size
                if info.file_size > (1 << 20) and \
                        info.file_size > MAX_RATIO * max(info.compress_size, 1):
                    raise FormatError(f"zip member {info.filename!r} unpacks "
                                      f"{info.file_size // max(info.compress_size, 1)} times "
                                      f"its size (at most {MAX_RATIO}); refusing a zip bomb",
                                      at(path))
            if total > MAX_UNZIPPED:
                raise FormatError(f"the zip unpacks to {total} bytes (at most {MAX_UNZIPPED})",
                                  at(path))
            broken = archive.testzip()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, NotImplementedError,
            ValueError) as exc:
        raise FormatError(f"not a readable spreadsheet: broken zip ({exc})", at(path)) from exc
    if broken is not None:
        raise FormatError(f"not a readable spreadsheet: zip member {broken!r} is corrupt",
                          at(path))


def _text(value: object) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return "" if value is None else str(value)


def _xlsx_sheet(book):  # the sheet named kit, else the first (likewise in _load_ods)
    return book["kit"] if "kit" in book.sheetnames else book.worksheets[0]


def _ods_paragraphs(cell, text: str) -> None:
    """Write ``text`` into an odfpy cell, a paragraph per line, runs of spaces kept."""
    from odf import teletype
    from odf.text import P

    for line in text.split("\n"):
        paragraph = P()
        teletype.addTextToElement(paragraph, line)
        cell.addElement(paragraph)


def _read_xlsx(path: Path) -> list[list[str]]:
    from openpyxl import load_workbook

    book = load_workbook(path, read_only=True, data_only=True)
    sheet = _xlsx_sheet(book)
    table = [[_text(v) for v in row] for row in sheet.iter_rows(values_only=True)]
    book.close()
    return table


def _load_ods(path: Path):
    """odfpy's document and its kit table (the one named kit, else the first), refused unless
    every XML part parsed (odfpy prints a part it cannot parse to standard output and goes on
    with what it read)."""
    from odf.opendocument import load
    from odf.table import Table

    with zipfile.ZipFile(path) as archive:
        if "content.xml" not in archive.namelist():
            raise FormatError("not a readable .ods spreadsheet: no content.xml", at(path))
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        doc = load(str(path))
    if printed.getvalue():
        raise FormatError("not a readable .ods spreadsheet: an XML part is broken or "
                          "truncated", at(path))
    sheets = doc.spreadsheet.getElementsByType(Table)
    return doc, next((s for s in sheets if s.getAttribute("name") == "kit"), sheets[0])


def _read_ods(path: Path) -> list[list[str]]:
    from odf.table import TableRow

    table = []
    for tr in _load_ods(path)[1].getElementsByType(TableRow):
        row = _ods_texts(tr, len(COLUMNS))
        while row and not row[-1]:
            row.pop()
        table.append(row)
    return table


def _ods_texts(tr, most: int) -> list[str]:
    """The texts of an odfpy table row's cells, a repeated cell at most ``most`` times."""
    from odf import teletype
    from odf.table import TableCell
    from odf.text import P

    row: list[str] = []
    for cell in tr.getElementsByType(TableCell):
        repeat = int(cell.getAttribute("numbercolumnsrepeated") or 1)
        text = "\n".join(teletype.extractText(p) for p in cell.getElementsByType(P))
        row.extend([text] * min(repeat, most))
    return row


# --- import --------------------------------------------------------------------------------


@dataclass
class Imported:
    """A kit read back: the markup document, the rows with their review, and counts.

    ``by_row``: each translated row's review lines by its row number in the sheet;
    ``reviews``: the text of its review cell (``ok`` when it has no finding)."""

    markup: str
    rows: list[dict[str, str]]
    items: int = 0
    translated_rows: int = 0
    rows_with_findings: int = 0
    by_row: dict[int, list[str]] = field(default_factory=dict)
    reviews: dict[int, str] = field(default_factory=dict)
    signature: str = ""  # of the validation


def import_kit(path: str | Path, output: str | Path, validate_checks: list[str] | None = None,
               write_review: bool = False) -> Imported:
    """Read a kit, validate its translated rows and write them to ``output`` as wsc-markup.

    Each row's review is set: its markup error (the row is then left out of the output), or
    the findings of its items, or ``ok``. Rows with no target template are left as they are.
    Everything is read and checked (``output`` writable, and the kit too with
    ``write_review``) before anything is written; the kit itself is written only with
    ``write_review`` (:func:`write_review`).
    """
    from wsc_corpus.checks import validate

    path = Path(path)
    check_not_input(output, [path])
    check_output(output)
    if write_review:
        check_output(path)
    numbered = read_kit_rows(path)
    rows = [row for _, row in numbered]
    translated = [(n, row) for n, row in numbered if row["target_template"].strip()]
    if not translated:
        raise FormatError("no row has a target_template; nothing to import", at(path),
                          code="E004")
    header = _header(translated, Path(output).stem)
    blocks: list[str] = []
    rows_of_items: list[int] = []  # the row of each item of the document, in order
    review: dict[int, list[str]] = {}
    for number, row in translated:
        block = _block(row)
        try:
            alone = wsc_markup.loads(header + "\n\n" + block, f"{path}: row {number}.wsc")
        except FormatError as exc:
            review[number] = [f"markup: {exc.message}"]
            continue
        blocks.append(block)
        rows_of_items += [number] * len(alone)
    text = header + "\n\n" + "\n\n".join(blocks) + "\n"
    items: list[Item] = []
    signature = ""
    if blocks:
        items = wsc_markup.loads(text, str(output))
        row_of = {item.id: number for item, number in zip(items, rows_of_items, strict=True)}
        report = validate(Corpus(items=items), validate_checks)
        signature = str(report.signature)
        for found in report.findings:
            if found.severity == "info" or found.item not in row_of:
                continue
            message = _review(found, items)
            lines = review.setdefault(row_of[found.item], [])
            if message not in lines:
                lines.append(message)
    reviews = {}
    for number, row in translated:
        row["review"] = reviews[number] = "\n".join(review.get(number, [])) or "ok"
    with atomic_open(output, inputs=[path]) as handle:
        handle.write(text)
    if write_review:
        write_review_into(path, reviews)
    return Imported(markup=text, rows=rows, items=len(items), translated_rows=len(translated),
                    rows_with_findings=len(review), by_row=review, reviews=reviews,
                    signature=signature)


# --- the review written back into the translator's kit ------------------------------------


def write_review_into(path: str | Path, reviews: dict[int, str]) -> None:
    """Write each review into the ``review`` column of its sheet row (a column is added after
    the last when the kit has none), in place: every other cell, column, sheet, comment and
    format of the kit is kept. The cells written are :func:`neutral`."""
    path = Path(path)
    suffix = _suffix(path)
    if suffix == ".csv":
        table = _read_csv(path)
        column = _review_column([h.strip() for h in table[0]])
        cells = {number: _review_text(text) for number, text in reviews.items()}
        if column >= len(table[0]) or not table[0][column].strip():
            cells[1] = "review"  # the header, named in a blank cell as in xlsx and ods
        for number, text in cells.items():
            line = table[number - 1]
            line.extend([""] * (column + 1 - len(line)))
            line[column] = text
        _write_csv(path, [[neutral(v) for v in line] for line in table])
        return
    data = _review_xlsx(path, reviews) if suffix == ".xlsx" else _review_ods(path, reviews)
    with atomic_open(path, mode="wb") as handle:
        handle.write(data)


def _review_column(header: list[str]) -> int:
    """The 0-based index of the review column (after the last header cell when absent)."""
    while header and not header[-1]:
        header = header[:-1]
    return header.index("review") if "review" in header else len(header)


def _review_xlsx(path: Path, reviews: dict[int, str]) -> bytes:
    from openpyxl import load_workbook

    book = load_workbook(path)  # the whole workbook: formats, comments, other sheets kept
    sheet = _xlsx_sheet(book)
    header = [_text(c.value).strip() for c in next(sheet.iter_rows(min_row=1, max_row=1))]
    column = _review_column(header) + 1
    if column > len(header) or not header[column - 1]:
        sheet.cell(row=1, column=column, value="review")
    for number, text in reviews.items():  # read from A1: the row number is the sheet's
        cell = sheet.cell(row=number, column=column)
        cell.value = neutral(_review_text(text))
        cell.data_type = "s"  # text, never a formula
    return _saved(book.save)


def _review_ods(path: Path, reviews: dict[int, str]) -> bytes:
    from odf.table import TableRow

    doc, sheet = _load_ods(path)
    rows = sheet.getElementsByType(TableRow)
    header = [text.strip() for text in _ods_texts(rows[0], len(COLUMNS) + 64)]
    column = _review_column(header)
    if column >= len(header) or not header[column]:
        _set_ods_cell(rows[0], column, "review")
    for number, text in reviews.items():
        _set_ods_cell(rows[number - 1], column, neutral(_review_text(text)))
    return _saved(doc.write)


def _set_ods_cell(row, column: int, text: str) -> None:
    """Set the text of one cell of an odfpy table row, splitting a repeated cell around it."""
    from odf.table import TableCell

    position = 0
    target = None
    for cell in [c for c in row.childNodes if c.qname == TableCell().qname]:
        repeat = int(cell.getAttribute("numbercolumnsrepeated") or 1)
        if position + repeat > column:  # split off the cells before and after the column
            target, offset, after = cell, column - position, position + repeat - column - 1
            if offset:
                _set_repeat(cell, offset)
                target = row.insertBefore(_clone(cell), cell.nextSibling)
            if after:
                _set_repeat(row.insertBefore(_clone(target), target.nextSibling), after)
            if repeat > 1:
                _set_repeat(target, 1)
            break
        position += repeat
    if target is None:
        if column > position:
            row.addElement(TableCell(numbercolumnsrepeated=column - position))
        target = TableCell()
        row.addElement(target)
    for child in list(target.childNodes):
        target.removeChild(child)
    target.setAttribute("valuetype", "string")
    _ods_paragraphs(target, text)


def _set_repeat(cell, count: int) -> None:
    if count > 1:
        cell.setAttribute("numbercolumnsrepeated", str(count))
    elif cell.getAttribute("numbercolumnsrepeated"):
        cell.removeAttribute("numbercolumnsrepeated")


def _clone(element):
    """A deep copy of an odfpy element (its attributes and children)."""
    from odf.element import Element, Text

    if isinstance(element, Text):
        return Text(element.data)
    copy = Element(qname=element.qname, check_grammar=False)
    copy.attributes = dict(element.attributes)
    for child in element.childNodes:
        copy.appendChild(_clone(child))
    return copy


def _header(translated: list[tuple[int, dict[str, str]]], name: str) -> str:
    """The markup header: the target language, and the output's name as corpus and ids."""
    langs = Counter(row["target_lang"].strip() for _, row in translated if row["target_lang"])
    lang = langs.most_common(1)[0][0] if langs else ""
    return "\n".join([f"{wsc_markup.MAGIC} {wsc_markup.VERSION}", f"lang: {lang}",
                      f"corpus: {name}", f"tag-source: {TAG_SOURCE}", f"id-prefix: {name}"])


def _block(row: dict[str, str]) -> str:
    """The markup block of one translated row."""
    lines = [line for line in row["target_template"].strip().splitlines() if line.strip()]
    answers = row["target_answers"].strip() or row["source_answers"].strip()
    lines.append(f"answers: {answers}")
    ids = row["source_ids"].split()
    count = len(answers.split())
    # One id per sentence; else every sentence names all of the schema's ids.
    lines.append("english-ids: " + " ".join(ids if len(ids) == count else [",".join(ids)] * count))
    lines += [f"snippet: {s}" for s in row["target_snippet"].strip().splitlines() if s.strip()]
    lines.append("tags: " + " ".join(row["source_tags"].split() + ["translated=yes"]))
    notes = " || ".join(n.strip() for n in row["notes"].splitlines() if n.strip())
    if notes:
        lines.append(f"notes: {notes}")
    return "\n".join(lines)


def _review(found, items: list[Item]) -> str:
    """One line for the translator: a grammar leak said plainly, else the finding."""
    item = next(i for i in items if i.id == found.item)
    index = found.evidence.get("candidate")
    feature = _LEAKS.get(found.code)
    if feature and index is not None and len(item.candidates) == 2:
        agreeing = item.candidates[1 - index].text
        return (f"only {agreeing!r} agrees with {item.pronoun.text!r} in {feature}: the "
                f"schema resolves itself ({found.code}: {found.message})")
    return f"{found.code}: {found.message}"
