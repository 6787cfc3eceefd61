"""The substitution tables of each language: consistent with the other tables, and doing
what their comments say on real words."""

import pytest

from wsc_corpus.lang import get_lang, languages
from wsc_corpus.substitute.french import _undo_agreement
from wsc_corpus.substitute.portuguese import _governs, _restore_host
from wsc_corpus.substitute.rules import Draft


@pytest.mark.parametrize("code", languages())
def test_determiners_hold_every_article_in_lower_case(code):
    defaults = get_lang(code).Defaults
    assert all(d == d.lower() for d in defaults.determiners)
    assert {a.form for a in defaults.articles} <= defaults.determiners


def test_french_elided_forms_are_their_words_cut_at_the_vowel():
    elision = get_lang("fr").Defaults.elision
    for full, short in elision.ELIDING.items():
        assert short.endswith("'") and full.startswith(short[:-1]) and len(full) == len(short)


@pytest.mark.parametrize("code", ["fr", "pt"])
def test_possessive_articles_are_articles_of_the_language(code):
    defaults = get_lang(code).Defaults
    forms = {a.form for a in defaults.articles}
    assert set(defaults.possessives.POSSESSIVE_ARTICLES.values()) <= forms
    pronouns = defaults.pronouns_by_form
    assert all("poss" in {p.case for p in pronouns[f]}
               for f in defaults.possessives.POSSESSIVE_ARTICLES)


@pytest.mark.parametrize("host,clitic,verb", [
    ("removê", "la", "remover"), ("vendê", "lo", "vender"), ("abri", "la", "abrir"),
    ("pô", "lo", "pôr"), ("compô", "lo", "compor"), ("amá", "los", "amar"),
    ("fá", "lo", "faz"), ("vendemo", "lo", "vendemos"), ("vendem", "no", "vendem"),
    ("encontrou", "a", "encontrou"),
])
def test_portuguese_enclitic_hosts(host, clitic, verb):
    assert _restore_host(host, clitic, get_lang("pt").Defaults.clitics) == verb


def test_portuguese_verbs_governing_de():
    verbs = get_lang("pt").Defaults.verbs
    assert _governs("cuidar", "de", verbs) and _governs("cuidou", "de", verbs)
    assert not _governs("casa", "de", verbs) and not _governs("cuidar", "em", verbs)


def test_portuguese_clitic_tables_match_the_pronoun_table():
    defaults = get_lang("pt").Defaults
    for form in defaults.clitics.ACCUSATIVE_CLITICS | defaults.clitics.DATIVE_CLITICS:
        assert any(p.clitic for p in defaults.pronouns_by_form[form])


@pytest.mark.parametrize("participle,masculine", [
    ("mise", "mis"), ("punis", "puni"), ("vue", "vu"), ("trouvée", "trouvé"),
    ("raccompagnées", "raccompagné"), ("mis", "mis"), ("prise", "pris"), ("écrite", "écrit"),
])
def test_french_participle_agreement_undone(participle, masculine):
    group = _undo_agreement(f"a {participle}", participle, get_lang("fr").Defaults.clitics,
                            Draft("", "", ""))
    assert group == f"a {masculine}"


def test_english_possessive_suffixes():
    table = get_lang("en").Defaults.possessives
    assert table.POSSESSIVE_SUFFIX == "'s" and table.PLURAL_POSSESSIVE_SUFFIX == "'"
    assert all(e.endswith(("s", "'", "’")) for e in table.POSSESSIVE_ENDINGS)
