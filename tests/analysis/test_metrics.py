"""de Melo et al.'s metrics on hand-made predictions, against values computed by hand."""

from __future__ import annotations

import pytest

from wsc_corpus.analysis.metrics import Consistency, Prediction, Score, consistency, score, subsets

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
    Prediction("i", 0, 1, False, True),           # wrong, switchable, no switched sentence
    Prediction("j", 1, 1, False, True),           # right, switchable, no switched sentence
    Prediction("k", 1, None, False, True, 0, None),  # unanswered both -> wrong/wrong
]


def test_subset_accuracies_by_hand() -> None:
    table = subsets(HAND)
    # all: a b f h j right of a b c d e f h i j k (10 with a key) -> 5/10; k and e unanswered
    assert (table["all"].correct, table["all"].answered, table["all"].total) == (5, 8, 10)
    assert table["all"].accuracy == pytest.approx(5 / 10)
    # associative: a d -> 1/2; non-associative: b c e h i j k -> 3/7 (f no tag, g no key)
    assert table["associative"].accuracy == 0.5
    assert (table["non-associative"].correct, table["non-associative"].total) == (3, 7)
    # with a switched sentence a b c h k: unswitched right a b h -> 3/5; switched right a -> 1/5
    assert (table["unswitched"].correct, table["unswitched"].total) == (3, 5)
    assert (table["switched"].correct, table["switched"].answered,
            table["switched"].total) == (1, 3, 5)


def test_consistency_by_hand() -> None:
    # a (right/right), c (wrong/wrong), k (unanswered twice: wrong/wrong) of a b c h k
    assert consistency(HAND) == Consistency(3, 5, "switched")
    assert consistency(HAND).rate == pytest.approx(3 / 5)
    # de Melo et al.'s denominator, every switchable item: i (wrong, nothing switched: wrong)
    # is consistent, j (right, nothing switched: wrong) is not -> 4 of a b c h i j k
    paper = consistency(HAND, over="switchable")
    assert (paper.consistent, paper.total, paper.over) == (4, 7, "switchable")
    assert set(paper.as_json()) == {"consistent", "total", "rate", "over"}


def test_consistency_never_exceeds_one() -> None:
    """Unanswered sentences once made a 'precision' of 1.5: the rate is consistent / total."""
    ties = [Prediction(str(n), 0, None, False, True, 1, None) for n in range(3)]
    ties.append(Prediction("r", 0, 0, False, True, 1, 1))
    result = consistency(ties)
    assert result.rate == 1.0 and result.consistent == result.total == 4
    assert "precision" not in result.as_json() and "f1" not in result.as_json()


def test_precision_recall_f1_when_items_are_unanswered() -> None:
    overall = subsets(HAND)["all"]
    precision, recall = 5 / 8, 5 / 10
    assert overall.precision == pytest.approx(precision)
    assert overall.recall == pytest.approx(recall) == overall.accuracy
    assert overall.f1 == pytest.approx(2 * precision * recall / (precision + recall))  # 5/9
    assert overall.f1 == pytest.approx(5 / 9)


def test_all_answered_makes_precision_recall_f1_and_accuracy_equal() -> None:
    full = score([(0, 0), (1, 0), (1, 1), (0, 0)])
    assert full.accuracy == full.precision == full.recall == full.f1 == 0.75


def test_empty_subsets_have_no_value() -> None:
    empty = Score(0, 0, 0)
    assert empty.accuracy is None and empty.precision is None and empty.f1 is None
    assert score([(0, None), (1, None)]).f1 is None
    assert score([(0, 1)]).f1 == 0.0
