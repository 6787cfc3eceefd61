"""The agreement figures of docs/validate.md on the real collections, as a regression test."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from wsc_corpus.checks import validate

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from validate_quality import real_collections

pytestmark = pytest.mark.slow

# Each a real problem in the data (docs/validate.md says why).
EXPECTED_ERRORS = {"en": set(), "pt": set(),
                   "fr": {"pws-fr-178", "pws-fr-179", "pws-fr-194", "pws-fr-195"}}


def test_agreement_errors_are_the_documented_ones(corpora):
    collections = real_collections(corpora)
    assert {lang: len(c) for lang, c in collections.items()} == {"en": 285, "fr": 214,
                                                                 "pt": 277}
    for lang, corpus in collections.items():
        report = validate(corpus, ["agreement"])
        errors = {f.item for f in report.findings if f.severity == "error"}
        assert errors == EXPECTED_ERRORS[lang], lang
        assert len(errors) <= 0.02 * len(corpus)
