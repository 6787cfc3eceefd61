"""The one hunspell reader: which dictionary a language declares, its spellings, its stems."""

from wsc_corpus.lang import defaults
from wsc_corpus.nlp.hunspell import dictionary, spellings, stems


def test_languages_declare_their_dictionary():
    assert dictionary("en") is None  # English declares no lexicon
    spec, base = dictionary("pt")
    assert spec is defaults("pt").lexicon and base.name == "pt_PT"
    assert dictionary("fr")[1].name == "fr"
    assert dictionary("xx") is None  # an unregistered language has no lexicon, never French's


def test_brazilian_spellings_map_onto_the_european_dictionary():
    spec, _ = dictionary("pt")
    assert spellings("Ônibus", spec) == ("ônibus", "ónibus")
    assert spellings("medalha", spec) == ("medalha",)


def test_stems_of_an_inflected_form():
    spec, base = dictionary("pt")
    assert "medalha" in stems("medalhas", spec, base)  # "A medalha não cabe na maleta"
