"""DPR train.c.txt / test.c.txt: four-line blocks, consecutive twins."""

from collections import Counter

import pytest

from wsc_corpus.errors import FormatError
from wsc_corpus.formats import detect, dpr, load_paths


@pytest.fixture(scope="module")
def both(corpora):
    return load_paths([corpora / "dpr"])


def test_counts_and_twins(both, corpora):
    assert detect(corpora / "dpr" / "train.c.txt") is dpr
    assert Counter(i.id.split("-")[1] for i in both) == {"train": 1322, "test": 564}
    assert Counter(s.size for s in both.schemas()) == {2: 943}
    assert all(i.answer is not None for i in both)


def test_first_block(both):
    items = both.by_id()
    first, twin = items["dpr-train-0000"], items["dpr-train-0001"]
    assert first.text == "The bee landed on the flower because it had pollen."
    assert first.pronoun.text == "it" and first.pronoun.span.start == 37
    assert [c.text for c in first.candidates] == ["The bee", "the flower"]
    assert first.answer == 1 and twin.answer == 0 and first.schema_id == twin.schema_id
    assert first.location.endswith("train.c.txt:1") and twin.location.endswith(":6")


def test_ambiguous_pronoun_after_candidates(both):
    ambiguous = [i for i in both if "pronoun-ambiguous" in i.flags]
    assert len(ambiguous) == 51
    for item in ambiguous:
        ends = [c.span.end for c in item.candidates if c.span]
        assert item.pronoun.span.start >= max(ends) or item.pronoun.span.start < min(
            c.span.start for c in item.candidates if c.span)


def test_malformed(tmp_path):
    block = "The bee landed on the flower because it had pollen.\nit\nThe bee,the flower\n"
    cases = {
        "truncated": (block + "the flower\n\n" + block, r"bad\.c\.txt:6: \[E003\] block of 3"),
        "answer": (block + "the wasp\n", r":4: \[E005\] answer 'the wasp' is neither"),
        "candidates": (block.replace(",", " and ") + "the flower\n",
                       r":3: \[E005\] candidates line"),
        "pronoun": (block.replace("\nit\n", "\nshe\n") + "the flower\n",
                    r":2: \[E006\] pronoun 'she' does not occur"),
    }
    for text, message in cases.values():
        path = tmp_path / "bad.c.txt"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(FormatError, match=message):
            dpr.load(path)
    path.write_text("\n\n", encoding="utf-8")
    with pytest.raises(FormatError, match=r"\[E003\] empty file"):
        dpr.load(path)
