"""Winogender all_sentences.tsv: candidates and answer from the sentid, twins by template."""

from collections import Counter

import pytest

from wsc_corpus.errors import FormatError
from wsc_corpus.formats import detect, load_paths, winogender


@pytest.fixture(scope="module")
def corpus(corpora):
    return load_paths([corpora / "winogender"])


def test_counts(corpus, corpora):
    data = corpora / "winogender" / "data"
    assert detect(data / "all_sentences.tsv") is winogender
    assert detect(data / "templates.tsv") is None
    assert detect(data / "occupations-stats.tsv") is None
    assert len(corpus) == 720
    assert Counter(s.size for s in corpus.schemas()) == {2: 360}
    assert Counter(i.answer for i in corpus) == {0: 360, 1: 360}
    assert Counter(i.pronoun.text.lower() for i in corpus)["they"] > 0


def test_first_sentence(corpus):
    first = corpus.items[0]
    assert first.text == "The technician told the customer that he could pay with cash."
    assert first.pronoun.text == "he" and first.pronoun.span.start == 38
    assert [c.text for c in first.candidates] == ["technician", "customer"]
    assert first.answer == 1 and first.schema_id == "winogender-technician.customer.male"
    twin = next(i for i in corpus if i.schema_id == first.schema_id and i is not first)
    assert twin.answer == 0 and "completed the repair" in twin.text
    someone = next(i for i in corpus if i.id == "winogender-technician.someone.1.female")
    assert someone.candidates[1].text == "someone" and someone.pronoun.text == "she"


def test_malformed(tmp_path):
    header = "sentid\tsentence\n"
    cases = {
        "truncated": (header + "technician.customer.1.male.txt\n",
                      r"bad\.tsv:2: \[E003\] 1 columns"),
        "sentid": (header + "technician.customer.male.txt\tThe technician told him.\n",
                   r":2: \[E005\] sentid"),
        "pronoun": (header + "technician.customer.1.female.txt\tThe technician told him.\n",
                    r":2: \[E006\] 0 female pronouns"),
        "header": ("id\ttext\n", r":1: \[E003\] first line is not the header"),
    }
    for text, message in cases.values():
        path = tmp_path / "bad.tsv"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(FormatError, match=message):
            winogender.load(path)
