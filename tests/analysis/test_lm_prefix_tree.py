"""`wsc score`'s batched prefix-tree pass against one plain forward pass per text, on a tiny
random Llama (rotary positions, as SmolLM2) and GPT-2: starts shared to different depths,
texts that are starts of others, duplicates, with and without the start token, batch sizes
1, 3 and 16; and the shared starts are computed once."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")

import torch

from wsc_corpus.analysis import lm, tinylm
from wsc_corpus.formats import load_paths

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return [item.text for item in load_paths([ROOT / "schemas" / "pt"]).items[:6]]


@pytest.fixture(scope="module", params=["llama", "gpt2"])
def model_dir(request, tmp_path_factory, texts) -> Path:
    return tinylm.build(tmp_path_factory.mktemp(request.param), texts, seed=3,
                        arch=request.param)


def pairs_of(texts: list[str]) -> list[tuple[str, str]]:
    """Full scoring of each text and of a start of it; partial scoring cut after the 2nd, 4th
    and 6th word (the same text under contexts of different lengths); one pair twice."""
    pairs = []
    for text in texts:
        words = text.split(" ")
        pairs += [("", text), ("", " ".join(words[:3]))]
        pairs += [(" ".join(words[:k]) + " ", " ".join(words[k:])) for k in (2, 4, 6)]
    return pairs + pairs[:1]


def plain(model: lm.LanguageModel, context: str, continuation: str) -> float:
    """One unpadded forward pass over the tokens ``encode`` gives, no mask, summed by hand."""
    encoded = model.encode(context, continuation)
    with torch.inference_mode():
        logits = model.model(torch.tensor([encoded.ids])).logits[0]
    logp = torch.log_softmax(logits.float(), dim=-1)
    return sum(logp[k - 1, encoded.ids[k]].item() for k in range(encoded.start,
                                                                 len(encoded.ids)))


@pytest.mark.parametrize("bos", [True, False])
def test_prefix_tree_equals_plain_forward_passes(model_dir: Path, texts, bos: bool) -> None:
    model = lm.load_model(model_dir, device="cpu", bos=bos)
    pairs = pairs_of(texts)
    expected = [plain(model, c, x) for c, x in pairs]
    for batch_size in (1, 3, 16):
        got = model.logprobs(pairs, batch_size)
        for pair, a, b in zip(pairs, got, expected, strict=True):
            assert a == pytest.approx(b, abs=1e-4), (batch_size, pair)


def test_shared_starts_run_once(model_dir: Path, texts) -> None:
    model = lm.load_model(model_dir, device="cpu", bos=True)
    pairs = pairs_of(texts)
    unique = {model.encode(c, x).ids for c, x in pairs}
    positions = []
    hook = model.model.register_forward_pre_hook(
        lambda _, args, kwargs: positions.append(kwargs["input_ids"].numel()),
        with_kwargs=True)
    try:
        model.logprobs(pairs, 16)
    finally:
        hook.remove()
    distinct_starts = {ids[:k] for ids in unique for k in range(1, len(ids) + 1)}
    assert len(positions) == -(-len(unique) // 16)  # batches of 16 sequences
    # Every distinct start once per batch: no padding, no repeated prefix.
    assert len(distinct_starts) <= sum(positions) < sum(len(ids) for ids in unique)
