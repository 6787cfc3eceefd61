"""AFLITE, the light-weight adversarial filter of WinoGrande (Sakaguchi et al. 2020, Algorithm 1).

Each filtering phase trains an ensemble of ``n`` linear classifiers, each on a random subset of
``m`` of the remaining instances, and scores every instance by the share of correct predictions
it received from the classifiers that did not train on it. Up to ``k`` instances with a score of
at least ``tau`` (the highest first) are removed; the filter stops when a phase removes fewer
than ``k`` or at most ``m`` instances remain.

The linear classifiers are ridge (least-squares) classifiers with an intercept: ridge
regression on -1/+1 labels, thresholded at 0, as scikit-learn's ``Ridge`` fits it (the paper
used logistic regression). The whole ensemble is trained at once: the ``n`` normal equations
``(X_Tᵀ X_T - m μ μᵀ + αI) w = X_Tᵀ y_T - m μ ȳ`` are solved together by conjugate gradients,
with training sets given as a 0/1 mask so every step is two dense matrix products over all
instances, preconditioned by the inverse of ``m Σ + αI`` with Σ the covariance of all
remaining instances (its Gram matrix is computed once and downdated as rows are removed).
Randomness comes from one seeded generator: the same input and seed give the same result.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import IO

import numpy as np

from wsc_corpus.errors import ResourceError, WscError


@dataclass(frozen=True)
class AfliteSettings:
    """Algorithm 1's parameters (the paper's values as defaults) and the classifier's."""

    n: int = 64           # ensemble size
    m: int = 10_000       # training-set size of each classifier
    k: int = 500          # cutoff: most instances removed per phase
    tau: float = 0.75     # threshold on the score
    seed: int = 0
    alpha: float = 1.0    # ridge penalty
    tol: float = 1e-5     # relative residual at which the solver stops
    max_iter: int = 200

    def check(self, size: int) -> None:
        problems = []
        if self.n < 1:
            problems.append(f"n={self.n} (expected >= 1)")
        if self.m < 2:
            problems.append(f"m={self.m} (expected >= 2)")
        if self.k < 1:
            problems.append(f"k={self.k} (expected >= 1)")
        if not 0.0 <= self.tau <= 1.0:
            problems.append(f"tau={self.tau} (expected 0..1)")
        if self.alpha <= 0:
            problems.append(f"alpha={self.alpha} (expected > 0)")
        if problems:
            raise WscError("invalid AFLITE settings: " + ", ".join(problems), code="E010")
        if size <= self.m:
            raise WscError(f"{size} labelled instances; AFLITE needs more than m={self.m} "
                           "(lower -m)", code="E010")


@dataclass(frozen=True)
class Phase:
    """What one filtering phase did."""

    index: int
    size: int               # instances at the start of the phase
    removed: int
    above_tau: int          # instances whose score reached tau
    mean_score: float
    mean_predictions: float  # predictions per instance (classifiers it was held out from)
    solver_iterations: int
    seconds: float


@dataclass
class AfliteResult:
    """Which rows were kept, in which phase the others were removed, and the phases."""

    kept: np.ndarray                 # row indices, ascending
    removed: np.ndarray              # row indices, in order of removal
    removed_in_phase: np.ndarray     # phase of each removed row (1-based), aligned with removed
    phases: list[Phase] = field(default_factory=list)
    stop_reason: str = ""

    def as_dict(self) -> dict:
        return {"kept": len(self.kept), "removed": len(self.removed),
                "stop_reason": self.stop_reason, "phases": [asdict(p) for p in self.phases]}


def aflite(x: np.ndarray, y: np.ndarray, settings: AfliteSettings = AfliteSettings(),
           progress: Callable[[Phase], None] | None = None,
           fit: Callable[..., tuple[np.ndarray, np.ndarray, int]] | None = None) -> AfliteResult:
    """Run Algorithm 1 on features ``x`` (rows) and binary labels ``y`` (0/1).

    ``progress`` is called after each phase. ``fit`` trains the ensemble (default
    ``fit_ridge_ensemble``; same signature); everything else (partitions, scores, ranking) is
    shared, so another trainer of the same classifiers makes the same decisions.
    """
    x = np.ascontiguousarray(x, dtype=np.float32)
    y = np.asarray(y)
    if x.ndim != 2 or y.shape != (x.shape[0],):
        raise WscError(f"features {x.shape} and labels {y.shape} do not align; expected "
                       "an (items, dims) matrix and one label per row", code="E010")
    if not np.isin(y, (0, 1)).all():
        raise WscError("labels must be 0 or 1", code="E010")
    if not np.isfinite(x).all():
        raise WscError("features contain NaN or infinite values", code="E010")
    settings.check(len(y))
    rng = np.random.default_rng(settings.seed)
    alive = np.arange(len(y))
    gram = (x.T @ x).astype(np.float64)
    total = x.sum(axis=0, dtype=np.float64)
    removed: list[np.ndarray] = []
    removed_phase: list[np.ndarray] = []
    phases: list[Phase] = []
    stop = f"at most m={settings.m} instances remain"
    while len(alive) > settings.m:
        start = time.perf_counter()
        xs, ys = x[alive], y[alive]
        inverse = preconditioner(gram, total, len(alive), settings)
        scores, counts, iterations = _ensemble_scores(xs, ys, inverse, settings, rng,
                                                      fit or fit_ridge_ensemble)
        order = np.lexsort((rng.random(len(alive)), -np.nan_to_num(scores, nan=-1.0)))
        above = order[np.nan_to_num(scores[order], nan=-1.0) >= settings.tau]
        chosen = above[:settings.k]
        gone = alive[chosen]
        gram -= (x[gone].T @ x[gone]).astype(np.float64)
        total -= x[gone].sum(axis=0, dtype=np.float64)
        removed.append(gone)
        removed_phase.append(np.full(len(gone), len(phases) + 1))
        alive = np.setdiff1d(alive, gone, assume_unique=True)
        phase = Phase(index=len(phases) + 1, size=len(xs), removed=len(gone),
                      above_tau=len(above), mean_score=float(np.nanmean(scores)),
                      mean_predictions=float(counts.mean()), solver_iterations=iterations,
                      seconds=time.perf_counter() - start)
        phases.append(phase)
        if progress is not None:
            progress(phase)
        if len(gone) < settings.k:
            stop = f"phase {phase.index} removed {len(gone)} < k={settings.k}"
            break
    return AfliteResult(kept=np.sort(alive),
                        removed=np.concatenate(removed) if removed else np.array([], int),
                        removed_in_phase=(np.concatenate(removed_phase) if removed_phase
                                          else np.array([], int)),
                        phases=phases, stop_reason=stop)


def training_masks(size: int, settings: AfliteSettings, rng: np.random.Generator) -> np.ndarray:
    """An (instances, n) 0/1 matrix: column i marks the m instances classifier i trains on."""
    mask = np.zeros((size, settings.n), dtype=np.float32)
    for i in range(settings.n):
        mask[rng.choice(size, settings.m, replace=False), i] = 1.0
    return mask


def _ensemble_scores(x: np.ndarray, y: np.ndarray, inverse: np.ndarray,
                     settings: AfliteSettings, rng: np.random.Generator, fit
                     ) -> tuple[np.ndarray, np.ndarray, int]:
    mask = training_masks(len(y), settings, rng)
    weights, bias, iterations = fit(x, y, mask, settings, inverse=inverse)
    predicted = (x @ weights + bias) > 0
    held_out = mask == 0
    correct = (predicted == (y[:, None] == 1)) & held_out
    counts = held_out.sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        scores = np.where(counts > 0, correct.sum(axis=1) / np.maximum(counts, 1), np.nan)
    return scores, counts, iterations


def preconditioner(gram: np.ndarray, total: np.ndarray, rows: int,
                   settings: AfliteSettings) -> np.ndarray:
    """The inverse of ``m Σ + αI``, with Σ the covariance of all rows (from their Gram
    matrix ``gram`` and column sums ``total``): what every classifier's matrix is close to."""
    center = total / rows
    covariance = gram / rows - np.outer(center, center)
    matrix = settings.m * covariance + settings.alpha * np.eye(len(center))
    return np.linalg.inv(matrix).astype(np.float32)


def fit_ridge_ensemble(x: np.ndarray, y: np.ndarray, mask: np.ndarray, settings: AfliteSettings,
                       inverse: np.ndarray | None = None
                       ) -> tuple[np.ndarray, np.ndarray, int]:
    """Ridge classifiers (labels as -1/+1, intercept, penalty alpha) on the masked subsets.

    Returns the (dims, n) weights, the (n,) intercepts and the solver's iterations.
    ``inverse``, the preconditioner (see ``preconditioner``), is computed from ``x`` when not
    given.
    """
    x = np.ascontiguousarray(x, dtype=np.float32)
    signed = np.where(y == 1, 1.0, -1.0).astype(np.float32)
    size = mask.sum(axis=0)                                   # m per classifier
    n = mask.shape[1]
    sums = x.T @ np.hstack([mask, mask * signed[:, None]])    # one pass over x
    mean = sums[:, :n] / size                                 # (d, n) training means
    ybar = (signed @ mask) / size                             # (n,)
    rhs = sums[:, n:] - mean * (size * ybar)

    def apply(v: np.ndarray) -> np.ndarray:
        out = x.T @ ((x @ v) * mask)
        out -= mean * (size * np.einsum("dn,dn->n", mean, v))
        out += settings.alpha * v
        return out

    if inverse is None:
        inverse = preconditioner((x.T @ x).astype(np.float64), x.sum(axis=0, dtype=np.float64),
                                 len(x), settings)
    weights, iterations = _conjugate_gradients(apply, rhs, inverse, settings.tol,
                                               settings.max_iter)
    bias = ybar - np.einsum("dn,dn->n", mean, weights)
    return weights, bias, iterations


def _conjugate_gradients(apply, rhs: np.ndarray, inverse: np.ndarray, tol: float,
                         max_iter: int) -> tuple[np.ndarray, int]:
    """Preconditioned conjugate gradients on all columns at once (each its own system)."""
    solution = np.zeros_like(rhs)
    residual = rhs.copy()
    norms = np.linalg.norm(rhs, axis=0)
    norms[norms == 0] = 1.0
    z = inverse @ residual
    direction = z.copy()
    rz = np.einsum("dn,dn->n", residual, z)
    for iteration in range(1, max_iter + 1):
        if (np.linalg.norm(residual, axis=0) / norms).max() <= tol:
            return solution, iteration - 1
        product = apply(direction)
        denom = np.einsum("dn,dn->n", direction, product)
        step = np.divide(rz, denom, out=np.zeros_like(rz), where=denom != 0)
        solution += direction * step
        residual -= product * step
        z = inverse @ residual
        rz_new = np.einsum("dn,dn->n", residual, z)
        beta = np.divide(rz_new, rz, out=np.zeros_like(rz), where=rz != 0)
        direction = z + direction * beta
        rz = rz_new
    return solution, max_iter


def first_component(x: np.ndarray) -> np.ndarray:
    """Each row's coordinate on the first principal component of ``x``."""
    x = np.asarray(x, dtype=np.float64)
    centered = x - x.mean(axis=0)
    vector = np.linalg.eigh(centered.T @ centered)[1][:, -1]
    return centered @ vector


def label_kl(x: np.ndarray, y: np.ndarray, bins: int = 100, smoothing: float = 0.5) -> float:
    """The paper's bias check: KL(p || q) between the histograms of the first principal
    component for label 0 (p) and label 1 (q); equal-width bins over the range, add-
    ``smoothing`` counts per bin."""
    d1 = first_component(x)
    y = np.asarray(y)
    edges = np.linspace(d1.min(), d1.max(), bins + 1)
    p = np.histogram(d1[y == 0], bins=edges)[0] + smoothing
    q = np.histogram(d1[y == 1], bins=edges)[0] + smoothing
    p, q = p / p.sum(), q / q.sum()
    return float(np.sum(p * np.log(p / q)))


def plot_label_histograms(panels: Sequence[tuple[str, np.ndarray, np.ndarray]], out: IO[bytes],
                          bins: int = 100) -> None:
    """The paper's Figure 1 (bottom row): for each ``(title, x, y)`` panel, histograms of the
    first principal component by label, with their KL divergence; PNG written to ``out``."""
    try:
        import matplotlib
    except ImportError as exc:
        raise ResourceError("matplotlib is not installed; pip install 'wsc-corpus[plot]'") \
            from exc
    matplotlib.use("Agg")
    from matplotlib import pyplot as plt

    fig, axes = plt.subplots(1, len(panels), figsize=(5 * len(panels), 3.2), squeeze=False)
    for ax, (title, x, y) in zip(axes[0], panels, strict=True):
        d1 = first_component(x)
        edges = np.linspace(d1.min(), d1.max(), bins + 1)
        ax.hist(d1[np.asarray(y) == 0], bins=edges, alpha=0.6, color="tab:blue",
                label="answer: option 1")
        ax.hist(d1[np.asarray(y) == 1], bins=edges, alpha=0.6, color="tab:red",
                label="answer: option 2")
        ax.set_title(f"{title} (n={len(y)}, KL={label_kl(x, y, bins):.2f})", fontsize=9)
        ax.set_xlabel("d1 (first principal component)")
    axes[0][0].legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(out, format="png", dpi=110)
    plt.close(fig)
