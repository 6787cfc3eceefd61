"""Debian's ``hunspell-pt-pt`` dictionary: entries tagged ``medalha/pt [CAT=nc,G=f,N=s]``."""

import re

from wsc_corpus.lang.base import Lexicon

_VALUE = re.compile(r"[A-Z]+=[^,\]$]+")


def features(tags: str) -> tuple[str | None, str | None, bool]:
    """(gender, number, is_noun) of a tag string; None where it does not tell."""
    values = dict(part.split("=", 1) for part in _VALUE.findall(tags))
    gender = {"m": "m", "f": "f"}.get(values.get("G", ""))
    number = {"s": "sg", "p": "pl"}.get(values.get("N", ""))
    return gender, number, values.get("CAT") in ("nc", "a_nc")


LEXICON = Lexicon(
    dictionary="pt_PT",
    noun_entry=re.compile(r"^([^/\t\n]+)(?:/([^\t\n]*))?\t(\[[^\n]*CAT=(?:a_)?nc,[^\n]*)$",
                          re.MULTILINE),
    features=features,
    category=re.compile(r"CAT=([a-z_]+)"),
    # The dictionary is European Portuguese: Brazilian spellings map onto it (ônibus, bebê).
    spellings=str.maketrans({"ô": "ó", "ê": "é"}),
)
