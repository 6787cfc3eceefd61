"""AFLITE, the light-weight adversarial filter of WinoGrande (Sakaguchi et al. 2020, Algorithm 1).

Each filtering phase trains an ensemble of ``n`` linear classifiers, each on a random subset of
``m`` of the remaining instances, and scores every instance by the share of correct predictions
it received from the classifiers that did not train on it. Up to ``k`` instances with a score of
at least ``tau`` (the highest first) are removed; the filter stops when a phase removes fewer
than ``k`` or at most ``m`` instances remain.

The linear classifiers are, as in the paper ("an ensemble of linear classifiers (logistic
regressions)", §3), L2-penalised logistic regressions with an unpenalised intercept, the
objective scikit-learn's ``LogisticRegression(C=1/alpha)`` minimises; ridge (least-squares)
classifiers are offered as ``classifier="ridge"``. The whole ensemble is trained at once, with
training sets given as a 0/1 mask so every step is two dense matrix products over all
instances: logistic by Newton's method, each Newton system solved by conjugate gradients, with
a backtracking line search per classifier; ridge by conjugate gradients on the ``n`` normal
equations ``(X_Tᵀ X_T - m μ μᵀ + αI) w = X_Tᵀ y_T - m μ ȳ``. Both are preconditioned from the
Gram matrix of all remaining instances, computed once and downdated as rows are removed.
Randomness comes from one seeded generator: the same input and seed give the same result.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import IO, Literal

import numpy as np

from wsc_corpus.errors import WscError, installed


@dataclass(frozen=True)
class AfliteSettings:
    """Algorithm 1's parameters (the paper's values as defaults) and the classifier's."""

    n: int = 64           # ensemble size
    m: int = 10_000       # training-set size of each classifier
    k: int = 500          # cutoff: most instances removed per phase
    tau: float = 0.75     # threshold on the score
    seed: int = 0
    classifier: Literal["logistic", "ridge"] = "logistic"
    alpha: float = 1.0    # L2 penalty (logistic: 1/C of scikit-learn)
    tol: float = 1e-5     # relative gradient (logistic) or residual (ridge) at which to stop
    max_iter: int = 200   # conjugate-gradient steps per linear system
    max_newton: int = 50  # Newton steps (logistic)

    def check(self, size: int) -> None:
        problems = [problem for bad, problem in (
            (self.n < 1, f"n={self.n} (expected >= 1)"),
            (self.m < 2, f"m={self.m} (expected >= 2)"),
            (self.k < 1, f"k={self.k} (expected >= 1)"),
            (not 0.0 <= self.tau <= 1.0, f"tau={self.tau} (expected 0..1)"),
            (self.alpha <= 0, f"alpha={self.alpha} (expected > 0)"),
            (self.classifier not in FITS,
             f"classifier={self.classifier!r} (expected one of {list(FITS)})")) if bad]
        if problems:
            raise WscError("invalid AFLITE settings: " + ", ".join(problems), code="E010")


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

    ``progress`` is called after each phase. ``fit`` trains the ensemble (default: the
    settings' classifier, ``fit_logistic_ensemble`` or ``fit_ridge_ensemble``; same signature);
    everything else (partitions, scores, ranking) is shared, so another trainer of the same
    classifiers makes the same decisions. With at most ``m`` instances the data is returned
    unchanged, as Algorithm 1's loop never starts.
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
    moments = Moments.of(x)  # of the alive rows, downdated as rows are removed
    removed: list[np.ndarray] = [np.array([], int)]
    removed_phase: list[np.ndarray] = [np.array([], int)]
    phases: list[Phase] = []
    stop = f"at most m={settings.m} instances remain"
    while len(alive) > settings.m:
        start = time.perf_counter()
        xs, ys = x[alive], y[alive]
        scores, counts, iterations = _ensemble_scores(xs, ys, moments, settings, rng,
                                                      fit or FITS[settings.classifier])
        order = np.lexsort((rng.random(len(alive)), -np.nan_to_num(scores, nan=-1.0)))
        above = order[np.nan_to_num(scores[order], nan=-1.0) >= settings.tau]
        chosen = above[:settings.k]
        gone = alive[chosen]
        moments = moments.without(x[gone])
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
    return AfliteResult(kept=np.sort(alive), removed=np.concatenate(removed),
                        removed_in_phase=np.concatenate(removed_phase), phases=phases,
                        stop_reason=stop)


def training_masks(size: int, settings: AfliteSettings, rng: np.random.Generator) -> np.ndarray:
    """An (instances, n) 0/1 matrix: column i marks the m instances classifier i trains on."""
    mask = np.zeros((size, settings.n), dtype=np.float32)
    for i in range(settings.n):
        mask[rng.choice(size, settings.m, replace=False), i] = 1.0
    return mask


def _ensemble_scores(x: np.ndarray, y: np.ndarray, moments: Moments,
                     settings: AfliteSettings, rng: np.random.Generator, fit
                     ) -> tuple[np.ndarray, np.ndarray, int]:
    mask = training_masks(len(y), settings, rng)
    weights, bias, iterations = fit(x, y, mask, settings, moments=moments)
    predicted = (x @ weights + bias) > 0
    held_out = mask == 0
    correct = (predicted == (y[:, None] == 1)) & held_out
    counts = held_out.sum(axis=1)
    scores = np.where(counts > 0, correct.sum(axis=1) / np.maximum(counts, 1), np.nan)
    return scores, counts, iterations


@dataclass(frozen=True)
class Moments:
    """The Gram matrix ``XᵀX`` and column sums of ``rows`` instances, from which each
    classifier's system matrix is approximated (a training set is a random sample of them)."""

    gram: np.ndarray
    total: np.ndarray
    rows: int

    @classmethod
    def of(cls, x: np.ndarray) -> Moments:
        return cls((x.T @ x).astype(np.float64), x.sum(axis=0, dtype=np.float64), len(x))

    def without(self, x: np.ndarray) -> Moments:
        """The moments once the rows ``x`` are removed."""
        gone = Moments.of(x)
        return Moments(self.gram - gone.gram, self.total - gone.total, self.rows - gone.rows)


def preconditioner(moments: Moments, settings: AfliteSettings) -> np.ndarray:
    """The inverse of ``m Σ + αI``, with Σ the covariance of all rows: what every ridge
    classifier's matrix is close to."""
    center = moments.total / moments.rows
    covariance = moments.gram / moments.rows - np.outer(center, center)
    matrix = settings.m * covariance + settings.alpha * np.eye(len(center))
    return np.linalg.inv(matrix).astype(np.float32)


def fit_ridge_ensemble(x: np.ndarray, y: np.ndarray, mask: np.ndarray, settings: AfliteSettings,
                       moments: Moments | None = None
                       ) -> tuple[np.ndarray, np.ndarray, int]:
    """Ridge classifiers (labels as -1/+1, intercept, penalty alpha) on the masked subsets.

    Returns the (dims, n) weights, the (n,) intercepts and the solver's iterations.
    ``moments`` (of ``x``'s rows) are computed from ``x`` when not given.
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

    inverse = preconditioner(moments or Moments.of(x), settings)
    weights, iterations = _conjugate_gradients(apply, rhs, inverse, settings.tol,
                                               settings.max_iter)
    bias = ybar - np.einsum("dn,dn->n", mean, weights)
    return weights, bias, iterations


def fit_logistic_ensemble(x: np.ndarray, y: np.ndarray, mask: np.ndarray,
                          settings: AfliteSettings, moments: Moments | None = None
                          ) -> tuple[np.ndarray, np.ndarray, int]:
    """Logistic regressions (penalty ``alpha/2 |w|²``, unpenalised intercept) on the masked
    subsets, all trained at once by Newton's method.

    Every classifier starts from the solution of the average problem (all rows, each weighted
    ``m/N``), which each training set's problem is a random sample of; Newton's method then
    takes it to each classifier's own optimum in a few steps. Returns the (dims, n) weights,
    the (n,) intercepts and the conjugate-gradient steps taken.
    """
    x = np.ascontiguousarray(x, dtype=np.float32)
    target = (np.asarray(y) == 1).astype(np.float32)[:, None]
    mask = np.ascontiguousarray(mask, dtype=np.float32)
    moments = moments or Moments.of(x)
    share = np.full((len(x), 1), float(mask.sum(axis=0).mean()) / len(x), dtype=np.float32)
    shared, first_steps = _newton(x, target, share, np.zeros((x.shape[1] + 1, 1), np.float32),
                                  settings, moments)
    # The preconditioner: the inverse of the average problem's Hessian at its solution
    # (``[X 1]ᵀ diag(w) [X 1] + diag(α, …, α, ε)``), which every classifier's is a sample of.
    prob = _sigmoid(x @ shared[:-1] + shared[-1])
    weights = prob * (1.0 - prob) * share
    scaled = x * weights
    inverse = _bordered_inverse(x.T @ scaled, scaled.sum(axis=0), weights.sum(), settings.alpha)
    theta, steps = _newton(x, target, mask, np.repeat(shared, mask.shape[1], axis=1),
                           settings, moments, inverse)
    return theta[:-1], theta[-1], first_steps + steps


def _newton(x: np.ndarray, target: np.ndarray, mask: np.ndarray, theta: np.ndarray,
            settings: AfliteSettings, moments: Moments, inverse: np.ndarray | None = None
            ) -> tuple[np.ndarray, int]:
    """Newton's method for the masked logistic objectives, one per column of ``theta``
    (weights, then the intercept), from the given start.

    Each Newton system ``H δ = -g`` (``H = X_Tᵀ D X_T + αI`` over the weights and intercept)
    is solved by conjugate gradients to a relative residual ``min(0.5, sqrt(|g|/|g₀|))``,
    preconditioned by the inverse of the same matrix with ``X_Tᵀ X_T`` replaced by the
    training sets' share of the Gram matrix of all rows and ``D`` by its mean; each column then
    takes the longest step of 1, 1/2, 1/4, ... that decreases its objective enough (Armijo).
    A column stops when its gradient is at most ``tol`` times ``|g₀|``, the gradient at zero,
    or when the objective cannot decrease at float32 precision any more (a Newton decrement
    below 1e-8 of the objective, or no decrease after 20 halvings of the step); all stop after
    ``max_newton`` steps.
    """
    theta = theta.copy()
    penalty = np.full((len(theta), 1), settings.alpha, dtype=np.float32)
    penalty[-1] = 0.0

    def times_x(v: np.ndarray) -> np.ndarray:
        return x @ v[:-1] + v[-1]

    def times_xt(u: np.ndarray) -> np.ndarray:
        return np.vstack([x.T @ u, u.sum(axis=0, keepdims=True)])

    def objective(z: np.ndarray, t: np.ndarray, weights: np.ndarray) -> np.ndarray:
        loss = (np.logaddexp(np.float32(0.0), z) - target * z) * weights
        return loss.sum(axis=0, dtype=np.float64) + 0.5 * (penalty * t * t).sum(axis=0)

    reference = np.maximum(np.abs(times_xt((0.5 - target) * mask)).max(axis=0), 1e-30)
    margin = times_x(theta)
    current = objective(margin, theta, mask)
    active = np.arange(theta.shape[1])   # the columns still being optimised
    steps = 0
    for _ in range(settings.max_newton):
        weights = mask[:, active]
        prob = _sigmoid(margin[:, active])
        gradient = times_xt((prob - target) * weights) + penalty * theta[:, active]
        relative = np.abs(gradient).max(axis=0) / reference[active]
        going = relative > settings.tol
        if not going.any():
            break
        active, weights, prob, gradient = (active[going], weights[:, going], prob[:, going],
                                           gradient[:, going])
        curvature = prob * (1.0 - prob) * weights
        preconditioner = inverse if inverse is not None else _logistic_preconditioner(
            moments, settings, weights, float(curvature.sum() / weights.sum()))

        def hessian(v: np.ndarray, scale=curvature) -> np.ndarray:
            return times_xt(times_x(v) * scale) + penalty * v

        forcing = float(min(0.5, np.sqrt(relative[going].max())))
        direction, used = _conjugate_gradients(hessian, -gradient, preconditioner, forcing,
                                               settings.max_iter)
        steps += used
        change = times_x(direction)
        slope = np.einsum("dn,dn->n", gradient, direction)
        # A Newton decrement below float32's resolution of the objective: nothing to gain.
        resolved = -slope <= _RESOLUTION * np.abs(current[active])
        if resolved.any():
            direction, change, slope = (direction[:, ~resolved], change[:, ~resolved],
                                        slope[~resolved])
            weights, active = weights[:, ~resolved], active[~resolved]
            if not len(active):
                break
        step = np.ones(len(active), dtype=np.float32)
        trying = np.arange(len(active))     # positions in active whose step is not settled
        for _ in range(_MAX_HALVINGS):
            columns = active[trying]
            tried = objective(margin[:, columns] + change[:, trying] * step[trying],
                              theta[:, columns] + direction[:, trying] * step[trying],
                              weights[:, trying])
            short = tried > current[columns] + 1e-4 * step[trying] * slope[trying]
            current[columns[~short]] = tried[~short]
            trying = trying[short]
            if not len(trying):
                break
            step[trying] /= 2
        # A column whose objective no longer decreases at float32 precision is at its optimum.
        step[trying] = 0.0
        theta[:, active] += direction * step
        margin[:, active] += change * step
        active = np.delete(active, trying)
        if not len(active):
            break
    return theta, steps


_MAX_HALVINGS = 20
_RESOLUTION = 1e-8


def _sigmoid(z: np.ndarray) -> np.ndarray:
    """The logistic function in float32; margins beyond ±40 (where it is 0 or 1 to float32
    precision) are clipped so that no subnormal number slows the matrix products down."""
    return (0.5 * (1.0 + np.tanh(0.5 * np.clip(z, -40.0, 40.0)))).astype(np.float32)


def _logistic_preconditioner(moments: Moments, settings: AfliteSettings, mask: np.ndarray,
                             curvature: float) -> np.ndarray:
    """The inverse of ``c [XᵀX, Xᵀ1; 1ᵀX, m] + diag(α, …, α, ε)`` with ``XᵀX`` scaled from all
    rows to ``m`` of them and ``c`` the mean curvature ``p(1-p)`` over the training sets."""
    share = float(mask.sum(axis=0).mean()) / moments.rows
    scale = max(curvature, 1e-6)
    return _bordered_inverse(moments.gram * share * scale, moments.total * share * scale,
                             moments.rows * share * scale, settings.alpha)


def _bordered_inverse(gram: np.ndarray, sums: np.ndarray, count: float, alpha: float
                      ) -> np.ndarray:
    """The float32 inverse of ``[gram, sums; sumsᵀ, count] + diag(α, …, α, ε)``."""
    dims = len(sums)
    matrix = np.empty((dims + 1, dims + 1))
    matrix[:dims, :dims] = gram
    matrix[:dims, dims] = matrix[dims, :dims] = sums
    matrix[dims, dims] = count
    matrix[np.arange(dims), np.arange(dims)] += alpha
    matrix[dims, dims] += 1e-8 * (1.0 + matrix[dims, dims])
    return np.linalg.inv(matrix).astype(np.float32)


FITS = {"logistic": fit_logistic_ensemble, "ridge": fit_ridge_ensemble}


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
    centered = np.asarray(x, dtype=np.float64)
    centered = centered - centered.mean(axis=0)
    return centered @ np.linalg.eigh(centered.T @ centered)[1][:, -1]


KL_BINS = 100
KL_MIX = 0.05


def histogram_kl(d1: np.ndarray, y: np.ndarray, edges: np.ndarray, mix: float = KL_MIX
                 ) -> float:
    """KL(p || q) between the histograms over ``edges`` of ``d1`` for label 0 (p) and label 1
    (q), each mixed with ``mix`` of the uniform distribution over the bins: a smoothing that
    is the same share of the mass at every sample size, so the value does not grow with n."""
    y = np.asarray(y)
    d1 = np.clip(d1, edges[0], edges[-1])
    bins = len(edges) - 1
    p, q = (np.histogram(d1[y == label], bins=edges)[0].astype(np.float64) for label in (0, 1))
    p, q = ((1 - mix) * h / max(h.sum(), 1.0) + mix / bins for h in (p, q))
    return float(np.sum(p * np.log(p / q)))


def label_kl(x: np.ndarray, y: np.ndarray, bins: int = KL_BINS, mix: float = KL_MIX) -> float:
    """The paper's bias check: KL(p || q) between the histograms of the first principal
    component of ``x`` for label 0 (p) and label 1 (q); ``bins`` equal-width bins over its
    range, smoothed as ``histogram_kl`` says."""
    d1 = first_component(x)
    return histogram_kl(d1, y, np.linspace(d1.min(), d1.max(), bins + 1), mix)


@dataclass(frozen=True)
class KlComparison:
    """The KL check before and after a filter, measured so the two can be compared.

    Both use the first principal axis and the bins of the set before filtering (the after set
    is projected on them, not on an axis of its own). ``before_at_after_size`` is the mean KL
    of ``draws`` random subsets of the before set with as many items as the after set: the
    value filtering nothing would give at that size, since a histogram of fewer items is
    noisier and its KL larger; a drop from it, not from ``before``, is the filter's effect.
    """

    before: float
    after: float
    before_at_after_size: float
    draws: int
    bins: int = KL_BINS
    mix: float = KL_MIX

    def as_dict(self) -> dict:
        return asdict(self)


def compare_kl(x: np.ndarray, y: np.ndarray, kept: np.ndarray, draws: int = 20,
               seed: int = 0, bins: int = KL_BINS, mix: float = KL_MIX) -> KlComparison:
    """The KL check on all rows and on the ``kept`` rows (indices or a boolean mask)."""
    y = np.asarray(y)
    d1 = first_component(x)
    edges = np.linspace(d1.min(), d1.max(), bins + 1)
    kept = np.flatnonzero(kept) if np.asarray(kept).dtype == bool else np.asarray(kept)
    rng = np.random.default_rng(seed)
    sampled = [histogram_kl(d1[rows], y[rows], edges, mix)
               for rows in (rng.choice(len(y), len(kept), replace=False) for _ in range(draws))]
    return KlComparison(before=histogram_kl(d1, y, edges, mix),
                        after=histogram_kl(d1[kept], y[kept], edges, mix),
                        before_at_after_size=float(np.mean(sampled)), draws=draws,
                        bins=bins, mix=mix)


def plot_label_histograms(panels: Sequence[tuple[str, np.ndarray, np.ndarray]], out: IO[bytes],
                          bins: int = 100) -> None:
    """The paper's Figure 1 (bottom row): for each ``(title, x, y)`` panel, histograms of the
    first principal component by label, with their KL divergence; PNG written to ``out``."""
    (matplotlib,) = installed("plot", "a plot", "matplotlib")
    matplotlib.use("Agg")
    from matplotlib import pyplot as plt

    fig, axes = plt.subplots(1, len(panels), figsize=(5 * len(panels), 3.2), squeeze=False)
    for ax, (title, x, y) in zip(axes[0], panels, strict=True):
        d1 = first_component(x)
        edges = np.linspace(d1.min(), d1.max(), bins + 1)
        for label, color in ((0, "tab:blue"), (1, "tab:red")):
            ax.hist(d1[np.asarray(y) == label], bins=edges, alpha=0.6, color=color,
                    label=f"answer: option {label + 1}")
        ax.set_title(f"{title} (n={len(y)}, KL={label_kl(x, y, bins):.2f})", fontsize=9)
        ax.set_xlabel("d1 (first principal component)")
    axes[0][0].legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(out, format="png", dpi=110)
    plt.close(fig)
