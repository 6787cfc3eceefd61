"""SuperGLUE WSC jsonl: binary rows grouped into multi-candidate items."""

from collections import Counter

import pytest

from wsc_corpus.errors import FormatError
from wsc_corpus.formats import detect, superglue


@pytest.fixture(scope="module")
def splits(corpora):
    return {s: superglue.load(corpora / "superglue_wsc" / f"{s}.jsonl")
            for s in ("train", "val", "test")}


def rows(items):
    return sum(len(i.provenance.source_id.split(",")) for i in items)


def test_every_row_kept(splits, corpora):
    assert detect(corpora / "superglue_wsc" / "train.jsonl") is superglue
    assert {s: rows(items) for s, items in splits.items()} == {"train": 554, "val": 104,
                                                               "test": 146}
    assert {s: len(items) for s, items in splits.items()} == {"train": 307, "val": 53,
                                                              "test": 51}


def test_labels_round_trip(splits):
    true = Counter()
    for split, items in splits.items():
        for item in items:
            for note in item.provenance.notes:
                true[split, "true"] += note.count("true")
                true[split, "false"] += note.count("false")
    assert true == {("train", "true"): 259, ("train", "false"): 295,
                    ("val", "true"): 38, ("val", "false"): 66}


def test_grouping_and_answers(splits):
    train = splits["train"]
    item = next(i for i in train if i.text.startswith("Mark told Pete many lies"))
    assert item.pronoun.text == "He" and item.text[item.pronoun.span.start:].startswith("He ")
    assert len(item.candidates) >= 2
    answered = [i for i in train if i.answer is not None]
    # 213 pairs, 9 triples and 4 quadruples with one true row, 31 single true rows.
    assert len(answered) == 213 + 9 + 4 + 31
    single = [i for i in train if "single-row" in i.flags]
    assert len(single) == 79 and all("candidates-missing" in i.flags for i in single)
    assert sum("no-true-candidate" in i.flags for i in train) == 49
    assert sum("several-true-candidates" in i.flags for i in train) == 1
    assert {i.answer for i in splits["test"]} == {None}


def test_span_quirks(splits):
    test = splits["test"]
    trimmed = [i for i in test if "candidate-text-trimmed" in i.flags]
    assert len(trimmed) == 3
    light = next(i for i in trimmed if "traffic light" in i.text)
    assert "The traffic light" in [c.text for c in light.candidates]
    missing = [i for s in splits.values() for i in s if "span-not-found" in i.flags]
    assert any(c.text == "Kamenev and Zinoviev" and c.span is None
               for i in missing for c in i.candidates)


def test_malformed(tmp_path):
    good = ('{"text": "Mark told Pete lies. He lied.", "target": {"span2_index": 4, '
            '"span1_index": 0, "span1_text": "Mark", "span2_text": "He"}, "idx": 0, '
            '"label": true}')
    cases = {
        "truncated": (good + "\n" + good[:30], r"bad\.jsonl:2: \[E003\] invalid JSON"),
        "target": (good.replace('"span2_index": 4', '"span2_index": "4"'),
                   r":1: \[E004\] target\.span2_index missing or not int"),
        "label": (good.replace('"label": true', '"label": "yes"'), r":1: \[E005\] label"),
        "garbage": ("[1, 2]", r":1: \[E003\] expected a JSON object, got list"),
    }
    for text, message in cases.values():
        path = tmp_path / "bad.jsonl"
        path.write_text(text + "\n", encoding="utf-8")
        with pytest.raises(FormatError, match=message):
            superglue.load(path)
