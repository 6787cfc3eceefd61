"""LM scoring speed (items per second, full + partial, switched sentences included) with a
tiny random GPT-2 built on the spot, batched against one sentence per forward pass, over the
embedded collection (schemas/: en, fr, pt). A real small model is timed too where
$WSC_BENCH_MODEL names a local model directory.
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
    models = []
    with tempfile.TemporaryDirectory() as tmp:
        models.append(("tiny random GPT-2 (2x32)",
                       tinylm.build(tmp, [i.text for i in corpus.items], seed=0)))
        if os.environ.get("WSC_BENCH_MODEL"):
            models.append((Path(os.environ["WSC_BENCH_MODEL"]).name,
                           Path(os.environ["WSC_BENCH_MODEL"])))
        for name, path in models:
            model = lm.load_model(path)
            lm.score_substitutions(subs[:4], model, ["full"], 4)  # warm-up
            base = None
            for batch in (1, 16, 64):
                start = time.perf_counter()
                lm.score_substitutions(subs, model, ["full", "partial"], batch)
                seconds = time.perf_counter() - start
                base = base or seconds
                print(f"   {name[:28]:28} {batch:5d} {len(subs) / seconds:8.1f} "
                      f"{2 * sentences / seconds:8.1f} {base / seconds:10.2f}x")


if __name__ == "__main__":
    main()
