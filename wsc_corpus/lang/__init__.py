"""Per-language linguistic data and behaviour (pronouns, contractions, clitics, elision, the
substitution grammar), looked up by code.

A language is one package (``wsc_corpus.lang.pt``) exporting plain tables, a ``Defaults``
class, a subclass of :class:`wsc_corpus.lang.base.BaseDefaults`, that wires them, and a
Grammar (``grammar.py``, :func:`grammar`). Packages are registered by code and imported
lazily, on first use: every package of this folder (named by its code), those another
distribution declares under the entry-point group ``wsc_corpus.languages`` (``es =
"my_package.es"``), and those registered at run time with :func:`register`.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import pkgutil
from functools import cache, lru_cache
from types import ModuleType

from wsc_corpus.errors import UnknownLanguageError
from wsc_corpus.lang.base import BaseDefaults, BaseGrammar, Grammar, straight_apostrophes

ENTRY_POINTS = "wsc_corpus.languages"
_registered: dict[str, str] = {}


def register(code: str, module: str | None) -> None:
    """Register the language package ``module`` (an import path) under ``code``; None
    unregisters it."""
    if module is None:
        _registry().pop(code, None)
    else:
        _registry()[code] = module
    get_lang.cache_clear()
    grammar.cache_clear()
    definite_articles.cache_clear()
    _bare_elided.cache_clear()
    table_form.cache_clear()


def _registry() -> dict[str, str]:
    if not _registered:
        # Built in: every package of this folder (a new language is a new folder, en fr pt).
        _registered.update({found.name: f"{__name__}.{found.name}"
                            for found in sorted(pkgutil.iter_modules(__path__),
                                                key=lambda m: m.name) if found.ispkg})
        for entry in importlib.metadata.entry_points(group=ENTRY_POINTS):
            _registered.setdefault(entry.name, entry.value)
    return _registered


def registrations() -> dict[str, str]:
    """Code -> language package of every registered language (a copy: to replay the
    registrations in another process with :func:`register`)."""
    return dict(_registry())


def languages() -> tuple[str, ...]:
    """The codes of every registered language (built-in first)."""
    return tuple(_registry())


def known(code: str) -> bool:
    """Whether a language is registered under ``code``."""
    return code in _registry()


@cache
def get_lang(code: str) -> ModuleType:
    """The language package registered under an ISO 639 code; UnknownLanguageError for a code
    no language is registered under."""
    module = _registry().get(code)
    if module is None:
        raise UnknownLanguageError(f"no language is registered under the code {code!r}; "
                                   f"registered: {', '.join(languages())}")
    package = importlib.import_module(module)
    defaults = getattr(package, "Defaults", None)
    if not (isinstance(defaults, type) and issubclass(defaults, BaseDefaults)) \
            or defaults.code != code:
        raise UnknownLanguageError(f"{module} registered for {code!r} must define Defaults, a "
                                   f"BaseDefaults subclass with code = {code!r}")
    return package


def defaults(code: str) -> type[BaseDefaults]:
    """The ``Defaults`` of the language registered under ``code``."""
    return get_lang(code).Defaults


@cache
def grammar(code: str) -> Grammar:
    """The Grammar of the language registered under ``code``: its ``Defaults.grammar``
    module's ``GRAMMAR`` built on its Defaults, else the BaseGrammar (plain replacement
    where a pronoun's reading allows it, a ``no-rule`` finding where not)."""
    lang = defaults(code)
    if lang.grammar is None:
        return BaseGrammar(lang)
    return importlib.import_module(lang.grammar).GRAMMAR(lang)


@cache
def definite_articles(code: str) -> frozenset[str]:
    """The definite article forms of a language (``l'`` ends with its apostrophe); none for a
    code no language is registered under."""
    if not known(code):
        return frozenset()
    return frozenset(a.form for a in defaults(code).articles if a.definite)


@cache
def _bare_elided() -> frozenset[str]:
    return frozenset().union(*(defaults(code).bare_elided for code in languages()))


@lru_cache(maxsize=65_536)  # asked of every token of every candidate, twins alike
def table_form(text: str) -> str:
    """A word as the tables list it: lower case, straight apostrophes, no padding, and an
    elided word a tokeniser split from its apostrophe (``l``, any language's
    ``Defaults.bare_elided``) with it back (``L’`` -> ``l'``, ``l`` -> ``l'``)."""
    form = straight_apostrophes(text.lower()).strip()
    return form + "'" if form in _bare_elided() else form
