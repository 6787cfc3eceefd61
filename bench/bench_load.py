"""Load and convert speed over the real corpora (items per second).

Side by side with the floor: reading the same files with the bare parser (lxml, json, csv)
and nothing else. Corpora are read from $WSC_CORPORA or ../shared/corpora.
"""

from __future__ import annotations

import csv
import io
import json

from lxml import etree, html

from bench import CORPORA, best_of
from wsc_corpus.formats import jsonl, load_paths

# name -> (inputs for load_paths, load_paths keywords, floor: bare parsing of the same files)
SETS = {
    "nyu-xml + trichelair": (["nyu_wsc/WSCollection.xml", "trichelair_wsc"], {},
                             lambda c: (etree.parse(str(c / "nyu_wsc/WSCollection.xml")),
                                        [json.loads(p.read_text()) for p in
                                         (c / "trichelair_wsc").glob("*.json")])),
    "fwsc285 + pws (fr)": (["french_fwsc285", "pws_parallel"], {},
                           lambda c: (json.loads((c / "french_fwsc285/wsc_285_v3.json")
                                                 .read_text()),
                                      list(csv.reader((c / "pws_parallel/pws.tsv")
                                                      .read_text(encoding="utf-8")
                                                      .splitlines(), delimiter="\t")))),
    "portuguese html+json": (["portuguese_wsc"], {},
                             lambda c: (html.parse(str(c / "portuguese_wsc/data/raw/"
                                                       "portuguese_wsc.html")),
                                        json.loads((c / "portuguese_wsc/data/processed/"
                                                    "portuguese_wsc.json").read_text()))),
}


def main() -> None:
    if not CORPORA.is_dir():
        print(f"   skipped: no corpora at {CORPORA}")
        return
    print(f"   {'set':24} {'items':>6} {'load it/s':>10} {'convert it/s':>13} "
          f"{'bare parse s':>13} {'load/bare':>10}")
    for name, (paths, kwargs, floor) in SETS.items():
        _measure(name, [CORPORA / p for p in paths], kwargs, floor)


def _measure(name: str, inputs: list, kwargs: dict, floor) -> None:
    load_paths(inputs, **kwargs)  # warm caches (spaCy pipeline for pronoun detection)
    count = len(load_paths(inputs, **kwargs))
    load_s = best_of(lambda: load_paths(inputs, **kwargs))
    convert_s = best_of(lambda: jsonl.write(load_paths(inputs, **kwargs).items,
                                            io.StringIO()))
    bare_s = best_of(lambda: floor(CORPORA))
    print(f"   {name:24} {count:6d} {count / load_s:10.0f} {count / convert_s:13.0f} "
          f"{bare_s:13.4f} {load_s / bare_s:9.1f}x")

if __name__ == "__main__":
    main()
