"""WinoGrande jsonl: the real splits, twins from the qID, the blank as the pronoun."""

from collections import Counter

import pytest

from wsc_corpus.errors import FormatError
from wsc_corpus.formats import detect, load_paths, winogrande

SIZES = {"train_xs": 160, "train_s": 640, "train_m": 2558, "train_l": 10234,
         "train-debiased": 9248, "dev": 1267, "test": 1767}


@pytest.mark.parametrize("split", sorted(SIZES))
def test_counts(corpora, split):
    path = corpora / "winogrande" / f"{split}.jsonl"
    assert detect(path) is winogrande
    items = load_paths([path]).items
    assert len(items) == SIZES[split]
    assert len({i.id for i in items}) == len(items)
    labelled = sum(i.answer is not None for i in items)
    assert labelled == (0 if split == "test" else len(items))


def test_twins_from_qid(corpora):
    corpus = load_paths([corpora / "winogrande" / "train_l.jsonl"])
    assert Counter(s.size for s in corpus.schemas()) == {2: 5117}
    # Every twin pair has one item of each answer (the special word flips it).
    assert all(sorted(i.answer for i in s.items) == [0, 1] for s in corpus.schemas())
    debiased = load_paths([corpora / "winogrande" / "train-debiased.jsonl"])
    assert Counter(s.size for s in debiased.schemas()) == {1: 5226, 2: 2011}


def test_blank_is_the_pronoun(corpora):
    items = load_paths([corpora / "winogrande" / "train_l.jsonl"]).items
    first = items[0]
    assert first.text.startswith("Ian volunteered to eat Dennis's menudo")
    assert first.pronoun.text == "_" and first.text[first.pronoun.span.start] == "_"
    assert first.snippet == "_ despised eating intestine." and first.snippet_kind == "blank"
    assert [c.text for c in first.candidates] == ["Ian", "Dennis"]
    assert first.answer == 1  # "answer": "2"
    assert first.provenance.source_id == "3QHITW7OYO7Q6B6ISU2UMJB84ZLAQE-2"
    assert first.location.endswith("train_l.jsonl:1")
    assert all(i.candidates[0].span is not None for i in items[:200])


def test_test_split_has_no_answers(corpora):
    items = load_paths([corpora / "winogrande" / "test.jsonl"]).items
    assert {i.answer for i in items} == {None}


def test_malformed_lines(tmp_path):
    good = ('{"qID": "A-1", "sentence": "Sarah beat Maria so _ won.", "option1": "Sarah", '
            '"option2": "Maria", "answer": "1"}')
    cases = {
        "truncated": (good + "\n" + good[:40] + "\n", r"bad\.jsonl:2: \[E003\] invalid JSON"),
        "no-blank": (good.replace("_ won", "she won") + "\n", r":1: \[E005\].*0 blanks"),
        "answer": (good.replace('"1"}', '"3"}') + "\n", r":1: \[E005\] answer is '3'"),
        "missing": (good.replace('"option2": "Maria", ', "") + "\n", r":1: \[E004\].*option2"),
        "empty": ("\n", r"\[E003\] empty file"),
    }
    for text, message in cases.values():
        path = tmp_path / "bad.jsonl"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(FormatError, match=message):
            winogrande.load(path)
    path.write_bytes(good.encode() + b"\n\xff\xfe\n")
    with pytest.raises(FormatError, match=r"bad\.jsonl:2: \[E009\] not UTF-8"):
        winogrande.load(path)
