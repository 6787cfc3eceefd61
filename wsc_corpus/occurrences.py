"""Where a mention occurs in its sentence when the input gives it no span.

A candidate whose article is fused with a preposition (``os manifestantes`` in ``aos
manifestantes``, ``le barman`` in ``au barman``) never occurs verbatim; its words after the
article do. Checks read it there, and exporters whose formats need a span for every candidate
(XWinograd, SuperGLUE) write those words, as XWinograd's own Portuguese rows do.
"""

from __future__ import annotations

import re
from functools import cache

from wsc_corpus.lang import defaults, known
from wsc_corpus.lang.base import straight_apostrophes
from wsc_corpus.models import Candidate, Item, Span


def candidate_span(item: Item, cand: Candidate) -> Span | None:
    """The candidate's span, else the noun phrase of the sentence that stands for it: its
    words after its article fused with a preposition (``manifestantes`` in ``aos
    manifestantes``), or after another determiner, which the span includes (``um carvalho``
    for ``O carvalho``); else None (``the suitcase`` in ``the brown suitcase``)."""
    if cand.span is not None:
        return cand.span
    found = find_loosely(item, cand)
    if found is None:
        return None
    start, end, same_determiner = found
    if same_determiner:
        return Span(start=start, end=end)
    before = item.text[:start]
    word = before[:-1].rsplit(" ", 1)[-1] if before.endswith(" ") else ""
    if word and word.lower() in defaults(item.lang).noun_determiners:
        return Span(start=start - 1 - len(word), end=end)
    return None


def find_loosely(item: Item, cand: Candidate) -> tuple[int, int, bool] | None:
    """Where a candidate without a span occurs once its determiner is set aside:
    ``(start, end, same_determiner)``, where a contraction of a preposition and the
    candidate's article (``aos`` for ``os``) counts as the same; None when it does not."""
    if not known(item.lang):
        return None
    language = defaults(item.lang)
    words = cand.text.split()
    if len(words) < 2 or words[0].lower() not in language.determiners:
        return None
    article = words[0].lower()
    match = find_whole(item.text, " ".join(words[1:]))
    if match is None:
        return None
    before = item.text[:match[0]].split()
    previous = straight_apostrophes(before[-1].lower()) if before else ""
    fused = {joined for (_, art), joined in language.contractions.items() if art == article}
    return match[0], match[1], previous == article or previous in fused


def find_whole(text: str, needle: str) -> tuple[int, int] | None:
    """The first occurrence of ``needle`` as whole words, ignoring case (a string search:
    no pattern is compiled per item)."""
    lowered, wanted = _lower(text), _lower(needle.strip())
    if not wanted:
        return None
    start = lowered.find(wanted)
    while start >= 0:
        end = start + len(wanted)
        if not (start > 0 and _in_word(text[start - 1])) and \
                not (end < len(text) and _in_word(text[end])):
            return start, end
        start = lowered.find(wanted, start + 1)
    return None


def _lower(text: str) -> str:
    """Lower case, keeping offsets (``İ`` lowers to two characters: kept as it is)."""
    lowered = text.lower()
    if len(lowered) == len(text):
        return lowered
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in text)


def _in_word(char: str) -> bool:
    return char.isalnum() or char == "_"


def determiner_before(text: str, start: int, language, adjectives: bool = True) -> str | None:
    """The determiner of the mention starting at ``start``, lower-cased: the word just before
    it (``des`` in ``des manteaux``, ``l'`` in ``l'escroc``, ``na`` in ``na maleta``), or the
    one before a pre-nominal adjective (``a longa escada``, ``the brown suitcase``) unless
    ``adjectives`` is False; None when the mention has none (``trop de cerfs``)."""
    table = language.noun_phrases
    pos = start
    for hop in range(3):
        before = text[:pos]
        if before[-1:] in "'’":  # elided and attached: l'escroc, d'un
            word, w_start = last_word(before)
            word = word.rsplit("-", 1)[-1]
            w_start = pos - len(word)
        elif before[-1:] == " ":
            word, w_start = last_word(before.rstrip())
        else:
            return None
        lower = straight_apostrophes(word.lower())
        if "'" in lower[:-1]:  # d'un, qu'une: the determiner after the elided word
            lower = lower.rsplit("'", 1)[1]
        if not lower or not lower.replace("'", "").isalpha():
            return None
        if lower in table.DETERMINER_FEATURES or lower in table.FUSED_DETERMINERS or \
                lower in _fused_articles(language):
            return lower
        pre_nominal = table.PRE_NOMINAL
        if not adjectives or hop == 2 or (pre_nominal is not None and lower not in pre_nominal) or \
                (pre_nominal is None and (hop > 0 or lower in language.determiners
                                          or not word.islower())):
            return None
        pos = w_start
    return None


def last_word(text: str) -> tuple[str, int]:
    """The last word of ``text`` (which ends with no space) and where it starts; a walk
    back from the end, not a regex scan of the whole text."""
    start = len(text)
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    return text[start:], start


@cache
def _fused_articles(language) -> dict[str, str]:
    """Preposition + article forms -> the article (``na`` -> ``a``, ``du`` -> ``le``)."""
    return {fused: article for (_, article), fused in language.contractions.items()}


_WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")
MAX_GAP = 3  # words that may stand between two words of a discontinuous mention


def candidate_pieces(item: Item, cand: Candidate) -> list[tuple[int, int]]:
    """Every stretch of the sentence that shows the candidate, for marking it where it
    stands: its span or verbatim occurrence; its article's letters inside a contraction
    (``os`` in ``aos``; the whole word where they are not a part of it: ``au``) and its words
    after it; or its words in order with a few others between them (``the`` and ``suitcase``
    in ``the brown suitcase``). Empty where it does not occur."""
    if cand.span is not None:
        return [(cand.span.start, cand.span.end)]
    whole = find_whole(item.text, cand.text)
    if whole is not None:
        return [whole]
    words = [(m.start(), m.end()) for m in _WORD.finditer(item.text)]
    wanted = [straight_apostrophes(w.lower()) for w in _WORD.findall(cand.text)]
    if not wanted:
        return []
    lowered = [straight_apostrophes(item.text[s:e].lower()) for s, e in words]
    fused: set[str] = set()
    determiners: frozenset[str] | set[str] = set()
    if known(item.lang):
        language = defaults(item.lang)
        fused = {joined for (_, art), joined in language.contractions.items()
                 if art == wanted[0]}
        determiners = language.determiners
    found = _in_order(lowered, wanted, fused)
    if found is not None:
        pieces = [words[k] for k in found]
        word = lowered[found[0]]
        if word != wanted[0] and word.endswith(wanted[0]):  # the article inside a contraction
            pieces[0] = (pieces[0][1] - len(wanted[0]), pieces[0][1])
        return _merge(item.text, pieces)
    span = candidate_span(item, cand)  # after another determiner (``um carvalho``)
    if span is not None:
        return [(span.start, span.end)]
    if len(wanted) > 1 and wanted[0] in determiners:  # the words after the determiner
        found = _in_order(lowered, wanted[1:], set())
        if found is not None:
            return _merge(item.text, [words[k] for k in found])
    return []


def _in_order(words: list[str], wanted: list[str], fused: set[str]) -> list[int] | None:
    """Indexes of the wanted words in order, at most MAX_GAP others between two; the first
    may be a contraction holding it (``fused``)."""
    for first, word in enumerate(words):
        if word != wanted[0] and word not in fused:
            continue
        found = [first]
        for target in wanted[1:]:
            nxt = next((k for k in range(found[-1] + 1, min(found[-1] + 2 + MAX_GAP,
                                                             len(words)))
                        if words[k] == target), None)
            if nxt is None:
                break
            found.append(nxt)
        if len(found) == len(wanted):
            return found
    return None


def _merge(text: str, pieces: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Neighbouring pieces with only spaces between them joined into one."""
    out: list[tuple[int, int]] = []
    for start, end in pieces:
        if out and not text[out[-1][1]:start].strip():
            out[-1] = (out[-1][0], end)
        else:
            out.append((start, end))
    return out
