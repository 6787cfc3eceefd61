"""The docs list every code of the catalogue (docs/codes.md), the substitution engine names
only catalogued codes, and every option of every command is documented (its --help against
its page)."""

from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

import wsc_corpus
from wsc_corpus.checks import CODES, check_names
from wsc_corpus.cli import cli
from wsc_corpus.errors import verify_codes

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
CODES_DOC = DOCS / "codes.md"
# Command -> the page that documents it.
PAGES = {
    ("info",): "README.md", ("convert",): "README.md", ("validate",): "docs/validate.md",
    ("collections",): "docs/collections.md", ("get",): "docs/collections.md",
    ("substitute",): "docs/substitute.md", ("export",): "docs/export.md",
    ("googleproof",): "docs/analysis.md", ("score",): "docs/analysis.md",
    ("filter", "pmi"): "docs/bias.md", ("filter", "aflite"): "docs/bias.md",
    ("translate-kit",): "docs/authoring.md",
}


def test_every_code_is_documented():
    check_names()
    text = CODES_DOC.read_text(encoding="utf-8")
    assert [code for code, c in CODES.items()
            if f"| {code} | `{c.name}`" not in text or f"| {c.meaning} |" not in text] == []


def _sources() -> list[Path]:
    return sorted((ROOT / "wsc_corpus" / "substitute").glob("*.py"))


def test_every_substitution_code_used_is_in_the_vocabulary():
    used = set()
    for path in _sources():
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'SentenceError\(\s*"([a-z-]+)"', text))
        used |= set(re.findall(r'(?:NotSubstitutable|\.finding|SubstitutionFinding)\(\s*'
                               r'(?:code=)?"([a-z-]+)"', text))
    assert used and sorted(used - set(CODES.names())) == []


def test_every_module_names_only_catalogued_codes():
    check_names()
    for info in pkgutil.walk_packages(wsc_corpus.__path__, "wsc_corpus."):
        if info.name.startswith("wsc_corpus.lang.") or "tinylm" in info.name:
            continue
        verify_codes(importlib.import_module(info.name))


def test_a_mistyped_code_fails_when_its_module_is_imported(tmp_path, monkeypatch):
    (tmp_path / "mistyped_check.py").write_text(
        "def rule(item, context):\n    yield ('S1O8', 'x'), ('S180', 'y')\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(ValueError, match="mistyped_check.rule uses the code S180"):
        verify_codes(importlib.import_module("mistyped_check"))
    with pytest.raises(AttributeError, match="S180 is not a code"):
        CODES.S180  # noqa: B018


@pytest.mark.parametrize("command", list(PAGES), ids=" ".join)
def test_every_option_is_documented(command):
    text = (ROOT / PAGES[command]).read_text(encoding="utf-8")
    result = CliRunner().invoke(cli, [*command, "--help"])
    assert result.exit_code == 0, result.output
    options = {word.strip(",()[].;:").split("/")[0].split("=")[0]
               for word in result.output.split() if word.startswith("--")} - {"--help"}
    short = {long: s for s, long in re.findall(r"(-\w), (--[\w-]+)", result.output)}
    assert options and sorted(o for o in options if not _documented(o, text)
                              and not _documented(short.get(o, o), text)) == []


def _documented(option: str, text: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", text) is not None


def test_every_command_has_a_page():
    commands = set(cli.list_commands(None)) - {"filter"}
    assert commands | {"filter"} == {c[0] for c in PAGES}
