"""wsc-corpus: load, validate, substitute, export and analyse Winograd schema collections."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("wsc-corpus")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+unknown"

from wsc_corpus.models import Candidate, Corpus, Item, Mention, Provenance, Schema, Span, Tag

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
]
