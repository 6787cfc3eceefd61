"""The split of substituted options for partial scoring (Trinh & Le 2018): each option's
context, and one continuation all options share.

Partial scoring compares log P(continuation | context) across options, so the continuation
must be the same text for every option. Re-inflection may change words after the candidate
(``the doctor was running late`` / ``the nurses were running late``): those belong to each
option's context, and the scored continuation is the longest common suffix of the options'
continuations that starts on a word boundary (`` running late``). Where the options'
continuations are identical, this is the substitution's own split.

The formats built from substituted sentences (WinoGrande, lm-eval) use the options aligned
(:func:`aligned_items`): one shared prefix, one filler per option and one shared
continuation, so that ``prefix + fillers[i] + continuation`` is option ``i``'s sentence.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass

from wsc_corpus.models import Item
from wsc_corpus.parallel import Jobs
from wsc_corpus.substitute import ManualFixes
from wsc_corpus.substitute.models import SubstitutedSentence, Substitution
from wsc_corpus.substitute.report import iter_substitutions

# The name the score signature and the export give this split.
SPLIT = "common-suffix"


def shared_continuation(continuations: Sequence[str]) -> str:
    """The longest common suffix of the continuations that starts on a word boundary."""
    shared = os.path.commonprefix([c[::-1] for c in continuations])[::-1]
    while shared and shared[0].isalnum() and any(
            len(c) > len(shared) and c[-len(shared) - 1].isalnum() for c in continuations):
        shared = shared[1:]
    return shared


def scored_pairs(options: Sequence[SubstitutedSentence]) -> list[tuple[str, str]]:
    """(context, continuation) of each option: the continuation shared by all options."""
    shared = shared_continuation([o.continuation for o in options])
    return [(o.text[:len(o.text) - len(shared)], shared) for o in options]


@dataclass(frozen=True)
class Aligned:
    """An item's substituted options sharing ``prefix`` and ``continuation``.

    ``realigned`` says the substitution's own splits differed between options (a rule moved
    or fused words around the candidate), so the shared parts were recomputed from the full
    sentences, at word boundaries (the continuation: the longest common suffix on a word
    boundary, :mod:`wsc_corpus.substitute.partial`, as ``wsc score`` uses).
    """

    prefix: str
    fillers: list[str]
    continuation: str
    realigned: bool = False

    @property
    def sentences(self) -> list[str]:
        return [self.prefix + filler + self.continuation for filler in self.fillers]


def align(sub: Substitution) -> Aligned | None:
    """The aligned options of one substitution, or None where no filler differs."""
    options = sub.options
    if len(options) < 2:
        return None
    if len({o.prefix for o in options}) == 1 and len({o.continuation for o in options}) == 1:
        return Aligned(options[0].prefix, [o.candidate for o in options], options[0].continuation)
    return _realign([o.text for o in options])


def _realign(texts: Sequence[str]) -> Aligned | None:
    start = len(os.path.commonprefix(list(texts)))
    first = texts[0]
    while start > 0 and not first[start - 1].isspace():  # the blank starts a word
        start -= 1
    end = len(first) - len(shared_continuation([t[start:] for t in texts]))
    fillers = [t[start:len(t) - (len(first) - end)] for t in texts]
    if any(not f for f in fillers) or len(set(fillers)) < 2:
        return None
    return Aligned(first[:start], fillers, first[end:], realigned=True)


def aligned_items(items: Sequence[Item], manual_fixes: ManualFixes | None = None,
                  jobs: Jobs = 1) -> list[tuple[Item, Substitution, Aligned | None, str]]:
    """Each item with its substitution (curated fixes overlaid where given), its alignment
    and why it cannot be used ('' if it can).

    Items without a located pronoun, with fewer than two candidates, or whose substitution
    reports a finding (a case no grammar rule covers) are not used. ``jobs`` worker processes
    substitute batches of items side by side (``wsc_corpus.parallel``).
    """
    items = list(items)
    rows = []
    for item, sub in zip(items, iter_substitutions(items, manual_fixes, jobs), strict=True):
        aligned = align(sub)
        reason = sub.blocking_findings() or ("" if aligned is not None else
                                              "the substituted options do not differ in "
                                              "one place")
        rows.append((item, sub, aligned, reason))
    return rows

