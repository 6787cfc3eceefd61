"""The PMI baseline of WinoGrande (Sakaguchi et al. 2020, §3): keep the twins whose sentences
a word-label association model cannot tell apart.

``PMI(y=1; w)`` is computed over the collection's labelled items (two candidates, an answer),
"following a method proposed by Gururangan et al. (2018)", from token counts in the sentences
labelled ``y=1`` (answer: the first candidate) and in all, with add-``s`` smoothing of the
counts, ``s = 100`` as Gururangan et al. use:
``log((c₁(w) + s) / (T₁ + sV)) - log((c(w) + 2s) / (T + 2sV))``.
A sentence's score is the sum over its tokens; a twin pair's is the difference
``f(t₁, t₂) = Σ_{w∈t₁} PMI(y=1; w) - Σ_{w∈t₂} PMI(y=1; w)``, with ``t₁`` the twin labelled
``y=1`` (the first of the pair when both or neither are). The paper "only retain[s] twins that
have a small difference in their PMI values"; its footnote 7 lists the absolute difference
``|f|`` among the variants it tried without a significant difference. ``difference="absolute"``
(the default) ranks twins by ``|f|``, ``"signed"`` by ``f`` (the twins whose ``y=1`` sentence
looks least like ``y=1`` first). Twins whose difference is at most a threshold are kept, or the
given share of twins with the smallest difference (ties in input order). Words are the
lowercased word tokens of the sentence (the WinoGrande blank ``_`` included).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np

from wsc_corpus.analysis.features import labelled, word_tokens
from wsc_corpus.errors import WscError
from wsc_corpus.models import Corpus, Item

PAPER_SMOOTHING = 100.0


def word_pmi(items: Sequence[Item], smoothing: float = PAPER_SMOOTHING) -> dict[str, float]:
    """PMI(y=1; w) for every word of the labelled items (y=1: answer is candidate 0)."""
    if smoothing <= 0:
        raise WscError(f"smoothing={smoothing}; expected > 0", code="E010")
    positive, every = Counter(), Counter()
    for item in items:
        counted = word_tokens(item.text)
        every.update(counted)
        if item.answer == 0:
            positive.update(counted)
    vocabulary = len(every)
    t1, t = sum(positive.values()), sum(every.values())
    if not t1 or t1 == t:
        raise WscError("PMI needs sentences of both labels", code="E010")
    return {w: math.log((positive[w] + smoothing) / (t1 + smoothing * vocabulary))
            - math.log((every[w] + 2 * smoothing) / (t + 2 * smoothing * vocabulary))
            for w in every}


def sentence_score(item: Item, pmi: dict[str, float]) -> float:
    return sum(pmi.get(w, 0.0) for w in word_tokens(item.text))


@dataclass(frozen=True)
class TwinScore:
    schema_id: str
    first: str     # t1: the twin labelled y=1 where one is
    second: str
    f: float
    kept: bool


@dataclass
class PmiResult:
    twins: list[TwinScore]
    threshold: float
    others: list[str]          # ids of items that are not in a labelled twin pair
    pmi: dict[str, float]

    @property
    def kept_ids(self) -> list[str]:
        return [i for t in self.twins if t.kept for i in (t.first, t.second)]

    @property
    def removed_ids(self) -> list[str]:
        return [i for t in self.twins if not t.kept for i in (t.first, t.second)]

    def top_words(self, count: int = 20) -> dict[str, list[tuple[str, float]]]:
        ranked = sorted(self.pmi.items(), key=lambda kv: (-kv[1], kv[0]))
        return {"y=1": ranked[:count], "y=2": ranked[::-1][:count]}


def twin_pairs(corpus: Corpus) -> tuple[list[tuple[str, Item, Item]], list[Item]]:
    """Labelled twin pairs (t1 first) and the items that are in none."""
    pairs, others = [], []
    for schema in corpus.schemas():
        group = schema.items
        if len(group) == 2 and all(i.answer in (0, 1) and len(i.candidates) == 2
                                   for i in group):
            a, b = group
            pairs.append((schema.id, *((b, a) if b.answer == 0 and a.answer != 0 else (a, b))))
        else:
            others.extend(group)
    return pairs, others


def pmi_filter(corpus: Corpus, keep_fraction: float | None = None,
               max_f: float | None = None, smoothing: float = PAPER_SMOOTHING,
               difference: Literal["absolute", "signed"] = "absolute") -> PmiResult:
    """Score every labelled twin pair and keep those with a small difference (``|f|``, or
    ``f`` when ``difference="signed"``).

    Exactly one of ``keep_fraction`` (share of twins kept, the smallest difference first, ties
    in input order) and ``max_f`` (threshold on the difference) is given.
    """
    if (keep_fraction is None) == (max_f is None):
        raise WscError("give exactly one of keep_fraction and max_f", code="E010")
    if difference not in ("absolute", "signed"):
        raise WscError(f"difference={difference!r}; expected 'absolute' or 'signed'",
                       code="E010")
    if keep_fraction is not None and not 0.0 < keep_fraction <= 1.0:
        raise WscError(f"keep_fraction={keep_fraction}; expected 0 < x <= 1", code="E010")
    pairs, others = twin_pairs(corpus)
    if not pairs:
        raise WscError("no labelled twin pairs (schemas of two items with answers)",
                       code="E010")
    pmi = word_pmi(labelled(corpus.items), smoothing)
    scores = np.array([sentence_score(a, pmi) - sentence_score(b, pmi) for _, a, b in pairs])
    ranked = np.abs(scores) if difference == "absolute" else scores
    if max_f is None:
        keep = max(1, round(keep_fraction * len(pairs)))
        order = np.argsort(ranked, kind="stable")  # ties: input order
        kept = np.zeros(len(pairs), bool)
        kept[order[:keep]] = True
        max_f = float(ranked[order[keep - 1]])
    else:
        kept = ranked <= max_f
    twins = [TwinScore(schema_id=sid, first=a.id, second=b.id, f=float(f), kept=bool(k))
             for (sid, a, b), f, k in zip(pairs, scores, kept, strict=True)]
    return PmiResult(twins=twins, threshold=max_f, others=[i.id for i in others], pmi=pmi)
