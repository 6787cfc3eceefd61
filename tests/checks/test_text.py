"""Encoding damage, spacing and punctuation, with real sentences in each language."""

from __future__ import annotations

import pytest

CLEAN = {
    "en": ("Joan made sure to thank Susan for all the help she had given.", "she",
           ["Joan", "Susan"]),
    "fr": ("Marie a remercié Sophie pour toute l'aide qu'elle avait reçue.", "elle",
           ["Marie", "Sophie"]),
    "pt": ("A Joana agradeceu à Susana por toda a ajuda que ela tinha recebido.", "ela",
           ["Joana", "Susana"]),
}


@pytest.mark.parametrize("lang", ["en", "fr", "pt"])
def test_clean_sentences_pass(item, codes, lang):
    assert codes([item(*CLEAN[lang], lang=lang)], ["text"]) == []


@pytest.mark.parametrize("lang,text,pronoun,cands", [
    ("fr", "Marie a remerciÃ© Sophie pour toute l'aide qu'elle avait reÃ§ue.", "elle",
     ["Marie", "Sophie"]),
    ("pt", "A Joana agradeceu Ã  Susana por toda a ajuda que ela tinha recebido.", "ela",
     ["Joana", "Susana"]),
    ("en", "Joan made sure to thank Susan for all the help she had given.\u00c2\u00a0", "she",
     ["Joan", "Susan"]),
    ("en", "Joan made sure to thank Susan for all the help she hadnâ€™t given.", "she",
     ["Joan", "Susan"]),
])
def test_mojibake(item, codes, lang, text, pronoun, cands):
    assert "X301" in codes([item(text, pronoun, cands, lang=lang)], ["text"])


def test_capital_a_circumflex_in_a_real_word_is_not_mojibake(item, codes):
    text = "Âgée de dix ans, Marie a remercié Sophie pour l'aide qu'elle avait reçue."
    assert codes([item(text, "elle", ["Marie", "Sophie"], lang="fr")], ["text"]) == []


@pytest.mark.parametrize("lang,text,code", [
    ("en", "Joan made sure to thank Susan  for all the help she had given.", "X302"),
    ("fr", "Marie a remercié Sophie pour toute l'aide qu'elle avait reçue. ", "X302"),
    ("pt", "A Joana agradeceu à Susana,por toda a ajuda que ela tinha recebido.", "X303"),
    ("en", "Joan made sure to thank Susan for all the help she had given.Then she left.",
     "X303"),
    ("pt", "A Joana agradeceu à Susana , por toda a ajuda que ela tinha recebido.", "X304"),
    ("fr", "Marie a remercié Sophie pour toute l'aide qu'elle avait reçue..", "X304"),
    ("en", "Joan made sure to thank Susan (for all the help she had given.", "X304"),
])
def test_spacing_and_punctuation(item, codes, lang, text, code):
    pronoun, cands = CLEAN[lang][1:]
    assert code in codes([item(text, pronoun, cands, lang=lang)], ["text"])


def test_times_and_decimals_are_not_missing_spaces(item, codes):
    text = ("My meeting started at 4:00 and I needed to catch the train at 4.30, so there "
            "wasn't much time. Luckily, it was short, so it worked out.")
    assert codes([item(text, "it", ["The meeting", "The train"])], ["text"]) == []
