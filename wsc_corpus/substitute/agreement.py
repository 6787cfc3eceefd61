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
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache
from types import ModuleType
from typing import Any

from wsc_corpus.lang import defaults, known
from wsc_corpus.lang.base import APOSTROPHES
from wsc_corpus.nlp.features import CONCORD
from wsc_corpus.occurrences import find_whole
from wsc_corpus.substitute.elision import elide_seam, unelide, vowel_start
from wsc_corpus.substitute.rules import Draft, NotSubstitutable, Site
from wsc_corpus.substitute.text import lower_first, match_case, next_word

FINITE, PREDICATE, CONTRACTION, REFLEXIVE = "finite", "predicate", "contraction", "reflexive"
NOMINAL = "nominal"
# Object labels of the parsers (UD, ClearNLP): a verb after an object has it as its subject.
OBJECT_DEPS = frozenset({"obj", "dobj", "iobj"})
# Dependents only a noun phrase has (UD, ClearNLP).
NOUN_PHRASE_DEPS = frozenset({"det", "poss", "nmod:poss", "amod", "nummod", "case",
                              "compound", "predet"})


@dataclass(frozen=True)
class Agreeing:
    """A word of the sentence that agrees with the pronoun: its offsets in the site's text,
    what agrees (``finite``: person and number; ``predicate``: gender and number;
    ``contraction``: a verb fused to the pronoun, always written out; ``reflexive``: a
    pronoun referring back to the subject, reflexive, intensive or a tag question's, gender
    and number; ``nominal``: a predicate noun phrase, number) and its parse token."""

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
    """The subject reading of the pronoun at the site (None: not a subject pronoun); a
    language whose re-inflection module lists more ``SUBJECT_CASES`` (fr: the stressed
    pronoun a cleft's relative agrees with, ``c'est lui qui a``) reads those after it."""
    return _reading(site.lang, site.form)


def _reading(lang: Any, form: str) -> Any:
    module = module_of(lang.code)
    cases = getattr(module, "SUBJECT_CASES", ("nom",)) if module is not None else ("nom",)
    readings = lang.pronouns_by_form.get(form.lower(), ())
    return next((p for case in cases for p in readings if p.case == case), None)


def needs_parse(item: Any) -> bool:
    """Whether re-inflection may change the item's sentence, so that it needs a parse: a
    subject pronoun followed by a contraction, or a candidate whose number or gender (read
    from its own words, without a parse) differs from the pronoun's or is unknown (its gender:
    where predicates agree, or where one of the language's ``GENDER_WORDS`` follows the
    pronoun: English ``herself``, ``her own``)."""
    module = module_of(item.lang)
    if module is None or not module.PARSED or item.pronoun is None or \
            item.pronoun.span is None:
        return False
    lang = defaults(item.lang)
    pronoun = _reading(lang, item.pronoun.text)
    if pronoun is None:
        return False
    if item.text[item.pronoun.span.end:][:1] in APOSTROPHES:
        return True
    # imported here: an item with no subject pronoun (WinoGrande's blank) needs no spaCy
    from wsc_corpus.nlp.features import candidate_features
    from wsc_corpus.nlp.pipelines import load_pipeline

    nlp = load_pipeline(item.lang)
    guess = module.guess_number
    after = set(re.findall(r"\w+", item.text[item.pronoun.span.end:].lower()))
    by_words = bool(after & getattr(module, "GENDER_WORDS", frozenset()))
    for cand in item.candidates:
        found = candidate_features(list(nlp.make_doc(cand.text)), item.lang,
                                   pipeline_name(item.lang), False)
        number = found.get("number") or (guess(found.text) if guess else None)
        gender = found.get("gender")
        if number != pronoun.number or gender != pronoun.gender and (
                module.PREDICATES and gender in ("m", "f") or by_words):
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
    target = _target(pronoun, features(), module)
    same = target.number == pronoun.number and target.gender == pronoun.gender
    edits = []
    for word in words:
        if word.kind != CONTRACTION and (same or word.kind in (FINITE, NOMINAL) and
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
        if word.end <= old.start:  # before the pronoun: the same text from it to the pronoun
            length = old.start - word.start
            same = new.start >= length and \
                old.text[word.start:old.start] == new.text[new.start - length:new.start]
            shift = new.start - old.start
        else:
            length = word.end - old.end
            same = old.text[old.end:word.end] == new.text[new.end:new.end + length]
            shift = new.end - old.end
        if not same:
            raise NotSubstitutable("no-inflection", "the switched sentence differs between "
                                   f"the pronoun and {old.text[word.start:word.end]!r}, which "
                                   "agreed with it: not re-inflected")
        carried.append(replace(word, start=word.start + shift, end=word.end + shift))
    new.agreeing = tuple(carried)


def _target(pronoun: Any, features: Any, module: ModuleType) -> Target:
    """The candidate's number and gender where known (else the number the sentence gives it,
    ``CONCORD``, else the number the language's ``guess_number`` reads from the candidate's
    text), else the pronoun's: an epicene noun
    keeps the gender the pronoun tells (``l'élève ... elle est partie``), unless its number
    differs, so that the pronoun cannot stand for it: it then takes the language's generic
    gender (``GENERIC_GENDER``: fr ``les enfants ont-ils``, not ``ont-elles``), where it has
    one; a candidate of no gender that names a thing takes the language's gender of things
    (``THING_GENDER``: English ``it``), where it has one, as does one of the kinds the
    language refers to so whatever their sex (``THING_PERSONS``: English animals, groups,
    places: ``the cat itself``)."""
    number, gender, person = (features.get(f) for f in ("number", "gender", "person"))
    number = number or features.get(CONCORD)
    if number is None and module.guess_number is not None:
        number = module.guess_number(features.text)
    thing = module.THING_GENDER
    if thing is not None and (person in getattr(module, "THING_PERSONS", ("thing",)) and
                              person != "thing" or gender is None and person == "thing"):
        gender = thing
    number = number if number in ("sg", "pl") else pronoun.number
    generic = getattr(module, "GENERIC_GENDER", None)
    if gender not in {"m", "f", thing} - {None}:
        gender = generic if generic is not None and number != pronoun.number else \
            pronoun.gender
    return Target("3", number, gender)


def _apply(site: Site, draft: Draft, edits: list[tuple[int, int, str]]) -> None:
    """Write the edits (offsets in the site's text) into the draft's continuation, which a
    rule may have shortened at its start but not rewritten after it (or moved there:
    ``Draft.moved``, the first letter's case may differ), or, for a word before
    the pronoun (``et, fatiguées, elles``), into its prefix, which must hold the text as it
    was up to that word."""
    if not edits:
        return
    base = draft.moved[0] if draft.moved is not None else site.start
    for start, end, new in sorted((e for e in edits if e[1] <= base), reverse=True):
        if draft.prefix[:end] != site.text[:end]:
            raise NotSubstitutable("no-inflection", "a rule rewrote the words before the "
                                   f"pronoun {site.form!r} that agreed with it; they cannot "
                                   "be re-inflected")
        draft.prefix = _elided(draft.prefix[:start], new + draft.prefix[end:],
                               site.lang.elision, draft)
    edits = [e for e in edits if e[1] > base]
    draft.rule("reinflection")
    if not edits:
        return
    moved = draft.moved is not None
    if moved:  # text a rule moved into the continuation, in the case the words have there
        origin, cut = draft.moved
        text = draft.continuation[cut:]
        rewritten = text[1:] != site.text[origin + 1:] or \
            text[:1].lower() != site.text[origin:origin + 1].lower()
    else:  # a rule may have shortened the continuation at its start
        cut, text = 0, draft.continuation
        origin = len(site.text) - len(text)  # where the text is in the site's
        rewritten = origin < site.end or site.text[origin:] != text or \
            any(start < origin for start, _, _ in edits)
    if rewritten:
        raise NotSubstitutable("no-inflection", "a rule rewrote the words that agreed with "
                               f"the pronoun {site.form!r}; they cannot be re-inflected")
    for start, end, new in sorted(edits, reverse=True):
        a, b = start - origin, end - origin
        if moved and a == 0:
            new = match_case(text, new) if text[:1].isupper() else lower_first(new)
        elif not moved and not new and text[b:b + 1] == " ":  # a dropped word takes its space
            b += 1
        text = _elided(text[:a], new + text[b:], site.lang.elision, draft)
    draft.continuation = draft.continuation[:cut] + text


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

    if (doc := site.doc) is not None:
        where = span or find_whole(site.text, cand)
        if where is not None:
            found = doc.char_span(where[0], where[1], alignment_mode="expand")
            if found is not None and len(found):
                return list(found), True
    return list(load_pipeline(site.lang.code).make_doc(cand)), False


def parsed_agreeing(site: Site, table: ModuleType) -> list[Agreeing]:
    """The agreeing words the parse shows, read with a language's dependency labels and tables
    (``SUBJECT_DEPS``, ``AUX_DEPS``, ``COPULA_DEPS``, ``PASSIVE_DEPS``, ``AGREEING_AUX_LEMMAS``,
    ``CONTRACTIONS``, ``INVARIANT_TAGS``, ``COPULAR_LEMMAS``, ``PREDICATE_DEPS``,
    ``COPULAR_OBJECTS``, ``REFLEXIVES``, ``TAG_PRONOUNS``): a contraction right after the pronoun;
    for the pronoun's head and every verb or predicate coordinated with it that has no subject of
    its own (``conj``, recursively), the first finite auxiliary or copula (else the verb itself, if
    finite; a conjunct with no auxiliary shares a finite head's finiteness, whatever its tag:
    ``visits often and bring``); where ``PREDICATES``, a predicate adjective or a participle after
    an agreeing auxiliary (a verb after a finite auxiliary is a participle whatever its tag: ``se
    sont enfuis``), the conjuncts of a predicate (``fatigués et affamés``), and the predicate of a
    copular-like verb (``semblaient fatiguées``, ``avaient l'air contentes``); the reflexive or
    intensive pronouns of the same clause (``himself``, ``eux-mêmes``); and a tag question's
    auxiliary and pronoun (``TAG_PRONOUNS``: ``doesn't he?``)."""
    pronoun = site.pronoun_token()
    if pronoun is None:
        return []
    found: list[Agreeing] = []
    following = pronoun.nbor(1) if pronoun.i + 1 < len(pronoun.doc) else None
    if following is not None and not pronoun.whitespace_ and \
            following.lower_.replace("’", "'") in table.CONTRACTIONS:
        found.append(_word(following, CONTRACTION))
    if pronoun.dep_ not in table.SUBJECT_DEPS:
        return found
    auxiliary = table.AUX_DEPS | table.COPULA_DEPS | table.PASSIVE_DEPS
    head = pronoun.head
    while head.dep_ in auxiliary and head.head.i > head.i:
        head = head.head  # "they had been speeding": the parse may attach them to "been"
    verbs = _conjuncts(head, table)
    verbs += [v for v in _coordinated_after(verbs, head, table) if v not in verbs]
    head_finite = head_predicate = False
    for verb in verbs:
        auxiliaries = [c for c in verb.children if c.dep_ in auxiliary]
        for aux in auxiliaries:  # a chain: "had" under "been" under "speeding"
            auxiliaries += [c for c in aux.children if c.dep_ in auxiliary]
        auxiliaries.sort(key=lambda t: t.i)
        shared = verb is not head and not auxiliaries
        finite = next((t for t in [*auxiliaries, verb] if _finite(t, table)), None)
        if finite is None and shared and head_finite and _verbal(verb) and \
                not set(verb.morph.get("VerbForm")) & {"Part", "Ger"} and \
                not any(c.dep_ in ("mark", "aux") for c in verb.children):
            finite = verb  # coordinated with a finite verb in a simple tense
        if finite is not None and not any(w.start == finite.idx for w in found):
            found.append(_word(finite, FINITE))
        if verb is head:
            head_finite = finite is verb and "Past" not in verb.morph.get("Tense")
        if not table.PREDICATES or verb.i < pronoun.i:
            continue
        predicate = not any(c.dep_ in ("case", "det") for c in verb.children) and (
            any(c.dep_ in table.COPULA_DEPS | table.PASSIVE_DEPS for c in auxiliaries) or
            any(c.lemma_ in table.AGREEING_AUX_LEMMAS for c in auxiliaries)) and \
            (not _finite(verb, table) or any(_finite(c, table) and c.i < verb.i
                                             for c in auxiliaries))
        predicate = predicate or shared and head_predicate and not _finite(verb, table) and \
            _adjectival(verb)
        copular = _copular_predicates(verb, table)
        if verb is head:
            head_predicate = predicate or bool(copular)
        if predicate:
            found.append(_word(verb, PREDICATE))
        found += [_word(t, PREDICATE) for t in copular]
    found += _reflexives(pronoun, verbs, table) + _tag(pronoun, table)
    seen: set[int] = set()
    return [w for w in found if w.start >= site.end and not (w.start in seen or
                                                             seen.add(w.start))]


def _conjuncts(head: Any, table: ModuleType) -> list[Any]:
    """The head and what is coordinated with it, recursively, without a subject of its own;
    and a finite verb the parse coordinated with the head's non-finite complement (``has to
    see a doctor and needs a ride``: ``needs`` a conjunct of ``see``)."""
    out = [head]
    for token in out:
        out += [c for c in token.children if c.dep_ == "conj" and
                not any(d.dep_ in table.SUBJECT_DEPS for d in c.children)]
        out += [c for x in token.children if x.dep_ == "xcomp" and x.i > token.i
                for c in x.children if c.dep_ == "conj" and _finite(c, table) and
                not any(d.dep_ in table.SUBJECT_DEPS for d in c.children)]
    return out


def _verbal(token: Any) -> bool:
    """A verb, or a word the tagger calls a noun in a coordination of verbs, with nothing
    of a noun phrase about it (``they wash, iron and fold``: ``iron``)."""
    return token.pos_ in ("VERB", "AUX") or token.pos_ == "NOUN" and token.dep_ == "conj" \
        and token.head.pos_ in ("VERB", "AUX", "NOUN") and \
        any(c.dep_ == "conj" and c.pos_ == "VERB" for c in token.children) and \
        not any(c.dep_ in NOUN_PHRASE_DEPS for c in token.children)


def _reflexives(pronoun: Any, verbs: list[Any], table: ModuleType) -> list[Agreeing]:
    """The reflexive or intensive pronouns (``REFLEXIVES``) of the pronoun's clause after
    it, or right after one of its words (the parse may attach ``eux-mêmes`` elsewhere, or
    split it: ``eux - mêmes``)."""
    auxiliary = table.AUX_DEPS | table.COPULA_DEPS | table.PASSIVE_DEPS
    clause = {t.i for verb in [*verbs, *(v.head for v in verbs if v.dep_ in auxiliary)]
              for t in _clause(verb, table)}
    doc, found = pronoun.doc, []
    for i in sorted(clause | {i + 1 for i in clause if i + 1 < len(doc)}):
        token = doc[i]
        for form in table.REFLEXIVES:
            end = token.idx + len(form)
            if i > pronoun.i and doc.text[token.idx:end].lower() == form and \
                    not doc.text[end:end + 1].isalpha():
                found.append(Agreeing(token.idx, end, REFLEXIVE, token, None))
    return found


def _tag(pronoun: Any, table: ModuleType) -> list[Agreeing]:
    """A tag question that repeats the subject pronoun at the end of the sentence (``TAG_
    PRONOUNS``: ``..., doesn't he?``): its auxiliary and its pronoun."""
    doc = pronoun.doc
    end = next((t.i for t in doc[pronoun.i + 1:] if t.text == "?"), None)
    if not table.TAG_PRONOUNS or end is None or end < pronoun.i + 4:
        return []
    again = doc[end - 1]
    auxiliary = doc[end - 2] if doc[end - 2].dep_ != "neg" else doc[end - 3]
    if again.lower_ != pronoun.lower_ or auxiliary.i <= pronoun.i + 1 or \
            doc[auxiliary.i - 1].text != "," or not _finite(auxiliary, table):
        return []
    return [_word(auxiliary, FINITE), _word(again, REFLEXIVE)]


def _coordinated_after(verbs: list[Any], head: Any, table: ModuleType) -> list[Any]:
    """Finite verbs coordinated after the head's clause that the parse attached elsewhere
    (``ils criaient, couraient et riaient``, ``couraient`` a conjunct of the main verb): right
    after the clause, past a comma or a conjunction, a ``conj`` (or the root of a sentence
    the parse split off: ``does his homework, cleans his room``) without a subject of its
    own and with the head's person and number."""
    found: list[Any] = []
    doc, last = head.doc, max(t.i for v in verbs for t in _clause(v, table))
    features = [head.morph.get(f) for f in ("Person", "Number")]
    while last + 2 < len(doc) and doc[last + 1].pos_ in ("PUNCT", "CCONJ") and \
            doc[last + 1].text not in (".", ";", ":", "?", "!"):
        index = last + 2 + (doc[last + 2].pos_ == "CCONJ")
        verb = doc[index] if index < len(doc) else None
        if verb is None or verb.dep_ not in ("conj", "ROOT") or not _finite(verb, table) or \
                not features[1] or [verb.morph.get(f) for f in ("Person", "Number")] != \
                features or any(c.dep_ in table.SUBJECT_DEPS for c in verb.children):
            break
        found += _conjuncts(verb, table)  # "cleans his room and obeys": its own conjuncts
        last = max(t.i for t in _clause(verb, table))
    return found


def _copular_predicates(verb: Any, table: ModuleType) -> list[Any]:
    """The predicate of a copular-like verb (``sembler``, ``devenir``: ``PREDICATE_DEPS``;
    ``avoir l'air``: ``COPULAR_OBJECTS``) and its conjuncts: adjectives and participles."""
    found = []
    if verb.lemma_ in table.COPULAR_LEMMAS:
        found = [c for c in verb.children if c.dep_ in table.PREDICATE_DEPS and c.i > verb.i
                 and _adjectival(c) and not any(d.dep_ in ("det", "case") for d in c.children)]
    for obj in verb.children:
        if obj.lemma_ in table.COPULAR_OBJECTS.get(verb.lemma_, ()) and obj.i > verb.i:
            found += [c for c in obj.children if c.i > obj.i and c.dep_ not in ("det", "case")
                      and c.pos_ not in ("PUNCT", "ADP", "DET")]
    for token in found:
        found += [c for c in token.children if c.dep_ == "conj" and _adjectival(c)]
    return found


def _adjectival(token: Any) -> bool:
    """An adjective or a participle (or a word the tagger calls a noun: ``tristes``)."""
    return token.pos_ in ("ADJ", "NOUN") or "Part" in token.morph.get("VerbForm")


def _clause(verb: Any, table: ModuleType) -> list[Any]:
    """The tokens of a verb's clause: its descendants, not those of a dependent with a
    subject of its own, nor of a verb after an object, which is that verb's subject (``made
    the robot clean itself``)."""
    out, todo = [], [verb]
    while todo:
        token = todo.pop()
        out.append(token)
        controlled = any(c.dep_ in OBJECT_DEPS for c in token.children)
        todo += [c for c in token.children if c.dep_ != "conj" and
                 not any(d.dep_ in table.SUBJECT_DEPS for d in c.children) and
                 not (controlled and c.pos_ in ("VERB", "AUX") and c.i > token.i)]
    return out


def reflexive_form(word: str, table: dict[str, tuple[str | None, str]],
                   target: Target) -> str | None:
    """The reflexive or intensive pronoun of a language's table (form -> gender, number;
    gender None: any) for the target, in the case of ``word``; None where the table has
    none or several (``themselves`` for a candidate of unknown gender)."""
    forms = [form for form, (gender, number) in table.items() if number == target.number
             and gender in (None, target.gender)]
    return match_case(word, forms[0]) if len(forms) == 1 else None


def _finite(token: Any, table: ModuleType) -> bool:
    return "Fin" in token.morph.get("VerbForm") and token.tag_ not in table.INVARIANT_TAGS \
        and token.pos_ in ("VERB", "AUX")


def _word(token: Any, kind: str) -> Agreeing:
    return Agreeing(token.idx, token.idx + len(token.text), kind, token, token.lemma_ or None)
