"""Portuguese noun phrases: a bare noun candidate takes the definite article of its mention.

``A medalha não cabe na maleta porque ela ...`` with candidate ``medalha``: the mention's
determiner (``A``; ``na`` = ``em`` + ``a``; ``um``, ``esta``, ``sua``) gives gender and number,
and the candidate becomes ``a medalha``; with no determiner in the sentence, the lexicon's
gender and number (``G=f``, ``N=p``) do.
"""

from wsc_corpus.lang.pt.possessives import PARTITIVE_DE_WORDS, PARTITIVE_QUANTIFIERS

# Determiner -> (gender, number) of the noun it introduces (articles, demonstratives,
# possessives; the contracted forms come from the contraction table).
DETERMINER_FEATURES = {
    **{w: ("m", "sg") for w in ("o", "um", "este", "esse", "aquele", "seu", "meu", "teu",
                                "nosso", "vosso", "outro", "certo")},
    **{w: ("f", "sg") for w in ("a", "uma", "esta", "essa", "aquela", "sua", "minha", "tua",
                                "nossa", "vossa", "outra", "certa")},
    **{w: ("m", "pl") for w in ("os", "uns", "estes", "esses", "aqueles", "seus", "meus",
                                "teus", "nossos", "vossos", "outros", "certos")},
    **{w: ("f", "pl") for w in ("as", "umas", "estas", "essas", "aquelas", "suas", "minhas",
                                "tuas", "nossas", "vossas", "outras", "certas")},
}
# Contracted demonstratives: ``nesta`` = ``em`` + ``esta``, ``daquele`` = ``de`` + ``aquele``.
FUSED_DETERMINERS = {
    f"{p}{d}": d for p in ("n", "d") for d in (
        "este", "esta", "estes", "estas", "esse", "essa", "esses", "essas", "aquele",
        "aquela", "aqueles", "aquelas", "outro", "outra", "outros", "outras")
} | {f"{p}a{d[1:]}": d for p in ("n", "d") for d in ("aquele", "aquela", "aqueles",
                                                    "aquelas")}
DEFINITE = {("m", "sg"): "o", ("f", "sg"): "a", ("m", "pl"): "os", ("f", "pl"): "as"}
ELIDED_ARTICLES: dict[str, str] = {}
VOWELS: frozenset[str] = frozenset()
ASPIRATED_H: frozenset[str] = frozenset()
# Adjectives that may stand between a determiner and its noun (``a longa escada``).
PRE_NOMINAL = frozenset({
    "grande", "grandes", "pequeno", "pequena", "pequenos", "pequenas", "velho", "velha",
    "velhos", "velhas", "novo", "nova", "novos", "novas", "bom", "boa", "bons", "boas", "mau",
    "má", "maus", "más", "antigo", "antiga", "antigos", "antigas", "último", "última",
    "últimos", "últimas", "primeiro", "primeira", "primeiros", "primeiras", "longo", "longa",
    "belo", "bela", "jovem", "jovens", "enorme", "enormes", "excelente", "pobre", "linda",
    "lindo", "melhor", "pior", "próximo", "próxima", "único", "única", "verdadeiro",
    "verdadeira", "famoso", "famosa", "querido", "querida", "simples", "mesmo", "mesma",
})
# Words that make a candidate a noun phrase already (``todos os alunos``, ``cada um``).
QUANTIFIERS = frozenset({
    "todo", "toda", "todos", "todas", "cada", "muitos", "muitas", "alguns", "algumas",
    "vários", "várias", "ambos", "ambas", "poucos", "poucas", "nenhum", "nenhuma", "dois",
    "duas", "três", "quatro", "cinco", "ninguém", "alguém", "tudo", "nada", "eles", "elas",
    "ele", "ela", "você", "vocês", "nós", "eu",
})
# Written Portuguese needs a determiner before a common noun subject or object.
BARE_NOUN_NEEDS_DETERMINER = True
# Plural endings, for the number of a noun the lexicon does not know.
PLURAL_ENDINGS = ("s",)
GENDERLESS: frozenset[str] = frozenset()
# Quantity words after which ``de`` + a bare noun is right (``o suficiente de cadeiras``).
QUANTITY_WORDS = PARTITIVE_DE_WORDS | PARTITIVE_QUANTIFIERS
PARTITIVE_PREPOSITIONS = frozenset({"de"})
# The gender of a noun nothing else tells, from its ending (the unmarked one last).
GENDER_ENDINGS: tuple[tuple[str, str], ...] = (
    ("ções", "f"), ("ção", "f"), ("dades", "f"), ("dade", "f"), ("agens", "f"), ("agem", "f"),
    ("as", "f"), ("a", "f"), ("os", "m"), ("o", "m"), ("ões", "m"), ("ão", "m"),
)
DEFAULT_GENDER = "m"
# Words after an indefinite article that keep it: the candidate does not take the definite
# article it otherwise takes when the pronoun refers back to it.
INDEFINITE_KEPT = frozenset({"dos", "das", "de", "do", "da", "pouco", "pouca"})
