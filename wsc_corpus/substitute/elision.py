"""Elision where substituted text meets its neighbours, read from a language's elision
tables (``Defaults.elision``): an elided word regains its vowel before a candidate
(``qu'`` -> ``que``), a word elides before a vowel (``que`` + ``Anne`` -> ``qu'Anne``), and
what the rules wrote takes the text's own apostrophe. A language without elision (empty
tables) is left as it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from wsc_corpus.substitute.text import last_word, match_case, next_word

if TYPE_CHECKING:
    from wsc_corpus.substitute.rules import Draft


def house_apostrophe(text: str, written: str) -> str:
    """What the rules wrote (``qu'Anne``) with the text's own apostrophe: ``qu’Anne`` where
    the text writes only the typographic one (``qu’elle``)."""
    return written.replace("'", "’") if "’" in text and "'" not in text else written


def unelide(prefix: str, elision, draft: Draft, before: str | None = None) -> str:
    """``... qu'`` -> ``... que ``: the elided word before the pronoun regains its vowel
    (``s'`` is ``si`` before ``il``/``ils``, else ``se``; ``before``: the word that now
    follows, where it is not the pronoun)."""
    if not prefix.endswith(tuple(elision.APOSTROPHES)):
        return prefix
    word, start = last_word(prefix)
    short = word.lower().replace("’", "'")
    full = next((f for f, e in elision.ELIDING.items() if e == short), None)
    if short == elision.SI[1] and (before is None or before.lower() in elision.SI_ELIDES_BEFORE):
        full = elision.SI[0]
    if full is None:
        return prefix
    draft.rule("elision")
    return prefix[:start] + match_case(word, full) + " "


def elide_seam(prefix: str, following: str, elision, draft: Draft) -> tuple[str, str]:
    """``que`` + ``Anne`` -> ``qu'Anne``; ``je`` + ``ai`` -> ``j'ai``: a word ending the prefix
    elides before a vowel or a mute h."""
    word, start = last_word(prefix)
    if not word or prefix[start + len(word):] != " " or not following:
        return prefix, following
    elided = elision.ELIDING.get(word.lower())
    first, _, _ = next_word(following)
    if elided is None or not vowel_start(first, elision):
        return prefix, following
    draft.rule("elision")
    return prefix[:start] + match_case(word, elided), following


def vowel_start(word: str, table) -> bool:
    """Whether an elided form goes before ``word``: a vowel, or an h that is not aspirated
    (``l'homme``, ``le héros``, ``de haricots``), as ``table`` (``VOWELS``, ``ASPIRATED_H``) lists them; never
    in a language whose table lists no vowels."""
    if not word or not table.VOWELS:
        return False
    if word[0] in "hH":
        lower = word.lower().strip("'’")
        return lower not in table.ASPIRATED_H and lower[:-1] not in table.ASPIRATED_H
    return word[0] in table.VOWELS
