"""French negation: ``ne`` before the verb, an adverb after it (``ne trouvait pas``).

With a simple tense the adverb follows the verb, so the object that replaces a clitic goes
after the adverb: ``il ne le trouvait pas`` -> ``il ne trouvait pas l'os``; ``ne lui parle
plus`` -> ``ne parle plus à Sophie``; ``ne`` elides before a vowel once the clitic is gone
(``ne les entendait pas`` -> ``n'entendait pas les oiseaux``).
"""

NEGATION_PARTICLES = frozenset({"ne", "n'", "n’"})
NEGATION_ADVERBS = frozenset({
    "pas", "plus", "jamais", "point", "guère", "nullement", "aucunement", "encore",
})
# Words between the verb and a negation adverb that are no object: another negation word
# (ne mange plus jamais, ne dit jamais plus rien), an adverb (ne mange vraiment pas).
NOT_OBJECTS = NEGATION_ADVERBS | frozenset({
    "rien", "personne", "aucun", "aucune", "nul", "nulle", "vraiment", "toujours", "même",
    "certainement", "sûrement", "probablement", "sans", "du", "tout", "trop", "assez",
    "presque", "peut-être",
})
# Clitics between ``ne`` and the verb, which the verb follows (ne lui a pas payé la soupe).
PREVERBAL_CLITICS = frozenset({"me", "te", "se", "nous", "vous", "le", "la", "les", "lui",
                               "leur", "y", "en"})
