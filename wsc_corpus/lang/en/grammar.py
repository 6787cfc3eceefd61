"""The English grammar: possessive determiners and pronouns become a possessive noun phrase.

``his``/``its``/``their``/``hers``/``theirs`` and a possessive ``her`` (told from an object
``her`` by the parse) -> ``Jim's``, ``the children's``, ``the demonstrators'``; a candidate
already possessive is left as it is, so ``'s's`` never occurs.
"""

from __future__ import annotations

from wsc_corpus.lang.base import BaseGrammar
from wsc_corpus.substitute.rules import Draft, Site

POSSESSIVE_CASES = ("poss", "poss_pron")


class EnglishGrammar(BaseGrammar):
    """English substitution rules over the tables of ``wsc_corpus.lang.en``; subject, object
    and reflexive forms are replaced as they are."""

    plain_cases = frozenset({"nom", "acc", "refl"})

    def apply(self, site: Site, draft: Draft, index: int) -> None:
        if not _apply(site, draft):
            super().apply(site, draft, index)


GRAMMAR = EnglishGrammar


def _apply(site: Site, draft: Draft) -> bool:
    """The possessive rules; False where the pronoun is no possessive."""
    form = site.form.lower()
    readings = site.lang.pronouns_by_form.get(form, ())
    cases = {p.case for p in readings}
    if not cases & set(POSSESSIVE_CASES):
        return False
    if cases - set(POSSESSIVE_CASES) and not possessive_reading(site):
        draft.rule("object-her")
        return True
    plural = any(p.number == "pl" for p in readings)
    draft.candidate = possessive(draft.candidate, plural, site.lang.possessives, draft)
    return True


def possessive_reading(site: Site) -> bool:
    """Whether an ambiguous form (``her``) is a possessive here, from the parse."""
    token = site.token_at(site.start)
    if token is None:
        return False
    if _second_object(token, site.lang.verbs):
        return False
    if token.tag_ in site.lang.possessives.POSSESSIVE_TAGS:
        return True
    following = token.nbor(1) if token.i + 1 < len(token.doc) else None
    return following is not None and \
        following.lower_ in site.lang.possessives.INALIENABLE_NOUNS and \
        (following.i + 1 == len(token.doc) or following.nbor(1).is_punct)


def possessive(cand: str, plural: bool, table, draft: Draft) -> str:
    if cand.lower().endswith(table.POSSESSIVE_ENDINGS):
        draft.rule("already-possessive")
        return cand
    if plural and cand.endswith("s"):
        draft.rule("possessive-plural")
        return cand + table.PLURAL_POSSESSIVE_SUFFIX
    draft.rule("possessive")
    return cand + table.POSSESSIVE_SUFFIX


def _second_object(token, verbs) -> bool:
    """``gave her breakfast``: after a double-object verb, ``her`` + a bare noun is the
    indirect object, unless the noun phrase is followed by ``to`` (its receiver)."""
    if token.i == 0 or token.i + 1 >= len(token.doc):
        return False
    verb, noun = token.nbor(-1), token.nbor(1)
    if verb.lemma_.lower() not in verbs.DOUBLE_OBJECT_VERBS or noun.pos_ not in ("NOUN",
                                                                                 "PROPN"):
        return False
    end = noun.i + 1
    while end < len(token.doc) and token.doc[end].pos_ in ("NOUN", "PROPN"):
        end += 1
    return end >= len(token.doc) or \
        token.doc[end].lower_ not in verbs.RECEIVER_PREPOSITIONS
