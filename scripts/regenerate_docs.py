"""Regenerate the figures and sample outputs of README.md and docs/: every generated block
(``<!-- generated:NAME -->`` ... ``<!-- /generated:NAME -->``, registered in
scripts/docblocks.py) and every generated file (docs/codes.md, docs/api.md, CITATION.cff).

    python scripts/regenerate_docs.py                 # the cheap blocks and files (a minute)
    python scripts/regenerate_docs.py NAME...         # these blocks, by their generators
    python scripts/regenerate_docs.py --all           # every block (hours: benchmarks, fuzzing)
    python scripts/regenerate_docs.py --check         # exit 1 naming every stale cheap block
    python scripts/regenerate_docs.py --list          # the registry: name, file, generator

Cheap blocks are recomputed here and checked by tests/test_generated_docs.py; expensive ones (a
language model's scores, every export of every collection, benchmarks, the fuzzing campaign)
are written by the command the registry names, which this script runs for them.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT)]

import docblocks
import readme_figures
from docblocks import BLOCKS


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


def _registry(name: str) -> Callable[[], str]:
    def make() -> str:
        import generate_registry_docs as registry

        return {"registry-names": registry.names_line, "registry-sources": registry.sources_table,
                "registry-collections": registry.collections_table}[name]()
    return make


# The blocks this script computes itself (the cheap ones, and the exports'); the others are
# written by the command BLOCKS names.
MAKERS: dict[str, Callable[[], str]] = {
    "registry-names": _registry("registry-names"),
    "registry-sources": _registry("registry-sources"),
    "registry-collections": _registry("registry-collections"),
    "readme-figures": readme_figures.table,
    "validate-sample": validate_sample,
    "export-counts": export_counts,
    "export-realigned": export_realigned,
}


def _files() -> dict[str, str]:
    """Every generated file as it should read now: path from the root -> text."""
    import api_docs
    import generate_registry_docs as registry

    return {"docs/codes.md": registry.codes_doc(), "CITATION.cff": registry.citation_cff(),
            "docs/api.md": api_docs.render()}


def stale(names: list[str]) -> list[str]:
    """The blocks among ``names`` whose text is not what their generator gives now."""
    return [name for name in names if docblocks.read(name) != MAKERS[name]()]


def stale_files() -> list[str]:
    """The generated files that are not what their generator gives now."""
    return [path for path, text in _files().items()
            if not (ROOT / path).is_file() or (ROOT / path).read_text(encoding="utf-8") != text]


def cheap() -> list[str]:
    """The names of the cheap blocks."""
    return [name for name, block in BLOCKS.items() if block.cheap]


def regenerate(name: str) -> None:
    """Rewrite one block: here when this script computes it, else by its own command."""
    if name in MAKERS:
        docblocks.write(name, MAKERS[name]())
    else:
        env, command = BLOCKS[name].command()
        subprocess.run([sys.executable if command[0] == "python" else command[0], *command[1:]],
                       cwd=ROOT, check=True, env=os.environ | env)
    print(f"{BLOCKS[name].file}: {name}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--all", action="store_true", help="also the expensive blocks")
    parser.add_argument("--check", action="store_true", help="only say which cheap blocks "
                        "and files are stale (exit status 1)")
    parser.add_argument("--list", action="store_true", help="print the registry of blocks")
    parser.add_argument("names", nargs="*", help="only these blocks")
    options = parser.parse_args()
    if options.list:
        for name, block in BLOCKS.items():
            print(f"{name}\t{block.file}\t{'cheap' if block.cheap else 'expensive'}\t"
                  f"{block.generator}")
        return
    # the expensive blocks first: the cheap ones may quote them (readme-figures)
    names = options.names or sorted((n for n, b in BLOCKS.items() if b.cheap or options.all),
                                    key=lambda n: BLOCKS[n].cheap)
    unknown = sorted(set(names) - set(BLOCKS))
    if unknown:
        sys.exit(f"unknown block(s) {', '.join(unknown)}; known: {', '.join(BLOCKS)}")
    if options.check:
        expensive = sorted(set(names) - set(cheap()))
        if expensive:
            sys.exit(f"--check compares cheap blocks only, not {', '.join(expensive)}")
        found = stale(names) + ([] if options.names else stale_files())
        if found:
            sys.exit(f"stale: {', '.join(found)} (python scripts/regenerate_docs.py)")
        return
    for name in names:
        regenerate(name)
    if not options.names:
        for path, text in _files().items():
            (ROOT / path).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
