"""Where a mention occurs in its sentence when the input gives it no span.

A candidate whose article is fused with a preposition (``os manifestantes`` in ``aos
manifestantes``, ``le barman`` in ``au barman``) never occurs verbatim; its words after the
article do. Checks read it there, and exporters whose formats need a span for every candidate
(XWinograd, SuperGLUE) write those words, as XWinograd's own Portuguese rows do.
"""

from __future__ import annotations

from wsc_corpus.lang import defaults, known
from wsc_corpus.models import Candidate, Item, Span

_APOSTROPHES = str.maketrans({"’": "'", "`": "'"})


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
    previous = before[-1].lower().translate(_APOSTROPHES) if before else ""
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
