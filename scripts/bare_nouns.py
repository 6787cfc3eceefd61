"""Bare common nouns among substituted candidates, per collection (figures for
docs/substitute.md), for the engine and for plain splicing (the candidate's text in the
pronoun's place, as lm-evaluation-harness builds its XWinograd contexts).

A sentence counts when the substitution detector (``wsc_corpus.substitute.errors``) finds a
``bare-noun`` error in it: a common-noun candidate standing without the determiner its
language needs there (``porque medalha é``, ``car scie est``, ``because suitcase is``). The
correct and the incorrect sentence of every item with an answer are counted.

    python scripts/bare_nouns.py [--corpora DIR] [-o report.md] [--docs]

``--docs`` writes the table into the ``bare-nouns`` block of docs/substitute.md.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import docblocks
from wsc_corpus.formats import load_paths
from wsc_corpus.models import Corpus, Item
from wsc_corpus.signature import Signature
from wsc_corpus.substitute import substitute
from wsc_corpus.substitute.errors import sentence_errors
from wsc_corpus.substitute.report import resources

# name -> (paths, --lang, filter)
COLLECTIONS = {
    "XWinograd pt": (["xwinograd/dataset.tsv"], "pt", None),
    "XWinograd fr": (["xwinograd/dataset.tsv"], "fr", None),
    "XWinograd en": (["xwinograd/dataset.tsv"], "en", None),
    "NYU WSC285 (en)": (["nyu_wsc/WSCollection.xml"], "en", None),
    "Portuguese collection (translated)": (["portuguese_wsc/data/raw/portuguese_wsc.html"],
                                           None, "translated"),
    "FWSC285 (fr)": (["french_fwsc285/wsc_285_v3.json"], "fr", None),
    "PWS fr (LLF)": (["french_fwsc285/wsc_285_v3.json", "pws_parallel/pws.tsv"], "fr", "pws"),
    "PWS pt": (["pws_parallel/pws.tsv"], "pt", None),
    "SuperGLUE WSC (train + val)": (["superglue_wsc/train.jsonl", "superglue_wsc/val.jsonl"],
                                    None, None),
    "DPR (test)": (["dpr/test.c.txt"], None, None),
    "WinoGrande dev": (["winogrande/dev.jsonl"], None, None),
    "KnowRef (test)": (["knowref/knowref_test.json"], None, None),
    "WinoGender": (["winogender/data"], None, None),
}


def load(corpora: Path, paths: list[str], lang: str | None, keep: str | None) -> list[Item]:
    items = load_paths([corpora / p for p in paths], lang=lang).items
    if keep == "translated":
        items = [i for i in items if "untranslated" not in i.flags]
    elif keep is not None:
        items = [i for i in items if i.provenance.corpus == keep]
    return items


def bare(item: Item, sentence: str) -> bool:
    return any(e.code == "bare-noun" for e in sentence_errors(item, sentence))


def count(items: list[Item]) -> dict[str, int]:
    """Sentences (correct + incorrect) and those with a bare noun, engine and splicing."""
    out = {"items": len(items), "sentences": 0, "engine": 0, "declined": 0, "spliced": 0,
           "spliced_bare": 0}
    for item, sub in zip(items, substitute(items), strict=True):
        if item.answer is None or item.pronoun is None or item.pronoun.span is None or \
                len(item.candidates) < 2:
            continue
        span = item.pronoun.span
        wrong = next(i for i in range(len(item.candidates)) if i != item.answer)
        for index in (item.answer, wrong):
            spliced = item.text[:span.start] + item.candidates[index].text + \
                item.text[span.end:]
            out["spliced"] += 1
            out["spliced_bare"] += bare(item, spliced)
        if not sub.options:
            out["declined"] += 1
            continue
        for option in (sub.correct, sub.incorrect):
            out["sentences"] += 1
            out["engine"] += bare(item, option.text)
    return out


def report(corpora: Path) -> str:
    lines = [("| collection | items | engine: sentences | with a bare noun | items declined "
             "| splicing: sentences | with a bare noun |"), "|---|---|---|---|---|---|---|"]
    langs: set[str] = set()
    all_items: list[Item] = []
    for name, (paths, lang, keep) in COLLECTIONS.items():
        if not all((corpora / p).exists() for p in paths):
            lines.append(f"| {name} | (not at hand) | | | | | |")
            continue
        items = load(corpora, paths, lang, keep)
        langs |= {i.lang for i in items}
        all_items += items
        c = count(items)
        lines.append(f"| {name} | {c['items']} | {c['sentences']} | **{c['engine']}** | "
                     f"{c['declined']} | {c['spliced']} | {c['spliced_bare']} |")
    signature = Signature.for_corpus(Corpus(items=all_items),
                                     resources=resources(sorted(langs & {"en", "fr", "pt"})),
                                     settings={"script": "bare_nouns"})
    return "\n".join(lines) + f"\n\n`{signature}`\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpora", type=Path,
                        default=Path(os.environ.get("WSC_CORPORA", "../shared/corpora")))
    parser.add_argument("-o", "--output", type=Path)
    parser.add_argument("--docs", action="store_true",
                        help="write the table into docs/substitute.md's bare-nouns block")
    args = parser.parse_args()
    if not args.corpora.is_dir():
        print(f"corpora not found: {args.corpora}", file=sys.stderr)
        return 2
    text = report(args.corpora)
    if args.docs:
        docblocks.write("bare-nouns", text)
    if args.output:
        args.output.write_text(text, encoding="utf-8")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
