"""PWS: the French LLF set (and the other languages with --lang)."""

from collections import Counter

import pytest

from wsc_corpus.errors import WscError
from wsc_corpus.formats import fwsc_json, load_paths, pws_tsv


@pytest.fixture(scope="module")
def french(corpora):
    return load_paths([corpora / "french_fwsc285", corpora / "pws_parallel"])


def pws_items(corpus):
    return [i for i in corpus if i.provenance.corpus == "pws"]


def test_french_counts(french):
    items = pws_items(french)
    assert len(items) == 214
    assert Counter(Counter(i.schema_id for i in items).values()) == {2: 107}
    assert all(i.tag("translated") for i in items)


def test_pronoun_aligned_with_fwsc285_or_detected(french):
    methods = Counter(i.pronoun_found_by.split("(")[0] for i in pws_items(french))
    assert methods["aligned:fwsc285"] >= 150
    assert sum(methods.values()) == 214
    first = pws_items(french)[0]
    assert first.text.startswith("Les conseillers municipaux ont refusé")
    assert first.pronoun.text == "ils" and first.pronoun_found_by == "aligned:fwsc285"
    assert first.snippet == "Qui craint la violence ?" and first.answer == 0
    # Items whose pronoun cannot be found are kept and flagged, never dropped.
    lost = [i for i in pws_items(french) if i.pronoun is None]
    assert lost and all("pronoun-not-found" in i.flags for i in lost)
    assert all(i.pronoun_found_by.startswith("not-found") for i in lost)


def test_detection_without_fwsc285(corpora):
    items = pws_tsv.load(corpora / "pws_parallel" / "pws.tsv", "fr")
    assert len(items) == 214
    by_idx = {i.provenance.source_id: i for i in items}
    # "... donc il faudra le déplacer": the expletive "il" is set aside by the parse.
    assert by_idx["36"].pronoun.text == "le"
    assert by_idx["0"].pronoun.text == "ils"
    found = sum(1 for i in items if i.pronoun is not None)
    assert found >= 195


def test_answer_string_quirks(corpora):
    items = {i.provenance.source_id: i
             for i in pws_tsv.load(corpora / "pws_parallel" / "pws.tsv", "fr")}
    # correct_answer "dans le mer" for the candidate "dans la mer"; "de Thomas" for "Thomas".
    for idx in ("147", "240", "244"):
        assert "answer-mismatch" in items[idx].flags
        assert items[idx].answer is not None
    assert "answer-mismatch" not in items["162"].flags  # only a trailing space
    # Rows 44-45 have a French sentence but no candidates: kept and flagged.
    assert "candidates-missing" in items["44"].flags and items["44"].candidates == []
    assert items["44"].answer is None


def test_other_languages(corpora):
    path = corpora / "pws_parallel" / "pws.tsv"
    assert len(pws_tsv.load(path, "pt")) == 273
    assert len(pws_tsv.load(path, "en")) == 301
    assert len(pws_tsv.load(path, "hu")) == 244
    with pytest.raises(WscError, match="no language 'xx'"):
        pws_tsv.load(path, "xx")


def test_fwsc_alone_does_not_need_pws(corpora):
    assert len(fwsc_json.load(corpora / "french_fwsc285" / "wsc_285_v3.json")) == 285


def test_batch_parse_finds_what_one_parse_each_finds(corpora, french, monkeypatch):
    """The sentences whose pronoun a parse decides are parsed ahead in one batch: the items
    are those of one parse per sentence, and the batch held exactly those sentences."""
    from wsc_corpus.formats import _pronoun_finder

    batched: list[str] = []
    real = _pronoun_finder.parsed_ahead

    def recording(lang, texts):
        batched.extend(texts)
        return real(lang, texts)

    parsed: list[str] = []
    single = _pronoun_finder._parsed_roles

    def one_each(text, lang):
        parsed.append(text)
        return single(text, lang)

    monkeypatch.setattr(pws_tsv, "parsed_ahead", recording)
    again = load_paths([corpora / "french_fwsc285", corpora / "pws_parallel"])
    monkeypatch.setattr(pws_tsv, "_to_parse", lambda *args: [])
    monkeypatch.setattr(_pronoun_finder, "_parsed_roles", one_each)
    load_paths([corpora / "french_fwsc285"])
    by_fwsc = len(parsed)
    unbatched = load_paths([corpora / "french_fwsc285", corpora / "pws_parallel"])
    assert again.items == unbatched.items == french.items
    assert batched and batched == parsed[2 * by_fwsc:]


def test_pronoun_scan_skips_only_forms_absent_from_the_text():
    """``occurrences`` runs a form's pattern only where its lowercase letters occur (as a
    whole word for a form of word characters): on sentences built from every form of each
    language, in any case, either apostrophe and the letters that case folding matches
    apart (ı, ſ, K, µ, Σ, ς...), it finds what running every pattern finds."""
    import random
    import re._casefix

    from wsc_corpus.formats import _pronoun_finder as finder

    classes = {frozenset((k, *v)) for k, v in re._casefix._EXTRA_CASES.items()}
    apart = {"İ", "Σ"}
    for group in classes:
        canonical = [c for c in group if chr(c).upper().lower() == chr(c)]
        keep = min(canonical or group)
        apart |= {chr(c) for c in group if c != keep}
    assert finder._FOLDED_APART == apart

    def every_pattern(text, lang):
        found = [(m.span(), kind) for pattern, kind, _, _ in finder._patterns(lang)
                 for m in pattern.finditer(text)]
        return sorted(found, key=lambda f: f[0][0])

    rng = random.Random(28)
    odd = "ıİſKµΣςσ’'-ÉÀ "
    for lang in ("fr", "en", "pt"):
        forms = list(finder.defaults(lang).pronouns_by_form)
        for _ in range(1500):
            words = [rng.choice(forms) for _ in range(rng.randint(1, 6))]
            words = ["".join(rng.choice((c, c.upper(), rng.choice(odd))) if rng.random() < 0.2
                             else c for c in w) for w in words]
            text = rng.choice(("", "Et ", "x")) + " ".join(words) + rng.choice(". ?")
            assert [((s.start, s.end), k) for s, k in finder.occurrences(text, lang)] == \
                every_pattern(text, lang), text
