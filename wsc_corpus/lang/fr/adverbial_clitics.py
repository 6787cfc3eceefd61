"""``y`` and ``en`` rewritten as a prepositional phrase after the verb.

``en`` stands for ``de`` + a noun phrase: ``Paul en a mangé trois`` -> ``Paul a mangé trois
des pommes``; ``il s'en souvient`` -> ``il se souvient du voyage``. ``y`` stands for a place
or ``à`` + a noun phrase; the preposition comes from the verb (``y a mis`` -> ``a mis ...
dans la boîte``; ``y pense`` -> ``pense à la fête``), else from the candidate's own mention
(``sur la table``), else ``à`` (``y est allé`` -> ``est allé au jardin``).
"""

PARTITIVE = "en"  # the clitic for de + a noun phrase
LOCATIVE = "y"  # the clitic for a place or à + a noun phrase
EN_PREPOSITION = "de"
Y_DEFAULT_PREPOSITION = "à"
# Verb lemma -> the preposition ``y`` stands for with it.
Y_PREPOSITIONS = {
    "mettre": "dans", "remettre": "dans", "ranger": "dans", "cacher": "dans",
    "placer": "dans", "verser": "dans", "plonger": "dans", "entrer": "dans",
    "rentrer": "dans", "glisser": "dans", "jeter": "dans", "enfermer": "dans",
    "habiter": "dans", "vivre": "dans", "dormir": "dans", "trouver": "dans",
    "monter": "sur", "grimper": "sur", "poser": "sur", "asseoir": "sur", "écrire": "sur",
    "coller": "sur", "marcher": "sur", "compter": "sur",
    "penser": "à", "aller": "à", "répondre": "à", "jouer": "à", "arriver": "à",
    "renoncer": "à", "croire": "à", "tenir": "à", "participer": "à", "réfléchir": "à",
    "travailler": "à", "rester": "à",
}
# Verbs that take no direct object: ``y`` + one of them puts the phrase right after the verb
# (``il n'y va jamais le dimanche`` -> ``il ne va jamais au parc le dimanche``), whatever
# noun the parse takes for an object.
Y_NO_OBJECT = frozenset({
    "aller", "venir", "revenir", "retourner", "rester", "habiter", "vivre", "arriver",
    "entrer", "rentrer", "courir", "dormir", "penser", "réfléchir", "croire", "tenir",
    "renoncer", "participer", "jouer", "travailler", "répondre", "monter", "descendre",
    "passer", "tomber", "grimper", "nager", "marcher",
})
# Prepositions of place a mention may stand after, taken for ``y`` when the verb says none.
PLACE_PREPOSITIONS = frozenset({"dans", "sur", "sous", "chez", "devant", "derrière", "à"})
# A candidate that starts with one of these already is the place (``sous l'arbre``).
FUSED_PLACES = frozenset({"au", "aux"})
# Words after the verb that ``en`` quantifies, kept before the phrase (``mangé trois des
# pommes``, ``en a pris beaucoup`` -> ``a pris beaucoup des pommes``).
EN_QUANTIFIERS = frozenset({
    "un", "une", "deux", "trois", "quatre", "cinq", "six", "dix", "plusieurs", "beaucoup",
    "trop", "assez", "peu", "certains", "certaines", "quelques-uns", "quelques-unes",
    "la", "le", "moitié",
})
# Quantity adverbs that ``en`` completes: ``de`` + the bare noun follows them (``il faudra en
# faire plus`` -> ``faire plus de biscuits``; ``il n'y en avait pas assez`` -> ``il n'y avait
# pas assez d'exemplaires``), across the adverbs in EN_SKIPPED.
EN_QUANTITY_ADVERBS = frozenset({
    "plus", "moins", "trop", "assez", "beaucoup", "peu", "tant", "autant", "davantage",
})
EN_SKIPPED = frozenset({
    "pas", "tout", "simplement", "vraiment", "bien", "encore", "jamais", "toujours", "déjà",
    "point", "guère", "même", "aussi",
})
# ``il y a`` (there is) and ``il y avait``: existential, not a clitic that refers.
EXISTENTIAL = ("a ", "avait ", "aura ", "aurait ", "eut ")
# Verbs whose ``de`` complement ``en`` replaces with its article kept under negation (``il ne
# s'en souvient pas`` -> ``il ne se souvient pas du voyage``); with other verbs ``en`` under
# negation is the partitive: ``n'en a pas mangé`` -> ``n'a pas mangé de soupe``.
EN_DE_VERBS = frozenset({
    "parler", "souvenir", "occuper", "rêver", "moquer", "plaindre", "servir", "douter",
    "méfier", "passer", "approcher", "éloigner", "sortir", "revenir", "venir", "profiter",
    "féliciter", "remercier", "agir", "soucier", "contenter", "dépendre", "charger",
    "besoin", "peur", "envie", "honte", "rappeler", "apercevoir", "rendre", "séparer",
    "débarrasser", "emparer", "inquiéter", "réjouir", "préoccuper", "lasser", "priver",
    "excuser", "vanter", "nourrir", "mêler",
})
