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
GRAMMATICAL_GENDER = True
ANIMACY = None  # no animacy lexicon: grammatical gender is what agrees
POSSESSOR_MARKS: tuple[str, ...] = ()
GENDER_SUFFIXES: tuple[tuple[str, str], ...] = ()
# Titles before a surname (``Mme Leroy``, ``M. Petit``): the surname is not a first name, and
# the title tells the bearer's sex.
TITLE_GENDERS = {"m.": "m", "monsieur": "m", "mme": "f", "mme.": "f", "madame": "f",
                 "mlle": "f", "mlle.": "f", "mademoiselle": "f", "me": None, "dr": None,
                 "dr.": None, "docteur": None, "professeur": None, "maître": None}
TITLES = frozenset(TITLE_GENDERS)
PLURAL_NOUNS: frozenset[str] = frozenset()
SAME_IN_PLURAL: frozenset[str] = frozenset()

# Nouns of either gender (epicene): the determiner tells it where it shows it (``le/la
# journaliste``), else it stays unknown (``l'élève``, ``les artistes``), whatever the tagger
# guesses. The lexicon's ``is:epi`` nouns count too; these are for nouns it may lack.
EPICENE_NOUNS = frozenset({
    "élève", "enfant", "journaliste", "artiste", "collègue", "camarade", "secrétaire",
    "ministre", "juge", "touriste", "cycliste", "dentiste", "pianiste", "guitariste",
    "violoniste", "architecte", "astronaute", "athlète", "adulte", "adversaire", "bénévole",
    "cinéaste", "complice", "concierge", "destinataire", "diplomate", "fonctionnaire",
    "interprète", "libraire", "locataire", "photographe", "pilote", "propriétaire",
    "psychologue", "scientifique", "sociologue", "stagiaire", "styliste", "partenaire",
    "responsable", "spécialiste", "biologiste", "chimiste",
    "archéologue", "philosophe", "poète", "peintre", "malade",
})
# Groups and places a plural pronoun may refer to through their members (``la police ...
# ils``, ``le Kamchatka ... ils`` for its army): with a plural pronoun they agree in neither
# gender nor number, and the finding is a warning (A405). Entities the recogniser labels as
# places or organisations count too.
COLLECTIVE_NOUNS = frozenset({
    "police", "armée", "gouvernement", "équipe", "foule", "famille", "public", "conseil",
    "comité", "entreprise", "société", "compagnie", "ville", "pays", "village", "école",
    "université", "gang", "bande", "groupe", "parti", "syndicat", "administration",
    "direction", "jury", "orchestre", "chorale", "troupe", "clan", "tribu", "peuple", "nation",
    "population", "classe", "club", "banque", "mairie", "municipalité", "région", "état",
    "marine", "presse", "assemblée", "majorité", "minorité", "couple", "clergé", "personnel",
    "commission", "association", "fédération", "ligue", "ministère", "hôpital", "magasin",
})
COLLECTIVE_ENTITIES = frozenset({"LOC", "ORG", "GPE"})
COLLECTIVE_WARNING = True
# Proper nouns of the tagged dictionary (wsc_corpus.nlp.proper_nouns): first names (po:prn)
# and surnames (po:patr) are persons, other proper nouns (po:npr: Yakoutsk, AFP) places or
# organisations; is:mas / is:fem give the gender.
# A proper noun of one word (no plural determiner) is singular: a person, a place.
PROPER_NOUNS_SINGULAR = True
NATIONAL_NAMES = None
PROPER_NOUNS = {
    "dictionary": "fr",
    "line": r"^([^/ \n]+)(?:/\S*)? ([^\n]*po:(?:prn|patr|npr)[^\n]*)$",
    "kinds": ((r"po:(?:prn|patr)", "person"), (r"po:npr", "place")),
    "gender": r"is:(mas|fem)",
    "genders": {"mas": "m", "fem": "f"},
}
# Words after which a noun phrase's head has been passed (``le frère de Joël``).
# Quantity expressions before ``de`` + noun: the noun after ``de`` is the phrase's head, whose
# gender and number agree (Grevisse & Goosse, accord du verbe avec un collectif ou un adverbe
# de quantité: ``la plupart des invités étaient partis``, ``beaucoup de spectatrices étaient
# venues``); not the collective nouns whose agreement varies (``la majorité des``).
QUANTITY_HEADS = (("la", "plupart"), ("beaucoup",), ("peu",), ("trop",),
                  ("assez",), ("tant",), ("autant",), ("combien",), ("nombre",),
                  ("quantité",), ("plus",), ("moins",))
QUANTITY_DE = frozenset({"de", "d'", "d’", "des"})
# Where the head of a noun phrase is when no parse says it: ``le type en uniforme``: the head comes first; an adjective before it agrees with it.
HEAD_FIRST = True

PHRASE_BREAKS = frozenset({"de", "d'", "du", "des", "à", "au", "aux", "qui", "que", "qu'",
                           "dans", "sur", "sous", "avec", "pour", "en", "par", "chez"})

# A past participle after avoir agrees with a direct-object clitic before it (``il l'a
# achetée``): its ending tells the gender the clitic does not mark (lang/fr/evidence.py).
AGREEING_CLITICS = frozenset({"l'", "les"})
PARTICIPLE_AUXILIARIES = ("a", "as", "ai", "avait", "avais", "avions", "aviez", "avaient",
                          "ont", "avons", "avez", "aura", "auras", "aurai", "aurait", "aurais",
                          "auraient", "eut", "eu")
PARTICIPLE_ADVERBS = ("pas", "jamais", "déjà", "bien", "enfin", "finalement", "vite", "aussitôt",
                      "encore", "toujours", "mal", "tout", "plus")
FEMININE_PARTICIPLE = ("ée", "ie", "ïe", "ue", "ise", "ite", "aite", "erte", "inte", "ainte",
                       "ouse")
MASCULINE_PARTICIPLE = ("é", "i", "ï", "u", "is", "it", "ait", "ert", "int", "aint")
