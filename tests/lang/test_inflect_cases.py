"""Re-inflection on our own sentences (``tests/lang/<code>/inflect_cases.jsonl``, at least 20
per phenomenon: English verbs and contractions, French and Portuguese verbs, adjectives and
participles): every option is the expected sentence; the words changed after the candidate
leave partial scoring a continuation the options share."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from wsc_corpus.substitute import substitute
from wsc_corpus.substitute.partial import scored_pairs

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from substitute_reinflection import case_item

CASES = [json.loads(line) for path in sorted((ROOT / "tests" / "lang").glob(
    "*/inflect_cases.jsonl")) for line in path.read_text(encoding="utf-8").splitlines()]


def test_at_least_twenty_sentences_per_phenomenon():
    counts: dict[str, int] = {}
    for case in CASES:
        counts[case["phenomenon"]] = counts.get(case["phenomenon"], 0) + 1
    assert sorted(counts) == ["en-contraction", "en-verb", "fr-adjective", "fr-verb",
                              "pt-adjective", "pt-verb"]
    assert min(counts.values()) >= 20


@pytest.fixture(scope="module")
def results():
    return substitute([case_item(c, i) for i, c in enumerate(CASES)])


@pytest.mark.parametrize("index", range(len(CASES)),
                         ids=[f"{c['phenomenon']}-{i}" for i, c in enumerate(CASES)])
def test_reinflected_exactly(results, index):
    sub = results[index]
    assert [o.text for o in sub.options] == CASES[index]["expected"], sub.findings
    assert "reinflection" in sub.rules
    contexts = scored_pairs(sub.options)
    assert len({cont for _, cont in contexts}) == 1
    assert [c + cont for c, cont in contexts] == CASES[index]["expected"]
