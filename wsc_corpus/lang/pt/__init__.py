"""Linguistic data for language 'pt'."""

import re

from wsc_corpus.lang.base import BaseDefaults
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
from wsc_corpus.lang.pt.articles import ARTICLES, CONTRACTIONS
from wsc_corpus.lang.pt.lexicon import LEXICON
from wsc_corpus.lang.pt.pronouns import PRONOUNS


class Defaults(BaseDefaults):
    """The tables of this language, wired together."""

    code = "pt"
    name = "Portuguese (português)"
    pronouns = PRONOUNS
    # Pronoun analysis (wsc_corpus.nlp.pronouns): context and clitic shapes
    stressed_after = _pronouns.STRESSED_AFTER
    clitic_verb = (_pronouns.CLITIC_VERB_ENDINGS, _pronouns.CLITIC_VERB_WORDS,
                   _pronouns.NOT_VERBS)
    enclitic_hosts = _pronouns.ENCLITIC_HOSTS
    mesoclitic_endings = _pronouns.MESOCLITIC_ENDINGS
    articles = ARTICLES
    morphology = morphology
    evidence = "wsc_corpus.lang.pt.evidence"
    contractions = CONTRACTIONS
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
    noun_phrases = noun_phrases  # the determiner a bare noun candidate takes
    expletives = expletives  # subjects that refer to nothing (il y a)
    rules = "wsc_corpus.substitute.portuguese"
    detectors = frozenset({"truncated-enclitic", "clitic-before-verb",
                           "possessive-not-rewritten", "lost-preposition"})
    resources = ("lexicon", "names")

    @staticmethod
    def infinitive_follows(text: str) -> bool:
        from wsc_corpus.substitute.portuguese import infinitive_follows

        return infinitive_follows(text, verbs, None)
