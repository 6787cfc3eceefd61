"""DPR, the Definite Pronoun Resolution dataset (Rahman & Ng 2012; ``train.c.txt``,
``test.c.txt``).

Blocks of four lines separated by a blank line: the sentence, the pronoun (its form only), the
two candidates joined by a comma, the correct candidate. Consecutive blocks are twins. The
pronoun is located as a whole word, preferring the first occurrence after both candidates;
where the form occurs more than once the item is flagged ``pronoun-ambiguous``, and a candidate
that does not occur in its sentence is kept without a span (``candidate-not-found``).
"""

from __future__ import annotations

from pathlib import Path

from wsc_corpus.errors import FormatError, at
from wsc_corpus.formats._common import (
    build_item,
    candidate,
    lines,
    read_text,
    reader,
    word_occurrences,
)
from wsc_corpus.models import Item, Mention, Provenance, Span

NAME = "dpr"
DESCRIPTION = "DPR train.c.txt/test.c.txt (4-line blocks: sentence, pronoun, cand,cand, answer)"


def detect(path: Path, head: bytes) -> bool:
    lines = head.replace(b"\r\n", b"\n").split(b"\n")
    if len(lines) < 5 or lines[4].strip() or not all(x.strip() for x in lines[:4]):
        return False
    pronoun, cands, answer = lines[1].strip(), lines[2].split(b","), lines[3].strip()
    return (len(cands) == 2 and answer in {c.strip() for c in cands}
            and len(pronoun.split()) == 1 and pronoun.lower() in lines[0].lower())


@reader
def load(path: Path, lang: str | None = None) -> list[Item]:
    split = path.name.split(".", 1)[0]
    blocks: list[tuple[int, list[str]]] = []
    current: list[str] = []
    for number, line in enumerate(lines(read_text(path)) + [""], start=1):
        if line.strip():
            current.append(line)
            continue
        if current:
            blocks.append((number - len(current), current))
            current = []
    if not blocks:
        raise FormatError("empty file; expected 4-line blocks separated by blank lines",
                          at(path))
    items = [_item(path, split, n, first, block) for n, (first, block) in enumerate(blocks)]
    for n, item in enumerate(items):
        item.schema_id = f"dpr-{split}-{n // 2:04d}"
    return items


def locate_pronoun(text: str, form: str, after: int) -> tuple[Span | None, bool]:
    """The whole-word occurrence of ``form`` (any case) first after offset ``after`` (else the
    first one), and whether the form occurs more than once."""
    found = list(word_occurrences(text, form))
    if not found:
        return None, False
    start, end = next((s for s in found if s[0] >= after), found[0])
    return Span.of(start, end), len(found) > 1


def _item(path: Path, split: str, index: int, number: int, block: list[str]) -> Item:
    loc = at(path, number)
    if len(block) != 4:
        raise FormatError(f"block of {len(block)} lines; expected 4 (sentence, pronoun, "
                          "candidates, answer)", loc)
    text, form, cands, correct = (line.strip() for line in block)
    names = cands.split(",")
    if len(names) != 2 or not all(n.strip() for n in names):
        raise FormatError(f"candidates line {cands!r}; expected two separated by a comma",
                          at(path, number + 2), code="E005")
    names = [n.strip() for n in names]
    if correct not in names:
        raise FormatError(f"answer {correct!r} is neither candidate {names}",
                          at(path, number + 3), code="E005")
    flags = []
    found = [candidate(n, text, None) for n in names]
    after = max((c.span.end for c in found if c.span), default=0)
    span, ambiguous = locate_pronoun(text, form, after)
    if span is None:
        raise FormatError(f"pronoun {form!r} does not occur in the sentence",
                          at(path, number + 1), code="E006")
    if ambiguous:
        flags.append("pronoun-ambiguous")
    # Found again avoiding the pronoun where the first occurrence is the pronoun's.
    candidates = [c if c.span is None or c.span.end <= span.start or span.end <= c.span.start
                  else candidate(n, text, span) for n, c in zip(names, found, strict=True)]
    if any(c.span is None for c in candidates):
        flags.append("candidate-not-found")
    return build_item(loc, lambda: Item(
        id=f"dpr-{split}-{index:04d}",
        lang="en",
        text=text,
        pronoun=Mention.of(text[span.start:span.end], span),
        pronoun_found_by="form-after-candidates",
        candidates=candidates,
        answer=names.index(correct),
        provenance=Provenance(corpus="dpr", file=str(path), line=number, record=index,
                              source_id=str(index)),
        flags=flags,
    ))
