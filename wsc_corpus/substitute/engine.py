"""The substitution engine: the pronoun of each item replaced by each candidate."""

from __future__ import annotations

from collections.abc import Iterable

from wsc_corpus.models import Item
from wsc_corpus.substitute.models import SubstitutedSentence, Substitution, SubstitutionFinding


def substitute(items: Iterable[Item]) -> list[Substitution]:
    """One Substitution per item, in input order."""
    return [_substitute_item(item) for item in items]


def _substitute_item(item: Item) -> Substitution:
    findings: list[SubstitutionFinding] = []
    options: list[SubstitutedSentence] = []
    if item.pronoun is None or item.pronoun.span is None:
        findings.append(SubstitutionFinding(code="no-pronoun",
                                            message="the item has no located pronoun"))
    else:
        span = item.pronoun.span
        for cand in item.candidates:
            options.append(SubstitutedSentence(prefix=item.text[:span.start],
                                               candidate=cand.text,
                                               continuation=item.text[span.end:]))
    return Substitution(id=item.id, source_id=item.provenance.source_id, lang=item.lang,
                        answer=item.answer, options=options, rules=["replace"],
                        findings=findings)
