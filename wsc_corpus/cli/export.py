"""``wsc export``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import click

from wsc_corpus.checks.engine import worker_modules
from wsc_corpus.cli.options import (
    input_options,
    input_paths,
    jobs_option,
    load_inputs,
    manual_fixes_option,
    output_option,
    resolve_fixes,
)
from wsc_corpus.export import MANIFEST, WRITERS, ExportReport, get_flavour
from wsc_corpus.export import export as export_corpus
from wsc_corpus.output import check_output
from wsc_corpus.parallel import workers
from wsc_corpus.substitute.report import WORKER_MODULES


@click.command()
@input_options
@click.option("--format", "flavour", type=click.Choice(list(WRITERS)), default="jsonl",
              show_default=True,
              help="jsonl: canonical, lossless; wsc-markup: one marked-up block per schema, "
                   "for editing; html: a self-contained corpus browser; "
                   "winogrande, superglue, xwinograd: those collections' own formats; "
                   "lm-eval: a directory of lm-evaluation-harness tasks, one per corpus and "
                   "language; hf: a directory of JSONL splits with a dataset card.")
@output_option(directories=True)
@click.option("--with-findings", is_flag=True,
              help="html: show `wsc validate`'s findings next to each item.")
@click.option("--view", type=click.Choice(["full", "hub"]), default="full", show_default=True,
              help="hf: every field (answer a ClassLabel), or the hub's winogrande/xwinograd "
                   "fields (sentence with _, option1, option2, answer).")
@manual_fixes_option
@jobs_option
def export(paths: tuple[Path, ...], fmt: str | None, lang: str | None, flavour: str,
           output: str, with_findings: bool, view: str, manual_fixes: str | None,
           jobs: int) -> None:
    """Write the corpus (the embedded one when no PATH is given) in another format.

    lm-eval and hf write a directory (-o DIR); the others one file, or standard output with
    -o -. Items a format cannot hold are left out and counted on standard error.
    """
    module = get_flavour(flavour)
    substitutes = getattr(module, "SUBSTITUTES", False)
    if with_findings and flavour != "html":
        raise click.UsageError("--with-findings applies to --format html only")
    if manual_fixes and not substitutes:
        raise click.UsageError("--manual-fixes applies to the formats built from substituted "
                               "sentences: lm-eval, winogrande")
    if view != "full" and flavour != "hf":
        raise click.UsageError("--view applies to --format hf only")
    check_output(output, directory=getattr(module, "DIRECTORY", False))
    # The formats built from findings or substituted sentences use the workers, started
    # first: their start-up (importing spaCy) overlaps the reading.
    if not (with_findings or substitutes):
        jobs = 1
    with workers(jobs, worker_modules() if with_findings else WORKER_MODULES) as pool:
        corpus = load_inputs(paths, fmt, lang)
        fixes = resolve_fixes(manual_fixes, corpus.items)
        options: dict = {"manual_fixes": fixes} if fixes else {}
        options |= {"with_findings": True} if with_findings else {}
        options |= {"view": view} if view != "full" else {}
        options |= {"jobs": pool} if jobs > 1 else {}
        report = export_corpus(corpus, flavour, output, input_paths(paths), **options)
    _summarize(report, flavour, output)


def _summarize(report: ExportReport, flavour: str, output: str) -> None:
    where = "standard output" if output == "-" else output
    click.echo(f"wrote {report.written} items as {flavour} to {where}", err=True)
    if report.skipped:
        # Group by the reasons' codes ('possessed-candidate: the candidate ...').
        reasons = Counter(" | ".join(part.split(":", 1)[0] for part in reason.split(" | "))
                          for reason in report.skipped.values())
        click.echo(f"left out {len(report.skipped)} items or candidates the format cannot "
                   "hold:", err=True)
        for reason, count in reasons.most_common():
            click.echo(f"  {count} x {reason}", err=True)
        if Path(output, MANIFEST).is_file():
            click.echo(f"  (each item and reason: {Path(output, MANIFEST)})", err=True)
    echo_losses(report.losses)


def echo_losses(losses: dict[str, list[str]]) -> None:
    """Say on standard error how many items lost what wsc-markup cannot hold, and which."""
    from wsc_corpus.formats.wsc_markup import LIMITS

    if losses:
        fields = Counter(f for found in losses.values() for f in found)
        click.echo(f"{len(losses)} items lose what wsc-markup cannot hold ("
                   + ", ".join(f"{name} {n}" for name, n in fields.most_common())
                   + f"): {LIMITS}", err=True)
