"""French object clitics: they stand before the verb (or its auxiliary) and the noun phrase
that replaces them goes after it: ``il l'a mis`` -> ``il a mis le livre``; ``lui``/``leur``
become ``à`` + the candidate; ``en`` and ``y`` become a prepositional phrase
(``adverbial_clitics.py``)."""

ACCUSATIVE_CLITICS = frozenset({"le", "la", "l'", "l’", "l", "les"})
DATIVE_CLITICS = frozenset({"lui", "leur"})
DATIVE_PREPOSITION = "à"
# Adverbial clitics: ``de``/``à`` + a noun phrase (``adverbial_clitics.py``).
ADVERBIAL_CLITICS = frozenset({"en", "y"})
# Clitics that follow a direct-object clitic before the verb (Riegel et al., ordre des
# clitiques: le lui, la leur, les y, l'en): they stay when the first is replaced.
SECOND_CLITICS = DATIVE_CLITICS | ADVERBIAL_CLITICS
# The enclitic that may follow an accusative one after an affirmative imperative
# (rends-le-lui, donne-la-moi; Grevisse §682): it stays with the verb when the accusative goes.
IMPERATIVE_SECOND = DATIVE_CLITICS | frozenset({"moi", "toi", "nous", "vous"})

# Forms of avoir and être that make compound tenses (``a mis``, ``est parti``); with avoir a
# participle agrees with a clitic object before it (``il l'a mise``), not with one after.
AVOIR_FORMS = frozenset({
    "ai", "as", "a", "avons", "avez", "ont", "avais", "avait", "avions", "aviez", "avaient",
    "aurai", "auras", "aura", "aurons", "aurez", "auront", "aurais", "aurait", "auraient",
    "eut", "eurent", "avoir", "ayant",
})
ETRE_FORMS = frozenset({
    "suis", "es", "est", "sommes", "êtes", "sont", "étais", "était", "étions", "étaient",
    "sera", "seront", "serait", "seraient", "être",
})
# Words that may stand between the auxiliary and the participle (``n'a pas vu``).
INSERTED_ADVERBS = frozenset({
    "pas", "plus", "jamais", "rien", "déjà", "bien", "toujours", "encore", "vraiment",
    "souvent", "point", "guère", "enfin", "aussi", "même", "tout",
    "beaucoup", "trop", "peu", "tant", "tellement", "assez", "vite", "longtemps", "presque",
    "sûrement", "certainement", "finalement", "aussitôt",
})
# The floating quantifier of an object clitic (les a toutes lues, cueille-les toutes): it goes
# before the noun phrase that replaces the clitic, in that noun's gender (False: masculine).
FLOATING_QUANTIFIERS = frozenset({"tous", "toutes"})
FLOATING_QUANTIFIERS_BY_GENDER = {False: "tous", True: "toutes"}
# Undoing that agreement once the object follows: ending -> masculine singular, tried in order
# (``mise`` -> ``mis``, ``punis`` -> ``puni``, ``vue`` -> ``vu``); participles listed in
# MASCULINE_IN_S already end in -s (``mis``, ``pris``).
PARTICIPLE_AGREEMENT = (("ées", "é"), ("ée", "é"), ("és", "é"), ("ies", "i"), ("ie", "i"),
                        ("ises", "is"), ("ise", "is"), ("ites", "it"), ("ite", "it"),
                        ("ues", "u"), ("ue", "u"), ("us", "u"), ("is", "i"), ("ertes", "ert"),
                        ("erte", "ert"), ("aintes", "aint"), ("ainte", "aint"),
                        ("eintes", "eint"), ("einte", "eint"), ("ointes", "oint"),
                        ("ointe", "oint"), ("uites", "uit"), ("uite", "uit"),
                        ("aites", "ait"), ("aite", "ait"), ("ortes", "ort"), ("orte", "ort"))
# Endings of past participles, for participles the parser does not tag as verbs
# (``le ralenti l'avait contredit``: spaCy reads ``contredit`` as an adjective).
PARTICIPLE_ENDINGS = ("é", "ée", "és", "ées", "i", "ie", "is", "ies", "ise", "ises", "it", "ite",
                      "its", "ites",
                      "u", "ue", "us", "ues", "ert", "erte", "erts", "ertes", "aint", "ainte",
                      "eint", "einte", "eintes", "oint", "ointe", "ointes", "uit", "uite",
                      "uites", "ait", "aite", "aites", "ort", "orte", "ortes")
MASCULINE_IN_S = frozenset({
    "mis", "pris", "acquis", "assis", "conquis", "compris", "appris", "surpris", "permis",
    "promis", "remis", "soumis", "transmis", "admis", "commis", "omis", "repris", "requis",
    "exclus", "inclus", "clos", "dissous", "absous", "reclus", "perclus",
})

# Prepositions before a stressed pronoun (``avec elle`` -> ``avec la coupe``).
PREPOSITIONS = frozenset({
    "avec", "pour", "de", "à", "chez", "sans", "contre", "par", "sur", "sous", "devant",
    "derrière", "entre", "vers", "envers", "après", "avant", "comme", "selon", "malgré",
    "parmi", "près", "loin", "autour", "auprès", "face",
})

# The second term of a comparison (Grevisse §1117: ``plus vite que lui``) takes the stressed
# pronoun; read so only at the end of the clause (``pronouns.STRESSED_AT_CLAUSE_END``).
COMPARATIVES = frozenset({"que", "qu'"})

# Clefts whose focus is a stressed pronoun (``c'est lui qui``): the candidate replaces it as
# it is.
CLEFTS = ("c'est", "c'était", "ce sera", "ce serait", "ce fut", "ce sont", "c'étaient",
          "ce seront", "ce furent")

# The affirmative imperative puts the clitic after the verb, with a hyphen (``rends-la``,
# ``donne-lui``); before ``y`` and ``en`` a verb in -e takes an s it loses with them
# (``vas-y`` -> ``va au marché``, ``manges-en`` -> ``mange de la soupe``).
EUPHONIC_S_HOSTS = ("es", "vas")
# An infinitive complement the dative's phrase follows (``donne-lui à manger`` -> ``donne à
# manger au chien``).
INFINITIVE_MARKERS = frozenset({"à", "de", "d'"})
INFINITIVE_ENDINGS = ("er", "ir", "re", "oir")

# Adverbs that stand right after the verb, before the phrase that replaces the clitic
# (``s'y intéresse beaucoup`` -> ``s'intéresse beaucoup à la musique``).
VERB_ADVERBS = frozenset({
    "beaucoup", "souvent", "toujours", "rarement", "encore", "vraiment", "énormément", "déjà",
    "parfois", "longtemps", "bien", "mal", "aussi", "enfin", "tellement",
    "surtout", "également", "entièrement", "seulement", "presque", "volontiers",
})

# Interrogative inversion: the subject pronoun after the verb (``l'a-t-il vendu``,
# ``la connais-tu``); the verb group reads past it.
INVERTED_SUBJECTS = ("-t-il", "-t-elle", "-t-on", "-ils", "-elles", "-il", "-elle", "-on",
                     "-je", "-tu", "-nous", "-vous")

# Causative verbs: the infinitive after them belongs to the group the clitic stood before
# (``lui a fait visiter la ville`` -> ``a fait visiter la ville à Paul``; ``la faire réparer``
# -> ``faire réparer la voiture``).
CAUSATIVE_FORMS = frozenset({
    "faire", "fait", "fais", "faisons", "faites", "font", "faisait", "faisaient", "fera",
    "feront", "ferait", "feraient", "fit", "firent", "faisant",
    "laisser", "laissé", "laisse", "laisses", "laissons", "laissez", "laissent", "laissait",
    "laissaient", "laissera", "laisseront", "laisserait", "laissa",
})

# A direct object the parse misses after a dative (``écris-lui une lettre``): a determiner or
# partitive article and its noun, or a noun that forms a set phrase with its verb (``rends-lui
# visite``); a time phrase is no object (``téléphone-leur ce soir``).
PARTITIVE_ARTICLES = frozenset({"de", "d'", "d’", "du", "des"})
BARE_OBJECTS = frozenset({"visite", "service", "hommage", "confiance", "raison", "tort",
                          "justice", "grâce", "honneur", "peur", "mal", "signe"})
TIME_NOUNS = frozenset({
    "soir", "matin", "jour", "nuit", "semaine", "mois", "année", "an", "fois", "week-end",
    "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "midi",
    "après-midi", "moment", "instant", "temps", "hiver", "été", "printemps", "automne",
})

# An inverted subject pronoun is hyphened to its verb, with a euphonic t after a vowel
# (``étaient-ils``, ``a-t-elle``; Grevisse §386-§396). Replaced by a noun phrase, it stays as
# a resumptive pronoun after the verb and the noun goes before the verb group (complex
# inversion: ``La police était-elle inquiète ?``), except in a reporting clause (incise:
# ``, dit-il.`` -> ``, dit le garçon.``), where the noun follows the verb.
INVERSION_MARKS = ("-t-", "-")
EUPHONIC_T = "-t-"
EUPHONIC_T_AFTER = ("a", "e", "c")  # a verb ending so takes -t- before il, elle, on
# The preposition of the gérondif: a clitic after it goes with the participle (en le voyant).
GERUND_MARK = "en"
# Words of the verb group before the verb: ne and the conjoined pronouns.
PREVERBAL = frozenset({"ne", "n'", "n’", "le", "la", "l'", "l’", "les", "lui", "leur", "y",
                       "en", "se", "s'", "s’", "me", "m'", "m’", "te", "t'", "t’", "nous",
                       "vous"})
# Punctuation before a reporting clause (which is no question).
INCISE_BEFORE = (",", "»", "“", "”", '"', "—", "–")
SENTENCE_ENDS = (".", "!", "?", "…")
