"""`--format hf`: JSONL splits and a dataset card that `datasets` loads."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wsc_corpus.export import hf
from wsc_corpus.formats import load_paths
from wsc_corpus.models import Corpus


@pytest.fixture(scope="module")
def exported(nyu: Corpus, portuguese: Corpus, corpora: Path, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("hf") / "dataset"
    labelled = load_paths([corpora / "nyu_wsc" / "WSCollection.xml",
                           corpora / "trichelair_wsc"], lang="en")  # with Trichelair's tags
    assert len(labelled) == len(nyu)
    report = hf.write_dir(Corpus(items=labelled.items + portuguese.items), out)
    assert report.written == len(nyu) + len(portuguese) and not report.skipped
    return out


def test_datasets_loads_each_config_from_the_card(exported: Path, nyu: Corpus,
                                                  portuguese: Corpus) -> None:
    datasets = pytest.importorskip("datasets")
    pt = datasets.load_dataset(str(exported), "portuguese_wsc_pt")
    assert list(pt) == ["test"] and pt["test"].num_rows == len(portuguese)
    row = pt["test"][0]
    item = portuguese.items[0]
    assert row["text"] == item.text and row["answer"] == item.answer
    assert pt["test"].features["answer"] == datasets.ClassLabel(names=["0", "1"])
    assert row["pronoun_span"] == [item.pronoun.span.start, item.pronoun.span.end]
    assert row["translated"] is True and row["notes"] == item.provenance.notes
    en = datasets.load_dataset("json", data_files=str(exported / "data/nyu_wsc_en/test.jsonl"))
    assert en["train"].num_rows == len(nyu)
    assert en["train"][0]["candidate_spans"] == [[0, 19], [28, 45]]


def test_card_states_license_and_provenance_per_source(exported: Path) -> None:
    card = (exported / "README.md").read_text()
    header = card.split("---\n")[1]
    assert "- cc-by-4.0" in header and "- mit" in header and "config_name: nyu_wsc_en" in header
    assert "| CC BY 4.0, as stated on the NYU page (`cc-by-4.0`) | NYU WSCollection.xml" in card
    assert "gabimelo/portuguese_wsc" in card
    manifest = json.loads((exported / "wsc-export.json").read_text())
    assert manifest["signature"].startswith("wsc|corpus:")
    assert "data/portuguese_wsc_pt/test.jsonl" in manifest["files"]


def test_rows_share_one_schema(portuguese: Corpus) -> None:
    keys = {tuple(hf.row(item)) for item in portuguese.items}
    assert len(keys) == 1


def test_split_from_the_file_name(nyu: Corpus) -> None:
    item = nyu.items[0].model_copy(deep=True)
    for name, split in (("train_l.jsonl", "train"), ("dev.jsonl", "validation"),
                        ("val.jsonl", "validation"), ("test.jsonl", "test"),
                        ("WSCollection.xml", "test")):
        item.provenance.file = f"/data/{name}"
        assert hf.split_of(item) == split


def test_default_config_and_typed_features(exported: Path, nyu: Corpus,
                                           portuguese: Corpus) -> None:
    datasets = pytest.importorskip("datasets")
    first = datasets.load_dataset(str(exported))  # no config name: the first, the default
    test = first["test"]
    assert test.num_rows == len(nyu)  # no config mixes collections or languages
    features = test.features
    declared = set(hf.FEATURES)
    assert set(features) == declared == set(hf.row(nyu.items[0]))
    value, seq = datasets.Value, datasets.List
    assert features["translated"] == value("bool") and features["associative"] == value("bool")
    assert features["english_id"] == value("string")
    assert features["answer"] == datasets.ClassLabel(names=["0", "1"])
    assert features["candidate_spans"] == seq(seq(value("int64")))
    assert features["notes"] == seq(value("string"))
    # Columns null on every English row still load with their declared type.
    en = datasets.load_dataset(str(exported), "nyu_wsc_en")["test"]
    assert en.features["translated"] == value("bool") and en[0]["english_id"] is None


def test_card_lists_every_source_with_its_citation(exported: Path) -> None:
    yaml = pytest.importorskip("yaml")
    card = (exported / "README.md").read_text()
    meta = yaml.safe_load(card.split("---\n")[1])
    assert meta["configs"] == [
        {"config_name": "nyu_wsc_en", "default": True,
         "data_files": [{"split": "test", "path": "data/nyu_wsc_en/test.jsonl"}]},
        {"config_name": "portuguese_wsc_pt",
         "data_files": [{"split": "test", "path": "data/portuguese_wsc_pt/test.jsonl"}]}]
    assert "&id" not in card  # no YAML anchors
    # The Trichelair labels tag the NYU items: a source with its license and citation.
    assert "(`trichelair`) | none stated (`unknown`)" in card and "unknown" in meta["license"]
    for key in ("levesque2012winograd", "demelo2019winograd", "trichelair2019reasonable"):
        assert f"@inproceedings{{{key}," in card


def test_yaml_is_emitted_not_formatted(portuguese: Corpus) -> None:
    yaml = pytest.importorskip("yaml")
    evil = portuguese.items[0].model_copy(update={"lang": "pt\nlicense: [public-domain]"})
    files, configs = hf.layout(Corpus(items=[evil]))
    text = hf.card(Corpus(items=[evil]), files, configs, "wsc|test")
    meta = yaml.safe_load(text.split("---\n")[1])
    assert meta["language"] == ["pt\nlicense: [public-domain]"]
    expected = sorted({s.license_id for s in hf.sources_of(Corpus(items=[evil])).values()})
    assert meta["license"] == expected and "public-domain" not in expected


def test_corpus_names_are_data_in_the_card(tmp_path):
    """A corpus name is data: in the card's Markdown it is literal text on one line, never
    a table cell boundary, a heading, a link or HTML."""
    from wsc_corpus.export import hf
    from wsc_corpus.formats import load_paths

    corpus = load_paths([Path(__file__).resolve().parents[2] / "schemas" / "en"])
    hostile = "x|y`<script>alert(1)</script>\n# Heading [link](http://evil.example) *b*"
    for item in corpus.items:
        item.provenance.corpus = hostile
    hf.write_dir(corpus, tmp_path / "out")
    card = (tmp_path / "out" / "README.md").read_text(encoding="utf-8")
    body = card.split("\n---\n", 1)[1]
    assert "<script" not in body and "](http" not in body and "\n# Heading" not in body
    row = next(line for line in body.splitlines() if "alert" in line)
    assert row.count("|") - row.count("\\|") == 5  # four cells, the name's '|' escaped
    assert "&lt;script&gt;" in row


@pytest.fixture(scope="module")
def winogrande(corpora: Path, tmp_path_factory) -> tuple[Path, Path]:
    corpus = load_paths([corpora / "winogrande"])
    out = tmp_path_factory.mktemp("wg")
    hf.write_dir(corpus, out / "full")
    hf.write_dir(corpus, out / "hub", view="hub")
    return out / "full", out / "hub"


@pytest.mark.slow
def test_winogrande_sizes_are_configs_without_duplicates(winogrande, corpora: Path) -> None:
    datasets = pytest.importorskip("datasets")
    full, hub = winogrande
    upstream = {size: sum(1 for _ in (corpora / "winogrande" / f"train{sep}{size}.jsonl").open())
                for size, sep in (("xs", "_"), ("s", "_"), ("m", "_"), ("l", "_"),
                                  ("debiased", "-"))}
    for size, rows in upstream.items():
        config = datasets.load_dataset(str(full), f"winogrande_{size}_en")
        assert sorted(config) == ["test", "train", "validation"]
        texts = [text for split in config.values() for text in split["text"]]
        assert len(texts) == len(set(texts))  # 0 duplicate sentences within a config
        # the nested sizes stay apart: each training split is its own file, less its repeats
        assert rows - 2 <= config["train"].num_rows <= rows
        assert config["train"].features["answer"] == datasets.ClassLabel(names=["0", "1"])
    view = datasets.load_dataset(str(hub), "winogrande_xs_en")
    assert list(view["train"].features) == ["sentence", "option1", "option2", "answer"]
    upstream_xs = [json.loads(line) for line in
                   (corpora / "winogrande" / "train_xs.jsonl").read_text().splitlines()]
    assert [(r["sentence"], r["option1"], r["option2"], r["answer"]) for r in upstream_xs] == [
        (r["sentence"], r["option1"], r["option2"], r["answer"]) for r in view["train"]]
    assert set(view["test"]["answer"]) == {""}  # the hub's unlabelled test split
