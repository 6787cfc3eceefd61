"""The evaluation formats: WinoGrande, SuperGLUE WSC and XWinograd, as their tools read them."""

from __future__ import annotations

import io
import json

from wsc_corpus.export import ExportReport, write_file
from wsc_corpus.formats import superglue, winogrande, xwinograd
from wsc_corpus.models import Corpus
from wsc_corpus.occurrences import candidate_span
from wsc_corpus.substitute import SubstitutedSentence, Substitution, partial


def _lines(name: str, corpus: Corpus) -> tuple[list[str], ExportReport]:
    handle = io.StringIO()
    report = write_file(name, corpus, handle)
    return handle.getvalue().splitlines(), report


def test_winogrande_blank_and_options_rebuild_each_sentence(nyu: Corpus) -> None:
    lines, report = _lines("winogrande", nyu)
    rows = [json.loads(line) for line in lines]
    assert len(rows) == report.written == len(nyu) - len(report.skipped)
    by_id = nyu.by_id()
    for row in rows:
        assert set(row) == {"qID", "sentence", "option1", "option2", "answer"}
        assert row["sentence"].count("_") == 1 and row["answer"] in ("1", "2")
        item = by_id[row["qID"]]
        # lm-eval's winogrande preprocessing: the option fills the blank.
        idx = row["sentence"].index("_")
        correct = row["option" + row["answer"]]
        filled = row["sentence"][:idx] + correct + row["sentence"][idx + 1:]
        assert filled.endswith(item.text[-1])
        assert row["sentence"][:idx] == item.text[:idx] or filled != item.text


def test_winogrande_first_row_is_the_councilmen(nyu: Corpus) -> None:
    row = json.loads(_lines("winogrande", Corpus(items=nyu.items[:1]))[0][0])
    assert row == {"qID": "nyu-en-000", "sentence": "The city councilmen refused the "
                   "demonstrators a permit because _ feared violence.",
                   "option1": "the city councilmen", "option2": "the demonstrators",
                   "answer": "1"}


def test_realignment_when_a_rule_moves_words_around_the_candidate() -> None:
    # French clitic: 'Jean l'a vu' -> 'Jean a vu le garçon' / 'Jean a vu la fille'.
    options = [SubstitutedSentence(prefix="Jean a vu ", candidate="le garçon", continuation=" hier."),
               SubstitutedSentence(prefix="Jean ", candidate="la fille", continuation=" a vu hier.")]
    sub = Substitution(id="x", lang="fr", answer=0, options=options)
    aligned = partial.align(sub)
    assert aligned.realigned
    assert aligned.sentences == [o.text for o in options]
    assert aligned.continuation == " hier." or aligned.continuation.endswith(" hier.")


def test_superglue_indices_are_whitespace_tokens(nyu: Corpus) -> None:
    lines, report = _lines("superglue", nyu)
    rows = [json.loads(line) for line in lines]
    assert [r["idx"] for r in rows] == list(range(len(rows)))
    for row in rows:
        tokens = row["text"].split(" ")
        target = row["target"]
        assert tokens[target["span2_index"]].startswith(target["span2_text"])
        # The candidate's own text, in any case (as SuperGLUE's 'the wheel' for 'The wheel').
        assert tokens[target["span1_index"]].lstrip("(\"'").lower().startswith(
            target["span1_text"].split(" ")[0].lower())
        assert isinstance(row["label"], bool)
    labels = [r["label"] for r in rows]
    assert labels.count(True) <= len(nyu) and True in labels and False in labels
    # Candidates not verbatim in the sentence ('The trainer') are the lines left out.
    assert all(" candidate " in key for key in report.skipped)


def test_superglue_token_index_of_glued_punctuation() -> None:
    text = "Joan made sure to thank Susan for all the help she had given."
    assert superglue.token_index(text, text.index("she")) == 10
    assert superglue.token_index(text, 0) == 0


def test_xwinograd_columns_and_token_spans(portuguese: Corpus) -> None:
    lines, report = _lines("xwinograd", portuguese)
    assert len(lines) == report.written > 0
    by_id = portuguese.by_id()
    for line in lines:
        lang, source, english, text, *json_columns = line.split("\t")
        assert lang == "pt" and text == by_id[source].text
        assert english == by_id[source].upstream_sentences.get("en", "?")
        assert all(column.isascii() for column in json_columns)  # \uXXXX escapes, as upstream
        tokens, pronoun, cands = (json.loads(column) for column in json_columns)
        pron_text, (start, end), pron_tokens = pronoun
        assert tokens[start:end] == pron_tokens and " ".join(pron_tokens) == pron_text
        assert [c[3] for c in cands].count(True) == 1
        for _text, (start, end), cand_tokens, _correct in cands:
            assert tokens[start:end] == cand_tokens


def test_xwinograd_keeps_whole_noun_phrases(portuguese: Corpus) -> None:
    lines = _lines("xwinograd", portuguese)[0]
    line = next(line for line in lines if line.split("\t")[1] == "ptwsc-pt-016")
    cands = json.loads(line.split("\t")[6])
    # XWinograd's own Portuguese row has 'grande bola' and the bare noun 'mesa'.
    assert [c[:3] for c in cands] == [["A grande bola", [0, 3], ["A", "grande", "bola"]],
                                      ["a mesa", [4, 6], ["a", "mesa"]]]


def test_a_candidate_fused_with_a_preposition_is_written_as_its_words(portuguese: Corpus
                                                                       ) -> None:
    item = next(i for i in portuguese.items if i.text.startswith("Os vereadores recusaram "
                                                                  "a autorização aos"))
    assert item.candidates[1].text == "Os manifestantes" and item.candidates[1].span is None
    cands = json.loads(xwinograd.row(item)[0][6])
    assert cands[1][0] == "manifestantes"
    targets = [r["target"] for r in superglue.records(item)]
    assert [t["span1_text"] for t in targets] == ["Os vereadores", "manifestantes"]
    assert item.text.split(" ")[targets[1]["span1_index"]] == "manifestantes"


def test_xwinograd_tokenizer_splits_at_span_edges() -> None:
    text = "Lucy's mother"
    assert xwinograd.tokenize(text, {4}) == [(0, 4), (4, 6), (7, 13)]


def test_formats_say_what_they_cannot_carry() -> None:
    for module in (winogrande, superglue, xwinograd):
        assert "Cannot carry" in module.__doc__


def _reread(tmp_path, name: str, corpus: Corpus, reader: str, suffix: str, lang=None):
    from wsc_corpus.formats import load_paths

    out = tmp_path / f"out.{suffix}"
    with out.open("w", encoding="utf-8") as handle:
        report = write_file(name, corpus, handle)
    return load_paths([out], fmt=reader, lang=lang), report


def _placed(item) -> bool:
    return item.pronoun is not None and all(candidate_span(item, c) for c in item.candidates)


def _spans(item) -> list:
    """The spans an export writes: a candidate's own, else its words after the article."""
    return [candidate_span(item, c) for c in item.candidates]


def test_superglue_reader_reads_the_export_back(nyu: Corpus, tmp_path) -> None:
    again, _ = _reread(tmp_path, "superglue", nyu, "superglue", "jsonl", lang="en")
    placed = [i for i in nyu.items if _placed(i)]
    complete = [i for i in again.items if len(i.candidates) == 2]
    assert len(complete) == len(placed)
    for old, new in zip(placed, complete, strict=True):
        assert (new.text, new.pronoun.span, new.answer) == (old.text, old.pronoun.span,
                                                            old.answer)
        assert [c.span for c in new.candidates] == _spans(old)


def test_xwinograd_reader_reads_the_export_back(portuguese: Corpus, tmp_path) -> None:
    again, report = _reread(tmp_path, "xwinograd", portuguese, "xwinograd", "tsv")
    assert len(again) == report.written
    by_id = portuguese.by_id()
    for new, old_id in zip(again.items, [i.id for i in portuguese.items
                                         if i.id not in report.skipped], strict=True):
        old = by_id[old_id]
        assert (new.lang, new.text, new.pronoun.span, new.answer) == (
            old.lang, old.text, old.pronoun.span, old.answer)
        assert [c.span for c in new.candidates] == _spans(old)


def test_winogrande_reader_reads_the_export_back(nyu: Corpus, tmp_path) -> None:
    again, report = _reread(tmp_path, "winogrande", nyu, "winogrande", "jsonl")
    assert len(again) == report.written
    for new, old in zip(again.items, nyu.items, strict=True):
        assert new.answer == old.answer
        assert new.text.count("_") == 1


def test_winogrande_blank_is_filled_without_a_finding(corpora) -> None:
    """WinoGrande's ``_`` is a place to fill, no pronoun: lm-eval scores every dev item, each
    context the sentence up to the blank with a candidate in it."""
    from wsc_corpus.export.lm_eval import documents
    from wsc_corpus.formats import load_paths

    dev = load_paths([corpora / "winogrande" / "dev.jsonl"])
    report = ExportReport()
    docs = documents(dev.items, report)["wsc_winogrande_en"]
    assert not report.skipped and len(docs) == len(dev)
    for doc, item in zip(docs, dev.items, strict=True):
        blank = item.text.index("_")
        assert doc["continuation"] == item.text[blank + 1:]
        assert all(context.startswith(item.text[:blank]) for context in doc["contexts"])
