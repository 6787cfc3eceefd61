"""AFLITE: the algorithm on planted bias, its determinism, the batched solver, the CLI."""

from __future__ import annotations

import json

import numpy as np
import pytest

from wsc_corpus.analysis.aflite import (
    AfliteSettings,
    aflite,
    compare_kl,
    fit_logistic_ensemble,
    fit_ridge_ensemble,
    label_kl,
    training_masks,
)
from wsc_corpus.analysis.features import lexical_features, slotted_words
from wsc_corpus.cli import main
from wsc_corpus.errors import WscError
from wsc_corpus.formats import load_paths

SETTINGS = AfliteSettings(n=64, m=500, k=200, tau=0.75, seed=7)


def planted(size=6000, dims=32, share=0.3, seed=1):
    """Gaussian features with random labels; a planted share also carries an artifact: a few
    feature dimensions (zero elsewhere) that give the label away, like a telltale word."""
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((size, dims)).astype(np.float32)
    y = rng.integers(0, 2, size)
    biased = rng.random(size) < share
    x[:, :8] = 0
    direction = rng.standard_normal(8).astype(np.float32)
    x[biased, :8] = (2 * y[biased] - 1)[:, None] * direction \
        + 0.3 * rng.standard_normal((biased.sum(), 8))
    return x, y, biased


def test_removes_the_planted_bias():
    x, y, biased = planted()
    result = aflite(x, y, SETTINGS)
    removed = np.zeros(len(y), bool)
    removed[result.removed] = True
    assert (removed & biased).sum() >= 0.9 * biased.sum()
    assert (removed & ~biased).sum() <= 0.1 * (~biased).sum()


def test_same_seed_same_result_other_seed_other_partitions():
    x, y, _ = planted(size=3000)
    settings = AfliteSettings(n=32, m=400, k=100, seed=3)
    first, again = aflite(x, y, settings), aflite(x, y, settings)
    assert np.array_equal(first.kept, again.kept)
    assert np.array_equal(first.removed, again.removed)
    assert [p.removed for p in first.phases] == [p.removed for p in again.phases]
    other = aflite(x, y, AfliteSettings(n=32, m=400, k=100, seed=4))
    assert not np.array_equal(first.removed, other.removed)


def test_phases_follow_algorithm_1():
    x, y, _ = planted(size=3000)
    result = aflite(x, y, AfliteSettings(n=32, m=400, k=100, seed=0))
    sizes = [p.size for p in result.phases]
    assert sizes[0] == 3000
    assert all(p.removed <= 100 for p in result.phases)
    assert all(a - p.removed == b for a, b, p in zip(sizes, sizes[1:], result.phases))
    # It stops when a phase removes fewer than k, or at most m remain.
    last = result.phases[-1]
    assert last.removed < 100 or last.size - last.removed <= 400
    assert sorted(result.kept.tolist() + result.removed.tolist()) == list(range(3000))
    assert np.all(np.bincount(result.removed_in_phase)[1:] == [p.removed for p in result.phases])


def test_batched_solver_matches_exact_normal_equations():
    x, y, _ = planted(size=2000, dims=24)
    settings = AfliteSettings(n=8, m=300, alpha=2.0, tol=1e-7)
    mask = training_masks(len(y), settings, np.random.default_rng(0))
    weights, bias, _ = fit_ridge_ensemble(x, y, mask, settings)
    signed = np.where(y == 1, 1.0, -1.0)
    for i in range(settings.n):
        rows = mask[:, i] > 0
        xt = x[rows].astype(np.float64)
        mean, ybar = xt.mean(axis=0), signed[rows].mean()
        exact = np.linalg.solve((xt - mean).T @ (xt - mean) + 2.0 * np.eye(24),
                                (xt - mean).T @ (signed[rows] - ybar))
        assert np.allclose(weights[:, i], exact, rtol=1e-3, atol=1e-5)
        assert bias[i] == pytest.approx(ybar - mean @ exact, abs=1e-4)
        assert np.array_equal(x @ weights[:, i] + bias[i] > 0, x @ exact + ybar - mean @ exact > 0)


def sklearn_loop(classifier):
    """One scikit-learn model per ensemble member on its own training set (the reference)."""
    from sklearn.linear_model import LogisticRegression, Ridge

    def fit(x, y, mask, settings, moments=None):
        weights = np.zeros((x.shape[1], mask.shape[1]), np.float32)
        bias = np.zeros(mask.shape[1], np.float32)
        for i in range(mask.shape[1]):
            rows = mask[:, i] > 0
            if classifier == "logistic":
                model = LogisticRegression(C=1 / settings.alpha, solver="newton-cholesky",
                                           tol=1e-8).fit(x[rows], y[rows])
                weights[:, i], bias[i] = model.coef_[0], model.intercept_[0]
            else:
                model = Ridge(alpha=settings.alpha).fit(x[rows], np.where(y[rows] == 1, 1, -1))
                weights[:, i], bias[i] = model.coef_, model.intercept_
        return weights, bias, 0
    return fit


def test_logistic_solver_matches_scikit_learn_models():
    x, y, _ = planted(size=1500, dims=12)
    settings = AfliteSettings(n=6, m=300, alpha=0.5, tol=1e-7)
    mask = training_masks(len(y), settings, np.random.default_rng(2))
    weights, bias, _ = fit_logistic_ensemble(x, y, mask, settings)
    reference, reference_bias, _ = sklearn_loop("logistic")(x, y, mask, settings)
    assert np.allclose(weights, reference, atol=1e-4)
    assert np.allclose(bias, reference_bias, atol=1e-4)


@pytest.mark.parametrize("classifier", ["logistic", "ridge"])
def test_same_kept_sets_as_the_scikit_learn_loop(classifier):
    """A tiny embedding matrix: the batched ensemble and the loop of scikit-learn models on
    the same partitions keep the same items."""
    x, y, _ = planted(size=1200, dims=10, share=0.3, seed=5)
    settings = AfliteSettings(n=16, m=300, k=60, tau=0.75, seed=1, classifier=classifier,
                              tol=1e-7)
    ours = aflite(x, y, settings)
    theirs = aflite(x, y, settings, fit=sklearn_loop(classifier))
    assert len(ours.phases) >= 2
    assert np.array_equal(ours.kept, theirs.kept)
    assert np.array_equal(ours.removed_in_phase, theirs.removed_in_phase)


def test_logistic_is_the_default_and_differs_from_ridge():
    assert AfliteSettings().classifier == "logistic"
    x, y, _ = planted(size=2000, dims=16)
    settings = AfliteSettings(n=16, m=300, k=100, seed=0)
    logistic = aflite(x, y, settings)
    ridge = aflite(x, y, AfliteSettings(n=16, m=300, k=100, seed=0, classifier="ridge"))
    assert len(logistic.removed) > 0 and len(ridge.removed) > 0
    assert not np.array_equal(logistic.kept, ridge.kept)


def test_at_most_m_instances_are_returned_unchanged():
    """Algorithm 1's loop runs while more than m instances remain: with N <= m it never
    starts and the data comes back whole."""
    x, y, _ = planted(size=300)
    result = aflite(x, y)
    assert np.array_equal(result.kept, np.arange(300)) and len(result.removed) == 0
    assert result.phases == [] and result.stop_reason == "at most m=10000 instances remain"


def test_bad_settings_and_inputs():
    x, y, _ = planted(size=300)
    with pytest.raises(WscError, match="classifier='svm'"):
        aflite(x, y, AfliteSettings(m=100, classifier="svm"))
    with pytest.raises(WscError, match=r"tau=1.5"):
        aflite(x, y, AfliteSettings(m=100, tau=1.5))
    with pytest.raises(WscError, match="do not align"):
        aflite(x, y[:-1], AfliteSettings(m=100))


def separated(size, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, size)
    x = rng.standard_normal((size, 4))
    x[:, 0] = x[:, 0] + 3 * y          # the label moves the first principal component
    return x, y


def test_kl_does_not_grow_with_the_sample_size():
    """Add-0.5 counts gave 1.45, 3.94, 7.13 at n = 200, 2,000, 40,000 for the same
    separation; mixing in a fixed share of the uniform distribution does not grow with n."""
    values = {n: label_kl(*separated(n)) for n in (2_000, 10_000, 40_000)}
    assert values[40_000] == pytest.approx(values[2_000], rel=0.1)
    assert values[10_000] == pytest.approx(values[40_000], rel=0.1)


def test_before_and_after_share_axis_bins_and_size():
    x, y = separated(6_000, seed=2)
    rng = np.random.default_rng(0)
    kept = np.sort(rng.choice(len(y), 1_500, replace=False))   # a filter that removes at random
    check = compare_kl(x, y, kept, draws=10)
    # A random filter changes nothing but the size: after is close to before at its size.
    assert check.after == pytest.approx(check.before_at_after_size, rel=0.15)
    assert check.before_at_after_size >= check.before
    mask = np.zeros(len(y), bool)
    mask[kept] = True
    assert compare_kl(x, y, mask, draws=10) == check
    # A filter that removes the separated items lowers KL below the size-matched value.
    centre = np.abs(x[:, 0] - x[:, 0].mean()) < 0.7
    debiased = compare_kl(x, y, np.flatnonzero(centre), draws=10)
    assert debiased.after < 0.5 * debiased.before_at_after_size


def test_label_kl():
    rng = np.random.default_rng(0)
    x = rng.standard_normal((4000, 5))
    y = rng.integers(0, 2, 4000)
    assert label_kl(x, y) < 0.05
    x[:, 0] += 4 * y
    assert label_kl(x, y) > 2.0


def test_lexical_features_are_stable_and_slot_the_candidates(corpora):
    items = load_paths([corpora / "winogrande" / "train_xs.jsonl"]).items
    assert slotted_words(items[0])[:4] == ["candslota", "volunteered", "to", "eat"] or \
        "pronounslot" in slotted_words(items[0])
    first, again = lexical_features(items, 256), lexical_features(items, 256)
    assert first.shape == (160, 256) and np.array_equal(first, again)
    assert np.allclose(np.linalg.norm(first, axis=1), 1.0)


def run(capsys, *args) -> tuple[int, str, str]:
    capsys.readouterr()
    with pytest.raises(SystemExit) as exit_info:
        main([str(a) for a in args])
    out = capsys.readouterr()
    return exit_info.value.code, out.out, out.err


def test_cli_on_dpr(corpora, tmp_path, capsys):
    report, kept, plot = tmp_path / "r.json", tmp_path / "kept.jsonl", tmp_path / "h.png"
    code, _, err = run(capsys, "filter", "aflite", corpora / "dpr", "-n", 16, "-m", 600,
                       "-k", 50, "--dims", 256, "-o", report, "--kept", kept, "--plot", plot)
    assert code == 0, err
    data = json.loads(report.read_text())
    assert data["counts"]["labelled"] == 1886
    assert data["counts"]["kept"] + data["counts"]["removed"] == 1886
    assert len(data["kept"]) == data["counts"]["kept"] == len(load_paths([kept]))
    assert {r["phase"] for r in data["removed"]} <= {p["index"] for p in data["phases"]}
    assert data["kl"]["before"] >= 0 and data["signature"]["string"].startswith("wsc|corpus:")
    assert "features:lexical-v1-256" in data["signature"]["string"]
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "aflite: kept" in err and "phase 1:" in err


def test_cli_embeddings_rows_and_errors(corpora, tmp_path, capsys):
    source = corpora / "dpr" / "test.c.txt"
    items = load_paths([source]).items
    x, _, _ = planted(size=len(items), dims=16)
    npy, ids = tmp_path / "emb.npy", tmp_path / "ids.txt"
    np.save(npy, x)
    ids.write_text("\n".join(i.id for i in reversed(items)) + "\n")
    args = ["filter", "aflite", source, "-n", 8, "-m", 200, "-k", 20, "--quiet"]
    code, out, err = run(capsys, *args, "--embeddings", npy, "--embedding-ids", ids)
    assert code == 0, err
    assert json.loads(out)["settings"]["features"].startswith("npy:emb.npy:")
    np.save(npy, x[:-1])
    code, _, err = run(capsys, *args, "--embeddings", npy)
    assert code == 2 and err.count("\n") == 1
    assert "emb.npy: [E005] 563 rows for 564 items" in err
    ids.write_text("dpr-test-0000\n")
    code, _, err = run(capsys, *args, "--embeddings", npy, "--embedding-ids", ids)
    assert code == 2 and "ids.txt: [E005] 1 ids for 563 rows" in err
    npy.write_bytes(b"not an array")
    code, _, err = run(capsys, *args, "--embeddings", npy)
    assert code == 2 and "emb.npy: [E001] cannot read as a .npy matrix" in err
