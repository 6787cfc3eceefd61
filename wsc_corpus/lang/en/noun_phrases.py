"""English noun phrases: a bare noun candidate takes ``the`` where its mention has a
determiner (``the brown suitcase``, ``a stern look``); a bare mention (``Cats hate water``)
stays bare, as English writes generic plurals and mass nouns.
"""

DETERMINER_FEATURES = {w: (None, None) for w in (
    "the", "a", "an", "this", "that", "these", "those", "his", "her", "its", "their", "my",
    "our", "your")}
GENDERLESS: frozenset[str] = frozenset()
FUSED_DETERMINERS: dict[str, str] = {}
DEFINITE = {(None, None): "the"}
ELIDED_ARTICLES: dict[str, str] = {}
VOWELS: frozenset[str] = frozenset()
ASPIRATED_H: frozenset[str] = frozenset()
# Any one adjective may stand between the determiner and the noun (``the brown suitcase``):
# English adjectives precede the noun, so no list bounds them; one word at most is read.
PRE_NOMINAL = None
# Cardinal numerals: a candidate they open is quantified (``twenty pounds``, ``ten dollars``).
CARDINALS = frozenset({
    "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    "hundred", "thousand", "million", "billion"})
QUANTIFIERS = frozenset({
    "all", "both", "each", "every", "some", "many", "few", "several", "no",
    "everyone", "everybody", "someone", "somebody", "nobody", "they", "he", "she", "it",
}) | CARDINALS
BARE_NOUN_NEEDS_DETERMINER = False
PLURAL_ENDINGS = ("s",)
QUANTITY_WORDS: frozenset[str] = frozenset()
PARTITIVE_PREPOSITIONS: frozenset[str] = frozenset()
# The gender of a noun nothing else tells, from its ending (the unmarked one last).
GENDER_ENDINGS: tuple[tuple[str, str], ...] = ()
DEFAULT_GENDER = None
# Words after an indefinite article that keep it: the candidate does not take the definite
# article it otherwise takes when the pronoun refers back to it.
INDEFINITE_KEPT = frozenset({"few", "lot", "couple", "little", "number", "bit", "of"})
