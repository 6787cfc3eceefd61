"""AFLITE speed: the batched ridge ensemble against a scikit-learn loop making the same
decisions, and the paper's setting (47k items, 1024 dimensions, n=64, m=10000, k=500, τ=0.75).

Synthetic data with a planted bias: Gaussian features and random labels; a share of the items
also carries an artifact, a few dimensions (zero elsewhere) that give the label away. Both
trainers get the same partitions, scores and ranking (``aflite(..., fit=...)``), so their kept
sets can be compared item by item. ``AFLITE_BENCH=quick`` skips the paper-scale full run.
"""

from __future__ import annotations

import os
import statistics
import time

import numpy as np

from wsc_corpus.analysis.aflite import (
    AfliteSettings,
    aflite,
    fit_ridge_ensemble,
    preconditioner,
    training_masks,
)

PAPER = AfliteSettings(n=64, m=10_000, k=500, tau=0.75, seed=0)
PAPER_ITEMS, PAPER_DIMS, PAPER_BIASED = 47_000, 1024, 0.7
SMALL = AfliteSettings(n=64, m=2_500, k=250, tau=0.75, seed=0)
SMALL_ITEMS, SMALL_DIMS = 12_000, 256


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


def sklearn_fit(x, y, mask, settings, inverse=None):
    """The straightforward loop: one scikit-learn ridge regression on -1/+1 labels per
    ensemble member (a least-squares classifier: the sign of its output is the label)."""
    from sklearn.linear_model import Ridge

    signed = np.where(y == 1, 1.0, -1.0)
    weights = np.zeros((x.shape[1], mask.shape[1]), dtype=np.float64)
    bias = np.zeros(mask.shape[1])
    for i in range(mask.shape[1]):
        rows = mask[:, i] > 0
        model = Ridge(alpha=settings.alpha, solver="cholesky").fit(x[rows], signed[rows])
        weights[:, i], bias[i] = model.coef_, model.intercept_
    return weights.astype(np.float32), bias.astype(np.float32), 0


def removal(result, biased) -> str:
    removed = np.zeros(len(biased), bool)
    removed[result.removed] = True
    return (f"removed {(removed & biased).sum() / biased.sum():.1%} of planted, "
            f"{(removed & ~biased).sum() / (~biased).sum():.1%} of others")


def same_decisions() -> None:
    x, y, biased = planted(SMALL_ITEMS, SMALL_DIMS, 0.4)
    timings, results = {}, {}
    for name, fit in (("sklearn loop", sklearn_fit), ("vectorised", fit_ridge_ensemble)):
        start = time.perf_counter()
        results[name] = aflite(x, y, SMALL, fit=fit)
        timings[name] = time.perf_counter() - start
    ours, theirs = results["vectorised"], results["sklearn loop"]
    differ = len(np.setxor1d(ours.kept, theirs.kept))
    print(f"   full AFLITE, {SMALL_ITEMS} items x {SMALL_DIMS} dims, n={SMALL.n} m={SMALL.m} "
          f"k={SMALL.k}: {len(ours.phases)} phases")
    print(f"     sklearn loop {timings['sklearn loop']:7.1f} s   vectorised "
          f"{timings['vectorised']:6.1f} s   ratio {timings['sklearn loop'] / timings['vectorised']:5.1f}x"
          f"   kept sets differ in {differ} items; {removal(ours, biased)}")


def paper_phase() -> None:
    x, y, _ = planted(PAPER_ITEMS, PAPER_DIMS, PAPER_BIASED)
    mask = training_masks(len(y), PAPER, np.random.default_rng(0))
    start = time.perf_counter()
    gram, total = (x.T @ x).astype(np.float64), x.sum(axis=0, dtype=np.float64)
    once = time.perf_counter() - start
    timings, predictions = {}, {}
    for name, fit in (("sklearn loop", sklearn_fit), ("vectorised", fit_ridge_ensemble)):
        start = time.perf_counter()
        inverse = preconditioner(gram, total, len(x), PAPER) if fit is fit_ridge_ensemble \
            else None
        weights, bias, _ = fit(x, y, mask, PAPER, inverse=inverse)
        predictions[name] = (x @ weights + bias) > 0
        timings[name] = time.perf_counter() - start
    agree = (predictions["sklearn loop"] == predictions["vectorised"]).mean()
    ours, theirs = timings["vectorised"], timings["sklearn loop"]
    print(f"   one phase at the paper's scale ({PAPER_ITEMS} x {PAPER_DIMS}, n=64, m=10000): "
          f"sklearn loop {theirs:6.1f} s   vectorised {ours:5.1f} s   ratio "
          f"{theirs / ours:5.1f}x   predictions agree {agree:.5%}")
    print(f"     + the Gram matrix, once per run (then downdated): {once:.1f} s; counted in "
          f"full in this phase: ratio {theirs / (ours + once):5.1f}x")


def paper_run() -> None:
    x, y, biased = planted(PAPER_ITEMS, PAPER_DIMS, PAPER_BIASED)
    start = time.perf_counter()
    result = aflite(x, y, PAPER)
    total = time.perf_counter() - start
    seconds = [p.seconds for p in result.phases]
    print(f"   paper setting, full run: {total:.1f} s for {len(result.phases)} phases "
          f"(limit 600 s); {PAPER_ITEMS} -> {len(result.kept)} items; {removal(result, biased)}")
    print(f"     per phase: min {min(seconds):.2f} s, median {statistics.median(seconds):.2f} s, "
          f"max {max(seconds):.2f} s; solver iterations "
          f"{min(p.solver_iterations for p in result.phases)}-"
          f"{max(p.solver_iterations for p in result.phases)}")
    for phase in result.phases:
        print(f"     phase {phase.index:3d}: {phase.size:6d} items, removed {phase.removed:4d}, "
              f"{phase.seconds:5.2f} s")


def main() -> None:
    same_decisions()
    paper_phase()
    if os.environ.get("AFLITE_BENCH") != "quick":
        paper_run()


if __name__ == "__main__":
    main()
