"""French elision: a short word loses its vowel before a vowel or a mute h.

``que`` + ``il`` -> ``qu'il``; once the pronoun is replaced the full form comes back
(``que le chat``), or elides again before the candidate (``qu'Anne``).
"""

ELIDING = {
    "que": "qu'", "de": "d'", "le": "l'", "la": "l'", "ne": "n'", "je": "j'", "me": "m'",
    "te": "t'", "se": "s'", "ce": "c'", "jusque": "jusqu'", "lorsque": "lorsqu'",
    "puisque": "puisqu'", "quoique": "quoiqu'", "presque": "presqu'",
}
# ``si`` elides only before ``il``/``ils``.
SI = ("si", "s'")
SI_ELIDES_BEFORE = frozenset({"il", "ils"})
APOSTROPHES = ("'", "’")
VOWELS = frozenset("aeiouyàâäéèêëîïôöùûüœæAEIOUYÀÂÉÈÊÎÔÙÛŒÆ")
# Words in h that do not elide (h aspiré): ``le héros``, ``la haine``.
ASPIRATED_H = frozenset({
    "haine", "hache", "héros", "hibou", "honte", "haricot", "hasard", "hauteur", "haut",
    "haute", "hall", "hamac", "hamster", "handicap", "hangar", "harpe", "hâte", "hêtre",
    "homard", "hors", "huit", "hurler", "hutte", "hockey", "housse", "houx", "hérisson",
    "héron", "hollandais", "hongrois", "honteux",
})
