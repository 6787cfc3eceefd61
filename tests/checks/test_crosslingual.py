"""The crosslingual check over the real corpora: links, planted translator errors, and the
associative/switchable subsets of every linked French and Portuguese collection."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from wsc_corpus import catalogue, crosslingual
from wsc_corpus.analysis import metrics
from wsc_corpus.checks import validate
from wsc_corpus.formats import load_paths

ROOT = Path(__file__).resolve().parents[2]
TARGETS = ("pws-fr", "pws-pt", "fwsc285", "portuguese-wsc", "xwinograd-fr", "xwinograd-pt")
REFERENCES = ("nyu-wsc285", "trichelair", "pws-en", "portuguese-wsc-names") + TARGETS
JUDGED = ROOT / "docs" / "crosslingual-judgements.json"


@pytest.fixture(scope="module")
def cache(corpora, tmp_path_factory):
    """A collection cache holding the real files (``wsc get --from``), as a user's would."""
    folder = tmp_path_factory.mktemp("cache")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("WSC_CACHE", str(folder))
        patch.setenv("WSC_OFFLINE", "1")
        for name in REFERENCES:
            catalogue.register(catalogue.get(name), corpora)
        yield folder


def _codes(corpus) -> set[tuple[str, str]]:
    report = validate(corpus, ["crosslingual"])
    return {(f.code, f.item) for f in report.findings if f.severity != "info"}


@pytest.mark.parametrize("name", TARGETS)
def test_at_least_95_percent_of_each_collection_reach_their_english_original(cache, name):
    corpus = load_paths([name])
    links = crosslingual.link(corpus)
    share = len(links.english) / len(corpus)
    assert share >= 0.95, (name, len(links.english), len(corpus), links.unlinked[:5])
    # Every link reaches an English item that is loaded, so its answer can be compared.
    assert all(e.lang == crosslingual.source_lang() for e in links.english.values())
    unlinked = [i.id for i in links.unlinked]
    infos = {f.item for f in validate(corpus, ["crosslingual"]).findings if f.code == "L601"}
    assert set(unlinked) <= infos  # reported, not guessed


def test_the_links_agree_with_the_sources_own_ids(cache):
    """XWinograd's Portuguese rows come from the names-localised Portuguese collection, in its
    order: the links found by sentence agree with that order."""
    corpus = load_paths(["xwinograd-pt"])
    links = crosslingual.link(corpus)
    targets = [int(links.english[i.id].id.rsplit("-", 1)[1]) for i in corpus.items]
    assert targets == sorted(targets)


def test_without_the_english_original_the_comparison_is_skipped(corpora, tmp_path,
                                                                 monkeypatch):
    monkeypatch.setenv("WSC_CACHE", str(tmp_path))
    monkeypatch.setenv("WSC_OFFLINE", "1")
    corpus = load_paths([corpora / "xwinograd" / "dataset.tsv"], lang="pt")
    findings = validate(corpus, ["crosslingual"]).findings
    assert [f.code for f in findings] == ["L602"]
    assert "wsc get " in findings[0].message and "nyu-wsc285" in findings[0].message


# --- planted errors ----------------------------------------------------------------------

def _xwinograd_copy(corpora: Path, tmp_path: Path, lang: str, plant) -> Path:
    rows = (corpora / "xwinograd" / "dataset.tsv").read_text("utf-8").split("\n")
    mine = [n for n, row in enumerate(rows) if row.startswith(lang + "\t")]
    plant(rows, mine)
    out = tmp_path / "dataset.tsv"
    out.write_text("\n".join(rows), "utf-8")
    return out


def _flip_answer(row: str) -> str:
    cols = row.split("\t")
    cands = json.loads(cols[6])
    for cand in cands:
        cand[3] = not cand[3]
    cols[6] = json.dumps(cands)
    return "\t".join(cols)


def _swap_candidates(row: str) -> str:
    """The candidates' texts and places swapped, the flag of the correct one left in place: the
    answer now names the other referent."""
    cols = row.split("\t")
    first, second = json.loads(cols[6])
    first[:3], second[:3] = second[:3], first[:3]
    cols[6] = json.dumps([first, second])
    return "\t".join(cols)


def _twin_word(rows: list[str], n: int) -> None:
    """A twin translated with its twin's special word: the row becomes its twin's sentence."""
    mine, twin = rows[n].split("\t"), rows[n + 1].split("\t")
    mine[3], mine[4] = twin[3], twin[4]
    rows[n] = "\t".join(mine)


@pytest.mark.parametrize("lang", ["pt", "fr"])
def test_every_error_planted_in_xwinograd_is_found(cache, corpora, tmp_path, lang):
    clean = _codes(load_paths([corpora / "xwinograd" / "dataset.tsv"], lang=lang))

    def plant(rows, mine):
        rows[mine[10]] = _flip_answer(rows[mine[10]])
        rows[mine[21]] = _swap_candidates(rows[mine[21]])
        _twin_word(rows, mine[30])

    copy = _xwinograd_copy(corpora, tmp_path, lang, plant)
    planted = load_paths([copy], lang=lang)
    ids = [planted.items[k].id for k in (10, 21, 30)]
    found = _codes(planted) - clean
    assert ("L603", ids[0]) in found
    assert ("L603", ids[1]) in found
    assert any(code == "L607" and item in (ids[2], planted.items[31].id)
               for code, item in found)
    # Nothing else is new: the other findings are those of the unmodified file.
    assert {item for _, item in found} <= {*ids, planted.items[31].id}


def test_every_error_planted_in_pws_is_found(cache, corpora, tmp_path):
    clean = _codes(load_paths(["pws-fr"]))
    lines = (corpora / "pws_parallel" / "pws.tsv").read_text("utf-8").split("\n")
    header = lines[0].split("\t")
    col = {name: header.index(name) for name in
           ("idx", "sentence_fr", "answer1_fr", "answer2_fr", "correct_answer_fr")}
    rows = [line.split("\t") for line in lines]
    fr = [n for n, row in enumerate(rows[1:], 1) if len(row) == len(header)
          and row[col["sentence_fr"]].strip() and row[col["answer2_fr"]].strip()]
    flipped, twin = rows[fr[6]], fr[40]
    a1, a2 = flipped[col["answer1_fr"]], flipped[col["answer2_fr"]]
    flipped[col["correct_answer_fr"]] = a2 if flipped[col["correct_answer_fr"]] == a1 else a1
    rows[twin][col["sentence_fr"]] = rows[twin + 1][col["sentence_fr"]]
    copy = tmp_path / "pws.tsv"
    copy.write_text("\n".join("\t".join(r) for r in rows), "utf-8")
    planted = load_paths([copy], lang="fr")
    by_idx = {i.provenance.source_id: i.id for i in planted.items}
    found = _codes(planted) - clean
    assert ("L603", by_idx[flipped[col["idx"]]]) in found
    twin_ids = {by_idx[rows[twin][col["idx"]]], by_idx[rows[twin + 1][col["idx"]]]}
    assert any(code == "L607" and item in twin_ids for code, item in found)


def test_every_error_planted_in_fwsc285_is_found(cache, corpora, tmp_path):
    clean = _codes(load_paths(["fwsc285"]))
    records = json.loads((corpora / "french_fwsc285" / "wsc_285_v3.json").read_text("utf-8"))
    records[20]["correct_answer"], records[20]["wrong_answer"] = \
        records[20]["wrong_answer"], records[20]["correct_answer"]
    copy = tmp_path / "wsc_285_v3.json"
    copy.write_text(json.dumps(records, ensure_ascii=False), "utf-8")
    planted = load_paths([copy])
    found = _codes(planted) - clean
    assert found == {("L603", planted.items[20].id)}


def test_every_error_planted_in_the_portuguese_collection_is_found(cache, corpora, tmp_path):
    clean = _codes(load_paths(["portuguese-wsc"]))
    shutil.copytree(corpora / "portuguese_wsc", tmp_path / "pt")
    page = tmp_path / "pt" / "data" / "raw" / "portuguese_wsc.html"
    html = page.read_text("utf-8")
    letter = [m.end() - 1 for m in re.finditer(r"Resposta Correta: </b>\s*A", html)][12]
    page.write_text(html[:letter] + "B" + html[letter + 1:], "utf-8")
    planted = load_paths([page])
    found = _codes(planted) - clean
    assert len(found) == 1 and next(iter(found))[0] == "L603"


# --- the findings on the unmodified files -----------------------------------------------

def test_the_unmodified_collections_give_only_the_findings_judged(cache):
    judged = json.loads(JUDGED.read_text("utf-8"))
    listed = {(f["code"], f["item"]) for f in judged["findings"]}
    for name in TARGETS:
        found = _codes(load_paths([name]))
        assert found <= listed, (name, sorted(found - listed)[:5])


# --- tags ----------------------------------------------------------------------------------

@pytest.mark.parametrize("name", TARGETS)
def test_the_subsets_run_on_every_linked_collection(cache, name):
    corpus = load_paths([name])
    crosslingual.propagate_tags(corpus)
    predictions = [metrics.Prediction(i.id, i.answer, i.answer, i.tag("associative"),
                                      i.tag("switchable"), None, None)
                   for i in corpus.items if i.answer is not None]
    table = metrics.subsets(predictions)
    assert table["associative"].total > 0 and table["non-associative"].total > 0
    tagged = [i for i in corpus.items if i.tag("switchable") is not None]
    assert len(tagged) >= 0.9 * len(corpus)
    assert any(i.tag("switchable") for i in corpus.items)


@pytest.mark.slow
def test_wsc_score_reports_the_subsets_of_xwinograd_french(cache, tmp_path, capsys):
    """XWinograd carries no tags: `wsc score` takes them from the English originals."""
    from wsc_corpus.analysis import tinylm
    from wsc_corpus.cli import main

    corpus = load_paths(["xwinograd-fr"])
    model = tinylm.build(tmp_path / "tiny", [i.text for i in corpus.items], seed=7)
    with pytest.raises(SystemExit) as done:
        main(["score", "xwinograd-fr", "--model", str(model), "--scoring", "partial",
              "--format", "json"])
    assert done.value.code == 0
    report = json.loads(capsys.readouterr().out)["metrics"]["partial"]
    crosslingual.propagate_tags(corpus)
    associative = sum(1 for i in corpus.items if i.tag("associative"))
    assert report["associative"]["total"] == associative > 0
    assert report["non-associative"]["total"] > 0


# --- each kind of finding on a small corpus of real sentences ------------------------------

def _pair(lang, ids, texts, pronoun, candidates, answers, schema, english=None, **fields):
    from tests.checks.conftest import make_item
    from wsc_corpus.models import EnglishLink

    items = []
    for n, (item_id, text, answer) in enumerate(zip(ids, texts, answers, strict=True)):
        item = make_item(text, pronoun, candidates[n] if isinstance(candidates[0], list)
                         else candidates, answer, lang=lang, id=item_id, schema_id=schema,
                         **fields)
        if english:
            item.provenance.english = EnglishLink(id=english[n], by="test")
        items.append(item)
    return items


ENGLISH = ["Joan made sure to thank Susan for all the help she had received.",
           "Joan made sure to thank Susan for all the help she had given."]


def _english():
    return _pair("en", ["nyu-en-000", "nyu-en-001"], ENGLISH, "she", ["Joan", "Susan"], [0, 1],
                 "wsc-000")


def _run(items):
    from wsc_corpus.models import Corpus

    report = validate(Corpus(items=items), ["crosslingual"], settings={"references": False})
    return {(f.code, f.item, f.evidence.get("other")) for f in report.findings}


FR = ["Joan a tenu à remercier Susan pour toute l'aide qu'elle avait reçue.",
      "Joan a tenu à remercier Suzanne pour toute l'aide qu'elle avait apportée."]


def test_a_name_kept_in_one_twin_and_localised_in_the_other():
    french = _pair("fr", ["t-fr-000", "t-fr-001"], FR, "elle", [["Joan", "Susan"],
                                                               ["Joan", "Suzanne"]],
                   [0, 1], "t-000", english=["nyu-en-000", "nyu-en-001"])
    found = _run(_english() + french)
    assert ("L609", "t-fr-001", "t-fr-000") in found
    assert not any(code == "L603" for code, _, _ in found)


def test_candidate_count_twins_and_tags_against_the_english_original():
    from wsc_corpus.models import Tag

    english = _english()
    for item in english:
        item.tags["associative"] = Tag(value=True, source="trichelair")
    french = _pair("fr", ["t-fr-000", "t-fr-001"], [FR[0], FR[0].replace("reçue", "demandée")],
                   "elle", [["Joan", "Susan", "l'aide"], ["Joan", "Susan"]], [0, 1], "t-000",
                   english=["nyu-en-000", "nyu-en-000"])
    french[1].tags["associative"] = Tag(value=False, source="translators")
    found = _run(english + french)
    assert ("L605", "t-fr-000", "nyu-en-000") in found
    assert ("L606", "t-fr-001", "t-fr-000") in found  # both twins linked to one English item
    assert ("L610", "t-fr-001", "nyu-en-000") in found
