"""French noun phrases: a bare noun candidate takes the definite article of its mention.

``Fred et Alice ont des manteaux très chauds, mais ils ...`` with candidate ``manteaux``:
``des`` -> ``les manteaux``; ``cette scie`` -> ``la scie``; ``d'un gang`` -> ``le gang``;
``l'`` stays ``l'`` before a vowel (``un escroc`` -> ``l'escroc``).
"""

from wsc_corpus.lang.fr.elision import ASPIRATED_H, VOWELS

DETERMINER_FEATURES = {
    **{w: ("m", "sg") for w in ("le", "un", "ce", "cet", "son", "mon", "ton", "du", "au",
                                "quel", "notre", "votre", "leur")},
    **{w: ("f", "sg") for w in ("la", "une", "cette", "sa", "ma", "ta", "quelle")},
    **{w: (None, "sg") for w in ("l'", "l’")},
    **{w: (None, "pl") for w in ("les", "des", "ces", "ses", "mes", "tes", "nos", "vos",
                                 "leurs", "aux", "quelques", "plusieurs", "certains",
                                 "certaines")},
}
# ``notre``/``votre``/``leur`` do not tell the gender: read as masculine only when nothing
# else (the lexicon, elision) does.
GENDERLESS = frozenset({"notre", "votre", "leur"})
FUSED_DETERMINERS: dict[str, str] = {}
DEFINITE = {("m", "sg"): "le", ("f", "sg"): "la", (None, "pl"): "les", ("m", "pl"): "les",
            ("f", "pl"): "les"}
ELIDED_ARTICLES = {"le": "l'", "la": "l'"}
PRE_NOMINAL = frozenset({
    "petit", "petite", "petits", "petites", "grand", "grande", "grands", "grandes", "vieux",
    "vieil", "vieille", "vieilles", "jeune", "jeunes", "beau", "bel", "belle", "beaux",
    "belles", "bon", "bonne", "bons", "bonnes", "mauvais", "mauvaise", "nouveau", "nouvel",
    "nouvelle", "nouveaux", "nouvelles", "gros", "grosse", "long", "longue", "premier",
    "première", "dernier", "dernière", "seul", "seule", "même", "autre", "autres",
    "meilleur", "meilleure", "pauvre", "vrai", "vraie", "joli", "jolie", "énorme", "haut",
    "haute", "ancien", "ancienne",
})
QUANTIFIERS = frozenset({
    "tous", "toutes", "tout", "toute", "chaque", "plusieurs", "quelques", "certains",
    "certaines", "aucun", "aucune", "deux", "trois", "quatre", "cinq", "personne",
    "quelqu'un", "quelqu’un", "chacun", "chacune", "eux", "elles", "lui", "elle", "ceux",
    "celui", "celle", "celles", "rien",
    # adverbs of quantity before de + noun (beaucoup de spectatrices): no article before them
    "beaucoup", "peu", "trop", "assez", "tant", "autant", "combien", "nombre",
})
BARE_NOUN_NEEDS_DETERMINER = True
PLURAL_ENDINGS = ("s", "x")
# Quantity words after which ``de`` + a bare noun is right (``trop de cerfs``).
QUANTITY_WORDS = frozenset({
    "trop", "beaucoup", "peu", "assez", "plein", "pleine", "moins", "plus", "autant", "tant",
    "manque", "quantité", "nombre", "meute", "groupe", "tas", "sac", "espèces", "espèce",
    "bande", "troupeau", "paquet", "kilo", "verre", "tasse", "bouteille",
})
PARTITIVE_PREPOSITIONS = frozenset({"de", "d'", "d’"})
# The gender of a noun nothing else tells, from its ending (the unmarked one last).
GENDER_ENDINGS: tuple[tuple[str, str], ...] = (
    ("tions", "f"), ("tion", "f"), ("ettes", "f"), ("ette", "f"), ("eaux", "m"), ("eau", "m"),
    ("ments", "m"), ("ment", "m"), ("ages", "m"), ("age", "m"), ("té", "f"), ("ure", "f"),
    ("ance", "f"), ("ence", "f"), ("isme", "m"), ("oir", "m"),
)
DEFAULT_GENDER = "m"
__all__ = ["ASPIRATED_H", "VOWELS"]
# Words after an indefinite article that keep it: the candidate does not take the definite
# article it otherwise takes when the pronoun refers back to it.
INDEFINITE_KEPT = frozenset({"des", "de", "d'", "d’", "peu"})
