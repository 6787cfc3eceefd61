"""Detecting substitution errors in a substituted sentence, given the item it came from.

What naive substitution leaves behind, and what the rules must never produce: an uncontracted
preposition + article (``de a``, ``à le``), a lost ``de`` (``através a fenda``), a truncated
enclitic (``removê-a``), a clitic's candidate left before the verb (``Ele seus olhos abriu``),
a possessive pronoun replaced by a bare candidate (``Jim empty glass``, ``Jim taça vazia``),
``'s's``, a missing or wrong elision (``que il``, ``qu'le``), a determiner capitalised inside
a sentence or a lower-case sentence start, doubled spaces, a bare common noun where a
determiner is needed (``porque medalha é``), a doubled article (``o o carro``, ``na a
casa``), a space after an elided word (``qu' il``) and an object stranded before the
negation adverb (``ne trouvait l'os pas``).

Only the part of the sentence that differs from the item's own text is examined (the
substituted region, widened to whole words), so the collection's text is never blamed.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache

from wsc_corpus.lang import defaults, grammar, known
from wsc_corpus.lang.base import APOSTROPHES
from wsc_corpus.models import Item
from wsc_corpus.nlp.pronouns import analyse_pronoun
from wsc_corpus.occurrences import determiner_before, find_whole
from wsc_corpus.substitute.elision import vowel_start
from wsc_corpus.substitute.rules import bare_common_noun
from wsc_corpus.substitute.text import starts_sentence

_APOSTROPHES = "".join(APOSTROPHES)
_QUOTE_PAD = re.compile(r'"(\s+[^"]*?\s*|\s*[^"]*?\s+)"')


@dataclass(frozen=True)
class SentenceError:
    """One substitution error: a stable code and a message quoting the text."""

    code: str
    message: str


def sentence_errors(item: Item, sentence: str, original: str | None = None,
                    pronoun_span: tuple[int, int] | None = None) -> list[SentenceError]:
    """The substitution errors in ``sentence``, a substitution of ``item``'s pronoun.

    ``original`` and ``pronoun_span`` give the sentence before substitution when it is not
    the item's text (a switched sentence); without a pronoun only the text patterns run.
    """
    if not known(item.lang):
        return []
    lang = defaults(item.lang)
    if original is None:
        original = item.text
        if item.pronoun is not None and item.pronoun.span is not None:
            pronoun_span = (item.pronoun.span.start, item.pronoun.span.end)
    if pronoun_span is not None and not _QUOTE_PAD.search(sentence):
        original, pronoun_span = _squeeze_quotes(original, pronoun_span)
    start, end_new, end_old = _changed(original, sentence)
    region = _widen(sentence, start, end_new)
    found: list[SentenceError] = []
    if pronoun_span is not None and _changed_before(original, start, pronoun_span[0]):
        return [SentenceError("rephrased", "the sentence differs from the item's text before "
                              "the pronoun's place: more than a substitution")]
    infinitive = pronoun_span is not None and \
        grammar(item.lang).infinitive_follows(original[pronoun_span[1]:])
    # What the item's own text already has around the place (a tokenised "her ," or an
    # "Inc. because") is not the substitution's doing.
    inherited = Counter(_own_errors(original, _widen(original, start, end_old), lang,
                                    infinitive))
    for cand in item.candidates:  # and what a candidate's own text has ("a girl , Arushi")
        inherited.update(_own_errors(cand.text, (0, len(cand.text)), lang, False))
    # An unelided form the text itself writes elsewhere (``plus grand que Hugo``) is its usage.
    usage = {message for message in _own_errors(original, (0, len(original)), lang, infinitive)
             if message.endswith(_SHOULD_ELIDE)}
    for error in _patterns(sentence, region, lang, skip_contractions=infinitive):
        if inherited[error.message] > 0:
            inherited[error.message] -= 1
        elif error.message not in usage:
            found.append(error)
    if pronoun_span is not None and original != sentence:
        found += _placement(item, original, sentence, pronoun_span, start, end_new, lang)
        found += _bare_nouns(item, original, sentence, start, end_new, lang)
    if sentence[:1].islower() and not original[:1].islower():  # not the item's own
        found.append(SentenceError("capitalization", f"the sentence starts in lower case: "
                                   f"{sentence[:20]!r}"))
    # One error per code: "através a fenda" is one lost preposition, seen by two rules.
    return list({error.code: error for error in reversed(found)}.values())[::-1]


def with_detected_errors(items: list[Item], subs: list) -> list:
    """The substitutions with a finding ``detected-error`` for each error the detector finds
    in one of their sentences (what ``wsc substitute`` reports; none on the collections at
    hand, see docs/substitute.md)."""
    from wsc_corpus.substitute.models import SubstitutionFinding
    from wsc_corpus.substitute.switching import switch

    out = []
    for item, sub in zip(items, subs, strict=True):
        found = []
        for index, option in enumerate(sub.options):
            if option.manual_fix == "none":
                found += [(f"option {index}", e) for e in sentence_errors(item, option.text)]
        switched = switch(item) if sub.switched_options else None
        for index, option in enumerate(sub.switched_options or []):
            if switched is not None and option.manual_fix == "none":
                found += [(f"switched option {index}", e) for e in sentence_errors(
                    item, option.text, switched[0], (switched[1], switched[2]))]
        findings = [SubstitutionFinding(code="detected-error",
                                        message=f"{where}: {e.code}: {e.message}")
                    for where, e in found if e.code != "rephrased"]
        out.append(sub.model_copy(update={"findings": [*sub.findings, *findings]})
                   if findings else sub)
    return out


def frame_errors(item: Item, switched: str) -> list[SentenceError]:
    """Errors in a switched sentence itself (the candidates exchanged, the pronoun in place)
    that the item's own text does not already have."""
    own = {e.message for e in sentence_errors(item, item.text, item.text)}
    if known(item.lang):
        own |= {e.message for e in _patterns(item.text, (0, len(item.text)), defaults(item.lang))}
    return [e for e in sentence_errors(item, switched, item.text) if e.message not in own]


def _squeeze_quotes(text: str, span: tuple[int, int]) -> tuple[str, tuple[int, int]]:
    """``" Check "`` -> ``"Check"`` (as the collections' own sentences write it), with the
    pronoun's span moved along."""
    out, pos, start, end = [], 0, span[0], span[1]
    for match in _QUOTE_PAD.finditer(text):
        if match.start() < span[1] and match.end() > span[0]:
            continue
        out.append(text[pos:match.start()] + '"' + match.group(1).strip() + '"')
        removed = len(match.group(0)) - len(match.group(1).strip()) - 2
        if match.end() <= span[0]:
            start, end = start - removed, end - removed
        pos = match.end()
    out.append(text[pos:])
    return "".join(out), (start, end)


def _changed_before(original: str, start: int, pronoun_start: int) -> bool:
    """Whether a change begins before the word preceding the pronoun (which contraction or
    elision may legitimately rewrite)."""
    words = original[:pronoun_start].rstrip().rsplit(" ", 1)
    allowed = len(words[0]) + 1 if len(words) == 2 else 0
    return start < allowed - 1


def _changed(old: str, new: str) -> tuple[int, int, int]:
    """Where ``new`` differs from ``old``: start, end in ``new``, end in ``old``."""
    limit = min(len(old), len(new))
    head = _common(limit, lambda n: old[:n] == new[:n])
    tail = _common(limit - head, lambda n: old[len(old) - n:] == new[len(new) - n:])
    # Whole words: "através d|ela" vs "através d|a fenda" differ from "dela"/"da fenda" on.
    while head > 0 and new[head - 1].isalnum():
        head -= 1
    return head, len(new) - tail, len(old) - tail


def _common(limit: int, same: Callable[[int], bool]) -> int:
    """The longest length up to ``limit`` that ``same`` holds for, where it holds for every
    length below one it holds for (a common prefix or suffix), by bisection: a few string
    comparisons rather than one Python step per character."""
    low, high = 0, limit
    while low < high:
        middle = (low + high + 1) // 2
        if same(middle):
            low = middle
        else:
            high = middle - 1
    return low


def _widen(text: str, start: int, end: int) -> tuple[int, int]:
    """The changed region widened by one whole word on each side."""
    left = max(text.rfind(" ", 0, max(start - 1, 0)), 0)
    left = text.rfind(" ", 0, left) + 1 if left > 0 else 0
    right = text.find(" ", min(end + 1, len(text)))
    right = len(text) if right < 0 else right
    right2 = text.find(" ", min(right + 1, len(text)))
    return left, len(text) if right2 < 0 else right2


@cache
def _compiled(lang) -> tuple:
    """The language's patterns, compiled once, each an alternation run once per sentence:
    uncontracted preposition + article (and the fused form of each), doubled articles (``o o
    carro``, ``na a casa``), a word that needs ``de`` before an article, a capitalised
    article, a space after an elided word (``qu' il``), an object left between ``ne`` + verb
    and the negation adverb (``ne trouvait l'os pas``), an elision site."""
    indefinite = {a.form for a in lang.articles if not a.definite}
    # "de uma" is as good as "duma": only definite articles and demonstratives ("em aquela"
    # -> "naquela") must contract.
    fused = {f"{prep} {article}": form for (prep, article), form in lang.contractions.items()
             if article not in indefinite}
    uncontracted = _alternation(r"(?<![\w'’-])(?:{})(?![\w'’-])", fused)
    articles = "|".join(re.escape(a.form) for a in lang.articles)
    needs_de = _alternation(rf"(?<!\w)({{}}) (?:{articles})(?!\w)",
                            lang.needs_de)
    capitals = "|".join(sorted({re.escape(a.form.capitalize()) for a in lang.articles
                                if a.form[-1:].isalpha()}))
    capitalized = re.compile(rf"(?<=[^\s.!?:;\"“«(—-]) ({capitals}) (?=[a-zà-ÿ])")
    # not a word hyphenated to the one before (an enclitic: rends-la à Paul)
    elision = _alternation(r"(?<![\w'’-])({}) ([\wÀ-ÿ]+)", lang.elision.ELIDING)
    words = {a.form for a in lang.articles if a.form[-1:].isalpha()}
    joined = {f for (_, a), f in lang.contractions.items() if a in words}
    if (doubled := _alternation(r"(?<![\w'’-])(?:{})", words | joined)) is not None:
        second = "|".join(sorted((re.escape(a) for a in words), key=len, reverse=True))
        doubled = re.compile(doubled.pattern + rf" (?:{second})(?![\w'’-])", re.IGNORECASE)
    spaced = stranded = None
    if lang.elision.ELIDING:
        spaced = _alternation(r"(?<![\w'’])(?:{})['’] +(?=\w)",
                              {e.rstrip("'") for e in lang.elision.ELIDING.values()} | {"s"})
    negation = lang.negation
    if negation.NEGATION_PARTICLES:
        particles = "|".join(re.escape(p) for p in sorted(negation.NEGATION_PARTICLES,
                                                          key=len, reverse=True))
        adverbs = "|".join(sorted(negation.NEGATION_ADVERBS - {"encore"}))
        others = "|".join(re.escape(w) for w in sorted(negation.NOT_OBJECTS)) or "(?!)"
        clitics = "|".join(re.escape(c) for c in sorted(negation.PREVERBAL_CLITICS)) or "(?!)"
        stranded = re.compile(rf"(?<!\w)(?:{particles}) ?(?:(?:{clitics}) )*+"
                              rf"(\w+) ((?!(?:{others})(?![\w'’-]))"
                              rf"(?:\w+['’] ?|\w+ )?\w+) ({adverbs})(?!\w)", re.IGNORECASE)
    return uncontracted, fused, doubled, needs_de, capitalized, spaced, stranded, elision


def _alternation(template: str, words) -> re.Pattern | None:
    """``template`` with its ``{}`` filled by the words as a regex alternation, behind a
    look-ahead for their first letters: the same matches, but most places of a sentence
    are passed over at one test instead of one per word (about 40% less time)."""
    words = sorted(words, key=len, reverse=True)
    if not words:
        return None
    alternation = "|".join(re.escape(w) for w in words)
    if all(words):
        firsts = sorted({c for w in words for c in (w[0].lower(), w[0].upper())})
        alternation = f"(?=[{''.join(re.escape(c) for c in firsts)}])(?:{alternation})"
    return re.compile(template.format(alternation), re.IGNORECASE)


@lru_cache(maxsize=4096)
def _own_errors(text: str, region: tuple[int, int], lang, skip_contractions: bool
                ) -> tuple[str, ...]:
    """The messages of the errors a text already has: an item's sentences share its text and
    candidates, so these are found once."""
    return tuple(e.message for e in _patterns(text, region, lang, skip_contractions))


def _patterns(sentence: str, region: tuple[int, int], lang,
              skip_contractions: bool = False) -> list[SentenceError]:
    """The errors of the sentence's patterns whose match meets ``region``."""
    return [error for start, end, floor, error in _matches(sentence, lang, skip_contractions)
            if start < region[1] and end > region[0] and (floor is None or floor >= region[0])]


@lru_cache(maxsize=4096)
def _matches(sentence: str, lang, skip_contractions: bool
             ) -> tuple[tuple[int, int, int | None, SentenceError], ...]:
    """Every error the patterns find in a sentence, wherever it stands: (start, end, the
    least start the region may have or None, error), in the order they are reported. A
    text is scanned once for all the regions asked of it (an item's text, around the
    pronoun of each of its substituted sentences)."""
    (uncontracted, fused, doubled, needs_de, capitalized, spaced, stranded,
     elision) = _compiled(lang)
    # The subject of an infinitive does not contract (skip_contractions).
    found = [] if skip_contractions else _each(
        uncontracted, sentence, "uncontracted",
        lambda m: f"{m.group(0)!r} should be {fused[m.group(0).lower()]!r}")
    found += _each(doubled, sentence, "doubled-article",
                   lambda m: f"{m.group(0)!r}: two articles for one noun")
    # "através a fenda"; "lá embaixo" alone is an adverb, and fine
    found += _each(needs_de, sentence, "lost-preposition",
                   lambda m: f"{m.group(0)!r}: {m.group(1)!r} needs 'de' before an article")
    if "elision" in lang.detectors:
        found += _each(spaced, sentence, "elision",
                       lambda m: f"{m.group(0)!r}: a space after an elided word")
        found += _each(stranded, sentence, "stranded-object",
                       lambda m: f"{m.group(0)!r}: the object stands before {m.group(3)!r}, "
                       "which must follow the verb directly", floor=2)
        found += [(*m.span(), None, SentenceError("elision", f"{m.group(0)!r}{_SHOULD_ELIDE}"))
                  for m in elision.finditer(sentence) if vowel_start(m.group(2), lang.elision)]
    # The language's own errors: its Grammar's patterns (truncated enclitics, 's's, ...).
    found += [(start, end, None, SentenceError(code, message))
              for start, end, code, message in grammar(lang.code).error_matches(sentence)]
    # "because The city councilmen"; not a title ("The Sarah Connor Chronicles").
    for match in capitalized.finditer(sentence):
        previous = sentence[:match.start()].rsplit(" ", 1)[-1]  # a name: "Student A slacked"
        if not previous[:1].isupper() and not starts_sentence(sentence[:match.start() + 1]):
            found.append((*match.span(), None, SentenceError(
                "capitalization", f"{match.group(1)!r} is capitalised inside the sentence")))
    for match in _LOWER_START.finditer(sentence):
        before = sentence[:match.start()].rsplit(" ", 1)[-1]
        if not re.fullmatch(r"[A-Z][A-Za-z]{0,3}", before) and \
                not re.match(r"[a-zà-ÿ]+[A-Z]", sentence[match.start(match.lastindex):]):
            found.append((*match.span(), None, SentenceError(  # not "Inc. because", "eBay"
                "capitalization", "a sentence starts in lower case inside the text")))
    found += _each(_BRAND, sentence, "capitalization",
                   lambda m: f"{m.group(0)!r}: a brand written with a lower-case first letter "
                   "keeps it")
    found += _each(re.compile(rf"  +| [{lang.no_space_before}](?=\s|$)"), sentence, "spacing",
                   lambda m: f"doubled space or space before punctuation: {m.group(0)!r}")
    return tuple(found)


_SHOULD_ELIDE = " should elide"
_LOWER_START = re.compile(r"(?:[.!?]|\.[\"”»)]+) +[\"“«(]*([a-zà-ÿ])|: *[\"“«] *([a-zà-ÿ])")
_BRAND = re.compile(r"(?<![\w'’-])[EI][A-Z][a-z]\w*")  # "EBay", "IPhone": eBay, iPhone


def _each(pattern: re.Pattern | None, sentence: str, code: str,
          message: Callable[[re.Match], str], floor: int | None = None
          ) -> list[tuple[int, int, int | None, SentenceError]]:
    """Each match of ``pattern`` (None: one the language has not) as an error, its message
    made of the match; ``floor``: the group where the region must start at the latest."""
    return [(*m.span(), None if floor is None else m.start(floor),
             SentenceError(code, message(m)))
            for m in (pattern.finditer(sentence) if pattern is not None else ())]


def _placement(item: Item, original: str, sentence: str, span: tuple[int, int], start: int,
               end_new: int, lang) -> list[SentenceError]:
    """Errors that need the pronoun: material a rule must move left where the pronoun was,
    a preposition the pronoun carried lost, a possessive not marked."""
    p_start, p_end = span
    form = original[p_start:p_end]
    key = form.lower().strip(_APOSTROPHES)
    after = original[p_end:].lstrip(_APOSTROPHES)
    readings = lang.pronouns_by_form.get(key, ()) or lang.pronouns_by_form.get(key + "'", ())
    cases = {p.case for p in readings}
    if not sentence.endswith(after) or len(sentence) - len(after) < start:
        return []  # the text after the pronoun was not kept: none of these applies
    inserted = sentence[start:len(sentence) - len(after)]
    found = []
    attached = "-" in form or original[:p_start].endswith("-")
    if "clitic-before-verb" in lang.detectors and key in lang.object_clitics and not attached \
            and after.strip() and not _preposition_before(original, p_start, lang) \
            and analyse_pronoun(form, item.lang, original[max(0, p_start - 40):p_start],
                                original[p_end:p_end + 40]).position != "stressed":
        verb = after.split()[0].strip(".,;:!?")
        found.append(SentenceError("clitic-before-verb", f"the candidate stands where the "
                                   f"clitic {form!r} stood, before its verb {verb!r}"))
    if "poss" in cases and not attached and "possessive-not-rewritten" in lang.detectors \
            and after[:1] == " " and after.strip()[:1].isalnum():
        noun = after.split()[0].strip(".,;:!?")
        found.append(SentenceError("possessive-not-rewritten", f"the candidate stands before "
                                   f"the possessed noun {noun!r}, where article + {noun} + de "
                                   "+ owner is needed"))
    if "missing-possessive" in lang.detectors and cases and not cases - {"poss", "poss_pron"} \
            and not inserted.rstrip().endswith(("'s", "s'", "’s", "s’")):
        found.append(SentenceError("missing-possessive", f"{inserted.strip()!r} replaces "
                                   f"{form!r} without 's"))
    gen = [p for p in readings if p.case in ("gen", "loc") and p.prep]
    if gen and "lost-preposition" in lang.detectors:
        prep = gen[0].prep
        before = original[:p_start].split()[-1:] or [""]
        quantified = before[0].lower() in lang.partitive_quantifiers
        words = inserted.split()
        if start < p_start:  # words before the pronoun re-inflected too (cada um -> uma)
            words = words[len(original[start:p_start].split()):]
        first = words[0].lower() if words else ""
        contracted = {f for (p, _), f in lang.contractions.items() if p == prep} | {prep}
        if quantified and first in {a.form for a in lang.articles if a.definite}:
            found.append(SentenceError("partitive-article", f"{before[0]} {inserted.strip()!r}:"
                                       " no article after a quantifier"))
        elif not quantified and first not in contracted:
            found.append(SentenceError("lost-preposition", f"{inserted.strip()!r} replaces "
                                       f"{form!r} without {prep!r}"))
    return found


def _bare_nouns(item: Item, original: str, sentence: str, start: int, end: int,
                lang) -> list[SentenceError]:
    """A common-noun candidate put in without the determiner its language needs there:
    ``porque medalha é``, ``car scie est``; after a quantifier (``mais biscoitos``) or a
    determiner it is fine. Where the language writes bare nouns (English plurals), only a
    candidate whose mention has a determiner counts (``because suitcase is``)."""
    table = lang.noun_phrases
    found = []
    for cand in item.candidates:
        text = " ".join(cand.text.split())
        if not bare_common_noun(text, lang):
            continue
        if not table.BARE_NOUN_NEEDS_DETERMINER:
            mention = find_whole(original, text)
            if mention is None or determiner_before(original, mention[0], lang) is None:
                continue
        at = find_whole(sentence[start:end + len(text)], text)
        where = start + at[0] if at is not None else end
        if where < end and determiner_before(sentence, where, lang) is None and \
                not _quantified(sentence[:where], lang):
            found.append(SentenceError("bare-noun", f"{sentence[where:where + len(text)]!r} "
                                       "stands without the determiner a common noun needs"))
    return found


def _quantified(before: str, lang) -> bool:
    """Whether a quantifier or a preposition that takes a bare noun ends ``before``."""
    table = lang.noun_phrases
    words = before.lower().replace("d'", "d' ").replace("d’", "d’ ").split()
    if not words:
        return False
    if words[-1] in table.PARTITIVE_PREPOSITIONS:  # trop de cerfs, o suficiente de cadeiras
        return len(words) > 1 and words[-2] in table.QUANTITY_WORDS
    return words[-1] in table.QUANTIFIERS or words[-1] in table.QUANTITY_WORDS


def _preposition_before(text: str, start: int, lang) -> bool:
    """Whether the word before the pronoun is a preposition (``avec elle``, not a clitic)."""
    words = text[:start].split()
    return bool(words) and words[-1].lower() in lang.clitic_prepositions
