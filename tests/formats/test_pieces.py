"""Line formats read in pieces (``wsc_corpus.formats.pieces``) by the processes that work on
them: the same items, findings, substitutions, signatures and errors as reading the corpus
whole, with any ``--jobs``."""

from __future__ import annotations

import json
import random
from functools import partial
from pathlib import Path

import pytest
from click.testing import CliRunner

from wsc_corpus.checks import Validation, validate
from wsc_corpus.checks.engine import worker_modules
from wsc_corpus.checks.store import row
from wsc_corpus.cli import cli
from wsc_corpus.errors import WscError
from wsc_corpus.formats import jsonl, load_paths
from wsc_corpus.formats.pieces import plan, read
from wsc_corpus.parallel import workers
from wsc_corpus.substitute.report import WORKER_MODULES, SubstitutionStream, substitute_corpus


def _shuffled(source: Path, target: Path, seed: int = 7, flip: int = 0) -> Path:
    """A copy of a WinoGrande file, its lines shuffled; the answers of its first ``flip``
    swapped."""
    lines = source.read_text(encoding="utf-8").splitlines()
    random.Random(seed).shuffle(lines)
    for number in range(flip):
        record = json.loads(lines[number])
        record["answer"] = {"1": "2", "2": "1"}[record["answer"]]
        lines[number] = json.dumps(record, ensure_ascii=False)
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return target


def _same_items(paths: list[Path], size: int, groups: bool, pieces: int = 2) -> None:
    whole = load_paths(paths).items
    found = plan(paths, groups=groups, size=size)
    assert found is not None and len(found.pieces) >= pieces
    items = [item for piece in found.pieces for item in read(piece)]
    assert [i.model_dump() for i in items] == [i.model_dump() for i in whole]
    assert [i.where_read for i in items] == [i.where_read for i in whole]
    assert len(found) == len(whole)
    if groups:  # no twin group in two pieces
        owner: dict = {}
        for number, piece in enumerate(found.pieces):
            for item in read(piece):
                assert owner.setdefault(item.group_key, number) == number


@pytest.mark.corpora
@pytest.mark.parametrize("groups", [False, True])
def test_pieces_make_the_items_of_the_whole_file(corpora: Path, tmp_path: Path,
                                                 groups: bool) -> None:
    winogrande = corpora / "winogrande"
    _same_items([winogrande / "train_xs.jsonl", winogrande / "dev.jsonl"], 16, groups)
    canonical = tmp_path / "nyu.jsonl"
    with canonical.open("w", encoding="utf-8") as handle:
        jsonl.write(load_paths([corpora / "nyu_wsc" / "WSCollection.xml"]).items, handle)
    _same_items([canonical], 7, groups)
    # Blank lines, CRLF, no final newline: the same line numbers.
    lines = (winogrande / "train_xs.jsonl").read_bytes().split(b"\n")[:30]
    odd = tmp_path / "odd.jsonl"
    odd.write_bytes(b"\n \n".join(lines[:10]) + b"\r\n" + b"\r\n".join(lines[10:]).rstrip())
    _same_items([odd], 4, groups)


@pytest.mark.corpora
def test_no_plan_for_other_formats_nor_a_group_across_files(corpora: Path,
                                                            tmp_path: Path) -> None:
    assert plan([corpora / "nyu_wsc" / "WSCollection.xml"]) is None
    assert plan([corpora / "winogrande" / "dev.jsonl", corpora / "xwinograd"]) is None
    # The same file twice under two names: its twin groups span two files.
    train = corpora / "winogrande" / "train_xs.jsonl"
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "train_xs.jsonl").write_bytes(train.read_bytes())
    assert plan([train, tmp_path / "a" / "train_xs.jsonl"], groups=True) is None
    assert plan([train, tmp_path / "a" / "train_xs.jsonl"]) is not None


@pytest.mark.corpora
def test_a_shuffled_file_keeps_its_groups_whole(corpora: Path, tmp_path: Path) -> None:
    shuffled = _shuffled(corpora / "winogrande" / "train_s.jsonl", tmp_path / "train_s.jsonl")
    found = plan([shuffled], groups=True)
    assert found is not None and len(found.pieces) < len(plan([shuffled]).pieces)
    _same_items([shuffled], 128, True, pieces=1)


@pytest.mark.corpora
@pytest.mark.parametrize("jobs", [1, 2])
def test_a_validation_over_pieces_is_the_report(corpora: Path, tmp_path: Path,
                                                jobs: int) -> None:
    winogrande = corpora / "winogrande"
    # Two nested training sets: every item of the smaller is a duplicate (T204) of one of
    # the larger, in another piece; and a shuffled copy, whose twins are far apart (a few
    # answers swapped: T205).
    shuffled = _shuffled(winogrande / "train_xs.jsonl", tmp_path / "shuffled.jsonl", flip=5)
    paths = [winogrande / "train_xs.jsonl", winogrande / "train_s.jsonl", shuffled]
    report = validate(load_paths(paths))
    assert {"T204", "T205"} <= report.summary["by_code"].keys()
    found = plan(paths, groups=True, size=32)
    assert found is not None
    with workers(jobs, worker_modules(None), fork=True) as pool:
        run = Validation(found, jobs=pool)
        assert list(run) == report.findings
        # The store rows of `wsc validate`, made where the findings were found.
        rows = Validation(found, jobs=pool)
        assert list(rows.rendered(partial(row, keep_json=True))) == \
            [row(one, keep_json=True) for one in report.findings]
    for done in (run, rows):
        assert done.summary == report.summary and str(done.signature) == str(report.signature)


@pytest.mark.corpora
def test_translations_read_again_whole_for_the_crosslingual_check(corpora: Path,
                                                                   tmp_path: Path) -> None:
    corpus = load_paths([corpora / "nyu_wsc" / "WSCollection.xml", corpora / "french_fwsc285"])
    canonical = tmp_path / "en-fr.jsonl"
    with canonical.open("w", encoding="utf-8") as handle:
        jsonl.write(corpus.items, handle)
    checks = ["schema", "crosslingual"]
    report = validate(load_paths([canonical]), checks)
    assert report.summary["by_check"].get("crosslingual")
    run = Validation(plan([canonical], groups=True, size=50), checks)
    assert list(run) == report.findings
    assert str(run.signature) == str(report.signature)


@pytest.mark.corpora
@pytest.mark.parametrize("jobs", [1, 2])
def test_a_substitution_over_pieces_is_the_report(corpora: Path, jobs: int) -> None:
    paths = [corpora / "winogrande" / "train_xs.jsonl", corpora / "winogrande" / "dev.jsonl"]
    report = substitute_corpus(load_paths(paths))
    with workers(jobs, WORKER_MODULES, fork=True) as pool:
        stream = SubstitutionStream(plan(paths, size=64), pool)
        assert list(stream) == report.substitutions
    assert stream.items == len(report.substitutions)
    assert str(stream.signature) == str(report.signature)


def _broken(source: Path, target: Path) -> Path:
    """A copy of a WinoGrande file with a bad record at lines 300 and 600 (later pieces)."""
    lines = source.read_text(encoding="utf-8").splitlines()
    bad = json.loads(lines[299])
    bad["answer"] = "3"
    lines[299] = json.dumps(bad)
    lines[599] = "{not json"
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return target


@pytest.mark.corpora
@pytest.mark.parametrize("command", ["validate", "substitute"])
@pytest.mark.parametrize("jobs", [1, 2, 3])
def test_the_first_bad_record_is_the_error_with_any_jobs(corpora: Path, tmp_path: Path, wsc,
                                                        command: str, jobs: int) -> None:
    broken = _broken(corpora / "winogrande" / "train_s.jsonl", tmp_path / "train_s.jsonl")
    with pytest.raises(WscError) as whole:
        load_paths([broken])
    assert str(whole.value) == (f"{broken}:300: [E005] answer is '3'; expected \"1\" or "
                                "\"2\"")
    out = tmp_path / "out"
    result = wsc(command, broken, "--jobs", jobs, "-o", out)
    assert (result.code, result.err, result.out) == (2, f"wsc: error: {whole.value}\n", "")
    assert not out.exists()


@pytest.mark.corpora
@pytest.mark.parametrize("command", [["validate", "--format", "json"],
                                     ["substitute", "--format", "text"]])
def test_one_two_three_jobs_write_the_same_over_pieces(corpora: Path, tmp_path: Path,
                                                       command: list[str]) -> None:
    shuffled = _shuffled(corpora / "winogrande" / "train_s.jsonl", tmp_path / "shuffled.jsonl")
    inputs = [str(corpora / "winogrande" / "train_s.jsonl"), str(shuffled)]
    written = []
    for jobs in ("1", "2", "3"):
        out = tmp_path / f"out{jobs}"
        result = CliRunner().invoke(cli, [*command, *inputs, "--jobs", jobs, "-o", str(out)])
        assert result.exit_code in (0, 1), result.output
        written.append(out.read_bytes())
    assert len(written[0]) > 10_000 and written[0] == written[1] == written[2]
