"""Fuzzing every input the command line reads, in-process: a short budget of mutated real
inputs per kind (the 12 collection formats, wsc-markup, manual fixes, kits as .csv, .xlsx and
.ods, folders with links; ``make fuzz`` runs the long campaign), a time budget per kind and
growth checks that catch superlinear readers, and every past failure kept in
``regressions/``. See ``fuzzlib`` for what a case is and how its outcome is judged."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings

sys.path.insert(0, str(Path(__file__).resolve().parent))
import fuzzlib

# Examples per format in `make test` (the whole module stays near a minute on a 2-core machine).
BUDGET = 50


@pytest.fixture(scope="module")
def seeds(corpora, tmp_path_factory) -> fuzzlib.Seeds:
    found = fuzzlib.Seeds(corpora)
    # Load the language pipelines once, outside the hang timer (pws-tsv detects pronouns).
    for kind in ("pws-tsv", "fixes", "kit-csv"):  # and fixes (pt), kits (en: validation)
        warm = found.window(kind, 0, 2)
        fuzzlib.run_case(warm.files, warm.main, kind if kind == "pws-tsv" else None,
                         tmp_path_factory.mktemp("warm"), hang_s=600, kind=kind)
    return found


@pytest.mark.slow
@pytest.mark.parametrize("fmt", fuzzlib.KINDS)
def test_mutated_real_inputs(fmt, seeds, tmp_path):
    @settings(max_examples=BUDGET, deadline=None, database=None, derandomize=True,
              phases=[Phase.explicit, Phase.generate, Phase.shrink],
              suppress_health_check=list(HealthCheck))
    @given(case=fuzzlib.cases(seeds, fmt), detect=fuzzlib.st.booleans())
    def check(case, detect):
        files, main_file, applied = case
        outcome = fuzzlib.run_case(files, main_file, None if detect else fmt, tmp_path,
                                   kind=fmt)
        assert outcome.kind in ("accepted", "rejected"), \
            f"{outcome.kind} after {applied}: {outcome.detail} | {fuzzlib.describe(files)}"

    check()


@pytest.mark.parametrize("kind", ["wsc-markup", "folder", "fixes", "kit-csv", "kit-xlsx",
                                  "kit-ods"])
def test_growth_is_linear(kind, seeds, tmp_path):
    """The time budget that catches superlinear readers: an input 8 times larger (marks and
    words per line, blocks, link levels, fix lines, kit rows) may take at most 8 times as
    long, with slack for a loaded machine, and stays within the kind's hang budget."""
    small, large = (2, 16) if kind != "folder" else (3, 24)
    times = []
    for n in (small, large):
        files, main_file = fuzzlib.grown(kind, n)
        outcome = fuzzlib.run_case(files, main_file, None, tmp_path, kind=kind)
        assert outcome.kind == "accepted", outcome.detail
        times.append(outcome.seconds)
    assert times[1] < fuzzlib.BUDGET_S[kind], times
    assert times[1] < 3 * (large / small) * times[0] + 2.0, times


@pytest.mark.parametrize("fmt,case", fuzzlib.regression_cases(),
                         ids=lambda v: v.name if isinstance(v, Path) else v)
def test_past_failures_stay_fixed(fmt, case, tmp_path):
    files, main_file = fuzzlib.regression_files(case)
    outcome = fuzzlib.run_case(files, main_file, fmt, tmp_path, kind=fmt)
    assert outcome.kind in ("accepted", "rejected"), outcome.detail
    expected = "accepted" if case.name.startswith("ok-") else "rejected"
    assert outcome.kind == expected, outcome.detail


def test_a_pws_field_over_the_csv_limit_is_one_line(corpora, tmp_path):
    header, row = (corpora / "pws_parallel" / "pws.tsv").read_bytes().split(b"\n")[:2]
    cols = row.split(b"\t")
    cols[4] = b"mot " * 40_000  # 160,000 characters in sentence_fr
    files = {"pws.tsv": header + b"\n" + b"\t".join(cols) + b"\n"}
    outcome = fuzzlib.run_case(files, "pws.tsv", "pws-tsv", tmp_path)
    assert outcome.kind == "rejected" and "pws.tsv:2: [E003] unreadable row" in outcome.detail


def test_a_long_sentence_full_of_pronouns_is_read_in_time(corpora, tmp_path):
    """Found by the campaign's long lines: pronoun detection was quadratic in the sentence
    length (a 120,000-character PWS sentence of pronouns took over 10 minutes)."""
    header, row = (corpora / "pws_parallel" / "pws.tsv").read_bytes().split(b"\n")[:2]
    cols = row.split(b"\t")
    cols[4] += b" il la" * 20_000
    files = {"pws.tsv": header + b"\n" + b"\t".join(cols) + b"\n"}
    outcome = fuzzlib.run_case(files, "pws.tsv", "pws-tsv", tmp_path, hang_s=120)
    assert outcome.kind == "accepted", outcome.detail
