"""``wsc validate``: structural, text and agreement checks over a collection."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from wsc_corpus.checks import Report, check_names, validate
from wsc_corpus.cli.options import input_options, jobs_option, load_inputs, output_option
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
    corpus = load_inputs(paths, fmt, lang)
    with progress_bar(len(corpus), "validate", min_total=50) as update:
        report = validate(corpus, checks, progress=update, jobs=jobs)
    with atomic_open(output, inputs=paths) as handle:
        if fmt_out == "json":
            json.dump(report.as_dict(), handle, ensure_ascii=False, indent=1)
            handle.write("\n")
        else:
            handle.write(render_text(report, show_info))
    sys.exit(report.exit_status(strict))


def render_text(report: Report, show_info: bool = False) -> str:
    """Findings grouped per file, then the summary and the signature."""
    lines = []
    shown = [f for f in report.findings if show_info or f.severity != "info"]
    by_file: dict[str, list] = {}
    for found in shown:
        by_file.setdefault(found.file or "(items without a source file)", []).append(found)
    for file, group in by_file.items():
        lines.append(f"== {file}")
        # Twins sharing a line (one wsc-markup line for both) give one line naming both.
        merged: dict[tuple[str, str, str, str], list[str]] = {}
        for f in group:
            ids = merged.setdefault((f.location, f.code, f.severity, f.message), [])
            if f.item and f.line is not None and f.item not in ids:  # else in the location
                ids.append(f.item)
        for (location, code, severity, message), ids in merged.items():
            named = f" [{', '.join(ids)}]" if ids else ""
            lines.append(f"{location}: {code} {severity} {message}{named}")
    s = report.summary
    labels = {"error": "errors", "warning": "warnings", "info": "info"}
    counts = ", ".join(f"{n} {labels[sev]}" for sev, n in s["by_severity"].items())
    lines.append(f"{s['items']} items, {s['findings']} findings ({counts}); "
                 f"{s['items_with_errors']} items with errors")
    if not show_info and s["by_severity"]["info"]:
        lines.append("(info findings not listed; --show-info lists them)")
    lines.append(f"signature: {report.signature}")
    return "\n".join(lines) + "\n"
