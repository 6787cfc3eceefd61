"""English tables."""

from wsc_corpus.lang import defaults

EN = defaults("en")


def test_pronoun_features():
    assert any(r.gender is None and r.number == "pl" for r in EN.pronouns_by_form["they"])


def test_possessive_suffixes():
    table = EN.possessives
    assert table.POSSESSIVE_SUFFIX == "'s" and table.PLURAL_POSSESSIVE_SUFFIX == "'"
    assert all(e.endswith(("s", "'", "’")) for e in table.POSSESSIVE_ENDINGS)


def test_natural_gender():
    assert not EN.morphology.GRAMMATICAL_GENDER and EN.morphology.ANIMACY == "wordnet"
    assert defaults("fr").morphology.GRAMMATICAL_GENDER
