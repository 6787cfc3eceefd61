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

# No words after which a pronoun is the stressed form (French ``sans lui``): Portuguese
# stressed pronouns (``com ele``) have the features of the subject forms.

# A clitic after a hyphen (enclisis) takes the shape its verb asks for: ``-lo`` after a verb
# that lost its -r, -s or -z (``encontrá-lo``, ``fi-lo``, ``vendemo-lo``), ``-no`` after a
# nasal ending (``levaram-no``, ``põe-na``), ``-o`` after any other (``chamei-a``,
# ``lavei-as``). Each clitic form -> (endings its host must have, endings it must not have).
_VOWELS = tuple("aeiouáéíóúâêô")
_NASALS = ("m", "ão", "õe", "ãe")
ENCLITIC_HOSTS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    **{form: (_VOWELS, ()) for form in ("lo", "la", "los", "las")},
    **{form: (_NASALS, ()) for form in ("no", "na", "nos", "nas")},
    **{form: ((), _NASALS + ("r", "s", "z")) for form in ("o", "a", "os", "as")},
}
# Mesoclisis: the clitic inside a future or conditional (``encontrá-lo-ei``, ``dar-lhe-ia``).
MESOCLITIC_ENDINGS = frozenset({"ei", "ás", "á", "emos", "eis", "ão", "ia", "ias", "íamos",
                                "íeis", "iam"})
