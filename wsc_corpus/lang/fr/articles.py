"""French articles and the preposition + article contractions (``de`` + ``le`` = ``du``)."""

from wsc_corpus.lang.base import Article, check_contractions

ARTICLES = (
    Article("le", True, "m", "sg"),
    Article("la", True, "f", "sg"),
    Article("l'", True, None, "sg"),
    Article("les", True, None, "pl"),
    Article("un", False, "m", "sg"),
    Article("une", False, "f", "sg"),
    Article("des", False, None, "pl"),
    Article("du", True, "m", "sg"),
    Article("au", True, "m", "sg"),
    Article("aux", True, None, "pl"),
)

# (preposition, article) -> fused form. "de" + "les" = "des" is the contraction, not the
# indefinite plural, in "la fille des voisins".
CONTRACTIONS = check_contractions({
    ("à", "le"): "au",
    ("à", "les"): "aux",
    ("de", "le"): "du",
    ("de", "les"): "des",
})
