"""``wsc collections`` and ``wsc get``: the published collections by name."""

from __future__ import annotations

import json
from pathlib import Path

import click

from wsc_corpus.catalogue import catalogue
from wsc_corpus.cli.options import table_option, table_text
from wsc_corpus.errors import WscError

# The columns of ``wsc collections --format tsv|csv``.
COLUMNS = ["name", "lang", "items", "cached", "license", "title", "citation", "homepage", "note"]


@click.command("collections")
@click.option("--json", "as_json", is_flag=True, help="Print the catalogue as JSON.")
@table_option
def collections_command(as_json: bool, table_format: str) -> None:
    """List the collections a PATH may name: language, items, license, citation, URL and
    whether they are cached."""
    entries = list(catalogue().values())
    if as_json:
        click.echo(json.dumps([c.as_dict() for c in entries], indent=2, ensure_ascii=False))
        return
    if table_format != "text":
        click.echo(table_text(COLUMNS, [[c.as_dict()[k] for k in COLUMNS] for c in entries],
                              table_format), nl=False)
        return
    width = max(len(c.name) for c in entries)
    for c in entries:
        state = "cached" if c.cached() else "not cached"
        click.echo(f"{c.name:<{width}}  {c.lang:<2}  {c.items:>6} items  {state:<10}  "
                   f"{c.license}")
        click.echo(f"{'':<{width}}  {c.title}")
        click.echo(f"{'':<{width}}  cite: {c.citation}")
        click.echo(f"{'':<{width}}  url: {c.homepage}")
        if c.note:
            click.echo(f"{'':<{width}}  note: {c.note}")


@click.command("get")
@click.argument("names", nargs=-1)
@click.option("--all", "everything", is_flag=True, help="Every collection of the catalogue.")
@click.option("--from", "source", type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="Take the files from this folder (laid out like a mirror, or all at its "
                   "top) instead of downloading them; each is checked against its SHA-256.")
def get_command(names: tuple[str, ...], everything: bool, source: Path | None) -> None:
    """Download collections into the cache ahead of use, or register copies already at hand.

    With --from and no NAME, every collection whose files are all in the folder is registered.
    Every collection chosen is tried; those that failed are listed at the end (exit status 2).
    """
    from wsc_corpus import get

    if not (names or everything or source is not None):
        raise click.UsageError("name the collections to get, or give --all or --from DIR")

    def said(name: str, files: list[Path]) -> None:
        click.echo(f"{name}: {len(files)} file(s) in the cache, verified")

    done = get(*names, every=everything, source=source, on_done=said)
    if source is not None and not names and not everything:
        left = [c.name for c in catalogue().values() if c.name not in done.cached]
        if left:
            click.echo(f"not in {source} (not registered): {', '.join(left)}", err=True)
    if len(done.failed) == 1:
        raise next(iter(done.failed.values()))
    if done.failed:
        for error in done.failed.values():
            click.echo(f"  {error}", err=True)
        raise WscError(f"{len(done.failed)} of {len(done.failed) + len(done.cached)} "
                       f"collection(s) not in the cache: {', '.join(done.failed)} (above)",
                       code="E013")
