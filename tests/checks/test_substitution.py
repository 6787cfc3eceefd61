"""The ``substitution`` check over the Portuguese collection's own substituted sentences."""

from __future__ import annotations

import pytest

from wsc_corpus.checks import validate
from wsc_corpus.formats import load_paths
from wsc_corpus.models import Candidate, Corpus, Item, Mention, Provenance, Span

PT = "portuguese_wsc/data/raw/portuguese_wsc.html"


def pt_item(text, pronoun, candidates, sentences):
    start = text.index(pronoun)
    return Item(id="pt-1", lang="pt", text=text,
                pronoun=Mention(text=pronoun, span=Span(start=start, end=start + len(pronoun))),
                candidates=[Candidate(text=c) for c in candidates], answer=0,
                provenance=Provenance(corpus="test", file="x.html", line=3),
                upstream_sentences=sentences)


def codes_of(report):
    return [f.code for f in report.findings]


def test_flags_the_papers_errors():
    item = pt_item("Há uma fenda na parede. É possível enxergar o jardim através dela.", "dela",
                   ["A fenda", "A parede"],
                   {"correct_sentence": "Há uma fenda na parede. É possível enxergar o jardim "
                                        "através a fenda.",
                    "manually_fixed_correct_sentence": "Há uma fenda na parede. É possível "
                                                       "enxergar o jardim através da fenda."})
    report = validate(Corpus(items=[item]), checks=["substitution"])
    assert codes_of(report) == ["U502"]
    found = report.findings[0]
    assert found.severity == "error" and found.location == "x.html:3"
    assert found.message.startswith("correct_sentence: 'através a'")
    assert found.evidence["role"] == "correct_sentence"


def test_flags_a_clitic_left_before_its_verb_and_a_truncated_enclitic(item):
    item = item("Eu usei um pano velho para limpar o alicate, e então o coloquei no lixo.",
                     "o", ["O pano", "O alicate"], lang="pt", pronoun_at=1, upstream_sentences={
                         "correct_sentence": "Eu usei um pano velho para limpar o alicate, e "
                                             "então o pano coloquei no lixo."})
    assert codes_of(validate(Corpus(items=[item]), checks=["substitution"])) == ["U504"]
    item = pt_item("Alguém havia preenchido a fechadura com goma de mascar, e eu não conseguia "
                   "removê-la.", "removê-la", ["A goma de mascar", "A chave"],
                   {"correct_sentence": "Alguém havia preenchido a fechadura com goma de mascar, "
                                        "e eu não conseguia removê-a goma de mascar."})
    assert "U503" in codes_of(validate(Corpus(items=[item]), checks=["substitution"]))


@pytest.mark.slow
def test_the_portuguese_collection(corpora):
    report = validate(load_paths([corpora / PT]), checks=["substitution"])
    by_code = report.summary["by_code"]
    assert by_code["U505"] == 46  # "Jim taça vazia": possessives never rewritten
    assert by_code["U502"] == 20  # "através a fenda", "o namorado a treinadora"
    assert by_code["U504"] == 4   # "Ele seus olhos abriu"
    assert report.summary["items_with_errors"] == 38
    fixed = [f for f in report.findings if f.evidence["role"].startswith("manually_fixed")
             and f.severity == "error"]
    assert fixed == []  # the manual fixes carry none of these errors
