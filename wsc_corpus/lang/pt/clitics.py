"""Portuguese third-person object clitics: forms, and the verb they lean on.

A clitic before its verb (proclisis: ``o coloquei``, ``não a encontrou``) or attached after it
with a hyphen (enclisis: ``removê-la``, ``vendem-no``, ``deu-lhe``) is replaced by a noun
phrase after the verb: ``coloquei o pano``, ``remover a goma de mascar``, ``deu ao menino``.
"""

# Accusative clitics: ``o`` after most verbs, ``lo`` after a verb that drops -r/-s/-z,
# ``no`` after a nasal ending (``vendem-no``).
ACCUSATIVE_CLITICS = frozenset({"o", "a", "os", "as", "lo", "la", "los", "las", "no", "na",
                                "nos", "nas"})
# Dative clitics become ``a`` + the candidate (``ao menino``, ``à menina``).
DATIVE_CLITICS = frozenset({"lhe", "lhes"})
DATIVE_PREPOSITION = "a"

# The clitic forms that show the verb before the hyphen lost its last letter.
LO_FORMS = frozenset({"lo", "la", "los", "las"})

# The end of a verb before ``-lo`` -> its full ending: removê-la -> remover, abri-la -> abrir,
# amá-lo -> amar, compô-lo -> compor, possuí-lo -> possuir.
ENCLITIC_HOST_ENDINGS = (("ê", "er"), ("á", "ar"), ("í", "ir"), ("i", "ir"), ("ô", "or"))
# Hosts whose full form is not regular: a monosyllable keeping its accent (pô-lo -> pôr),
# finite verbs that lost -z or -s (fá-lo -> faz, fi-lo -> fiz, qui-lo -> quis, pu-lo -> pus).
ENCLITIC_HOST_FORMS = {"pô": "pôr", "fá": "faz", "fi": "fiz", "fê": "fez", "di": "diz",
                       "qui": "quis", "trá": "traz", "pu": "pus"}
# A first-person plural host loses its -s before -lo: vendemo-lo -> vendemos.
ENCLITIC_PLURAL_HOST = ("mo", "mos")
