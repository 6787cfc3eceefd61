"""The one hunspell reader: which dictionary a language declares, its spellings, its stems."""

from wsc_corpus.lang import defaults
from wsc_corpus.nlp.hunspell import dictionary, locate, spellings, stems


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


def test_dictionaries_are_found_on_the_search_path(tmp_path, monkeypatch):
    monkeypatch.delenv("WSC_HUNSPELL_PATH", raising=False)
    monkeypatch.delenv("DICPATH", raising=False)
    system = locate("pt_PT")
    assert system is not None and system.with_name("pt_PT.aff").is_file()
    assert locate("xx_NONE") is None
    own, hunspells = tmp_path / "own", tmp_path / "dicpath"
    for folder in (own, hunspells):
        folder.mkdir()
        for ext in (".dic", ".aff"):
            (folder / f"pt_PT{ext}").symlink_to(system.with_name(f"pt_PT{ext}"))
    monkeypatch.setenv("DICPATH", f"{tmp_path / 'empty'}:{hunspells}")  # hunspell's own variable
    assert locate("pt_PT") == hunspells / "pt_PT"
    monkeypatch.setenv("WSC_HUNSPELL_PATH", str(own))  # ours comes first
    assert dictionary("pt")[1] == own / "pt_PT"
    assert "medalha" in stems("medalhas", *dictionary("pt"))
