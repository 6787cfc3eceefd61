"""``--engine dask``: counts on a real LocalCluster (2 worker processes) equal the
single-machine counter's (one process and ``jobs=2``) on generated corpora with planted
co-occurrences: plain text cut into byte ranges inside sentences, gzip/bzip2/xz, vertical WaC,
globs and ``file://`` URLs, the CLI, and a worker killed mid-run."""

from __future__ import annotations

import bz2
import gzip
import lzma
import os
import random
import signal
import time
from pathlib import Path

import pytest
from distributed import Client, LocalCluster

from wsc_corpus.analysis import refcorpus, refcorpus_dask
from wsc_corpus.analysis.refcorpus import Request, count, ordered

FILLER = ["the", "a", "cat", "sat", "on", "mat", "dog", "ran", "home", "quickly", "blue",
          "green", "window", "river", "table", "old"]
# (sentence, targets it holds): inflected forms are read by the English rule lemmatizer.
PLANTED = [("The suitcase is too large for the car.", {"suitcase", "large"}),
           ("Trophies are larger than medals.", {"trophy", "large"}),
           ("My old suitcase broke yesterday.", {"suitcase"}),
           ("She won a trophy at school.", {"trophy"})]
EN = Request("en", frozenset({"suitcase", "large", "trophy"}),
             frozenset({ordered("suitcase", "large"), ordered("trophy", "large")}))


@pytest.fixture(scope="module")
def cluster():
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=":0") as local:
        yield local


def planted_lines(seed: int, n: int) -> tuple[list[str], dict]:
    """``n`` lines, a fifth of them planted, and the counts they hold by construction."""
    rng = random.Random(seed)
    lines, expected = [], {"sentences": 0, "single": {}, "pairs": {}}
    for _ in range(n):
        if rng.random() < 0.2:
            line, found = rng.choice(PLANTED)
        else:
            line, found = " ".join(rng.choices(FILLER, k=rng.randint(3, 25))) + ".", set()
        lines.append(line)
        expected["sentences"] += 1
        for a in found:
            expected["single"][a] = expected["single"].get(a, 0) + 1
        for pair in EN.pairs:
            if set(pair) <= found:
                expected["pairs"][pair] = expected["pairs"].get(pair, 0) + 1
    return lines, expected


def add(total: dict, part: dict) -> dict:
    total["sentences"] += part["sentences"]
    for key in ("single", "pairs"):
        for k, v in part[key].items():
            total[key][k] = total[key].get(k, 0) + v
    return total


@pytest.fixture
def english(tmp_path: Path) -> tuple[list[Path], dict]:
    """A plain file of 3,000 lines and gzip, bzip2 and xz files of 500 lines each."""
    files, expected = [], {"sentences": 0, "single": {}, "pairs": {}}
    for seed, (name, opener, n) in enumerate([("a.txt", open, 3000), ("b.txt.gz", gzip.open, 500),
                                              ("c.txt.bz2", bz2.open, 500),
                                              ("d.txt.xz", lzma.open, 500)]):
        lines, part = planted_lines(seed, n)
        with opener(tmp_path / name, "wt", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")
        files.append(tmp_path / name)
        add(expected, part)
    return files, expected


def assert_planted(counts: refcorpus.Counts, expected: dict) -> None:
    assert counts.sentences == expected["sentences"]
    assert counts.single == expected["single"]
    assert counts.pairs == expected["pairs"]


def test_dask_equals_local_and_jobs_on_plain_and_compressed(cluster, english, monkeypatch):
    files, expected = english
    monkeypatch.setattr(refcorpus, "CHUNK_BYTES", 4093)  # many ranges, cut inside sentences
    units = refcorpus.sources(files, "plain", split=True)
    ranges = [u for u in units if u.end is not None]
    assert len(ranges) > 20 and len(units) == len(ranges) + 3
    text = files[0].read_bytes()
    assert any(text[u.start - 1:u.start] != b"\n" for u in ranges if u.start)
    local = count(files, EN)
    assert_planted(local, expected)
    assert count(files, EN, jobs=2) == local
    assert count(files, EN, engine="dask", scheduler=cluster.scheduler_address) == local


def test_globs_and_file_urls_read_through_fsspec(cluster, english, tmp_path: Path):
    files, expected = english
    by_glob = refcorpus.corpus_files([str(tmp_path / "*.txt*")])
    assert sorted(by_glob) == sorted(files)
    by_url = refcorpus.corpus_files([f"file://{tmp_path}/*.txt.*"])
    assert sorted(by_url) == sorted(files[1:])
    counts = count(by_glob, EN, engine="dask", scheduler=cluster.scheduler_address)
    assert_planted(counts, expected)


def vertical_sentence(words: list[tuple[str, str]]) -> str:
    return "<s>\n" + "".join(f"{form}\tX\t{lemma}\n" for form, lemma in words) + "</s>\n"


def test_vertical_ranges_inside_sentences(cluster, tmp_path: Path, monkeypatch):
    """FrWaC-style sentences of many lines; ranges of 997 bytes start inside them."""
    rng = random.Random(7)
    planted = {("sculpture", "encombrer"): 0, ("étagère", "encombrer"): 0}
    single = {"sculpture": 0, "étagère": 0, "encombrer": 0}
    parts = ['<text id="1">\n']
    for _ in range(400):
        words = [(w, w) for w in rng.choices(["le", "chat", "dormir", "sur", "la", "table"],
                                             k=rng.randint(3, 12))]
        choice = rng.randrange(4)
        if choice < 2:
            head = ("sculpture", "étagère")[choice]
            words += [(head + "s", head), ("encombrées", "encombrer")]
            planted[(head, "encombrer")] += 1
            single[head] += 1
            single["encombrer"] += 1
        parts.append(vertical_sentence(words))
    parts.append("</text>\n")
    path = tmp_path / "frwac.vert"
    path.write_text("".join(parts), encoding="utf-8")
    monkeypatch.setattr(refcorpus, "CHUNK_BYTES", 997)
    text = path.read_bytes()
    starts = [u.start for u in refcorpus.sources([path], "vertical", split=True)]
    assert len(starts) > 20
    assert any(not text[s:].startswith(b"<s>") for s in starts[1:])
    req = Request("fr", frozenset(single), frozenset(ordered(*p) for p in planted))
    local = count([path], req)
    assert (local.sentences, local.single) == (400, single)
    assert local.pairs == {ordered(*p): n for p, n in planted.items()}
    assert count([path], req, jobs=2) == local
    assert count([path], req, engine="dask", scheduler=cluster.scheduler_address) == local


def test_cli_engine_dask_gives_the_local_report(cluster, tmp_path: Path, monkeypatch, wsc):
    monkeypatch.setenv("WSC_CACHE", str(tmp_path / "cache"))
    lines, _ = planted_lines(3, 400)
    corpus = tmp_path / "ref.txt"
    corpus.write_text("\n".join(lines) + "\n", encoding="utf-8")
    items = Path(__file__).resolve().parents[2] / "schemas" / "en"
    args = ["googleproof", items, "--corpus", corpus, "--format", "json", "--no-cache"]
    local = wsc(*args)
    dask = wsc(*args, "--engine", "dask", "--scheduler", cluster.scheduler_address)
    assert local.code == dask.code == 0 and local.out == dask.out
    wrong = wsc(*args, "--scheduler", cluster.scheduler_address)
    assert wrong.code == 2 and "--scheduler needs --engine dask" in wrong.err
    assert len(wrong.err.strip().splitlines()) == 1


def test_a_worker_killed_mid_run_gives_the_same_counts(cluster, tmp_path: Path, monkeypatch):
    """Kill a worker process while it counts: the nanny restarts it, the scheduler runs its
    tasks again, and the sum is unchanged. (Last in the module: the cluster is reused.)"""
    lines, expected = planted_lines(11, 40_000)
    path = tmp_path / "big.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    monkeypatch.setattr(refcorpus, "CHUNK_BYTES", 8192)
    units = refcorpus.sources([path], "plain", split=True)
    with Client(cluster) as client:
        before = client.run(os.getpid)
        future = client.compute(refcorpus_dask.reduction(units, EN))
        victim = None
        deadline = time.monotonic() + 120
        while victim is None and not future.done() and time.monotonic() < deadline:
            busy = [w for w, keys in client.processing().items() if keys]
            done = client.run_on_scheduler(
                lambda dask_scheduler: sum(ts.state == "memory"
                                           for ts in dask_scheduler.tasks.values()))
            if busy and done:
                victim = busy[0]
                assert not future.done()
                os.kill(before[victim], signal.SIGKILL)
            time.sleep(0.05)
        assert victim is not None, "the run ended before a worker could be killed"
        counts = future.result(timeout=300)
        client.wait_for_workers(2, timeout=120)
        assert set(client.run(os.getpid).values()) != set(before.values())
    assert_planted(counts, expected)
