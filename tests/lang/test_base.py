"""The table checks run when a language's tables are built, and the shared helpers."""

import pytest

from wsc_corpus.lang import table_form
from wsc_corpus.lang.base import Pronoun, check_contractions, check_pronouns


def test_duplicate_pronoun_refused():
    with pytest.raises(ValueError, match="listed twice"):
        check_pronouns((Pronoun("il", "nom", "m", "sg"), Pronoun("Il", "nom", "m", "sg")))


def test_ambiguous_contraction_refused():
    with pytest.raises(ValueError, match="is listed for"):
        check_contractions({("de", "o"): "do", ("di", "o"): "do"})


@pytest.mark.parametrize("text, form", [
    ("L’", "l'"), ("l", "l'"), ("qu", "qu'"), ("Lui ", "lui"), ("d`", "d'"), ("Ela", "ela"),
])
def test_table_form(text, form):
    assert table_form(text) == form
