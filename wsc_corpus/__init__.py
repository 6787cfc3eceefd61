"""wsc-corpus: load, validate, substitute, export and analyse Winograd schema collections.

The Python API is the command line's code path, one function per command::

    import wsc_corpus
    corpus = wsc_corpus.load("../shared/corpora/portuguese_wsc")
    report = wsc_corpus.validate(corpus)          # wsc validate
    subs = wsc_corpus.substitute(corpus)          # wsc substitute
    wsc_corpus.export(corpus, "hf", "dataset/")   # wsc export --format hf -o dataset/
    scores = wsc_corpus.score(corpus, "MODEL_DIR", scoring="partial")  # wsc score

A bad argument (an unknown check, format, language, scoring mode) raises ``WscError`` with
one line naming the valid values, as the command line prints it.
"""

from __future__ import annotations

import sys
import types
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

try:
    __version__ = version("wsc-corpus")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+unknown"

from wsc_corpus.analysis.bias import FilterReport
from wsc_corpus.analysis.googleproof import Report as GoogleproofReport
from wsc_corpus.analysis.lm import ScoreReport
from wsc_corpus.catalogue import Collection
from wsc_corpus.checks import Report
from wsc_corpus.errors import WscError, check_choice
from wsc_corpus.export import ExportReport
from wsc_corpus.kit import Imported
from wsc_corpus.models import Candidate, Corpus, Item, Mention, Provenance, Schema, Span, Tag
from wsc_corpus.substitute.report import SubstitutionReport


def load(*paths_or_names: str | Path, lang: str | None = None,
         fmt: str | None = None) -> Corpus:
    """Files, directories and collection names (``wsc collections``; the embedded corpus when
    none is given), read as ``wsc`` reads its PATH arguments; ``lang`` (a registered
    language code) keeps only that language and names the language of formats that do not
    say it; ``fmt`` (a format name, ``wsc info --help``) forces a format."""
    from wsc_corpus.formats import get_format, load_inputs
    from wsc_corpus.lang import get_lang
    from wsc_corpus.progress import spinner

    if fmt is not None:
        get_format(fmt)
    if lang is not None:
        get_lang(lang)
    with spinner("load"):
        return load_inputs(list(paths_or_names), fmt, lang)


def _corpus(corpus: Corpus | str | Path) -> Corpus:
    """A corpus, or the path or collection name of one (loaded)."""
    if isinstance(corpus, Corpus):
        return corpus
    if isinstance(corpus, str | Path):
        return load(corpus)
    raise WscError(f"expected a Corpus, a path or a collection name, not "
                   f"{type(corpus).__name__}", code="E010")


def info(corpus: Corpus | str | Path) -> dict[str, Any]:
    """The counts ``wsc info --json`` prints: items and schemas, by language, corpus, schema
    size and tag, with the signature."""
    from wsc_corpus.signature import Signature

    corpus = _corpus(corpus)
    return corpus.stats() | {"signature": Signature.for_corpus(corpus).as_dict()}


@dataclass
class Converted:
    """What ``convert`` wrote: the item count, and per item what wsc-markup cannot hold."""

    items: int
    losses: dict[str, list[str]] = field(default_factory=dict)


def convert(corpus: Corpus | str | Path, out: str | Path, to: str = "jsonl",
            inputs: Iterable[str | Path] = ()) -> Converted:
    """Write the corpus as canonical JSONL or wsc-markup (``wsc convert --to``), atomically,
    never over one of ``inputs``."""
    from wsc_corpus.export import CONVERT
    from wsc_corpus.export import export as run

    check_choice("to", to, CONVERT)
    report = run(_corpus(corpus), to, out, inputs, step="convert")
    return Converted(report.written, report.losses)


def validate(corpus: Corpus | str | Path, checks: str | Iterable[str] | None = None,
             settings: dict[str, Any] | None = None) -> Report:
    """Run the checks of ``wsc validate`` (all by default; ``checks``: names, or one string
    of comma-separated names): findings, summary, signature. ``corpus`` may be a path or a
    collection name."""
    from wsc_corpus.checks import validate as run
    from wsc_corpus.progress import progress_bar

    corpus = _corpus(corpus)
    with progress_bar(len(corpus), "validate", min_total=50) as update:
        return run(corpus, checks, settings, progress=update)


def substitute(corpus: Corpus | str | Path,
               manual_fixes: str | Path | None = None) -> SubstitutionReport:
    """The substituted sentences of ``wsc substitute``, one Substitution per item (the errors
    the detector finds named in their findings), with the signature; curated sentences
    overlaid from a fixes file where given."""
    from wsc_corpus.progress import progress_bar
    from wsc_corpus.substitute import load_manual_fixes
    from wsc_corpus.substitute.report import substitute_corpus

    fixes = load_manual_fixes(manual_fixes) if manual_fixes is not None else None
    corpus = _corpus(corpus)
    with progress_bar(len(corpus), "substitute") as update:
        return substitute_corpus(corpus, fixes, progress=update)


def export(corpus: Corpus | str | Path, format: str, out: str | Path,
           **options: Any) -> ExportReport:
    """Write ``corpus`` as ``wsc export --format FORMAT -o OUT`` does (``format``: one of
    jsonl, wsc-markup, html, winogrande, superglue, xwinograd, lm-eval, hf)."""
    from wsc_corpus.export import export as run

    return run(_corpus(corpus), format, out, **options)


def score(corpus: Corpus | str | Path, model: str | Path, *, gguf: str | None = None,
          scoring: str = "both", batch_size: int = 16, bos: bool | None = None,
          device: str | None = None, dtype: str = "float32", limit: int | None = None,
          manual_fixes: str | Path | None = None, consistency: str = "switched",
          switched: bool = True, threads: int | None = None) -> ScoreReport:
    """Score the substituted sentences with a local causal LM, as ``wsc score`` does.

    ``model``: a folder saved by ``save_pretrained``, or one holding a single ``.gguf`` file
    (else name the file: ``gguf="model.gguf"``); ``scoring``: full, partial or both. The
    report's ``rows()`` give accuracy ± standard error per collection and language (as
    lm_eval's acc), ``results()`` the results JSON, ``records()`` the per-item scores.
    """
    from wsc_corpus.analysis.lm import score_corpus

    return score_corpus(_corpus(corpus), model, gguf=gguf, scoring=scoring,
                        batch_size=batch_size, bos=bos, device=device, dtype=dtype,
                        limit=limit, manual_fixes=manual_fixes, consistency=consistency,
                        switched=switched, threads=threads)


def googleproof(corpus: Corpus | str | Path, reference: Sequence[str | Path],
                thresholds: str | Sequence[float] = "0:4:0.5", window: int | None = None,
                corpus_format: str = "auto", jobs: int = 1, use_cache: bool = True,
                engine: str = "local", scheduler: str | None = None) -> GoogleproofReport:
    """Google-proofness by mutual information (``wsc googleproof``): the paper's Table 1 per
    threshold (``thresholds``: START:STOP:STEP, a comma-separated list or numbers) from
    counts in the ``reference`` corpus files (``corpus_format``: auto, plain, vertical)."""
    from wsc_corpus.analysis import googleproof as gp
    from wsc_corpus.analysis.refcorpus import ENGINES, FORMATS

    check_choice("corpus_format", corpus_format, FORMATS)
    check_choice("engine", engine, ENGINES)
    if isinstance(thresholds, str):
        thresholds = gp.parse_thresholds(thresholds)
    return gp.googleproof(_corpus(corpus), [str(r) for r in reference], list(thresholds),
                          window, corpus_format, jobs, use_cache=use_cache, engine=engine,
                          scheduler=scheduler)


FILTERS = ("pmi", "aflite")


def filter(corpus: Corpus | str | Path, method: str = "pmi",
           **options: Any) -> FilterReport:
    """A bias filter (``wsc filter pmi|aflite``): the report with the kept and removed items.
    ``options``: those of ``analysis.bias.pmi_report`` (keep_fraction, max_f, smoothing,
    difference, others, embeddings, embedding_ids, dims) or, for aflite, the fields of
    ``analysis.aflite.AfliteSettings`` (n, m, k, tau, seed, classifier, alpha) and
    embeddings, embedding_ids, dims."""
    import inspect

    from wsc_corpus.analysis import aflite as af
    from wsc_corpus.analysis.bias import aflite_report, pmi_report

    check_choice("method", method, FILTERS)
    corpus = _corpus(corpus)
    fields = list(inspect.signature(af.AfliteSettings).parameters)
    valid = list(inspect.signature(pmi_report).parameters)[1:] if method == "pmi" \
        else fields + ["embeddings", "embedding_ids", "dims"]
    if unknown := sorted(set(options) - set(valid)):
        raise WscError(f"unknown {method} option(s) {', '.join(unknown)}; expected some of: "
                       f"{', '.join(valid)}", code="E010")
    if method == "pmi":
        return pmi_report(corpus, **options)
    settings = af.AfliteSettings(**{k: v for k, v in options.items() if k in fields})
    return aflite_report(corpus, settings, **{k: v for k, v in options.items()
                                              if k not in fields})


def collections() -> list[Collection]:
    """The published collections a path may name (``wsc collections``)."""
    from wsc_corpus.catalogue import catalogue

    return list(catalogue().values())


@dataclass
class Fetched:
    """What ``get`` did: the cached files per collection, and the error of each that failed."""

    cached: dict[str, list[Path]] = field(default_factory=dict)
    failed: dict[str, WscError] = field(default_factory=dict)


def get(*names: str, every: bool = False, source: str | Path | None = None,
        on_done: Callable[[str, list[Path]], None] | None = None) -> Fetched:
    """Download collections into the cache, or register copies from the folder ``source``
    (``wsc get``): the named ones, every one (``every``), or, with ``source`` and no name,
    every one whose files are all there. Each is tried in turn; one that fails does not stop
    the others (``failed`` says why). ``on_done(name, files)`` is called after each one
    cached."""
    from wsc_corpus.catalogue import catalogue, fetch, find_in, register
    from wsc_corpus.catalogue import get as named

    folder = Path(source) if source is not None else None
    if folder is not None and not folder.is_dir():
        raise WscError(f"`source` {str(folder)!r} is not a folder", code="E010")
    if every:
        chosen = list(catalogue().values())
    elif names:
        chosen = [named(name) for name in names]
    elif folder is not None:
        chosen = [c for c in catalogue().values() if all(find_in(f, folder) for f in c.files)]
        if not chosen:
            raise WscError(f"no collection has all its files in {folder}", code="E013")
    else:
        raise WscError("name the collections to get, or give `every` or `source`", code="E010")
    done = Fetched()
    for collection in chosen:
        try:
            files = register(collection, folder) if folder is not None else fetch(collection)
        except WscError as exc:
            done.failed[collection.name] = exc
            continue
        done.cached[collection.name] = files
        if on_done is not None:
            on_done(collection.name, files)
    return done


def translate_kit(corpus: Corpus | str | Path | None = None, out: str | Path = "kit.xlsx", *,
                  to: str | None = None, kit: str | Path | None = None,
                  write_review: bool = False) -> Imported | int:
    """``wsc translate-kit``: with ``to``, write a translation kit of ``corpus`` (one row per
    schema; .xlsx, .ods or .csv) to ``out`` and return its row count; with ``kit``, import
    that kit back to wsc-markup at ``out`` (validated; the kit is never rewritten unless
    ``write_review``, which writes each row's findings into its review column, in place) and
    return what was imported."""
    from wsc_corpus.kit import import_kit, make_kit, read_kit, write_kit
    from wsc_corpus.lang import get_lang

    if (kit is None) == (to is None):
        raise WscError("give `to` (write a kit) or `kit` (import one), not both or neither",
                       code="E010")
    if kit is not None:
        if corpus is not None:
            raise WscError("`kit` reads a kit alone: give no corpus", code="E010")
        return import_kit(kit, out, write_review=write_review)
    get_lang(to)
    rows = make_kit(_corpus(corpus if corpus is not None else load()), to)
    write_kit(rows, out)
    read_kit(out)  # the kit reads back
    return len(rows)


class _Package(types.ModuleType):
    """Keeps the API functions ``substitute`` and ``export`` when their namesake subpackages
    are imported (importing ``wsc_corpus.substitute`` would set the attribute to the module;
    ``from wsc_corpus.substitute import ...`` is unaffected)."""

    def __setattr__(self, name: str, value: object) -> None:
        if isinstance(value, types.ModuleType) and callable(self.__dict__.get(name)):
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package

__all__ = [
    "Candidate",
    "Converted",
    "Corpus",
    "Fetched",
    "Item",
    "Mention",
    "Provenance",
    "Schema",
    "Span",
    "Tag",
    "WscError",
    "__version__",
    "collections",
    "convert",
    "export",
    "filter",
    "get",
    "googleproof",
    "info",
    "load",
    "score",
    "substitute",
    "translate_kit",
    "validate",
]
