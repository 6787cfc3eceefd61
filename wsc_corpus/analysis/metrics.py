"""The metrics of de Melo et al. (2019, section 5.2-5.3) over per-item predictions.

Accuracy on the full set and on the associative / non-associative subsets (Trichelair et al.
2018 tags), on the switchable items before and after switching, and consistency: the share of
switchable items answered equally well (both right or both wrong) before and after switching,
as de Melo et al.'s code computes it ("for how many of the switchable sentences the system
provided the same answer both for the original sentence and the switched version", §5.2). When
some items are unanswered, precision, recall and F1 as Emami et al. (2018): recall = correct /
items (= accuracy), precision = correct / answered. Consistency is a rate, not a prediction:
it has no precision or F1.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

SUBSETS = ("all", "associative", "non-associative", "switched", "unswitched")


@dataclass(frozen=True)
class Prediction:
    """One item's answer key and choice (None: unanswered), and the same after switching."""

    id: str
    answer: int | None
    choice: int | None
    associative: bool | None = None
    switchable: bool | None = None
    switched_answer: int | None = None
    switched_choice: int | None = None

    @property
    def correct(self) -> bool:
        return self.choice is not None and self.choice == self.answer

    @property
    def switched_correct(self) -> bool:
        return self.switched_choice is not None and self.switched_choice == self.switched_answer

    @property
    def has_switched(self) -> bool:
        return bool(self.switchable) and self.switched_answer is not None


@dataclass(frozen=True)
class Score:
    """Correct, answered and total on a subset, with accuracy, precision, recall and F1."""

    correct: int
    answered: int
    total: int

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.total if self.total else None

    recall = accuracy

    @property
    def precision(self) -> float | None:
        return self.correct / self.answered if self.answered else None

    @property
    def f1(self) -> float | None:
        p, r = self.precision, self.recall
        if p is None or r is None:
            return None
        return 0.0 if p + r == 0 else 2 * p * r / (p + r)

    def as_json(self) -> dict:
        return {"correct": self.correct, "answered": self.answered, "total": self.total,
                "accuracy": self.accuracy, "precision": self.precision, "recall": self.recall,
                "f1": self.f1}


@dataclass(frozen=True)
class Accuracy:
    """Correct out of ``total`` scored items (``tied`` more were left out: tied scores), with
    lm_eval's standard error of a mean: the sample standard deviation over sqrt(n), which for
    a share p is sqrt(p (1 - p) / (n - 1)); pooled over ``parts`` (the rows of a group), the
    pooled standard error lm_eval gives a group's aggregate row (``weight_by_size``)."""

    correct: int
    total: int
    tied: int = 0
    parts: tuple[Accuracy, ...] = ()

    @classmethod
    def pooled(cls, parts: Sequence[Accuracy]) -> Accuracy:
        return cls(sum(a.correct for a in parts), sum(a.total for a in parts),
                   sum(a.tied for a in parts), tuple(parts))

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.total if self.total else None

    @property
    def stderr(self) -> float | None:
        if self.parts:  # lm_eval.api.metrics.pooled_sample_stderr
            parts = [a for a in self.parts if a.stderr is not None]
            if not parts or sum(a.total for a in parts) <= len(parts):
                return None
            n = sum(a.total for a in parts)
            variance = sum((a.total - 1) * a.stderr ** 2 * a.total for a in parts) / \
                (n - len(parts))
            return math.sqrt(variance / n)
        if self.total < 2:
            return None
        p = self.correct / self.total
        return math.sqrt(p * (1 - p) / (self.total - 1))

    def as_json(self) -> dict:
        return {"correct": self.correct, "total": self.total, "tied": self.tied,
                "accuracy": self.accuracy, "stderr": self.stderr,
                **({"stderr_pooled_over": len(self.parts)} if self.parts else {})}


def score(pairs: Iterable[tuple[int | None, int | None]]) -> Score:
    """From (answer, choice) pairs of items with an answer key."""
    keyed = [(answer, chosen) for answer, chosen in pairs if answer is not None]
    return Score(sum(chosen is not None and chosen == answer for answer, chosen in keyed),
                 sum(chosen is not None for _, chosen in keyed), len(keyed))


def subsets(predictions: Sequence[Prediction]) -> dict[str, Score]:
    """The rows of de Melo et al.'s Table 1 except consistency."""
    switchable = [p for p in predictions if p.has_switched]
    return {
        "all": score((p.answer, p.choice) for p in predictions),
        "associative": score((p.answer, p.choice) for p in predictions if p.associative is True),
        "non-associative": score((p.answer, p.choice) for p in predictions
                                 if p.associative is False),
        "switched": score((p.switched_answer, p.switched_choice) for p in switchable),
        "unswitched": score((p.answer, p.choice) for p in switchable),
    }


CONSISTENCY_OVER = ("switched", "switchable")


@dataclass(frozen=True)
class Consistency:
    """Switchable items answered equally well before and after switching, out of ``total``
    (which items ``total`` counts: ``over``)."""

    consistent: int
    total: int
    over: str

    @property
    def rate(self) -> float | None:
        return self.consistent / self.total if self.total else None

    def as_json(self) -> dict:
        return {"consistent": self.consistent, "total": self.total, "rate": self.rate,
                "over": self.over}


def consistency(predictions: Sequence[Prediction],
                over: Literal["switched", "switchable"] = "switched") -> Consistency:
    """Switchable items whose original and switched sentences are both right or both wrong.

    A sentence left unanswered (tied scores) counts as wrong, as in de Melo et al.'s code
    (a tie is not ``P(correct) > P(wrong)``). ``over="switched"`` counts the switchable items
    with an answer key that have a switched sentence; ``over="switchable"`` every switchable
    item with an answer key, as de Melo et al.'s code does, where an item with no switched
    sentence counts as wrong after switching (consistent only if wrong before).
    """
    if over not in CONSISTENCY_OVER:
        raise ValueError(f"over={over!r}; expected one of {CONSISTENCY_OVER}")
    counted = [p for p in predictions if p.answer is not None
               and (p.has_switched if over == "switched" else p.switchable)]
    same = sum(p.correct == (p.has_switched and p.switched_correct) for p in counted)
    return Consistency(same, len(counted), over)
