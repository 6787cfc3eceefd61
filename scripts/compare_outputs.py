"""Write ``wsc validate`` and ``wsc substitute`` outputs on the real collections, to compare
two versions of the code byte for byte (a refactoring must leave them unchanged).

    python scripts/compare_outputs.py OUT_DIR [--corpora DIR]          # write the outputs
    python scripts/compare_outputs.py --compare BEFORE_DIR AFTER_DIR   # list the files that differ

The outputs are those of the code this script is run with (put the checkout to compare first on
PYTHONPATH). Sets: NYU WSC285 + Trichelair, French (FWSC285 + PWS), Portuguese, XWinograd,
the WinoGrande folder, and NYU + French converted to canonical JSONL.
"""

from __future__ import annotations

import argparse
import filecmp
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

SETS = {
    "nyu": ["nyu_wsc/WSCollection.xml", "trichelair_wsc"],
    "french": ["french_fwsc285", "pws_parallel/pws.tsv"],
    "portuguese": ["portuguese_wsc/data/raw/portuguese_wsc.html"],
    "xwinograd": ["xwinograd/dataset.tsv"],
    # Line formats, read in pieces by the processes that check them (formats/pieces.py): the
    # WinoGrande folder (nested training sets: duplicates across files), and the English and
    # French sets converted to canonical JSONL (translations: the crosslingual check).
    "winogrande": ["winogrande"],
    "jsonl": ["nyu_wsc/WSCollection.xml", "french_fwsc285", "pws_parallel/pws.tsv"],
}
# The command line of the code on PYTHONPATH: ``-P`` keeps ``-c`` from putting the current
# folder first, which would run the checkout the script is run from whatever PYTHONPATH says.
_CODE = ("-P", "-c", "from wsc_corpus.cli import main; main()")
CONVERTED = {"jsonl"}  # sets converted to canonical JSONL first (written beside the outputs)
# Extra options per set: the Portuguese collection is also substituted with its manual fixes.
RUNS = [
    ("validate", ["--format", "json"], "validate.json"),
    ("validate", ["--format", "text", "--show-info"], "validate.txt"),
    ("substitute", ["--format", "jsonl"], "substitute.jsonl"),
    ("substitute", ["--format", "text"], "substitute.txt"),
]


def write_outputs(out: Path, corpora: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for name, paths in SETS.items():
        inputs = [str(corpora / p) for p in paths]
        if name in CONVERTED:
            # At the same path in every run (the outputs name it), and copied beside them.
            converted = Path(tempfile.gettempdir()) / "wsc-compare-outputs" / f"{name}.jsonl"
            converted.parent.mkdir(exist_ok=True)
            subprocess.run([sys.executable, *_CODE, "convert", *inputs, "-o", str(converted),
                            "--force"], check=True, capture_output=True)
            shutil.copyfile(converted, out / f"{name}.input.jsonl")
            inputs = [str(converted)]
        runs = RUNS + ([("substitute", ["--format", "jsonl", "--manual-fixes"],
                         "substitute-fixes.jsonl")] if name == "portuguese" else [])
        for command, options, filename in runs:
            target = out / f"{name}.{filename}"
            args = [sys.executable, *_CODE, command, *inputs, *options, "-o", str(target)]
            done = subprocess.run(args, check=False, capture_output=True, text=True)
            (out / f"{name}.{filename}.status").write_text(
                f"{done.returncode}\n{done.stderr}", encoding="utf-8")
            print(f"{target.name}: exit {done.returncode}", flush=True)


def compare(before: Path, after: Path) -> int:
    names = sorted({p.name for p in before.iterdir()} | {p.name for p in after.iterdir()})
    differ = [n for n in names if not (before / n).exists() or not (after / n).exists()
              or not filecmp.cmp(before / n, after / n, shallow=False)]
    for name in differ:
        print(f"differs: {name}")
    print(f"{len(names) - len(differ)}/{len(names)} files identical")
    return 1 if differ else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path)
    parser.add_argument("--corpora", type=Path,
                        default=Path(os.environ.get("WSC_CORPORA", "../shared/corpora")))
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"))
    args = parser.parse_args()
    if args.compare:
        return compare(*args.compare)
    if args.out is None:
        parser.error("give OUT_DIR or --compare BEFORE AFTER")
    write_outputs(args.out, args.corpora.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
