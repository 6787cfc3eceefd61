"""``wsc googleproof`` and ``wsc score``: the papers' analyses."""

from __future__ import annotations

import json
from pathlib import Path

import click

from wsc_corpus.analysis import metrics
from wsc_corpus.cli.options import input_options, input_paths, load_inputs, output_option
from wsc_corpus.errors import WscError
from wsc_corpus.output import atomic_open
from wsc_corpus.signature import Signature


def _fmt(value: float | None, digits: int = 2) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


# --- googleproof ------------------------------------------------------------------------------

@click.command("googleproof")
@input_options
@output_option
@click.option("--corpus", "reference", multiple=True, required=True, metavar="FILE",
              type=click.Path(path_type=Path),
              help="Reference corpus: plain text (.txt/.gz/.bz2/.xz, one sentence or document "
                   "per line), vertical WaC (<s>, token TAB POS TAB lemma), or a directory of "
                   "them. Repeatable.")
@click.option("--corpus-format", "ref_format", type=click.Choice(["auto", "plain", "vertical"]),
              default="auto", show_default=True, help="Format of the reference corpus files.")
@click.option("--thresholds", default="0:4:0.5", show_default=True, metavar="SPEC",
              help="Minimal MI differences: START:STOP:STEP or a comma-separated list.")
@click.option("--window", type=int, default=None, metavar="N",
              help="Count co-occurrence within N tokens instead of within a sentence.")
@click.option("--jobs", type=click.IntRange(min=1), default=1, show_default=True,
              help="Processes counting in parallel (files and 16 MiB ranges of "
                   "uncompressed files are shared out).")
@click.option("--no-cache", is_flag=True, help="Count again instead of reading cached counts "
              "($WSC_CACHE, else $XDG_CACHE_HOME/wsc-corpus or ~/.cache/wsc-corpus).")
@click.option("--format", "fmt_out", type=click.Choice(["text", "json"]), default="text",
              show_default=True, help="The table as text, or everything as JSON.")
@click.option("--plot", type=click.Path(path_type=Path), metavar="OUT.png|OUT.svg",
              help="Draw accuracy, coverage and success against the threshold (the paper's "
                   "Figure 1).")
def googleproof_command(paths: tuple[Path, ...], fmt: str | None, lang: str | None,
                        output: str, reference: tuple[Path, ...], ref_format: str,
                        thresholds: str, window: int | None, jobs: int, no_cache: bool,
                        fmt_out: str, plot: Path | None) -> None:
    """Google-proofness by mutual information (Amsili & Seminck 2017).

    MI between the lemma of each candidate's head and the item's special word, from counts
    in a reference corpus; the method answers with the higher-MI candidate when the
    difference reaches the threshold. Prints the paper's Table 1 per threshold: items
    answered, accuracy, coverage and success (random on unanswered items).
    """
    from wsc_corpus.analysis import googleproof as gp

    corpus = load_inputs(paths, fmt, lang)
    report = gp.googleproof(corpus, reference, gp.parse_thresholds(thresholds), window,
                            ref_format, jobs, use_cache=not no_cache)
    inputs = input_paths(paths) + list(reference)
    if plot is not None:
        from wsc_corpus.output import check_not_input

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
    for reason in EXCLUDED:
        if excluded.get(reason):
            lines.append(f"  set aside: {excluded[reason]:4d}  {reason} ({REASONS[reason]})")
    lines.append("")
    lines.append(f"{'Threshold':<10}{'# Items':>8}{'Accuracy':>10}{'Coverage':>10}"
                 f"{'Success':>9}")
    for row in report.rows:
        name = "None" if row.threshold == 0 else f"Δ {row.threshold:g}"
        lines.append(f"{name:<10}{row.answered:>8}{_fmt(row.accuracy):>10}"
                     f"{_fmt(row.coverage):>10}{_fmt(row.success):>9}")
    lines.append("")
    lines.append(f"signature: {report.signature}")
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
              help="Sentences per forward pass.")
@click.option("--format", "fmt_out", type=click.Choice(["text", "json"]), default="text",
              show_default=True, help="The metrics as text or JSON.")
@click.option("--manual-fixes", "manual_fixes", is_flag=False, flag_value="collection",
              default=None, metavar="[FILE]",
              help="Score curated sentences where a fix exists, as wsc substitute "
                   "--manual-fixes (de Melo et al.'s Table 3); without FILE, the Portuguese "
                   "collection's own fixes.")
@click.option("-o", "--output", "items_out", metavar="FILE.jsonl",
              help="Write per-item log-probabilities and choices as JSONL ('-': standard "
                   "output, the metrics then go to standard error).")
def score_command(paths: tuple[Path, ...], fmt: str | None, lang: str | None,
                  model_dir: Path, gguf: str | None, scoring: str, batch_size: int,
                  fmt_out: str, manual_fixes: str | None, items_out: str | None) -> None:
    """Score each item's substituted sentences with a causal language model.

    Replaces the pronoun by each candidate (``wsc substitute``), scores the sentences (full)
    or the continuation after the candidate (partial), answers with the best-scored
    candidate, and reports de Melo et al.'s metrics: accuracy on all items, the associative
    and non-associative subsets, switched and unswitched sentences, consistency, and
    precision/recall/F1 where items are unanswered (ties).
    """
    from wsc_corpus.analysis import lm
    from wsc_corpus.analysis.score import score_corpus
    from wsc_corpus.substitute import collection_fixes, load_manual_fixes

    corpus = load_inputs(paths, fmt, lang)
    fixes = None
    if manual_fixes == "collection":
        fixes = collection_fixes(corpus.items)
        if fixes is None:
            raise WscError("--manual-fixes without a FILE needs the Portuguese collection as "
                           "input; name a fixes FILE instead", code="E010")
    elif manual_fixes is not None:
        fixes = load_manual_fixes(manual_fixes)
    model = lm.load_model(model_dir, gguf)
    scorings = list(lm.SCORINGS) if scoring == "both" else [scoring]
    report = score_corpus(corpus, model, scorings, batch_size, fixes)
    scored, signature, results = report.scored, report.signature, report.predictions
    by_id = corpus.by_id()
    inputs = input_paths(paths) + [model_dir]
    if items_out is not None:
        with atomic_open(items_out, inputs=inputs) as handle:
            for entry in scored:
                handle.write(json.dumps(_item_record(entry, by_id, scorings),
                                        ensure_ascii=False) + "\n")
    if fmt_out == "json":
        text = json.dumps({"signature": signature.as_dict(), "metrics": report.metrics()},
                          ensure_ascii=False, indent=1)
    else:
        text = score_text(results, signature).rstrip("\n")
    click.echo(text, err=items_out == "-")


def _item_record(entry, by_id, scorings) -> dict:
    from wsc_corpus.analysis.lm import choice

    item = by_id[entry.id]
    record: dict = {"id": entry.id, "source_id": entry.source_id, "answer": entry.answer,
                    "associative": item.tag("associative"),
                    "switchable": item.tag("switchable")}
    for name in scorings:
        scores = entry.original.get(name)
        record[name] = {"logprobs": scores, "choice": choice(scores)}
    if entry.switched is not None:
        record["switched"] = {"answer": entry.switched_answer}
        for name in scorings:
            scores = entry.switched.get(name)
            record["switched"][name] = {"logprobs": scores, "choice": choice(scores)}
    return record


def score_text(results: dict, signature: Signature) -> str:
    names = list(results)
    header = f"{'subset':<17}{'n':>5}" + "".join(f"{name:>10}" for name in names)
    lines = ["LM scoring (Trinh & Le 2018; metrics of de Melo et al. 2019)", header]
    tables = {name: metrics.subsets(preds) for name, preds in results.items()}
    for subset in metrics.SUBSETS:
        n = tables[names[0]][subset].total
        lines.append(f"{subset:<17}{n:>5}" + "".join(
            f"{_pct(tables[name][subset].accuracy):>10}" for name in names))
    cons = {name: metrics.consistency(preds) for name, preds in results.items()}
    lines.append(f"{'consistency':<17}{cons[names[0]].total:>5}" + "".join(
        f"{_pct(cons[name].accuracy):>10}" for name in names))
    for name in names:
        overall = tables[name]["all"]
        if overall.answered < overall.total:
            lines.append(f"{name}: {overall.total - overall.answered} item(s) unanswered (tied "
                         f"scores): precision {_pct(overall.precision)}, recall "
                         f"{_pct(overall.recall)}, F1 {_pct(overall.f1)}")
    lines.append(f"signature: {signature}")
    return "\n".join(lines) + "\n"


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.2f}%"
