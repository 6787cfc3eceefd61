"""Portuguese tables on real words of the collections."""

import pytest

from wsc_corpus.lang import defaults, grammar
from wsc_corpus.lang.pt.grammar import _governs, _restore_host

PT = defaults("pt")


@pytest.mark.parametrize("prep, article, fused", [
    ("em", "a", "na"),     # "A medalha não cabe na maleta"
    ("de", "a", "da"),     # "através da fenda"
    ("por", "o", "pelo"),  # "O caminhão passou rapidamente pelo ônibus"
    ("a", "a", "à"),       # "eram favoráveis à violência"
])
def test_contractions_of_real_sentences(prep, article, fused):
    assert PT.contractions[(prep, article)] == fused


@pytest.mark.parametrize("form, gender, number", [
    ("dela", "f", "sg"),  # "Joan ... por toda ajuda dela"
    ("la", "f", "sg"),    # "removê-la"
])
def test_pronoun_features(form, gender, number):
    assert any(r.gender == gender and r.number == number for r in PT.pronouns_by_form[form])


def test_possessive_articles_are_articles_of_the_language():
    assert set(PT.possessives.POSSESSIVE_ARTICLES.values()) <= {a.form for a in PT.articles}
    assert all("poss" in {p.case for p in PT.pronouns_by_form[f]}
               for f in PT.possessives.POSSESSIVE_ARTICLES)


@pytest.mark.parametrize("host,clitic,verb", [
    ("removê", "la", "remover"), ("vendê", "lo", "vender"), ("abri", "la", "abrir"),
    ("pô", "lo", "pôr"), ("compô", "lo", "compor"), ("amá", "los", "amar"),
    ("fá", "lo", "faz"), ("vendemo", "lo", "vendemos"), ("vendem", "no", "vendem"),
    ("encontrou", "a", "encontrou"),
])
def test_enclitic_hosts(host, clitic, verb):
    assert _restore_host(host, clitic, PT.clitics) == verb


def test_verbs_governing_de():
    assert _governs("cuidar", "de", PT.verbs) and _governs("cuidou", "de", PT.verbs)
    assert not _governs("casa", "de", PT.verbs) and not _governs("cuidar", "em", PT.verbs)


def test_clitic_tables_match_the_pronoun_table():
    for form in PT.object_clitics:
        assert any(p.clitic for p in PT.pronouns_by_form[form])


@pytest.mark.parametrize("rest, infinitive", [
    ("sair, o gato entrou.", True),  # "antes de ele sair": "de ele" does not contract
    ("carro é azul.", False),
])
def test_infinitive_follows(rest, infinitive):
    assert grammar("pt").infinitive_follows(rest) is infinitive
