"""Every format that is both read and written reads back what it wrote, on the real corpora:
each collection in its own format is written (``wsc export --format``'s writer) and read
again, and the read-back items equal the originals in every field the format holds.

jsonl and wsc-markup, the formats of ``wsc convert``, have theirs beside their other tests
(``test_jsonl.py``, ``test_wsc_markup.py``); this module covers the evaluation formats and
checks that no written-and-read format is left without one.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from wsc_corpus.export import WRITERS, write_file
from wsc_corpus.formats import format_names, load_paths
from wsc_corpus.models import Corpus, Item

# Where each written-and-read format's round trip on the real corpora is tested.
ELSEWHERE = {"jsonl": "test_jsonl.py::test_round_trip",
             "wsc-markup": "test_wsc_markup.py::test_real_collections_round_trip"}


def _span(mention) -> tuple[int, int] | None:
    return None if mention is None or mention.span is None else (mention.span.start,
                                                                 mention.span.end)


def _winogrande(item: Item) -> tuple:
    """What WinoGrande holds: the sentence with its blank, the two options, the answer."""
    return (item.text, _span(item.pronoun), [c.text for c in item.candidates], item.answer,
            item.snippet)


# Flags of the reader's repairs of an upstream quirk, which the written file no longer has.
REPAIRED = {"candidate-text-trimmed", "span-index-mismatch", "span-not-found"}


def _superglue(item: Item) -> tuple:
    """What SuperGLUE holds: the text, the pronoun and each candidate found in the text at
    their spans; where every candidate is found, also the labels (so the answer and the notes
    that list them) and the flags the rows give (not those of repairs). (A candidate found nowhere, such as
    ``Kamenev and Zinoviev``, has no line to write.)"""
    placed = [(c.text, _span(c)) for c in item.candidates if c.span is not None]
    whole = (item.answer, item.provenance.notes, sorted(set(item.flags) - REPAIRED)) \
        if len(placed) == len(item.candidates) else ()
    return (item.text, _span(item.pronoun), placed, *whole)


def _xwinograd(item: Item) -> tuple:
    """What XWinograd holds: language, sentence, its English original, the pronoun and the
    candidates at their token spans, the correct one."""
    return (item.lang, item.text, item.upstream_sentences, _span(item.pronoun),
            [(c.text, _span(c)) for c in item.candidates], item.answer)


# format -> the collection's files in ../shared/corpora, the file suffix, the held fields.
CASES = {
    "winogrande": (["winogrande"], "jsonl", _winogrande),
    "superglue": (["superglue_wsc"], "jsonl", _superglue),
    "xwinograd": (["xwinograd/dataset.tsv"], "tsv", _xwinograd),
}


def test_every_read_and_written_format_has_a_round_trip() -> None:
    assert set(WRITERS) & set(format_names()) == set(CASES) | set(ELSEWHERE)
    for test in ELSEWHERE.values():
        file, name = test.split("::")
        assert f"def {name}(" in (Path(__file__).parent / file).read_text(encoding="utf-8")


def _round_trip(corpus: Corpus, name: str, suffix: str, tmp_path) -> tuple[Corpus, list[Item]]:
    """The corpus written as ``name``, read back; and the items that were written."""
    out = tmp_path / f"written.{suffix}"
    with out.open("w", encoding="utf-8") as handle:
        report = write_file(name, corpus, handle)
    written = [item for item in corpus.items if item.id not in report.skipped]
    again = load_paths([out], fmt=name)
    assert len(again) == report.written
    return again, written


@pytest.mark.corpora
@pytest.mark.parametrize("name", sorted(CASES))
def test_a_collection_reads_back_from_its_own_format(corpora, tmp_path, name) -> None:
    paths, suffix, held = CASES[name]
    corpus = load_paths([corpora / p for p in paths])
    again, written = _round_trip(corpus, name, suffix, tmp_path)
    assert len(written) == len(corpus)  # a collection's own format holds all of it
    for before, after in zip(written, again.items, strict=True):
        kept = held(before)
        assert held(after)[:len(kept)] == kept, before.id


# Collections of other formats (the writers of the evaluation formats take any).
OTHERS = {"nyu": ["nyu_wsc/WSCollection.xml"], "portuguese": ["portuguese_wsc"],
          "french": ["french_fwsc285"]}
# The column of each format that names the item, which differs between the two writes.
ID_COLUMN = {"winogrande": "qID", "superglue": None, "xwinograd": 1}


def _rows(name: str, text: str) -> list:
    import json

    rows = [json.loads(line) if name != "xwinograd" else line.split("\t")
            for line in text.splitlines()]
    column = ID_COLUMN[name]
    for row in rows if column is not None else ():
        row[column] = None
    return rows


@pytest.mark.corpora
@pytest.mark.parametrize("collection", sorted(OTHERS))
@pytest.mark.parametrize("name", sorted(CASES))
def test_what_is_written_from_another_collection_reads_back(corpora, tmp_path, name,
                                                            collection) -> None:
    """Written from another collection, read back and written again: the same rows (but for
    the column naming the item, the id it was read back under)."""
    suffix = CASES[name][1]
    corpus = load_paths([corpora / p for p in OTHERS[collection]])
    again, written = _round_trip(corpus, name, suffix, tmp_path)
    assert written
    if name != "superglue":  # SuperGLUE makes one item of the rows of a sentence and pronoun
        assert len(again) == len(written)
    first = (tmp_path / f"written.{suffix}").read_text(encoding="utf-8")
    (tmp_path / "again").mkdir()
    _round_trip(again, name, suffix, tmp_path / "again")
    second = (tmp_path / "again" / f"written.{suffix}").read_text(encoding="utf-8")
    assert _rows(name, second) == _rows(name, first)
