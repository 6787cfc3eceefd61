"""de Melo et al.'s metrics on hand-made predictions, against values computed by hand."""

from __future__ import annotations

import pytest

from wsc_corpus.analysis.metrics import Prediction, Score, consistency, score, subsets

# id, answer, choice, associative, switchable, switched answer, switched choice
HAND = [
    Prediction("a", 0, 0, True, True, 1, 1),      # right, switched right -> consistent
    Prediction("b", 1, 1, False, True, 0, 1),     # right, switched wrong -> inconsistent
    Prediction("c", 0, 1, False, True, 1, 0),     # wrong, switched wrong -> consistent
    Prediction("d", 1, 0, True, False),           # wrong
    Prediction("e", 0, None, False, False),       # unanswered (tie)
    Prediction("f", 1, 1, None, None),            # right, no tags
    Prediction("g", None, 0, False, False),       # no answer key: not counted
    Prediction("h", 0, 0, False, True, 1, None),  # right, switched unanswered -> inconsistent
]


def test_subset_accuracies_by_hand() -> None:
    table = subsets(HAND)
    # all: a b f h right of a b c d e f h (7 with a key) -> 4/7
    assert (table["all"].correct, table["all"].answered, table["all"].total) == (4, 6, 7)
    assert table["all"].accuracy == pytest.approx(4 / 7)
    # associative: a d -> 1/2; non-associative: b c e h -> 2/4 (f has no tag, g no key)
    assert table["associative"].accuracy == 0.5
    assert (table["non-associative"].correct, table["non-associative"].total) == (2, 4)
    # switchable a b c h: unswitched right a b h -> 3/4; switched right a only -> 1/4
    assert (table["unswitched"].correct, table["unswitched"].total) == (3, 4)
    assert (table["switched"].correct, table["switched"].answered,
            table["switched"].total) == (1, 3, 4)


def test_consistency_by_hand() -> None:
    result = consistency(HAND)
    # a (right/right) and c (wrong/wrong) of a b c h
    assert (result.correct, result.total) == (2, 4)
    assert result.accuracy == 0.5


def test_precision_recall_f1_when_items_are_unanswered() -> None:
    overall = subsets(HAND)["all"]
    precision, recall = 4 / 6, 4 / 7
    assert overall.precision == pytest.approx(precision)
    assert overall.recall == pytest.approx(recall) == overall.accuracy
    assert overall.f1 == pytest.approx(2 * precision * recall / (precision + recall))  # 8/13
    assert overall.f1 == pytest.approx(8 / 13)


def test_all_answered_makes_precision_recall_f1_and_accuracy_equal() -> None:
    full = score([(0, 0), (1, 0), (1, 1), (0, 0)])
    assert full.accuracy == full.precision == full.recall == full.f1 == 0.75


def test_empty_subsets_have_no_value() -> None:
    empty = Score(0, 0, 0)
    assert empty.accuracy is None and empty.precision is None and empty.f1 is None
    assert score([(0, None), (1, None)]).f1 is None
    assert score([(0, 1)]).f1 == 0.0
