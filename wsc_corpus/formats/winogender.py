"""Winogender schemas (Rudinger et al. 2018, ``all_sentences.tsv``): ``sentid<TAB>sentence``.

The ``sentid`` ``occupation.participant.answer.gender.txt`` gives everything the sentence does
not mark: the candidates (the occupation and the other participant, ``someone`` in half the
sentences), the answer (0 occupation, 1 participant) and the pronoun's gender, whose one form
in the sentence (he/his/him, she/her, they/their/them) is the pronoun. Twins are the two
templates of an occupation (answers 0 and 1) with the same participant and gender, so the
schema id is ``winogender-occupation.participant.gender``. ``templates.tsv`` and
``occupations-stats.tsv`` are not items and are not read.
"""

from __future__ import annotations

import re
from pathlib import Path

from wsc_corpus.errors import FormatError, Location, at
from wsc_corpus.formats._common import build_item, candidate, lines, read_text, reader
from wsc_corpus.models import Item, Mention, Provenance, Span

NAME = "winogender"
DESCRIPTION = "Winogender all_sentences.tsv (sentid occupation.participant.answer.gender.txt)"
PRONOUNS = {"male": ("he", "his", "him"), "female": ("she", "her"),
            "neutral": ("they", "their", "them")}
_HEADER = b"sentid\tsentence"
# A gender's forms as whole words, any case.
_FORMS = {gender: re.compile(rf"\b({'|'.join(forms)})\b", re.IGNORECASE)
          for gender, forms in PRONOUNS.items()}


def detect(path: Path, head: bytes) -> bool:
    return head.startswith(_HEADER)


@reader
def load(path: Path, lang: str | None = None) -> list[Item]:
    rows = lines(read_text(path))
    if not rows or rows[0].strip() != _HEADER.decode():
        raise FormatError("first line is not the header 'sentid<TAB>sentence'", at(path, 1))
    file = str(path)
    items = [_item(file, number, line) for number, line in enumerate(rows[1:], start=2)
             if line.strip()]
    if not items:
        raise FormatError("no sentences after the header", at(path))
    return items


def _item(file: str, number: int, line: str) -> Item:
    loc = Location(file, number)
    cols = line.split("\t")
    if len(cols) != 2:
        raise FormatError(f"{len(cols)} columns; expected 2 (sentid, sentence)", loc)
    sentid, text = cols[0].strip(), cols[1].strip()
    parts = sentid.split(".")
    if len(parts) != 5 or parts[2] not in {"0", "1"} or parts[3] not in PRONOUNS:
        raise FormatError(f"sentid {sentid!r}; expected occupation.participant.answer.gender.txt"
                          " with answer 0|1 and gender male|female|neutral", loc, code="E005")
    occupation, participant, answer, gender = parts[:4]
    found = [m.span() for m in _FORMS[gender].finditer(text)]
    if len(found) != 1:
        raise FormatError(f"{len(found)} {gender} pronouns in the sentence; expected 1", loc,
                          code="E006")
    span = Span.of(*found[0])
    return build_item(loc, lambda: Item(
        id=f"winogender-{sentid.removesuffix('.txt')}",
        lang="en",
        text=text,
        pronoun=Mention.of(text[span.start:span.end], span),
        pronoun_found_by="gender-form",
        candidates=[candidate(occupation, text, span), candidate(participant, text, span)],
        answer=int(answer),
        schema_id=f"winogender-{occupation}.{participant}.{gender}",
        provenance=Provenance(corpus="winogender", file=file, line=number,
                              source_id=sentid,
                              notes=[f"template: {occupation}.{participant}.{answer}",
                                     f"gender: {gender}"]),
    ))
