"""Score the held-out sentences (``tests/heldout/<lang>.jsonl``): constructions with agreement
that no re-inflection rule targets (passive, reflexive perfect, coordination, other copulas,
relative clauses), written from grammar references and never tuned on. Prints, per language,
how many are substituted exactly; run it with the code before and after a change on
``PYTHONPATH`` to compare.

    python scripts/substitute_heldout.py [-v]
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from substitute_reinflection import ROOT, read_cases, run_cases


def main() -> None:
    verbose = "-v" in sys.argv[1:]
    total, exact = Counter(), Counter()
    for case, got, ok in run_cases(read_cases(sorted((ROOT / "tests" / "heldout").glob(
            "*.jsonl")))):
        total[case["lang"]] += 1
        exact[case["lang"]] += ok
        if verbose and not ok:
            print(f"- expected {case['expected']}\n  got      {got}")
    for lang in sorted(total):
        print(f"{lang}: {exact[lang]}/{total[lang]} exact")


if __name__ == "__main__":
    main()
