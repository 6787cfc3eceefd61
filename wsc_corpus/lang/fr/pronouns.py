"""French third-person pronouns.

Possessive determiners (``son``/``sa``/``ses``) agree with the possessed noun, so they tell the
owner's number only; ``l'`` tells no gender.
"""

from wsc_corpus.lang.base import Pronoun, check_pronouns

PRONOUNS = check_pronouns((
    Pronoun("il", "nom", "m", "sg"),
    Pronoun("elle", "nom", "f", "sg"),
    Pronoun("elle", "stressed", "f", "sg"),
    Pronoun("ils", "nom", "m", "pl"),
    Pronoun("elles", "nom", "f", "pl"),
    Pronoun("elles", "stressed", "f", "pl"),
    Pronoun("le", "acc", "m", "sg", clitic=True),
    Pronoun("la", "acc", "f", "sg", clitic=True),
    Pronoun("l'", "acc", None, "sg", clitic=True),
    Pronoun("les", "acc", None, "pl", clitic=True),
    Pronoun("lui", "dat", None, "sg", clitic=True),
    Pronoun("lui", "stressed", "m", "sg"),
    Pronoun("leur", "dat", None, "pl", clitic=True),
    Pronoun("eux", "stressed", "m", "pl"),
    Pronoun("son", "poss", None, "sg"),
    Pronoun("sa", "poss", None, "sg"),
    Pronoun("ses", "poss", None, "sg"),
    Pronoun("leur", "poss", None, "pl"),
    Pronoun("leurs", "poss", None, "pl"),
    Pronoun("celui-ci", "nom", "m", "sg"),
    Pronoun("celle-ci", "nom", "f", "sg"),
    Pronoun("ceux-ci", "nom", "m", "pl"),
    Pronoun("celles-ci", "nom", "f", "pl"),
))
