"""Portuguese articles and the preposition + article contractions (``em`` + ``a`` = ``na``)."""

from wsc_corpus.lang.base import Article, check_contractions

_DEFINITE = (("o", "m", "sg"), ("a", "f", "sg"), ("os", "m", "pl"), ("as", "f", "pl"))
_INDEFINITE = (("um", "m", "sg"), ("uma", "f", "sg"), ("uns", "m", "pl"), ("umas", "f", "pl"))

ARTICLES = tuple(Article(form, True, g, n) for form, g, n in _DEFINITE) + \
    tuple(Article(form, False, g, n) for form, g, n in _INDEFINITE)

# (preposition, article) -> fused form.
CONTRACTIONS = check_contractions(
    {("de", a): "d" + a for a, _, _ in _DEFINITE}
    | {("em", a): "n" + a for a, _, _ in _DEFINITE}
    | {("por", a): "pel" + a for a, _, _ in _DEFINITE}
    | {("a", "o"): "ao", ("a", "a"): "à", ("a", "os"): "aos", ("a", "as"): "às"}
    | {("de", a): "d" + a for a, _, _ in _INDEFINITE}
    | {("em", a): "n" + a for a, _, _ in _INDEFINITE}
)
