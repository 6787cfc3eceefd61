"""The English grammar: possessive determiners and pronouns become a possessive noun phrase.

``his``/``its``/``their``/``hers``/``theirs`` and a possessive ``her`` (told from an object
``her`` by the parse) -> ``Jim's``, ``the children's``, ``the demonstrators'``; a candidate
already possessive is left as it is, so ``'s's`` never occurs.
"""

from __future__ import annotations

from wsc_corpus.lang.base import BaseGrammar
from wsc_corpus.substitute.rules import Draft, Site

POSSESSIVE_CASES = ("poss", "poss_pron")
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
BARE_VERB_TAG = "VB"


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
    number = candidate_number(site, draft.candidate)
    plural = number == "pl" if number else any(p.number == "pl" for p in readings)
    draft.candidate = possessive(draft.candidate, plural, site.lang.possessives, draft)
    return True


def candidate_number(site: Site, cand: str) -> str | None:
    """The candidate's number, which its possessive follows, not the pronoun's (``his rules``
    -> ``the workers' rules``, ``their table`` -> ``the waitress's table``): its features, else
    what its words tell (``inflect.guess_number``); None where neither tells."""
    from wsc_corpus.lang.en.inflect import guess_number
    from wsc_corpus.nlp.features import candidate_features
    from wsc_corpus.substitute.agreement import candidate_tokens, pipeline_name

    tokens, parsed = candidate_tokens(site, cand, None)
    found = candidate_features(tokens, site.lang.code, pipeline_name(site.lang.code), parsed)
    number = found.get("number") or guess_number(found.text or cand)
    if number is None and cand[:1].isupper() and " " not in cand:
        return "sg"  # a name of one word: "Chris's", whatever its number as a subject
    return number


def possessive_reading(site: Site) -> bool:
    """Whether an ambiguous form (``her``) is a possessive here, from the parse."""
    token = site.token_at(site.start)
    if token is None:
        return False
    if _second_object(token, site.lang.verbs) or _bare_infinitive_after(token):
        return False
    if token.tag_ in site.lang.possessives.POSSESSIVE_TAGS:
        return True
    following = token.nbor(1) if token.i + 1 < len(token.doc) else None
    if following is not None and following.pos_ == "ADJ" and following.i + 1 < len(token.doc) \
            and following.nbor(1).pos_ == "NOUN":
        return True  # "praised her last book": an adjective and a noun, no object's
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


def _bare_infinitive_after(token) -> bool:
    """``made her walk``, ``let her speak``, ``saw her sing``: ``her`` is the object before a
    bare infinitive, which no possessive stands before: the parse makes ``her`` a subject or
    the next word a bare verb (``VB``), or that word, read as a noun or a verb, is a verb's
    bare form and no noun of WordNet's (``sing``, ``speak``; not ``her own``)."""
    from lemminflect import getAllLemmas

    from wsc_corpus.nlp import wordnet

    if token.dep_ in SUBJECT_DEPS:
        return True
    following = token.nbor(1) if token.i + 1 < len(token.doc) else None
    if following is None or not following.is_alpha:
        return False
    return following.tag_ == BARE_VERB_TAG or following.pos_ in ("NOUN", "VERB") and \
        wordnet.animacy(following.lower_) is None and \
        following.lower_ in getAllLemmas(following.lower_, upos="VERB").get("VERB", ())


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
