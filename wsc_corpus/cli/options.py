"""Options shared by every command, spelled the same everywhere."""

from __future__ import annotations

import functools
import gc
import math
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import click

from wsc_corpus import formats
from wsc_corpus.catalogue import resolve
from wsc_corpus.errors import UnknownLanguageError, WscError
from wsc_corpus.formats import default_corpus_path, format_names
from wsc_corpus.models import Corpus, Item
from wsc_corpus.output import check_not_input, check_output, set_force

if TYPE_CHECKING:
    from wsc_corpus.formats.pieces import Plan

# The value --manual-fixes takes when it is given without a FILE.
_BESIDE = "beside"


def _remember(ctx: click.Context, param: click.Parameter, value: bool) -> bool:
    ctx.meta[f"wsc.{param.name}"] = value
    return value


def input_options(func: Callable) -> Callable:
    """PATH..., --from, --lang and --translated-only; a PATH may be a collection name
    (`wsc collections`)."""
    func = click.option("--translated-only", is_flag=True, expose_value=False,
                        callback=_remember,
                        help="Keep only the items tagged as translated (the Portuguese "
                             "collection's 277 of 285), the items de Melo et al. score.")(func)
    func = click.option("--lang", "lang", metavar="LANG", callback=_language_code,
                        help="Language of inputs whose format does not say (nyu-xml) or holds "
                             "several (pws-tsv, xwinograd); also keeps only that language.")(func)
    func = click.option("--from", "fmt", type=click.Choice(format_names()),
                        help="Read inputs as this format instead of detecting it.")(func)
    return click.argument("paths", nargs=-1, type=click.Path(path_type=Path),
                          callback=_paths_given)(func)


class Finite(click.FloatRange):
    """A float option in a range that is also finite (``click.FloatRange`` lets ``nan`` and
    ``inf`` through an open bound)."""

    name = "finite float range"

    def convert(self, value, param, ctx):
        number = super().convert(value, param, ctx)
        if not math.isfinite(number):
            self.fail(f"{value!r} is not a finite number", param, ctx)
        return number


_CODE = re.compile(r"[a-z]{2,3}")


def _language_code(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """--lang: a registered language, or an ISO 639 code an input must then hold."""
    from wsc_corpus.lang import known

    if value is not None and not known(value) and not _CODE.fullmatch(value):
        raise _unknown(f"--{param.name}: {value!r} is not a language code")
    return value


def registered_language(ctx: click.Context, param: click.Parameter,
                        value: str | None) -> str | None:
    """A LANG option that must name a registered language (E015)."""
    from wsc_corpus.lang import known

    if value is not None and not known(value):
        raise _unknown(f"--{param.name}: no language is registered under the code {value!r}")
    return value


def _unknown(message: str) -> UnknownLanguageError:
    """An unknown language: ``message``, then the registered languages."""
    from wsc_corpus.lang import languages

    return UnknownLanguageError(f"{message}; registered: {', '.join(languages())}")


def output_option(func: Callable | None = None, *, directories: bool = False) -> Callable:
    """-o/--output, checked before any work (``_check_output``; a folder is accepted where
    the command may write ``directories``), and --force."""
    if func is None:
        return functools.partial(output_option, directories=directories)

    def given(ctx: click.Context, param: click.Parameter, value: str) -> str:
        ctx.meta["wsc.output"] = (value, directories)
        if "paths" in ctx.params:
            _check_output(ctx, ctx.params["paths"])
        return value

    func = click.option("--force", is_flag=True, is_eager=True, expose_value=False,
                        callback=lambda ctx, param, value: set_force(value),
                        help="Replace an output file even where it is read-only.")(func)
    return click.option("-o", "--output", "output", default="-", show_default=True,
                        metavar="OUT", callback=given,
                        help="Output file ('-' for standard output).")(func)


def _paths_given(ctx: click.Context, param: click.Parameter, value: tuple) -> tuple:
    if "wsc.output" in ctx.meta:
        _check_output(ctx, value)
    return value


def _check_output(ctx: click.Context, paths: tuple[Path, ...]) -> None:
    """The output of a command, checked once its inputs are known: not an input, and
    writable (``wsc_corpus.output.check_output``)."""
    out, directories = ctx.meta["wsc.output"]
    if out.strip() and out != "-":
        check_not_input(out, paths)
    check_output(out, directory=None if directories else False)


def load_inputs(paths: tuple[Path, ...], fmt: str | None, lang: str | None) -> Corpus:
    """The corpus named by the command line (the embedded corpus when no PATH is given),
    restricted to ``--lang`` and, under ``--translated-only``, to the translated items."""
    from wsc_corpus.progress import spinner

    with spinner("load"):
        corpus = formats.load_inputs(paths, fmt, lang, on_skipped=_say_skipped)
    if lang is not None and not corpus.items:
        from wsc_corpus.lang import known

        if not known(lang):
            raise _unknown(f"--lang: no language is registered under the code {lang!r} and no "
                           "input holds it")
    context = click.get_current_context(silent=True)
    if context is not None:
        if context.meta.get("wsc.translated_only"):
            corpus = translated_only(corpus)
        # The corpus lives as long as the command: the cyclic collector need not scan its
        # objects again (a full pass over 10,000 items takes about a second). They are handed
        # back to it when the command ends, for a process that goes on (tests, notebooks).
        gc.freeze()
        context.call_on_close(gc.unfreeze)
    return corpus


def plan_inputs(paths: tuple[Path, ...], fmt: str | None, lang: str | None,
                groups: bool = False) -> Plan | None:
    """The pieces of the command line's inputs, for a command whose processes read them
    (``wsc_corpus.formats.pieces``); None where the corpus is read whole
    (:func:`load_inputs`): no PATH, ``--lang``, ``--translated-only``, or inputs that are
    not all files of a line format."""
    from wsc_corpus.formats import pieces

    context = click.get_current_context(silent=True)
    if not paths or lang is not None or \
            (context is not None and context.meta.get("wsc.translated_only")):
        return None
    skipped: list[tuple[Path, list[str]]] = []
    found = pieces.plan(paths, fmt, groups, on_skipped=lambda *told: skipped.append(told))
    if found is not None:  # else load_inputs reads them, and says what it skipped
        for folder, names in skipped:
            _say_skipped(folder, names)
    return found


def _say_skipped(folder: Path, names: list[str]) -> None:
    click.echo(f"{folder}: skipped {', '.join(names)}", err=True)


def translated_only(corpus: Corpus) -> Corpus:
    """The items tagged ``translated``; an error where no item says whether it was."""
    if not any(item.tag("translated") is not None for item in corpus.items):
        raise WscError("--translated-only: no item carries the 'translated' tag (the "
                       "Portuguese collection sets it)", code="E010")
    return Corpus(items=[item for item in corpus.items if item.tag("translated")])


def input_paths(paths: tuple[Path, ...]) -> list[Path]:
    """The files the command line reads (a collection name stands for its cached files), which
    an output may not overwrite."""
    return [source.path for arg in paths for source in resolve(arg, download=False)] \
        or [default_corpus_path()]


jobs_option = click.option("--jobs", type=click.IntRange(min=1), default=1, show_default=True,
                           help="Worker processes, each loading the pipelines once; the "
                                "output is the same as with 1.")
# Resolved by resolve_fixes.
manual_fixes_option = click.option(
    "--manual-fixes", "manual_fixes", is_flag=False, flag_value=_BESIDE, default=None,
    metavar="[FILE]",
    help="Overlay curated substituted sentences: a fixes FILE keyed by item id (markup, "
         "JSONL, or the Portuguese collection's JSON). Without FILE, the fixes found "
         "beside the inputs. Fixes whose item's sentence changed are reported, not "
         "applied (see docs/substitute.md).")


def resolve_fixes(option: str | None, items: list[Item]):
    """The ManualFixes an option value names (None without the option); reports on standard
    error the fixes that no longer match their item."""
    from wsc_corpus.substitute import collection_fixes, load_manual_fixes

    if option is None:
        return None
    if option == _BESIDE:
        fixes = collection_fixes(items)
        if fixes is None:
            raise WscError("--manual-fixes without a FILE found no fixes beside the inputs "
                           "(NAME.wsc-fixes next to NAME.wsc, or the Portuguese collection's "
                           "manual_fixes_portuguese.json next to its HTML); name a fixes FILE",
                           code="E010")
    else:
        fixes = load_manual_fixes(option)
    stale = fixes.stale(items)
    if stale:
        click.echo(f"{len(stale)} manual fixes no longer match their item (its sentence "
                   "changed) and were not applied:", err=True)
        for found in stale:
            click.echo(f"  {found}", err=True)
    return fixes


# The command's table as text, or for a spreadsheet (table_text).
table_option = click.option("--format", "table_format", type=click.Choice(["text", "tsv", "csv"]),
                            default="text", show_default=True,
                            help="tsv or csv: one row per line with a header, for spreadsheets "
                                 "(Python's csv module).")


def table_text(header: list[str], rows: list[list[object]], table_format: str) -> str:
    """A table as TSV or CSV (``table_format``), header first; None is an empty cell."""
    import csv
    import io

    out = io.StringIO()
    writer = csv.writer(out, dialect="excel-tab" if table_format == "tsv" else "excel",
                        lineterminator="\n")
    writer.writerows([header, *rows])
    return out.getvalue()
