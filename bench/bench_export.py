"""Export speed over the largest real set at hand (WinoGrande dev + test + train_l, about 13k
items, when a WinoGrande reader is installed; else every other collection together):

- HTML and canonical JSONL: items per second, beside a baseline in the same run (HTML: a bare
  page of one escaped sentence per item; JSONL: ``json.dumps`` of pydantic's plain dump);
- the HTML page in headless Chromium: time to first contentful paint, to filters ready (the
  page's ``wsc-ready`` mark), and the latency of a language filter and of a search, beside
  the same page for 285 items; then the XL scale: WinoGrande train_l four times with new ids
  (40,936 items; train_xl is not among the corpora), its page's size beside its canonical
  JSONL's. Targets: filters ready within 0.5 s at 13k items and 1 s at 40k; the page at
  most 3 times the size of its JSONL.
"""

from __future__ import annotations

import html as html_lib
import json
import os
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from bench import record, winogrande_scale
from wsc_corpus.export import html
from wsc_corpus.formats import default_corpus_path, format_names, jsonl, load_paths
from wsc_corpus.models import Corpus
from wsc_corpus.output import atomic_open

ROOT = Path(__file__).resolve().parent.parent
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))
WINOGRANDE = ["dev.jsonl", "test.jsonl", "train_l.jsonl"]
OTHERS = ["nyu_wsc/WSCollection.xml", "portuguese_wsc", "french_fwsc285", "pws_parallel"]
REPEAT = 3
LOADS = 5


def corpus_at_hand() -> tuple[str, Corpus]:
    files = [CORPORA / "winogrande" / name for name in WINOGRANDE]
    if "winogrande" in format_names() and all(f.is_file() for f in files):
        return "WinoGrande dev+test+train_l", load_paths(files, fmt="winogrande")
    paths = [CORPORA / p for p in OTHERS if (CORPORA / p).exists()]
    embedded = default_corpus_path()
    if any(embedded.rglob("*.jsonl")):
        paths.append(embedded)
    return "NYU + Portuguese + FWSC285 + PWS + embedded (no WinoGrande reader yet)", \
        load_paths(paths)


def best_of(write: Callable, out: Path) -> float:
    times = []
    for _ in range(REPEAT):
        start = time.perf_counter()
        with atomic_open(out) as handle:
            write(handle)
        times.append(time.perf_counter() - start)
    return min(times)


def bare_page(corpus: Corpus, handle) -> None:
    handle.write("<!DOCTYPE html><meta charset=utf-8><ol>")
    for item in corpus.items:
        handle.write(f"<li>{html_lib.escape(item.text)}</li>")
    handle.write("</ol>")


def plain_jsonl(corpus: Corpus, handle) -> None:
    for item in corpus.items:
        handle.write(json.dumps(item.model_dump(mode="json"), ensure_ascii=False) + "\n")


def report(name: str, items: int, seconds: float, baseline: float, base_name: str) -> None:
    print(f"   {name:<6} {items / seconds:>9,.0f} items/s ({seconds:.2f} s)   "
          f"{base_name}: {items / baseline:>9,.0f} items/s   ratio {seconds / baseline:.1f}x")


def browser_figures(page: Path) -> dict[str, float] | None:
    """First paint, filters ready and load (median of ``LOADS`` page loads), and filter and
    search latencies (median of 5) in Chromium."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        from selenium.webdriver.support.ui import WebDriverWait
    except ImportError:
        return None
    chromium, driver_path = shutil.which("chromium"), shutil.which("chromedriver")
    if not chromium or not driver_path:
        return None
    profile = tempfile.mkdtemp(prefix="wsc-bench-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--window-size=1280,900", f"--user-data-dir={profile}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    try:
        loads = []
        for _ in range(LOADS):
            start = time.perf_counter()
            driver.get(page.as_uri())
            load = (time.perf_counter() - start) * 1000
            WebDriverWait(driver, 30).until(lambda d: d.execute_script(
                "return performance.getEntriesByName('first-contentful-paint').length > 0"
                " && performance.getEntriesByName('wsc-ready').length > 0;"))
            loads.append(driver.execute_script(
                "return {fcp: performance.getEntriesByName('first-contentful-paint')[0]"
                ".startTime, ready: performance.getEntriesByName('wsc-ready')[0].startTime};")
                | {"load": load})
        figures = {key: statistics.median(run[key] for run in loads) for key in loads[0]}
        lang = driver.execute_script("return document.querySelector('#lang option[data-name]')"
                                     ".value;")
        figures["filter"] = _latency(driver, f"sel.value = sel.value ? '' : '{lang}';"
                                     "sel.dispatchEvent(new Event('change', {bubbles: true}));")
        figures["search"] = _latency(driver, "q.value = q.value ? '' : 'the';"
                                     "form.dispatchEvent(new Event('submit'));")
        return figures
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def _latency(driver, action: str) -> float:
    """Milliseconds from a filter change until the next frame is painted (median of 5)."""
    script = ("const done = arguments[arguments.length - 1];"
              "const sel = document.getElementById('lang'), q = document.getElementById('q'),"
              " form = document.getElementById('filters'); const t = performance.now();"
              + action +
              "requestAnimationFrame(() => setTimeout(() => done(performance.now() - t), 0));")
    return statistics.median(driver.execute_async_script(script) for _ in range(5))


READY_13K, READY_40K, SIZE_TARGET = 500, 1000, 3.0


def main() -> None:
    name, corpus = corpus_at_hand()
    print(f"   corpus: {name}: {len(corpus)} items")
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        page = out / "corpus.html"
        html_s = best_of(lambda h: html.write(corpus, h), page)
        bare_s = best_of(lambda h: bare_page(corpus, h), out / "bare.html")
        report("html", len(corpus), html_s, bare_s, "bare page")
        jsonl_s = best_of(lambda h: jsonl.write(corpus.items, h), out / "c.jsonl")
        plain_s = best_of(lambda h: plain_jsonl(corpus, h), out / "plain.jsonl")
        report("jsonl", len(corpus), jsonl_s, plain_s, "json.dumps")
        page_mb = page.stat().st_size / 1e6
        size = page.stat().st_size / (out / "c.jsonl").stat().st_size
        print(f"   html page: {page_mb:.1f} MB, {size:.2f}x its JSONL")
        small = out / "small.html"
        with atomic_open(small) as handle:
            html.write(Corpus(items=corpus.items[:285]), handle)
        xl = load_paths([winogrande_scale(out, items=0)[1]])
        xl_page, xl_jsonl = out / "xl.html", out / "xl.jsonl"
        with atomic_open(xl_page) as handle:
            html.write(xl, handle)
        with atomic_open(xl_jsonl) as handle:
            jsonl.write(xl.items, handle)
        xl_mb = xl_page.stat().st_size / 1e6
        xl_size = xl_page.stat().st_size / xl_jsonl.stat().st_size
        print(f"   XL page ({len(xl):,} items): {xl_mb:.1f} MB, "
              f"{xl_size:.2f}x its JSONL")
        big, base = browser_figures(page), browser_figures(small)
        huge = browser_figures(xl_page)
        if big is None or base is None or huge is None:
            print("   browser: chromium, chromedriver or selenium not installed; skipped")
            return
        for key, label in (("fcp", "first contentful paint"), ("ready", "filters ready"),
                           ("load", "page loaded (driver)"), ("filter", "language filter"),
                           ("search", "search")):
            print(f"   browser {label:<24} {big[key]:>7.0f} ms   285-item page: "
                  f"{base[key]:>5.0f} ms   ratio {big[key] / max(base[key], 1):.1f}x   "
                  f"{len(xl):,} items: {huge[key]:>6.0f} ms")
    rows = [
        (f"| HTML export | {len(corpus) / html_s:,.0f} items/s | bare page "
        f"{len(corpus) / bare_s:,.0f} items/s | {html_s / bare_s:.1f}x | |"),
        (f"| canonical JSONL export | {len(corpus) / jsonl_s:,.0f} items/s | json.dumps "
        f"{len(corpus) / plain_s:,.0f} items/s | {jsonl_s / plain_s:.1f}x | |"),
        (f"| page size, {len(corpus):,} items | {page_mb:.1f} MB | its JSONL | "
        f"{size:.2f}x | <= {SIZE_TARGET}x |"),
        (f"| page size, {len(xl):,} items | {xl_mb:.1f} MB | its JSONL | "
        f"{xl_size:.2f}x | <= {SIZE_TARGET}x |"),
        (f"| filters ready (`wsc-ready`), {len(corpus):,} items | {big['ready']:.0f} ms | "
        f"285 items {base['ready']:.0f} ms | {big['ready'] / max(base['ready'], 1):.1f}x | "
        f"<= {READY_13K} ms |"),
        (f"| filters ready (`wsc-ready`), {len(xl):,} items | {huge['ready']:.0f} ms | "
        f"285 items {base['ready']:.0f} ms | {huge['ready'] / max(base['ready'], 1):.1f}x | "
        f"<= {READY_40K} ms |"),
        (f"| first contentful paint, {len(xl):,} items | {huge['fcp']:.0f} ms | 285 items "
        f"{base['fcp']:.0f} ms | {huge['fcp'] / max(base['fcp'], 1):.1f}x | |"),
        (f"| language filter, {len(xl):,} items | {huge['filter']:.0f} ms | 285 items "
        f"{base['filter']:.0f} ms | | |"),
        (f"| search, {len(xl):,} items ('the', median of 5) | "
        f"{huge['search']:.0f} ms | 285 items {base['search']:.0f} ms | | |"),
    ]
    record(__name__, f"""## Export and the HTML page (`bench_export`)

{name}, {len(corpus):,} items, and the XL scale: WinoGrande train_l four times with new ids.
Browser figures from headless Chromium: median of 5 page loads, and of 5 filter or search
changes.

| measure | figure | baseline in the same run | ratio | target |
|---|---:|---:|---:|---:|
""" + "\n".join(rows))
