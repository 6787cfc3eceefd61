"""Fuzzing the readers: seeds cut from the real corpora, Hypothesis mutations, and one run of
the ``wsc convert`` code path in-process with its outcome judged.

Used by ``tests/fuzz/test_fuzz.py`` (a short budget in ``make test``) and by
``scripts/fuzz_campaign.py`` (``make fuzz``: the long campaign behind docs/reliability.md).

Besides the 12 collection formats (``FORMATS``, read by ``wsc convert``) the fuzzer feeds every
other kind of input the command line reads (``KINDS``): wsc-markup documents (``convert``),
manual-fixes files in their three layouts (``substitute --manual-fixes``), translation kits as
.csv, .xlsx and .ods (``translate-kit --import``: the kit must never be modified) and folders
with symbolic links to themselves, to their parent, in loops or dangling (``convert DIR``).

A **seed** is a small real input: a window of a few consecutive records of a real file of one
format (the whole file would make each run slow, and every reader handles records one by one),
written in that file's own layout. A **case** is a seed after one to three mutations: byte
flips, truncation, deleted or duplicated lines, wrong JSON types, removed keys, invalid UTF-8,
NUL bytes, deep nesting, huge numbers, long lines, and a few format-aware attacks (document
type declarations, UTF-16, U+2028, lone surrogates). The outcome of a case is

- ``accepted``: exit 0, and the output re-reads as canonical JSONL;
- ``rejected``: exit 2 with one line ``wsc: error: ...`` naming an input file, no output;
- ``failure``: anything else (a traceback, another exit status, a message of several lines
  or naming no file, an output left behind on failure, an input modified);
- ``hang``: the run took more than ``HANG_S`` seconds.
"""

from __future__ import annotations

import contextlib
import io
import itertools
import json
import os
import re
import signal
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from hypothesis import strategies as st

from wsc_corpus.cli import main
from wsc_corpus.errors import WscError
from wsc_corpus.formats import jsonl

ROOT = Path(__file__).resolve().parents[2]
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))
SCHEMAS = ROOT / "schemas"
REGRESSIONS = Path(__file__).resolve().parent / "regressions"
HANG_S = 20

FORMATS = ["nyu-xml", "pt-html", "fwsc285", "trichelair", "pws-tsv", "winogrande", "xwinograd",
           "superglue", "dpr", "knowref", "winogender", "jsonl"]
# The other inputs the command line reads (see the module docstring).
OTHER_KINDS = ["wsc-markup", "fixes", "kit-csv", "kit-xlsx", "kit-ods", "folder"]
KINDS = FORMATS + OTHER_KINDS
# Seconds a case may take before it is a hang, by kind: a kit is validated (spaCy) on import.
BUDGET_S = {kind: HANG_S for kind in KINDS} | {"kit-csv": 30, "kit-xlsx": 30, "kit-ods": 30}


# --- seeds ----------------------------------------------------------------------------------

@dataclass
class Seed:
    """Files (relative path -> bytes) of one small real input; ``main`` is the one named."""

    fmt: str
    files: dict[str, bytes]
    main: str
    json_dump: object = None  # how the mutated JSON file is written back (None: not JSON)
    json_file: str | None = None
    kit_rows: list | None = None  # a kit's rows, mutated cell by cell before it is written


def _lines(path: Path, header: int = 0) -> tuple[list[bytes], list[bytes]]:
    data = path.read_bytes().split(b"\n")
    return data[:header], [line for line in data[header:] if line.strip()]


def _canonical_lines(path: Path) -> list[bytes]:
    """The embedded corpus as canonical JSONL lines (the seeds of the ``jsonl`` format)."""
    from wsc_corpus.formats import jsonl, load_paths

    out = io.StringIO()
    jsonl.write(load_paths([path]).items, out)
    return [line.encode("utf-8") for line in out.getvalue().split("\n") if line.strip()]


class Seeds:
    """Every format's material, read once from the real corpora; ``window`` cuts a seed."""

    def __init__(self, corpora: Path = CORPORA):
        c = corpora
        self.xml = (c / "nyu_wsc" / "WSCollection.xml").read_bytes()
        first = self.xml.index(b"<schema>")
        self.xml_head = self.xml[:first]
        self.xml_schemas = [b"<schema>" + part for part in self.xml[first:].split(b"<schema>")[1:]]
        self.xml_schemas[-1] = self.xml_schemas[-1].split(b"</collection>")[0]
        self.fwsc = json.loads((c / "french_fwsc285" / "wsc_285_v3.json").read_text("utf-8"))
        self.trichelair = json.loads((c / "trichelair_wsc" / "WSC_switched_label.json")
                                     .read_text("utf-8"))
        self.knowref = json.loads((c / "knowref" / "knowref_test.json").read_text("utf-8"))
        self.pws_head, self.pws = _lines(c / "pws_parallel" / "pws.tsv", header=1)
        self.pws = [row for row in self.pws if row.split(b"\t")[0].strip()]
        _, self.winogrande = _lines(c / "winogrande" / "dev.jsonl")
        _, self.xwinograd = _lines(c / "xwinograd" / "dataset.tsv")
        _, self.superglue = _lines(c / "superglue_wsc" / "train.jsonl")
        self.dpr = [b for b in re.split(rb"\n[ \t]*\n", (c / "dpr" / "train.c.txt").read_bytes())
                    if b.strip()]
        self.winogender_head, self.winogender = _lines(c / "winogender" / "data" /
                                                       "all_sentences.tsv", header=1)
        self.jsonl = _canonical_lines(SCHEMAS)
        raw = c / "portuguese_wsc" / "data"
        self.pt_html = (raw / "raw" / "portuguese_wsc.html").read_bytes()
        self.pt_json = json.loads((raw / "processed" / "portuguese_wsc.json").read_text("utf-8"))
        self._pt_windows: dict[tuple[int, int], bytes] = {}
        self.fixes = json.loads((raw / "raw" / "manual_fixes_portuguese.json").read_text("utf-8"))
        self.fixes_markup = [b for b in (SCHEMAS / "pt" / "schemas.wsc-fixes").read_bytes()
                             .split(b"\n\n") if b.strip()]
        self.markup = _markup_blocks(c)
        self.kit_rows = _kit_rows()

    def size(self, fmt: str) -> int:
        """How many records the format's material holds."""
        return len({"nyu-xml": self.xml_schemas, "pt-html": self.pt_json, "fwsc285": self.fwsc,
                    "trichelair": self.trichelair, "pws-tsv": self.pws,
                    "winogrande": self.winogrande, "xwinograd": self.xwinograd,
                    "superglue": self.superglue, "dpr": self.dpr, "knowref": self.knowref,
                    "winogender": self.winogender, "jsonl": self.jsonl,
                    "wsc-markup": self.markup, "folder": self.markup, "fixes": self.fixes,
                    "kit-csv": self.kit_rows, "kit-xlsx": self.kit_rows,
                    "kit-ods": self.kit_rows}[fmt])

    def window(self, fmt: str, start: int, count: int) -> Seed:
        """The seed of ``count`` records from record ``start``."""
        end = start + count
        if fmt == "nyu-xml":
            data = self.xml_head + b"".join(self.xml_schemas[start:end]) + b"</collection>\n"
            return Seed(fmt, {"WSCollection.xml": data}, "WSCollection.xml")
        if fmt == "pt-html":
            records = [dict(r, question_id=i) for i, r in enumerate(self.pt_json[start:end])]
            files = {"data/raw/portuguese_wsc.html": self._pt_window(start, end),
                     "data/processed/portuguese_wsc.json": _dump_indented(records)}
            return Seed(fmt, files, "data/raw/portuguese_wsc.html", _dump_indented,
                        "data/processed/portuguese_wsc.json")
        if fmt == "fwsc285":
            return Seed(fmt, {"wsc_285_v3.json": _dump_indented(self.fwsc[start:end])},
                        "wsc_285_v3.json", _dump_indented, "wsc_285_v3.json")
        if fmt == "trichelair":
            name = "WSC_switched_label.json"
            return Seed(fmt, {name: _dump_compact(self.trichelair[start:end])}, name,
                        _dump_compact, name)
        if fmt == "knowref":
            name = "knowref_test.json"
            return Seed(fmt, {name: _dump_per_line(self.knowref[start:end])}, name,
                        _dump_per_line, name)
        if fmt == "pws-tsv":
            return Seed(fmt, {"pws.tsv": _join(self.pws_head + self.pws[start:end])}, "pws.tsv")
        if fmt == "winogender":
            return Seed(fmt, {"all_sentences.tsv": _join(self.winogender_head +
                                                         self.winogender[start:end])},
                        "all_sentences.tsv")
        if fmt == "dpr":
            return Seed(fmt, {"train.c.txt": b"\n\n".join(self.dpr[start:end]) + b"\n"},
                        "train.c.txt")
        if fmt in OTHER_KINDS:
            return self._other(fmt, start, end)
        name, lines = {"winogrande": ("dev.jsonl", self.winogrande),
                       "xwinograd": ("dataset.tsv", self.xwinograd),
                       "superglue": ("train.jsonl", self.superglue),
                       "jsonl": ("items.jsonl", self.jsonl)}[fmt]
        return Seed(fmt, {name: _join(lines[start:end])}, name,
                    "lines" if fmt != "xwinograd" else "columns", name)

    def _other(self, fmt: str, start: int, end: int) -> Seed:
        if fmt == "wsc-markup":
            return Seed(fmt, {"doc.wsc": MARKUP_HEAD + b"\n\n".join(self.markup[start:end]) +
                              b"\n"}, "doc.wsc")
        if fmt == "folder":  # two files, a subfolder, and links (``LINK`` + target)
            half = (start + end) // 2
            files = {"a.wsc": MARKUP_HEAD + b"\n\n".join(self.markup[start:half + 1]) + b"\n",
                     "sub/b.wsc": MARKUP_HEAD + b"\n\n".join(self.markup[half:end]) + b"\n",
                     "README.md": b"# notes\n"}
            files |= {name: LINK + target for name, target in FOLDER_LINKS[start % len(
                FOLDER_LINKS)]}
            return Seed(fmt, files, "")
        if fmt == "fixes":
            records = self.fixes[start % len(self.fixes):][:end - start] or self.fixes[:1]
            layout = start % 3
            if layout == 0:
                return Seed(fmt, {"fixes.json": _dump_indented(records)}, "fixes.json",
                            _dump_indented, "fixes.json")
            if layout == 1:
                lines = [json.dumps({"source_id": str(r["question_id"]),
                                     **{role: r[key] for key, role in _FIX_ROLES.items()
                                        if isinstance(r.get(key), str)}}, ensure_ascii=False)
                         .encode("utf-8") for r in records]
                return Seed(fmt, {"fixes.jsonl": _join(lines)}, "fixes.jsonl", "lines",
                            "fixes.jsonl")
            blocks = self.fixes_markup[:1] + self.fixes_markup[1:][start % 3:][:end - start]
            return Seed(fmt, {"f.wsc-fixes": b"\n\n".join(blocks) + b"\n"}, "f.wsc-fixes")
        rows = self.kit_rows[start:end]
        suffix = fmt.removeprefix("kit-")
        return Seed(fmt, {f"kit.{suffix}": kit_bytes(rows, suffix)}, f"kit.{suffix}",
                    kit_rows=rows)

    def _pt_window(self, start: int, end: int) -> bytes:
        """The Portuguese HTML with only its items ``start:end`` (cut at the top-level
        ``<li>`` of the collection's list, the other bytes kept as they are)."""
        key = (start, end)
        if key not in self._pt_windows:
            data = self.pt_html
            body = data.index(b"<ol>")
            tops, depth, pos = [], 0, body + 4
            for match in re.finditer(rb"<(/?)(ol|li)\b", data[pos:]):
                closing, tag = match.group(1), match.group(2)
                at = pos + match.start()
                if tag == b"ol":
                    depth += -1 if closing else 1
                    if depth < 0:
                        tops.append(at)
                        break
                elif not closing and depth == 0:
                    tops.append(at)
            items = [data[a:b] for a, b in itertools.pairwise(tops)]
            self._pt_windows[key] = data[:body + 4] + b"".join(items[start:end]) + \
                data[tops[-1]:]
        return self._pt_windows[key]


MARKUP_HEAD = b"# wsc-markup 1\nlang: en\ncorpus: fuzz\n\n"
# A file whose bytes start with LINK is written as a symbolic link to the rest.
LINK = b"@@link@@"
FOLDER_LINKS = [
    [("self", b"."), ("sub/up1", b".."), ("sub/up2", b"..")],  # exponential without a guard
    [("loop1", b"loop2"), ("loop2", b"loop1")],  # a loop: resolve() raises
    [("dangling.wsc", b"nowhere.wsc"), ("sub/again.wsc", b"../a.wsc")],
    [("sub/deep/up", b"../.."), ("sub/deep/root", b"../../sub")],
]
_FIX_ROLES = {"manually_fixed_correct_sentence": "correct",
              "manually_fixed_incorrect_sentence": "incorrect",
              "manually_fixed_correct_switched": "correct_switched",
              "manually_fixed_incorrect_switched": "incorrect_switched"}


def _markup_blocks(corpora: Path) -> list[bytes]:
    """Schema blocks of wsc-markup: the embedded English corpus and FWSC285 as written by
    ``wsc convert --to wsc-markup``."""
    from wsc_corpus.formats import load_paths, wsc_markup

    blocks = []
    for items in (load_paths([SCHEMAS / "en" / "schemas.wsc"]).items,
                  load_paths([corpora / "french_fwsc285" / "wsc_285_v3.json"]).items[:60]):
        text = wsc_markup.dumps(items).text
        body = [b for b in text.split("\n\n")[1:] if b.strip()]  # after the header block
        blocks += [b.encode("utf-8") for b in body if not b.startswith("#")]
    return blocks


def _kit_rows() -> list[dict[str, str]]:
    """The embedded English corpus as a kit, filled in (English into English: the source
    template as the translation, so that it imports)."""
    from wsc_corpus.formats import load_paths
    from wsc_corpus.kit import make_kit

    rows = make_kit(load_paths([SCHEMAS / "en" / "schemas.wsc"]), "en")
    for row in rows:
        row.update(target_template=row["source_template"], target_answers=row["source_answers"],
                   target_snippet=row["source_snippet"], status="done")
    return rows


_KITS: dict[str, bytes] = {}


def kit_bytes(rows: list[dict[str, str]], suffix: str) -> bytes:
    """A kit's file as ``write_kit`` writes it (.csv, .xlsx or .ods), its timestamps fixed and
    kept: the same rows give the same bytes in a process (Hypothesis replays a case; odfpy
    declares the namespaces it has met so far). Zipped, the kits of a campaign stay small."""
    import tempfile

    from wsc_corpus.kit import write_kit

    key = suffix + json.dumps(rows, sort_keys=True)
    if key not in _KITS:  # kept for the process: odfpy's output changes with its state
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / f"kit.{suffix}"
            write_kit(rows, path)
            _KITS[key] = _fixed_time(path.read_bytes()) if suffix != "csv" else \
                path.read_bytes()
    return _KITS[key]


_STAMP = re.compile(rb"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z?")


def _fixed_time(data: bytes) -> bytes:
    """A spreadsheet's zip with its members' dates and the document's own timestamps fixed,
    so that the same rows always give the same bytes (Hypothesis replays a case)."""
    import zipfile

    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            content = source.read(info)
            if info.filename in ("docProps/core.xml", "meta.xml"):
                content = _STAMP.sub(b"2026-01-01T00:00:00Z", content)
            target.writestr(zipfile.ZipInfo(info.filename, (2026, 1, 1, 0, 0, 0)), content,
                            info.compress_type)
    return out.getvalue()


def _join(lines: list[bytes]) -> bytes:
    return b"\n".join(lines) + b"\n"


def _dump_indented(records: object) -> bytes:
    return json.dumps(records, ensure_ascii=False, indent=2).encode("utf-8")


def _dump_compact(records: object) -> bytes:
    return json.dumps(records, ensure_ascii=False).encode("utf-8")


def _dump_per_line(records: list) -> bytes:
    return ("[\n" + ",\n".join(json.dumps(r, ensure_ascii=False) for r in records) +
            "\n]\n").encode("utf-8")


# --- growth: inputs of a chosen size, to catch superlinear readers -----------------------

def grown(kind: str, n: int) -> tuple[dict[str, bytes], str]:
    """An input of ``kind`` whose size grows with ``n`` along the axis a careless reader is
    superlinear in: marks and words per markup line and blocks per document, links per
    folder level and nesting depth, lines of a fixes file, rows of a kit."""
    if kind == "wsc-markup":
        line = "<c> " * 90 + "[it] {x|y} " + "word " * (200 * n)
        block = f"<a> b <b> [it] {{x|y}} {'w ' * 20}.\nanswers: 0 1\n"
        text = "# wsc-markup 1\nlang: en\ncorpus: g\n\n" + line + ".\nanswers: 0 1\n\n" + \
            "\n".join([block] * (20 * n))
        return {"g.wsc": text.encode()}, "g.wsc"
    if kind == "folder":
        files = {"a.wsc": MARKUP_HEAD + b"<a> b <b> [it] {x|y}.\nanswers: 0 1\n"}
        path = ""
        for depth in range(n):
            path += f"d{depth}/"
            files |= {f"{path}up{k}": LINK + b".." for k in range(3)}
            files[f"{path}self"] = LINK + b"."
        return files, ""
    if kind == "fixes":
        line = json.dumps({"source_id": "1", "correct": "a " * 50}) + "\n"
        return {"f.jsonl": "".join(line.replace('"1"', f'"{i}"') for i in range(300 * n))
                .encode()}, "f.jsonl"
    rows = (_kit_rows() * n)[:4 * n]
    for number, row in enumerate(rows):
        row["source_ids"] = f"g-{number}-a g-{number}-b"
    suffix = kind.removeprefix("kit-")
    return {f"kit.{suffix}": kit_bytes(rows, suffix)}, f"kit.{suffix}"


# --- mutations ------------------------------------------------------------------------------

RAW_VALUES = [b"1", b"-1", b"0", b"3.5", b"1e400", b"-1e400", b"NaN", b"Infinity", b"9" * 5000,
              b"true", b"false", b"null", b'""', b'" "', b'"x"', b"[]", b"{}", b'["a"]',
              b"[1, [2, 3]]", b'{"a": 1}', b'"\\udfff"', b'"\\ud83d"', b'"a\\u2028b"',
              b'"\\u0000"', b"[" * 3000 + b"]" * 3000, b'"' + b"a" * 200_000 + b'"',
              b'[' + b'"x", ' * 20_000 + b'"x"]']
INSERTS = [b"\x00", b"\xff", b"\xc3(", b"\xed\xa0\x80", b"\xef\xbb\xbf", b"\xe2\x80\xa8",
           b"\r", b"\t", b"\n", b"\n\n", b"\\udfff", b"[" * 5000, b"{" * 5000, b"9" * 5000,
           b"1e400", b"<!DOCTYPE x [<!ENTITY a \"b\">]>", b"<![CDATA[<!DOCTYPE x>]]>",
           b"<!-- -->", b"<![CDATA[", b"&a;", b"]]>", b"<b>", b"</li>", b"<li>", b'"', b",",
           b"_", b"[", b"]", b"\t\t", b"a" * 200_000, b"le chat " * 20_000]
OPS = ["flip", "truncate", "delete_line", "duplicate_line", "insert", "swap_lines", "encode",
       "crlf", "long_line"]
# Structural mutations of JSON files, as likely together as all the byte-level ones.
JSON_OPS = ["json_value"] * 5 + ["json_remove"] * 2 + ["json_add"] * 2


# Cell values for kits, and pieces for markup: formulas, control characters, markup that
# reaches deep into the parser, huge numbers, long and many marks (the superlinear cases).
CELL_VALUES = ['=HYPERLINK("http://evil.example","x")', "+1+1", "-2", "@SUM(A1)", "\t=1",
               "\x00", "\x07\x1b[31m", "", " ", "[", "<a> <b> [it] {x|y}.", "² 1", "9" * 5000,
               "a" * 200_000, "<a> " * 20_000, "x\u2028y", "0 1 2", "-", "fr\n", "'=1"]
MARKUP_INSERTS = [b"[", b"]", b"<", b">", b"{", b"}", b"|", b"*", b"\\", b"answers: \xc2\xb2 1\n",
                  b"answers: " + b"1" * 5000 + b"\n", b"from: x.xml:" + b"9" * 5000 + b"\n",
                  b"<a> " * 30_000, b"<" * 20_000 + b"x" + b">" * 20_000, b"[" * 5000,
                  b"{" + b"|" * 5000 + b"}", b"\\<" * 50_000, b"\n\n" * 5000, b"\x00", b"\x1b",
                  b"\xe2\x80\xa8", b"\x0c", b"lang: \x1b\n", b"corpus: a|b`<x>\n"]
KIT_OPS = ["cell"] * 4 + ["zip_member"] * 3 + ["zip_bomb", "flip", "truncate", "insert"]


@st.composite
def cases(draw, seeds: Seeds, fmt: str) -> tuple[dict[str, bytes], str, list[str]]:
    """A mutated seed of ``fmt`` (any of ``KINDS``): (files, name of the file to read,
    mutations applied)."""
    size = seeds.size(fmt)
    count = draw(st.integers(1, min(6, size)))
    seed = seeds.window(fmt, draw(st.integers(0, size - count)), count)
    files = dict(seed.files)
    applied = []
    rows = [dict(r) for r in seed.kit_rows] if seed.kit_rows is not None else None
    for _ in range(draw(st.integers(1, 3))):
        target = draw(st.sampled_from(sorted(r for r, d in files.items()
                                             if not d.startswith(LINK))))
        if rows is not None:
            op = draw(st.sampled_from(KIT_OPS if fmt != "kit-csv" else
                                      [o for o in KIT_OPS if not o.startswith("zip")]))
            if op == "cell":
                row = draw(st.sampled_from(rows))
                key = draw(st.sampled_from(sorted(row)))
                row[key], before = draw(st.sampled_from(CELL_VALUES)), row[key]
                try:
                    files[target] = kit_bytes(rows, fmt.removeprefix("kit-"))
                except WscError:  # a control character a .xlsx/.ods cannot hold
                    row[key] = before
            elif op.startswith("zip"):
                files[target] = _zip_mutation(draw, files[target], op, fmt)
            else:
                files[target] = _byte_mutation(draw, files[target], op, fmt)
            applied.append(f"{op}:{target}")
            continue
        json_target = seed.json_dump is not None and target == seed.json_file
        op = draw(st.sampled_from(OPS + JSON_OPS if json_target else OPS))
        data = files[target]
        if op.startswith("json_"):
            data = _json_mutation(draw, seed, data, op)
        else:
            data = _byte_mutation(draw, data, op, fmt)
        files[target] = data
        applied.append(f"{op}:{target}")
    return files, seed.main, applied


def _zip_mutation(draw, data: bytes, op: str, fmt: str) -> bytes:
    """A byte mutation of one member of a .xlsx/.ods zip (re-zipped, so that the XML parser
    sees it), or a zip bomb added: a member that unpacks hundreds of times its size."""
    import zipfile

    try:
        with zipfile.ZipFile(io.BytesIO(data)) as source:
            members = [(info, source.read(info)) for info in source.infolist()]
    except Exception:  # noqa: BLE001 -- already mangled by an earlier mutation (zlib.error...)
        return data
    if op == "zip_member":
        index = draw(st.integers(0, len(members) - 1))
        info, content = members[index]
        members[index] = (info, _byte_mutation(draw, content, draw(st.sampled_from(OPS)), fmt))
    else:
        name = draw(st.sampled_from(["content.xml", "xl/sharedStrings.xml", "extra.bin"]))
        members = [m for m in members if m[0].filename != name]
        members.append((zipfile.ZipInfo(name), b" " * (draw(st.integers(2, 64)) << 20)))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info, content in members:
            target.writestr(zipfile.ZipInfo(info.filename, (2026, 1, 1, 0, 0, 0)), content,
                            zipfile.ZIP_DEFLATED)
    return out.getvalue()


def _byte_mutation(draw, data: bytes, op: str, fmt: str) -> bytes:
    n = len(data)
    pos = draw(st.integers(0, n))
    if op == "flip" and n:
        at = min(pos, n - 1)
        return data[:at] + bytes([data[at] ^ draw(st.integers(1, 255))]) + data[at + 1:]
    if op == "truncate":
        return data[:pos]
    lines = data.split(b"\n")
    line = draw(st.integers(0, max(0, len(lines) - 1)))
    if op == "delete_line":
        return b"\n".join(lines[:line] + lines[line + 1:])
    if op == "duplicate_line":
        return b"\n".join(lines[:line + 1] + lines[line:])
    if op == "swap_lines" and len(lines) > 1:
        other = draw(st.integers(0, len(lines) - 1))
        lines[line], lines[other] = lines[other], lines[line]
        return b"\n".join(lines)
    if op == "encode":
        codec = draw(st.sampled_from(["utf-16", "utf-16-le", "utf-32", "latin-1", "utf-8-sig"]))
        text = data.decode("utf-8", errors="replace")
        if fmt == "nyu-xml" and codec.startswith("utf-"):
            text = re.sub(r"encoding=['\"][^'\"]*['\"]", f'encoding="{codec}"', text, count=1)
            if draw(st.booleans()):
                text = text.replace("<collection", "<!DOCTYPE c [<!ENTITY x \"y\">]>\n"
                                    "<collection", 1)
        return text.encode(codec, errors="replace")
    if op == "crlf":
        return data.replace(b"\n", b"\r\n")
    if op == "long_line":
        return data[:pos] + draw(st.sampled_from([b"a" * 200_000, b"word " * 40_000,
                                                  b"\xc3\xa9" * 100_000])) + data[pos:]
    markup = fmt in ("wsc-markup", "folder", "fixes") and draw(st.booleans())
    return data[:pos] + draw(st.sampled_from(MARKUP_INSERTS if markup else INSERTS)) + data[pos:]


_PLACEHOLDER = "@@fuzz-raw-value@@"


def _json_mutation(draw, seed: Seed, data: bytes, op: str) -> bytes:
    """Change one value of one record (to a raw token of any JSON type, or none), remove a
    key, or add one; the file is written back in its own layout."""
    try:
        if seed.json_dump == "lines" or seed.json_dump == "columns":
            rows = data.split(b"\n")
            index = draw(st.integers(0, max(0, len(rows) - 1)))
            if seed.json_dump == "columns":
                cols = rows[index].split(b"\t")
                col = draw(st.integers(4, 6)) if len(cols) == 7 else 0
                value = json.loads(cols[col])
                value, raw = _mutate_value(draw, value, op)
                cols[col] = _dumps_raw(value, raw)
                rows[index] = b"\t".join(cols)
            else:
                value, raw = _mutate_value(draw, json.loads(rows[index]), op)
                rows[index] = _dumps_raw(value, raw)
            return b"\n".join(rows)
        records = json.loads(data)
        value, raw = _mutate_value(draw, records, op)
        return seed.json_dump(value).replace(json.dumps(_PLACEHOLDER).encode(), raw)
    except (ValueError, IndexError, TypeError, RecursionError):
        return data  # already mangled by an earlier mutation


def _dumps_raw(value: object, raw: bytes) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode("utf-8").replace(
        json.dumps(_PLACEHOLDER).encode(), raw)


def _mutate_value(draw, value: object, op: str) -> tuple[object, bytes]:
    """Descend into a random container (up to three levels) and change it there."""
    root = value
    for _ in range(draw(st.integers(1, 3))):
        children = sorted(value) if isinstance(value, dict) else \
            list(range(len(value))) if isinstance(value, list) else []
        if not children:
            break
        key = draw(st.sampled_from(children))
        if not isinstance(value[key], (dict, list)) or not value[key] or \
                draw(st.integers(0, 3)) == 0:
            break
        value = value[key]
    if not isinstance(value, (dict, list)) or not value:
        return _PLACEHOLDER, draw(st.sampled_from(RAW_VALUES))
    keys = sorted(value) if isinstance(value, dict) else list(range(len(value)))
    key = draw(st.sampled_from(keys))
    if op == "json_remove":
        del value[key]
        return root, b""
    if op == "json_add":
        if isinstance(value, dict):
            value["fuzz_" + str(draw(st.integers(0, 9)))] = _PLACEHOLDER
        else:
            value.append(_PLACEHOLDER)
    else:
        value[key] = _PLACEHOLDER
    return root, draw(st.sampled_from(RAW_VALUES))


# --- running one case -----------------------------------------------------------------------

@dataclass
class Outcome:
    kind: str  # accepted, rejected, failure, hang
    detail: str = ""
    seconds: float = 0.0
    argv: list[str] = field(default_factory=list)


class Hang(BaseException):
    """Raised by the alarm when a case runs too long (a BaseException: no reader catches it)."""


def _alarm(signum, frame):
    raise Hang()


def command(kind: str, inputs: Path, main_file: str, out: Path, fmt: str | None) -> list[str]:
    """The ``wsc`` command line that reads a case of ``kind``."""
    if kind.startswith("kit-"):
        return ["translate-kit", "--import", str(inputs / main_file), "-o", str(out)]
    if kind == "fixes":
        return ["substitute", str(SCHEMAS / "pt"), "--manual-fixes", str(inputs / main_file),
                "-o", str(out)]
    if kind == "folder":
        return ["convert", str(inputs), "-o", str(out)]
    return ["convert", str(inputs / main_file), "-o", str(out)] + (["--from", fmt] if fmt
                                                                   else [])


def run_case(files: dict[str, bytes], main_file: str, fmt: str | None, workdir: Path,
             hang_s: float | None = None, kind: str | None = None) -> Outcome:
    """Write the files under ``workdir/in``, run the ``wsc`` command that reads ``kind``
    (default: ``convert`` of a collection format, ``--from fmt`` unless None) in-process, and
    judge the outcome (see the module docstring)."""
    kind = kind or fmt or "jsonl"
    hang_s = BUDGET_S.get(kind, HANG_S) if hang_s is None else hang_s
    inputs = workdir / "in"
    outdir = workdir / "out"
    _clear(workdir)
    outdir.mkdir(parents=True, exist_ok=True)
    inputs.mkdir(parents=True, exist_ok=True)
    for rel, data in files.items():
        (inputs / rel).parent.mkdir(parents=True, exist_ok=True)
        if data.startswith(LINK):
            (inputs / rel).symlink_to(data[len(LINK):].decode())
        else:
            (inputs / rel).write_bytes(data)
    out = outdir / ("out.wsc" if kind.startswith("kit-") else "out.jsonl")
    argv = command(kind, inputs, main_file, out, fmt if kind in FORMATS else None)
    stdout, stderr = io.StringIO(), io.StringIO()
    code: object = None
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, hang_s)
    start = time.perf_counter()
    try:
        with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
            main(argv)
    except SystemExit as exc:
        code = exc.code
    except Hang:
        return Outcome("hang", f"over {hang_s} s", time.perf_counter() - start, argv)
    except BaseException as exc:  # noqa: BLE001 -- what the fuzzer is looking for
        tb = "".join(traceback.format_exception(exc))
        return Outcome("failure", f"traceback: {tb[-2000:]}", time.perf_counter() - start, argv)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    seconds = time.perf_counter() - start
    err = stderr.getvalue()
    problem = _judge(code, err, out, outdir, inputs, files, kind) or \
        ("output on standard output" if stdout.getvalue() else None)
    if problem:
        return Outcome("failure", f"{problem}; exit {code}; stderr {err[-1500:]!r}", seconds, argv)
    return Outcome("accepted" if code == 0 else "rejected", err.strip(), seconds, argv)


def _clear(folder: Path) -> None:
    """Remove the files under ``folder``, keeping its folders (removing folders is slow on
    some file systems)."""
    for path in sorted(folder.rglob("*"), reverse=True):
        if path.is_dir() and not path.is_symlink():
            continue
        path.unlink()


def _judge(code, err: str, out: Path, outdir: Path, inputs: Path,
           files: dict[str, bytes], kind: str = "jsonl") -> str | None:
    if "Traceback" in err:
        return "a traceback"
    for rel, data in files.items():
        if data.startswith(LINK):
            if not (inputs / rel).is_symlink():
                return f"link {rel} replaced"
        elif (inputs / rel).read_bytes() != data:
            return f"input {rel} modified"
    if code == 2:
        lines = [line for line in err.strip("\n").split("\n")  # a folder's skipped files
                 if not (kind == "folder" and line.startswith(f"{inputs}: skipped "))]
        if len(lines) != 1 or not lines[0].startswith("wsc: error: "):
            return "not one line 'wsc: error: ...'"
        if not any(str(inputs / rel) in lines[0] for rel in files) and \
                not (kind == "folder" and str(inputs) in lines[0]):
            return "the message names no input file"
        if any(outdir.iterdir()):
            return "output or temporary file left after a failure"
        return None
    if code not in (0, None):
        return f"exit status {code}"
    if sorted(p.name for p in outdir.iterdir()) != [out.name]:
        return "no output, or a temporary file left beside it"
    if kind.startswith("kit-"):
        from wsc_corpus.formats import wsc_markup

        return _rereads(wsc_markup.load, out, err, "the markup written")
    if kind == "fixes":
        try:
            rows = [json.loads(line) for line in out.read_text("utf-8").split("\n") if line]
        except ValueError as exc:
            return f"the output does not re-read: {exc}"
        return None if all(isinstance(r, dict) for r in rows) else "not JSON objects"
    if "wrote 0 items" in err:
        return None if out.stat().st_size == 0 else "0 items written, but not an empty file"
    return _rereads(jsonl.load, out, err, "the output")


def _rereads(load, out: Path, err: str, what: str) -> str | None:
    """An output re-reads with ``load``, with the items the command counted."""
    try:
        items = load(out)
    except Exception as exc:  # noqa: BLE001 -- judged, not raised
        return f"{what} does not re-read: {type(exc).__name__}: {exc}"
    if f"wrote {len(items)} items" not in err:
        return f"wrote and re-read counts differ ({len(items)} re-read)"
    return None


def regression_cases() -> list[tuple[str, Path]]:
    """``(format, path)`` of every kept regression input: ``regressions/FORMAT/NAME`` (a file,
    or for pt-html a folder holding ``data/raw/*.html`` and ``data/processed/*.json``)."""
    found = []
    for folder in sorted(p for p in REGRESSIONS.iterdir() if p.is_dir()):
        found += [(folder.name, case) for case in sorted(folder.iterdir())]
    return found


def regression_files(case: Path) -> tuple[dict[str, bytes], str]:
    """A kept case's files and the one named; a ``folder`` case is a JSON description
    (``files``: path -> text, ``links``: path -> target), so that the repository holds no
    link loop."""
    if case.parent.name == "folder":
        data = json.loads(case.read_text("utf-8"))
        files = {rel: text.encode("utf-8") for rel, text in data.get("files", {}).items()}
        return files | {rel: LINK + target.encode() for rel, target in
                        data.get("links", {}).items()}, ""
    if case.is_file():
        return {case.name: case.read_bytes()}, case.name
    files = {str(p.relative_to(case)): p.read_bytes() for p in case.rglob("*") if p.is_file()}
    return files, next(rel for rel in files if rel.endswith(".html"))


def describe(files: dict[str, bytes], limit: int = 300) -> str:
    """A short description of a case's files, for failure reports."""
    return "; ".join(f"{rel} ({len(data)} bytes): {data[:limit]!r}" for rel, data in files.items())


def save(files: dict[str, bytes], folder: Path) -> None:
    for rel, data in files.items():
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_bytes(data)

