"""Fuzzing the readers: seeds cut from the real corpora, Hypothesis mutations, and one run of
the ``wsc convert`` code path in-process with its outcome judged.

Used by ``tests/fuzz/test_fuzz.py`` (a short budget in ``make test``) and by
``scripts/fuzz_campaign.py`` (``make fuzz``: the long campaign behind docs/reliability.md).

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
from wsc_corpus.formats import jsonl

ROOT = Path(__file__).resolve().parents[2]
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))
SCHEMAS = ROOT / "schemas"
REGRESSIONS = Path(__file__).resolve().parent / "regressions"
HANG_S = 20

FORMATS = ["nyu-xml", "pt-html", "fwsc285", "trichelair", "pws-tsv", "winogrande", "xwinograd",
           "superglue", "dpr", "knowref", "winogender", "jsonl"]


# --- seeds ----------------------------------------------------------------------------------

@dataclass
class Seed:
    """Files (relative path -> bytes) of one small real input; ``main`` is the one named."""

    fmt: str
    files: dict[str, bytes]
    main: str
    json_dump: object = None  # how the mutated JSON file is written back (None: not JSON)
    json_file: str | None = None


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

    def size(self, fmt: str) -> int:
        """How many records the format's material holds."""
        return len({"nyu-xml": self.xml_schemas, "pt-html": self.pt_json, "fwsc285": self.fwsc,
                    "trichelair": self.trichelair, "pws-tsv": self.pws,
                    "winogrande": self.winogrande, "xwinograd": self.xwinograd,
                    "superglue": self.superglue, "dpr": self.dpr, "knowref": self.knowref,
                    "winogender": self.winogender, "jsonl": self.jsonl}[fmt])

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
        name, lines = {"winogrande": ("dev.jsonl", self.winogrande),
                       "xwinograd": ("dataset.tsv", self.xwinograd),
                       "superglue": ("train.jsonl", self.superglue),
                       "jsonl": ("items.jsonl", self.jsonl)}[fmt]
        return Seed(fmt, {name: _join(lines[start:end])}, name,
                    "lines" if fmt != "xwinograd" else "columns", name)

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


def _join(lines: list[bytes]) -> bytes:
    return b"\n".join(lines) + b"\n"


def _dump_indented(records: object) -> bytes:
    return json.dumps(records, ensure_ascii=False, indent=2).encode("utf-8")


def _dump_compact(records: object) -> bytes:
    return json.dumps(records, ensure_ascii=False).encode("utf-8")


def _dump_per_line(records: list) -> bytes:
    return ("[\n" + ",\n".join(json.dumps(r, ensure_ascii=False) for r in records) +
            "\n]\n").encode("utf-8")


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


@st.composite
def cases(draw, seeds: Seeds, fmt: str) -> tuple[dict[str, bytes], str, list[str]]:
    """A mutated seed of ``fmt``: (files, name of the file to read, mutations applied)."""
    size = seeds.size(fmt)
    count = draw(st.integers(1, min(6, size)))
    seed = seeds.window(fmt, draw(st.integers(0, size - count)), count)
    files = dict(seed.files)
    applied = []
    for _ in range(draw(st.integers(1, 3))):
        target = draw(st.sampled_from(sorted(files)))
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
    return data[:pos] + draw(st.sampled_from(INSERTS)) + data[pos:]


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


def run_case(files: dict[str, bytes], main_file: str, fmt: str | None, workdir: Path,
             hang_s: float = HANG_S) -> Outcome:
    """Write the files under ``workdir/in``, run ``wsc convert`` on them in-process, and judge
    the outcome (see the module docstring)."""
    inputs = workdir / "in"
    outdir = workdir / "out"
    _clear(workdir)
    outdir.mkdir(parents=True, exist_ok=True)
    for rel, data in files.items():
        (inputs / rel).parent.mkdir(parents=True, exist_ok=True)
        (inputs / rel).write_bytes(data)
    out = outdir / "out.jsonl"
    argv = ["convert", str(inputs / main_file), "-o", str(out)]
    if fmt:
        argv += ["--from", fmt]
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
    problem = _judge(code, err, out, outdir, inputs, files)
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
           files: dict[str, bytes]) -> str | None:
    if "Traceback" in err:
        return "a traceback"
    for rel, data in files.items():
        if (inputs / rel).read_bytes() != data:
            return f"input {rel} modified"
    if code == 2:
        lines = err.strip("\n").split("\n")
        if len(lines) != 1 or not lines[0].startswith("wsc: error: "):
            return "not one line 'wsc: error: ...'"
        if not any(str(inputs / rel) in lines[0] for rel in files):
            return "the message names no input file"
        if any(outdir.iterdir()):
            return "output or temporary file left after a failure"
        return None
    if code not in (0, None):
        return f"exit status {code}"
    if sorted(p.name for p in outdir.iterdir()) != ["out.jsonl"]:
        return "no output, or a temporary file left beside it"
    if "wrote 0 items" in err:
        return None if out.stat().st_size == 0 else "0 items written, but not an empty file"
    try:
        items = jsonl.load(out)
    except Exception as exc:  # noqa: BLE001 -- judged, not raised
        return f"the output does not re-read: {type(exc).__name__}: {exc}"
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

