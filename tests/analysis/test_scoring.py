"""LM scoring with a tiny random GPT-2 and a BPE tokenizer trained here (nothing downloaded):
log-probabilities against a direct computation, full and partial against their definitions,
the CLI's per-item output and metrics."""

from __future__ import annotations

import csv
import io
import json
import sys
from pathlib import Path

import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")

import torch

from wsc_corpus.analysis import lm, metrics, tinylm
from wsc_corpus.cli import main
from wsc_corpus.errors import ResourceError, WscError
from wsc_corpus.formats import load_paths
from wsc_corpus.substitute import substitute
from wsc_corpus.substitute.partial import scored_pairs

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS_PT = ROOT / "schemas" / "pt"

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def corpus():
    return load_paths([SCHEMAS_PT])


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory, corpus) -> Path:
    texts = [item.text for item in corpus.items]
    return tinylm.build(tmp_path_factory.mktemp("tiny-gpt2"), texts, seed=7)


@pytest.fixture(scope="module")
def model(model_dir: Path) -> lm.LanguageModel:
    return lm.load_model(model_dir, bos=True)


@pytest.fixture(scope="module")
def model_no_bos(model_dir: Path) -> lm.LanguageModel:
    return lm.load_model(model_dir)


def direct_logprob(model: lm.LanguageModel, context: str, continuation: str,
                   bos: bool = True) -> float:
    """One unpadded forward pass over [BOS] + context + continuation, summed by hand (an
    empty context is BOS, as in lm_eval)."""
    ctx = model.tokenizer.encode(context, add_special_tokens=False) if context else []
    whole = model.tokenizer.encode(context + continuation, add_special_tokens=False)
    head = [model.tokenizer.bos_token_id] if bos or not context else []
    ids = head + whole
    with torch.no_grad():
        logits = model.model(torch.tensor([ids])).logits[0]
    logp = torch.log_softmax(logits, dim=-1)
    return sum(logp[i - 1, ids[i]].item() for i in range(len(head) + len(ctx), len(ids)))


def test_tiny_model_is_small_and_local(model_dir: Path, model: lm.LanguageModel) -> None:
    config = json.loads((model_dir / "config.json").read_text())
    assert (config["n_layer"], config["n_embd"]) == (2, 32)
    assert model.tokenizer.bos_token == tinylm.BOS
    described = model.describe()
    assert described["path"] == str(model_dir) and len(described["hash"]) == 12


def test_logprobs_equal_a_direct_computation(model: lm.LanguageModel, corpus) -> None:
    texts = [item.text for item in corpus.items[:12]]
    cuts = [t.index(" ", 15) for t in texts]  # contexts end at a word, as in partial scoring
    pairs = [("", t) for t in texts] + [(t[:k], t[k:]) for t, k in zip(texts, cuts)]
    batched = model.logprobs(pairs, batch_size=5)  # padded batches of mixed lengths
    single = model.logprobs(pairs, batch_size=1)
    for (context, continuation), a, b in zip(pairs, batched, single, strict=True):
        direct = direct_logprob(model, context, continuation)
        assert a == pytest.approx(direct, abs=1e-4)
        assert b == pytest.approx(direct, abs=1e-4)
        assert a < 0


def test_bos_follows_the_tokenizer(model_no_bos: lm.LanguageModel, corpus) -> None:
    # The tiny tokenizer adds no start token by itself: neither does the default (lm_eval's).
    assert not model_no_bos.tokenizer_adds_bos() and not model_no_bos.bos
    texts = [item.text for item in corpus.items[:12]]
    cuts = [t.index(" ", 15) for t in texts]
    pairs = [("", t) for t in texts] + [(t[:k], t[k:]) for t, k in zip(texts, cuts)]
    for (context, continuation), value in zip(pairs, model_no_bos.logprobs(pairs, 4),
                                              strict=True):
        assert value == pytest.approx(direct_logprob(model_no_bos, context, continuation,
                                                     bos=False), abs=1e-4)


def test_full_and_partial_agree_with_their_definitions(model: lm.LanguageModel,
                                                       corpus) -> None:
    subs = substitute(corpus.items[:10])
    scored = lm.score_substitutions(subs, model, ["full", "partial"], batch_size=4)
    for sub, entry in zip(subs, scored, strict=True):
        for option, (head, shared), full, partial in zip(
                sub.options, scored_pairs(sub.options), entry.original.full,
                entry.original.partial, strict=True):
            # full: log P(whole sentence | BOS)
            assert full == pytest.approx(direct_logprob(model, "", option.text), abs=1e-4)
            # partial: log P(shared continuation | BOS, prefix + candidate (+ the words
            # re-inflected after it)); the substitution's own split where nothing was
            assert partial == pytest.approx(direct_logprob(model, head, shared), abs=1e-4)
            if "reinflection" not in sub.rules:
                assert head == option.prefix + option.candidate
            # chain rule where the tokenization splits at the candidate's end
            ids_head = model.tokenizer.encode(head.rstrip())
            ids_all = model.tokenizer.encode(option.text)
            if ids_all[:len(ids_head)] == ids_head:
                assert full == pytest.approx(
                    direct_logprob(model, "", head.rstrip()) + partial, abs=1e-3)


def test_switched_options_are_scored(model: lm.LanguageModel, corpus) -> None:
    subs = [s for s in substitute(corpus.items) if s.switched_options][:3]
    assert subs
    scored = lm.score_substitutions(subs, model, ["full"], batch_size=8)
    for sub, entry in zip(subs, scored, strict=True):
        assert entry.switched_answer == 1 - sub.answer
        expected = [direct_logprob(model, "", o.text) for o in sub.switched_options]
        assert entry.switched.full == pytest.approx(expected, abs=1e-4)
        assert entry.switched.partial is None and entry.original.partial is None


def test_ties_leave_an_item_unanswered() -> None:
    assert lm.choice([-3.0, -2.0]) == 1
    assert lm.choice([-2.0, -2.0]) is None
    assert lm.choice(None) is None


def test_cli_writes_items_and_metrics(model_dir: Path, tmp_path: Path, capsys, corpus) -> None:
    out = tmp_path / "items.jsonl"
    with pytest.raises(SystemExit) as done:
        main(["score", str(SCHEMAS_PT), "--model", str(model_dir), "--scoring", "both",
              "--format", "json", "-o", str(out), "--batch-size", "7"])
    assert done.value.code == 0
    report = json.loads(capsys.readouterr().out)
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(records) == len(corpus.items) == report["signature"]["items"]
    settings, resources = report["signature"]["settings"], report["signature"]["resources"]
    assert settings["scoring"] == "both" and resources["model"].startswith(str(model_dir))
    assert settings["partial_split"] == "common-suffix"
    # what shaped the Portuguese sentences: the lexicon and the name list
    assert resources["lexicon-pt"].startswith("hunspell-") and resources["names"] != "none"
    for name in ("full", "partial"):
        preds = [metrics.Prediction(r["id"], r["answer"], r[name]["choice"], r["associative"],
                                    r["switchable"], r.get("switched", {}).get("answer"),
                                    r.get("switched", {}).get(name, {}).get("choice"))
                 for r in records if not r.get("excluded")]
        assert report["metrics"][name]["all"] == metrics.subsets(preds)["all"].as_json()
        assert report["metrics"][name]["consistency"] == metrics.consistency(preds).as_json()
        for r in records:
            if r.get("excluded"):
                assert r[name]["logprobs"] is None and r["id"] in report["excluded"]
                continue
            scores = r[name]["logprobs"]
            assert r[name]["choice"] == max(range(len(scores)), key=scores.__getitem__)


def test_cli_text_report(model_dir: Path, capsys) -> None:
    with pytest.raises(SystemExit) as done:
        main(["score", str(SCHEMAS_PT), "--model", str(model_dir), "--scoring", "partial"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    for row in ("associative", "non-associative", "switched", "unswitched", "consistency"):
        assert f"\n{row} " in text
    assert "partial" in text.splitlines()[1] and "signature: wsc|corpus:" in text
    row = text.splitlines()[2].split()  # one collection and language: no pooled row
    assert row[:2] == ["wsc-corpus", "pt"] and row[5] == "±"


def test_missing_model_is_one_line_exit_2(tmp_path: Path, capsys) -> None:
    with pytest.raises(SystemExit) as done:
        main(["score", str(SCHEMAS_PT), "--model", str(tmp_path / "none")])
    err = capsys.readouterr().err
    assert done.value.code == 2 and "model directory not found" in err
    assert len(err.strip().splitlines()) == 1
    (tmp_path / "empty").mkdir()
    with pytest.raises(WscError, match="no model in this directory"):
        lm.load_model(tmp_path / "empty")
    (tmp_path / "empty" / "config.json").write_text("{}")
    with pytest.raises(WscError, match="cannot load the model: ValueError: "):
        lm.load_model(tmp_path / "empty")


def test_fixes_without_a_file_need_fixes_beside_the_inputs(model_dir: Path, capsys) -> None:
    with pytest.raises(SystemExit) as done:
        main(["score", str(SCHEMAS_PT.parent / "en"), "--model", str(model_dir),
              "--manual-fixes"])
    err = capsys.readouterr().err
    assert done.value.code == 2 and "found no fixes beside the inputs" in err


def test_missing_extra_is_a_clear_error(monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "torch", None)
    with pytest.raises(ResourceError, match=r"pip install 'wsc-corpus\[lm\]'"):
        lm.load_model("anything")



def test_cli_limit_and_bos_are_in_the_signature(model_dir: Path, capsys) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--no-progress", "score", str(SCHEMAS_PT), "--model", str(model_dir), "--limit",
              "3", "--bos", "--device", "cpu", "--batch-size", "2", "--format", "json"])
    assert done.value.code == 0
    signature = json.loads(capsys.readouterr().out)["signature"]
    assert signature["items"] == 3
    assert signature["settings"]["bos"] == "yes" and signature["settings"]["limit"] == "3"


def test_rows_per_collection_and_language_with_lm_eval_stderr(model_dir: Path, tmp_path: Path,
                                                               capsys) -> None:
    from lm_eval.api.metrics import mean_stderr, pooled_sample_stderr

    out = tmp_path / "scores.jsonl"
    with pytest.raises(SystemExit) as done:
        main(["score", str(SCHEMAS_PT), str(SCHEMAS_PT.parent / "en"), "--model",
              str(model_dir), "--scoring", "partial", "--no-switched", "--threads", "1",
              "-o", str(out)])
    assert done.value.code == 0
    text = capsys.readouterr().out
    results = json.loads((tmp_path / "scores.results.json").read_text(encoding="utf-8"))
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert not any("switched" in r for r in records)  # --no-switched: none scored
    assert results["config"]["switched"] is False and results["config"]["threads"] == 1
    assert results["signature"]["settings"]["switched"] == "no"
    assert set(results["timings"]) >= {"load_model_s", "score_s", "total_s"}
    rows = {(r["collection"], r["lang"]): r for r in results["rows"]}
    assert set(rows) == {("wsc-corpus", "pt"), ("wsc-corpus", "en"), ("all", "")}
    for (collection, lang), row in rows.items():
        mine = [r for r in records if collection == "all" or r["lang"] == lang]
        kept = [r for r in mine if not r.get("excluded")]
        assert row["items"] == len(mine) and row["excluded"] == len(mine) - len(kept)
        hits = [float(r["partial"]["choice"] == r["answer"]) for r in kept
                if r["partial"]["choice"] is not None]
        acc = row["scores"]["partial"]
        assert acc["total"] == len(hits) and acc["accuracy"] == pytest.approx(
            sum(hits) / len(hits))
        if collection == "all":  # lm_eval's group row: pooled over the rows, by size
            parts = [r["scores"]["partial"] for key, r in rows.items() if key[0] != "all"]
            assert acc["stderr"] == pytest.approx(pooled_sample_stderr(
                [a["stderr"] for a in parts], [a["total"] for a in parts]))
        else:
            assert acc["stderr"] == pytest.approx(mean_stderr(hits))  # lm_eval's function
        line = next(x for x in text.splitlines() if x.split()[:1] == [collection]
                    and (collection == "all" or x.split()[1] == lang))
        assert f"{acc['accuracy']:.4f} ± {acc['stderr']:.4f}" in line
    # The same rows for a spreadsheet, with the signature.
    with pytest.raises(SystemExit) as done:
        main(["score", str(SCHEMAS_PT), str(SCHEMAS_PT.parent / "en"), "--model",
              str(model_dir), "--scoring", "partial", "--no-switched", "--threads", "1",
              "--format", "csv"])
    assert done.value.code == 0
    table = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert [(r["collection"], r["lang"]) for r in table] == [
        (r["collection"], r["lang"]) for r in results["rows"]]
    for line, row in zip(table, results["rows"], strict=True):
        acc = row["scores"]["partial"]
        assert (float(line["partial_acc"]), float(line["partial_acc_stderr"])) == \
            pytest.approx((acc["accuracy"], acc["stderr"]))
        assert int(line["scored"]) == row["items"] - row["excluded"]
        assert line["signature"].startswith("wsc|corpus:")


def test_gguf_in_the_model_folder_is_found_or_explained(tmp_path: Path) -> None:
    folder = tmp_path / "model"
    folder.mkdir()
    with pytest.raises(WscError, match="neither config.json .* nor a .gguf file"):
        lm.find_weights(folder, None)
    (folder / "a.gguf").write_bytes(b"not a gguf")
    assert lm.find_weights(folder, None) == "a.gguf"
    with pytest.raises(WscError, match=r"cannot load the model: \w+"):  # one line, its cause
        lm.load_model(folder)
    (folder / "b.gguf").write_bytes(b"")
    with pytest.raises(WscError, match="several GGUF files .*a.gguf, b.gguf.*`gguf`"):
        lm.find_weights(folder, None)
    with pytest.raises(WscError, match="'c.gguf' not found .*a.gguf, b.gguf"):
        lm.find_weights(folder, "c.gguf")


def test_bad_scoring_options_name_the_valid_values(model_dir: Path, corpus) -> None:
    for option, value in (("scoring", "fulll"), ("consistency", "all"), ("dtype", "int3")):
        with pytest.raises(WscError, match=rf"unknown `{option}` '{value}'; expected one of"):
            lm.score_corpus(corpus, model_dir, **{option: value})
