"""Linguistic data for language 'fr'."""

from wsc_corpus.lang.base import by_form
from wsc_corpus.lang.fr.articles import ARTICLES, CONTRACTIONS
from wsc_corpus.lang.fr.pronouns import PRONOUNS


class Defaults:
    """The tables of this language, wired together."""

    code = "fr"
    pronouns = PRONOUNS
    pronouns_by_form = by_form(PRONOUNS)
    articles = ARTICLES
    contractions = CONTRACTIONS
