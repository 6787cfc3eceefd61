"""The embedded corpus ``schemas/``: complete, self-consistent, genuine twins, written in
wsc-markup (``schemas/<lang>/schemas.wsc``), and covering what validation and substitution must
handle."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wsc_corpus.formats import default_corpus_path, load_paths, wsc_markup
from wsc_corpus.lang import get_lang
from wsc_corpus.lang.base import by_form
from wsc_corpus.models import Item

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "schemas"
LANGS = ("en", "fr", "pt")
MIN_SCHEMAS = 14
SNIPPET_KIND = {"en": "quote", "fr": "question", "pt": "trecho"}


@pytest.fixture(scope="module")
def corpus():
    return load_paths([SCHEMAS])


@pytest.fixture(scope="module")
def by_lang(corpus) -> dict[str, list[Item]]:
    items: dict[str, list[Item]] = {lang: [] for lang in LANGS}
    for item in corpus:
        items[item.lang].append(item)
    return items


def _marked(item: Item) -> str:
    """The sentence with the pronoun in brackets: ``... tentei abri-[la], mas ...``."""
    span = item.pronoun.span
    return f"{item.text[:span.start]}[{item.pronoun.text}]{item.text[span.end:]}"


def test_default_corpus_is_this_folder():
    assert default_corpus_path() == SCHEMAS


def test_counts_per_language(corpus, by_lang):
    assert set(by_lang) == set(LANGS)
    for lang in LANGS:
        schemas = [s for s in corpus.schemas() if s.lang == lang]
        assert len(schemas) >= MIN_SCHEMAS, lang
        assert len(by_lang[lang]) == 2 * len(schemas), lang
    assert corpus.stats()["by_corpus"] == {"wsc-corpus": len(corpus)}


@pytest.mark.parametrize("lang", LANGS)
def test_language_folder_loads_alone(lang, by_lang):
    items = load_paths([SCHEMAS / lang]).items
    assert [i.id for i in items] == [i.id for i in by_lang[lang]]
    assert {i.lang for i in items} == {lang}


def test_files_are_markup_written_as_the_writer_writes_them():
    """The markup files are in the writer's own layout: reading and writing them gives the
    same bytes, and nothing is lost."""
    for lang in LANGS:
        path = SCHEMAS / lang / "schemas.wsc"
        items = wsc_markup.load(path)
        written = wsc_markup.dumps(items)
        assert written.losses == {}
        assert written.text == path.read_text(encoding="utf-8"), path


def test_ids_and_provenance(corpus):
    ids = [item.id for item in corpus]
    assert len(ids) == len(set(ids))
    for item in corpus:
        assert re.fullmatch(rf"emb-{item.lang}-\d{{3}}", item.id)
        assert re.fullmatch(rf"emb-{item.lang}-s\d{{2}}", item.schema_id)
        p = item.provenance
        file = SCHEMAS / item.lang / "schemas.wsc"
        assert (p.corpus, p.file, p.source_id) == ("wsc-corpus", str(file), item.id)
        assert item.location == f"{file}:{p.line}"  # the line of the marked-up sentence
        template = file.read_text(encoding="utf-8").splitlines()[p.line - 1]
        assert re.sub(r"[\[\]<>]|\{[^}]*\}", "", template) == \
            re.sub(re.escape(item.special.text) + "|" + re.escape(item.alternate.text), "",
                   item.text, count=1)


def test_spans_hold_what_they_name(corpus):
    for item in corpus:
        pron = item.pronoun
        assert item.text[pron.span.start:pron.span.end] == pron.text, item.id
        assert item.pronoun_found_by == "markup"
        assert len(item.candidates) == 2, item.id
        for cand in item.candidates:
            assert item.text[cand.span.start:cand.span.end].lower() == cand.text.lower()
        # Candidate A is mentioned first, and neither overlaps the pronoun.
        a, b = (c.span for c in item.candidates)
        assert a.end <= b.start, item.id
        assert all(c.span.end <= pron.span.start or c.span.start >= pron.span.end
                   for c in item.candidates), item.id
        present = item.special if item.special.span else item.alternate
        absent = item.alternate if present is item.special else item.special
        assert present.span is not None and absent.span is None, item.id
        assert item.text[present.span.start:present.span.end] == present.text
        assert not item.special_derived


def test_every_schema_is_a_pair_of_twins(corpus):
    for schema in corpus.schemas():
        assert schema.size == 2, schema.id
        first, second = schema.items
        assert {first.answer, second.answer} == {0, 1}, schema.id
        assert [c.text for c in first.candidates] == [c.text for c in second.candidates]
        assert first.special.text == second.special.text, schema.id
        assert first.alternate.text == second.alternate.text, schema.id
        # The twins are the same sentence but for the special/alternate slot.
        s, a = first.special.span, second.alternate.span
        assert s is not None and a is not None, schema.id
        assert first.text[:s.start] == second.text[:a.start], schema.id
        assert first.text[s.end:] == second.text[a.end:], schema.id
        assert first.special.text != second.alternate.text
        assert first.tags == second.tags


def test_snippets_and_tags(corpus):
    for item in corpus:
        assert item.snippet_kind == SNIPPET_KIND[item.lang], item.id
        if item.lang == "fr":
            assert item.snippet.endswith(" ?"), item.id
        else:  # the quote / Trecho is a piece of the sentence holding the pronoun
            assert item.snippet in item.text, item.id
            start = item.text.index(item.snippet)
            assert start <= item.pronoun.span.start < start + len(item.snippet), item.id
        assert set(item.tags) == {"associative", "switchable", "translated"}
        assert item.tag("translated") is False
        assert {tag.source for tag in item.tags.values()} == {"wsc-corpus authors"}


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_grammar_alone_cannot_decide(lang, by_lang):
    """Both candidates agree with the pronoun wherever their article tells gender or number
    (the language's own tables), so the pronoun's form cannot pick the answer."""
    tables = get_lang(lang)
    pronouns = by_form(tables.pronouns.PRONOUNS)
    articles = {a.form: a for a in tables.articles.ARTICLES}
    checked = 0
    for item in by_lang[lang]:
        readings = pronouns[item.pronoun.text.lower()]
        features = []
        for cand in item.candidates:
            first = cand.text.split()[0].lower()
            article = articles.get("l'" if first.startswith("l'") else first)
            features.append((article.gender, article.number) if article else (None, None))
        for i in (0, 1):  # gender, number
            values = {f[i] for f in features} - {None}
            assert len(values) <= 1, (item.id, features)
            told = {(r.gender, r.number)[i] for r in readings}
            if len(told) == 1 and None not in told and values:
                assert values == told, (item.id, item.pronoun.text, features)
                checked += 1
    assert checked >= len(by_lang[lang])  # on average, one feature per item at least


# What later features must handle, per language: (what, test on the item). ``_marked`` puts the
# pronoun in brackets.
FEATURES = {
    "en": [
        ("possessive his", lambda i: "[his] " in _marked(i)),
        ("possessive its", lambda i: "[its] " in _marked(i)),
        ("possessive her", lambda i: re.search(r"\[[Hh]er\] \w+ (was|were|had)\b", _marked(i))),
        ("object her", lambda i: re.search(r"\w+ed \[her\]", _marked(i))),
        ("their, answer a plural in -s (the nurses')",
         lambda i: i.pronoun.text == "their" and i.correct.text.endswith("s")
         and i.correct.text.startswith("the ")),
        ("their, answer an irregular plural (the children's)",
         lambda i: i.pronoun.text == "their" and i.correct.text == "the children"),
        ("two first names", lambda i: all(c.text[0].isupper() for c in i.candidates)),
        ("a candidate already possessive", lambda i: any("'s " in c.text for c in i.candidates)),
        ("pronoun opening a sentence",
         lambda i: i.pronoun.span.start == 0 or i.text[:i.pronoun.span.start].endswith(". ")),
        ("pronoun before the final stop", lambda i: i.text[i.pronoun.span.end:] == "."),
        ("plural they", lambda i: i.pronoun.text == "they"),
        ("plural object them", lambda i: i.pronoun.text == "them"),
        ("thing it", lambda i: i.pronoun.text == "it"),
        ("she", lambda i: i.pronoun.text == "she"),
    ],
    "fr": [
        ("elided object clitic l' before a compound tense",
         lambda i: re.search(r"\[l'\]a \w+", _marked(i))),
        ("l'avait", lambda i: "[l']avait" in _marked(i)),
        ("l'a mis (masculine participle)", lambda i: "[l']a mis" in _marked(i)),
        ("participle agreeing with a feminine clitic", lambda i: re.search(
            r"\[(l'|les)\] ?a \w+ées?\b", _marked(i))),
        ("qu'il", lambda i: "qu'[il]" in _marked(i)),
        ("qu'elle", lambda i: "qu'[elle]" in _marked(i)),
        ("qu'ils", lambda i: "qu'[ils]" in _marked(i)),
        ("qu'elles", lambda i: "qu'[elles]" in _marked(i)),
        ("elle, both candidates feminine",
         lambda i: i.pronoun.text == "elle" and all(c.text.startswith("la ")
                                                     for c in i.candidates)),
        ("il, both candidates masculine",
         lambda i: i.pronoun.text == "il" and all(c.text.startswith("le ")
                                                   for c in i.candidates)),
        ("object clitic le before an infinitive", lambda i: re.search(r"\[le\] \w+er\b",
                                                                     _marked(i))),
        ("plural object clitic les", lambda i: i.pronoun.text == "les"),
        ("dative lui, a candidate with le (au)", lambda i: i.pronoun.text == "lui"
         and any(c.text.startswith("le ") for c in i.candidates)),
        ("dative leur (aux)", lambda i: "[leur] avait" in _marked(i)),
        ("possessive sa, owner with le (du)", lambda i: i.pronoun.text == "sa"
         and all(c.text.startswith("le ") for c in i.candidates)),
        ("possessive ses", lambda i: i.pronoun.text == "ses"),
        ("possessive leurs, owners with les (des)", lambda i: i.pronoun.text == "leurs"),
        ("stressed pronoun after a preposition", lambda i: re.search(
            r"\b(avec|pour|sans|contre|chez) \[(elle|lui|eux|elles)\]", _marked(i))),
        ("a candidate with an elided article", lambda i: any(c.text.startswith("l'")
                                                            for c in i.candidates)),
        ("two first names", lambda i: all(c.text[0].isupper() for c in i.candidates)),
    ],
    "pt": [
        ("enclitic -la after an infinitive", lambda i: re.search(r"[êi]-\[la\]", _marked(i))),
        ("enclitic -lo (vendê-lo)", lambda i: "vendê-[lo]" in _marked(i)),
        ("enclitic -lo after pôr (pô-lo)", lambda i: "pô-[lo]" in _marked(i)),
        ("enclitic -los", lambda i: "-[los]" in _marked(i)),
        ("enclitic -las", lambda i: "-[las]" in _marked(i)),
        ("enclitic -no after a nasal verb form", lambda i: re.search(r"m-\[no\]", _marked(i))),
        ("enclitic -na after a nasal verb form", lambda i: re.search(r"m-\[na\]", _marked(i))),
        ("proclitic o before a finite verb", lambda i: re.search(r"\b(eu|não|que) \[o\] \w+",
                                                                _marked(i))),
        ("não a + verb", lambda i: re.search(r"\bnão \[a\] \w+", _marked(i))),
        ("através dela", lambda i: "através [dela]" in _marked(i)),
        ("dele", lambda i: i.pronoun.text == "dele"),
        ("nela", lambda i: i.pronoun.text == "nela"),
        ("por ele (pelo)", lambda i: "por [ele]" in _marked(i)),
        ("lhe, feminine candidates (à)", lambda i: i.pronoun.text == "lhe"
         and all(c.text.startswith("a ") for c in i.candidates)),
        ("possessive seu", lambda i: i.pronoun.text == "seu"),
        ("possessive sua", lambda i: i.pronoun.text == "sua"),
        ("a verb governing de (cuidar de)", lambda i: re.search(r"cuid\w+ \[d(ele|ela)\]",
                                                               _marked(i))),
        ("ela, two first names", lambda i: i.pronoun.text == "ela"
         and all(c.text[0].isupper() for c in i.candidates)),
        ("elas, feminine plural", lambda i: i.pronoun.text == "elas"),
    ],
}


@pytest.mark.parametrize(("lang", "what", "present"), [
    (lang, what, present) for lang, features in FEATURES.items() for what, present in features
], ids=[f"{lang}: {what}" for lang, features in FEATURES.items() for what, _ in features])
def test_features_are_covered(lang, what, present, by_lang):
    assert any(present(item) for item in by_lang[lang]), f"no {lang} item with {what}"
