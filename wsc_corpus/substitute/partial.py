"""The split of substituted options for partial scoring (Trinh & Le 2018): each option's
context, and one continuation all options share.

Partial scoring compares log P(continuation | context) across options, so the continuation
must be the same text for every option. Re-inflection may change words after the candidate
(``the doctor was running late`` / ``the nurses were running late``): those belong to each
option's context, and the scored continuation is the longest common suffix of the options'
continuations that starts on a word boundary (`` running late``). Where the options'
continuations are identical, this is the substitution's own split.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from wsc_corpus.substitute.models import SubstitutedSentence

# The name the score signature and the export give this split.
SPLIT = "common-suffix"


def shared_continuation(continuations: Sequence[str]) -> str:
    """The longest common suffix of the continuations that starts on a word boundary."""
    if not continuations:
        return ""
    shared = os.path.commonprefix([c[::-1] for c in continuations])[::-1]
    while shared and shared[0].isalnum() and any(
            len(c) > len(shared) and c[-len(shared) - 1].isalnum() for c in continuations):
        shared = shared[1:]
    return shared


def scored_pairs(options: Sequence[SubstitutedSentence]) -> list[tuple[str, str]]:
    """(context, continuation) of each option: the continuation shared by all options."""
    shared = shared_continuation([o.continuation for o in options])
    return [(o.text[:len(o.text) - len(shared)], shared) for o in options]
