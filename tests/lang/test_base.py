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


def test_base_grammar_reports_what_it_has_no_rule_for():
    """The BaseGrammar replaces a plain subject or object as it is, and reports a clitic or a
    possessive instead of substituting it silently; its errors are the language's patterns,
    formatted with the match and its groups; clitics split at their hyphens."""
    import re

    from wsc_corpus.lang.base import (
        BaseDefaults,
        BaseGrammar,
        ErrorPattern,
        Pronoun,
        PronounContexts,
    )
    from wsc_corpus.substitute.rules import Draft, Site

    class Plain(BaseDefaults):
        code, name = "xx", "Plain"
        pronouns = (Pronoun("he", "nom", "m", "sg"), Pronoun("lo", "acc", "m", "sg", clitic=True),
                    Pronoun("su", "poss", None, "sg"))
        pronoun_contexts = PronounContexts(MESOCLITIC_ENDINGS=frozenset({"ei"}))
        error_patterns = (ErrorPattern("elision", re.compile(r"\bsi (il)\b"),
                                       "{found} should be s'{0}"),)

    grammar = BaseGrammar(Plain)
    found = {}
    for form in ("he", "lo", "su"):
        text = f"Pedro {form} vio."
        draft = Draft(prefix="Pedro ", candidate="Juan", continuation=" vio.")
        grammar.apply(Site(text, 6, 6 + len(form), Plain, ["Juan", "Pedro"]), draft, 0)
        found[form] = [f.code for f in draft.findings]
    assert found == {"he": [], "lo": ["no-rule"], "su": ["no-rule"]}
    assert grammar.sentence_errors("et si il vient", (0, 14)) == \
        [("elision", "'si il' should be s'il")]
    assert grammar.split_clitic("dá-lo-ei") == ("dá", "lo", "ei")
    assert grammar.split_clitic("removê-la") == ("removê", "la", None)
    assert grammar.split_clitic("guarda-chuva-x") is None
