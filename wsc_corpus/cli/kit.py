"""``wsc translate-kit``: a spreadsheet for translators, and its import back to wsc-markup."""

from __future__ import annotations

from pathlib import Path

import click

from wsc_corpus.cli.options import input_options, input_paths, load_inputs, registered_language
from wsc_corpus.kit import import_kit, make_kit, read_kit, write_kit
from wsc_corpus.output import check_not_input, check_output
from wsc_corpus.progress import spinner


@click.command("translate-kit")
@input_options
@click.option("--to", "to", metavar="LANG", callback=registered_language,
              help="The language to translate into (writing a kit).")
@click.option("--import", "kit", type=click.Path(path_type=Path, exists=True, dir_okay=False),
              help="Read this kit back: its translated rows to -o as wsc-markup, validated, "
                   "with each row's findings on standard error.")
@click.option("--write-review", is_flag=True,
              help="With --import: also write each row's findings into the kit's review "
                   "column, in place (every other cell, sheet and format kept).")
@click.option("-o", "--output", "output", required=True, metavar="OUT",
              help="The kit to write (.xlsx, .ods or .csv), or with --import the markup file "
                   "(.wsc).")
def translate_kit(paths: tuple[Path, ...], fmt: str | None, lang: str | None, to: str | None,
                  kit: Path | None, write_review: bool, output: str) -> None:
    """Write a translation kit (one row per schema of SOURCE), or import one.

    wsc translate-kit SOURCE --to fr -o kit.xlsx writes the kit; wsc translate-kit --import
    kit.xlsx -o fr.wsc reads it back, keeping the source ids as english-ids. The kit is never
    rewritten unless --write-review is given.
    """
    if kit is not None:
        if paths or to:
            raise click.UsageError("--import reads a kit alone: give no SOURCE and no --to")
        with spinner(f"import {kit.name}"):
            imported = import_kit(kit, output, write_review=write_review)
        for number, lines in sorted(imported.by_row.items()):
            for line in lines:
                click.echo(f"{kit}: row {number}: {line}", err=True)
        where = f"the review column of {kit}" if write_review else "above"
        click.echo(f"wrote {imported.items} items from {imported.translated_rows} translated "
                   f"rows to {output}; {imported.rows_with_findings} rows with findings "
                   f"(see {where}); signature: {imported.signature}", err=True)
        return
    if write_review:
        raise click.UsageError("--write-review goes with --import KIT")
    if not to:
        raise click.UsageError("give --to LANG (the language to translate into), or --import KIT")
    check_not_input(output, input_paths(paths))
    check_output(output)
    corpus = load_inputs(paths, fmt, lang)
    with spinner("write the kit"):
        rows = make_kit(corpus, to)
        write_kit(rows, output, inputs=input_paths(paths))
    click.echo(f"wrote a kit of {len(rows)} schemas ({len(corpus)} items) to {output}", err=True)
    read_kit(output)  # the kit reads back
