"""Count exact substitutions per construction over this project's own test sentences
(``tests/lang/<code>/constructions/<phenomenon>.jsonl``, the sentences the construction
tests run), for the "Constructions" table of docs/substitute.md.

    python scripts/substitute_constructions.py [--show]
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
    parser.add_argument("--show", action="store_true", help="print every miss on stderr")
    parser.add_argument("--docs", action="store_true", help="also write the table into "
                        "docs/substitute.md's substitute-constructions block")
    args = parser.parse_args()
    with docblocks.printed_into("substitute-constructions" if args.docs else None):
        cases = [case for path in sorted(ROOT.glob("tests/lang/*/constructions/*.jsonl"))
                 for case in load(path, path.parent.parent.name)]
        per: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0, 0]))
        for o in run(cases):
            row = per[o.case.phenomenon][o.case.lang]
            row[0] += 1
            row[1] += o.exact
            row[2] += o.checked
            if args.show and not o.ok:
                for want, got in zip(o.case.expected, o.got, strict=True):
                    if want is not None and got not in want:
                        print(f"{o.case.id}: got  {got}\n{' ' * len(o.case.id)}  want {want[0]}"
                              f"  {list(o.findings)}", file=sys.stderr)
        print("| construction | languages | sentences | substitutions checked | exact |")
        print("|---|---|---|---|---|")
        total = [0, 0, 0]
        for name, langs in per.items():
            sums = [sum(r[i] for r in langs.values()) for i in range(3)]
            total = [t + s for t, s in zip(total, sums, strict=True)]
            print(f"| {name.replace('_', ' ')} | {', '.join(sorted(langs))} | {sums[0]} | "
                  f"{sums[2]} | {sums[1]} ({sums[1] / sums[2]:.1%}) |")
        print(f"| **all** | | {total[0]} | {total[2]} | {total[1]} ({total[1] / total[2]:.1%}) |")
        signature = Signature.for_corpus(Corpus(items=[item(c) for c in cases]),
                                         resources=resources(["en", "fr", "pt"]),
                                         settings={"script": "substitute_constructions"})
        print(f"\nsignature: `{signature}`")


if __name__ == "__main__":
    main()
