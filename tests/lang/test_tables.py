"""Contract test run over every language's tables, and the table checks themselves."""

import pytest

from wsc_corpus.errors import UnknownLanguageError
from wsc_corpus.lang import get_lang, languages
from wsc_corpus.lang.base import Pronoun, check_contractions, check_pronouns


@pytest.mark.parametrize("code", languages())
def test_defaults_are_wired(code):
    defaults = get_lang(code).Defaults
    assert defaults.code == code
    assert defaults.pronouns and defaults.articles is not None
    for form, readings in defaults.pronouns_by_form.items():
        assert form == form.lower() and readings
    for (prep, article), fused in defaults.contractions.items():
        assert prep and article and fused


def test_unknown_language():
    with pytest.raises(UnknownLanguageError, match="no language is registered under the code 'xx'"):
        get_lang("xx")


def test_duplicate_pronoun_refused():
    with pytest.raises(ValueError, match="listed twice"):
        check_pronouns((Pronoun("il", "nom", "m", "sg"), Pronoun("Il", "nom", "m", "sg")))


def test_ambiguous_contraction_refused():
    with pytest.raises(ValueError, match="is listed for"):
        check_contractions({("de", "o"): "do", ("di", "o"): "do"})


@pytest.mark.parametrize("code, prep, article, fused", [
    # "A medalha não cabe na maleta": em + a
    ("pt", "em", "a", "na"),
    # "através da fenda": de + a
    ("pt", "de", "a", "da"),
    # "O caminhão passou rapidamente pelo ônibus": por + o
    ("pt", "por", "o", "pelo"),
    # "eram favoráveis à violência": a + a
    ("pt", "a", "a", "à"),
    # "au-dessus du sac de farine": de + le
    ("fr", "de", "le", "du"),
    # "une autorisation aux manifestants": à + les
    ("fr", "à", "les", "aux"),
])
def test_contractions_of_real_sentences(code, prep, article, fused):
    assert get_lang(code).Defaults.contractions[(prep, article)] == fused


@pytest.mark.parametrize("code, form, gender, number", [
    ("pt", "dela", "f", "sg"),     # "Joan ... por toda ajuda dela"
    ("pt", "la", "f", "sg"),       # "removê-la"
    ("fr", "elles", "f", "pl"),
    ("en", "they", None, "pl"),
])
def test_pronoun_features(code, form, gender, number):
    readings = get_lang(code).Defaults.pronouns_by_form[form]
    assert any(r.gender == gender and r.number == number for r in readings)
