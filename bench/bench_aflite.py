"""AFLITE speed: each batched ensemble (logistic, the paper's classifier, and ridge) against a
scikit-learn loop making the same decisions, and the paper's setting (47k items, 1024
dimensions, n=64, m=10000, k=500, τ=0.75).

Synthetic data with a planted bias: Gaussian features and random labels; a share of the items
also carries an artifact, a few dimensions (zero elsewhere) that give the label away. Both
trainers get the same partitions, scores and ranking (``aflite(..., fit=...)``), so their kept
sets can be compared item by item. ``AFLITE_BENCH=quick`` skips the paper-scale full run.

``WSC_BENCH_AFLITE_SIZE=0.1`` scales every run's items, m, k and dimensions by that share, so that the benchmark runs in a minute or two rather than about seven; the table (docs/bias.md,
its ``bench-aflite`` block) says the size it ran at.
"""

from __future__ import annotations

import os
import statistics
import time
from dataclasses import replace

import numpy as np

from bench import record
from wsc_corpus.analysis.aflite import (
    FITS,
    AfliteSettings,
    Moments,
    aflite,
    training_masks,
)

# The share of the full size every run has (items, m, k): 1, the paper's, unless told.
SIZE = float(os.environ.get("WSC_BENCH_AFLITE_SIZE", "1"))


def _scaled(items: int, settings: AfliteSettings, dims: int) -> tuple[int, AfliteSettings, int]:
    """Items, settings (m, k) and dimensions at ``SIZE`` (the 16 of the artifact and as many
    others at the least), so that m stays above the dimensions as in the paper's setting."""
    return (round(items * SIZE), replace(settings, m=max(2, round(settings.m * SIZE)),
                                         k=max(1, round(settings.k * SIZE))),
            max(32, round(dims * SIZE)))


PAPER_ITEMS, PAPER, PAPER_DIMS = _scaled(
    47_000, AfliteSettings(n=64, m=10_000, k=500, tau=0.75, seed=0), 1024)
PAPER_BIASED = 0.7
# The whole-run comparison, per classifier: items, settings, dims. The scikit-learn logistic
# loop (an exact Newton solver per member) is slow, so its run is smaller.
SMALL = {"logistic": _scaled(7_000, AfliteSettings(n=64, m=1_500, k=150, tau=0.75, seed=0,
                                                   classifier="logistic"), 128),
         "ridge": _scaled(12_000, AfliteSettings(n=64, m=2_500, k=250, tau=0.75, seed=0,
                                                 classifier="ridge"), 256)}
CLASSIFIERS = ("logistic", "ridge")
# At the paper's scale the scikit-learn loop fits this many of the n members (its time is
# linear in n: the fits are independent) and its time is scaled to n.
LOOP_MEMBERS = 8


def planted(size: int, dims: int, share: float, seed: int = 0, artifact: int = 16):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((size, dims), dtype=np.float32)
    y = rng.integers(0, 2, size)
    biased = rng.random(size) < share
    x[:, :artifact] = 0
    direction = rng.standard_normal(artifact).astype(np.float32)
    x[biased, :artifact] = ((2 * y[biased] - 1)[:, None] * direction
                            + 0.3 * rng.standard_normal((int(biased.sum()), artifact)))
    return x, y, biased


def sklearn_fit(x, y, mask, settings, moments=None):
    """The straightforward loop: one scikit-learn model per ensemble member, on its training
    set. Logistic: ``LogisticRegression(C=1/alpha)`` with the exact Newton solver at a tight
    tolerance (the default lbfgs stops before the optimum: its gradient stays around 1e-2, so
    its decisions are those of no particular model). Ridge: ``Ridge`` on -1/+1 labels."""
    from sklearn.linear_model import LogisticRegression, Ridge

    signed = np.where(y == 1, 1.0, -1.0)
    weights = np.zeros((x.shape[1], mask.shape[1]), dtype=np.float64)
    bias = np.zeros(mask.shape[1])
    for i in range(mask.shape[1]):
        rows = mask[:, i] > 0
        if settings.classifier == "logistic":
            model = LogisticRegression(C=1.0 / settings.alpha, solver="newton-cholesky",
                                       tol=1e-8, max_iter=200).fit(x[rows], y[rows])
            weights[:, i], bias[i] = model.coef_[0], model.intercept_[0]
        else:
            model = Ridge(alpha=settings.alpha, solver="cholesky").fit(x[rows], signed[rows])
            weights[:, i], bias[i] = model.coef_, model.intercept_
    return weights.astype(np.float32), bias.astype(np.float32), 0


def removed_shares(result, biased) -> tuple[float, float]:
    """The shares of the planted items and of the others that a run removed."""
    removed = np.zeros(len(biased), bool)
    removed[result.removed] = True
    return (removed & biased).sum() / biased.sum(), (removed & ~biased).sum() / (~biased).sum()


def removal(result, biased) -> str:
    planted_share, others = removed_shares(result, biased)
    return f"removed {planted_share:.1%} of planted, {others:.1%} of others"


def _ratio(theirs: float, ours: float) -> str:
    return f"{theirs:,.1f} s / {ours:,.1f} s = **{theirs / ours:.1f}×**"


def same_decisions(classifier: str) -> tuple[str, str]:
    items, settings, dims = SMALL[classifier]
    x, y, biased = planted(items, dims, 0.4)
    timings, results = {}, {}
    for name, fit in (("sklearn loop", sklearn_fit), ("vectorised", FITS[classifier])):
        start = time.perf_counter()
        results[name] = aflite(x, y, settings, fit=fit)
        timings[name] = time.perf_counter() - start
    ours, theirs = results["vectorised"], results["sklearn loop"]
    differ = len(np.setxor1d(ours.kept, theirs.kept))
    print(f"   {classifier}: full AFLITE, {items} items x {dims} dims, n={settings.n} "
          f"m={settings.m} k={settings.k}: {len(ours.phases)} phases")
    print(f"     sklearn loop {timings['sklearn loop']:7.1f} s   vectorised "
          f"{timings['vectorised']:6.1f} s   ratio {timings['sklearn loop'] / timings['vectorised']:5.1f}x"
          f"   kept sets differ in {differ} items; {removal(ours, biased)}")
    return ((f"{items:,} × {dims}, n={settings.n}, m={settings.m:,}, k={settings.k} "
            f"({len(ours.phases)} phases): "
            f"{_ratio(timings['sklearn loop'], timings['vectorised'])}"),
            "kept sets identical (0 items differ)" if not differ else
            f"kept sets differ in {differ} items")


def paper_phase(classifier: str) -> tuple[str, str, str]:
    settings = replace(PAPER, classifier=classifier)
    x, y, _ = planted(PAPER_ITEMS, PAPER_DIMS, PAPER_BIASED)
    mask = training_masks(len(y), settings, np.random.default_rng(0))
    start = time.perf_counter()
    moments = Moments.of(x)
    once = time.perf_counter() - start
    start = time.perf_counter()
    weights, bias, _ = FITS[classifier](x, y, mask, settings, moments=moments)
    ours = time.perf_counter() - start
    start = time.perf_counter()
    loop_weights, loop_bias, _ = sklearn_fit(x, y, mask[:, :LOOP_MEMBERS], settings)
    theirs = (time.perf_counter() - start) * settings.n / LOOP_MEMBERS
    agree = ((x @ weights[:, :LOOP_MEMBERS] + bias[:LOOP_MEMBERS] > 0)
             == (x @ loop_weights + loop_bias > 0)).mean()
    print(f"   {classifier}: one phase at the paper's scale ({PAPER_ITEMS} x {PAPER_DIMS}, n=64, "
          f"m={settings.m}): sklearn loop {theirs:6.1f} s (timed on {LOOP_MEMBERS} members, x"
          f"{settings.n // LOOP_MEMBERS})   vectorised {ours:5.1f} s   ratio "
          f"{theirs / ours:5.1f}x   predictions of those members agree {agree:.5%}")
    print(f"     + the Gram matrix, once per run (then downdated): {once:.1f} s; counted in "
          f"full in this phase: ratio {theirs / (ours + once):5.1f}x")
    return _ratio(theirs, ours), f"{theirs / (ours + once):.1f}×", f"{agree:.5%}"


def paper_run(classifier: str) -> tuple[str, str, str]:
    x, y, biased = planted(PAPER_ITEMS, PAPER_DIMS, PAPER_BIASED)
    start = time.perf_counter()
    result = aflite(x, y, replace(PAPER, classifier=classifier))
    total = time.perf_counter() - start
    seconds = [p.seconds for p in result.phases]
    print(f"   {classifier}: paper setting, full run: {total:.1f} s for {len(result.phases)} "
          f"phases (limit 600 s); {PAPER_ITEMS} -> {len(result.kept)} items; "
          f"{removal(result, biased)}")
    print(f"     per phase: min {min(seconds):.2f} s, median {statistics.median(seconds):.2f} s, "
          f"max {max(seconds):.2f} s; solver iterations "
          f"{min(p.solver_iterations for p in result.phases)}-"
          f"{max(p.solver_iterations for p in result.phases)}")
    for phase in result.phases:
        print(f"     phase {phase.index:3d}: {phase.size:6d} items, removed {phase.removed:4d}, "
              f"{phase.seconds:5.2f} s")
    planted_share, others = removed_shares(result, biased)
    iterations = [p.solver_iterations for p in result.phases]
    return (f"**{total:.1f} s** for {len(result.phases)} phases (limit 600 s)",
            (f"{min(seconds):.2f} / {statistics.median(seconds):.2f} / {max(seconds):.2f} s; "
            f"{min(iterations)}–{max(iterations)} conjugate-gradient steps"),
            f"{planted_share:.0%} / {others:.1%} ({PAPER_ITEMS:,} → {len(result.kept):,} kept)")


def main() -> None:
    cells = {c: [*same_decisions(c)] for c in CLASSIFIERS}
    for classifier in CLASSIFIERS:
        cells[classifier] += paper_phase(classifier)
    full = os.environ.get("AFLITE_BENCH") != "quick"
    if full:
        for classifier in CLASSIFIERS:
            cells[classifier] += paper_run(classifier)
    paper = f"{PAPER_ITEMS:,} × {PAPER_DIMS}, n={PAPER.n}, m={PAPER.m:,}"
    labels = ["full AFLITE run, scikit-learn loop / vectorised", "… same decisions?",
              (f"one phase at the paper's scale ({paper}), loop ({LOOP_MEMBERS} members × "
              f"{PAPER.n // LOOP_MEMBERS}) / vectorised"),
              "… also counting the run's one-time Gram matrix in this one phase",
              "… predictions that agree",
              f"**paper setting, full run** ({paper}, k={PAPER.k}, τ={PAPER.tau})",
              "… per phase (min / median / max)", "… planted items removed / others removed"]
    size = (f"the full size (the paper's {PAPER_ITEMS:,} items)" if SIZE == 1 else
            f"**{SIZE:g} of the full size** (`WSC_BENCH_AFLITE_SIZE={SIZE:g}`: items, m, k and "
            "dimensions scaled; not comparable with a full-size run)")
    record(__name__, "\n".join([
        f"Size: {size}{'' if full else '; the full runs skipped (`AFLITE_BENCH=quick`)'}.", "",
        "| measurement | logistic (the paper's, default) | ridge |", "|---|---|---|",
        *(f"| {label} | {' | '.join(cells[c][row] for c in CLASSIFIERS)} |"
          for row, label in enumerate(labels[:len(cells["ridge"])]))]))


if __name__ == "__main__":
    main()
