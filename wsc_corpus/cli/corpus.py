"""``wsc info`` and ``wsc convert``."""

from __future__ import annotations

import json
from pathlib import Path

import click

from wsc_corpus.catalogue import named
from wsc_corpus.cli.options import input_options, input_paths, load_inputs, output_option
from wsc_corpus.formats import jsonl
from wsc_corpus.output import atomic_open
from wsc_corpus.signature import Signature


@click.command()
@input_options
@click.option("--json", "as_json", is_flag=True, help="Print the counts as JSON.")
def info(paths: tuple[Path, ...], fmt: str | None, lang: str | None, as_json: bool) -> None:
    """Count items by language, corpus, schema size and tag (and give the license and citation
    of the collections named)."""
    corpus = load_inputs(paths, fmt, lang)
    stats = corpus.stats()
    signature = Signature.for_corpus(corpus)
    collections = named(paths)
    if as_json:
        cited = {"collections": [{"name": c.name, "license": c.license, "citation": c.citation,
                                  "homepage": c.homepage} for c in collections]}
        click.echo(json.dumps({**stats, **cited, "signature": signature.as_dict()}, indent=2,
                              ensure_ascii=False))
        return
    click.echo(f"{stats['items']} items in {stats['schemas']} schemas")
    for title, key in (("language", "by_lang"), ("corpus", "by_corpus"),
                       ("schema size", "by_schema_size")):
        click.echo(f"by {title}: " + ", ".join(f"{k} {v}" for k, v in stats[key].items()))
    for name, counts in stats["by_tag"].items():
        click.echo(f"tag {name}: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    click.echo(f"with pronoun: {stats['with_pronoun']}, with answer: {stats['with_answer']}")
    if stats["flagged"]:
        click.echo("flagged: " + ", ".join(f"{k} {v}" for k, v in stats["flagged"].items()))
    for c in collections:
        click.echo(f"collection {c.name}: license {c.license}; cite: {c.citation}")
    click.echo(f"signature: {signature}")


@click.command()
@input_options
@output_option
def convert(paths: tuple[Path, ...], fmt: str | None, lang: str | None, output: str) -> None:
    """Convert any supported input to canonical JSONL."""
    corpus = load_inputs(paths, fmt, lang)
    with atomic_open(output, inputs=input_paths(paths)) as handle:
        count = jsonl.write(corpus.items, handle)
    if output != "-":
        click.echo(f"wrote {count} items to {output}", err=True)
