"""The NYU WSCollection.xml reader, on the real file."""

from collections import Counter

import pytest

from wsc_corpus.formats import load_paths, nyu_xml


@pytest.fixture(scope="module")
def nyu(corpora):
    return nyu_xml.load(corpora / "nyu_wsc" / "WSCollection.xml")


def test_counts(nyu):
    assert len(nyu) == 285
    sizes = Counter(Counter(i.schema_id for i in nyu).values())
    assert sizes == {2: 139, 3: 1, 4: 1}
    assert len({i.id for i in nyu}) == 285


def test_first_item(nyu):
    item = nyu[0]
    assert item.text == ("The city councilmen refused the demonstrators a permit because they "
                         "feared violence.")
    assert item.pronoun.text == "they" and item.text[63:67] == "they"
    assert [c.text for c in item.candidates] == ["The city councilmen", "The demonstrators"]
    assert item.answer == 0
    assert item.snippet == "they feared violence" and item.snippet_kind == "quote"
    assert (item.special.text, item.alternate.text) == ("feared", "advocated")
    assert item.special_derived and item.special.span is not None
    assert item.provenance.source_id == "0" and item.provenance.line == 7
    assert nyu[1].answer == 1 and nyu[1].alternate.span is not None


def test_answer_letter_variants(nyu):
    # "A." with padding in item 2; every answer parsed into an index.
    assert nyu[2].answer == 0 and nyu[3].answer == 1
    assert Counter(i.answer for i in nyu) == {0: 143, 1: 142}


def test_candidate_not_in_sentence_keeps_text_without_span(nyu):
    suitcase = nyu[2].candidates[1]
    assert suitcase.text == "the suitcase" and suitcase.span is None  # "brown suitcase"


def test_triple_and_group_of_four(nyu):
    triple = [i for i in nyu if i.schema_id == nyu[252].schema_id]
    assert [i.provenance.source_id for i in triple] == ["252", "253", "254"]
    four = [i for i in nyu if i.schema_id == nyu[267].schema_id]
    assert [i.pronoun.text for i in four] == ["she", "she", "her", "her"]
    assert four[0].text == four[3].text and four[1].text == four[2].text
    assert (nyu[269].special.text, nyu[269].alternate.text) == ("slept with", "couldn't stand")


def test_mojibake_items_decoded_and_flagged(nyu):
    for item in nyu[283:285]:
        assert "mojibake-source" in item.flags
        assert 'to\u00c2 "willow-towered' in item.text
    assert all("mojibake-source" not in i.flags for i in nyu[:283])


def test_older_snapshot_and_edited_variant(corpora):
    older = load_paths([corpora / "nyu_wsc" / "variants" / "WSCollection.2017-11.283schemas.xml"])
    assert len(older) == 283
    edited = load_paths([corpora / "nyu_wsc" / "variants" / "WSCollection.e2e-coref-modified.xml"])
    assert len(edited) == 285
    # A real ISO-8859-1 NBSP there, not mojibake: whitespace, normalised to a space.
    assert 'to "willow-towered' in edited.items[283].text
    assert "mojibake-source" not in edited.items[283].flags


def test_lang_option_for_translations(corpora):
    corpus = load_paths([corpora / "nyu_wsc" / "WSCollection.xml"], lang="pt")
    assert {i.lang for i in corpus} == {"pt"} and corpus.items[0].id == "nyu-pt-000"


def test_an_unregistered_lang_is_refused(corpora):
    from wsc_corpus.errors import UnknownLanguageError

    with pytest.raises(UnknownLanguageError, match="'xx'"):
        load_paths([corpora / "nyu_wsc" / "WSCollection.xml"], lang="xx")
