"""AFLITE: the algorithm on planted bias, its determinism, the batched solver, the CLI."""

from __future__ import annotations

import json

import numpy as np
import pytest

from wsc_corpus.analysis.aflite import (
    AfliteSettings,
    aflite,
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


def test_bad_settings_and_inputs():
    x, y, _ = planted(size=300)
    with pytest.raises(WscError, match=r"300 labelled instances; AFLITE needs more than m=10000"):
        aflite(x, y)
    with pytest.raises(WscError, match=r"tau=1.5"):
        aflite(x, y, AfliteSettings(m=100, tau=1.5))
    with pytest.raises(WscError, match="do not align"):
        aflite(x, y[:-1], AfliteSettings(m=100))


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
