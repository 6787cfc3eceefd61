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

# Preposition + demonstrative (``em`` + ``aquela`` = ``naquela``, ``a`` + ``aquele`` =
# ``àquele``, ``de`` + ``este`` = ``deste``): written fused, as the articles are.
_DEMONSTRATIVES = tuple(f"{stem}{end}" for stem in ("est", "ess", "aquel")
                        for end in ("e", "a", "es", "as"))
DEMONSTRATIVE_CONTRACTIONS = check_contractions(
    {("de", d): "d" + d for d in _DEMONSTRATIVES}
    | {("em", d): "n" + d for d in _DEMONSTRATIVES}
    | {("a", d): "à" + d[1:] for d in _DEMONSTRATIVES if d.startswith("aquel")}
)
