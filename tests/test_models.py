"""The data model's invariants."""

import pytest
from pydantic import ValidationError

from wsc_corpus.models import Candidate, Corpus, Item, Mention, Provenance, Span, Tag

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
    stats = corpus.stats()
    assert stats["by_schema_size"] == {"1": 1, "2": 1}
    assert stats["by_tag"] == {"switchable": {"true": 1}}
