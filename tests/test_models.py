"""The data model's invariants."""

from pathlib import Path

import pytest
from pydantic import BaseModel, ValidationError

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


def _validated(model):
    """The same model built by pydantic's validator alone (the fast paths bypassed)."""
    built = type(model).__new__(type(model))
    BaseModel.__init__(built, **{name: getattr(model, name) for name in model.model_fields_set})
    return built


def _same(fast, slow) -> None:
    assert type(fast) is type(slow) and fast.__dict__ == slow.__dict__
    assert fast.model_fields_set == slow.model_fields_set
    assert fast.__pydantic_extra__ == slow.__pydantic_extra__
    assert fast.__pydantic_private__ == slow.__pydantic_private__
    assert fast.model_dump_json() == slow.model_dump_json()


def test_fast_construction_builds_what_validation_builds():
    """The constructors' fast paths (exact types, constraints checked in Python) store what
    pydantic's validation stores: the same fields, defaults, fields set and private state."""
    item = make(flags=["x"], tags={"switchable": Tag(value=True, source="s")},
                upstream_sentences={"en": "A."}, snippet="she trained", snippet_kind="quote")
    _same(item, _validated(item))
    _same(make(), _validated(make()))
    for model in (item.pronoun, item.pronoun.span, item.candidates[0], item.provenance,
                  Provenance(corpus="c", file="f", line=3, notes=["n"]), Mention(text="x"),
                  Span.of(2, 5), Mention.of("she", Span.of(23, 26)), Candidate.of("Anna")):
        _same(model, _validated(model))
    items = [item]
    corpus = Corpus(items=items)
    _same(corpus, _validated(corpus))
    assert corpus.items == items and corpus.items is not items and Corpus().items == []


@pytest.mark.parametrize("build, message", [
    (lambda: Span.of(-1, 2), "greater than or equal to 0"),
    (lambda: Span.of(3, 2), "before its start"),
    (lambda: Span.of(True, 2), None),
    (lambda: Mention.of(3), "valid string"),
    (lambda: Candidate.of("x", {"start": 0, "end": "a"}), "valid integer"),
    (lambda: Provenance(corpus=None), "valid string"),
    (lambda: Provenance(corpus="c", notes=[1]), "valid string"),
    (lambda: Provenance(file="f"), "Field required"),
    (lambda: make(id=""), "at least 1 character"),
    (lambda: make(snippet_kind="bogus"), "Input should be"),
    (lambda: make(flags=[3]), "valid string"),
    (lambda: make(candidates=[Mention(text="Anna")] * 2), "instance of Candidate"),
    (lambda: make(upstream_sentences={"en": 3}), "valid string"),
    (lambda: make(extra_field=1), "Extra inputs"),
    (lambda: Corpus(items=[3]), "valid dictionary or instance of Item"),
])
def test_fast_construction_falls_back_to_validation(build, message):
    """What the fast paths cannot vouch for goes through validation: a bad value gets the
    error it would get from pydantic, and a value pydantic coerces is coerced as before."""
    if message is None:
        built = build()  # coerced by validation (a boolean offset)
        _same(built, _validated(built))
    else:
        with pytest.raises(ValidationError, match=message):
            build()


def test_shared_fields_sets_never_change_under_another_model():
    """Models built with the same fields share one fields set (and items their private
    values); an assignment, whichever path it takes (the item's checked fields, pydantic's
    validated assignment, a private attribute, ``model_copy``), changes only its own model."""
    first, second = make(), make()
    assert first.__pydantic_fields_set__ is second.__pydantic_fields_set__
    assert first.__pydantic_private__ is second.__pydantic_private__
    unset = second.model_dump(exclude_unset=True)
    first.schema_id = "s-1"  # the item's own checked assignment
    first.snippet = "she trained"  # pydantic's validate_assignment
    first.read_from("f.jsonl", 3)
    assert {"schema_id", "snippet"} <= first.model_fields_set
    assert "schema_id" not in second.model_fields_set and "snippet" not in second.model_fields_set
    assert second.model_dump(exclude_unset=True) == unset and second.where_read[0] is None
    third = make()
    assert third.__pydantic_private__ is second.__pydantic_private__
    del third._read_at
    assert second.__pydantic_private__ == {"_read_at": None} and second.where_read[0] is None
    bare, marked = Mention(text="she"), Mention(text="her")
    assert bare.__pydantic_fields_set__ is marked.__pydantic_fields_set__
    bare.span = Span.of(0, 3)
    assert bare.model_fields_set == {"text", "span"} and marked.model_fields_set == {"text"}
    copied = second.model_copy(update={"schema_id": "s-2"})
    assert "schema_id" in copied.model_fields_set and "schema_id" not in second.model_fields_set
    _same(second, _validated(second))
