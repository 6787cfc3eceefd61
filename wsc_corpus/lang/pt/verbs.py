"""Portuguese verb groups and the prepositions verbs govern, for moving clitics."""

# Finite forms of the auxiliaries and modals that take a participle, gerund or infinitive: a
# clitic before them moves after the whole group (``o tinha colocado`` -> ``tinha colocado
# o pano``, ``não a conseguia abrir`` -> ``não conseguia abrir a porta``).
AUXILIARIES = frozenset({
    "tenho", "tem", "têm", "temos", "tinha", "tinham", "tínhamos", "teve", "tiveram", "terá",
    "teria", "hei", "há", "havia", "haviam", "houve", "haverá", "haveria",
    "estou", "está", "estão", "estamos", "estava", "estavam", "esteve", "estiveram",
    "vou", "vai", "vão", "vamos", "ia", "iam", "foi", "foram", "é", "são", "era", "eram",
    "será", "seria", "posso", "pode", "podem", "podemos", "podia", "podiam", "pôde",
    "puderam", "poderá", "poderia", "devo", "deve", "devem", "devia", "deviam", "deveria",
    "quero", "quer", "querem", "queria", "queriam", "quis", "consigo", "consegue",
    "conseguem", "conseguia", "conseguiam", "conseguiu", "precisa", "precisava", "tentou",
    "tentava", "acabou", "começou", "costumava", "costuma", "costumam", "soube", "sabia",
})
# Endings of the participle, gerund and infinitive that follow an auxiliary.
NONFINITE_ENDINGS = ("ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas", "ando",
                     "endo", "indo", "ondo", "ar", "er", "ir", "or", "ôr")
# The irregular participles and the short ones of the abundant verbs (Cunha & Cintra cap.
# 13: ``aceite`` in Portugal, ``aceito`` and ``pego`` in Brazil), by their masculine
# singular; those in -o inflect as adjectives in -o, those in -e are of both genders
# (``foram entregues``, ``foi aceite``).
IRREGULAR_PARTICIPLES = frozenset({
    "feito", "visto", "posto", "dito", "escrito", "aberto", "coberto", "vindo", "ganho",
    "gasto", "pago", "entregue", "aceito", "aceite", "pego", "morto", "preso", "solto",
    "eleito", "salvo",
})

# Verbs (by stem) that govern ``de`` (``cuidar de``, ``gostar de``): a name after them takes
# no article (``cuidar de John``), where a possessive ``dele`` takes one (``o namorado da
# Madonna``).
GOVERNS_DE = ("cuid", "gost", "precis", "depend", "lembr", "esquec", "desist", "duvid",
              "desconfi", "orgulh", "queix", "zomb", "fal", "trat", "aproxim", "afast",
              "livr", "fug", "mud")
# Endings an inflected form of those verbs may have after its stem.
VERB_ENDINGS = ("ar", "a", "am", "ava", "avam", "ou", "aram", "ará", "aria", "ando", "ado",
                "ei", "er", "e", "em", "ia", "iam", "eu", "eram", "erá", "eria", "endo", "ido",
                "ir", "iu", "iram", "irá", "indo", "o", "amos", "emos")

# Endings of the infinitive. The subject of an infinitive does not contract with the
# preposition before it: ``apesar de o tio ser mais jovem`` (not ``do tio``).
INFINITIVE_ENDINGS = ("ar", "er", "ir", "or", "ôr", "pôr")
# The personal infinitive's plural endings (``depois de eles terem fugido`` -> ``depois de a
# polícia ter fugido``: Cunha & Cintra cap. 14), read as one only after a preposition.
PERSONAL_INFINITIVE_ENDINGS = ("arem", "erem", "irem", "írem", "orem", "armos", "ermos", "irmos",
                               "ormos")
