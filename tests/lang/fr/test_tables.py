"""French tables on real words of the collections."""

import pytest

from wsc_corpus.lang import defaults
from wsc_corpus.lang.fr.grammar import _undo_agreement
from wsc_corpus.substitute.rules import Draft

FR = defaults("fr")


@pytest.mark.parametrize("prep, article, fused", [
    ("de", "le", "du"),    # "au-dessus du sac de farine"
    ("à", "les", "aux"),   # "une autorisation aux manifestants"
])
def test_contractions_of_real_sentences(prep, article, fused):
    assert FR.contractions[(prep, article)] == fused


def test_pronoun_features():
    assert any(r.gender == "f" and r.number == "pl" for r in FR.pronouns_by_form["elles"])


def test_elided_forms_are_their_words_cut_at_the_vowel():
    for full, short in FR.elision.ELIDING.items():
        assert short.endswith("'") and full.startswith(short[:-1]) and len(full) == len(short)


def test_bare_elided_forms_are_elided_forms():
    assert {f + "'" for f in FR.bare_elided} <= set(FR.elision.ELIDING.values())


def test_possessive_articles_are_articles_of_the_language():
    assert set(FR.possessives.POSSESSIVE_ARTICLES.values()) <= {a.form for a in FR.articles}
    assert all("poss" in {p.case for p in FR.pronouns_by_form[f]}
               for f in FR.possessives.POSSESSIVE_ARTICLES)


@pytest.mark.parametrize("participle,masculine", [
    ("mise", "mis"), ("punis", "puni"), ("vue", "vu"), ("trouvée", "trouvé"),
    ("raccompagnées", "raccompagné"), ("mis", "mis"), ("prise", "pris"), ("écrite", "écrit"),
])
def test_participle_agreement_undone(participle, masculine):
    group = _undo_agreement(f"a {participle}", participle, FR.clitics, Draft("", "", ""))
    assert group == f"a {masculine}"
