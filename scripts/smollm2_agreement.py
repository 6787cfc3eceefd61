"""`lm_eval` (the exported task's README command) and `wsc score --scoring partial` with
SmolLM2-135M, item by item, on the real collections; writes the table into docs/analysis.md
(its `smollm2-agreement` block; `smollm2-agreement-bos` with --bos).

    python scripts/smollm2_agreement.py [--limit N] [--sets nyu,portuguese,fwsc285] [--bos]

Needs the eval and lm extras and SmolLM2 (`make smollm2`). Both programs run as a user runs
them (their wall time includes loading and de-quantising the GGUF, ~20 s each); batch 16, CPU.
With --bos, lm_eval reads the tokenizer from a directory it is saved to (docs/export.md: a GGUF
file's own add_bos_token flag overrides add_bos_token=True).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))
sys.path.insert(0, str(ROOT))

import docblocks
from bench.bench_score import smollm2

SETS = {"nyu": ("NYU WSC285", [CORPORA / "nyu_wsc" / "WSCollection.xml"], "en"),
        "portuguese": ("Portuguese", [CORPORA / "portuguese_wsc"], None),
        "fwsc285": ("FWSC285", [CORPORA / "french_fwsc285"], None)}


def run(args: list[str]) -> float:
    print("$ " + " ".join(args), flush=True)
    start = time.perf_counter()
    done = subprocess.run(args, capture_output=True, text=True, check=False)
    if done.returncode:
        sys.exit(done.stderr[-3000:])
    return time.perf_counter() - start


def compare(name: str, work: Path, limit: int | None, bos: bool) -> str:
    import wsc_corpus
    from wsc_corpus.models import Corpus

    title, paths, lang = SETS[name]
    corpus = wsc_corpus.load(*paths, lang=lang)
    items = corpus.items[:limit] if limit else corpus.items
    sample = work / f"{name}.jsonl"
    sample.write_text("".join(i.model_dump_json(exclude_defaults=True) + "\n" for i in items),
                      encoding="utf-8")
    tasks = work / f"{name}-tasks"
    wsc_corpus.export(Corpus(items=items), "lm-eval", tasks)
    from wsc_corpus.export.lm_eval import group_name

    group = group_name(sorted(p.name for p in tasks.iterdir() if p.is_dir()))
    model, gguf = smollm2() or sys.exit("SmolLM2 is not installed: make smollm2")
    bin_dir = Path(sys.executable).parent
    args = f"pretrained={model},gguf_file={gguf},dtype=float32"
    if bos:  # the GGUF's own add_bos_token flag overrides lm_eval's: a saved tokenizer
        tokenizer = work / "tokenizer"
        if not tokenizer.is_dir():
            import transformers

            transformers.AutoTokenizer.from_pretrained(
                str(model), gguf_file=gguf).save_pretrained(tokenizer)
        args += f",tokenizer={tokenizer},add_bos_token=True"
    out = work / f"{name}-lm_eval"
    harness_s = run([str(bin_dir / "lm_eval"), "--model", "hf", "--model_args", args,
                     "--include_path", str(tasks), "--tasks", group, "--device", "cpu",
                     "--batch_size", "16", "--log_samples", "--output_path", str(out)])
    samples = {}
    for file in out.rglob("samples_*.jsonl"):
        for line in file.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            samples[row["doc"]["id"]] = row
    scored = work / f"{name}-wsc.jsonl"
    ours_s = run([str(bin_dir / "wsc"), "--no-progress", "score", str(sample), "--model",
                  str(model), "--gguf", gguf, "--scoring", "partial", "--batch-size", "16", "-o",
                  str(scored), *(["--bos"] if bos else [])])
    ours = {r["id"]: r for r in map(json.loads, scored.read_text().splitlines())}
    same = compared = correct_theirs = correct_ours = 0
    diff = 0.0
    for doc_id, row in samples.items():
        if row["doc"]["realigned"]:
            continue
        theirs = [float(r[0][0]) for r in row["resps"]]
        mine = ours[doc_id]["partial"]["logprobs"]
        choice = max(range(len(theirs)), key=theirs.__getitem__)
        compared += 1
        same += choice == ours[doc_id]["partial"]["choice"]
        diff = max([diff] + [abs(a - b) for a, b in zip(mine, theirs, strict=True)])
        correct_theirs += choice == row["doc"]["label"]
        correct_ours += ours[doc_id]["partial"]["choice"] == row["doc"]["label"]
    return (f"| {title} | {len(items)}{' (--limit)' if limit else ''} | {compared} | "
            f"{same}/{compared} | {diff:.1e} | {100 * correct_theirs / compared:.2f}% | "
            f"{100 * correct_ours / compared:.2f}% | {harness_s:.0f} s | {ours_s:.0f} s |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int)
    parser.add_argument("--sets", default="nyu,portuguese,fwsc285")
    parser.add_argument("--bos", action="store_true")
    parser.add_argument("--no-docs", action="store_true", help="print only")
    parser.add_argument("--work", type=Path, help="keep the exports and outputs here")
    options = parser.parse_args()
    rows = [("| set | items | documents compared | same choice | max abs. log-prob diff. | "
             "lm_eval acc | wsc score acc | lm_eval wall | wsc score wall |"),
            "|---|---|---|---|---|---|---|---|---|"]
    with tempfile.TemporaryDirectory() as tmp:
        work = options.work or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        for name in options.sets.split(","):
            rows.append(compare(name, work, options.limit, options.bos))
            print(rows[-1], flush=True)
    conditioning = ("`add_bos_token=True` / `--bos`" if options.bos else
                    "default conditioning (no start token: SmolLM2's tokenizer adds none)")
    limit = f" --limit {options.limit}" if options.limit else ""
    command = (f"python scripts/smollm2_agreement.py{limit} --sets {options.sets}"
               f"{' --bos' if options.bos else ''}")
    intro = (f"SmolLM2-135M-Instruct (Q4_1 GGUF, de-quantised), CPU, batch 16, {conditioning}; "
             f"`{command}`:")
    marker = "smollm2-agreement" + ("-bos" if options.bos else "")
    block = "\n".join([intro, "", *rows])
    print(block)
    if not options.no_docs:
        docblocks.write(marker, block, append=True)


if __name__ == "__main__":
    main()
