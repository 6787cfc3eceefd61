"""Small text helpers shared by the substitution rules: words at a seam, sentence starts."""

from __future__ import annotations

import re

_NEXT_WORD = re.compile(r"^(\s*)([^\s.,;:!?\"“”«»()]+)")
# A sentence starts after its end, and so does reported speech opened by a quote after a
# colon (``a dit : « Il est``).
_SENTENCE_START = re.compile(r"(^|[.!?…][\"”»)]*|:\s*[\"“«])\s*[\"“«(]*\s*$")
_SPACES = re.compile(r"\s+")
_QUOTED = re.compile(r'"([^"]*)"')


def last_word(text: str) -> tuple[str, int]:
    """The last word of ``text`` and where it starts (``("", len(text))`` when none); a walk
    back from the end, not a regex scan of the whole text."""
    end = len(text)
    while end > 0 and text[end - 1].isspace():
        end -= 1
    start = end
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    return (text[start:end], start) if end else ("", len(text))


def next_word(text: str) -> tuple[str, int, int]:
    """The first word of ``text`` and its offsets (``("", 0, 0)`` when it starts with
    punctuation or is empty)."""
    match = _NEXT_WORD.match(text)
    return (match.group(2), match.start(2), match.end(2)) if match else ("", 0, 0)


def starts_sentence(prefix: str) -> bool:
    """Whether text placed after ``prefix`` begins a sentence."""
    return bool(_SENTENCE_START.search(prefix))


def capitalize_first(text: str) -> str:
    """Upper-case the first letter, leaving the rest as it is; a word written with a capital
    after a lower-case first letter keeps its casing (``eBay``, ``iPhone``)."""
    for i, char in enumerate(text):
        if char.isalpha():
            word = re.match(r"\w*", text[i:]).group()
            if char.islower() and any(c.isupper() for c in word[1:]):
                return text
            return text[:i] + char.upper() + text[i + 1:]
    return text


def lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def normalize_space(text: str) -> str:
    """Collapse whitespace, with none before closing punctuation or just inside straight
    quotes (``" Check "`` -> ``"Check"``), for comparing sentences."""
    text = re.sub(r"\s+([.,;:!?])", r"\1", _SPACES.sub(" ", text)).strip()
    return _QUOTED.sub(lambda m: '"' + m.group(1).strip() + '"', text)


def match_case(template: str, text: str) -> str:
    """``text`` with the first letter upper-cased when ``template`` starts with a capital."""
    return capitalize_first(text) if template[:1].isupper() else text
