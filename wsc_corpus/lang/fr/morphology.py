"""French determiners that tell the gender and number of the noun they introduce, and the
conjunction that joins noun phrases into a plural one (``Pierre et Marie``).

Possessive determiners agree with the possessed noun (``sa mère``: feminine), so inside a
candidate they tell its gender; ``son`` also stands before feminine nouns with a vowel
(``son amie``), so it tells the number only. ``l'`` and ``les`` tell no gender.
"""

# form -> (gender, number); None where the form does not tell.
DETERMINERS = {
    "le": ("m", "sg"), "la": ("f", "sg"), "l'": (None, "sg"), "les": (None, "pl"),
    "un": ("m", "sg"), "une": ("f", "sg"), "des": (None, "pl"),
    "du": ("m", "sg"), "au": ("m", "sg"), "aux": (None, "pl"),
    "ce": ("m", "sg"), "cet": ("m", "sg"), "cette": ("f", "sg"), "ces": (None, "pl"),
    "son": (None, "sg"), "sa": ("f", "sg"), "ses": (None, "pl"),
    "mon": (None, "sg"), "ma": ("f", "sg"), "mes": (None, "pl"),
    "ton": (None, "sg"), "ta": ("f", "sg"), "tes": (None, "pl"),
    "notre": (None, "sg"), "nos": (None, "pl"), "votre": (None, "sg"), "vos": (None, "pl"),
    "leur": (None, "sg"), "leurs": (None, "pl"),
}
CONJUNCTIONS = frozenset({"et"})
# Words after which a noun phrase's head has been passed (``le frère de Joël``).
# Where the head of a noun phrase is when no parse says it: ``le type en uniforme``: the head comes first; an adjective before it agrees with it.
HEAD_FIRST = True

PHRASE_BREAKS = frozenset({"de", "d'", "du", "des", "à", "au", "aux", "qui", "que", "qu'",
                           "dans", "sur", "sous", "avec", "pour", "en", "par", "chez"})
