"""Linguistic data for language 'pt'."""

from wsc_corpus.lang.base import by_form
from wsc_corpus.lang.pt import (
    capitalization,
    clitics,
    expletives,
    names,
    noun_phrases,
    possessives,
    verbs,
)
from wsc_corpus.lang.pt import pronouns as _pronouns
from wsc_corpus.lang.pt.articles import ARTICLES, CONTRACTIONS
from wsc_corpus.lang.pt.pronouns import PRONOUNS


class Defaults:
    """The tables of this language, wired together."""

    code = "pt"
    pronouns = PRONOUNS
    pronouns_by_form = by_form(PRONOUNS)
    # Pronoun analysis (wsc_corpus.nlp.pronouns): context and clitic shapes
    stressed_after = _pronouns.STRESSED_AFTER
    clitic_verb = (_pronouns.CLITIC_VERB_ENDINGS, _pronouns.CLITIC_VERB_WORDS,
                   _pronouns.NOT_VERBS)
    enclitic_hosts = _pronouns.ENCLITIC_HOSTS
    mesoclitic_endings = _pronouns.MESOCLITIC_ENDINGS
    articles = ARTICLES
    contractions = CONTRACTIONS

    # Substitution grammar (wsc_corpus.substitute)
    determiners = capitalization.DETERMINERS
    noun_determiners = capitalization.DETERMINERS  # the determiners of a noun phrase
    clitics = clitics
    verbs = verbs
    possessives = possessives
    names = names
    noun_phrases = noun_phrases  # the determiner a bare noun candidate takes
    expletives = expletives  # subjects that refer to nothing (il y a)
