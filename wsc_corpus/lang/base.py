"""Shared building blocks of the per-language tables, and the checks run when they are built."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Gender = Literal["m", "f", "n"]
Number = Literal["sg", "pl"]
Case = Literal["nom", "acc", "dat", "poss", "poss_pron", "stressed", "refl", "gen", "loc"]


@dataclass(frozen=True)
class Pronoun:
    """One surface form of a third-person pronoun and its features.

    ``gender``/``number`` describe the referent (for a possessive, the owner); None means the
    form does not tell. ``prep`` is the preposition fused into contracted forms (pt ``dela`` =
    ``de`` + ``ela``); ``clitic`` marks forms that attach to a verb.
    """

    form: str
    case: Case
    gender: Gender | None
    number: Number | None
    prep: str | None = None
    clitic: bool = False


def check_pronouns(table: tuple[Pronoun, ...]) -> tuple[Pronoun, ...]:
    """Refuse a table with an empty or duplicated (form, case) entry."""
    seen: set[tuple[str, str]] = set()
    for pron in table:
        if not pron.form or pron.form != pron.form.strip():
            raise ValueError(f"pronoun form {pron.form!r} is empty or padded")
        key = (pron.form.lower(), pron.case)
        if key in seen:
            raise ValueError(f"pronoun {pron.form!r} ({pron.case}) is listed twice")
        seen.add(key)
    return table


def by_form(table: tuple[Pronoun, ...]) -> dict[str, tuple[Pronoun, ...]]:
    """Index a pronoun table by lower-cased form (a form can have several readings)."""
    index: dict[str, list[Pronoun]] = {}
    for pron in table:
        index.setdefault(pron.form.lower(), []).append(pron)
    return {form: tuple(prons) for form, prons in index.items()}


@dataclass(frozen=True)
class Article:
    """A determiner and the gender/number it marks (None: it does not tell)."""

    form: str
    definite: bool
    gender: Gender | None
    number: Number | None


def check_contractions(table: dict[tuple[str, str], str]) -> dict[tuple[str, str], str]:
    """Refuse a contraction table with empty parts or two pairs fused into the same form."""
    seen: dict[str, tuple[str, str]] = {}
    for (left, right), fused in table.items():
        if not (left and right and fused):
            raise ValueError(f"contraction {left!r} + {right!r} -> {fused!r} has an empty part")
        if fused in seen:
            raise ValueError(f"{fused!r} is listed for {seen[fused]} and {(left, right)}")
        seen[fused] = (left, right)
    return table
