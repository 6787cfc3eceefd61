"""The contract every registered language keeps (the built-in ones and any registered later):
its Defaults subclass BaseDefaults, its tables are consistent, what it names exists."""

import importlib
import re

import pytest

from wsc_corpus.errors import CODES, UnknownLanguageError
from wsc_corpus.lang import (
    defaults,
    get_lang,
    grammar,
    known,
    languages,
    register,
    table_form,
)
from wsc_corpus.lang.base import (
    BaseDefaults,
    BaseGrammar,
    Elision,
    Expletives,
    Grammar,
    Negation,
    NoMorphology,
    NounPhrases,
    Pronoun,
    by_form,
    check_pronouns,
)
from wsc_corpus.nlp.hunspell import dictionary
from wsc_corpus.nlp.pipelines import installed_pipeline

# The names of the errors of a substituted sentence (U5xx), aliases included.
SUBSTITUTION_CODES = {name for name, code in CODES.names().items()
                      if CODES[code].check == "substitution"}


@pytest.fixture(params=languages())
def lang(request):
    return defaults(request.param)


def test_defaults_subclass_the_base(lang):
    assert issubclass(lang, BaseDefaults) and lang.code and lang.name
    assert get_lang(lang.code).Defaults is lang


def test_tables_are_consistent(lang):
    assert check_pronouns(lang.pronouns) and dict(lang.pronouns_by_form) == by_form(lang.pronouns)
    assert all(d == d.lower() for d in lang.determiners)
    assert {a.form for a in lang.articles} <= lang.determiners
    articles = {a.form for a in lang.articles}
    # a preposition fuses with an article or a demonstrative (pt ``naquela``)
    assert all(article in articles | lang.determiners for _, article in lang.contractions)
    assert {a.form for a in lang.articles} <= lang.noun_determiners


def test_tables_have_the_shape_engines_read(lang):
    # Typed tables: every field there, neutral where the language sets none.
    for kind, table in ((Elision, lang.elision), (NounPhrases, lang.noun_phrases),
                        (Expletives, lang.expletives), (Negation, lang.negation)):
        assert isinstance(table, kind), f"{lang.code}: {table!r} is no {kind.__name__}"
    missing = [name for name in vars(NoMorphology) if name.isupper() and
               not hasattr(lang.morphology, name)]
    assert not missing, f"{lang.code}: {lang.morphology} lacks {missing}"
    assert all(table_form(form) == form for form in lang.pronouns_by_form)


def test_substitution_contract(lang):
    found = grammar(lang.code)  # the language's Grammar, or the BaseGrammar
    assert isinstance(found, BaseGrammar) and isinstance(found, Grammar) and found.lang is lang
    if lang.grammar is not None:
        assert importlib.import_module(lang.grammar).GRAMMAR is type(found)
    assert lang.detectors <= set(SUBSTITUTION_CODES), "detectors are named by finding code"
    assert all(p.code in SUBSTITUTION_CODES and isinstance(p.pattern, re.Pattern)
               for p in lang.error_patterns)
    forms = {table_form(f) for f in lang.pronouns_by_form}
    if lang.adverbial_clitics is not None:  # French y, en
        forms |= {lang.adverbial_clitics.PARTITIVE, lang.adverbial_clitics.LOCATIVE}
    assert all(table_form(f) in forms or table_form(f) + "'" in forms
               for f in lang.parsed_forms)
    assert set(lang.resources) <= {"pipeline", "lexicon", "names"}
    assert all(f == f.lower().strip() for f in lang.object_clitics | lang.question_words)
    assert lang.object_question is None or isinstance(lang.object_question, re.Pattern)


def test_resources_are_loadable(lang):
    """A language with no installed pipeline falls back to a blank one or says which to
    install; a declared lexicon is found where make setup installs it."""
    assert installed_pipeline(lang.code) is not None or lang.blank_pipeline is not None \
        or lang.pipelines
    if lang.lexicon is not None:
        assert dictionary(lang.code) is not None, f"{lang.lexicon.dictionary}.dic not installed"


def test_tables_are_checked_when_built():
    with pytest.raises(ValueError, match="listed twice"):
        type("Defaults", (BaseDefaults,), {"pronouns": (Pronoun("il", "nom", "m", "sg"),
                                                        Pronoun("il", "nom", "m", "sg"))})


def test_unknown_code_is_a_clear_error():
    assert not known("xx")
    with pytest.raises(UnknownLanguageError, match=r"\[E015\] no language is registered under "
                                                   r"the code 'xx'; registered: en, fr, pt"):
        get_lang("xx")


def test_unknown_code_never_gets_a_blank_pipeline():
    from wsc_corpus.nlp.pipelines import load_pipeline

    with pytest.raises(UnknownLanguageError):
        load_pipeline("xx")


def test_registered_module_must_define_defaults():
    register("xx", "wsc_corpus.lang.base")
    try:
        with pytest.raises(UnknownLanguageError, match="must define Defaults"):
            get_lang("xx")
    finally:
        register("xx", None)
    assert not known("xx")
