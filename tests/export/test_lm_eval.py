"""`--format lm-eval`: task directories that the real lm_eval runs, scored with a tiny
random GPT-2 built here (multiple-input partial scoring over the right documents)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wsc_corpus.export import lm_eval as lm_eval_export
from wsc_corpus.models import Corpus

SAMPLE = 40


def _docs(task_dir: Path) -> list[dict]:
    return [json.loads(line) for line in (task_dir / "test.jsonl").read_text().splitlines()]


def test_documents_split_each_sentence_exactly(nyu: Corpus, tmp_path: Path) -> None:
    report = lm_eval_export.write_dir(nyu, tmp_path / "tasks")
    docs = _docs(tmp_path / "tasks" / "wsc_nyu_wsc_en")
    assert report.written == len(docs) == len(nyu) - len(report.skipped)
    by_id = nyu.by_id()
    for doc in docs:
        item = by_id[doc["id"]]
        assert doc["label"] == item.answer
        assert len(doc["contexts"]) == len(item.candidates)
        assert doc["continuation"].strip()
        # The pronoun is replaced and nothing else is lost: the final punctuation stays.
        assert all((c + doc["continuation"]).endswith(item.text[-1]) for c in doc["contexts"])
    manifest = json.loads((tmp_path / "tasks" / "wsc-export.json").read_text())
    assert manifest["written"] == len(docs) and manifest["skipped"] == report.skipped
    # the English pipeline shaped the sentences (possessive "her"), and the signature says so
    assert "|pipeline-en:en_core_web_sm" in manifest["signature"]
    assert "|partial_split:common-suffix" in manifest["signature"]


@pytest.mark.slow
def test_public_task_defects_are_gone(nyu: Corpus, portuguese: Corpus, tmp_path: Path) -> None:
    lm_eval_export.write_dir(Corpus(items=nyu.items + portuguese.items), tmp_path / "t")
    en = {d["id"]: d for d in _docs(tmp_path / "t" / "wsc_nyu_wsc_en")}
    pt = {d["id"]: d for d in _docs(tmp_path / "t" / "wsc_portuguese_wsc_pt")}
    # Possessive 'her' becomes a possessive candidate, never a double possessive.
    assert [c[-15:] for c in en["nyu-en-208"]["contexts"]] == ["ago, and Emma's",
                                                              "Emma's mother's"]
    assert not any("'s's" in c for d in en.values() for c in d["contexts"])
    # A lower-case candidate inside the sentence ('the trophy', not 'The trophy').
    assert en["nyu-en-002"]["contexts"][0].endswith("because the trophy")
    # Portuguese: whole noun phrases, with the article ('o pano', not the bare 'pano').
    assert pt["ptwsc-pt-067"]["contexts"][0].endswith("coloquei o pano")
    assert pt["ptwsc-pt-067"]["continuation"] == " na gaveta."


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory: pytest.TempPathFactory, nyu: Corpus) -> Path:
    """A random 2-layer GPT-2 with a byte-level BPE tokenizer trained on the corpus."""
    tokenizers = pytest.importorskip("tokenizers")
    transformers = pytest.importorskip("transformers")
    import torch

    folder = tmp_path_factory.mktemp("tiny-gpt2")
    bpe = tokenizers.ByteLevelBPETokenizer()
    bpe.train_from_iterator([item.text for item in nyu.items], vocab_size=400,
                            special_tokens=["<|endoftext|>"])
    tokenizer = transformers.PreTrainedTokenizerFast(
        tokenizer_object=bpe, bos_token="<|endoftext|>", eos_token="<|endoftext|>")
    torch.manual_seed(0)
    config = transformers.GPT2Config(vocab_size=tokenizer.vocab_size, n_positions=256,
                                     n_embd=32, n_layer=2, n_head=2,
                                     bos_token_id=0, eos_token_id=0)
    transformers.GPT2LMHeadModel(config).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


@pytest.mark.slow
def test_real_lm_eval_scores_every_document(nyu: Corpus, tiny_model: Path,
                                            tmp_path: Path) -> None:
    lm_eval = pytest.importorskip("lm_eval")
    from lm_eval.tasks import TaskManager

    sample = Corpus(items=nyu.items[:SAMPLE])
    out = tmp_path / "tasks"
    lm_eval_export.write_dir(sample, out)
    docs = _docs(out / "wsc_nyu_wsc_en")
    group = lm_eval_export.group_name(["wsc_nyu_wsc_en"])
    assert (out / f"{group}.yaml").is_file()
    results = lm_eval.simple_evaluate(
        model="hf", model_args=f"pretrained={tiny_model},dtype=float32", device="cpu",
        tasks=[group], task_manager=TaskManager(include_path=str(out)),
        batch_size=8, log_samples=True)
    task = results["results"]["wsc_nyu_wsc_en"]
    samples = results["samples"]["wsc_nyu_wsc_en"]
    assert len(samples) == len(docs) == SAMPLE
    # lm_eval scored both contexts of every document against the shared continuation...
    for sample_row, doc in zip(samples, docs, strict=True):
        assert [tuple(a) for a in sample_row["arguments"]] == [
            (c, doc["continuation"]) for c in doc["contexts"]]
    # ...and its accuracy is the share of documents whose correct context scored highest.
    lls = [[resp[0][0] for resp in row["resps"]] for row in samples]
    expected = sum(max(range(len(ll)), key=ll.__getitem__) == d["label"]
                   for ll, d in zip(lls, docs, strict=True)) / len(docs)
    assert task["acc,none"] == pytest.approx(expected)


@pytest.mark.slow
def test_group_aggregates_tasks_named_per_collection(nyu: Corpus, portuguese: Corpus,
                                                     tiny_model: Path, tmp_path: Path) -> None:
    lm_eval = pytest.importorskip("lm_eval")
    import yaml
    from lm_eval.tasks import TaskManager

    out = tmp_path / "tasks"
    lm_eval_export.write_dir(Corpus(items=nyu.items[:12] + portuguese.items[:10]), out)
    group = "wsc_nyu_wsc_en__portuguese_wsc_pt"
    meta = yaml.safe_load((out / f"{group}.yaml").read_text())
    assert meta["task"] == ["wsc_nyu_wsc_en", "wsc_portuguese_wsc_pt"]
    assert meta["aggregate_metric_list"] == [{"metric": "acc", "aggregation": "mean",
                                              "weight_by_size": True}]
    task = (out / "wsc_nyu_wsc_en" / "wsc_nyu_wsc_en.yaml").read_text()
    assert task.startswith("# Written by wsc export (wsc|corpus:")
    assert "custom_dataset: !function 'utils.load_docs'" in task or \
        "custom_dataset: !function utils.load_docs" in task
    manager = TaskManager(include_path=str(out))
    assert {group, "wsc_nyu_wsc_en", "wsc_portuguese_wsc_pt"} <= set(manager.all_tasks)
    results = lm_eval.simple_evaluate(
        model="hf", model_args=f"pretrained={tiny_model},dtype=float32", device="cpu",
        tasks=[group], task_manager=manager, batch_size=8)
    rows = results["results"]
    sizes = {name: len(_docs(out / name)) for name in meta["task"]}
    pooled = sum(rows[name]["acc,none"] * n for name, n in sizes.items()) / sum(sizes.values())
    assert rows[group]["acc,none"] == pytest.approx(pooled)
    assert rows[group]["acc_stderr,none"] > 0
