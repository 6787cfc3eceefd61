"""Debian's ``hunspell-fr-classical`` (Grammalecte): ``po:nom is:mas``/``is:fem``/``is:epi``,
``is:sg``/``is:pl``."""

import re

from wsc_corpus.lang.base import Lexicon

_TAG = re.compile(r"(?:is|po):(\w+)")


def features(tags: str) -> tuple[str | None, str | None, bool]:
    """(gender, number, is_noun) of a tag string; None where it does not tell."""
    found = set(_TAG.findall(tags))
    gender = "m" if "mas" in found else "f" if "fem" in found else None
    number = "sg" if "sg" in found else "pl" if "pl" in found else None
    return gender, number, "nom" in found


LEXICON = Lexicon(
    dictionary="fr",
    noun_entry=re.compile(r"^([^/ \n]+)(?:/(\S*))? ([^\n]*po:nom[^\n]*)$", re.MULTILINE),
    features=features,
)
