"""Options shared by every command, spelled the same everywhere."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import click

from wsc_corpus.errors import WscError
from wsc_corpus.formats import default_corpus_path, format_names, load_paths
from wsc_corpus.models import Corpus


def _remember(ctx: click.Context, param: click.Parameter, value: bool) -> bool:
    ctx.meta[f"wsc.{param.name}"] = value
    return value


def input_options(func: Callable) -> Callable:
    """PATH..., --from, --lang and --translated-only."""
    func = click.option("--translated-only", is_flag=True, expose_value=False,
                        callback=_remember,
                        help="Keep only the items tagged as translated (the Portuguese "
                             "collection's 277 of 285), the items de Melo et al. score.")(func)
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
    """The corpus named by the command line (the embedded corpus when no PATH is given),
    restricted to ``--lang`` and, under ``--translated-only``, to the translated items."""
    corpus = load_paths(list(paths) or [default_corpus_path()], fmt=fmt, lang=lang)
    if lang:
        corpus = Corpus(items=[item for item in corpus.items if item.lang == lang])
    context = click.get_current_context(silent=True)
    if context is not None and context.meta.get("wsc.translated_only"):
        corpus = translated_only(corpus)
    return corpus


def translated_only(corpus: Corpus) -> Corpus:
    """The items tagged ``translated``; an error where no item says whether it was."""
    if not any(item.tag("translated") is not None for item in corpus.items):
        raise WscError("--translated-only: no item carries the 'translated' tag (the "
                       "Portuguese collection sets it)", code="E010")
    return Corpus(items=[item for item in corpus.items if item.tag("translated")])


def input_paths(paths: tuple[Path, ...]) -> list[Path]:
    return list(paths) or [default_corpus_path()]
