"""``substitution``: leftover substitution errors in a collection's own substituted sentences.

Some collections ship the sentences with the pronoun already replaced (the Portuguese
collection's ``correct_sentence``, ``incorrect_sentence``, switched and manually fixed ones,
kept in ``Item.upstream_sentences``). Each is compared with the item's text (or, for a
switched sentence, with the text whose candidates the engine exchanged) and the substituted
part is searched for the errors of naive substitution (``wsc_corpus.substitute.errors``):
``através a fenda``, ``removê-a``, ``Ele seus olhos abriu``, ``Jim empty glass``.
Items left in another language (flag ``untranslated``) are skipped.
"""

from __future__ import annotations

from functools import cache

from wsc_corpus.checks.engine import define, finding, rule
from wsc_corpus.errors import CODES
from wsc_corpus.substitute.errors import sentence_errors
from wsc_corpus.substitute.switching import switch

CHECK = define("substitution", "leftover substitution errors in substituted sentences")
_code = cache(CODES.resolve)  # the catalogue's code of an error's name, which never changes


@rule(CHECK)
def substituted_sentences(item, context):
    """Each of the item's own substituted sentences, searched for substitution errors."""
    if not item.upstream_sentences or "untranslated" in item.flags:
        return
    switched = None
    for role, sentence in item.upstream_sentences.items():
        if "switched" in role:
            switched = switched or switch(item)
            if switched is None:
                continue
            errors = sentence_errors(item, sentence, switched[0], (switched[1], switched[2]))
        else:
            errors = sentence_errors(item, sentence)
        for error in errors:
            if error.code == "rephrased" and "switched" in role:
                continue  # the collection exchanged the candidates its own way
            yield finding(_code(error.code), f"{role}: {error.message}", role=role,
                          sentence=sentence, error=error.code)
