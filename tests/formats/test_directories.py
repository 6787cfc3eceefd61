"""A directory input reads its collection once: documentation, licenses and variants/-style
subfolders are skipped, and a message names them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from wsc_corpus.cli import main
from wsc_corpus.formats import load_paths

ROOT = Path(__file__).resolve().parents[2]


def test_documentation_and_variants_are_skipped(tmp_path: Path, capsys) -> None:
    data = min((ROOT / "schemas" / "en").glob("*.wsc"))
    shutil.copy(data, tmp_path / data.name)
    (tmp_path / "README.md").write_text("# <schema> not data\n", encoding="utf-8")
    (tmp_path / "LICENSE").write_text("MIT\n", encoding="utf-8")
    (tmp_path / "refs.bib").write_text("@article{x}\n", encoding="utf-8")
    (tmp_path / "variants").mkdir()
    shutil.copy(data, tmp_path / "variants" / data.name)
    (tmp_path / "more").mkdir()
    (tmp_path / "more" / "SOURCE.md").write_text("# source\n", encoding="utf-8")
    expected = len(load_paths([data]))
    told: list[tuple[Path, list[str]]] = []
    corpus = load_paths([tmp_path], on_skipped=lambda folder, names: told.append((folder,
                                                                                   names)))
    assert len(corpus) == expected
    assert told == [(tmp_path, ["LICENSE", "README.md", "more/SOURCE.md", "refs.bib",
                                "variants/"])]
    assert len(load_paths([tmp_path])) == expected
    assert capsys.readouterr().err == ""  # the library itself prints nothing


@pytest.mark.corpora
def test_a_collection_folder_reads_as_its_main_file(corpora: Path, capsys) -> None:
    with pytest.raises(SystemExit) as done:
        main(["info", str(corpora / "nyu_wsc")])
    out, err = capsys.readouterr()
    assert done.value.code == 0 and out.startswith("285 items in 141 schemas")
    assert "skipped SOURCE.md, variants/" in err
