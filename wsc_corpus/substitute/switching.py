"""Switched sentences: the two candidates of an item exchanged throughout its sentence.

Trichelair et al. (2018) call an item switchable when exchanging its candidates gives a valid
schema whose answer is the other candidate. The pronoun stays; the substitution engine then
replaces it in the switched sentence as in the original.
"""

from __future__ import annotations

import re
from os.path import commonprefix

from wsc_corpus.lang import defaults, known
from wsc_corpus.models import Item
from wsc_corpus.substitute.elision import elide_seam, house_apostrophe, unelide
from wsc_corpus.substitute.rules import Draft, bare_common_noun, fuse_preposition, noun_phrase
from wsc_corpus.substitute.text import capitalize_first, lower_first, starts_sentence


def switch(item: Item) -> tuple[str, int, int] | None:
    """The sentence with the two candidates exchanged, and the pronoun's new span.

    Whole candidates are exchanged where both occur, a candidate with a definite article
    also where the sentence introduces it with an indefinite one (``The man`` as ``a man``);
    otherwise the words in which they differ (``velhos``/``jovens`` for ``os alunos mais
    velhos``/``os alunos mais jovens``).
    """
    if len(item.candidates) != 2 or item.pronoun is None or item.pronoun.span is None:
        return None
    a, b = (" ".join(c.text.split()) for c in item.candidates)
    span = item.pronoun.span
    lang = defaults(item.lang) if known(item.lang) else None
    if lang is not None and _np_against_bare(a, b, lang):
        # A bare noun exchanged with a noun phrase: both as noun phrases (``des guichetiers``
        # for ``guichetiers`` against ``le braqueur``).
        a, b = (noun_phrase(item.text, x, None, lang) for x in (a, b))
    pairs = [(a, b)]
    words_a, words_b = a.split(), b.split()
    lower_a, lower_b = [w.lower() for w in words_a], [w.lower() for w in words_b]
    head = len(commonprefix([lower_a, lower_b]))
    tail = min(len(commonprefix([lower_a[::-1], lower_b[::-1]])),
               min(len(words_a), len(words_b)) - head)
    diff_a = " ".join(words_a[head:len(words_a) - tail])
    diff_b = " ".join(words_b[head:len(words_b) - tail])
    if diff_a and diff_b and (diff_a, diff_b) != (a, b):
        pairs.append((diff_a, diff_b))
    pairs += [(x, y) for x in _forms(a, lang) for y in _forms(b, lang) if (x, y) != (a, b)]
    return next((found for first, second in pairs if (found := _exchange(
        item.text, span.start, span.end, first, second, lang)) is not None), None)


def _np_against_bare(a: str, b: str, lang) -> bool:
    """Whether one candidate is a bare common noun and the other starts with a determiner."""
    return any(bare_common_noun(x, lang) and y.split(" ", 1)[0].lower() in lang.noun_determiners
               for x, y in ((a, b), (b, a)))


def _forms(cand: str, lang) -> list[str]:
    """The candidate, then its indefinite variants (``the man`` -> ``a man``, ``an man``)."""
    first, _, rest = cand.partition(" ")
    if lang is None or not rest:
        return [cand]
    the = next((a for a in lang.articles if a.definite and a.form == first.lower()), None)
    if the is None:
        return [cand]
    return [cand] + [f"{a.form} {rest}" for a in lang.articles if not a.definite
                     and (the.gender is None or a.gender in (the.gender, None))
                     and (the.number is None or a.number in (the.number, None))]


def _exchange(text: str, start: int, end: int, a: str, b: str,
              lang) -> tuple[str, int, int] | None:
    matches: list[tuple[int, int, str]] = []
    for phrase, other in sorted(((a, b), (b, a)), key=lambda p: -len(p[0])):
        pattern = re.compile(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", re.IGNORECASE)
        for found in pattern.finditer(text):
            s, e = found.span()  # not the pronoun, nor a longer phrase already found
            if not (s < end and e > start) and not any(s < me and e > ms for ms, me, _ in matches):
                matches.append((s, e, other))
    if {m[2] for m in matches} != {a, b}:
        return None
    determiners = lang.determiners if lang is not None else frozenset()
    articles = {a.form for a in lang.articles} if lang is not None else set()
    out, pos, shift = [], 0, 0
    for s, e, other in sorted(matches):
        replacement = _case_like(other, starts_sentence(text[:s]), determiners)
        before = text[pos:s]
        # "vi o Jim" -> "vi um cara", not "vi o um cara": one determiner is enough.
        word = re.search(r"(\w+) $", before)
        if word and word.group(1).lower() in articles and \
                _lowerable(replacement, determiners):
            before = before[:word.start()]
        before, replacement = _seam(lang, before, replacement)
        if lang is not None and lang.elision.ELIDING:
            before, replacement = (house_apostrophe(text, before),
                                   house_apostrophe(text, replacement))
        if s <= start:
            shift += len(before) - len(text[pos:s])
        out.append(before + replacement)
        pos = e
        if e <= start:
            shift += len(replacement) - (e - s)
    out.append(text[pos:])
    return "".join(out), start + shift, end + shift


def _seam(lang, before: str, replacement: str) -> tuple[str, str]:
    """Contraction and elision where an exchanged candidate meets the word before it
    (``de l'arbitre`` -> ``du joueur``, ``d'Anne`` -> ``de Sandrine``)."""
    if lang is None:
        return before, replacement
    draft = Draft("", "", "")
    if lang.elision.ELIDING:
        before = unelide(before, lang.elision, draft)
    before, replacement = fuse_preposition(before, replacement, lang.contractions, draft)
    if lang.elision.ELIDING:
        before, replacement = elide_seam(before, replacement, lang.elision, draft)
    return before, replacement


def _lowerable(phrase: str, determiners: frozenset[str]) -> bool:
    """A phrase whose capital belongs to a sentence start, not to a name (``The man``)."""
    return phrase.split(" ", 1)[0].lower() in determiners


def _case_like(phrase: str, at_start: bool, determiners: frozenset[str]) -> str:
    """A candidate as it reads at a place: capitalised at a sentence start, a determiner in
    lower case elsewhere, a name as it is."""
    if at_start:
        return capitalize_first(phrase)
    return lower_first(phrase) if _lowerable(phrase, determiners) else phrase
