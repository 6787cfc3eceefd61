"""Fuzzing the piece reader (``wsc_corpus.formats.pieces``): a mutated real file of a line
format, read in pieces of a few lines, makes what reading it whole makes: the same items at
the same lines, or the same one-line error first; with ``groups``, no twin group in two
pieces."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))
import fuzzlib

from wsc_corpus.errors import WscError
from wsc_corpus.formats import load_paths
from wsc_corpus.formats.pieces import plan, read

BUDGET = 60


@pytest.fixture(scope="module")
def seeds(corpora) -> fuzzlib.Seeds:
    return fuzzlib.Seeds(corpora)


def _whole(path: Path, fmt: str) -> tuple[list, str | None]:
    try:
        items = load_paths([path], fmt)
    except WscError as error:
        return [], str(error)
    return [(item.model_dump(), item.where_read) for item in items], None


def _pieces(path: Path, fmt: str, size: int, groups: bool) -> tuple[list, str | None]:
    found = plan([path], fmt, groups=groups, size=size)
    assert found is not None
    made, owner = [], {}
    for number, piece in enumerate(found.pieces):
        try:
            items = read(piece)
        except WscError as error:
            return made, str(error)
        for item in items:
            made.append((item.model_dump(), item.where_read))
            if groups:
                assert owner.setdefault(item.group_key, number) == number, item.id
    return made, None


@pytest.mark.slow
@pytest.mark.parametrize("fmt", ["winogrande", "jsonl"])
def test_pieces_read_what_the_whole_file_reads(fmt, seeds, tmp_path):
    @settings(max_examples=BUDGET, deadline=None, database=None, derandomize=True,
              phases=[Phase.explicit, Phase.generate, Phase.shrink],
              suppress_health_check=list(HealthCheck))
    @given(case=fuzzlib.cases(seeds, fmt), size=st.integers(1, 4), groups=st.booleans())
    def check(case, size, groups):
        files, main_file, applied = case
        path = tmp_path / main_file
        path.write_bytes(files[main_file])
        items, error = _whole(path, fmt)
        pieces, piece_error = _pieces(path, fmt, size, groups)
        assert piece_error == error, applied
        if error is None:
            assert pieces == items, applied

    check()
