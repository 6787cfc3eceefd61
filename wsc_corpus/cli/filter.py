"""``wsc filter pmi`` and ``wsc filter aflite``: bias filters over a collection (docs/bias.md)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path

import click
import numpy as np

from wsc_corpus.analysis import aflite as af
from wsc_corpus.analysis.features import LEXICAL, labelled, lexical_features, load_embeddings
from wsc_corpus.analysis.pmi_filter import PAPER_SMOOTHING, pmi_filter
from wsc_corpus.cli.options import input_options, input_paths, load_inputs, output_option
from wsc_corpus.errors import WscError
from wsc_corpus.formats import jsonl
from wsc_corpus.models import Corpus, Item
from wsc_corpus.output import atomic_open
from wsc_corpus.signature import Signature


@click.group("filter")
def filter_group() -> None:
    """Remove biased items: the PMI baseline or AFLITE (WinoGrande, section 3).

    Both use the items with two candidates and an answer (label: which candidate) and write a
    JSON report: kept and removed ids, statistics, and the KL divergence between the labels'
    distributions along the features' first principal component, before and after.
    """


def feature_options(func: Callable) -> Callable:
    func = click.option("--dims", type=click.IntRange(min=1), default=1024, show_default=True,
                        help="Width of the hashed lexical features (without --embeddings).")(func)
    func = click.option("--embedding-ids", type=click.Path(exists=True, dir_okay=False,
                                                           path_type=Path),
                        help="One item id per line naming the rows of --embeddings "
                             "(default: rows follow the loaded items in order).")(func)
    return click.option("--embeddings", type=click.Path(exists=True, dir_okay=False,
                                                        path_type=Path),
                        help="Precomputed item embeddings (.npy, one row per item); default: "
                             "the lexical featurizer.")(func)


def report_options(func: Callable) -> Callable:
    func = click.option("--plot", type=click.Path(dir_okay=False, path_type=Path),
                        help="Write histograms of the first principal component by label, "
                             "before and after (PNG; needs matplotlib).")(func)
    func = click.option("--kept", "kept_out", type=click.Path(dir_okay=False, path_type=Path),
                        help="Also write the kept items as canonical JSONL.")(func)
    return output_option(func)


def _features(corpus: Corpus, items: list[Item], embeddings: Path | None,
              ids: Path | None, dims: int) -> tuple[np.ndarray, dict[str, str]]:
    if embeddings is None:
        return lexical_features(items, dims), {"features": f"{LEXICAL}-{dims}"}
    if ids is None:
        rows = {id(item): n for n, item in enumerate(corpus.items)}
        matrix = load_embeddings(embeddings, corpus.items)[[rows[id(i)] for i in items]]
    else:
        matrix = load_embeddings(embeddings, items, ids)
    if not np.isfinite(matrix).all():
        raise WscError("embeddings contain NaN or infinite values", code="E005")
    digest = hashlib.sha256(embeddings.read_bytes()).hexdigest()[:12]
    return matrix, {"features": f"npy:{embeddings.name}:{digest}"}


def _finish(report: dict, corpus: Corpus, kept: list[Item], paths: tuple[Path, ...],
            output: str, kept_out: Path | None, plot: Path | None,
            panels: list[tuple[str, np.ndarray, np.ndarray]], summary: str) -> None:
    inputs = input_paths(paths)
    if plot is not None:
        with atomic_open(plot, inputs=inputs, mode="wb") as handle:
            af.plot_label_histograms(panels, handle)
    if kept_out is not None:
        with atomic_open(kept_out, inputs=inputs) as handle:
            jsonl.write(kept, handle)
    with atomic_open(output, inputs=inputs) as handle:
        handle.write(json.dumps(report, indent=1, ensure_ascii=False) + "\n")
    click.echo(summary, err=True)


def _kl(x: np.ndarray, y: np.ndarray, kept: np.ndarray, seed: int = 0) -> dict:
    """The KL check before and after (docs/bias.md), None where a set lacks a label."""
    after = y[kept]
    if len(set(y.tolist())) < 2 or len(set(after.tolist())) < 2:
        return {"before": None, "after": None, "before_at_after_size": None}
    return af.compare_kl(x, y, kept, seed=seed).as_dict()


@filter_group.command("pmi")
@input_options
@report_options
@feature_options
@click.option("--keep-fraction", type=click.FloatRange(0, 1, min_open=True),
              help="Share of twin pairs kept, smallest difference first  [default: 0.5 "
                   "unless --max-f].")
@click.option("--max-f", "--max-abs-f", "max_f", type=float,
              help="Keep the twin pairs whose difference (|f|, or f with --difference "
                   "signed) is at most this.")
@click.option("--difference", type=click.Choice(["absolute", "signed"]), default="absolute",
              show_default=True,
              help="Rank twin pairs by |f| or by f (the paper's footnote 7 variants).")
@click.option("--smoothing", type=click.FloatRange(min=0, min_open=True),
              default=PAPER_SMOOTHING, show_default=True,
              help="Add-s smoothing of the word counts (100: Gururangan et al. 2018).")
@click.option("--others", type=click.Choice(["keep", "drop"]), default="keep",
              show_default=True,
              help="What --kept does with items in no labelled twin pair (they get no f).")
def pmi_command(paths, fmt, lang, output, kept_out, plot, embeddings, embedding_ids, dims,
                keep_fraction, max_f, difference, smoothing, others) -> None:
    """PMI filtering: keep the twin pairs with a small difference f(t1, t2) of summed
    word-label PMI."""
    if keep_fraction is not None and max_f is not None:
        raise click.UsageError("give --keep-fraction or --max-f, not both")
    if keep_fraction is None and max_f is None:
        keep_fraction = 0.5
    corpus = load_inputs(paths, fmt, lang)
    result = pmi_filter(corpus, keep_fraction=keep_fraction, max_f=max_f,
                        smoothing=smoothing, difference=difference)
    kept_ids = set(result.kept_ids) | (set(result.others) if others == "keep" else set())
    items = labelled(corpus.items)
    x, resources = _features(corpus, items, embeddings, embedding_ids, dims)
    y = np.array([i.answer for i in items])
    after = np.array([i.id in kept_ids for i in items])
    settings = {"filter": "pmi", "smoothing": smoothing, "difference": difference,
                "others": others, "keep_fraction": keep_fraction, "max_f": max_f}
    kl = _kl(x, y, after)
    report = {
        "filter": "pmi",
        "signature": Signature.for_corpus(corpus, resources=resources,
                                          settings=settings).as_dict(),
        "settings": settings,
        "counts": {"items": len(corpus), "twin_pairs": len(result.twins),
                   "kept_pairs": sum(t.kept for t in result.twins),
                   "not_in_pairs": len(result.others), "kept_items": len(kept_ids)},
        "threshold": result.threshold,
        "kl": kl,
        "top_words": {k: [[w, round(v, 4)] for w, v in ws]
                      for k, ws in result.top_words().items()},
        "twins": [{"schema_id": t.schema_id, "t1": t.first, "t2": t.second,
                   "f": round(t.f, 6), "kept": t.kept} for t in result.twins],
        "kept": [i.id for i in corpus.items if i.id in kept_ids],
        "removed": result.removed_ids,
        "not_in_pairs": result.others,
    }
    _finish(report, corpus, [i for i in corpus.items if i.id in kept_ids], paths, output,
            kept_out, plot, [("all", x, y), ("PMI-filtered", x[after], y[after])],
            f"pmi: kept {report['counts']['kept_pairs']} of {len(result.twins)} twin pairs "
            f"({'|f|' if difference == 'absolute' else 'f'} <= {result.threshold:.3f}); "
            f"{_kl_summary(kl)}")


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.2f}"


def _kl_summary(kl: dict) -> str:
    return (f"KL {_fmt(kl['before'])} -> {_fmt(kl['after'])} "
            f"(before at the after set's size: {_fmt(kl['before_at_after_size'])})")


@filter_group.command("aflite")
@input_options
@report_options
@feature_options
@click.option("-n", "--ensemble", "n", type=click.IntRange(min=1), default=64,
              show_default=True, help="Ensemble size n (classifiers per phase).")
@click.option("-m", "--train-size", "m", type=click.IntRange(min=2), default=10_000,
              show_default=True, help="Training-set size m of each classifier.")
@click.option("-k", "--cutoff", "k", type=click.IntRange(min=1), default=500,
              show_default=True, help="Cutoff k: most items removed per phase.")
@click.option("--tau", type=click.FloatRange(0, 1), default=0.75, show_default=True,
              help="Filtering threshold on the share of correct held-out predictions.")
@click.option("--seed", type=int, default=0, show_default=True, help="Random seed.")
@click.option("--classifier", type=click.Choice(["logistic", "ridge"]), default="logistic",
              show_default=True,
              help="The linear classifiers: logistic regressions (the paper's) or ridge "
                   "(least-squares) classifiers.")
@click.option("--alpha", type=click.FloatRange(min=0, min_open=True), default=1.0,
              show_default=True,
              help="L2 penalty of the linear classifiers (logistic: 1/C of scikit-learn).")
@click.option("--quiet", is_flag=True, help="No per-phase progress on stderr.")
def aflite_command(paths, fmt, lang, output, kept_out, plot, embeddings, embedding_ids, dims,
                   n, m, k, tau, seed, classifier, alpha, quiet) -> None:
    """AFLITE (Algorithm 1): remove items an ensemble of linear classifiers on the features
    predicts too well."""
    corpus = load_inputs(paths, fmt, lang)
    items = labelled(corpus.items)
    x, resources = _features(corpus, items, embeddings, embedding_ids, dims)
    y = np.array([i.answer for i in items])
    settings = af.AfliteSettings(n=n, m=m, k=k, tau=tau, seed=seed, classifier=classifier,
                                 alpha=alpha)

    def progress(phase: af.Phase) -> None:
        if not quiet:
            click.echo(f"phase {phase.index}: {phase.size} items, {phase.above_tau} >= tau, "
                       f"removed {phase.removed} ({phase.seconds:.1f} s)", err=True)

    result = af.aflite(x, y, settings, progress=progress)
    labelled_ids = {i.id for i in items}
    kept = [items[i] for i in result.kept]
    kl = _kl(x, y, result.kept, seed)
    report = {
        "filter": "aflite",
        "signature": Signature.for_corpus(corpus, resources=resources,
                                          settings={"filter": "aflite", "n": n, "m": m, "k": k,
                                                    "tau": tau, "seed": seed,
                                                    "classifier": classifier,
                                                    "alpha": alpha}).as_dict(),
        "settings": {"n": n, "m": m, "k": k, "tau": tau, "seed": seed, "alpha": alpha,
                     "classifier": classifier, "features": resources["features"]},
        "counts": {"items": len(corpus), "labelled": len(items), "kept": len(result.kept),
                   "removed": len(result.removed),
                   "not_labelled": len(corpus) - len(items)},
        "stop_reason": result.stop_reason,
        "kl": kl,
        "phases": result.as_dict()["phases"],
        "kept": [i.id for i in kept],
        "removed": [{"id": items[i].id, "phase": int(p)}
                    for i, p in zip(result.removed, result.removed_in_phase, strict=True)],
        "not_labelled": [i.id for i in corpus.items if i.id not in labelled_ids],
    }
    _finish(report, corpus, kept, paths, output, kept_out, plot,
            [("all", x, y), ("AFLITE kept", x[result.kept], y[result.kept])],
            f"aflite: kept {len(kept)} of {len(items)} labelled items in "
            f"{len(result.phases)} phases ({result.stop_reason}); "
            f"{_kl_summary(kl)}")
