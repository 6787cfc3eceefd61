"""The lm-eval tasks exported from XWinograd pt/fr carry grammatical contexts (the noun
phrase, not lm-evaluation-harness's bare ``porque medalha``), and the real lm_eval runs
them (a tiny random GPT-2 built here)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wsc_corpus.export import lm_eval as lm_eval_export
from wsc_corpus.formats import load_paths
from wsc_corpus.models import Corpus
from wsc_corpus.substitute.errors import sentence_errors

pytestmark = pytest.mark.slow
SAMPLE = 24


@pytest.fixture(scope="module")
def xwinograd(corpora: Path) -> Corpus:
    path = corpora / "xwinograd" / "dataset.tsv"
    return Corpus(items=load_paths([path], lang="pt").items + load_paths([path], lang="fr").items)


@pytest.fixture(scope="module")
def tasks(xwinograd: Corpus, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("xwinograd-tasks")
    lm_eval_export.write_dir(xwinograd, out)
    return out


def _docs(task_dir: Path) -> list[dict]:
    return [json.loads(line) for line in (task_dir / "test.jsonl").read_text().splitlines()]


def test_contexts_are_grammatical(xwinograd: Corpus, tasks: Path) -> None:
    pt = {d["id"]: d for d in _docs(tasks / "wsc_xwinograd_pt")}
    fr = {d["id"]: d for d in _docs(tasks / "wsc_xwinograd_fr")}
    # Left out, and listed: pt 3923 ends on the candidate ("no colo do pai", no period), fr
    # 2407/2408 mark "son" of "son pull" with candidate "pull".
    assert len(pt) == 262 and len(fr) == 81
    by_id = xwinograd.by_id()
    for doc in [*pt.values(), *fr.values()]:
        item = by_id[doc["id"]]
        for context in doc["contexts"]:
            errors = sentence_errors(item, context + doc["continuation"])
            assert not [e for e in errors if e.code != "rephrased"], (context, errors)
    medalha = next(d for d in pt.values() if d["contexts"][0].startswith("A medalha não cabe"))
    assert [c.rsplit(" porque ", 1)[1] for c in medalha["contexts"]] == ["a medalha",
                                                                        "a maleta"]
    scie = next(d for d in fr.values() if "cette scie, elle est trop épaisse" in
                by_id[d["id"]].text)
    assert scie["contexts"][1].endswith("avec cette scie, la scie")
    manteaux = next(d for d in fr.values() if "ont des manteaux" in by_id[d["id"]].text)
    assert any(c.endswith("mais les manteaux") for c in manteaux["contexts"])


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory: pytest.TempPathFactory, xwinograd: Corpus) -> Path:
    """A random 2-layer GPT-2 with a byte-level BPE tokenizer trained on the sentences."""
    tokenizers = pytest.importorskip("tokenizers")
    transformers = pytest.importorskip("transformers")
    import torch

    folder = tmp_path_factory.mktemp("tiny-gpt2-xwinograd")
    bpe = tokenizers.ByteLevelBPETokenizer()
    bpe.train_from_iterator([item.text for item in xwinograd.items], vocab_size=400,
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


def test_real_lm_eval_scores_the_xwinograd_tasks(xwinograd: Corpus, tiny_model: Path,
                                                 tmp_path: Path) -> None:
    lm_eval = pytest.importorskip("lm_eval")
    from lm_eval.tasks import TaskManager

    pt = [i for i in xwinograd.items if i.lang == "pt"][:SAMPLE]
    fr = [i for i in xwinograd.items if i.lang == "fr"][:SAMPLE]
    out = tmp_path / "tasks"
    lm_eval_export.write_dir(Corpus(items=pt + fr), out)
    names = ["wsc_xwinograd_pt", "wsc_xwinograd_fr"]
    results = lm_eval.simple_evaluate(
        model="hf", model_args=f"pretrained={tiny_model},dtype=float32", device="cpu",
        tasks=names, task_manager=TaskManager(include_path=str(out)), batch_size=8,
        log_samples=True)
    for name in names:
        docs = _docs(out / name)
        samples = results["samples"][name]
        assert len(samples) == len(docs) > 0
        for sample_row, doc in zip(samples, docs, strict=True):
            # lm_eval scores exactly the grammatical contexts written.
            assert [tuple(a) for a in sample_row["arguments"]] == [
                (c, doc["continuation"]) for c in doc["contexts"]]
        assert 0.0 <= results["results"][name]["acc,none"] <= 1.0
