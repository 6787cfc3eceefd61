"""Candidate substitution with real grammar, and the manual-fix overlay.

``substitute(items)`` replaces each item's pronoun by each candidate, applying the grammar of
the item's language (possessives, contractions, clitics, elision, capitalization) from the
tables in ``wsc_corpus.lang``; what no rule covers is reported as a finding.
"""

from __future__ import annotations

from collections.abc import Iterable

from wsc_corpus.models import Item
from wsc_corpus.substitute import engine
from wsc_corpus.substitute.fixes import (
    ManualFixes,
    collection_fixes,
    load_manual_fixes,
    overlay,
)
from wsc_corpus.substitute.models import SubstitutedSentence, Substitution, SubstitutionFinding

__all__ = ["ManualFixes", "SubstitutedSentence", "Substitution", "SubstitutionFinding",
           "collection_fixes", "load_manual_fixes", "substitute", "withhold_flagged"]


def substitute(items: Iterable[Item],
               manual_fixes: ManualFixes | None = None) -> list[Substitution]:
    """One Substitution per item, in input order; curated sentences overlaid where given."""
    items = list(items)
    subs = engine.substitute(items)
    if manual_fixes is not None:
        subs = [overlay(sub, fixes) if (fixes := manual_fixes.for_item(item)) else sub
                for item, sub in zip(items, subs, strict=True)]
    return withhold_flagged(items, subs)


def withhold_flagged(items: list[Item], subs: list[Substitution]) -> list[Substitution]:
    """Never write what the language's own substitution checks flag: a substitution with a
    draft the detector (:mod:`wsc_corpus.substitute.errors`) finds an error in keeps its
    findings (``detected-error``, naming the error) and loses its sentences."""
    from wsc_corpus.substitute.errors import with_detected_errors

    return [sub if checked is sub else checked.model_copy(
        update={"options": [], "switched_options": None})
        for sub, checked in zip(subs, with_detected_errors(items, subs), strict=True)]
