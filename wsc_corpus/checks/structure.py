"""Structural checks of one item (Levesque et al.'s rules): the pronoun, the answer, the
candidates and their order, and the snippet."""

from __future__ import annotations

from collections.abc import Iterator

from wsc_corpus.checks.engine import Context, Finding, define, finding, rule
from wsc_corpus.checks.engine import candidate_letter as _letter
from wsc_corpus.crosslingual import source_lang
from wsc_corpus.errors import CODES
from wsc_corpus.lang import defaults, known, languages, table_form
from wsc_corpus.models import Candidate, Item
from wsc_corpus.occurrences import find_loosely, find_whole

CHECK = define("structure", "pronoun, answer, candidates, their order, snippet",
               any_length=True)

@rule(CHECK)
def check_pronoun(item: Item, context: Context) -> Iterator[Finding]:
    if item.pronoun is None:
        yield finding(CODES.S101, "no pronoun is marked")
        return
    if not item.pronoun.text.strip():
        yield finding(CODES.S101, "the pronoun is blank")
        return
    if item.pronoun.span is None:
        yield finding(CODES.S101, f"pronoun {item.pronoun.text!r} is not found in the sentence",
                      pronoun=item.pronoun.text)
        return
    form = table_form(item.pronoun.text)
    if not known(item.lang) or form in defaults(item.lang).pronouns_by_form:
        return
    foreign = [code for code in languages() if code != item.lang
               and form in defaults(code).pronouns_by_form and len(form) >= 2]
    if foreign:
        yield finding(CODES.S109, f"pronoun {item.pronoun.text!r} is a {foreign[0]} pronoun, not "
                      f"{item.lang}: an untranslated item?", pronoun=item.pronoun.text,
                      language=foreign[0])
    else:
        yield finding(CODES.S102, f"pronoun {item.pronoun.text!r} is not in the {item.lang} "
                      "pronoun table; its gender and number are not checked",
                      pronoun=item.pronoun.text)


@rule(CHECK)
def check_answer(item: Item, context: Context) -> Iterator[Finding]:
    if item.answer is None:
        yield finding(CODES.S105, "the item has no correct answer", candidates=_texts(item))
        return
    texts = [c.text.lower().strip() for c in item.candidates]
    if texts.count(texts[item.answer]) > 1:
        yield finding(CODES.S105, f"the answer {item.candidates[item.answer].text!r} is listed "
                      "more than once among the candidates", candidates=_texts(item))


@rule(CHECK)
def check_candidates_occur(item: Item, context: Context) -> Iterator[Finding]:
    for index, cand in enumerate(item.candidates):
        if cand.span is not None:
            continue
        found = find_loosely(item, cand)
        if found is None:
            yield finding(CODES.S103, f"candidate {_letter(index)} {cand.text!r} does not occur in "
                          "the sentence", candidate=cand.text, index=index)
            if _foreign_words(item, cand):
                yield finding(CODES.S109, f"candidate {_letter(index)} {cand.text!r} is not in "
                              f"{item.lang}: an untranslated item?", candidate=cand.text)
        elif not found[2]:
            yield finding(CODES.S104, f"candidate {_letter(index)} {cand.text!r} occurs as "
                          f"{item.text[found[0]:found[1]]!r}", candidate=cand.text,
                          index=index, found=item.text[found[0]:found[1]])


@rule(CHECK)
def check_order(item: Item, context: Context) -> Iterator[Finding]:
    starts = [_start(item, c) for c in item.candidates]
    if len(starts) >= 2 and None not in starts[:2] and starts[1] < starts[0]:
        yield finding(CODES.S106, f"candidate B {item.candidates[1].text!r} is mentioned before "
                      f"candidate A {item.candidates[0].text!r}",
                      positions={"A": starts[0], "B": starts[1]})
    if item.pronoun is None or item.pronoun.span is None:
        return
    for index, start in enumerate(starts):
        if start is not None and start > item.pronoun.span.start:
            yield finding(CODES.S107, f"cataphora: the pronoun {item.pronoun.text!r} comes before "
                          f"candidate {_letter(index)} {item.candidates[index].text!r}",
                          pronoun=item.pronoun.span.start, candidate=start, index=index)


@rule(CHECK)
def check_snippet(item: Item, context: Context) -> Iterator[Finding]:
    snippet = item.snippet
    if not snippet or item.snippet_kind not in ("quote", "trecho", "blank"):
        return
    if item.snippet_kind == "blank":
        if "_" not in snippet:
            yield finding(CODES.S108, f"the snippet {snippet!r} has no blank '_'", snippet=snippet)
        return
    if find_whole(item.text, snippet) is None:
        yield finding(CODES.S108, f"the snippet {snippet!r} is not part of the sentence",
                      snippet=snippet)
        return
    pron = item.pronoun
    if pron is None or pron.span is None:
        return
    if find_whole(snippet, pron.text) is None:
        yield finding(CODES.S108, f"the snippet {snippet!r} does not contain the pronoun "
                      f"{pron.text!r}", snippet=snippet, pronoun=pron.text)


def _start(item: Item, cand: Candidate) -> int | None:
    if cand.span is not None:
        return cand.span.start
    found = find_loosely(item, cand)
    return None if found is None else found[0]


def _foreign_words(item: Item, cand: Candidate) -> bool:
    """Whether the candidate of a translated item starts with a determiner of the language
    the collections are translated from (``source_lang``): a candidate left untranslated."""
    first = cand.text.split()[0].lower() if cand.text.split() else ""
    source = source_lang()
    return item.lang != source and first in defaults(source).determiners \
        and first not in defaults(item.lang).determiners


def _texts(item: Item) -> list[str]:
    return [c.text for c in item.candidates]
