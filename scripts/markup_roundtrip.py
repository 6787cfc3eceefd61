"""The wsc-markup round trip of every real collection (figures for docs/authoring.md): each is
written as markup and read back, and the canonical JSONL of every item compared with the
original's; an item the writer reports (what the notation cannot hold) is counted apart, by
field, and so is any other difference (there should be none).

    python scripts/markup_roundtrip.py [--corpora DIR] [--docs]

``--docs`` writes the table into the ``markup-roundtrip`` block of docs/authoring.md.
"""

from __future__ import annotations

import argparse
import json
import os
from collections import Counter
from pathlib import Path

import docblocks
from wsc_corpus.formats import jsonl, load_paths, wsc_markup

ROOT = Path(__file__).resolve().parent.parent
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))
# The collections of tests/formats/test_wsc_markup.py (a dev split for the WinoGrande scale).
COLLECTIONS = {
    "NYU WSC285 + Trichelair": ["nyu_wsc/WSCollection.xml", "trichelair_wsc"],
    "FWSC285 + PWS": ["french_fwsc285", "pws_parallel"],
    "Portuguese collection": ["portuguese_wsc"],
    "XWinograd": ["xwinograd"],
    "SuperGLUE WSC": ["superglue_wsc"],
    "DPR": ["dpr"],
    "KnowRef": ["knowref"],
    "Winogender": ["winogender"],
    "WinoGrande dev": ["winogrande/dev.jsonl"],
}


def round_trip(paths: list[Path]) -> tuple[int, int, Counter, int]:
    """Items, items the writer reports losing something, the fields lost (items per field),
    and items that differ otherwise."""
    items = load_paths(paths).items
    written = wsc_markup.dumps(items)
    again = wsc_markup.loads(written.text, "roundtrip.wsc")
    lost: Counter = Counter()
    differ = 0 if len(again) == len(items) else len(items)
    for before, after in zip(items, again, strict=False):
        fields = sorted(set(written.losses.get(before.id, [])))
        lost.update(fields)
        a, b = json.loads(jsonl.dumps(before)), json.loads(jsonl.dumps(after))
        for name in fields:
            a.pop(name, None)
            b.pop(name, None)
        differ += a != b
    return len(items), sum(1 for found in written.losses.values() if found), lost, differ


def report(corpora: Path) -> str:
    lines = ["| collection | items | identical | lose what the notation cannot hold (field) | "
             "differ otherwise |", "|---|---:|---:|---|---:|"]
    total = Counter()
    for name, paths in COLLECTIONS.items():
        items, losing, lost, differ = round_trip([corpora / p for p in paths])
        fields = f"{losing}" + "".join(f"; {field}: {n}" for field, n in sorted(lost.items()))
        lines.append(f"| {name} | {items:,} | {items - losing - differ:,} | {fields} | "
                     f"{differ} |")
        total.update(items=items, losing=losing, differ=differ)
    lines.append(f"| **all** | {total['items']:,} | "
                 f"{total['items'] - total['losing'] - total['differ']:,} | {total['losing']} | "
                 f"{total['differ']} |")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpora", type=Path, default=CORPORA)
    parser.add_argument("--docs", action="store_true",
                        help="write the table into docs/authoring.md's markup-roundtrip block")
    args = parser.parse_args()
    text = report(args.corpora)
    print(text, end="")
    if args.docs:
        docblocks.write("markup-roundtrip", text)


if __name__ == "__main__":
    main()
