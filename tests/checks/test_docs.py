"""docs/validate.md lists every code of the validate checks and every option."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from wsc_corpus.checks import CODES, check_names
from wsc_corpus.cli import cli

DOC = Path(__file__).resolve().parents[2] / "docs" / "validate.md"


def test_every_code_is_documented():
    check_names()
    text = DOC.read_text(encoding="utf-8")
    missing = [code for code, (check, _, _) in CODES.items()
               if check != "substitution" and f"| {code} |" not in text]
    assert missing == []


def test_every_option_is_documented():
    text = DOC.read_text(encoding="utf-8")
    help_text = CliRunner().invoke(cli, ["validate", "--help"]).output
    options = {word.strip(",()").split("/")[0] for word in help_text.split()
               if word.startswith("--")} - {"--help"}
    assert options and sorted(o for o in options if f"`{o}" not in text) == []
