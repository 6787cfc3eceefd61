"""wsc-corpus: load, validate, substitute, export and analyse Winograd schema collections.

The Python API is the command line's code path, one function per command::

    import wsc_corpus
    corpus = wsc_corpus.load("../shared/corpora/portuguese_wsc")
    report = wsc_corpus.validate(corpus)          # wsc validate
    subs = wsc_corpus.substitute(corpus)          # wsc substitute
    wsc_corpus.export(corpus, "hf", "dataset/")   # wsc export --format hf -o dataset/
    scores = wsc_corpus.score(corpus, "MODEL_DIR", scoring="partial")  # wsc score
"""

from __future__ import annotations

import sys
import types
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import TYPE_CHECKING

try:
    __version__ = version("wsc-corpus")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+unknown"

from wsc_corpus.models import Candidate, Corpus, Item, Mention, Provenance, Schema, Span, Tag

if TYPE_CHECKING:
    from wsc_corpus.analysis.lm import ScoreReport
    from wsc_corpus.checks import Report
    from wsc_corpus.export import ExportReport
    from wsc_corpus.substitute.report import SubstitutionReport


def load(*paths_or_names: str | Path, lang: str | None = None,
         fmt: str | None = None) -> Corpus:
    """Files and directories (a collection's folder; the embedded corpus when none is
    given), read as ``wsc`` reads its PATH arguments; ``lang`` keeps only that language and
    names the language of formats that do not say it; ``fmt`` forces a format."""
    from wsc_corpus.formats import load_inputs

    return load_inputs(list(paths_or_names), fmt, lang)


def validate(corpus: Corpus, checks: list[str] | None = None) -> Report:
    """Run the checks of ``wsc validate`` (all by default): findings, summary, signature."""
    from wsc_corpus.checks import validate as run

    return run(corpus, checks)


def substitute(corpus: Corpus, manual_fixes: str | Path | None = None) -> SubstitutionReport:
    """The substituted sentences of ``wsc substitute``, one Substitution per item (the errors
    the detector finds named in their findings), with the signature; curated sentences
    overlaid from a fixes file where given."""
    from wsc_corpus.substitute import load_manual_fixes
    from wsc_corpus.substitute.report import substitute_corpus

    fixes = load_manual_fixes(manual_fixes) if manual_fixes is not None else None
    return substitute_corpus(corpus, fixes)


def export(corpus: Corpus, format: str, out: str | Path, **options: object) -> ExportReport:
    """Write ``corpus`` as ``wsc export --format FORMAT -o OUT`` does."""
    from wsc_corpus.export import export as run

    return run(corpus, format, out, **options)


def score(corpus: Corpus, model: str | Path, **options: object) -> ScoreReport:
    """Score the substituted sentences with a local causal LM, as ``wsc score`` does; options
    as its command-line options (``scoring``, ``bos``, ``batch_size``, ``limit``, ...)."""
    from wsc_corpus.analysis.lm import score_corpus

    return score_corpus(corpus, model, **options)


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
    "Corpus",
    "Item",
    "Mention",
    "Provenance",
    "Schema",
    "Span",
    "Tag",
    "__version__",
    "export",
    "load",
    "score",
    "substitute",
    "validate",
]
