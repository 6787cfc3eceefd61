"""Agreement errors on real collections, before and after a change, and a judgement of each
XWinograd English item that still has one.

For each collection it counts the items with an agreement error (A401-A403) and keeps every
error as ``item code candidate``; given the outcome of the code before a change
(``--before``), it lists the errors that are new. The XWinograd English items left with an
error are listed with a one-line judgement read from
``docs/figures/xwinograd_en_agreement_judgements.tsv`` (item, ``data`` or ``checker``, why);
an item not judged there is shown as such.

    python scripts/agreement_precision.py [--json FILE] [--before FILE] [--docs]

``--docs`` writes the tables into the ``agreement-precision`` block of docs/validate.md.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import docblocks
from validate_quality import fwsc285, real_collections

from wsc_corpus.checks import validate
from wsc_corpus.formats import load_paths
from wsc_corpus.models import Corpus

ROOT = Path(__file__).resolve().parent.parent
ERRORS = ("A401", "A402", "A403")
JUDGEMENTS = ROOT / "docs" / "figures" / "xwinograd_en_agreement_judgements.tsv"
MARKER = "agreement-precision"
TARGET_XWINOGRAD_EN = 40
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))


def _xwinograd(lang: str) -> Corpus:
    corpus = load_paths([CORPORA / "xwinograd" / "dataset.tsv"], lang=lang)
    return Corpus(items=[i for i in corpus.items if i.lang == lang])


def _schemas(lang: str) -> Corpus:
    return load_paths([ROOT / "schemas" / lang])


def _real(lang: str) -> Corpus:
    return real_collections(CORPORA)[lang]


# name -> how the collection is read (the three real collections as validate_quality reads them)
COLLECTIONS: dict[str, Callable[[], Corpus]] = {
    "xwinograd-en": lambda: _xwinograd("en"),
    "nyu-wsc285": lambda: _real("en"),
    "schemas/en": lambda: _schemas("en"),
    "fwsc285": lambda: fwsc285(CORPORA),
    "pws-fr": lambda: _real("fr"),
    "xwinograd-fr": lambda: _xwinograd("fr"),
    "schemas/fr": lambda: _schemas("fr"),
    "portuguese-wsc": lambda: _real("pt"),
    "xwinograd-pt": lambda: _xwinograd("pt"),
    "schemas/pt": lambda: _schemas("pt"),
}


def errors_of(name: str) -> dict:
    """The items and errors of one collection's agreement check."""
    corpus = COLLECTIONS[name]()
    report = validate(corpus, ["agreement"])
    errors = sorted({(f.item, f.code, f.evidence.get("candidate", -1), f.message)
                     for f in report.findings if f.code in ERRORS})
    texts = {item.id: item.text for item in corpus.items}
    return {"name": name, "items": len(corpus), "signature": str(report.signature),
            "errors": [list(e) for e in errors],
            "texts": {e[0]: texts[e[0]] for e in errors}}


def judgements() -> dict[str, tuple[str, str]]:
    out = {}
    if JUDGEMENTS.is_file():
        for line in JUDGEMENTS.read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                item, kind, why = line.split("\t", 2)
                out[item] = (kind, why)
    return out


def report_lines(now: list[dict], before: dict[str, dict] | None) -> list[str]:
    lines = ["| collection | items | items with agreement errors | "
             + ("before | new errors |" if before else ""),
             "|---|---|---|" + ("---|---|" if before else "")]
    new_rows = []
    for row in now:
        items = len({e[0] for e in row["errors"]})
        cells = f"| {row['name']} | {row['items']} | {items} |"
        if before is not None and row["name"] in before:
            old = before[row["name"]]
            seen = {tuple(e[:3]) for e in old["errors"]}
            new = [e for e in row["errors"] if tuple(e[:3]) not in seen]
            new_rows += [(row["name"], e) for e in new]
            cells += f" {len({e[0] for e in old['errors']})} | {len(new)} |"
        elif before is not None:
            cells += " - | - |"
        lines.append(cells)
    if new_rows:
        lines += ["", "New errors (not reported by the code before):", "",
                  "| collection | item | code | message |", "|---|---|---|---|"]
        lines += [f"| {name} | {e[0]} | {e[1]} | {e[3].replace('|', '/')} |"
                  for name, e in new_rows]
    xen = next((r for r in now if r["name"] == "xwinograd-en"), None)
    if xen is not None:
        judged = judgements()
        left = sorted({e[0] for e in xen["errors"]})
        kinds = [judged.get(i, ("not judged", ""))[0] for i in left]
        lines += ["", (f"XWinograd English: {len(left)} items with agreement errors "
                  f"(target ≤ {TARGET_XWINOGRAD_EN}: "
                  f"{'met' if len(left) <= TARGET_XWINOGRAD_EN else 'NOT met'}); "
                  f"{kinds.count('data')} data problems, {kinds.count('checker')} checker "
                  f"limits, {kinds.count('not judged')} not judged."), "",
                  "| item | sentence | error | judgement | why |", "|---|---|---|---|---|"]
        for item in left:
            found = [e for e in xen["errors"] if e[0] == item]
            kind, why = judged.get(item, ("not judged", ""))
            lines.append(f"| {item} | {xen['texts'][item].replace('|', '/')} | "
                         f"{found[0][1]}: {found[0][3].split(' (')[0].replace('|', '/')} | "
                         f"{kind} | {why} |")
    lines += ["", *(f"- {r['name']}: `{r['signature']}`" for r in now)]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", type=Path, help="write the errors here")
    parser.add_argument("--before", type=Path, help="errors of the code before the change")
    parser.add_argument("--docs", action="store_true", help="write docs/validate.md's tables")
    parser.add_argument("--only", help="comma-separated collection names")
    args = parser.parse_args()
    names = args.only.split(",") if args.only else list(COLLECTIONS)
    now = [errors_of(name) for name in names]
    before = {r["name"]: r for r in json.loads(args.before.read_text())} if args.before \
        else None
    if args.json:
        args.json.write_text(json.dumps(now, indent=1, ensure_ascii=False) + "\n",
                             encoding="utf-8")
    lines = report_lines(now, before)
    print("\n".join(lines))
    if args.docs:
        docblocks.write(MARKER, "\n".join(lines))


if __name__ == "__main__":
    main()
