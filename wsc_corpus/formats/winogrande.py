"""WinoGrande JSON Lines (Sakaguchi et al. 2020): ``qID``, ``sentence`` with ``_``, ``option1``,
``option2``, ``answer`` ("1"/"2"; absent in the test set).

The blank ``_`` stands where the referring expression was: it is the item's ``pronoun`` (text
``_``), and the ``snippet`` (kind ``blank``) is the sentence from the blank on, the part that
partial scoring compares. Twins share the ``qID`` before its last ``-`` (``…7U-1``/``…7U-2``);
the debiased, dev and test sets keep only one twin of many schemas. Item ids carry the file
name, because the training sizes are nested subsets with the same ``qID``\\ s.
"""

from __future__ import annotations

from pathlib import Path

from wsc_corpus.errors import FormatError, Location
from wsc_corpus.formats._common import build_item, candidate, json_lines, reader
from wsc_corpus.models import Item, Mention, Provenance, Span

NAME = "winogrande"
DESCRIPTION = "WinoGrande jsonl (qID, sentence with _, option1/option2, answer)"
BLANK = "_"
_KEYS = (b'"qID"', b'"sentence"', b'"option1"', b'"option2"')


def detect(path: Path, head: bytes) -> bool:
    first = head.lstrip().split(b"\n", 1)[0]
    return first.startswith(b"{") and all(key in first for key in _KEYS)


@reader
def load(path: Path, lang: str | None = None) -> list[Item]:
    split, file = path.name.removesuffix(".jsonl"), str(path)
    return [_item(file, number, split, data) for number, data in
            json_lines(path, "one WinoGrande problem per line")]


def _field(data: dict, key: str, loc) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise FormatError(f"missing or empty {key!r}; expected a string", loc, code="E004")
    return value


def _item(file: str, number: int, split: str, data: dict) -> Item:
    loc = Location(file, number)
    qid, text = _field(data, "qID", loc), _field(data, "sentence", loc)
    options = [_field(data, "option1", loc), _field(data, "option2", loc)]
    if text.count(BLANK) != 1:
        raise FormatError(f"sentence has {text.count(BLANK)} blanks {BLANK!r}; expected 1", loc,
                          code="E005")
    answer = data.get("answer")
    if answer not in (None, "1", "2"):
        raise FormatError(f"answer is {answer!r}; expected \"1\" or \"2\"", loc, code="E005")
    start = text.index(BLANK)
    blank = Span.of(start, start + 1)
    twin = qid.rsplit("-", 1)[0]
    return build_item(loc, lambda: Item(
        id=f"winogrande-{split}-{qid}",
        lang="en",
        text=text,
        pronoun=Mention.of(BLANK, blank),
        pronoun_found_by="markup",
        candidates=[candidate(o, text, blank) for o in options],
        answer=None if answer is None else int(answer) - 1,
        snippet=text[start:],
        snippet_kind="blank",
        schema_id=f"winogrande-{split}-{twin}",
        provenance=Provenance(corpus="winogrande", file=file, line=number, source_id=qid),
    ))
