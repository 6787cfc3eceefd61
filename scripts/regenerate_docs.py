"""Regenerate the figures and sample outputs of README.md and docs/: every block between
`<!-- generated:NAME -->` and `<!-- /generated -->` is rewritten by its generator below.

    python scripts/regenerate_docs.py                 # the cheap blocks (seconds to a minute)
    python scripts/regenerate_docs.py --all           # also the expensive ones (minutes)
    python scripts/regenerate_docs.py --check         # exit 1 naming the stale cheap blocks

Cheap blocks are recomputed here and checked by tests/test_generated_docs.py; expensive ones
(a language model's scores, every export of every collection) are written by this script
with --all or by the script named in their first line, and only their presence is checked.
docs/api.md is scripts/api_docs.py's.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))
sys.path.insert(0, str(ROOT))

BLOCK = re.compile(r"<!-- generated:(?P<name>[\w-]+) -->\n(?P<body>.*?)<!-- /generated -->",
                   re.DOTALL)


@dataclass(frozen=True)
class Generator:
    """Writes one block: its file, whether it is cheap, and the function giving its text."""

    file: str
    cheap: bool
    make: Callable[[], str]


def _rel(path: Path) -> str:
    return os.path.relpath(path, ROOT)


def validate_sample() -> str:
    """docs/validate.md: `wsc validate` on FWSC285 and the PWS French set, abridged."""
    import wsc_corpus
    from wsc_corpus.cli.validate import render_text

    files = [CORPORA / "french_fwsc285" / "wsc_285_v3.json", CORPORA / "pws_parallel" / "pws.tsv"]
    corpus = wsc_corpus.load(*files, lang="fr")
    text = render_text(wsc_corpus.validate(corpus))
    shown = [("$ wsc validate ../shared/corpora/french_fwsc285/wsc_285_v3.json "
             "../shared/corpora/pws_parallel/pws.tsv --lang fr")]
    first = None
    for line in text.splitlines():
        line = line.replace(str(CORPORA), "../shared/corpora")
        if line.startswith("== "):
            shown.append(line)
            first = True
        elif line.startswith("../"):
            if first or ":196: " in line:
                shown.append(line)
                if first:
                    shown.append("...")
            first = False
        else:  # the summary and the signature
            if shown[-1] != "..." and shown[-1].startswith("../"):
                shown.append("...")
            shown.append(line)
    return "```\n" + "\n".join(shown).replace("...\n...", "...") + "\n```\n"


def _export_counts() -> tuple[list[str], dict[str, tuple[int, int]]]:
    """Items written per format and collection; lm-eval's realigned documents."""
    import wsc_corpus
    from wsc_corpus.export import ExportReport
    from wsc_corpus.export import lm_eval as lm_eval_export
    from wsc_corpus.formats import superglue, winogrande, xwinograd

    sets = [("NYU WSC285 (en)", [CORPORA / "nyu_wsc" / "WSCollection.xml"], "en"),
            ("Portuguese WSC (pt)", [CORPORA / "portuguese_wsc"], None),
            ("FWSC285 (fr)", [CORPORA / "french_fwsc285"], None),
            ("PWS French LLF (fr)", [CORPORA / "pws_parallel" / "pws.tsv"], "fr"),
            ("embedded `schemas/`", [ROOT / "schemas"], None),
            ("WinoGrande dev (en)", [CORPORA / "winogrande" / "dev.jsonl"], None),
            ("SuperGLUE WSC train + val (en)",
             [CORPORA / "superglue_wsc" / "train.jsonl", CORPORA / "superglue_wsc" / "val.jsonl"],
             None),
            ("XWinograd `dataset.tsv` (en, fr, pt, ja, ru, zh)",
             [CORPORA / "xwinograd" / "dataset.tsv"], None)]
    rows = ["| collection | items | winogrande | superglue (lines / items) | xwinograd | lm-eval |",
            "|---|---|---|---|---|---|"]
    realigned: dict[str, tuple[int, int]] = {}
    import io

    for title, paths, lang in sets:
        corpus = wsc_corpus.load(*paths, lang=lang)
        wg = len(winogrande.rows(corpus, ExportReport()))
        handle = io.StringIO()
        sg = superglue.write(corpus, handle)
        lines = handle.getvalue().count("\n")
        xw = xwinograd.write(corpus, io.StringIO()).written
        tasks = lm_eval_export.documents(corpus.items, ExportReport())
        docs = [d for task in tasks.values() for d in task]
        realigned[title] = (sum(d["realigned"] for d in docs), len(docs))
        rows.append(f"| {title} | {len(corpus)} | {wg} | {lines} / {sg.written} | {xw} | "
                    f"{len(docs)} |")
    return rows, realigned


_COUNTS: list = []


def _counts() -> tuple[list[str], dict[str, tuple[int, int]]]:
    if not _COUNTS:
        _COUNTS.append(_export_counts())
    return _COUNTS[0]


def export_counts() -> str:
    """docs/export.md: items written per format and collection."""
    return "\n".join(_counts()[0]) + "\n"


def export_realigned() -> str:
    """docs/export.md: realigned lm-eval documents per collection."""
    realigned = _counts()[1]
    parts = [f"{n} of {total} {title.split(' (')[0]}" for title, (n, total) in
             realigned.items() if title.split(" ")[0] in ("FWSC285", "PWS", "Portuguese", "NYU")]
    return "(realigned documents: " + ", ".join(parts) + ")\n"


def readme_lm() -> str:
    """README.md: the language-model rows of the figures, read from docs/analysis.md's
    generated tables (so the two never disagree)."""
    doc = (ROOT / "docs" / "analysis.md").read_text(encoding="utf-8")

    def table(start: str, end: str) -> list[list[str]]:
        body = doc[doc.index(start):doc.index(end, doc.index(start))]
        return [[cell.strip() for cell in line.strip().strip("|").split("|")]
                for line in body.splitlines() if line.startswith("| ") and
                not line.startswith(("| set ", "| row "))]

    default = table("<!-- smollm2-agreement -->", "<!-- /smollm2-agreement -->")
    bos = table("<!-- smollm2-agreement-bos -->", "<!-- /smollm2-agreement-bos -->")
    names = {"NYU WSC285": "NYU"}
    counts = ", ".join(f"{names.get(r[0], r[0])} {r[3]}" for r in default)
    within = max(float(r[4]) for r in default)
    within_bos = max(float(r[4]) for r in bos)
    same = [r[3] for r in default] == [r[3] for r in bos]
    lines = ["| what | figure | target | where |", "|---|---|---|---|",
             ("| `lm_eval` (exported task) and `wsc score`, item by item, SmolLM2-135M, all "
             f"items (`scripts/smollm2_agreement.py`; realigned documents not compared) | "
             f"default: {counts} choices, "
             f"log-probabilities within {within:.1e}; `--bos` / `add_bos_token=True`: "
             f"{'the same counts' if same else 'see docs/analysis.md'}, within "
             f"{within_bos:.1e} | 100%, within 1e-4 | `docs/analysis.md` |")]
    if "<!-- generated:score-rows -->" in doc:
        rows = table("<!-- generated:score-rows -->", "<!-- /generated -->")
        equal = sum(r[-1] == "yes" for r in rows)
        figures = "; ".join(f"{r[0]} {r[3]}" for r in rows)
        lines.append("| `wsc score` rows and `lm_eval`'s (accuracy ± stderr, 4 digits), "
                     "SmolLM2-135M (`scripts/score_rows.py`) | "
                     f"{equal}/{len(rows)} rows equal: {figures} | all equal | "
                     "`docs/analysis.md` |")
    return "\n".join(lines) + "\n"


def score_rows() -> str:
    """docs/analysis.md: scripts/score_rows.py (a language model on 833 items)."""
    subprocess.run([sys.executable, str(ROOT / "scripts" / "score_rows.py"), "--threads", "1"],
                   check=True)
    return _blocks(ROOT / "docs" / "analysis.md")["score-rows"]


GENERATORS = {
    "validate-sample": Generator("docs/validate.md", True, validate_sample),
    "readme-lm": Generator("README.md", True, readme_lm),
    "export-counts": Generator("docs/export.md", False, export_counts),
    "export-realigned": Generator("docs/export.md", False, export_realigned),
    "score-rows": Generator("docs/analysis.md", False, score_rows),
}


def _blocks(path: Path) -> dict[str, str]:
    return {m.group("name"): m.group("body")
            for m in BLOCK.finditer(path.read_text(encoding="utf-8"))}


def documented() -> dict[str, Path]:
    """Every generated block in README.md and docs/: name -> file."""
    found = {}
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for name in _blocks(path):
            found[name] = path
    return found


def write(name: str, body: str) -> None:
    path = ROOT / GENERATORS[name].file
    text = path.read_text(encoding="utf-8")
    match = next(m for m in BLOCK.finditer(text) if m.group("name") == name)
    text = text[:match.start("body")] + body + text[match.end("body"):]
    path.write_text(text, encoding="utf-8")


def stale(names: list[str]) -> list[str]:
    """The blocks among ``names`` whose text is not what their generator gives now."""
    return [name for name in names if _blocks(ROOT / GENERATORS[name].file).get(name) !=
            GENERATORS[name].make()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--all", action="store_true", help="also the expensive blocks")
    parser.add_argument("--check", action="store_true", help="only say which cheap blocks "
                        "are stale (exit status 1)")
    parser.add_argument("names", nargs="*", help="only these blocks")
    options = parser.parse_args()
    names = options.names or [n for n, g in GENERATORS.items() if g.cheap or options.all]
    unknown = sorted(set(names) - set(GENERATORS))
    if unknown:
        sys.exit(f"unknown block(s) {', '.join(unknown)}; known: {', '.join(GENERATORS)}")
    if options.check:
        found = stale(names)
        if found:
            sys.exit(f"stale: {', '.join(found)} (python scripts/regenerate_docs.py)")
        return
    for name in names:
        if name != "score-rows":  # that script writes its block itself
            write(name, GENERATORS[name].make())
        else:
            GENERATORS[name].make()
        print(f"{GENERATORS[name].file}: {name}")
    subprocess.run([sys.executable, str(ROOT / "scripts" / "api_docs.py")], check=True)


if __name__ == "__main__":
    main()
