"""Score substitution on the held-out construction sets (``tests/heldout/constructions_<lang>
.jsonl``): sentences written from grammar references for constructions no rule was written
for, never tuned on. Exact sentences per construction and per language.

    python scripts/substitute_heldout_constructions.py [--lang fr pt en] [--show]
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import docblocks
from substitution_cases import item, load, run

from wsc_corpus.models import Corpus
from wsc_corpus.signature import Signature
from wsc_corpus.substitute.report import resources


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", nargs="+", default=["fr", "pt", "en"])
    parser.add_argument("--show", action="store_true", help="print every miss")
    parser.add_argument("--docs", action="store_true", help="also write the table into "
                        "docs/substitute.md's heldout-constructions block")
    args = parser.parse_args()
    with docblocks.printed_into("heldout-constructions" if args.docs else None):
        print("| language | sentences checked | exact | per construction (exact/checked) |")
        print("|---|---|---|---|")
        everything = []
        for lang in args.lang:
            cases = load(ROOT / "tests" / "heldout" / f"constructions_{lang}.jsonl", lang)
            everything += cases
            outcomes = run(cases)
            per: dict[str, list[int]] = defaultdict(lambda: [0, 0])
            for o in outcomes:
                per[o.case.phenomenon][0] += o.exact
                per[o.case.phenomenon][1] += o.checked
            exact, checked = sum(o.exact for o in outcomes), sum(o.checked for o in outcomes)
            detail = ", ".join(f"{name} {e}/{c}" for name, (e, c) in per.items())
            print(f"| {lang} | {checked} | {exact} ({exact / checked:.1%}) | {detail} |")
            if args.show:
                for o in outcomes:
                    for want, got in zip(o.case.expected, o.got, strict=True):
                        if want is not None and got not in want:
                            print(f"  {o.case.id}: got  {got}\n  {' ' * len(o.case.id)}  want "
                                  f"{want[0]}  {list(o.findings)}", file=sys.stderr)
        signature = Signature.for_corpus(Corpus(items=[item(c) for c in everything]),
                                         resources=resources(args.lang),
                                         settings={"script": "substitute_heldout_constructions"})
        print(f"\nsignature: `{signature}`")


if __name__ == "__main__":
    main()
