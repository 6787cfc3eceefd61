"""Options shared by every command, spelled the same everywhere."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import click

from wsc_corpus.catalogue import resolve
from wsc_corpus.formats import default_corpus_path, format_names, load_paths
from wsc_corpus.models import Corpus


def input_options(func: Callable) -> Callable:
    """PATH..., --from and --lang; a PATH may be a collection name (`wsc collections`)."""
    func = click.option("--lang", "lang", metavar="LANG",
                        help="Language of inputs whose format does not say (nyu-xml) or holds "
                             "several (pws-tsv, xwinograd); also keeps only that language.")(func)
    func = click.option("--from", "fmt", type=click.Choice(format_names()),
                        help="Read inputs as this format instead of detecting it.")(func)
    return click.argument("paths", nargs=-1, type=click.Path(path_type=Path))(func)


def output_option(func: Callable) -> Callable:
    return click.option("-o", "--output", "output", default="-", show_default=True,
                        metavar="OUT", help="Output file ('-' for standard output).")(func)


def load_inputs(paths: tuple[Path, ...], fmt: str | None, lang: str | None) -> Corpus:
    """The corpus named by the command line (the embedded corpus when no PATH is given)."""
    corpus = load_paths(list(paths) or [default_corpus_path()], fmt=fmt, lang=lang)
    if lang:
        corpus = Corpus(items=[item for item in corpus.items if item.lang == lang])
    return corpus


def input_paths(paths: tuple[Path, ...]) -> list[Path]:
    """The files the command line reads (a collection name stands for its cached files), which
    an output may not overwrite."""
    return [source.path for arg in paths for source in resolve(arg, download=False)] \
        or [default_corpus_path()]
