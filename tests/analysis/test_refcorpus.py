"""Reference corpora: readers, exact counts on planted corpora, compression, vertical WaC,
accents and case, parallel ranges, the cache."""

from __future__ import annotations

import bz2
import gzip
import lzma
import unicodedata
from pathlib import Path

import pytest

from wsc_corpus.analysis import refcorpus
from wsc_corpus.analysis.lemmas import FormLemmas
from wsc_corpus.analysis.refcorpus import Request, cached_count, count, sentences, target_id
from wsc_corpus.errors import FormatError, WscError

SUITCASE, LARGE, TROPHY = "suitcase", "large", "trophy"


def planted_english() -> list[str]:
    """100 lines: suitcase in 12, trophy in 20, large in 10; suitcase+large in 3 (one of
    them with both words twice), trophy+large in 6, inflected forms included."""
    lines = ["The suitcase is too large for the car."] * 2
    lines += ["Large suitcases and larger suitcases everywhere."]
    lines += ["My old suitcase broke yesterday."] * 9
    lines += ["The trophy was large and heavy."] * 5 + ["Trophies are larger than medals."]
    lines += ["She won a trophy at school."] * 14
    lines += ["A large crowd gathered outside."] * 1
    lines += ["Nothing to see in this sentence."] * (100 - len(lines))
    assert len(lines) == 100
    return lines


def request(lang: str, *pairs: tuple[str, str], window: int | None = None) -> Request:
    targets = {t for pair in pairs for t in pair}
    return Request(lang, frozenset(targets),
                   frozenset(refcorpus.ordered(a, b) for a, b in pairs), window)


@pytest.fixture
def english(tmp_path: Path) -> Path:
    path = tmp_path / "en.txt"
    path.write_text("\n".join(planted_english()) + "\n", encoding="utf-8")
    return path


def test_sentence_counts_are_exact_with_inflected_forms(english: Path) -> None:
    counts = count([english], request("en", (SUITCASE, LARGE), (TROPHY, LARGE)))
    assert counts.sentences == 100
    assert counts.single == {SUITCASE: 12, TROPHY: 20, LARGE: 10}
    assert counts.pair(SUITCASE, LARGE) == 3
    assert counts.pair(LARGE, TROPHY) == 6


def test_window_counts_occurrences_and_position_pairs(tmp_path: Path) -> None:
    path = tmp_path / "w.txt"
    # suitcase ... large at distances 1, 3 and 6; a second sentence never pairs across lines.
    path.write_text("large suitcase x x large x x x x x large\nsuitcase\nlarge\n",
                    encoding="utf-8")
    req = request("en", (SUITCASE, LARGE), window=3)
    counts = count([path], req)
    assert counts.tokens == 13
    assert counts.single == {SUITCASE: 2, LARGE: 4}
    assert counts.pair(SUITCASE, LARGE) == 2  # distances 1 and 3; 9 is too far
    wide = count([path], request("en", (SUITCASE, LARGE), window=9))
    assert wide.pair(SUITCASE, LARGE) == 3


@pytest.mark.parametrize("suffix,opener", [(".gz", gzip.open), (".bz2", bz2.open),
                                           (".xz", lzma.open)])
def test_compressed_inputs_count_the_same(english: Path, tmp_path: Path, suffix, opener) -> None:
    packed = tmp_path / f"en.txt{suffix}"
    with opener(packed, "wb") as handle:
        handle.write(english.read_bytes())
    req = request("en", (SUITCASE, LARGE), (TROPHY, LARGE))
    assert count([packed], req) == count([english], req)


def test_directory_of_files_sums_them(english: Path, tmp_path: Path) -> None:
    folder = tmp_path / "dir"
    (folder / "sub").mkdir(parents=True)
    lines = planted_english()
    (folder / "a.txt").write_text("\n".join(lines[:50]) + "\n", encoding="utf-8")
    with gzip.open(folder / "sub" / "b.txt.gz", "wt", encoding="utf-8") as handle:
        handle.write("\n".join(lines[50:]) + "\n")
    (folder / ".hidden.txt").write_text("suitcase large\n", encoding="utf-8")
    req = request("en", (SUITCASE, LARGE), (TROPHY, LARGE))
    assert count(refcorpus.corpus_files([folder]), req) == count([english], req)


VERTICAL = """<text id="1">
<s>
La\tDET:ART\tle
sculpture\tNOM\tsculpture
est\tVER:pres\têtre
tombée\tVER:pper\ttomber
de\tPRP\tde
l'\tDET:ART\tle
étagère\tNOM\tétagère
encombrée\tVER:pper\tencombrer
</s>
<s>
Les\tDET:ART\tle
étagères\tNOM\tétagère
<g/>
Étagère\tNOM\t<unknown>
</s>
<s>
ÉTAGÈRE\tNOM\tÉtagère
encombrées\tVER:pper\tencombrer
</s>
</text>
"""


def test_vertical_format_counts_the_lemma_column(tmp_path: Path) -> None:
    path = tmp_path / "frwac.vert"
    path.write_text(VERTICAL, encoding="utf-8")
    assert refcorpus.detect_format(path) == "vertical"
    req = request("fr", ("sculpture", "encombrer"), ("étagère", "encombrer"))
    counts = count([path], req)
    assert (counts.sentences, counts.tokens) == (3, 13)
    assert counts.single == {"sculpture": 1, "étagère": 3, "encombrer": 2}
    assert counts.pair("sculpture", "encombrer") == 1
    assert counts.pair("étagère", "encombrer") == 2


def test_vertical_unknown_lemma_falls_back_to_the_form(tmp_path: Path) -> None:
    path = tmp_path / "v.vert"
    path.write_text(VERTICAL, encoding="utf-8")
    words = list(sentences(refcorpus.Source(path, "vertical")))
    assert words[1] == ["le", "étagère", "étagère"]


def test_accents_and_case_are_one_key_but_accents_are_kept(tmp_path: Path) -> None:
    decomposed = unicodedata.normalize("NFD", "étagère")
    assert decomposed != "étagère"
    path = tmp_path / "fr.txt"
    path.write_text(f"Une {decomposed} encombrée.\nL'ÉTAGÈRE est pleine.\n"
                    "Une Étagère.\nUne etagere sans accents.\n", encoding="utf-8")
    counts = count([path], request("fr", ("étagère", "encombrer")))
    assert counts.single["étagère"] == 3
    assert counts.pair("étagère", "encombrer") == 1


@pytest.mark.parametrize("fmt", ["plain", "vertical"])
def test_parallel_ranges_count_the_same(tmp_path: Path, monkeypatch, fmt) -> None:
    path = tmp_path / f"big.{'txt' if fmt == 'plain' else 'vert'}"
    if fmt == "plain":
        path.write_text("\n".join(planted_english() * 30) + "\n", encoding="utf-8")
        req = request("en", (SUITCASE, LARGE), (TROPHY, LARGE))
    else:
        path.write_text(VERTICAL * 200, encoding="utf-8")
        req = request("fr", ("sculpture", "encombrer"), ("étagère", "encombrer"))
    monkeypatch.setattr(refcorpus, "CHUNK_BYTES", 997)  # many ranges, cut mid-line
    units = refcorpus.sources([path], fmt, split=True)
    assert len(units) > 10
    single = count([path], req, fmt=fmt, jobs=1)
    assert count([path], req, fmt=fmt, jobs=2) == single
    merged = refcorpus.Counts()
    for unit in units:
        merged.merge(refcorpus.count_source(unit, req))
    assert merged == single


def test_cache_by_content_hash(english: Path, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("WSC_CACHE", str(tmp_path / "cache"))
    req = request("en", (SUITCASE, LARGE))
    first = cached_count([english], req)
    assert not first.cached
    copy = tmp_path / "copy.txt"
    copy.write_bytes(english.read_bytes())
    again = cached_count([copy], req)  # same contents elsewhere: the same digest
    assert again.cached and again.digest == first.digest and again.counts == first.counts
    assert list((tmp_path / "cache" / "cooccurrence").glob(f"{first.digest}-*.json"))
    bigger = request("en", (SUITCASE, LARGE), (TROPHY, LARGE))
    grown = cached_count([english], bigger)  # new targets: counted, the union stored
    assert not grown.cached and grown.counts.pair(TROPHY, LARGE) == 6
    assert cached_count([english], req).cached
    english.write_text("suitcase large\n", encoding="utf-8")
    changed = cached_count([english], req)
    assert changed.digest != first.digest and changed.counts.single == {SUITCASE: 1, LARGE: 1}


def test_invalid_utf8_names_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.txt"
    path.write_bytes(b"a suitcase\nlarge \xff\xfe\n")
    with pytest.raises(FormatError, match=r"bad\.txt: \[E009\] line 2: not valid UTF-8"):
        count([path], request("en", (SUITCASE, LARGE)))


def test_vertical_line_with_too_few_columns(tmp_path: Path) -> None:
    path = tmp_path / "bad.vert"
    path.write_text("<s>\nLa\tDET\tle\nsculpture\n</s>\n", encoding="utf-8")
    with pytest.raises(FormatError, match=r"line 3: expected token<TAB>POS<TAB>lemma"):
        count([path], request("fr", ("sculpture", "encombrer")))


def test_missing_corpus_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(WscError, match="reference corpus not found"):
        refcorpus.corpus_files([tmp_path / "nope.txt"])


def test_target_ids_join_sorted_keys() -> None:
    assert target_id({"pesado", "pesar"}) == "pesado|pesar"


def test_globs_expand_sorted_and_an_empty_glob_is_an_error(english: Path, tmp_path: Path) -> None:
    second = tmp_path / "en2.txt.gz"
    with gzip.open(second, "wb") as handle:
        handle.write(english.read_bytes())
    assert refcorpus.corpus_files([str(tmp_path / "en*")]) == [english, second]
    with pytest.raises(WscError, match="no reference corpus file matches"):
        refcorpus.corpus_files([str(tmp_path / "*.vert")])


def test_engine_options_are_checked(english: Path) -> None:
    req = request("en", (SUITCASE, LARGE))
    with pytest.raises(WscError, match="--engine spark: expected one of local, dask"):
        count([english], req, engine="spark")
    with pytest.raises(WscError, match="--scheduler needs --engine dask"):
        count([english], req, scheduler="tcp://127.0.0.1:8786")


def test_listed_forms_count_as_looking_every_word_up(english: Path, tmp_path: Path,
                                                     monkeypatch, corpora: Path) -> None:
    """English's rule lemmatizer lets the counter list every form that can read as a target
    (``trophies``, ``larger``, irregular ``went``, ``better``) and skip the look-up of other
    words; the counts equal those of looking every word up, on the planted corpus and on
    real sentences (WinoGrande dev, read as plain text)."""
    extra = ["We went home and he goes there.", "A better plan is good; the best one wins.",
             "Children ran while the child runs."]
    path = tmp_path / "mixed.txt"
    path.write_text(english.read_text(encoding="utf-8") + "\n".join(extra) + "\n",
                    encoding="utf-8")
    inputs = [path, corpora / "winogrande" / "dev.jsonl"]
    req = request("en", (SUITCASE, LARGE), (TROPHY, LARGE), ("go", "home"), ("good", "plan"),
                  ("child", "run"))
    refcorpus._matcher.cache_clear()
    assert refcorpus._matcher(req, "plain").complete
    listed = count(inputs, req, "plain", progress=False)
    refcorpus._matcher.cache_clear()
    monkeypatch.setattr(FormLemmas, "candidate_forms", lambda self, keys: None)
    assert not refcorpus._matcher(req, "plain").complete
    looked_up = count(inputs, req, "plain", progress=False)
    refcorpus._matcher.cache_clear()
    assert listed == looked_up
    assert listed.single["go"] >= 2 and listed.pair("child", "run") >= 1
