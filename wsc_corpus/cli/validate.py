"""``wsc validate``: structural, text and agreement checks over a collection."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path

import click

from wsc_corpus.checks import Report, Validation, check_names
from wsc_corpus.checks.engine import worker_modules
from wsc_corpus.checks.store import FindingStore, row
from wsc_corpus.cli.options import (
    input_options,
    jobs_option,
    load_inputs,
    output_option,
    plan_inputs,
)
from wsc_corpus.formats.pieces import Plan, workers
from wsc_corpus.models import Corpus
from wsc_corpus.output import atomic_open, check_not_input
from wsc_corpus.progress import progress_bar


def _checks(ctx: click.Context, param: click.Parameter, value: str | None) -> list[str] | None:
    if value is None:
        return None
    names = [name.strip() for name in value.split(",") if name.strip()]
    unknown = [name for name in names if name not in check_names()]
    if unknown or not names:
        raise click.BadParameter(f"unknown check(s) {', '.join(unknown) or '(none given)'}; "
                                 f"expected some of: {', '.join(check_names())}, "
                                 "comma-separated")
    return names


@click.command("validate")
@input_options
@output_option
@click.option("--format", "fmt_out", type=click.Choice(["text", "json"]), default="text",
              show_default=True, help="Text lines (path:line: CODE severity message) or JSON.")
@click.option("--checks", callback=_checks, metavar="NAMES",
              help="Comma-separated checks to run (structure, schema, text, agreement, "
                   "substitution, and any added); default: all.")
@click.option("--strict", is_flag=True, help="Exit with status 1 on warnings too.")
@click.option("--show-info/--no-show-info", default=False, show_default=True,
              help="List info findings (unknown features) in text output; always counted.")
@jobs_option
def validate_command(paths: tuple[Path, ...], fmt: str | None, lang: str | None, output: str,
                     fmt_out: str, checks: list[str] | None, strict: bool,
                     show_info: bool, jobs: int) -> None:
    """Check a collection: pronoun, answer, candidates, twins, duplicates, encoding damage,
    spacing, and agreement of the pronoun with each candidate.

    Exit status: 0 without errors, 1 with errors (or warnings, with --strict), 2 when an
    input cannot be read.
    """
    if output != "-":
        check_not_input(output, paths)
    # Inputs of a line format are read in pieces of whole twin groups by the processes that
    # check them; others are read here first, and the workers, started then, hold them and
    # are sent positions. The findings go to disk as each batch is checked.
    source: Corpus | Plan | None = plan_inputs(paths, fmt, lang, groups=True)
    if source is None:
        source = load_inputs(paths, fmt, lang)
    with workers(source, jobs, worker_modules(checks)) as jobs_run, \
            FindingStore(keep_json=fmt_out == "json") as store:
        with progress_bar(len(source), "validate", min_total=50) as update:
            run = Validation(source, checks, progress=update, jobs=jobs_run)
            # Each finding is made into its row where it was found (a worker, over pieces),
            # and stored as it comes.
            store.add_rows(run.rendered(partial(row, keep_json=store.keep_json)))
        with atomic_open(output, inputs=paths) as handle:
            write = handle.write
            if fmt_out == "json":
                write_json(store, run.summary, str(run.signature), write)
            else:
                write_text(store, run.summary, str(run.signature), show_info, write)
    sys.exit(run.exit_status(strict))


def render_text(report: Report, show_info: bool = False) -> str:
    """A report as ``wsc validate`` writes it: findings grouped per file, then the summary
    and the signature."""
    out: list[str] = []
    with FindingStore() as store:
        store.add(report.findings)
        write_text(store, report.summary, str(report.signature), show_info, out.append)
    return "".join(out)


def write_text(store: FindingStore, summary: dict, signature: str, show_info: bool,
               write: Callable[[str], object]) -> None:
    """Findings grouped per file, twins sharing a line on one line naming both, then the
    summary and the signature."""
    current = None
    for file, location, code, severity, message, ids in store.entries(show_info):
        if file != current:
            write(f"== {file}\n")
            current = file
        named = f" [{', '.join(ids)}]" if ids else ""
        write(f"{location}: {code} {severity} {message}{named}\n")
    labels = {"error": "errors", "warning": "warnings", "info": "info"}
    counts = ", ".join(f"{n} {labels[sev]}" for sev, n in summary["by_severity"].items())
    write(f"{summary['items']} items, {summary['findings']} findings ({counts}); "
          f"{summary['items_with_errors']} items with errors\n")
    if not show_info and summary["by_severity"]["info"]:
        write("(info findings not listed; --show-info lists them)\n")
    write(f"signature: {signature}\n")


def write_json(store: FindingStore, summary: dict, signature: str,
               write: Callable[[str], object]) -> None:
    """What ``json.dump(report.as_dict(), indent=1)`` writes (and a newline), one finding
    at a time."""
    write('{\n "findings": [')
    first = True
    for block in store.json_blocks():
        write(("\n  " if first else ",\n  ") + block.replace("\n", "\n  "))
        first = False
    write("]," if first else "\n ],")
    rest = json.dumps({"summary": summary, "signature": signature}, ensure_ascii=False,
                      indent=1)
    write("\n" + rest[2:] + "\n")
