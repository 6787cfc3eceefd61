from pathlib import Path

from wsc_corpus.cache import SortedIndex, cache_root

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
    keys = [line.split("\t")[0] for line in path.read_text(encoding="utf-8").splitlines()]
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
