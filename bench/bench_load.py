"""Load speed of every format over the real corpora, beside the floor: reading the same files
with the bare parser (lxml, json, csv, or splitting the text into its records) and nothing
else; a format that nests one syntax in another (XWinograd's TSV cells of JSON) is parsed
whole. Median of five runs of each side, back to back, in CPU time of the process (so that
a busy machine does not decide the ratio; the wall-clock ratio is printed beside). Target:
load at most 5 times the bare parse. Corpora are read from $WSC_CORPORA or ../shared/corpora.
"""

from __future__ import annotations

import csv
import json
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from lxml import etree, html

from bench import CORPORA, ROOT, median_of, record
from wsc_corpus.formats import jsonl, load_paths

TARGET = 5.0


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _tsv(path: Path) -> list[list[str]]:
    return list(csv.reader(_text(path).splitlines(), delimiter="\t"))


def _tsv_json(path: Path, columns: tuple[int, ...]) -> list[list]:
    """A TSV file whose ``columns`` hold JSON (XWinograd's tokens, pronoun and candidates),
    parsed whole: the rows, and the JSON of those cells."""
    return [[json.loads(cell) if i in columns else cell for i, cell in enumerate(row)]
            for row in _tsv(path)]


def _json_lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in _text(path).splitlines() if line.strip()]


def _blocks(path: Path) -> list[list[str]]:
    return [block.split("\n") for block in _text(path).split("\n\n") if block.strip()]


def _markup(folder: Path) -> list[list[str]]:
    return [_text(p).split("\n\n") for p in sorted(folder.rglob("*.wsc"))]


# name -> (inputs for load_paths, bare parse of the same files)
SETS: dict[str, tuple[list[Path], Callable[[], object]]] = {
    "NYU XML (WSC285)": ([CORPORA / "nyu_wsc" / "WSCollection.xml"],
                         lambda: etree.parse(str(CORPORA / "nyu_wsc" / "WSCollection.xml"))),
    "Trichelair labels": ([CORPORA / "trichelair_wsc"],
                          lambda: [json.loads(_text(p)) for p in
                                   sorted((CORPORA / "trichelair_wsc").glob("*.json"))]),
    "FWSC285 (fr)": ([CORPORA / "french_fwsc285" / "wsc_285_v3.json"],
                     lambda: json.loads(_text(CORPORA / "french_fwsc285" / "wsc_285_v3.json"))),
    "FWSC285 + PWS (fr)": ([CORPORA / "french_fwsc285" / "wsc_285_v3.json",
                            CORPORA / "pws_parallel" / "pws.tsv"],
                           lambda: (json.loads(_text(CORPORA / "french_fwsc285" /
                                                     "wsc_285_v3.json")),
                                    _tsv(CORPORA / "pws_parallel" / "pws.tsv"))),
    "Portuguese HTML + JSON": ([CORPORA / "portuguese_wsc"],
                               lambda: (html.parse(str(CORPORA / "portuguese_wsc" / "data" /
                                                       "raw" / "portuguese_wsc.html")),
                                        json.loads(_text(CORPORA / "portuguese_wsc" / "data" /
                                                         "processed" / "portuguese_wsc.json")))),
    "XWinograd (6 languages)": ([CORPORA / "xwinograd" / "dataset.tsv"],
                                lambda: _tsv_json(CORPORA / "xwinograd" / "dataset.tsv",
                                                  (4, 5, 6))),
    "WinoGrande train_l": ([CORPORA / "winogrande" / "train_l.jsonl"],
                           lambda: _json_lines(CORPORA / "winogrande" / "train_l.jsonl")),
    "SuperGLUE WSC": ([CORPORA / "superglue_wsc"],
                      lambda: [_json_lines(p) for p in
                               sorted((CORPORA / "superglue_wsc").glob("*.jsonl"))]),
    "DPR": ([CORPORA / "dpr"],
            lambda: [_blocks(p) for p in sorted((CORPORA / "dpr").glob("*.txt"))]),
    "KnowRef": ([CORPORA / "knowref" / "knowref_test.json"],
                lambda: json.loads(_text(CORPORA / "knowref" / "knowref_test.json"))),
    "Winogender": ([CORPORA / "winogender" / "data" / "all_sentences.tsv"],
                   lambda: _tsv(CORPORA / "winogender" / "data" / "all_sentences.tsv")),
    "wsc-markup (schemas/)": ([ROOT / "schemas"], lambda: _markup(ROOT / "schemas")),
}


def main() -> None:
    if not CORPORA.is_dir():
        print(f"   skipped: no corpora at {CORPORA}")
        return
    with tempfile.TemporaryDirectory() as tmp:
        canonical = Path(tmp) / "train_l.canonical.jsonl"
        with canonical.open("w", encoding="utf-8") as handle:
            jsonl.write(load_paths([CORPORA / "winogrande" / "train_l.jsonl"]).items, handle)
        sets = SETS | {"canonical JSONL (train_l)": ([canonical],
                                                      lambda: _json_lines(canonical))}
        rows = [_measure(name, paths, floor) for name, (paths, floor) in sets.items()]
    print(f"   {'format':28} {'items':>6} {'load ms':>9} {'bare ms':>9} {'load/bare':>10} "
          f"{'wall':>7}")
    for name, count, load, bare, wall in rows:
        print(f"   {name:28} {count:6d} {load * 1000:9.1f} {bare * 1000:9.2f} "
              f"{load / bare:9.1f}x {wall:6.1f}x")
    met = sum(load / bare <= TARGET for _, _, load, bare, _ in rows)
    print(f"   load <= {TARGET:.0f}x the bare parse (CPU time): {met} of {len(rows)} formats")
    table = "\n".join(f"| {name} | {count:,} | {load * 1000:.1f} | {bare * 1000:.2f} | "
                      f"{load / count * 1e6:.1f} | {bare / count * 1e6:.2f} | "
                      f"{load / bare:.1f}x | {wall:.1f}x |"
                      for name, count, load, bare, wall in rows)
    record(__name__, f"""## Loading (`bench_load`)

Each format's reader (`load_paths`) beside a bare parse of the same files (lxml, json, csv,
or the text split into its records; XWinograd's TSV with the JSON of its cells), median of
5 runs of each, back to back. Times are the CPU time of the process, which other work on
a busy machine stretches far less than the wall clock (the wall-clock ratio is beside).
The floor is a parse alone; a load also builds and checks some ten models per item (item,
mentions, spans, provenance): the per-item columns show what that leaves.
Target: at most {TARGET:.0f}x; met for {met} of {len(rows)} formats.

| format | items | load ms (CPU) | bare parse ms (CPU) | load µs / item | bare µs / item | load / bare (CPU) | load / bare (wall) |
|---|---:|---:|---:|---:|---:|---:|---:|
{table}
""")


def _measure(name: str, paths: list[Path], floor: Callable[[], object]
             ) -> tuple[str, int, float, float, float]:
    """Items, CPU seconds of a load and of the bare parse, and the wall-clock ratio."""
    count = len(load_paths(paths))  # warms the caches (a pipeline for pronoun detection)
    floor()
    load = median_of(lambda: load_paths(paths), clock=time.process_time)
    bare = median_of(floor, clock=time.process_time)
    wall = median_of(lambda: load_paths(paths)) / median_of(floor)
    return name, count, load, bare, wall


if __name__ == "__main__":
    main()
