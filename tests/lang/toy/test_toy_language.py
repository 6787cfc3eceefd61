"""Adding a language is one folder: this folder's toy Spanish (``wsc_toy_es``: tables, a
grammar, an error pattern, the blank pipeline as fallback) is registered by code and ``wsc
validate`` and ``wsc substitute`` run on the corpus beside it; no file outside this folder
knows it. A construction its grammar has no rule for gets a finding."""

import json
from pathlib import Path

import pytest

from wsc_corpus.cli import cli
from wsc_corpus.lang import defaults, languages, register
from wsc_corpus.substitute.errors import sentence_errors

HERE = Path(__file__).parent
CORPUS = HERE / "corpus.jsonl"


@pytest.fixture(autouse=True)
def spanish(monkeypatch):
    monkeypatch.syspath_prepend(str(HERE))
    register("es", "wsc_toy_es")
    yield
    register("es", None)


def test_registered_by_code():
    assert "es" in languages() and defaults("es").name == "Spanish (toy)"


def test_substitute(tmp_path):
    from click.testing import CliRunner

    out = tmp_path / "subs.jsonl"
    result = CliRunner().invoke(cli, ["substitute", str(CORPUS), "-o", str(out)])
    assert result.exit_code == 0, result.output
    subs = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert subs["toy-es-1"]["correct"]["text"] == \
        "Los concejales negaron el permiso a los manifestantes porque los concejales temían " \
        "la violencia."
    assert subs["toy-es-2"]["incorrect"]["text"] == \
        "El trofeo no cabe en la maleta porque la maleta es demasiado grande."
    # de + el perro -> del perro: the language's contraction, applied by its rules
    assert subs["toy-es-3"]["incorrect"]["text"] == \
        "El perro persiguió al gato y Pedro corrió detrás del perro."
    assert "contraction" in subs["toy-es-3"]["rules"]
    assert all(not r["findings"] for i, r in subs.items() if i != "toy-es-4")
    # The clitic "lo" no rule of the toy grammar covers: a finding, not a silent substitution
    # ("Pedro el perro persiguió" is what plain replacement writes).
    assert [f["code"] for f in subs["toy-es-4"]["findings"]] == ["no-rule"]
    assert "no rule of Spanish (toy) for the pronoun 'lo'" in \
        subs["toy-es-4"]["findings"][0]["message"]


def test_validate(tmp_path):
    from click.testing import CliRunner

    out = tmp_path / "report.json"
    result = CliRunner().invoke(cli, ["validate", str(CORPUS), "--format", "json",
                                      "-o", str(out)])
    report = json.loads(out.read_text(encoding="utf-8"))
    assert result.exit_code == 0, [f["message"] for f in report["findings"]]
    assert report["summary"]["items"] == 4
    assert "pipeline-es:blank_es" in report["signature"]


def test_own_error_pattern(tmp_path):
    from wsc_corpus.formats import load_paths

    item = load_paths([CORPUS]).items[2]
    errors = sentence_errors(item, "El perro persiguió al gato y Pedro corrió detrás el perro.")
    assert [e.code for e in errors] == ["lost-preposition"]
    assert "'detrás el': the adverb needs 'de'" in errors[0].message
