"""``wsc info`` and ``wsc convert``."""

from __future__ import annotations

import json
from pathlib import Path

import click

from wsc_corpus.catalogue import named
from wsc_corpus.cli.export import echo_losses
from wsc_corpus.cli.options import (
    input_options,
    input_paths,
    load_inputs,
    output_option,
    table_option,
    table_text,
)
from wsc_corpus.export import CONVERT
from wsc_corpus.signature import Signature

# What ``wsc info --format tsv|csv`` counts, by the key of ``Corpus.stats``.
_COUNTS = (("language", "by_lang"), ("corpus", "by_corpus"), ("schema size", "by_schema_size"))


@click.command()
@input_options
@click.option("--json", "as_json", is_flag=True, help="Print the counts as JSON.")
@table_option
def info(paths: tuple[Path, ...], fmt: str | None, lang: str | None, as_json: bool,
         table_format: str) -> None:
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
    if table_format != "text":
        rows = [["items", "", stats["items"]], ["schemas", "", stats["schemas"]]]
        rows += [[title, k, v] for title, key in _COUNTS for k, v in stats[key].items()]
        rows += [[f"tag {name}", k, v] for name, counts in stats["by_tag"].items()
                 for k, v in counts.items()]
        rows += [["flagged", k, v] for k, v in stats["flagged"].items()]
        rows += [["with pronoun", "", stats["with_pronoun"]],
                 ["with answer", "", stats["with_answer"]], ["signature", "", str(signature)]]
        click.echo(table_text(["count", "value", "items"], rows, table_format), nl=False)
        return
    click.echo(f"{stats['items']} items in {stats['schemas']} schemas")
    for title, key in _COUNTS:
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
@click.option("--to", "to", type=click.Choice(CONVERT), default="jsonl", show_default=True,
              help="jsonl: canonical, lossless; wsc-markup: one marked-up block per schema, "
                   "for editing (what it cannot hold is listed on standard error).")
def convert(paths: tuple[Path, ...], fmt: str | None, lang: str | None, output: str,
            to: str) -> None:
    """Convert any supported input to canonical JSONL or to wsc-markup."""
    from wsc_corpus import convert as run

    done = run(load_inputs(paths, fmt, lang), output, to, inputs=input_paths(paths))
    if output != "-":
        click.echo(f"wrote {done.items} items to {output}", err=True)
    echo_losses(done.losses)
