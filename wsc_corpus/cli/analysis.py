"""``wsc googleproof`` and ``wsc score``: the papers' analyses."""

from __future__ import annotations

import json
from pathlib import Path

import click

from wsc_corpus.analysis import metrics
from wsc_corpus.cli.options import (
    input_options,
    input_paths,
    load_inputs,
    manual_fixes_option,
    output_option,
    resolve_fixes,
    table_text,
)
from wsc_corpus.output import atomic_open, check_not_input


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def _format_option(text: str):
    """``--format``: text, json, or a table for a spreadsheet (tsv, csv)."""
    return click.option("--format", "fmt_out", type=click.Choice(["text", "json", "tsv", "csv"]),
                        default="text", show_default=True, help=text)


# --- googleproof ------------------------------------------------------------------------------

@click.command("googleproof")
@input_options
@output_option
@click.option("--corpus", "reference", multiple=True, required=True, metavar="FILE",
              help="Reference corpus: plain text (.txt/.gz/.bz2/.xz, one sentence or document "
                   "per line), vertical WaC (<s>, token TAB POS TAB lemma), or a directory or "
                   "glob of them, local or a URL (s3://, hdfs://: needs fsspec). Repeatable.")
@click.option("--corpus-format", "ref_format", type=click.Choice(["auto", "plain", "vertical"]),
              default="auto", show_default=True, help="Format of the reference corpus files.")
@click.option("--thresholds", default="0:4:0.5", show_default=True, metavar="SPEC",
              help="Minimal MI differences: START:STOP:STEP or a comma-separated list.")
@click.option("--window", type=int, default=None, metavar="N",
              help="Count co-occurrence within N tokens instead of within a sentence.")
@click.option("--jobs", type=click.IntRange(min=1), default=1, show_default=True,
              help="Processes counting in parallel (files and 16 MiB ranges of "
                   "uncompressed files are shared out); with --engine dask and no "
                   "--scheduler, the workers of the local cluster.")
@click.option("--engine", type=click.Choice(["local", "dask"]), default="local",
              show_default=True, help="Count on this machine, or on a Dask cluster (needs "
              "wsc-corpus[dask]; same counts).")
@click.option("--scheduler", metavar="ADDRESS", help="Dask scheduler to count on "
              "(tcp://host:8786); default: a local cluster of --jobs workers.")
@click.option("--no-cache", is_flag=True, help="Count again instead of reading cached counts "
              "($WSC_CACHE, else $XDG_CACHE_HOME/wsc-corpus or ~/.cache/wsc-corpus).")
@_format_option("The table as text, everything as JSON, or the table for a spreadsheet "
                "(tsv, csv: one row per threshold, with the signature).")
@click.option("--plot", type=click.Path(path_type=Path), metavar="OUT.png|OUT.svg",
              help="Draw accuracy, coverage and success against the threshold (the paper's "
                   "Figure 1).")
def googleproof_command(paths: tuple[Path, ...], fmt: str | None, lang: str | None,
                        output: str, reference: tuple[str, ...], ref_format: str,
                        thresholds: str, window: int | None, jobs: int, engine: str,
                        scheduler: str | None, no_cache: bool, fmt_out: str,
                        plot: Path | None) -> None:
    """Google-proofness by mutual information (Amsili & Seminck 2017).

    MI between the lemma of each candidate's head and the item's special word, from counts
    in a reference corpus; the method answers with the higher-MI candidate when the
    difference reaches the threshold. Prints the paper's Table 1 per threshold: items
    answered, accuracy, coverage and success (random on unanswered items).
    """
    from wsc_corpus.analysis import googleproof as gp

    corpus = load_inputs(paths, fmt, lang)
    report = gp.googleproof(corpus, reference, gp.parse_thresholds(thresholds), window,
                            ref_format, jobs, use_cache=not no_cache, engine=engine,
                            scheduler=scheduler)
    inputs = input_paths(paths) + [Path(r) for r in reference if "://" not in r]
    if plot is not None:
        check_not_input(plot, inputs)
        gp.plot(report.rows, plot, title=str(report.signature))
    with atomic_open(output, inputs=inputs) as handle:
        if fmt_out == "json":
            json.dump({"signature": report.signature.as_dict(),
                       "reference": {"sentences": report.counts.counts.sentences,
                                     "tokens": report.counts.counts.tokens,
                                     "cached": report.counts.cached},
                       "excluded": report.excluded(),
                       "table": [row.as_json() for row in report.rows],
                       "items": [s.as_json() for s in report.scores]},
                      handle, ensure_ascii=False, indent=1)
            handle.write("\n")
        elif fmt_out in ("tsv", "csv"):
            rows = [[*row.as_json().values(), str(report.signature)] for row in report.rows]
            handle.write(table_text([*report.rows[0].as_json(), "signature"] if rows else [],
                                    rows, fmt_out))
        else:
            handle.write(googleproof_text(report))


def googleproof_text(report) -> str:
    from wsc_corpus.analysis.googleproof import EXCLUDED, REASONS

    counts = report.counts
    excluded = report.excluded()
    tried = report.rows[0].total if report.rows else 0
    lines = ["Google-proofness by mutual information (Amsili & Seminck 2017)",
             (f"reference corpus: {counts.counts.sentences} sentences, "
              f"{counts.counts.tokens} tokens (sha256:{counts.digest}, {counts.fmt}"
              f"{', cached counts' if counts.cached else ''})"),
             (f"items: {len(report.scores)}; tried: {tried}, of which "
              f"{excluded.get('zero-count', 0)} with a zero count")]
    lines += [f"  set aside: {excluded[reason]:4d}  {reason} ({REASONS[reason]})"
              for reason in EXCLUDED if excluded.get(reason)]
    lines += ["", f"{'Threshold':<10}{'# Items':>8}{'Accuracy':>10}{'Coverage':>10}{'Success':>9}"]
    for row in report.rows:
        name = "None" if row.threshold == 0 else f"Δ {row.threshold:g}"
        lines.append(f"{name:<10}{row.answered:>8}{_fmt(row.accuracy):>10}"
                     f"{_fmt(row.coverage):>10}{_fmt(row.success):>9}")
    lines += ["", f"signature: {report.signature}"]
    return "\n".join(lines) + "\n"


# --- score ------------------------------------------------------------------------------------

@click.command("score")
@input_options
@click.option("--model", "model_dir", required=True, type=click.Path(path_type=Path),
              metavar="DIR", help="Local directory of a causal LM (transformers "
                                  "save_pretrained layout); nothing is downloaded.")
@click.option("--gguf", metavar="FILE", help="Load this GGUF file (in DIR) instead of "
                                              "transformers weights.")
@click.option("--scoring", type=click.Choice(["full", "partial", "both"]), default="both",
              show_default=True, help="Full: log P(sentence); partial: log P(continuation | "
                                      "prefix + candidate).")
@click.option("--batch-size", type=click.IntRange(min=1), default=16, show_default=True,
              help="Token sequences per forward pass (sorted by length; the options of a "
                   "sentence share one pass over their common start).")
@click.option("--bos/--no-bos", default=None,
              help="Condition every text on the tokenizer's start token, or not. Default: as "
                   "the tokenizer does by itself, like lm_eval's HF model (its --model_args "
                   "add_bos_token=True is --bos). Full scoring always starts from the start "
                   "token (else the end token), as in lm_eval.")
@click.option("--device", metavar="DEVICE", help="torch device (cpu, cuda, cuda:1, mps); "
                                                 "default: cuda where available, else cpu.")
@click.option("--dtype", type=click.Choice(["float32", "bfloat16", "float16"]),
              default="float32", show_default=True, help="Weights' floating-point type.")
@click.option("--limit", type=click.IntRange(min=1), metavar="N",
              help="Score only the first N items (a quick look; the signature says so).")
@click.option("--threads", type=click.IntRange(min=1), metavar="N",
              help="torch's CPU threads (default: torch's, one per core; 1 is often fastest "
                   "on a busy machine).")
@click.option("--switched/--no-switched", default=True, show_default=True,
              help="Also score the switched sentences (de Melo et al.'s switched and "
                   "consistency rows), or only the sentences lm_eval scores.")
@_format_option("The metrics as text or JSON (the results JSON), or the rows for a "
                "spreadsheet (tsv, csv: accuracy and standard error per collection and "
                "language, with the signature).")
@click.option("--consistency-over", type=click.Choice(metrics.CONSISTENCY_OVER),
              default="switched", show_default=True,
              help="Consistency's denominator: switchable items with a switched sentence, or "
                   "every switchable item as de Melo et al.'s code (no switched sentence "
                   "counts as wrong).")
@manual_fixes_option
@click.option("-o", "--output", "items_out", metavar="FILE.jsonl",
              help="Write per-item log-probabilities and choices as JSONL, and the results "
                   "JSON (settings, signature, timings, rows) beside it as FILE.results.json "
                   "('-': the items on standard output, the metrics on standard error).")
def score_command(paths: tuple[Path, ...], fmt: str | None, lang: str | None,
                  model_dir: Path, gguf: str | None, scoring: str, batch_size: int,
                  bos: bool | None, device: str | None, dtype: str, limit: int | None,
                  threads: int | None, switched: bool, fmt_out: str, consistency_over: str,
                  manual_fixes: str | None, items_out: str | None) -> None:
    """Score each item's substituted sentences with a causal language model.

    Replaces the pronoun by each candidate (``wsc substitute``), scores the sentences (full)
    or the continuation after the candidate (partial), and answers with the best-scored
    candidate. Prints accuracy ± standard error (as lm_eval's acc) per collection and
    language and pooled, then de Melo et al.'s metrics: the associative and non-associative
    subsets, switched and unswitched sentences, consistency. Items that cannot be scored (no
    answer, a substitution no rule covers) and tied items are left out and counted.
    """
    from wsc_corpus.analysis import lm

    corpus = load_inputs(paths, fmt, lang)
    fixes = resolve_fixes(manual_fixes, corpus.items)  # de Melo et al.'s Table 3
    report = lm.score_corpus(corpus, model_dir, gguf=gguf, scoring=scoring,
                             batch_size=batch_size, bos=bos, device=device, dtype=dtype,
                             limit=limit, manual_fixes=fixes, consistency=consistency_over,
                             switched=switched, threads=threads)
    inputs = input_paths(paths) + [model_dir]
    results = json.dumps(report.results(), ensure_ascii=False, indent=1) + "\n"
    if items_out is not None:
        with atomic_open(items_out, inputs=inputs) as handle:
            for record in report.records():
                handle.write(json.dumps(record, ensure_ascii=False) + "\n")
        if items_out != "-":
            with atomic_open(str(results_path(items_out)), inputs=inputs) as handle:
                handle.write(results)
    if fmt_out in ("tsv", "csv"):
        click.echo(score_table(report, fmt_out), nl=False, err=items_out == "-")
        return
    text = results if fmt_out == "json" else score_text(report)
    click.echo(text.rstrip("\n"), err=items_out == "-")


def score_table(report, table_format: str) -> str:
    """The rows of ``score_text`` as TSV or CSV: accuracy and standard error per scoring."""
    names = report.scorings
    header = ["collection", "lang", "items", "scored"] + \
        [f"{name}_{key}" for name in names for key in ("acc", "acc_stderr")] + ["signature"]
    rows = [[row.collection, row.lang, row.items, row.items - row.excluded]
            + [value for name in names
               for value in (row.scores[name].accuracy, row.scores[name].stderr)]
            + [str(report.signature)] for row in report.rows()]
    return table_text(header, rows, table_format)


def results_path(items_out: str | Path) -> Path:
    """The results JSON beside the per-item file: ``scores.jsonl`` -> ``scores.results.json``."""
    path = Path(items_out)
    return path.with_name(path.name.removesuffix(".jsonl") + ".results.json")


def score_text(report) -> str:
    """The rows (accuracy ± stderr per collection and language, pooled), de Melo et al.'s
    subsets and consistency, what was left out, and the signature."""
    names = report.scorings
    rows = report.rows()
    width = max([10] + [len(r.collection) for r in rows])
    lines = ["LM scoring (Trinh & Le 2018; metrics of de Melo et al. 2019)",
             f"{'collection':<{width}}  {'lang':<4}{'items':>6}{'scored':>7}" +
             "".join(f"  {name:>16}" for name in names)]
    for row in rows:
        n = row.items - row.excluded
        lines.append(f"{row.collection:<{width}}  {row.lang:<4}{row.items:>6}{n:>7}" + "".join(
            f"  {_acc(row.scores[name]):>16}" for name in names))
    lines.append("accuracy ± standard error of the mean (lm_eval's acc and acc_stderr)")
    tables = report.metrics()
    lines += ["", f"{'subset':<17}{'n':>5}" + "".join(f"{name:>10}" for name in names)]
    shown = [(subset, "accuracy") for subset in metrics.SUBSETS[1:]] + [("consistency", "rate")]
    for subset, value in shown:
        lines.append(f"{subset:<17}{tables[names[0]][subset]['total']:>5}" + "".join(
            f"{_pct(tables[name][subset][value]):>10}" for name in names))
    excluded = report.excluded()
    if excluded:
        lines.append(f"left out: {len(excluded)} item(s) that cannot be scored")
        lines += [f"  {item}: {reason}" for item, reason in excluded.items()]
    for name in names:
        overall = tables[name]["all"]
        if overall["answered"] < overall["total"]:  # Emami et al.'s figures over the tied items
            lines.append(f"{name}: {overall['total'] - overall['answered']} item(s) left out "
                         f"with tied scores: precision {_pct(overall['precision'])}, recall "
                         f"{_pct(overall['recall'])}, F1 {_pct(overall['f1'])}")
    lines.append(f"signature: {report.signature}")
    return "\n".join(lines) + "\n"


def _acc(acc: metrics.Accuracy) -> str:
    if acc.accuracy is None:
        return "-"
    return f"{acc.accuracy:.4f} ± {acc.stderr:.4f}" if acc.stderr is not None else \
        f"{acc.accuracy:.4f}"


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.2f}%"
