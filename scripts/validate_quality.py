"""Agreement errors of ``wsc validate`` on the real collections, every error listed, and how
many features stay unknown.

The collections: NYU WSC285 (285 English items), the PWS French set (214 items, read with
FWSC285 for its marked pronouns), FWSC285 itself (285 French items) and the Portuguese
collection's 277 translated items. The target: agreement errors on at most 2% of the items of
each, each a real problem in the data. The unknowns: items with an A409 finding, and the
pronouns and candidates whose gender, number or animacy (English) no source told.

    python scripts/validate_quality.py [--corpora DIR] [--markdown] [--docs]

``--docs`` writes the markdown into the ``validate-quality`` block of docs/validate.md.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
from collections import Counter
from pathlib import Path

import docblocks

from wsc_corpus.checks import validate
from wsc_corpus.formats import load_paths
from wsc_corpus.models import Corpus

ROOT = Path(__file__).resolve().parent.parent
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))
TARGET = 0.02


def real_collections(corpora: Path = CORPORA) -> dict[str, Corpus]:
    """The three real collections by language, as the issue counts them."""
    en = load_paths([corpora / "nyu_wsc/WSCollection.xml"], lang="en")
    fr = load_paths([corpora / "french_fwsc285/wsc_285_v3.json",
                     corpora / "pws_parallel/pws.tsv"], lang="fr")
    pt = load_paths([corpora / "portuguese_wsc/data/raw/portuguese_wsc.html"])
    return {
        "en": Corpus(items=[i for i in en.items if i.lang == "en"]),
        "fr": Corpus(items=[i for i in fr.items if i.lang == "fr" and
                            i.provenance.corpus == "pws"]),
        "pt": Corpus(items=[i for i in pt.items if i.tag("translated") is not False
                            and "untranslated" not in i.flags]),
    }


def fwsc285(corpora: Path = CORPORA) -> Corpus:
    """FWSC285, the French translation of WSC285 item by item."""
    fr = load_paths([corpora / "french_fwsc285/wsc_285_v3.json"], lang="fr")
    return Corpus(items=[i for i in fr.items if i.lang == "fr"])


def unknowns(findings) -> dict[str, int]:
    """Items with an A409 finding; pronouns, candidates with an unknown feature, per feature."""
    a409 = [f for f in findings if f.code == "A409"]
    counts = Counter({"items": len(a409)})
    for f in a409:
        whos = Counter(u.rsplit(" ", 1)[0] for u in f.evidence["unknown"])
        counts["pronouns"] += sum(1 for who in whos if who == "pronoun")
        counts["candidates"] += sum(1 for who in whos if who != "pronoun")
        counts.update(u.rsplit(" ", 1)[1] for u in f.evidence["unknown"])
    return dict(counts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpora", type=Path, default=CORPORA)
    parser.add_argument("--markdown", action="store_true", help="Print markdown tables.")
    parser.add_argument("--docs", action="store_true",
                        help="write the markdown into docs/validate.md's validate-quality block")
    args = parser.parse_args()
    if not args.docs:
        figures(args)
        return
    args.markdown = True
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        figures(args)
    docblocks.write("validate-quality", out.getvalue())
    print(out.getvalue(), end="")


def figures(args: argparse.Namespace) -> None:
    """Print the figures (markdown tables with --markdown)."""
    rows, listed, unknown_rows = [], [], []
    collections = real_collections(args.corpora)
    collections["fr-fwsc285"] = fwsc285(args.corpora)
    for lang, corpus in collections.items():
        report = validate(corpus)
        agreement = [f for f in report.findings if f.check == "agreement"]
        errors = [f for f in agreement if f.severity == "error"]
        items = {f.item for f in errors}
        share = len(items) / len(corpus)
        codes = Counter(f.code for f in agreement)
        rows.append((lang, len(corpus), len(items), share, codes.get("A404", 0),
                     codes.get("A405", 0), codes.get("A409", 0),
                     report.summary["by_severity"]["error"], str(report.signature)))
        listed += [(lang, f) for f in errors]
        unknown_rows.append((lang, len(corpus), unknowns(agreement)))
    if args.markdown:
        print("| collection | items | items with agreement errors | share | target | "
              "A404 warnings | A405 warnings | A409 info | all errors |")
        print("|---|---|---|---|---|---|---|---|---|")
        for lang, n, bad, share, warn, members, info, all_errors, _ in rows:
            ok = "met" if share <= TARGET else "NOT met"
            print(f"| {lang} | {n} | {bad} | {share:.1%} | ≤ 2% ({ok}) | {warn} | {members} | "
                  f"{info} | {all_errors} |")
        print("\n| item | code | message |\n|---|---|---|")
        for lang, f in listed:
            print(f"| {f.item} | {f.code} | {f.message.replace('|', '/')} |")
        print()
        print("\n| collection | items | items with A409 | pronouns unknown | candidates unknown "
              "| gender | number | animacy |\n|---|---|---|---|---|---|---|---|")
        for lang, n, c in unknown_rows:
            print(f"| {lang} | {n} | {c.get('items', 0)} | {c.get('pronouns', 0)} | "
                  f"{c.get('candidates', 0)} | {c.get('gender', 0)} | {c.get('number', 0)} | "
                  f"{c.get('animacy', 0)} |")
        print()
        for lang, *_, signature in rows:
            print(f"- {lang}: `{signature}`")
        return
    for lang, n, bad, share, warn, members, info, all_errors, signature in rows:
        print(f"{lang}: {bad}/{n} items with agreement errors ({share:.1%}; target <= 2%), "
              f"{warn} A404 and {members} A405 warnings, {info} A409 info; {all_errors} errors "
              "from all checks")
        print(f"    {signature}")
    for lang, f in listed:
        print(f"  {f.item} {f.code} {f.message}")
    for lang, n, c in unknown_rows:
        print(f"{lang}: unknowns in {c.get('items', 0)}/{n} items: {c.get('pronouns', 0)} "
              f"pronouns, {c.get('candidates', 0)} candidates (gender {c.get('gender', 0)}, "
              f"number {c.get('number', 0)}, animacy {c.get('animacy', 0)})")


if __name__ == "__main__":
    main()
