"""English third-person pronouns."""

from wsc_corpus.lang.base import Pronoun, check_pronouns

PRONOUNS = check_pronouns((
    Pronoun("he", "nom", "m", "sg"),
    Pronoun("him", "acc", "m", "sg"),
    Pronoun("his", "poss", "m", "sg"),
    Pronoun("his", "poss_pron", "m", "sg"),
    Pronoun("himself", "refl", "m", "sg"),
    Pronoun("she", "nom", "f", "sg"),
    Pronoun("her", "acc", "f", "sg"),
    Pronoun("her", "poss", "f", "sg"),
    Pronoun("hers", "poss_pron", "f", "sg"),
    Pronoun("herself", "refl", "f", "sg"),
    Pronoun("it", "nom", "n", "sg"),
    Pronoun("it", "acc", "n", "sg"),
    Pronoun("its", "poss", "n", "sg"),
    Pronoun("itself", "refl", "n", "sg"),
    Pronoun("they", "nom", None, "pl"),
    Pronoun("them", "acc", None, "pl"),
    Pronoun("their", "poss", None, "pl"),
    Pronoun("theirs", "poss_pron", None, "pl"),
    Pronoun("themselves", "refl", None, "pl"),
))
