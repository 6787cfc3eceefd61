"""Linguistic data for language 'pt'."""

import re

from wsc_corpus.lang.base import BaseDefaults, Expletives, NounPhrases, PronounContexts
from wsc_corpus.lang.pt import (
    capitalization,
    clitics,
    expletives,
    morphology,
    names,
    noun_phrases,
    possessives,
    verbs,
)
from wsc_corpus.lang.pt import pronouns as _pronouns
from wsc_corpus.lang.pt.articles import ARTICLES, CONTRACTIONS, DEMONSTRATIVE_CONTRACTIONS
from wsc_corpus.lang.pt.errors import ERROR_PATTERNS
from wsc_corpus.lang.pt.lexicon import LEXICON
from wsc_corpus.lang.pt.pronouns import PRONOUNS


class Defaults(BaseDefaults):
    """The tables of this language, wired together."""

    code = "pt"
    name = "Portuguese (português)"
    pronouns = PRONOUNS
    pronoun_contexts = PronounContexts.from_module(_pronouns)
    articles = ARTICLES
    morphology = morphology
    evidence = "wsc_corpus.lang.pt.evidence"
    contractions = CONTRACTIONS | DEMONSTRATIVE_CONTRACTIONS
    question_words = frozenset({"quem", "o", "que", "qual", "quais", "de"})
    object_question = re.compile(r"^(o que .* (você|eu|nós)|quem .* (você|eu|nós))",
                                 re.IGNORECASE)
    # No Portuguese pipeline on PyPI: a user-installed one, else a blank one.
    pipelines = ("pt_core_news_md", "pt_core_news_sm", "pt_core_news_lg")
    blank_pipeline = "pt"
    lexicon = LEXICON

    # Substitution grammar (wsc_corpus.substitute)
    determiners = capitalization.DETERMINERS
    noun_determiners = capitalization.DETERMINERS
    clitics = clitics
    verbs = verbs
    possessives = possessives
    object_clitics = clitics.ACCUSATIVE_CLITICS | clitics.DATIVE_CLITICS
    needs_de = possessives.NEEDS_DE
    partitive_quantifiers = possessives.PARTITIVE_QUANTIFIERS
    names = names
    noun_phrases = NounPhrases.from_module(noun_phrases)
    expletives = Expletives.from_module(expletives)
    grammar = "wsc_corpus.lang.pt.grammar"
    inflection = "wsc_corpus.lang.pt.inflect"
    detectors = frozenset({"clitic-before-verb",
                           "possessive-not-rewritten", "lost-preposition"})
    error_patterns = ERROR_PATTERNS
    resources = ("lexicon", "names")
