"""``wsc collections`` and ``wsc get``: the published collections by name."""

from __future__ import annotations

import json
from pathlib import Path

import click

from wsc_corpus.catalogue import catalogue, fetch, find_in, get, register
from wsc_corpus.cli.options import echo_table, table_option
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
        echo_table(COLUMNS, [[c.as_dict()[k] for k in COLUMNS] for c in entries], table_format)
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
    """
    if everything:
        chosen = list(catalogue().values())
    elif names:
        chosen = [get(name) for name in names]
    elif source is not None:
        chosen = [c for c in catalogue().values()
                  if all(find_in(f, source) for f in c.files)]
        if not chosen:
            raise WscError(f"no collection has all its files in {source}")
    else:
        raise click.UsageError("name the collections to get, or give --all or --from DIR")
    for collection in chosen:
        paths = register(collection, source) if source is not None else fetch(collection)
        click.echo(f"{collection.name}: {len(paths)} file(s) in the cache, verified")
