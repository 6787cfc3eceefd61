"""The agreement figures of docs/validate.md on the real collections, as a regression test."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from wsc_corpus.checks import validate

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from validate_quality import fwsc285, real_collections, unknowns

pytestmark = pytest.mark.slow

# Each a real problem in the data (docs/validate.md says why).
EXPECTED_ERRORS = {"en": set(), "pt": set(), "fr": set(),
                   "fr-fwsc285": {"fwsc285-fr-179", "fwsc285-fr-180"}}


def test_agreement_errors_are_the_documented_ones(corpora):
    collections = real_collections(corpora)
    collections["fr-fwsc285"] = fwsc285(corpora)
    assert {lang: len(c) for lang, c in collections.items()} == {"en": 285, "fr": 214,
                                                                 "pt": 277, "fr-fwsc285": 285}
    unknown_items = 0
    for lang, corpus in collections.items():
        report = validate(corpus, ["agreement"])
        errors = {f.item for f in report.findings if f.severity == "error"}
        assert errors == EXPECTED_ERRORS[lang], lang
        assert len(errors) <= 0.02 * len(corpus)
        # the metonymies are warnings: la police / le Kamchatka ... ils
        if lang.startswith("fr"):
            assert {f.code for f in report.findings if f.item.endswith(("-178", "-171"))
                    and f.check == "agreement"} & {"A405"}
        if lang != "fr":  # the count: NYU + FWSC285 + Portuguese
            unknown_items += unknowns(report.findings).get("items", 0)
    # unknowns are the exception: at most a quarter of the 295 items before (136 + 100 + 59)
    assert unknown_items <= 0.25 * 295
