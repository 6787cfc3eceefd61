"""The public Python API: the README's example runs as written (over the real collection and a
tiny model built here), each function gives what its command gives, and no model method
shadows one of pydantic's."""

from __future__ import annotations

import contextlib
import io
import json
import re
from pathlib import Path

import pytest
from pydantic import BaseModel

import wsc_corpus
from wsc_corpus import models
from wsc_corpus.cli import main

ROOT = Path(__file__).resolve().parents[1]


def readme_example() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("### From Python"):]
    return re.search(r"```python\n(.*?)```", section, re.DOTALL).group(1)


@pytest.mark.slow
@pytest.mark.corpora
def test_readme_example_runs(corpora: Path, tmp_path: Path, monkeypatch) -> None:
    pytest.importorskip("torch")
    from wsc_corpus.analysis import tinylm

    tinylm.build(tmp_path / "my-model", ["The trophy does not fit into the suitcase."])
    code = readme_example().replace("../shared/corpora", str(corpora))
    monkeypatch.chdir(tmp_path)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(code, "README.md", "exec"), {})  # noqa: S102 - the README's own code
    lines = printed.getvalue().splitlines()
    assert lines[0] == "285 141"
    assert "city councilmen feared violence" in lines[2]
    assert (tmp_path / "dataset" / "README.md").is_file()
    assert "items:20" in lines[3] and "bos:no" in lines[3]


def test_load_is_the_commands_reading(capsys) -> None:
    corpus = wsc_corpus.load(ROOT / "schemas" / "pt", lang="pt")
    with pytest.raises(SystemExit):
        main(["info", str(ROOT / "schemas" / "pt"), "--lang", "pt", "--json"])
    info = json.loads(capsys.readouterr().out)
    assert info["signature"]["items"] == len(corpus)
    assert len(wsc_corpus.load()) == len(wsc_corpus.load(ROOT / "schemas"))


def test_export_is_the_commands_output(tmp_path: Path, capsys) -> None:
    corpus = wsc_corpus.load(ROOT / "schemas" / "en")
    report = wsc_corpus.export(corpus, "winogrande", tmp_path / "api.jsonl")
    with pytest.raises(SystemExit):
        main(["export", str(ROOT / "schemas" / "en"), "--format", "winogrande", "-o",
              str(tmp_path / "cli.jsonl")])
    capsys.readouterr()
    assert report.written > 0
    assert (tmp_path / "api.jsonl").read_bytes() == (tmp_path / "cli.jsonl").read_bytes()


def test_no_model_method_shadows_pydantic() -> None:
    # pydantic's names outside its model_ namespace (validate, copy, json, schema, ...);
    # model_config and model_post_init are pydantic's own, set on every subclass.
    reserved = {name for name in dir(BaseModel) if not name.startswith(("_", "model_"))}
    assert {"validate", "copy", "json", "schema"} <= reserved
    for cls in (models.Span, models.Mention, models.Candidate, models.Tag, models.Provenance,
                models.Item, models.Schema, models.Corpus):
        own = {name for name in vars(cls) if not name.startswith("_")}
        assert not own & reserved, cls.__name__


PUBLIC = [name for name in wsc_corpus.__all__ if callable(getattr(wsc_corpus, name))
          and not isinstance(getattr(wsc_corpus, name), type)]


def test_every_command_has_a_documented_typed_function() -> None:
    import typing

    from wsc_corpus.cli import COMMANDS

    functions = {name.replace("-", "_") for name in COMMANDS}
    assert functions <= set(PUBLIC)
    for name in PUBLIC:
        function = getattr(wsc_corpus, name)
        hints = typing.get_type_hints(function)  # resolves: no name only imported for checkers
        assert "return" in hints and function.__doc__, name
    assert (ROOT / "wsc_corpus" / "py.typed").is_file()


def test_bad_arguments_are_one_line_errors_naming_the_valid_values(tmp_path: Path) -> None:
    from wsc_corpus.errors import WscError

    corpus = wsc_corpus.load(ROOT / "schemas" / "en")
    cases = [
        (lambda: wsc_corpus.load("nyu-wsc285", fmt="nope"), r"unknown format 'nope'.*jsonl"),
        (lambda: wsc_corpus.load(ROOT / "schemas", lang="xx"),
         r"no language is registered under the code 'xx'; registered: .*pt"),
        (lambda: wsc_corpus.validate(corpus, checks="grammar"),
         r"unknown check 'grammar'; expected some of: structure, schema"),
        (lambda: wsc_corpus.score(corpus, tmp_path, scoring="fulll"),
         r"unknown `scoring` 'fulll'; expected one of: full, partial, both"),
        (lambda: wsc_corpus.export(corpus, "parquet", tmp_path / "x"),
         r"unknown export format 'parquet'"),
        (lambda: wsc_corpus.convert(corpus, tmp_path / "x", to="csv"),
         r"unknown `to` 'csv'; expected one of: jsonl, wsc-markup"),
        (lambda: wsc_corpus.filter(corpus, "lda"), r"unknown `method` 'lda'; expected one of"),
        (lambda: wsc_corpus.filter(corpus, "pmi", keep=0.5), r"unknown pmi option\(s\) keep"),
        (lambda: wsc_corpus.validate(42), r"expected a Corpus, a path or a collection name"),
        (lambda: wsc_corpus.translate_kit(corpus, tmp_path / "k.csv", to="xx"),
         r"no language is registered under the code 'xx'"),
    ]
    for call, message in cases:
        with pytest.raises(WscError, match=message) as caught:
            call()
        assert "\n" not in str(caught.value)


def test_validate_takes_a_string_of_checks_and_a_path() -> None:
    path = ROOT / "schemas" / "pt"
    report = wsc_corpus.validate(str(path), checks="structure,text")
    assert report.signature.as_dict()["settings"]["checks"] == "structure,text"
    assert report.summary["items"] == len(wsc_corpus.load(path))
    assert wsc_corpus.validate(path, checks="structure").signature.as_dict()[
        "settings"]["checks"] == "structure"


def test_info_and_convert_are_the_commands(tmp_path: Path, capsys) -> None:
    path = ROOT / "schemas" / "pt"
    with pytest.raises(SystemExit):
        main(["info", str(path), "--json"])
    printed = json.loads(capsys.readouterr().out)
    assert wsc_corpus.info(path) == {k: v for k, v in printed.items() if k != "collections"}
    done = wsc_corpus.convert(path, tmp_path / "api.jsonl")
    with pytest.raises(SystemExit):
        main(["convert", str(path), "-o", str(tmp_path / "cli.jsonl")])
    assert done.items == len(wsc_corpus.load(path))
    assert (tmp_path / "api.jsonl").read_bytes() == (tmp_path / "cli.jsonl").read_bytes()
    assert wsc_corpus.convert(path, tmp_path / "x.wsc", to="wsc-markup").items == done.items
