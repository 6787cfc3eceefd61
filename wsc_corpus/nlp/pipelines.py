"""Loading spaCy pipelines, once per language, with a record of what was loaded.

Each language's ``Defaults.pipelines`` lists the packages to load in order of preference (a
user-installed official pipeline, then the one ``make setup`` installs); where none is
installed, a language with ``Defaults.blank_pipeline`` falls back to ``spacy.blank`` of that
code (Portuguese: no pipeline on PyPI), any other is an error, as is an unknown language.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
from collections.abc import Iterable, Iterator
from functools import cache
from typing import TYPE_CHECKING, Any

from wsc_corpus.errors import ResourceError
from wsc_corpus.lang import defaults

if TYPE_CHECKING:  # spaCy is imported when a pipeline loads, keeping `import wsc_corpus` fast
    from spacy.language import Language
    from spacy.tokens import Doc, Token


def installed_pipeline(lang: str) -> str | None:
    """The name of the first installed pipeline package for a language, or None."""
    return next((name for name in defaults(lang).pipelines
                 if importlib.util.find_spec(name) is not None), None)


@cache
def load_pipeline(lang: str) -> Language:
    """The pipeline for a language, loaded once per process."""
    import spacy

    from wsc_corpus.progress import spinner

    if (name := installed_pipeline(lang)) is not None:
        with spinner(f"loading {name}"):
            return spacy.load(name)
    language = defaults(lang)
    if language.blank_pipeline is not None:
        return spacy.blank(language.blank_pipeline)
    raise ResourceError(f"no spaCy pipeline for {lang!r}; install one of "
                        f"{language.pipelines} (make setup does)")


def describe(nlp: Language) -> str:
    """``name-version`` of a loaded pipeline, for signatures and evidence."""
    import spacy

    meta = nlp.meta
    if meta.get("name") == "pipeline" and meta.get("version") == "0.0.0":
        return f"blank_{nlp.lang}-spacy{spacy.__version__}"
    return f"{meta['lang']}_{meta['name']}-{meta['version']}"


def pipeline_description(lang: str) -> str:
    """What :func:`load_pipeline` loads for a language, named as :func:`describe` names it,
    without loading it: ``name-version`` of the installed package, ``blank_xx-spacyV``, or
    ``none``."""
    if (name := installed_pipeline(lang)) is not None:
        try:
            return f"{name}-{importlib.metadata.version(name)}"
        except importlib.metadata.PackageNotFoundError:  # a folder on the path, not installed
            return name
    if defaults(lang).blank_pipeline is not None:
        import spacy

        return f"blank_{defaults(lang).blank_pipeline}-spacy{spacy.__version__}"
    return "none"


LEMMATIZER = "lemmatizer"


def pipe_without_lemmas(nlp: Language, texts: Iterable[str], batch_size: int,
                        disable: Iterable[str] = ()) -> Iterator[Doc]:
    """``nlp.pipe`` without the lemmatizer: a check needs the lemmas of a few tokens (the
    candidates'), which :func:`lemmatize` gives them, not those of every token."""
    skipped = [name for name in (*disable, LEMMATIZER) if name in nlp.pipe_names]
    return nlp.pipe(texts, batch_size=batch_size, disable=skipped)


def lemmatize(nlp: Language, tokens: Iterable[Token]) -> None:
    """Give tokens the lemma the pipeline's lemmatizer would have given them (one the
    attribute ruler set is kept, as the lemmatizer itself does)."""
    if LEMMATIZER not in nlp.pipe_names:
        return
    lemmatizer = nlp.get_pipe(LEMMATIZER)
    _index_as_sets(lemmatizer)
    for token in tokens:
        if lemmatizer.overwrite or token.lemma == 0:
            token.lemma_ = lemmatizer.lemmatize(token)[0]


class _WordList(list):
    """A list of words, as spaCy's lookups keep a lemma index, whose ``in`` is a set lookup
    (the set made at the first test)."""

    _words: frozenset[str] | None = None

    def __contains__(self, word: object) -> bool:
        if self._words is None:
            self._words = frozenset(self)
        return word in self._words


def _index_as_sets(lemmatizer: Any) -> None:
    """Let the rule lemmatizer's ``lemma_index`` (part of speech -> a list of known lemmas)
    answer ``in`` from a set: the lemmatizer tests every form its suffix rules make against
    it, and a list is scanned whole (66,000 French nouns per test); the lemmas are the same."""
    if not lemmatizer.lookups.has_table("lemma_index"):
        return
    table = lemmatizer.lookups.get_table("lemma_index")
    for pos, words in table.items():
        if type(words) is list:
            table[pos] = _WordList(words)
