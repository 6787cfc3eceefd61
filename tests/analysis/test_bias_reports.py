"""The filters' reports are built by the library: signature, kept items, summary."""

import pytest

from wsc_corpus.analysis.aflite import AfliteSettings
from wsc_corpus.analysis.bias import aflite_report, pmi_report
from wsc_corpus.errors import WscError
from wsc_corpus.formats import default_corpus_path, load_paths


@pytest.fixture(scope="module")
def corpus():
    return load_paths([default_corpus_path()])


def test_pmi_report_carries_its_signature(corpus):
    report = pmi_report(corpus, dims=64)
    assert report.signature["settings"]["filter"] == "pmi"
    assert report.signature["resources"] == {"features": "lexical-v1-64"}
    assert [i.id for i in report.kept] == report.data["kept"]
    assert report.summary.startswith("pmi: kept ")


def test_aflite_report_carries_its_signature(corpus):
    report = aflite_report(corpus, AfliteSettings(n=4, m=10, k=2), dims=64)
    assert "|features:lexical-v1-64|alpha:1.0|classifier:logistic|filter:aflite|k:2|m:10|n:4|" \
        "seed:0|tau:0.75|" \
        in report.signature["string"]
    assert len(report.kept) == report.data["counts"]["kept"]


def test_errors_name_parameters(corpus):
    with pytest.raises(WscError, match="give `keep_fraction` or `max_f`, not both"):
        pmi_report(corpus, keep_fraction=0.5, max_f=1.0)
