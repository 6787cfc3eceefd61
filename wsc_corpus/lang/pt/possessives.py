"""Portuguese possessives: ``seu``/``sua`` + noun -> article + noun + ``de`` + owner.

The possessive agrees with the possessed noun, so it gives the article: ``sua taça vazia``
-> ``a taça vazia do Jim``; the owner comes after ``de`` (contracted with its article).
"""

POSSESSIVE_ARTICLES = {"seu": "o", "sua": "a", "seus": "os", "suas": "as"}
GENITIVE_PREPOSITION = "de"

# Quantifiers after which ``dele``/``deles`` becomes the bare noun (``fazer mais deles`` ->
# ``fazer mais biscoitos de aveia``): the preposition and the article go.
PARTITIVE_QUANTIFIERS = frozenset({
    "mais", "menos", "muitos", "muitas", "poucos", "poucas", "vários", "várias", "alguns",
    "algumas", "quantos", "quantas", "tantos", "tantas",
})

# Quantity words after which ``de`` takes a bare noun (``o suficiente delas`` -> ``o
# suficiente de cadeiras``, not ``das cadeiras``).
PARTITIVE_DE_WORDS = frozenset({
    "suficiente", "bastante", "quantidade", "número", "monte", "montão", "cheio", "cheia",
    "cheios", "cheias", "falta", "excesso",
})

# Words that take ``de`` before a noun phrase (``através da fenda``, not ``através a fenda``);
# alone they are adverbs (``lá embaixo``). Used to recognise a lost ``de``.
NEEDS_DE = frozenset({
    "através", "atrás", "dentro", "fora", "perto", "longe", "antes", "depois", "acima",
    "abaixo", "debaixo", "embaixo", "diante", "apesar", "além", "ao redor", "em cima",
    "em frente", "ao lado", "no meio",
})

# Indefinite pronouns before a partitive ``dele``/``deles`` take the gender of the noun they
# pick out (``cada um deles`` -> ``cada uma das mães``, ``nenhuma delas`` -> ``nenhum dos
# pais``: Cunha & Cintra cap. 12, pronomes indefinidos): form -> its forms by gender.
_PAIRS = (("um", "uma"), ("nenhum", "nenhuma"), ("algum", "alguma"), ("alguns", "algumas"),
          ("muitos", "muitas"), ("poucos", "poucas"), ("vários", "várias"),
          ("quantos", "quantas"), ("tantos", "tantas"), ("ambos", "ambas"))
PARTITIVE_GENDER_FORMS = {form: {"m": m, "f": f} for m, f in _PAIRS for form in (m, f)}
