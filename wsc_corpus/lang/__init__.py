"""Per-language linguistic data (pronouns, contractions, clitics, elision), looked up by code.

Each language lives in its own package (``wsc_corpus.lang.pt``) exporting plain tables and a
``Defaults`` class that wires them; packages are imported lazily, on first use.
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType

LANGUAGES = ("en", "fr", "pt")


@cache
def get_lang(code: str) -> ModuleType:
    """The language package for an ISO 639-1 code; ValueError for a language we have no data for."""
    if code not in LANGUAGES:
        raise ValueError(f"no linguistic data for language {code!r}; expected one of {LANGUAGES}")
    return importlib.import_module(f"wsc_corpus.lang.{code}")


@cache
def definite_articles(code: str) -> frozenset[str]:
    """The definite article forms of a language (``l'`` ends with its apostrophe); none for a
    language we have no data for."""
    if code not in LANGUAGES:
        return frozenset()
    return frozenset(a.form for a in get_lang(code).Defaults.articles if a.definite)
