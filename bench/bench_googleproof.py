"""Co-occurrence counting speed (tokens per second) against the floor of reading and splitting
the same corpus without counting, plain and gzip; the speed-up of parallel counting (``jobs``)
and of the Dask engine on a LocalCluster of 1 and 2 workers, its overhead per partition, and
the cost of the tree reduction of count tables as the number of partitions grows.

The corpus is real English text repeated to size: the WinoGrande, DPR and KnowRef sentences
from $WSC_CORPORA (or ../shared/corpora), blanks filled with the right option; the targets
are the words of the embedded English collection (schemas/en).
"""

from __future__ import annotations

import gzip
import json
import os
import random
import tempfile
import time
from pathlib import Path

from wsc_corpus.analysis import googleproof as gp
from wsc_corpus.analysis import refcorpus
from wsc_corpus.formats import load_paths

ROOT = Path(__file__).resolve().parent.parent
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))
TOKENS = 4_000_000


def real_sentences(corpora: Path) -> list[str]:
    """WinoGrande sentences with the blank filled by the answer, DPR sentences (every sixth
    line of its files) and KnowRef's original sentences."""
    out = []
    for path in sorted((corpora / "winogrande").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row.get("answer") in ("1", "2"):
                out.append(row["sentence"].replace("_", row["option" + row["answer"]], 1))
    for path in sorted((corpora / "dpr").glob("*.txt")):
        lines = path.read_text(encoding="utf-8").splitlines()
        out += [lines[i].strip() for i in range(0, len(lines), 6) if lines[i].strip()]
    knowref = corpora / "knowref" / "knowref_test.json"
    if knowref.is_file():
        out += [" ".join(row["original_sentence"])
                for row in json.loads(knowref.read_text(encoding="utf-8"))]
    return out


def write_corpus(folder: Path, sentences: list[str]) -> tuple[Path, Path]:
    rng = random.Random(0)
    lines, tokens = [], 0
    while tokens < TOKENS:
        line = rng.choice(sentences)
        lines.append(line)
        tokens += len(refcorpus.WORD.findall(line))
    text = "\n".join(lines) + "\n"
    plain = folder / "corpus.txt"
    plain.write_text(text, encoding="utf-8")
    packed = folder / "corpus.txt.gz"
    with gzip.open(packed, "wt", encoding="utf-8", compresslevel=6) as handle:
        handle.write(text)
    return plain, packed


def hash_only(source: refcorpus.Source) -> int:
    """The floor plus hashing every token from Python, nothing counted (the counter hashes
    them inside one set operation per sentence)."""
    tokens = 0
    for words in refcorpus.sentences(source):
        tokens += len(words)
        all(map(hash, words))
    return tokens


def timed(func, repeat: int = 2) -> tuple[float, object]:
    """The best of ``repeat`` runs (the machine is shared) and the result."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        result = func()
        best = min(best, time.perf_counter() - start)
    return best, result


def main() -> None:
    if not CORPORA.is_dir():
        print(f"   skipped: no corpora at {CORPORA}")
        return
    items = load_paths([ROOT / "schemas" / "en"])
    request = gp.request_for(gp.item_words(items.items), "en", None)
    with tempfile.TemporaryDirectory() as tmp:
        plain, packed = write_corpus(Path(tmp), real_sentences(CORPORA))
        print(f"   corpus: {plain.stat().st_size / 1e6:.1f} MB plain, "
              f"{packed.stat().st_size / 1e6:.1f} MB gzip; {len(request.targets)} targets, "
              f"{len(request.pairs)} pairs")
        print(f"   {'input':10} {'tokens':>9} {'floor tok/s':>12} {'count tok/s':>12} "
              f"{'count/floor':>12}")
        refcorpus.count_source(refcorpus.Source(plain, "plain", 0, 1 << 20), request)  # warm-up
        for name, path in (("plain", plain), ("gzip", packed)):
            source = refcorpus.Source(path, "plain")
            floor_s, tokens = timed(lambda s=source: refcorpus.split_only(s))
            count_s, counts = timed(lambda s=source: refcorpus.count_source(s, request))
            assert counts.tokens == tokens
            print(f"   {name:10} {tokens:9d} {tokens / floor_s:12.0f} {tokens / count_s:12.0f} "
                  f"{floor_s / count_s:11.2f}x")
            if name == "plain":
                hash_s, _ = timed(lambda s=source: hash_only(s))
                print(f"   {'+ hash':10} {tokens:9d} {'':>12} {tokens / hash_s:12.0f} "
                      f"{floor_s / hash_s:11.2f}x   (floor + hash() called on each token "
                      "from Python: what a per-token look-up loop costs at least)")
        window = refcorpus.Request("en", request.targets, request.pairs, 5)
        count_s, counts = timed(lambda: refcorpus.count([plain], window, "plain", progress=False))
        print(f"   {'window 5':10} {counts.tokens:9d} {'':>12} {counts.tokens / count_s:12.0f}")
        one_s, one = timed(lambda: refcorpus.count([plain], request, "plain", jobs=1,
                                                   progress=False))
        cpus = os.cpu_count() or 1
        for jobs in sorted({2, min(4, cpus)}):
            many_s, many = timed(lambda j=jobs: refcorpus.count([plain], request, "plain",
                                                                jobs=j, progress=False))
            assert many == one
            print(f"   parallel: jobs={jobs} {many_s:.2f} s vs jobs=1 {one_s:.2f} s: "
                  f"speed-up {one_s / many_s:.2f}x ({cpus} CPUs; "
                  f"{len(refcorpus.sources([plain], 'plain', split=True))} ranges)")
        dask_figures(plain, request, one, one_s)


def dask_figures(plain: Path, request, one, one_s: float) -> None:
    """The Dask engine on LocalClusters of 1 and 2 single-threaded worker processes, warm
    (lemmatizer loaded), against one local process over the same partitions."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        print("   dask: skipped (pip install 'wsc-corpus[dask]')")
        return
    from wsc_corpus.analysis import refcorpus_dask as rd

    units = refcorpus.sources([plain], "plain", split=True, chunk=plain.stat().st_size // 8 + 1)
    local_s, local = timed(lambda: sum_units(units, request), repeat=3)
    assert local == one
    times = {}
    for workers in (1, 2):
        with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                          dashboard_address=":0") as cluster, Client(cluster) as client:
            client.compute(rd.reduction(units, request)).result()  # warm-up: lemma caches
            run_s, counts = timed(lambda c=client: c.compute(rd.reduction(units, request))
                                  .result(), repeat=3)
            assert counts == one
            times[workers] = run_s
            overhead = (run_s - local_s) / len(units) * 1000 if workers == 1 else None
            print(f"   dask: {workers} worker(s) {run_s:.2f} s on {len(units)} partitions, "
                  f"{one.tokens / run_s:.0f} tok/s; vs one local process over the same "
                  f"partitions {local_s:.2f} s: speed-up {local_s / run_s:.2f}x"
                  + (f"; overhead {overhead:.0f} ms per partition" if overhead is not None
                     else f"; vs 1 worker {times[1] / run_s:.2f}x"))
            if workers == 2:
                rss = client.run(worker_memory)
                print(f"   dask: worker memory after counting {max(rss.values()) / 2**20:.0f} MiB "
                      "(Python, spaCy pipeline, lemma cache; independent of the corpus size)")
                reduction_cost(client, one)


def worker_memory() -> int:
    import psutil

    return psutil.Process().memory_info().rss


def sum_units(units, request) -> refcorpus.Counts:
    total = refcorpus.Counts()
    for unit in units:
        total.merge(refcorpus.count_source(unit, request))
    return total


def reduction_cost(client, table: refcorpus.Counts) -> None:
    """The tree reduction alone: N copies of a real count table summed on the cluster."""
    import dask.bag as db

    from wsc_corpus.analysis import refcorpus_dask as rd

    for n in (16, 128, 1024):
        bag = db.from_sequence([table] * n, npartitions=n)
        run_s, total = timed(lambda b=bag: client.compute(
            b.reduction(rd.sum_tables, rd.sum_tables, split_every=rd.SPLIT_EVERY)).result())
        assert total.tokens == table.tokens * n
        print(f"   reduction: {n:5d} partitions {run_s:6.2f} s, "
              f"{run_s / n * 1000:.1f} ms per partition (tables of {len(table.single)} "
              f"targets, {len(table.pairs)} pairs; split_every {rd.SPLIT_EVERY})")


if __name__ == "__main__":
    main()
