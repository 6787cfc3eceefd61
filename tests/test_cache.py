import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from wsc_corpus.cache import SortedIndex, _header, cache_root, remove_orphans, temp_beside

ROOT = Path(__file__).resolve().parent.parent

NAMES = ['zoé\t"F": 0.99', 'jim\t"M": 1.0', 'ana\t"F": 0.98', 'jimmy\t"M": 0.97',
         'jean-pierre\t"M": 1.0', '\\u00e9mile\t"M": 0.9']


def test_lookup_in_the_written_index_and_in_memory(tmp_path):
    path = tmp_path / "names" / "a.tsv"
    built = SortedIndex.build(path, NAMES)
    reopened = SortedIndex.open(path)
    assert reopened is not None
    for index in (built, reopened):
        assert index.get("jim") == '"M": 1.0'
        assert index.get("zoé") == '"F": 0.99'
        assert index.get("jean-pierre") == '"M": 1.0'
        assert index.get("\\u00e9mile") == '"M": 0.9'
        assert index.get("jimm") is None
        assert index.get("aaa") is None
        assert index.get("zzz") is None
    header, *rest = path.read_text(encoding="utf-8").splitlines()
    keys = [line.split("\t")[0] for line in rest]
    assert header.startswith("\x00wsc-index crc32=")
    assert keys == sorted(keys) and len(keys) == 6


def test_every_key_of_a_large_index_is_found(tmp_path):
    pairs = [(f"w{n * 7919 % 10007}", str(n)) for n in range(3000)]
    index = SortedIndex.build(tmp_path / "big.tsv", (f"{k}\t{v}" for k, v in pairs))
    assert all(index.get(key) == value for key, value in pairs)
    assert index.get("w") is None and index.get("x") is None


def test_empty_and_missing_indexes(tmp_path):
    assert SortedIndex.open(tmp_path / "none.tsv") is None
    empty = SortedIndex.build(tmp_path / "empty.tsv", [])
    assert empty.get("jim") is None
    assert SortedIndex.open(tmp_path / "empty.tsv").get("jim") is None


def test_cached_builds_once(tmp_path):
    path = tmp_path / "once.tsv"
    SortedIndex.cached(path, ["a\t1"])
    assert SortedIndex.cached(path, ["a\t2"]).get("a") == "1"


def test_the_index_of_a_file_is_read_again_when_the_file_changes(tmp_path, monkeypatch):
    monkeypatch.setenv("WSC_CACHE", str(tmp_path / "cache"))
    source = tmp_path / "words.dic"
    source.write_text("a\n")
    assert SortedIndex.of_file(source, "lexicons/words", ["a\t1"]).get("a") == "1"
    assert SortedIndex.of_file(source, "lexicons/words", ["a\t2"]).get("a") == "1"  # kept
    source.write_text("a b\n")  # an upgraded dictionary
    assert SortedIndex.of_file(source, "lexicons/words", ["a\t2"]).get("a") == "2"
    assert len(list((tmp_path / "cache" / "lexicons").glob("words-*.tsv"))) == 2


def test_an_unwritable_cache_keeps_the_index_in_memory(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    index = SortedIndex.build(blocker / "index.tsv", ["a\t1"])
    assert index.get("a") == "1"
    assert blocker.read_text() == "not a directory"


def test_cache_root_precedence(monkeypatch, tmp_path):
    monkeypatch.delenv("WSC_CACHE", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_root() == tmp_path / "xdg" / "wsc-corpus"
    monkeypatch.setenv("WSC_CACHE", str(tmp_path / "own"))
    assert cache_root() == Path(tmp_path / "own")


def test_a_truncated_or_damaged_entry_is_rebuilt(tmp_path):
    path = tmp_path / "names.tsv"
    SortedIndex.build(path, NAMES)
    whole = path.read_bytes()
    path.write_bytes(whole[:-10])  # truncated: a killed writer, a full disk
    assert SortedIndex.open(path) is None
    rebuilt = SortedIndex.cached(path, NAMES)
    assert rebuilt.get("zoé") == '"F": 0.99' and path.read_bytes() == whole
    path.write_bytes(whole.replace(b"jimmy", b"jimmo"))  # same length, changed bytes
    assert SortedIndex.open(path) is None
    assert SortedIndex.cached(path, NAMES).get("jimmy") == '"M": 0.97'
    path.write_bytes(b"jim\t1\n")  # an entry without a checksum (an older version)
    assert SortedIndex.cached(path, NAMES).get("jim") == '"M": 1.0'


def test_a_verified_index_is_not_summed_again_until_it_changes(tmp_path, monkeypatch):
    from wsc_corpus import cache

    monkeypatch.setattr(cache, "SETTLED_NS", 10_000_000)  # 10 ms, not 2 s
    summed = []
    monkeypatch.setattr(cache, "_header", lambda body: summed.append(1) or _header(body))
    path = tmp_path / "names.tsv"
    SortedIndex.build(path, NAMES)
    time.sleep(0.05)
    assert SortedIndex.open(path).get("jim") == '"M": 1.0' and len(summed) == 2
    assert (tmp_path / ".names.tsv.verified").is_file()
    assert SortedIndex.open(path).get("jimmy") == '"M": 0.97' and len(summed) == 2  # trusted
    whole = path.read_bytes()
    path.write_bytes(whole.replace(b"jimmy", b"jimmo"))  # changed in place, same length
    assert SortedIndex.open(path) is None and len(summed) == 3
    assert SortedIndex.cached(path, NAMES).get("jimmy") == '"M": 0.97'


def test_orphaned_temporary_files_are_removed_when_old(tmp_path):
    old = tmp_path / ".names.tsv.abcd1234.tmp"
    young = tmp_path / ".names.tsv.efgh5678.tmp"
    other = tmp_path / "keep.tmp"
    for path in (old, young, other):
        path.write_text("partial")
    hour_ago = time.time() - 7200
    os.utime(old, (hour_ago, hour_ago))
    os.utime(other, (hour_ago, hour_ago))
    SortedIndex.build(tmp_path / "names.tsv", NAMES)
    assert not old.exists() and young.exists() and other.exists()
    assert remove_orphans(tmp_path, age_s=0) == 1 and not young.exists()


def test_temporary_files_are_named_after_their_writer(tmp_path):
    target = tmp_path / "index.tsv"
    with temp_beside(target) as tmp:
        assert tmp.parent == tmp_path and tmp.name.startswith(".index.tsv.wsc-")
        assert tmp.name.endswith(f"-{os.getpid()}.{tmp.name.split('.')[-2]}.tmp")
        assert remove_orphans(tmp_path) == 0  # its writer, this process, is alive
        tmp.write_text("done")
    assert target.read_text() == "done" and list(tmp_path.iterdir()) == [target]
    with contextlib.suppress(RuntimeError), temp_beside(target) as tmp:
        tmp.write_text("half")
        raise RuntimeError
    assert target.read_text() == "done" and list(tmp_path.iterdir()) == [target]


_COPY = """
import sys
from pathlib import Path
from wsc_corpus import catalogue
catalogue._copy_verified(Path(sys.argv[1]), catalogue.get("nyu-wsc285").files[0])
"""


def test_a_copy_killed_midway_leaves_a_temporary_file_the_next_run_removes(
        corpora, tmp_path, monkeypatch, wsc):
    # `wsc get --from DIR` copies through a temporary file; SIGKILL it midway (the source is
    # a pipe that never ends, so it is always midway) and the next run removes what it left.
    cache = tmp_path / "cache"
    monkeypatch.setenv("WSC_CACHE", str(cache))
    fifo = tmp_path / "WSCollection.xml"
    os.mkfifo(fifo)
    child = subprocess.Popen([sys.executable, "-c", _COPY, str(fifo)],
                             env=os.environ | {"PYTHONPATH": str(ROOT)})
    with fifo.open("wb") as writer:
        writer.write(b"x" * (3 << 20))
        writer.flush()
        deadline = time.time() + 30
        while not [p for p in cache.rglob(".*.tmp") if p.stat().st_size] and \
                time.time() < deadline:
            time.sleep(0.05)
        child.kill()
        child.wait()
        with contextlib.suppress(BrokenPipeError):
            writer.close()
    left = list(cache.rglob(".*.tmp"))
    assert child.returncode == -signal.SIGKILL and len(left) == 1
    assert left[0].name.startswith(f".WSCollection.xml.wsc-{socket.gethostname()}-{child.pid}.")
    assert left[0].stat().st_size >= 1 << 20
    assert wsc("get", "nyu-wsc285", "--from", corpora).code == 0  # the next run
    assert not left[0].exists() and list(cache.rglob(".*.tmp")) == []
    assert (cache / "collections/nyu_wsc/WSCollection.xml").is_file()


_BUILD = """
import sys
from pathlib import Path
from wsc_corpus.cache import SortedIndex
lines = [f"w{n:06d}\\t{n}" for n in range(100000)]
for _ in range(2):
    SortedIndex.build(Path(sys.argv[1]), lines)
"""


def test_processes_building_one_index_at_once_leave_one_whole_index(tmp_path):
    path = tmp_path / "shared" / "index.tsv"
    children = [subprocess.Popen([sys.executable, "-c", _BUILD, str(path)],
                                 env=os.environ | {"PYTHONPATH": str(ROOT)}) for _ in range(4)]
    while any(child.poll() is None for child in children):
        found = SortedIndex.open(path)  # a reader meanwhile sees a whole index or none
        assert found is None or found.get("w012345") == "12345"
    assert [child.returncode for child in children] == [0] * 4
    assert SortedIndex.open(path).get("w099999") == "99999"
    assert [p.name for p in path.parent.iterdir()] == ["index.tsv"]
