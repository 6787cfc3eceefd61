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
