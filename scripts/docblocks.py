"""The generated blocks of README.md and docs/: one marker convention and one registry.

A generated block is the text between two lines of the markdown source::

    <!-- generated:NAME -->
    ...what its generator wrote...
    <!-- /generated:NAME -->

``BLOCKS`` says, for every block, the file it is in, the command that writes it and whether it
is cheap (recomputed in seconds from the repository and the corpora, so that
``python scripts/regenerate_docs.py --check`` and tests/test_generated_docs.py compare it with
what its generator gives now) or expensive (a language model, a fuzzing campaign, a benchmark:
written by its own command; checked for presence only). Every generator finds and replaces its
block here, with ``write``; none parses markers of its own.
"""

from __future__ import annotations

import contextlib
import io
import re
import shlex
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PATTERN = re.compile(r"<!-- generated:(?P<name>[\w-]+) -->\n(?P<body>.*?)"
                     r"<!-- /generated:(?P=name) -->", re.DOTALL)


@dataclass(frozen=True)
class Block:
    """Where a block is, what writes it, and whether it is recomputed by ``--check``."""

    file: str
    generator: str  # the command that rewrites it, from the repository root
    cheap: bool

    def command(self) -> tuple[dict[str, str], list[str]]:
        """The generator's environment variables (leading NAME=value words) and arguments."""
        words = shlex.split(self.generator)
        env = {}
        while words and re.fullmatch(r"\w+=\S*", words[0]):
            key, _, value = words.pop(0).partition("=")
            env[key] = value
        return env, words


_REGISTRY = "python scripts/generate_registry_docs.py"
_REGENERATE = "python scripts/regenerate_docs.py"

BLOCKS: dict[str, Block] = {
    "registry-names": Block("README.md", _REGISTRY, True),
    "registry-sources": Block("README.md", _REGISTRY, True),
    "registry-collections": Block("docs/collections.md", _REGISTRY, True),
    "readme-figures": Block("README.md", _REGENERATE, True),
    "validate-sample": Block("docs/validate.md", _REGENERATE, True),
    "export-counts": Block("docs/export.md", f"{_REGENERATE} export-counts", False),
    "export-realigned": Block("docs/export.md", f"{_REGENERATE} export-realigned", False),
    "googleproof-en": Block("docs/analysis.md", "python scripts/analysis_figures.py --docs --quick",
                            False),
    "score-smoke": Block("docs/analysis.md", "python scripts/analysis_figures.py --docs --quick",
                         False),
    "score-rows": Block("docs/analysis.md", "python scripts/score_rows.py", False),
    "smollm2-subsets": Block("docs/analysis.md", "python scripts/smollm2_subsets.py", False),
    "smollm2-agreement": Block("docs/analysis.md", "python scripts/smollm2_agreement.py",
                               False),
    "smollm2-agreement-bos": Block("docs/analysis.md",
                                   "python scripts/smollm2_agreement.py --bos", False),
    "crosslingual": Block("docs/validate.md", "python scripts/crosslingual_report.py --docs",
                          False),
    "validate-quality": Block("docs/validate.md", "python scripts/validate_quality.py --docs",
                              False),
    "mutation-benchmark": Block("docs/validate.md",
                                "python scripts/mutation_benchmark.py --docs", False),
    "heldout-agreement": Block("docs/validate.md",
                               "python scripts/heldout_agreement.py --before "
                               "docs/figures/heldout_agreement_before.json --docs", False),
    "agreement-precision": Block("docs/validate.md",
                                 "python scripts/agreement_precision.py --before "
                                 "docs/figures/agreement_precision_before.json --docs", False),
    "markup-roundtrip": Block("docs/authoring.md", "python scripts/markup_roundtrip.py --docs",
                              False),
    "substitute-constructions": Block(
        "docs/substitute.md", "python scripts/substitute_constructions.py --docs", False),
    "heldout-constructions": Block(
        "docs/substitute.md", "python scripts/substitute_heldout_constructions.py --docs", False),
    "loc": Block("docs/architecture.md", "python scripts/loc.py --docs", False),
    "bias-figures": Block("docs/bias.md", "python scripts/bias_figures.py --docs", False),
    "reinflection": Block("docs/substitute.md",
                          "python scripts/substitute_reinflection.py --write", False),
    "substitute-quality": Block("docs/substitute.md",
                                "python scripts/substitute_quality.py --docs", False),
    "bare-nouns": Block("docs/substitute.md", "python scripts/bare_nouns.py --docs", False),
    "fuzz-figures": Block("docs/reliability.md",
                          "python scripts/fuzz_campaign.py --per-format 10000 --jobs 2", False),
    "bench-aflite": Block("docs/bias.md", "python -m bench bench_aflite", False),
    "bench-cache": Block("docs/performance.md", "python -m bench bench_cache", False),
    "bench-catalogue": Block("docs/collections.md", "python -m bench bench_catalogue", False),
    "bench-googleproof": Block("docs/analysis.md", "python -m bench bench_googleproof", False),
    "bench-markup": Block("docs/authoring.md", "python -m bench bench_markup", False),
    "bench-score": Block("docs/analysis.md", "WSC_BENCH_ITEMS=30 python -m bench bench_score",
                         False),
    "bench-export": Block("docs/performance.md", "python -m bench bench_export", False),
    "bench-load": Block("docs/performance.md", "python -m bench bench_load", False),
    "bench-substitute": Block("docs/performance.md", "python -m bench bench_substitute",
                              False),
    "bench-validate": Block("docs/performance.md", "python -m bench bench_validate", False),
}


def blocks(text: str) -> dict[str, str]:
    """Every generated block of a markdown text: name -> body."""
    return {m.group("name"): m.group("body") for m in PATTERN.finditer(text)}


def replace(text: str, name: str, body: str, append: bool = False) -> str:
    """``text`` with block ``name``'s body replaced (a final newline is added when missing);
    a block not found is added at the end with ``append``, else it is a ValueError."""
    body = body if body.endswith("\n") else body + "\n"
    for match in PATTERN.finditer(text):
        if match.group("name") == name:
            return text[:match.start("body")] + body + text[match.end("body"):]
    if not append:
        raise ValueError(f"no <!-- generated:{name} --> block")
    return (text.rstrip("\n") + f"\n\n<!-- generated:{name} -->\n{body}"
            f"<!-- /generated:{name} -->\n")


def read(name: str) -> str | None:
    """The body of a registered block as its file has it now (None: absent)."""
    path = ROOT / BLOCKS[name].file
    return blocks(path.read_text(encoding="utf-8")).get(name) if path.is_file() else None


def write(name: str, body: str, append: bool = False) -> Path:
    """Rewrite a registered block in its file; returns the file."""
    path = ROOT / BLOCKS[name].file
    text = path.read_text(encoding="utf-8")
    new = replace(text, name, body, append)
    if new != text:
        path.write_text(new, encoding="utf-8")
    return path


@contextlib.contextmanager
def printed_into(name: str | None, fence: bool = False) -> Iterator[None]:
    """What the body prints, still printed, and also written into block ``name`` (None: only
    printed); ``fence``: as a code block (plain text, not markdown)."""
    if name is None:
        yield
        return
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        yield
    text = out.getvalue()
    sys.stdout.write(text)
    write(name, f"```\n{text.rstrip()}\n```\n" if fence else text)


def documented() -> dict[str, str]:
    """Every generated block in README.md and docs/*.md: name -> file (from the root)."""
    found = {}
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for name in blocks(path.read_text(encoding="utf-8")):
            found[name] = path.relative_to(ROOT).as_posix()
    return found
