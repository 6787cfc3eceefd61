"""French inverted subject pronouns (``Étaient-ils inquiets ?``, ``dit-il``): where the verb
and its group are, and whether the clause is a question or a reporting clause (tables:
``clitics.INVERSION_MARKS``, ``PREVERBAL``, ``INCISE_BEFORE``, ``SENTENCE_ENDS``)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

_WORD = re.compile(r"\w+['’]?|\S")


@dataclass(frozen=True)
class Inversion:
    """The verb an inverted subject pronoun is hyphened to, the start of its group (``ne``
    and the clitics before it), the mark between them (``-``, ``-t-``), and whether it is a
    reporting clause (the candidate then follows the verb)."""

    host_start: int
    host_end: int
    group_start: int
    mark: str
    incise: bool


def inversion(site: Any) -> Inversion | None:
    """The inversion of a subject pronoun at the site, or None where it is not inverted."""
    clitics = site.lang.clitics
    mark = next((m for m in clitics.INVERSION_MARKS if site.before.endswith(m)), None)
    if mark is None:
        return None
    host_end = len(site.before) - len(mark)
    words = [(m.start(), m.group()) for m in _WORD.finditer(site.text, 0, host_end)]
    if not words or not words[-1][1][:1].isalpha() or \
            words[-1][0] + len(words[-1][1]) != host_end:
        return None
    group = host_start = words[-1][0]
    for start, word in reversed(words[:-1]):
        if word.lower() not in clitics.PREVERBAL or \
                site.text[start + len(word):group].strip():
            break
        group = start
    ends = [site.after.find(mark) for mark in clitics.SENTENCE_ENDS]
    question = site.after[:min((e for e in ends if e >= 0), default=len(site.after))
                          + 1].rstrip().endswith("?")
    incise = site.text[:group].rstrip().endswith(clitics.INCISE_BEFORE) and not question
    return Inversion(host_start, host_end, group, mark, incise)
