"""English possessive marking: ``Jim`` + ``'s``; a plural in ``-s`` takes the bare apostrophe."""

# Suffix of the possessive (Saxon genitive), and the form after a plural ending in -s
# ("the demonstrators'"); a singular name in -s takes the full suffix ("James's").
POSSESSIVE_SUFFIX = "'s"
PLURAL_POSSESSIVE_SUFFIX = "'"

# Endings that show a noun phrase is already possessive ("Emma's", "the girls'"): nothing
# more is added, so "'s's" never occurs.
POSSESSIVE_ENDINGS = ("'s", "’s", "s'", "s’")

# Penn Treebank tags of the parse that tell ``her`` apart: possessive determiner vs object.
POSSESSIVE_TAGS = frozenset({"PRP$", "WP$"})

# Body-part nouns: after ``her`` they are possessed (``stretching her back``) even where the
# parser reads ``her`` as an object and the noun as a particle.
INALIENABLE_NOUNS = frozenset({
    "back", "head", "hair", "face", "hand", "hands", "arm", "arms", "leg", "legs", "eyes",
    "eye", "neck", "shoulder", "shoulders", "chest", "heart", "mind", "foot", "feet", "lap",
    "knee", "knees", "mouth", "nose", "lips", "teeth", "voice", "way", "breath",
})
