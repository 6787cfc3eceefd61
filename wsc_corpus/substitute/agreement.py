"""Re-inflection: the words that agreed with a subject pronoun follow the candidate.

After a rule has put the candidate in the pronoun's place, the finite verb or auxiliary whose
subject the pronoun was takes the candidate's person and number (``they were`` -> ``the
doctor was``), a predicate adjective or participle its gender and number (``elle est partie``
-> ``le chat est parti``), and a contraction fused to the pronoun is written out (``they're``
-> ``the neighbours are``, ``he'd forgotten`` -> ``Tom had forgotten``).

Language-neutral: the language's package has an ``inflect`` module (``lang/<code>/inflect.py``)
that finds the agreeing words (``agreeing(site)``), generates their forms (``inflect``), says
whether it reads the parse (``PARSED``) and may guess a candidate's number from its words
(``guess_number``, or None); a language without one is left as its rules wrote it. A form that cannot be produced stops
the item (finding ``no-inflection``): a sentence with the old agreement is never written.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Any

from wsc_corpus.lang import defaults, known
from wsc_corpus.lang.base import APOSTROPHES
from wsc_corpus.occurrences import find_whole
from wsc_corpus.substitute.elision import elide_seam, unelide, vowel_start
from wsc_corpus.substitute.rules import Draft, NotSubstitutable, Site
from wsc_corpus.substitute.text import next_word

FINITE, PREDICATE, CONTRACTION = "finite", "predicate", "contraction"


@dataclass(frozen=True)
class Agreeing:
    """A word of the sentence that agrees with the pronoun: its offsets in the site's text,
    what agrees (``finite``: person and number; ``predicate``: gender and number;
    ``contraction``: a verb fused to the pronoun, always written out) and its parse token."""

    start: int
    end: int
    kind: str
    token: Any = None
    lemma: str | None = None


@dataclass(frozen=True)
class Target:
    """The person, number and gender the agreeing words take."""

    person: str
    number: str
    gender: str | None


def module_of(code: str) -> ModuleType | None:
    """A language's re-inflection module (``Defaults.inflection``), or None where it has
    none."""
    name = defaults(code).inflection if known(code) else None
    return None if name is None else importlib.import_module(name)


def subject_reading(site: Site) -> Any:
    """The subject reading of the pronoun at the site (None: not a subject pronoun)."""
    readings = site.lang.pronouns_by_form.get(site.form.lower(), ())
    return next((p for p in readings if p.case == "nom"), None)


def needs_parse(item: Any) -> bool:
    """Whether re-inflection may change the item's sentence, so that it needs a parse: a
    subject pronoun followed by a contraction, or a candidate whose number or gender (read
    from its own words, without a parse) differs from the pronoun's or is unknown."""
    module = module_of(item.lang)
    if module is None or not module.PARSED or item.pronoun is None or \
            item.pronoun.span is None:
        return False
    from wsc_corpus.nlp.features import candidate_features
    from wsc_corpus.nlp.pipelines import load_pipeline

    lang = defaults(item.lang)
    pronoun = next((p for p in lang.pronouns_by_form.get(item.pronoun.text.lower(), ())
                    if p.case == "nom"), None)
    if pronoun is None:
        return False
    if item.text[item.pronoun.span.end:][:1] in APOSTROPHES:
        return True
    nlp = load_pipeline(item.lang)
    guess = module.guess_number
    for cand in item.candidates:
        found = candidate_features(list(nlp.make_doc(cand.text)), item.lang,
                                   pipeline_name(item.lang), False)
        number = found.get("number") or (guess(found.text) if guess else None)
        gender = found.get("gender")
        if number != pronoun.number or module.PREDICATES and gender in ("m", "f") and \
                gender != pronoun.gender:
            return True
    return False


@cache
def pipeline_name(code: str) -> str:
    """The name of a language's pipeline, for the features' evidence."""
    from wsc_corpus.nlp.pipelines import describe, load_pipeline

    return describe(load_pipeline(code))


def reinflect(site: Site, draft: Draft, features: Callable[[], Any]) -> None:
    """Re-inflect what agreed with the pronoun in ``draft`` for the candidate whose features
    ``features()`` gives (``nlp.features.Features``; asked only where a word agrees)."""
    module = module_of(site.lang.code) if site.lang is not None else None
    pronoun = subject_reading(site) if module is not None else None
    if pronoun is None:
        return
    words = agreeing_words(site, module)
    if not words:
        return
    target = _target(pronoun, features(), module.guess_number)
    same = target.number == pronoun.number and target.gender == pronoun.gender
    edits = []
    for word in words:
        if word.kind != CONTRACTION and (same or word.kind == FINITE and
                                         target.number == pronoun.number):
            continue
        old = site.text[word.start:word.end]
        new = module.inflect(old, word, target, site)
        if new is None:
            raise NotSubstitutable("no-inflection", f"{old!r} agreed with the pronoun "
                                   f"{site.form!r}; no form of it for a {target.person}"
                                   f"{target.number} {target.gender or ''} subject "
                                   f"({module.__name__})".replace("  ", " "))
        if new != old:
            edits.append((word.start, word.end, new))
    _apply(site, draft, edits)


def agreeing_words(site: Site, module: ModuleType) -> tuple[Agreeing, ...]:
    """The agreeing words of a site (found once for all its candidates)."""
    if site.agreeing is None:
        site.agreeing = tuple(module.agreeing(site))
    return site.agreeing


def carry_agreeing(old: Site, new: Site) -> None:
    """Give a switched sentence (no parse of its own) the agreeing words of the original,
    where the text from the pronoun to each word is the same in both; where it is not, the
    switched sentence cannot be re-inflected (finding ``no-inflection``)."""
    module = module_of(old.lang.code) if old.lang is not None else None
    words = old.agreeing
    if module is None or not module.PARSED or words is None:
        return
    carried = []
    for word in words:
        length = word.end - old.end
        if old.text[old.end:word.end] != new.text[new.end:new.end + length]:
            raise NotSubstitutable("no-inflection", "the switched sentence differs between "
                                   f"the pronoun and {old.text[word.start:word.end]!r}, which "
                                   "agreed with it: not re-inflected")
        shift = new.end - old.end
        carried.append(Agreeing(word.start + shift, word.end + shift, word.kind, word.token,
                                word.lemma))
    new.agreeing = tuple(carried)


def _target(pronoun: Any, features: Any, guess: Callable[[str], str | None] | None) -> Target:
    """The candidate's number and gender where known (else the number the language's
    ``guess_number`` reads from the candidate's text), else the pronoun's: an epicene noun
    keeps the gender the pronoun tells (``l'élève ... elle est partie``)."""
    number = features.get("number") if features is not None else None
    if number is None and guess is not None and features is not None:
        number = guess(features.text)
    gender = features.get("gender") if features is not None else None
    return Target("3", number if number in ("sg", "pl") else pronoun.number,
                  gender if gender in ("m", "f") else pronoun.gender)


def _apply(site: Site, draft: Draft, edits: list[tuple[int, int, str]]) -> None:
    """Write the edits (offsets in the site's text) into the draft's continuation, which a
    rule may have shortened at its start but not rewritten after it."""
    if not edits:
        return
    after = site.after
    shift = len(after) - len(draft.continuation)
    if shift < 0 or after[shift:] != draft.continuation or \
            any(start - site.end < shift for start, _, _ in edits):
        raise NotSubstitutable("no-inflection", "a rule rewrote the words that agreed with "
                               f"the pronoun {site.form!r}; they cannot be re-inflected")
    text = draft.continuation
    for start, end, new in sorted(edits, reverse=True):
        a, b = start - site.end - shift, end - site.end - shift
        text = _elided(text[:a], new + text[b:], site.lang.elision, draft)
    draft.continuation = text
    draft.rule("reinflection")


def _elided(prefix: str, following: str, elision: Any, draft: Draft) -> str:
    """A re-inflected word joined to what precedes it, elision redone at the seam:
    ``se`` + ``est`` -> ``s'est``, ``s'`` + ``sont`` -> ``se sont``."""
    first = next_word(following)[0]
    if prefix.endswith(tuple(elision.APOSTROPHES)) and not vowel_start(first, elision):
        return unelide(prefix, elision, draft, first) + following
    prefix, following = elide_seam(prefix, following, elision, draft)
    return prefix + following


def candidate_tokens(site: Site, cand: str, span: tuple[int, int] | None) -> tuple[list, bool]:
    """The candidate's tokens: from the site's parse where the candidate is in the sentence
    (its span, else its first whole occurrence), else the candidate tokenised alone."""
    from wsc_corpus.nlp.pipelines import load_pipeline

    doc = site.doc
    if doc is not None:
        where = span or find_whole(site.text, cand)
        if where is not None:
            found = doc.char_span(where[0], where[1], alignment_mode="expand")
            if found is not None and len(found):
                return list(found), True
    return list(load_pipeline(site.lang.code).make_doc(cand)), False


def parsed_agreeing(site: Site, table: ModuleType) -> list[Agreeing]:
    """The agreeing words the parse shows, read with a language's dependency labels
    (``table``: ``SUBJECT_DEPS``, ``AUX_DEPS``, ``COPULA_DEPS``, ``PASSIVE_DEPS``,
    ``AGREEING_AUX_LEMMAS``, ``CONTRACTIONS``, ``INVARIANT_TAGS``): the first finite auxiliary
    or copula of the pronoun's head (else the head itself, if finite), the head and its
    finite conjuncts without a subject of their own; a predicate adjective or a participle
    after an agreeing auxiliary (where ``PREDICATES``; a verb after a finite auxiliary is a
    participle whatever its tag: ``se sont enfuis``); a contraction right after the
    pronoun."""
    pronoun = site.token_at(site.start)
    if pronoun is None:
        return []
    found: list[Agreeing] = []
    following = pronoun.nbor(1) if pronoun.i + 1 < len(pronoun.doc) else None
    if following is not None and not pronoun.whitespace_ and \
            following.lower_.replace("’", "'") in table.CONTRACTIONS:
        found.append(_word(following, CONTRACTION))
    if pronoun.dep_ not in table.SUBJECT_DEPS:
        return found
    head = pronoun.head
    for verb in [head, *(c for c in head.children if c.dep_ == "conj" and
                         not any(d.dep_ in table.SUBJECT_DEPS for d in c.children))]:
        auxiliaries = [c for c in verb.children if c.dep_ in table.AUX_DEPS |
                       table.COPULA_DEPS | table.PASSIVE_DEPS]
        finite = next((t for t in [*auxiliaries, verb] if _finite(t, table)), None)
        if finite is not None and not any(w.start == finite.idx for w in found):
            found.append(_word(finite, FINITE))
        if table.PREDICATES and verb.i > pronoun.i and not any(
                c.dep_ in ("case", "det") for c in verb.children) and (
                any(c.dep_ in table.COPULA_DEPS | table.PASSIVE_DEPS for c in auxiliaries) or
                any(c.lemma_ in table.AGREEING_AUX_LEMMAS for c in auxiliaries)) and \
                (not _finite(verb, table) or any(_finite(c, table) and c.i < verb.i
                                                 for c in auxiliaries)):
            found.append(_word(verb, PREDICATE))
    return [w for w in found if w.start >= site.end]


def _finite(token: Any, table: ModuleType) -> bool:
    return "Fin" in token.morph.get("VerbForm") and token.tag_ not in table.INVARIANT_TAGS \
        and token.pos_ in ("VERB", "AUX")


def _word(token: Any, kind: str) -> Agreeing:
    return Agreeing(token.idx, token.idx + len(token.text), kind, token, token.lemma_ or None)
