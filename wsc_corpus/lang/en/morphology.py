"""English noun-phrase features: determiners that tell number, titles that tell natural
gender (``Mr. Taylor``), and the conjunction that makes a plural; nouns' natural gender and
animacy come from WordNet (lang/en/evidence.py).

Possessive determiners (``his``, ``her``) tell the owner, not the noun: they are not here.
"""

# form -> (gender, number); English determiners tell no gender.
DETERMINERS = {
    "a": (None, "sg"), "an": (None, "sg"), "this": (None, "sg"), "that": (None, "sg"),
    "these": (None, "pl"), "those": (None, "pl"), "every": (None, "sg"), "each": (None, "sg"),
    "both": (None, "pl"), "several": (None, "pl"), "many": (None, "pl"), "few": (None, "pl"),
}
CONJUNCTIONS = frozenset({"and"})
# English gender is natural: only he/she tell it, and "it" tells a thing; determiners and
# coordination tell no gender; a person or a thing is read from WordNet (wsc_corpus.nlp.wordnet).
GRAMMATICAL_GENDER = False
ANIMACY = "wordnet"
# The possessor of "Anne's daughter" does not agree: the phrase is read after the mark.
POSSESSOR_MARKS = ("'s", "’s", "'")
# Person nouns whose ending tells the sex (``barman``, ``mailman``, ``chairwoman``): the rest
# of the word must itself be a noun (``bar``), so that ``human`` or ``German`` are not male.
GENDER_SUFFIXES = (("woman", "f"), ("women", "f"), ("man", "m"), ("men", "m"))
# Where the head of a noun phrase is when no parse says it: ``the city council``: the head comes last.
HEAD_FIRST = False

PHRASE_BREAKS = frozenset({"of", "in", "on", "at", "with", "who", "that", "which", "under",
                           "from", "for", "by"})

# Nouns whose number the tagger cannot read from the form (``the sheep``, ``the fish``): the
# number is left unknown. Collective nouns that take a plural: plural.
SAME_IN_PLURAL = frozenset({"sheep", "fish", "deer", "moose", "salmon", "trout", "bison",
                            "aircraft", "series", "species", "offspring", "swine", "cod"})
# Nouns of quantity and quantifiers before ``of`` + a noun phrase: the phrase agrees with that
# noun (``a lot of fans were``, ``plenty of time is``, ``some of the birds were``, ``most of
# the cake was``; Quirk et al. 1985 §10.34, Swan 2016 §130).
QUANTITY_HEADS = frozenset({"lot", "lots", "number", "couple", "plenty", "handful", "bunch",
                            "majority", "some", "all", "most", "many", "several", "both",
                            "half", "few"})
PLURAL_NOUNS = frozenset({"police", "people", "cattle", "clergy", "staff", "crew"})
# Titles before a surname: the surname is not a first name (``Dr. Adams``); those that tell
# the bearer's sex (``Mrs. Taylor``). The sex of nouns (``widow``, ``rooster``) comes from
# WordNet (lang/en/evidence.py).
TITLES = frozenset({"dr.", "dr", "prof.", "professor", "mr.", "mr", "mrs.", "mrs", "ms.",
                    "ms", "miss", "sir", "lady", "lord", "king", "queen", "president",
                    "captain", "general", "doctor", "judge", "senator", "saint", "st."})
TITLE_GENDERS = {"mr.": "m", "mr": "m", "mrs.": "f", "mrs": "f", "ms.": "f", "ms": "f",
                 "miss": "f", "sir": "m", "lady": "f", "lord": "m", "king": "m", "queen": "f"}

# Singular nouns for groups and institutions (and the buildings that stand for them), which
# English refers to with "they" as well as "it": a plural pronoun may differ from them (A406,
# lang/en/evidence.py), as from WordNet's groups of people. Entities of these kinds (spaCy
# labels) are treated the same.
COLLECTIVE_NOUNS = frozenset({
    "council", "board", "committee", "team", "company", "firm", "government", "army",
    "legion", "family", "band", "school", "university", "college", "club", "party", "church",
    "city", "state", "country", "nation", "town", "village", "public", "jury", "audience",
    "class", "group", "gang", "union", "administration", "management", "department", "agency",
    "organization", "organisation", "corporation", "bank", "store", "shop", "restaurant",
    "hospital", "press", "media", "majority", "minority", "couple", "pair", "enemy",
    "headquarters", "parliament", "congress", "senate", "court", "navy", "office", "ministry",
    "center", "centre", "institute", "clinic", "guard",
})
COLLECTIVE_ENTITIES = frozenset({"ORG", "NORP", "GPE", "FAC", "PRODUCT", "LOC"})
# Groups English also calls "they" let a plural pronoun differ (A406, lang/en/evidence.py);
# French and Portuguese keep their number and warn (A405).
COLLECTIVE_WARNING = False
# A proper noun of one word is not read as singular: English calls organisations and places
# "they" as well as "it".
PROPER_NOUNS_SINGULAR = False
# The hunspell dictionary's capitalised entries (``Lily/M`` besides ``lily/SM``): a common
# noun that is also listed capitalised may be a first name (lang/en/evidence.py).
NATIONAL_NAMES = None
PROPER_NOUNS = {
    "dictionary": "en_US",
    "line": r"^([A-Z][a-z][^/\n]*)(?:/(\S*))?$",
    "kinds": ((r"", "proper"),),
    "gender": r"(?!)",
    "genders": {},
}
# English nouns have no grammatical gender to be unknown (see GRAMMATICAL_GENDER).
EPICENE_NOUNS: frozenset[str] = frozenset()
