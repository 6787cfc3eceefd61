"""The Portuguese collection: HTML merged with the processed JSON."""

from collections import Counter

import pytest

from wsc_corpus.formats import load_paths


@pytest.fixture(scope="module")
def portuguese(corpora):
    return load_paths([corpora / "portuguese_wsc"])


def test_counts(portuguese):
    assert len(portuguese) == 285
    assert Counter(i.tag("translated") for i in portuguese) == {True: 277, False: 8}
    assert Counter(i.tag("switchable") for i in portuguese) == {True: 135, False: 150}
    assert Counter(i.tag("associative") for i in portuguese) == {True: 37, False: 248}
    untranslated = [int(i.provenance.source_id) for i in portuguese if "untranslated" in i.flags]
    assert untranslated == [60, 61, 62, 63, 72, 73, 86, 87]
    assert Counter(Counter(i.schema_id for i in portuguese).values()) == {2: 139, 3: 1, 4: 1}


def test_spot_check_medalha(portuguese):
    item = portuguese.items[2]
    assert item.text == "A medalha não cabe na maleta porque ela é muito grande."
    assert item.pronoun.text == "ela" and item.text[item.pronoun.span.start:].startswith("ela é")
    assert [c.text for c in item.candidates] == ["a medalha", "a maleta"]
    assert item.answer == 0
    assert item.snippet == "ela é muito grande" and item.snippet_kind == "trecho"
    assert any("medalha" in note for note in item.provenance.notes)
    assert (item.special.text, item.alternate.text) == ("grande", "pequena")


def test_json_sentences_merged_by_question_id(portuguese):
    item = portuguese.items[10]
    assert item.provenance.source_id == "10"
    sentences = item.upstream_sentences
    assert sentences["correct_sentence"].startswith("O caminhão de entregas passou rapidamente")
    assert "incorrect_switched" in sentences and "manually_fixed_correct_sentence" in sentences


def test_untranslated_item_keeps_english_text(portuguese):
    item = portuguese.items[60]
    assert item.text.startswith("There is a pillar between me and the stage")
    assert item.tag("translated") is False


def test_json_or_html_alone_gives_the_same_items(corpora, portuguese):
    base = corpora / "portuguese_wsc" / "data"
    from_json = load_paths([base / "processed" / "portuguese_wsc.json"])
    from_html = load_paths([base / "raw" / "portuguese_wsc.html"])
    both = load_paths([base / "raw" / "portuguese_wsc.html",
                       base / "processed" / "portuguese_wsc.json"])
    assert from_json.items == from_html.items == both.items == portuguese.items


def test_names_variant_when_named(corpora):
    names = load_paths([corpora / "portuguese_wsc" / "data" / "raw"
                        / "portuguese_wsc_portuguese_names.html"])
    assert len(names) == 285 and names.items[4].id == "ptwsc-names-pt-004"
    assert "Joan" not in names.items[4].text
