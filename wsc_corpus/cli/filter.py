"""``wsc filter pmi`` and ``wsc filter aflite``: bias filters over a collection (docs/bias.md)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import click

from wsc_corpus.analysis import aflite as af
from wsc_corpus.analysis.bias import FilterReport, aflite_report, pmi_report
from wsc_corpus.analysis.pmi_filter import PAPER_SMOOTHING
from wsc_corpus.cli.options import Finite, input_options, input_paths, load_inputs, output_option
from wsc_corpus.formats import jsonl
from wsc_corpus.output import atomic_open


@click.group("filter")
def filter_group() -> None:
    """Remove biased items: the PMI baseline or AFLITE (WinoGrande, section 3).

    Both use the items with two candidates and an answer (label: which candidate) and write a
    JSON report: kept and removed ids, statistics, and the KL divergence between the labels'
    distributions along the features' first principal component, before and after.
    """


def feature_options(func: Callable) -> Callable:
    func = click.option("--dims", type=click.IntRange(1, 1 << 22), default=1024, show_default=True,
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


def _finish(report: FilterReport, paths: tuple[Path, ...], output: str,
            kept_out: Path | None, plot: Path | None) -> None:
    """Write the report, the kept items and the plot, and print the summary."""
    inputs = input_paths(paths)
    if plot is not None:
        with atomic_open(plot, inputs=inputs, mode="wb") as handle:
            af.plot_label_histograms(report.panels, handle)
    if kept_out is not None:
        with atomic_open(kept_out, inputs=inputs) as handle:
            jsonl.write(report.kept, handle)
    with atomic_open(output, inputs=inputs) as handle:
        handle.write(json.dumps(report.data, indent=1, ensure_ascii=False) + "\n")
    click.echo(report.summary, err=True)


@filter_group.command("pmi")
@input_options
@report_options
@feature_options
@click.option("--keep-fraction", type=Finite(0, 1, min_open=True),
              help="Share of twin pairs kept, smallest difference first  [default: 0.5 "
                   "unless --max-f].")
@click.option("--max-f", "--max-abs-f", "max_f", type=Finite(),
              help="Keep the twin pairs whose difference (|f|, or f with --difference "
                   "signed) is at most this.")
@click.option("--difference", type=click.Choice(["absolute", "signed"]), default="absolute",
              show_default=True,
              help="Rank twin pairs by |f| or by f (the paper's footnote 7 variants).")
@click.option("--smoothing", type=Finite(min=0, min_open=True),
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
    report = pmi_report(load_inputs(paths, fmt, lang), keep_fraction, max_f, smoothing,
                        difference, others, embeddings, embedding_ids, dims)
    _finish(report, paths, output, kept_out, plot)


@filter_group.command("aflite")
@input_options
@report_options
@feature_options
@click.option("-n", "--ensemble", "n", type=click.IntRange(1, 10_000), default=64,
              show_default=True, help="Ensemble size n (classifiers per phase).")
@click.option("-m", "--train-size", "m", type=click.IntRange(2, 10**8), default=10_000,
              show_default=True, help="Training-set size m of each classifier.")
@click.option("-k", "--cutoff", "k", type=click.IntRange(1, 10**8), default=500,
              show_default=True, help="Cutoff k: most items removed per phase.")
@click.option("--tau", type=Finite(0, 1), default=0.75, show_default=True,
              help="Filtering threshold on the share of correct held-out predictions.")
@click.option("--seed", type=click.IntRange(0, 2**32 - 1), default=0, show_default=True,
              help="Random seed.")
@click.option("--classifier", type=click.Choice(["logistic", "ridge"]), default="logistic",
              show_default=True,
              help="The linear classifiers: logistic regressions (the paper's) or ridge "
                   "(least-squares) classifiers.")
@click.option("--alpha", type=Finite(min=0, min_open=True), default=1.0,
              show_default=True,
              help="L2 penalty of the linear classifiers (logistic: 1/C of scikit-learn).")
@click.option("--quiet", is_flag=True, help="No per-phase progress on stderr.")
def aflite_command(paths, fmt, lang, output, kept_out, plot, embeddings, embedding_ids, dims,
                   n, m, k, tau, seed, classifier, alpha, quiet) -> None:
    """AFLITE (Algorithm 1): remove items an ensemble of linear classifiers on the features
    predicts too well."""
    def progress(phase: af.Phase) -> None:
        if not quiet:
            click.echo(f"phase {phase.index}: {phase.size} items, {phase.above_tau} >= tau, "
                       f"removed {phase.removed} ({phase.seconds:.1f} s)", err=True)

    settings = af.AfliteSettings(n=n, m=m, k=k, tau=tau, seed=seed, classifier=classifier,
                                 alpha=alpha)
    report = aflite_report(load_inputs(paths, fmt, lang), settings, embeddings, embedding_ids,
                           dims, progress)
    _finish(report, paths, output, kept_out, plot)
