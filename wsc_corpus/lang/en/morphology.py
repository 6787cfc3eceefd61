"""English noun-phrase features: determiners that tell number, nouns and titles that tell
natural gender (``the woman``, ``Mr. Taylor``), and the conjunction that makes a plural.

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

# Singular lemma -> natural gender of persons (and a few animals) named by the noun.
_MALE = ("man", "boy", "father", "dad", "son", "brother", "husband", "uncle", "nephew",
         "grandfather", "grandson", "king", "prince", "gentleman", "guy", "mr.", "mr",
         "sir", "lord", "monk", "priest", "boyfriend", "fiancé", "waiter", "actor",
         "businessman", "policeman", "fireman", "councilman", "chairman", "salesman",
         "sportsman", "fisherman", "postman", "male", "bull", "stallion")
_FEMALE = ("woman", "girl", "mother", "mom", "mum", "daughter", "sister", "wife", "aunt",
           "niece", "grandmother", "granddaughter", "queen", "princess", "lady", "mrs.",
           "mrs", "ms.", "ms", "miss", "madam", "nun", "girlfriend", "fiancée", "waitress",
           "actress", "businesswoman", "policewoman", "chairwoman", "saleswoman", "female",
           "cow", "mare")
GENDERED_NOUNS = {noun: "m" for noun in _MALE} | {noun: "f" for noun in _FEMALE}

# Nouns whose number the tagger cannot read from the form (``the sheep``, ``the fish``): the
# number is left unknown. Collective nouns that take a plural: plural.
SAME_IN_PLURAL = frozenset({"sheep", "fish", "deer", "moose", "salmon", "trout", "bison",
                            "aircraft", "series", "species", "offspring", "swine", "cod"})
PLURAL_NOUNS = frozenset({"police", "people", "cattle", "clergy", "staff", "crew"})
# Titles before a surname: the surname is not a first name (``Dr. Adams``).
TITLES = frozenset({"dr.", "dr", "prof.", "professor", "mr.", "mr", "mrs.", "mrs", "ms.",
                    "ms", "miss", "sir", "lady", "lord", "king", "queen", "president",
                    "captain", "general", "doctor", "judge", "senator", "saint", "st."})

# Nouns that name persons of either gender: a person, not a thing, for ``it``.
PERSON_NOUNS = frozenset({
    "person", "people", "child", "kid", "baby", "adult", "friend", "neighbor", "neighbour",
    "stranger", "guest", "host", "visitor", "customer", "client", "patient", "doctor",
    "nurse", "surgeon", "dentist", "lawyer", "attorney", "judge", "witness", "suspect",
    "detective", "officer", "policeman", "cop", "soldier", "guard", "teacher", "student",
    "pupil", "professor", "coach", "trainer", "player", "athlete", "runner", "swimmer",
    "driver", "pilot", "passenger", "worker", "employee", "employer", "boss", "manager",
    "owner", "clerk", "teller", "cashier", "waiter", "cook", "chef", "farmer", "fisherman",
    "painter", "artist", "singer", "musician", "actor", "writer", "author", "poet",
    "journalist", "reporter", "editor", "scientist", "engineer", "architect", "carpenter",
    "plumber", "mechanic", "electrician", "builder", "gardener", "tourist", "traveler",
    "sponsor", "donor", "candidate", "voter", "politician", "councilman", "demonstrator",
    "protester", "fan", "star", "celebrity", "juggler", "magician", "comedian", "lecturer",
    "speaker", "delivery", "mover", "thief", "robber", "burglar",
    "criminal", "prisoner", "victim", "hero", "enemy", "rival", "partner", "colleague",
    "roommate", "classmate", "sibling", "parent", "cousin", "relative", "ancestor",
    "archaeologist", "historian", "philosopher", "psychologist", "therapist", "lifeguard",
    "firefighter", "babysitter", "nanny", "tutor", "mentor", "intern", "volunteer",
    "bully", "rescuer", "survivor", "spectator", "referee", "umpire", "opponent",
})

# Singular nouns for groups, which English refers to with "they" as well as "it": their
# number is left unknown. Entities of these kinds (spaCy labels) are treated the same.
COLLECTIVE_NOUNS = frozenset({
    "council", "board", "committee", "team", "company", "firm", "government", "army",
    "legion", "family", "band", "school", "university", "college", "club", "party", "church",
    "city", "state", "country", "nation", "town", "village", "public", "jury", "audience",
    "class", "group", "gang", "union", "administration", "management", "department", "agency",
    "organization", "organisation", "corporation", "bank", "store", "shop", "restaurant",
    "hospital", "press", "media", "majority", "minority", "couple", "pair", "enemy",
    "headquarters", "parliament", "congress", "senate", "court", "navy", "office", "ministry",
})
COLLECTIVE_ENTITIES = frozenset({"ORG", "NORP", "GPE", "FAC", "PRODUCT", "LOC"})
# Groups English also calls "they" keep no number (above); French and Portuguese
# keep it and warn (A405).
COLLECTIVE_WARNING = False
# No tagged English dictionary of proper nouns: first names come from WGND alone.
# A proper noun of one word is singular (a person, a place); English leaves organisations
# and places, which it calls "they", to the entity recogniser.
PROPER_NOUNS_SINGULAR = False
PROPER_NOUNS = None
# English nouns have no grammatical gender to be unknown (see GRAMMATICAL_GENDER).
EPICENE_NOUNS: frozenset[str] = frozenset()
