"""A tiny randomly initialised GPT-2 (or Llama: rotary positions, as SmolLM2) with a byte-level
BPE tokenizer trained on given texts.

For tests, benchmarks and smoke runs of ``wsc score`` where no model can be downloaded: its
scores are those of a random model, meaningful only as a check of the machinery.
``python -m wsc_corpus.analysis.tinylm OUT_DIR [TEXT_FILE...]`` writes one.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

BOS = "<|endoftext|>"


def build(out_dir: str | Path, texts: Iterable[str], seed: int = 0, n_layer: int = 2,
          n_embd: int = 32, vocab_size: int = 600, arch: str = "gpt2") -> Path:
    """Train the tokenizer on ``texts``, initialise the model (``arch``: "gpt2" or "llama")
    from ``seed``, save both."""
    import torch
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import (
        GPT2Config,
        GPT2LMHeadModel,
        LlamaConfig,
        LlamaForCausalLM,
        PreTrainedTokenizerFast,
    )
    from transformers.utils import logging

    logging.disable_progress_bar()

    tokenizer = Tokenizer(models.BPE())
    tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tokenizer.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=vocab_size, special_tokens=[BOS],
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
                                  show_progress=False)
    tokenizer.train_from_iterator(list(texts), trainer)
    fast = PreTrainedTokenizerFast(tokenizer_object=tokenizer, bos_token=BOS, eos_token=BOS,
                                   pad_token=BOS)
    torch.manual_seed(seed)
    if arch == "llama":
        model = LlamaForCausalLM(LlamaConfig(
            vocab_size=fast.vocab_size, hidden_size=n_embd, intermediate_size=2 * n_embd,
            num_hidden_layers=n_layer, num_attention_heads=2, num_key_value_heads=1,
            max_position_embeddings=512, bos_token_id=fast.bos_token_id,
            eos_token_id=fast.eos_token_id, tie_word_embeddings=True)).eval()
    else:
        model = GPT2LMHeadModel(GPT2Config(
            vocab_size=fast.vocab_size, n_positions=512, n_embd=n_embd, n_layer=n_layer,
            n_head=2, bos_token_id=fast.bos_token_id, eos_token_id=fast.eos_token_id)).eval()
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    fast.save_pretrained(out)
    model.save_pretrained(out)
    return out


def main(argv: list[str]) -> None:
    if not argv:
        sys.exit("usage: python -m wsc_corpus.analysis.tinylm OUT_DIR [TEXT_FILE...]")
    texts = [line for name in argv[1:]
             for line in Path(name).read_text(encoding="utf-8").splitlines() if line.strip()]
    print(build(argv[0], texts or ["The trophy does not fit into the suitcase."]))


if __name__ == "__main__":
    main(sys.argv[1:])
