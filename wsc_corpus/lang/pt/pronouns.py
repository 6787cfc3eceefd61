"""Portuguese third-person pronouns, contracted forms (``dela`` = ``de`` + ``ela``) included.

Clitic forms ``lo``/``no`` and their inflections occur after a hyphen (``removê-la``,
``vendem-no``); possessives (``seu``/``sua``) agree with the possessed noun, not the owner.
"""

from wsc_corpus.lang.base import Pronoun, check_pronouns

_STRONG = (("ele", "m", "sg"), ("ela", "f", "sg"), ("eles", "m", "pl"), ("elas", "f", "pl"))
_CLITIC = (("o", "m", "sg"), ("a", "f", "sg"), ("os", "m", "pl"), ("as", "f", "pl"))

PRONOUNS = check_pronouns(
    tuple(Pronoun(form, "nom", g, n) for form, g, n in _STRONG)
    + tuple(Pronoun(form, "stressed", g, n) for form, g, n in _STRONG)
    + tuple(Pronoun("d" + form, "gen", g, n, prep="de") for form, g, n in _STRONG)
    + tuple(Pronoun("n" + form, "loc", g, n, prep="em") for form, g, n in _STRONG)
    + tuple(Pronoun(form, "acc", g, n, clitic=True) for form, g, n in _CLITIC)
    + tuple(Pronoun(prefix + form, "acc", g, n, clitic=True)
            for prefix in ("l", "n") for form, g, n in _CLITIC)
    + (
        Pronoun("lhe", "dat", None, "sg", clitic=True),
        Pronoun("lhes", "dat", None, "pl", clitic=True),
        Pronoun("seu", "poss", None, None),
        Pronoun("sua", "poss", None, None),
        Pronoun("seus", "poss", None, None),
        Pronoun("suas", "poss", None, None),
        Pronoun("este", "nom", "m", "sg"),
        Pronoun("esta", "nom", "f", "sg"),
        Pronoun("estes", "nom", "m", "pl"),
        Pronoun("estas", "nom", "f", "pl"),
    )
)
