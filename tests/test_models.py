"""The data model's invariants."""

from pathlib import Path

import pytest
from pydantic import ValidationError

from wsc_corpus.models import Candidate, Corpus, Item, Mention, Provenance, Schema, Span, Tag

TEXT = "Anna beat Lucy because she trained more."


def make(**changes):
    fields = {"id": "t-1", "lang": "en", "text": TEXT,
              "pronoun": Mention(text="she", span=Span(start=23, end=26)),
              "candidates": [Candidate(text="Anna", span=Span(start=0, end=4)),
                             Candidate(text="Lucy", span=Span(start=10, end=14))],
              "answer": 0, "provenance": Provenance(corpus="test")}
    fields.update(changes)
    return Item(**fields)


def test_valid_item():
    item = make()
    assert item.correct.text == "Anna" and item.location == "t-1"


def test_span_must_match_text():
    with pytest.raises(ValidationError, match="holds 'he ', not 'she'"):
        make(pronoun=Mention(text="she", span=Span(start=24, end=27)))


def test_span_outside_text():
    with pytest.raises(ValidationError, match="outside the text"):
        make(pronoun=Mention(text="she", span=Span(start=50, end=53)))


def test_candidate_span_may_differ_in_case_only():
    item = make(text="the trophy broke because it fell.",
                pronoun=Mention(text="it", span=Span(start=25, end=27)),
                candidates=[Candidate(text="The trophy", span=Span(start=0, end=10)),
                            Candidate(text="the floor")])
    assert item.candidates[0].span.end == 10
    with pytest.raises(ValidationError):
        make(candidates=[Candidate(text="Anne", span=Span(start=0, end=4)),
                         Candidate(text="Lucy")])


def test_answer_must_index_candidates():
    with pytest.raises(ValidationError, match="not an index"):
        make(answer=2)


def test_two_candidates_unless_flagged():
    with pytest.raises(ValidationError, match="expected at least 2"):
        make(candidates=[Candidate(text="Anna")], answer=None)
    assert make(candidates=[], answer=None, flags=["candidates-missing"]).candidates == []


def test_unknown_tag_refused():
    with pytest.raises(ValidationError, match="unknown tag"):
        make(tags={"funny": Tag(value=True, source="x")})


def test_reversed_span_refused():
    with pytest.raises(ValidationError, match="before its start"):
        Span(start=5, end=2)


def test_corpus_schemas_and_stats():
    a = make(id="a", schema_id="s1", tags={"switchable": Tag(value=True, source="x")})
    b = make(id="b", schema_id="s1", answer=1)
    c = make(id="c")
    corpus = Corpus(items=[a, b, c])
    assert [s.size for s in corpus.schemas()] == [2, 1]
    # Built from the corpus's own items, without validating them again: what validation
    # would have built, holding the same objects.
    first = corpus.schemas()[0]
    assert first == Schema(id="s1", lang=a.lang, items=[a, b]) and first.items[0] is a
    assert first.model_fields_set == {"id", "lang", "items"}
    stats = corpus.stats()
    assert stats["by_schema_size"] == {"1": 1, "2": 1}
    assert stats["by_tag"] == {"switchable": {"true": 1}}


def test_corpus_is_an_indexable_sliceable_filterable_sequence() -> None:
    import wsc_corpus

    corpus = wsc_corpus.load(Path(__file__).resolve().parents[1] / "schemas")
    assert corpus[0] is corpus.items[0] and corpus[-1] is corpus.items[-1]
    part = corpus[2:5]
    assert isinstance(part, Corpus) and part.items == corpus.items[2:5]
    assert [item.id for item in corpus] == [item.id for item in corpus.items]
    pt = corpus.filter(lang="pt")
    assert len(pt) == sum(item.lang == "pt" for item in corpus) > 0
    assoc = corpus.filter(tag="associative", lang=["pt", "fr"])
    assert assoc.items and all(i.tag("associative") and i.lang in ("pt", "fr") for i in assoc)
    assert len(corpus.filter(tag="associative")) + len(
        corpus.filter(tag="associative", value=False)) == sum(
        item.tag("associative") is not None for item in corpus)
    assert corpus.filter(lambda item: "troféu" in item.text).items == [
        item for item in corpus if "troféu" in item.text]
    with pytest.raises(ValueError, match="unknown tag 'associativ'; expected one of"):
        corpus.filter(tag="associativ")


def test_corpus_to_pandas_and_hf_dataset_round_trip(tmp_path: Path) -> None:
    import datasets

    import wsc_corpus

    corpus = wsc_corpus.load(Path(__file__).resolve().parents[1] / "schemas" / "fr")
    frame = corpus.to_pandas()
    assert len(frame) == len(corpus) and list(frame["id"]) == [i.id for i in corpus]
    assert frame.loc[0, "candidates"] == [c.text for c in corpus[0].candidates]
    dataset = corpus.to_hf_dataset()
    dataset.save_to_disk(str(tmp_path / "ds"))
    again = Corpus.from_hf_dataset(datasets.load_from_disk(str(tmp_path / "ds")))
    assert again.items == corpus.items
    assert dataset.num_rows == len(corpus) and dataset[0]["answer"] == corpus[0].answer
