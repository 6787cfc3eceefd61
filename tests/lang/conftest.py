"""The construction cases (``<code>/constructions/<phenomenon>.jsonl``), substituted and
compared with what a speaker writes; scripts/substitution_cases.py reads them, for the tests
and for scripts/substitute_constructions.py alike."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
_SCRIPT = HERE.parent.parent / "scripts" / "substitution_cases.py"


def _cases_module():
    spec = importlib.util.spec_from_file_location("substitution_cases", _SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def construction():
    """``construction(lang, phenomenon)``: the substitutions of that file that differ from
    the expected sentences, as (id, written, expected); a case marked ``known_miss`` must
    still miss (else its mark is stale), and is left out."""
    cases_module = _cases_module()

    def misses(lang: str, phenomenon: str) -> list[tuple[str, str | None, str]]:
        cases = cases_module.load(HERE / lang / "constructions" / f"{phenomenon}.jsonl", lang)
        assert len(cases) >= 5
        found = []
        for outcome in cases_module.run(cases):
            if outcome.case.known_miss:
                assert not outcome.ok, f"{outcome.case.id} is marked known_miss but passes"
                continue
            found += [(outcome.case.id, got, want[0]) for want, got in
                      zip(outcome.case.expected, outcome.got, strict=True)
                      if want is not None and got not in want]
        return found

    return misses
