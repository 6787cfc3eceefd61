"""What naming a collection costs over naming its path: fetching it once from a mirror (a
local ``http.server`` over the corpora folder), then, on every later use, checking the cached
files' SHA-256, side by side with loading the same files by path.

Corpora are read from $WSC_CORPORA or ../shared/corpora; the cache is a temporary folder.
The table is recorded into docs/collections.md (its ``bench-catalogue`` block).
"""

from __future__ import annotations

import functools
import http.server
import os
import tempfile
import threading
import time

from bench import CORPORA, best_of, record
from wsc_corpus import catalogue
from wsc_corpus.formats import load_paths

NAMES = ["nyu-wsc285", "portuguese-wsc", "xwinograd-en", "winogrande-l"]


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


def main() -> None:
    if not CORPORA.is_dir():
        print(f"   skipped: no corpora at {CORPORA}")
        return
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_Quiet, directory=str(CORPORA)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    saved = {k: os.environ.get(k) for k in ("WSC_CACHE", "WSC_MIRROR", "NO_PROXY")}
    with tempfile.TemporaryDirectory() as cache:
        os.environ.update(WSC_CACHE=cache, NO_PROXY="127.0.0.1",
                          WSC_MIRROR=f"http://127.0.0.1:{server.server_port}")
        try:
            print(f"   {'collection':16} {'bytes':>9} {'first fetch s':>14} {'verify ms':>10} "
                  f"{'load by path s':>15} {'verify/load':>12}")
            rows = [_measure(catalogue.get(name)) for name in NAMES]
        finally:
            server.shutdown()
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value
    record(__name__, "\n".join([
        "| collection | bytes | first fetch | check per use | load by path | check / load |",
        "|---|---:|---:|---:|---:|---:|", *rows, "",
        "The first fetch of the run includes importing pooch."]))


def _measure(collection: catalogue.Collection) -> str:
    start = time.perf_counter()
    catalogue.fetch(collection, progress=False)
    fetch_s = time.perf_counter() - start
    verify_s = best_of(lambda: catalogue.resolve(collection.name), repeat=5)
    paths = [CORPORA / key for key in collection.read]
    load_s = best_of(lambda: load_paths(paths, fmt=collection.format, lang=collection.lang))
    size = sum(f.size for f in collection.files)
    print(f"   {collection.name:16} {size:9d} {fetch_s:14.3f} {verify_s * 1000:10.1f} "
          f"{load_s:15.3f} {verify_s / load_s:11.2%}")
    return (f"| `{collection.name}` | {size:,} | {fetch_s:.3f} s | {verify_s * 1000:.1f} ms | "
            f"{load_s:.3f} s | {verify_s / load_s:.2%} |")


if __name__ == "__main__":
    main()
