"""wsc-markup read and write speed (items per second), side by side with canonical JSONL for the
same items: the markup computes every span from the sentence, and its writer reads its output
back to list what it could not hold. Corpora are read from $WSC_CORPORA or ../shared/corpora.
"""

from __future__ import annotations

import io

from bench import CORPORA, best_of
from wsc_corpus.formats import jsonl, load_paths, wsc_markup
from wsc_corpus.models import Item

SETS = {
    "nyu-xml + trichelair": ["nyu_wsc/WSCollection.xml", "trichelair_wsc"],
    "portuguese html+json": ["portuguese_wsc"],
    "xwinograd (6 languages)": ["xwinograd"],
}


def main() -> None:
    if not CORPORA.is_dir():
        print(f"   skipped: no corpora at {CORPORA}")
        return
    print(f"   {'set':24} {'items':>6} {'read it/s':>10} {'jsonl read':>11} {'ratio':>6} "
          f"{'write it/s':>11} {'jsonl write':>12} {'ratio':>6}")
    for name, paths in SETS.items():
        _measure(name, load_paths([CORPORA / p for p in paths]).items)


def _measure(name: str, items: list) -> None:
    markup = wsc_markup.dumps(items).text
    lines = io.StringIO()
    jsonl.write(items, lines)
    canonical = lines.getvalue().splitlines()
    read_s = best_of(lambda: wsc_markup.loads(markup, "bench.wsc"))
    json_read_s = best_of(lambda: [Item.model_validate_json(line) for line in canonical])
    write_s = best_of(lambda: wsc_markup.dumps(items))
    json_write_s = best_of(lambda: jsonl.write(items, io.StringIO()))
    n = len(items)
    print(f"   {name:24} {n:6d} {n / read_s:10.0f} {n / json_read_s:11.0f} "
          f"{read_s / json_read_s:5.1f}x {n / write_s:11.0f} {n / json_write_s:12.0f} "
          f"{write_s / json_write_s:5.1f}x")

if __name__ == "__main__":
    main()
