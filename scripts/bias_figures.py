"""The figures of docs/bias.md that are not speed: how the PMI filter's smoothing and
difference change what it keeps, how the KL check behaves with the sample size, and AFLITE's
two classifiers on WinoGrande train_l, from the real corpora in $WSC_CORPORA
(../shared/corpora).

    python scripts/bias_figures.py [--docs]

``--docs`` also writes what it prints into the ``bias-figures`` block of docs/bias.md.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))
sys.path.insert(0, str(ROOT))

import docblocks

from wsc_corpus.analysis.aflite import AfliteSettings, aflite, compare_kl, first_component, label_kl
from wsc_corpus.analysis.features import labelled, lexical_features
from wsc_corpus.analysis.pmi_filter import pmi_filter
from wsc_corpus.formats import load_paths


def add_half_kl(x: np.ndarray, y: np.ndarray, bins: int = 100) -> float:
    """The first version's KL: add-0.5 counts per bin (for comparison only)."""
    d1 = first_component(x)
    edges = np.linspace(d1.min(), d1.max(), bins + 1)
    p = np.histogram(d1[y == 0], bins=edges)[0] + 0.5
    q = np.histogram(d1[y == 1], bins=edges)[0] + 0.5
    p, q = p / p.sum(), q / q.sum()
    return float(np.sum(p * np.log(p / q)))


def kl_by_size() -> None:
    print("KL of the same separation (first component shifted by 3 sd with the label) by size")
    print(f"   {'n':>7} {'add-0.5 counts':>15} {'5% uniform mix':>15}")
    for n in (200, 2_000, 40_000):
        rng = np.random.default_rng(0)
        y = rng.integers(0, 2, n)
        x = rng.standard_normal((n, 4))
        x[:, 0] += 3 * y
        print(f"   {n:>7} {add_half_kl(x, y):>15.2f} {label_kl(x, y):>15.2f}")


def pmi_choices(train_l) -> None:
    kept = {}
    for smoothing in (1.0, 100.0):
        for difference in ("absolute", "signed"):
            result = pmi_filter(train_l, keep_fraction=0.5, smoothing=smoothing,
                                difference=difference)
            kept[smoothing, difference] = {t.schema_id for t in result.twins if t.kept}
    total = len(kept[100.0, "absolute"])
    print(f"PMI filter on WinoGrande train_l, keep 0.5 ({total} of "
          f"{len(pmi_filter(train_l, keep_fraction=1.0).twins)} twin pairs kept):")
    print(f"   add-1 vs add-100 (|f|): {len(kept[1.0, 'absolute'] & kept[100.0, 'absolute'])} "
          f"kept pairs in common")
    print(f"   |f| vs f (add-100): {len(kept[100.0, 'absolute'] & kept[100.0, 'signed'])} "
          f"kept pairs in common")


def aflite_classifiers(train_l) -> None:
    items = labelled(train_l.items)
    x = lexical_features(items, 1024)
    y = np.array([i.answer for i in items])
    print("AFLITE on WinoGrande train_l, lexical features (1024), n=64 m=2500 k=100 tau=0.75:")
    results = {}
    for classifier in ("logistic", "ridge"):
        settings = AfliteSettings(m=2_500, k=100, classifier=classifier)
        result = results[classifier] = aflite(x, y, settings)
        kl = compare_kl(x, y, result.kept)
        print(f"   {classifier:<8}: kept {len(result.kept)} of {len(y)} in "
              f"{len(result.phases)} phases ({result.stop_reason}); mean held-out score "
              f"{result.phases[0].mean_score:.2f}; KL {kl.before:.4f} -> {kl.after:.4f} "
              f"(before at the after size {kl.before_at_after_size:.4f})")
    common = len(np.intersect1d(results["logistic"].kept, results["ridge"].kept))
    print(f"   kept by both: {common}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", action="store_true",
                        help="also write the figures into docs/bias.md's bias-figures block")
    args = parser.parse_args()
    with docblocks.printed_into("bias-figures" if args.docs else None, fence=True):
        kl_by_size()
        train_l = load_paths([CORPORA / "winogrande" / "train_l.jsonl"])
        pmi_choices(train_l)
        aflite_classifiers(train_l)


if __name__ == "__main__":
    main()
