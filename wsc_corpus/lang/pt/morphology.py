"""Portuguese determiners that tell the gender and number of the noun they introduce,
contractions of a preposition with an article included (``na`` = ``em`` + ``a``), and the
conjunction that joins noun phrases into a plural one (``Pam e Paul``).

Possessives agree with the possessed noun (``sua filha``: feminine), so inside a candidate
they tell its gender and number.
"""

from wsc_corpus.lang.pt.articles import ARTICLES, CONTRACTIONS

_BY_ARTICLE = {a.form: (a.gender, a.number) for a in ARTICLES}

# form -> (gender, number); None where the form does not tell.
DETERMINERS = (
    _BY_ARTICLE
    | {fused: _BY_ARTICLE[article] for (_, article), fused in CONTRACTIONS.items()}
    | {form: (g, n) for forms, g, n in (
        (("seu", "meu", "teu", "nosso", "vosso", "este", "esse", "aquele", "deste", "desse",
          "daquele", "neste", "nesse", "naquele", "àquele"), "m", "sg"),
        (("sua", "minha", "tua", "nossa", "vossa", "esta", "essa", "aquela", "desta", "dessa",
          "daquela", "nesta", "nessa", "naquela", "àquela"), "f", "sg"),
        (("seus", "meus", "teus", "nossos", "vossos", "estes", "esses", "aqueles"), "m", "pl"),
        (("suas", "minhas", "tuas", "nossas", "vossas", "estas", "essas", "aquelas"), "f", "pl"),
    ) for form in forms}
)
CONJUNCTIONS = frozenset({"e"})
# Words after which a noun phrase's head has been passed (``o tio do Joe``).
# Where the head of a noun phrase is when no parse says it: ``o homem fazendo malabarismos``: the head comes first; an adjective before it agrees with it.
HEAD_FIRST = True

PHRASE_BREAKS = frozenset({"de", "do", "da", "dos", "das", "que", "com", "em", "no", "na",
                           "nos", "nas", "para", "por", "sob", "sobre", "entre", "mais",
                           "muito", "menos"})
