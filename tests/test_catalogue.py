"""Collections by name, against the real upstream files in ../shared/corpora served by a real
HTTP server on 127.0.0.1 (``WSC_MIRROR``): the registry's hashes are those files', every
collection downloads, verifies and loads with its stated item count, a second run makes no
request, and every failure is one line, exit status 2, with nothing left in the cache."""

from __future__ import annotations

import csv
import functools
import hashlib
import http.server
import io
import json
import os
import re
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote

import pytest
from click.testing import CliRunner

from wsc_corpus import catalogue
from wsc_corpus.cli import cli
from wsc_corpus.formats import format_names, load_paths

# The one registry file the shared corpora lack (see winogrande/SOURCE.md): its hash is that of
# its Git LFS pointer, and the mirror answers 404 for it.
ABSENT = {"winogrande/train_xl.jsonl"}
ALL_FILES = {f.key: f for c in catalogue.catalogue().values() for f in c.files}


@dataclass
class Mirror:
    url: str
    requests: list[str]
    faults: dict[str, str] = field(default_factory=dict)


class _Handler(http.server.SimpleHTTPRequestHandler):
    """Serves the corpora folder; ``faults`` makes chosen files go wrong."""

    def do_GET(self) -> None:
        key = unquote(self.path.lstrip("/"))
        self.server.requests.append(key)
        fault = self.server.faults.get(key)
        if fault is None:
            return super().do_GET()
        data = (Path(self.directory) / key).read_bytes()
        if fault == "flaky":  # fails once, then serves the file
            del self.server.faults[key]
            return self.send_error(503)
        if fault == "tamper":
            data = data[:-2] + bytes([data[-2] ^ 1]) + data[-1:]
        self.send_response(200)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if fault == "stall":  # half the file, then nothing until the test ends
            self.wfile.write(data[: len(data) // 2])
            self.wfile.flush()
            self.server.release.wait(60)
            return
        # "truncate": the promised length, then the connection closes halfway.
        self.wfile.write(data[: len(data) // 2] if fault == "truncate" else data)
        self.wfile.flush()

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    """An empty cache; no retries unless a test sets them; downloads go to a closed loopback
    port unless the ``mirror`` fixture serves them (never to the upstream URLs), and never
    through a proxy."""
    monkeypatch.setenv("WSC_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("WSC_RETRIES", "0")
    monkeypatch.setenv("WSC_MIRROR", f"http://127.0.0.1:{closed_port()}")
    monkeypatch.setenv("NO_PROXY", "127.0.0.1")
    monkeypatch.setenv("no_proxy", "127.0.0.1")
    monkeypatch.delenv("WSC_OFFLINE", raising=False)
    return tmp_path / "cache"


@pytest.fixture
def mirror(corpora, cache, monkeypatch):
    """../shared/corpora served on an ephemeral port of 127.0.0.1, set as WSC_MIRROR."""
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_Handler, directory=str(corpora)))
    server.requests, server.faults, server.release = [], {}, threading.Event()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{server.server_port}"
    monkeypatch.setenv("WSC_MIRROR", url)
    yield Mirror(url, server.requests, server.faults)
    server.release.set()
    server.shutdown()
    server.server_close()
    thread.join()


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def cached_files(cache: Path) -> list[Path]:
    return sorted(p for p in cache.rglob("*") if p.is_file()) if cache.exists() else []


def one_error_line(result) -> str:
    errors = [line for line in result.err.splitlines() if line.startswith("wsc: error:")]
    assert result.code == 2 and len(errors) == 1 and "Traceback" not in result.err
    return errors[0]


# --- the registry ---------------------------------------------------------------------------

def test_registry_hashes_are_the_upstream_files(corpora):
    checked = 0
    for key, file in ALL_FILES.items():
        path = corpora / key
        if key in ABSENT:
            assert not path.exists()
            continue
        data = path.read_bytes()
        assert (len(data), hashlib.sha256(data).hexdigest()) == (file.size, file.sha256), key
        checked += 1
    assert checked == len(ALL_FILES) - len(ABSENT) == 24


def test_every_entry_is_complete():
    names = catalogue.catalogue()
    assert {"nyu-wsc285", "wsc273", "pws-fr", "fwsc285", "portuguese-wsc", "trichelair",
            "superglue-wsc", "dpr", "knowref", "winogender"} <= set(names)
    assert {f"xwinograd-{c}" for c in ("en", "fr", "pt", "jp", "ru", "zh")} <= set(names)
    assert {f"winogrande-{s}" for s in ("xs", "s", "m", "l", "xl", "debiased", "dev", "test")} \
        <= set(names)
    for c in names.values():
        assert c.format in format_names() and c.items > 0 and c.files
        assert set(c.read) <= {f.key for f in c.files}
        assert c.license and c.citation and c.homepage.startswith("https://")
        for f in c.files:
            assert f.url.startswith("https://") and len(f.sha256) == 64


# --- downloads from the local mirror -------------------------------------------------------

@pytest.mark.slow
def test_every_collection_downloads_verifies_and_loads(mirror, cache, capsys):
    collections = [c for c in catalogue.catalogue().values()
                   if not {f.key for f in c.files} & ABSENT]
    for c in collections:
        assert len(load_paths([c.name]).items) == c.items, c.name
    fetched = {f.key for c in collections for f in c.files}
    assert sorted(mirror.requests) == sorted(fetched)  # each shared file fetched once
    assert sorted(p.relative_to(cache / "collections").as_posix()
                  for p in cached_files(cache)) == sorted(fetched)
    assert "license: CC BY 4.0" in capsys.readouterr().err
    # A second run reads the cache: no request, no notice (resolve() is what load_paths()
    # calls for each name; a second full load is in test_names_anywhere_a_path_is_accepted).
    for c in collections:
        inputs = catalogue.resolve(c.name)
        assert [i.path for i in inputs] == [cache / "collections" / key for key in c.read]
        assert {(i.fmt, i.lang, i.first, i.collection) for i in inputs} == {
            (c.format, c.lang, c.first, c.name)}
    assert len(mirror.requests) == len(fetched)
    assert capsys.readouterr().err == ""


def test_names_anywhere_a_path_is_accepted(mirror, wsc, tmp_path):
    result = wsc("info", "nyu-wsc285", "trichelair", "--json")
    assert result.code == 0
    stats = json.loads(result.out)
    assert stats["items"] == 285
    assert stats["by_tag"]["associative"]["true"] == 37
    assert stats["by_tag"]["switchable"]["true"] == 131
    assert [c["name"] for c in stats["collections"]] == ["nyu-wsc285", "trichelair"]
    assert "license: CC BY 4.0" in result.err  # first download
    requests = len(mirror.requests)
    text = wsc("info", "wsc273", "trichelair")
    assert text.out.startswith("273 items") and "tag switchable: false 142, true 131" in text.out
    assert "tag associative: false 236, true 37" in text.out
    assert "collection trichelair: license none stated; cite: Trichelair" in text.out
    assert text.err == "" and len(mirror.requests) == requests  # read from the cache
    # a name and a path side by side
    both = wsc("info", "fwsc285", str(tmp_path.parent / "missing.json"))
    assert "no such file or directory" in one_error_line(both)
    out = tmp_path / "out"
    exported = wsc("export", "xwinograd-pt", "--format", "jsonl", "-o", out / "pt.jsonl")
    assert exported.code == 0
    assert len((out / "pt.jsonl").read_text(encoding="utf-8").splitlines()) == 263
    tasks = wsc("export", "portuguese-wsc", "--format", "lm-eval", "-o", out / "tasks")
    assert tasks.code == 0 and "wrote 284 items as lm-eval" in tasks.err
    # -o never overwrites an input, a collection's cached file included
    cached = catalogue.get("nyu-wsc285").files[0].local
    assert "[E008] refusing to write over the input" in one_error_line(
        wsc("convert", "nyu-wsc285", "-o", cached))


def test_progress_bar_and_notices(mirror, capsys):
    catalogue.fetch(catalogue.get("winogender"), progress=True)
    err = capsys.readouterr().err
    assert "winogender: downloading 1 file(s), 84 kB, from " + mirror.url in err
    assert "100%" in err and "license: MIT; cite: Rudinger" in err


def test_a_failed_download_is_retried(mirror, monkeypatch):
    monkeypatch.setenv("WSC_RETRIES", "1")
    mirror.faults["dpr/test.c.txt"] = "flaky"
    assert len(load_paths(["dpr-test"]).items) == 564
    assert mirror.requests == ["dpr/test.c.txt", "dpr/test.c.txt"]


def test_a_corrupted_cache_file_is_fetched_again(mirror, cache):
    catalogue.fetch(catalogue.get("knowref"))
    local = catalogue.get("knowref").files[0].local
    local.write_bytes(local.read_bytes()[:100])
    assert len(load_paths(["knowref"]).items) == 1269
    assert mirror.requests == ["knowref/knowref_test.json"] * 2


# --- failures: one line, exit 2, a clean cache ------------------------------------------------

def test_tampered_file(mirror, cache, wsc):
    mirror.faults["nyu_wsc/WSCollection.xml"] = "tamper"
    line = one_error_line(wsc("info", "nyu-wsc285"))
    expected = catalogue.get("nyu-wsc285").files[0].sha256
    assert f"expected {expected}" in line and "SHA-256 is " in line
    assert line.endswith(f"{mirror.url}/nyu_wsc/WSCollection.xml")
    assert cached_files(cache) == []


def test_http_error(mirror, cache, wsc):
    line = one_error_line(wsc("get", "winogrande-xl"))
    assert "[E013] HTTP 404" in line and line.endswith(f"{mirror.url}/winogrande/train_xl.jsonl")
    assert cached_files(cache) == [] and not cache.joinpath("collections").exists()


def test_truncated_download(mirror, cache, wsc):
    mirror.faults["xwinograd/dataset.tsv"] = "truncate"
    line = one_error_line(wsc("validate", "xwinograd-fr"))
    assert "download cut short: 1002366 of 2004732 bytes" in line
    assert cached_files(cache) == []


def _stalled_download(key: str, name: str, cache: Path) -> tuple[subprocess.Popen, Path]:
    """``wsc get NAME`` in another process, its download of ``key`` stalled halfway (the
    mirror's "stall" fault), once the partial file is on disk."""
    code = f"from wsc_corpus.cli import main; main(['get', {name!r}])"
    env = os.environ | {"PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    process = subprocess.Popen([sys.executable, "-c", code], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    folder = cache / "collections" / Path(key).parent
    for _ in range(600):
        partial = [p for p in folder.glob("tmp*") if p.stat().st_size] if folder.is_dir() \
            else []
        if partial:
            return process, partial[0]
        time.sleep(0.05)
    process.kill()
    raise AssertionError("the download never started")


def test_a_killed_download_is_cleaned_up_by_the_next_get(mirror, cache, wsc):
    mirror.faults["dpr/test.c.txt"] = "stall"
    process, partial = _stalled_download("dpr/test.c.txt", "dpr-test", cache)
    process.kill()  # SIGKILL: pooch cannot remove its temporary file
    process.wait()
    assert partial.is_file()
    del mirror.faults["dpr/test.c.txt"]
    assert wsc("get", "dpr-test").code == 0
    assert not partial.exists()
    assert cached_files(cache) == [cache / "collections" / "dpr" / "test.c.txt"]


def test_a_download_in_progress_is_left_alone(mirror, cache, wsc):
    mirror.faults["dpr/train.c.txt"] = "stall"
    process, partial = _stalled_download("dpr/train.c.txt", "dpr-train", cache)
    try:
        assert wsc("get", "dpr-test").code == 0  # cleans up the same folder first
        assert partial.is_file()
    finally:
        process.kill()
        process.wait()


def test_connection_refused(cache, wsc):  # the cache fixture's mirror is a closed port
    line = one_error_line(wsc("export", "portuguese-wsc", "--format", "jsonl", "-o", "-"))
    assert "cannot connect (Connection refused)" in line
    assert cached_files(cache) == []


def test_a_mirror_must_be_a_url(cache, wsc, monkeypatch, tmp_path):
    monkeypatch.setenv("WSC_MIRROR", str(tmp_path))
    line = one_error_line(wsc("get", "dpr"))
    assert "is not an http(s) URL" in line and "wsc get --from DIR" in line


def test_unknown_name_suggests(cache, wsc):
    line = one_error_line(wsc("info", "xwinograd-pr"))
    assert "[E012]" in line and "did you mean" in line and "xwinograd-pt" in line
    assert "unknown collection 'winogrand-xl'; did you mean winogrande-xl" in \
        one_error_line(wsc("get", "winogrand-xl"))
    assert "`wsc collections` lists the names" in one_error_line(wsc("info", "qqq"))


def test_offline_never_touches_the_network(mirror, cache, wsc, monkeypatch):
    monkeypatch.setenv("WSC_OFFLINE", "1")
    line = one_error_line(wsc("info", "superglue-wsc"))
    assert "WSC_OFFLINE is set and superglue_wsc/train.jsonl is not in the cache" in line
    assert mirror.requests == [] and cached_files(cache) == []


# --- files the user already has ---------------------------------------------------------------

def test_get_from_a_folder_then_offline(corpora, cache, wsc, monkeypatch):
    result = wsc("get", "--from", corpora)
    assert result.code == 0
    assert len(result.out.splitlines()) == len(catalogue.catalogue()) - 1  # all but train_xl
    monkeypatch.setenv("WSC_OFFLINE", "1")
    assert wsc("info", "xwinograd-pt").out.startswith("263 items")
    listed = json.loads(wsc("collections", "--json").out)
    cached = {c["name"]: c["cached"] for c in listed}
    assert cached["xwinograd-pt"] and not cached["winogrande-xl"]
    text = wsc("collections").out
    assert "winogrande-xl" in text and "not cached" in text


def test_get_all_registers_everything_it_can_then_says_what_failed(corpora, cache, wsc):
    result = wsc("get", "--all", "--from", corpora)
    registered = [line.split(":")[0] for line in result.out.splitlines()]
    # winogrande-xl's file is not in the folder: every other collection is still registered
    assert sorted(registered) == sorted(set(catalogue.catalogue()) - {"winogrande-xl"})
    line = one_error_line(result)
    assert "train_xl.jsonl not found in" in line
    silent = wsc("get", "--from", corpora)  # no names: the one left out is named
    assert silent.code == 0 and "(not registered): winogrande-xl" in silent.err
    import wsc_corpus

    done = wsc_corpus.get("winogrande-xl", "dpr", source=corpora)
    assert list(done.cached) == ["dpr"] and list(done.failed) == ["winogrande-xl"]


def test_get_lists_every_failure_then_one_error(cache, wsc, tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    result = wsc("get", "dpr", "knowref", "--from", empty)
    line = one_error_line(result)
    assert "2 of 2 collection(s) not in the cache: dpr, knowref" in line
    listed = [x for x in result.err.splitlines() if x.startswith("  ")]
    assert len(listed) == 2 and "dpr/" in listed[0] and "knowref/" in listed[1]


def test_get_from_a_flat_folder(corpora, cache, wsc, tmp_path):
    flat = tmp_path / "downloads"
    flat.mkdir()
    (flat / "WSCollection.xml").write_bytes((corpora / "nyu_wsc/WSCollection.xml").read_bytes())
    assert wsc("get", "wsc273", "--from", flat).code == 0
    assert catalogue.verified(catalogue.get("wsc273").files[0])


def test_get_from_a_tampered_copy(corpora, cache, wsc, tmp_path):
    bad = tmp_path / "bad" / "dpr"
    bad.mkdir(parents=True)
    (bad / "train.c.txt").write_bytes((corpora / "dpr/train.c.txt").read_bytes() + b"\n")
    (bad / "test.c.txt").write_bytes((corpora / "dpr/test.c.txt").read_bytes())
    line = one_error_line(wsc("get", "dpr", "--from", tmp_path / "bad"))
    assert "dpr/train.c.txt: [E013] SHA-256 is" in line and "160410 bytes, 160409 expected" in line
    assert cached_files(cache) == []
    missing = one_error_line(wsc("get", "knowref", "--from", tmp_path / "bad"))
    assert "knowref/knowref_test.json not found in" in missing


def test_the_signature_does_not_depend_on_the_cache(corpora, cache, tmp_path, monkeypatch,
                                                    wsc):
    hashes = []
    for name in ("one", "two"):
        monkeypatch.setenv("WSC_CACHE", str(tmp_path / name))
        assert wsc("get", "nyu-wsc285", "--from", corpora).code == 0
        hashes.append(json.loads(wsc("info", "nyu-wsc285", "--json").out)["signature"]["corpus"])
    monkeypatch.chdir(corpora)  # the same file by its path in the mirror layout
    by_path = json.loads(wsc("info", "nyu_wsc/WSCollection.xml", "--json").out)
    assert hashes[0] == hashes[1] == by_path["signature"]["corpus"]


def test_the_docs_list_every_collection():
    root = Path(__file__).resolve().parent.parent
    docs = (root / "docs" / "collections.md").read_text(encoding="utf-8")
    names = catalogue.catalogue()
    for c in names.values():
        assert f"| `{c.name}` | {c.lang} | {c.items:,} |" in docs, c.name
    readme = (root / "README.md").read_text(encoding="utf-8")
    assert f"lists all {len(names)} names" in readme
    for command in ("collections", "get"):
        help_text = CliRunner().invoke(cli, [command, "--help"]).output
        options = {w.strip(",()") for w in help_text.split() if w.startswith("--")} - {"--help"}
        assert options and sorted(o for o in options if f"{o}" not in docs) == []


# --- the registry as the one place of licenses and citations -----------------------------------

def test_each_work_is_cited_from_one_place():
    works = catalogue.sources()
    keys = [re.match(r"@\w+\{([^,]+),", s.bibtex)[1] for s in works.values()]
    assert len(keys) == len(set(keys)) == len(works)
    for c in catalogue.catalogue().values():
        first = works[c.sources[0]]
        assert (c.license, c.homepage) == (first.license, first.homepage)
        assert c.citation == " ".join(works[s].citation for s in c.sources)
    assert "wang2022investigating" in works["fwsc285"].bibtex  # the TALN 2022 paper
    assert works["pws"].also == ("llf",)


def test_generated_docs_are_not_stale():
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
    from generate_registry_docs import bibtex_fields, stale

    assert stale() == [], "run: python scripts/generate_registry_docs.py"
    fields = bibtex_fields(catalogue.sources()["pws"].bibtex)
    assert fields["author"] == "Vadász, Noémi and Ligeti-Nagy, Noémi"
    assert fields["title"] == "Winograd schemata and other datasets for anaphora resolution in " \
        "Hungarian"


def test_collections_as_csv_and_tsv(wsc):
    listed = json.loads(wsc("collections", "--json").out)
    for fmt, dialect in (("csv", "excel"), ("tsv", "excel-tab")):
        rows = list(csv.DictReader(io.StringIO(wsc("collections", "--format", fmt).out),
                                   dialect=dialect))
        assert [r["name"] for r in rows] == [c["name"] for c in listed]
        assert [r["citation"] for r in rows] == [c["citation"] for c in listed]
        assert rows[0]["items"] == "285" and "," in rows[0]["license"]  # quoted, not split
