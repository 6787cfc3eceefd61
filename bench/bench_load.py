"""Load speed of every format over the real corpora, beside the floor: reading the same files
with the bare parser (lxml, json, csv, or splitting the text into its records) and nothing
else; a format that nests one syntax in another (XWinograd's TSV cells of JSON) is parsed
whole. Median of five runs of each side, back to back, in CPU time of the process (so that
a busy machine does not decide the ratio; the wall-clock ratio is printed beside). Target:
load at most 5 times the bare parse. Corpora are read from $WSC_CORPORA or ../shared/corpora.

Beside them, the items' objects alone: the loaded items built again from their fields
through the models' constructors, as a reader builds them (the checked fast path, the
collector paused as ``load_paths`` pauses it). No reader of these items can cost less, so
where that is over 5 times the bare parse the target is out of reach for the format.
And the floor of any Python data model: the same items as plain slotted objects (dataclasses
with ``slots=True``, one per model), built from tuples of their fields with no check at all.
Where that alone is over 5 times the bare parse, no reader written in Python meets the target.
"""

from __future__ import annotations

import csv
import json
import tempfile
import time
from collections.abc import Callable
from dataclasses import make_dataclass
from pathlib import Path

from lxml import etree, html

from bench import CORPORA, ROOT, median_of, record
from wsc_corpus.formats import _no_gc, jsonl, load_paths
from wsc_corpus.models import Candidate, EnglishLink, Item, Mention, Provenance, Span, Tag

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


def _span(span: Span | None) -> Span | None:
    return None if span is None else Span.of(span.start, span.end)


def _mention(mention: Mention | None, kind: type[Mention] = Mention) -> Mention | None:
    return None if mention is None else kind.of(mention.text, _span(mention.span))


def _rebuilt(item: Item) -> Item:
    """The item built again from its fields, object by object, as a reader builds it."""
    fields = {name: item.__dict__[name] for name in item.model_fields_set}
    for name in ("pronoun", "special", "alternate"):
        if name in fields:
            fields[name] = _mention(fields[name])
    if "candidates" in fields:
        fields["candidates"] = [_mention(c, Candidate) for c in fields["candidates"]]
    if "tags" in fields:
        fields["tags"] = {k: Tag(value=t.value, source=t.source) for k, t in fields["tags"].items()}
    source = item.provenance
    origin = {name: source.__dict__[name] for name in source.model_fields_set}
    if origin.get("english") is not None:
        origin["english"] = EnglishLink(id=origin["english"].id, by=origin["english"].by)
    if "notes" in origin:
        origin["notes"] = list(origin["notes"])
    fields["provenance"] = Provenance(**origin)
    return Item(**fields)


def _objects(items: list[Item]) -> list[Item]:
    with _no_gc():
        return [_rebuilt(item) for item in items]


def _plain(model: type) -> type:
    """A slotted dataclass with the fields of a model, in its order, and no check."""
    return make_dataclass(f"Plain{model.__name__}", list(model.model_fields), slots=True)


_PlainItem, _PlainSpan, _PlainMention, _PlainTag, _PlainLink, _PlainProvenance = map(
    _plain, (Item, Span, Mention, Tag, EnglishLink, Provenance))


def _fields(model: object) -> tuple:
    """A model's field values as a tuple, its nested models as tuples of theirs."""
    def plain(value: object) -> object:
        if isinstance(value, list):
            return [plain(v) for v in value]
        if isinstance(value, dict):
            return {k: plain(v) for k, v in value.items()}
        return _fields(value) if hasattr(value, "model_fields") else value
    return tuple(plain(value) for value in model.__dict__.values())


def _plain_mention(fields: tuple | None) -> object:
    if fields is None:
        return None
    text, span = fields
    return _PlainMention(text, None if span is None else _PlainSpan(*span))


def _plain_items(records: list[tuple]) -> list[object]:
    """The items as plain objects, from their fields (``_fields``)."""
    with _no_gc():
        items = []
        for (id_, lang, text, pronoun, found_by, candidates, answer, special, alternate, derived,
             snippet, kind, tags, schema, provenance, upstream, flags) in records:
            *origin, english, notes = provenance
            items.append(_PlainItem(
                id_, lang, text, _plain_mention(pronoun), found_by,
                [_plain_mention(c) for c in candidates], answer, _plain_mention(special),
                _plain_mention(alternate), derived, snippet, kind,
                {name: _PlainTag(*tag) for name, tag in tags.items()}, schema,
                _PlainProvenance(*origin, english and _PlainLink(*english), list(notes)),
                dict(upstream), list(flags)))
        return items


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
          f"{'wall':>7} {'objects/bare':>13} {'plain/bare':>11}")
    for name, count, load, bare, wall, objects, plain in rows:
        print(f"   {name:28} {count:6d} {load * 1000:9.1f} {bare * 1000:9.2f} "
              f"{load / bare:9.1f}x {wall:6.1f}x {objects / bare:12.1f}x {plain / bare:10.1f}x")
    met = sum(row[2] / row[3] <= TARGET for row in rows)
    out_of_reach = sum(row[5] / row[3] > TARGET for row in rows)
    beyond_python = [row[0] for row in rows if row[6] / row[3] > TARGET]
    print(f"   load <= {TARGET:.0f}x the bare parse (CPU time): {met} of {len(rows)} formats; "
          f"the items' objects alone over {TARGET:.0f}x: {out_of_reach}; plain Python objects "
          f"alone over {TARGET:.0f}x: {len(beyond_python)}")
    table = "\n".join(f"| {name} | {count:,} | {load * 1000:.1f} | {bare * 1000:.2f} | "
                      f"{load / count * 1e6:.1f} | {bare / count * 1e6:.2f} | "
                      f"{objects / count * 1e6:.1f} | {plain / count * 1e6:.1f} | "
                      f"{load / bare:.1f}x | {wall:.1f}x | {objects / bare:.1f}x | "
                      f"{plain / bare:.1f}x |"
                      for name, count, load, bare, wall, objects, plain in rows)
    record(__name__, f"""## Loading (`bench_load`)

Each format's reader (`load_paths`) beside a bare parse of the same files (lxml, json, csv,
or the text split into its records; XWinograd's TSV with the JSON of its cells), median of
5 runs of each, back to back. Times are the CPU time of the process, which other work on
a busy machine stretches far less than the wall clock (the wall-clock ratio is beside).
The floor is a parse alone; a load also builds and checks some ten models per item (item,
mentions, spans, provenance). "Objects" is that part alone: the loaded items built again
from their fields through the models' constructors, as a reader builds them; no reader of
these items costs less, so where objects / bare is over {TARGET:.0f}x the target is out of
reach for the format ({out_of_reach} of {len(rows)}), whatever its reader does. "Plain" is
the floor of any data model written in Python: the same items as plain slotted objects
(dataclasses, one per model), built from tuples of their fields with no check at all. Where
plain / bare is over {TARGET:.0f}x ({", ".join(beyond_python) or "none"}), no Python reader
meets the target, whatever its data model. The French
sets also parse with spaCy the sentences whose pronoun is not marked (two of FWSC285, the
ambiguous ones of PWS), which no bare parse does.
Target: at most {TARGET:.0f}x; met for {met} of {len(rows)} formats.

| format | items | load ms (CPU) | bare parse ms (CPU) | load µs / item | bare µs / item | objects µs / item | plain µs / item | load / bare (CPU) | load / bare (wall) | objects / bare (CPU) | plain / bare (CPU) |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
{table}
""")


def _measure(name: str, paths: list[Path], floor: Callable[[], object]
             ) -> tuple[str, int, float, float, float, float, float]:
    """Items, CPU seconds of a load and of the bare parse, the wall-clock ratio, and CPU
    seconds of building the items' objects alone and as plain objects."""
    items = load_paths(paths).items  # warms the caches (a pipeline for pronoun detection)
    if _objects(items) != items:
        raise AssertionError(f"{name}: items built again differ from those loaded")
    floor()
    load = median_of(lambda: load_paths(paths), clock=time.process_time)
    bare = median_of(floor, clock=time.process_time)
    wall = median_of(lambda: load_paths(paths)) / median_of(floor)
    objects = median_of(lambda: _objects(items), clock=time.process_time)
    records = [_fields(item) for item in items]
    plain = median_of(lambda: _plain_items(records), clock=time.process_time)
    return name, len(items), load, bare, wall, objects, plain


if __name__ == "__main__":
    main()
