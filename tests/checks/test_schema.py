"""Twin and duplicate checks with real twin pairs in each language."""

from __future__ import annotations

import pytest

from wsc_corpus.models import Mention, Span

TWINS = {
    "en": ("The trophy doesn't fit into the brown suitcase because it is too {}.", "it",
           ["the trophy", "the suitcase"], ("large", "small")),
    "fr": ("Le trophée ne rentre pas dans la valise marron parce qu'il est trop {}.", "il",
           ["le trophée", "le sac"], ("grand", "petit")),
    "pt": ("O troféu não cabe na mala marrom porque ele é muito {}.", "ele",
           ["o troféu", "o saco"], ("grande", "pequeno")),
}


def _pair(item, lang, second_text=None, answers=(0, 1)):
    template, pronoun, cands, (special, alternate) = TWINS[lang]
    texts = [template.format(special), second_text or template.format(alternate)]
    items = []
    for n, (text, answer) in enumerate(zip(texts, answers, strict=True)):
        word = special if n == 0 else alternate
        built = item(text, pronoun, cands, answer=answer, lang=lang, id=f"t-00{n}",
                     schema_id="s-0")
        start = text.find(word + ".")
        own = Mention(text=word, span=Span(start=start, end=start + len(word))) \
            if start >= 0 else None
        other = Mention(text=alternate if n == 0 else special)
        items.append(built.model_copy(update={"special": own if n == 0 else other,
                                              "alternate": other if n == 0 else own}))
    return items


@pytest.mark.parametrize("lang", ["en", "fr", "pt"])
def test_proper_twins_pass(item, codes, lang):
    assert codes(_pair(item, lang), ["schema"]) == []


@pytest.mark.parametrize("lang", ["en", "fr", "pt"])
def test_twins_with_the_same_answer(item, codes, lang):
    assert codes(_pair(item, lang, answers=(0, 0)), ["schema"]) == ["T203"]


@pytest.mark.parametrize("lang,second", [
    ("en", "The trophy doesn't fit into the red suitcase because it is too small."),
    ("fr", "Le trophée ne rentre pas dans la valise rouge parce qu'il est trop petit."),
    ("pt", "O troféu não cabe na mala vermelha porque ele é muito pequeno."),
])
def test_twins_differing_elsewhere(item, codes, lang, second):
    assert codes(_pair(item, lang, second), ["schema"]) == ["T201"]


def test_twins_with_different_candidates(item, codes):
    # NYU 172/173: "the minnow" in one twin, "the shark" in the other.
    a = item("The duck ate the minnow because it was hungry.", "it", ["the duck", "the minnow"],
             id="t-000", schema_id="s")
    b = item("The duck ate the shark because it was hungry.", "it", ["the duck", "the shark"],
             id="t-001", schema_id="s", answer=1)
    assert "T202" in codes([a, b], ["schema"])


@pytest.mark.parametrize("lang", ["en", "fr", "pt"])
def test_duplicates(item, codes, lang):
    first, second = _pair(item, lang)
    copy = first.model_copy(update={"id": "t-005", "schema_id": "s-5"})
    assert codes([first, second, copy], ["schema"]) == ["T204"]
    contradicting = copy.model_copy(update={"answer": 1})
    assert codes([first, second, contradicting], ["schema"]) == ["T205"]
