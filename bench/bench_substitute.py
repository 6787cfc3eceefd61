"""Substitution speed over the three real collections (NYU 285 en, the Portuguese 277
translated items, PWS French 214), in items per second, beside two baselines in the same run:

- naive substitution (the pronoun's span replaced by the candidate's text, as public tools do);
- the spaCy pipelines parsing every sentence once (``nlp.pipe``), the work a parse-based
  substitution could not avoid.

``cold`` includes loading the pipelines and the pt_PT lexicon; ``warm`` is the best of three
runs once they are loaded.

At scale (``bench.scale``): ``wsc substitute`` on WinoGrande train_l with ``--jobs 1`` and
``--jobs 2`` (alternating, the fastest of each), its peak memory on a four-times file (the
XL scale) beside train_l, and ``--jobs 2`` on that file too. WinoGrande's blank needs no
parse, so no process imports spaCy; what the calling process does alone (importing the
package, reading the file) weighs less on the larger file.
"""

from __future__ import annotations

import os
import time

from bench import CORPORA, best_of, record, scale
from wsc_corpus.formats import load_paths
from wsc_corpus.models import Item
from wsc_corpus.nlp.pipelines import load_pipeline
from wsc_corpus.substitute import substitute
from wsc_corpus.substitute.lexicon import lexicon

# Alternating --jobs 1 and --jobs 2 runs on train_l, the fastest of each kept (a few seconds
# each; fewer on a busy machine: WSC_BENCH_REPEAT=1).
REPEAT = int(os.environ.get("WSC_BENCH_REPEAT", "5"))


def collections() -> list[Item]:
    pt = load_paths([CORPORA / "portuguese_wsc/data/raw/portuguese_wsc.html"]).items
    fr = load_paths([CORPORA / "french_fwsc285/wsc_285_v3.json",
                     CORPORA / "pws_parallel/pws.tsv"], lang="fr").items
    en = load_paths([CORPORA / "nyu_wsc/WSCollection.xml"], lang="en").items
    return ([i for i in en] + [i for i in pt if "untranslated" not in i.flags]
            + [i for i in fr if i.provenance.corpus == "pws"])


def naive(items: list[Item]) -> list[list[str]]:
    out = []
    for item in items:
        if item.pronoun is None or item.pronoun.span is None:
            continue
        span = item.pronoun.span
        out.append([item.text[:span.start] + c.text + item.text[span.end:]
                    for c in item.candidates])
    return out


def parse_all(items: list[Item]) -> None:
    by_lang: dict[str, list[str]] = {}
    for item in items:
        by_lang.setdefault(item.lang, []).append(item.text)
    for lang, texts in by_lang.items():
        for _ in load_pipeline(lang).pipe(texts):
            pass


def main() -> None:
    if not CORPORA.is_dir():
        print(f"   skipped: real corpora not found at {CORPORA}")
        return
    items = collections()
    load_pipeline.cache_clear()
    lexicon.cache_clear()
    start = time.perf_counter()
    subs = substitute(items)
    cold = time.perf_counter() - start
    warm = best_of(lambda: substitute(items))
    bare = best_of(lambda: naive(items))
    parse = best_of(lambda: parse_all(items))
    n = len(items)
    sentences = sum(len(s.options) + len(s.switched_options or []) for s in subs)
    print(f"   {n} items (en 285, pt 277, fr 214), {sentences} sentences")
    print(f"   substitute cold (loads included): {n / cold:10.0f} items/s  ({cold:.2f} s)")
    print(f"   substitute warm:                  {n / warm:10.0f} items/s  ({warm:.3f} s)")
    print(f"   baseline naive replacement:       {n / bare:10.0f} items/s  "
          f"(substitute warm takes {warm / bare:.0f}x as long)")
    print(f"   baseline nlp.pipe of every text:  {n / parse:10.0f} items/s  "
          f"(substitute warm takes {warm / parse:.2f}x as long)")
    record(__name__, f"""## Substitution speed (`bench_substitute`)

{n} items of the three real collections (NYU 285 en, the Portuguese 277 translated items, PWS
French 214), {sentences} sentences; warm: the best of three runs once the pipelines and the
lexicon are loaded.

| measure | items/s | seconds | substitute warm / this |
|---|---:|---:|---:|
| substitute cold (loads included) | {n / cold:,.0f} | {cold:.2f} | |
| substitute warm | {n / warm:,.0f} | {warm:.3f} | |
| naive replacement | {n / bare:,.0f} | {bare:.4f} | {warm / bare:.0f}x |
| `nlp.pipe` of every text | {n / parse:,.0f} | {parse:.3f} | {warm / parse:.2f}x |
""")
    scale("substitute", __name__, xl_jobs=True, repeat=REPEAT)
