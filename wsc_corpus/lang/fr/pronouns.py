"""French third-person pronouns.

Possessive determiners (``son``/``sa``/``ses``) agree with the possessed noun, so they tell the
owner's number only; ``l'`` tells no gender.
"""

from wsc_corpus.lang.base import Pronoun, check_pronouns
from wsc_corpus.lang.fr.clitics import (
    ACCUSATIVE_CLITICS,
    ADVERBIAL_CLITICS,
    AVOIR_FORMS,
    CLEFTS,
    COMPARATIVES,
    ETRE_FORMS,
    PREPOSITIONS,
)

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
    Pronoun("lui-même", "stressed", "m", "sg"),
    Pronoun("elle-même", "stressed", "f", "sg"),
    Pronoun("eux-mêmes", "stressed", "m", "pl"),
    Pronoun("elles-mêmes", "stressed", "f", "pl"),
    # Possessive pronouns: they tell the owner's number, not its gender (``le sien``).
    *(Pronoun(form, "poss_pron", None, "sg") for form in (
        "sien", "sienne", "siens", "siennes", "le sien", "la sienne", "les siens",
        "les siennes", "du sien", "au sien", "des siens", "aux siens", "des siennes",
        "aux siennes", "à la sienne", "de la sienne")),
    *(Pronoun(form, "poss_pron", None, "pl") for form in (
        "le leur", "la leur", "les leurs", "du leur", "au leur", "des leurs", "aux leurs", "à la leur",
        "de la leur")),
))

# Words after which a pronoun is the stressed form, not a clitic: a preposition (``sans lui``,
# ``avec eux``, ``à lui``) or a cleft (``c'est lui qui``). ``lui`` is then masculine, not the
# dative of either gender. ``que``/``et`` are left out: ``le cadeau que lui a offert Marie``.
STRESSED_AFTER: tuple[str, ...] = tuple(sorted(PREPOSITIONS)) + CLEFTS
# ...and after ``que`` at the end of its clause: the second term of a comparison (``plus vite
# que lui.``), where no verb follows whose clitic it would be (``ne fait que lui parler``).
STRESSED_AT_CLAUSE_END: tuple[str, ...] = tuple(sorted(COMPARATIVES))
# ...unless a verb follows, whose dative clitic it is (``de lui parler``, ``sans lui en
# donner``, ``pour lui avoir dit``): an infinitive ending, another clitic or an auxiliary;
# nouns and adverbs with those endings are not verbs (``avec lui hier``).
CLITIC_VERB_ENDINGS = ("er", "ir", "re", "oir")
CLITIC_VERB_WORDS = ACCUSATIVE_CLITICS | ADVERBIAL_CLITICS | AVOIR_FORMS | ETRE_FORMS
NOT_VERBS = frozenset({"hier", "cher", "fier", "amer", "hiver", "mer", "fer", "ver", "soir",
                       "noir", "espoir", "plaisir", "désir", "avenir", "loisir", "père",
                       "mère", "frère", "autre", "notre", "votre", "contre", "entre", "encore",
                       "premier", "dernier", "entier", "leur", "leurs", "sur", "pour", "par"})

# French clitics after a hyphen (imperative ``prends-le``, ``donne-lui``) take any verb: no
# ENCLITIC_HOSTS; no mesoclisis.
