"""KnowRef test set: correct_candidate as the answer, quirks flagged."""

from collections import Counter

import pytest

from wsc_corpus.errors import FormatError
from wsc_corpus.formats import detect, knowref, load_paths


@pytest.fixture(scope="module")
def items(corpora):
    return load_paths([corpora / "knowref" / "knowref_test.json"]).items


def test_counts(items, corpora):
    assert detect(corpora / "knowref" / "knowref_test.json") is knowref
    assert len(items) == 1269
    assert sum(i.answer is not None for i in items) == 1268


def test_first_item(items):
    first = items[0]
    assert first.text.startswith("Seymour sought Johnson 's support , but he long")
    assert first.pronoun.text == "he" and first.text[first.pronoun.span.start:].startswith("he ")
    assert [c.text for c in first.candidates] == ["Seymour", "Johnson"] and first.answer == 1
    assert first.location.endswith("knowref_test.json:2")
    assert "is_pronoun_male: true" in first.provenance.notes


def test_quirks_are_flags(items):
    flags = Counter(f for i in items for f in i.flags)
    assert flags["answer-index-disagrees"] == 299
    assert flags["several-pronoun-markers"] == 1
    assert flags["identical-candidates"] == 1
    # The answer follows the text: Gambetta is candidate1 though correct_candidate_idx says 0.
    gambetta = items[1]
    assert gambetta.correct.text == "French statesman Leon Gambetta"
    assert "answer-index-disagrees" in gambetta.flags
    double = next(i for i in items if "several-pronoun-markers" in i.flags)
    assert "[" not in double.text and double.pronoun.text == "he"
    same = next(i for i in items if "identical-candidates" in i.flags)
    assert same.answer is None and same.candidates[0].text == same.candidates[1].text
    edited = [i for i in items if i.upstream_sentences["original_sentence"] != i.text]
    assert len(edited) == 909


def test_malformed(tmp_path):
    good = ('{"sentence_with_pronoun": "Ann met Bo and [she] smiled .", "candidate0": ["Ann"], '
            '"candidate1": ["Bo"], "correct_candidate": ["Ann"], "correct_candidate_idx": 0}')
    cases = {
        "truncated": ("[\n" + good + ",\n" + good[:50], r"bad\.json:3: \[E003\] invalid JSON"),
        "marker": ("[\n" + good.replace("[she]", "she") + "\n]",
                   r":2: \[E005\] no \[pronoun\] marker"),
        "answer": ("[\n" + good.replace('"correct_candidate": ["Ann"]',
                                        '"correct_candidate": ["Cy"]') + "\n]",
                   r":2: \[E005\] correct_candidate 'Cy' is neither"),
        "missing": ("[\n" + good.replace('"candidate1": ["Bo"], ', "") + "\n]",
                    r":2: \[E004\] 'candidate1' missing"),
    }
    for text, message in cases.values():
        path = tmp_path / "bad.json"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(FormatError, match=message):
            knowref.load(path)
