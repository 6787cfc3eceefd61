"""XWinograd dataset.tsv: six languages, token spans turned into character spans."""

from collections import Counter

import pytest

from wsc_corpus.errors import FormatError, WscError
from wsc_corpus.formats import detect, load_paths, xwinograd


@pytest.fixture(scope="module")
def xwino(corpora):
    return load_paths([corpora / "xwinograd" / "dataset.tsv"])


def test_counts_per_language(xwino, corpora):
    assert detect(corpora / "xwinograd" / "dataset.tsv") is xwinograd
    assert Counter(i.lang for i in xwino) == {"en": 2325, "ja": 959, "ru": 315, "pt": 263,
                                              "fr": 83, "zh": 16}
    assert all(i.answer is not None for i in xwino)
    selected = load_paths([corpora / "xwinograd" / "dataset.selected.tsv"])
    assert Counter(i.lang for i in selected) == {k: 2 for k in ("en", "fr", "ja", "pt", "ru",
                                                                "zh")}


@pytest.mark.parametrize("lang", ["en", "fr", "ja", "pt", "ru", "zh"])
def test_lang_selects(corpora, lang):
    items = xwinograd.load(corpora / "xwinograd" / "dataset.tsv", lang)
    assert items and {i.lang for i in items} == {lang}


def test_jp_is_iso_ja(corpora):
    with pytest.raises(WscError, match=r"no language 'jp' \(the file's jp is ISO ja\)"):
        xwinograd.load(corpora / "xwinograd" / "dataset.tsv", "jp")


def test_token_spans_become_character_spans(xwino):
    by_lang = {}
    for item in xwino:
        by_lang.setdefault(item.lang, item)
    fr = by_lang["fr"]
    assert fr.text == "La coupe n'entre pas dans la valise marron, car elle est trop grande."
    assert fr.pronoun.text == "elle" and fr.text[fr.pronoun.span.start:].startswith("elle est")
    assert [c.text for c in fr.candidates] == ["La coupe", "la valise"] and fr.answer == 0
    ja = by_lang["ja"]
    assert ja.pronoun.text == "彼" and ja.candidates[1].text == "テロリスト"
    assert ja.upstream_sentences["en"].startswith("The sniper shot the terrorist")
    # NLTK's `` and '' are matched to the straight quotes of the raw text.
    quoted = [i for i in xwino if '"' in i.text]
    assert quoted and all(i.pronoun.span is not None for i in quoted)


def test_quirks_flagged_not_dropped(xwino):
    mismatch = [i for i in xwino if "candidate-span-mismatch" in i.flags]
    assert len(mismatch) == 2
    assert all(i.candidates[1].text == "Luggage Ratings Inc." and i.candidates[1].span
               for i in mismatch)
    assert sum("duplicate-text" in i.flags for i in xwino) == 80


def test_twins(xwino):
    sizes = Counter(Counter(i.schema_id for i in xwino).values())
    assert sizes[2] >= 1770 and sizes[2] * 2 + sizes[1] + sizes[4] * 4 == 3961
    first_two = xwino.items[:2]
    assert first_two[0].schema_id == first_two[1].schema_id
    assert [i.answer for i in first_two] == [0, 1]


def test_malformed_rows(tmp_path, corpora):
    row = (corpora / "xwinograd" / "dataset.tsv").read_text(encoding="utf-8").splitlines()[0]
    cols = row.split("\t")
    cases = {
        "truncated": (row[: len(row) // 2], r"bad\.tsv:1: \[E003\] \d columns; expected 7"),
        "json": ("\t".join(cols[:4] + ["[\"The\""] + cols[5:]),
                 r":1: \[E003\] column tokens: invalid JSON"),
        "span": ("\t".join(cols[:5] + ['["they", [9, 99], ["they"]]'] + cols[6:]),
                 r":1: \[E006\] pronoun: token span \[9, 99\] outside the 13 tokens"),
        "lang": ("\t".join(["xx"] + cols[1:]), r":1: \[E005\] language 'xx'"),
    }
    for name, (text, message) in cases.items():
        path = tmp_path / "bad.tsv"
        path.write_text(row + "\n" + text + "\n" if name == "truncated" else text + "\n",
                        encoding="utf-8")
        message = message.replace(":1:", ":2:") if name == "truncated" else message
        with pytest.raises(FormatError, match=message):
            xwinograd.load(path)
