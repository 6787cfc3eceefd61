"""Inverted subject pronouns (lang/fr/inversion.py): the verb and its group, and whether the
clause is a question (complex inversion) or a reporting clause (the candidate follows the
verb). The substitutions themselves: ``inflect_cases.jsonl`` (fr-inversion)."""

from __future__ import annotations

import pytest

from wsc_corpus.lang import defaults
from wsc_corpus.lang.fr.inversion import inversion
from wsc_corpus.substitute.rules import Site


def site(text: str, pronoun: str) -> Site:
    start = text.rindex(pronoun)
    return Site(text=text, start=start, end=start + len(pronoun), lang=defaults("fr"),
                candidates=[])


@pytest.mark.parametrize("text,pronoun,host,group,incise", [
    ("Étaient-ils inquiets ?", "ils", "Étaient", "Étaient-", False),
    ("Pourquoi l'a-t-il vendu ?", "il", "a", "l'a-t-", False),
    ("Ne sont-elles pas venues ?", "elles", "sont", "Ne sont-", False),
    ("Peut-être étaient-elles fatiguées.", "elles", "étaient", "étaient-", False),
    ("« Je viens », dit-il.", "il", "dit", "dit-", True),
    ("« Je suis là », répondit-elle aux enfants.", "elle", "répondit", "répondit-", True),
    ("Pierre, viendra-t-il demain ?", "il", "viendra", "viendra-t-", False),
])
def test_the_verb_group_and_the_kind_of_clause(text, pronoun, host, group, incise):
    where = site(text, pronoun)
    found = inversion(where)
    assert text[found.host_start:found.host_end] == host
    assert text[found.group_start:where.start] == group
    assert found.incise is incise


@pytest.mark.parametrize("text,pronoun", [
    ("Parce qu'il pleut.", "il"), ("Il est parti.", "Il"), ("et elle-même", "elle"),
])
def test_a_pronoun_before_its_verb_is_not_inverted(text, pronoun):
    assert inversion(site(text, pronoun)) is None
