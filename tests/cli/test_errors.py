"""Library errors name parameters; the command line shows them as its options."""

from wsc_corpus.analysis.googleproof import parse_thresholds
from wsc_corpus.cli import as_options
from wsc_corpus.errors import WscError


def test_library_error_names_the_parameter():
    try:
        parse_thresholds("0:4:0")
    except WscError as exc:
        assert exc.message.startswith("`thresholds` '0:4:0': expected START:STOP:STEP")
        shown = as_options(exc.message, ["googleproof", "x.jsonl", "--corpus", "c.txt"])
        assert shown.startswith("--thresholds '0:4:0': expected")
    else:
        raise AssertionError("no error")


def test_subcommand_options_and_unknown_names():
    assert as_options("`embeddings` and `nothing`", ["filter", "aflite", "a.jsonl"]) == \
        "--embeddings and `nothing`"
    assert as_options("`fmt`: unknown", ["--debug", "info"]) == "--from: unknown"
