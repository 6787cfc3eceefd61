"""Score the held-out re-inflection sentences: constructions with agreement that no rule
targeted when they were written, from grammar references (the newest never tuned on). ``v1``:
``tests/heldout/<lang>.jsonl`` (passive, reflexive perfect, coordination, other copulas,
relative clauses); ``v2``: ``tests/heldout/v2/<lang>.jsonl`` (written for issue 24 before its
rules: second agreeing words, copular-like verbs, reflexive and intensive pronouns, clitic
clusters, inversion, tag questions, ...; each sentence names its construction and
reference); ``v3``: ``tests/heldout/v3/<lang>.jsonl`` (written after the issue-24
rules, before the rules that followed them, for constructions they were not written for:
attributive verbs, ``tout`` as an adverb, pronominal participles, clefts, possessives,
modal + coordination, floating quantifiers, personal infinitive, ...);
``v4``: ``tests/heldout/v4/<lang>.jsonl`` (written before the rules fixing v3's misses; for
French, the French generalisation measure);
``v5``: ``tests/heldout/v5/<lang>.jsonl`` (en, pt; written before the rules fixing v4's misses, so
v4 is tuned on in en and pt and v5 measures generalisation there); any later ``v<n>/`` folder is
scored the same way (``tests/heldout/README.md`` says what each was written for).
Prints, per set and language, how many are substituted exactly; run it with the
code before and after a change on ``PYTHONPATH`` to compare.

    python scripts/substitute_heldout.py [-v] [--set vN] [--markdown]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from substitute_reinflection import ROOT, read_cases, run_cases

HELDOUT = ROOT / "tests" / "heldout"
# v1 is the folder itself; every later set is a folder ``v<n>`` of its own.
SETS = {"v1": HELDOUT} | {path.name: path for path in sorted(HELDOUT.glob("v[0-9]*"))
                          if path.is_dir()}


def score(name: str, verbose: bool = False) -> dict[str, tuple[int, int]]:
    """Language -> (exact, sentences) over one held-out set."""
    paths = sorted(p for p in SETS[name].glob("*.jsonl") if len(p.stem) == 2)
    total, exact = Counter(), Counter()
    for case, got, ok in run_cases(read_cases(paths)):
        total[case["lang"]] += 1
        exact[case["lang"]] += ok
        if verbose and not ok:
            print(f"- expected {case['expected']}\n  got      {got}")
    return {lang: (exact[lang], total[lang]) for lang in sorted(total)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-v", "--verbose", action="store_true", help="print every miss")
    parser.add_argument("--set", choices=sorted(SETS), action="append",
                        help="the set(s) to score (default: all)")
    parser.add_argument("--markdown", action="store_true", help="a table for the docs")
    args = parser.parse_args()
    results = {name: score(name, args.verbose) for name in args.set or sorted(SETS)}
    if args.markdown:
        print("| held-out set | language | sentences | substituted exactly |\n|---|---|---|---|")
    for name, per in results.items():
        for lang, (exact, total) in per.items():
            print(f"| {name} | {lang} | {total} | {exact} |" if args.markdown else
                  f"{name} {lang}: {exact}/{total} exact")


if __name__ == "__main__":
    main()
