"""A toy Spanish, registered by the test beside it: a language is one folder.

Just enough for validate and substitute on a few sentences: third-person pronouns, articles,
the two contractions (``a`` + ``el`` = ``al``, ``de`` + ``el`` = ``del``), a grammar with one
rule, an error pattern of its own, and the blank spaCy pipeline as its fallback. It has no
rule for its clitic ``lo``: the substitution says so in a finding.
"""

import re

from wsc_corpus.lang.base import (
    Article,
    BaseDefaults,
    ErrorPattern,
    Pronoun,
    check_contractions,
    check_pronouns,
)

PRONOUNS = check_pronouns((
    Pronoun("él", "nom", "m", "sg"),
    Pronoun("ella", "nom", "f", "sg"),
    Pronoun("ellos", "nom", "m", "pl"),
    Pronoun("ellas", "nom", "f", "pl"),
    Pronoun("él", "stressed", "m", "sg"),
    Pronoun("ella", "stressed", "f", "sg"),
    Pronoun("lo", "acc", "m", "sg", clitic=True),  # no rule: the grammar reports it
))
ARTICLES = (
    Article("el", True, "m", "sg"), Article("la", True, "f", "sg"),
    Article("los", True, "m", "pl"), Article("las", True, "f", "pl"),
    Article("un", False, "m", "sg"), Article("una", False, "f", "sg"),
)
CONTRACTIONS = check_contractions({("a", "el"): "al", ("de", "el"): "del"})


class Defaults(BaseDefaults):
    code = "es"
    name = "Spanish (toy)"
    pronouns = PRONOUNS
    articles = ARTICLES
    contractions = CONTRACTIONS
    determiners = frozenset(a.form for a in ARTICLES)
    noun_determiners = determiners
    question_words = frozenset({"quién", "qué", "cuál"})
    blank_pipeline = "es"  # no trained pipeline installed: spacy.blank("es")
    grammar = "wsc_toy_es.grammar"
    # "detrás de él" -> "detrás del perro", never "detrás el perro".
    error_patterns = (ErrorPattern(
        "lost-preposition", re.compile(r"(?<!\w)(?:detrás|delante|encima|debajo) (?:el|la|los|las)\b"),
        "{found}: the adverb needs 'de' before an article"),)
