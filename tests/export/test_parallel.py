"""The parallel view of `--format html --with-findings`: each English item beside its
translations, in a real headless Chromium, filtered to the schemas whose translations
disagree."""

from __future__ import annotations

import io
import json
import re
import shutil
import tempfile
from pathlib import Path

import pytest

from wsc_corpus.export import html
from wsc_corpus.formats import load_paths

pytestmark = pytest.mark.slow

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"


@pytest.fixture(scope="module")
def page(corpora: Path, tmp_path_factory) -> tuple[Path, list[dict]]:
    corpus = load_paths([corpora / "nyu_wsc" / "WSCollection.xml",
                         corpora / "french_fwsc285" / "wsc_285_v3.json",
                         corpora / "xwinograd" / "dataset.tsv"], lang=None)
    corpus.items = [i for i in corpus.items if i.lang in ("en", "fr")
                    and (i.lang == "fr" or i.provenance.corpus == "nyu_wsc")]
    handle = io.StringIO()
    html.write(corpus, handle, with_findings=True)
    text = handle.getvalue()
    block = re.search(r'<script type="application/json" id="wsc-parallel">(.*?)</script>',
                      text, re.DOTALL)
    out = tmp_path_factory.mktemp("parallel") / "corpus.html"
    out.write_text(text, encoding="utf-8")
    return out, json.loads(block.group(1))


def test_every_translation_stands_beside_its_english_item(page) -> None:
    _, rows = page
    by_english = {row["english"]["id"]: row for row in rows}
    trophy = by_english["nyu-en-002"]
    assert {v["id"] for v in trophy["versions"]} == {"fwsc285-fr-003", "xwinograd-fr-2326"}
    assert sum(len(r["versions"]) for r in rows) >= 285 + 79
    # The disagreements carry the finding that says so, naming the other item.
    disagree = [r for r in rows if r["disagree"]]
    assert disagree and all(any(f for v in r["versions"] for f in v["findings"])
                            for r in disagree)


def test_the_view_draws_and_filters_in_a_browser(page) -> None:
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By

    if not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()):
        pytest.skip("chromium and chromedriver are not installed (make setup installs them)")
    path, rows = page
    profile = tempfile.mkdtemp(prefix="wsc-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={profile}"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        driver.get(path.as_uri())
        count = "return document.querySelectorAll('#parallel-rows tr').length;"
        assert driver.execute_script(count) == len(rows)
        driver.find_element(By.ID, "parallel-disagree").click()
        assert driver.execute_script(count) == sum(1 for r in rows if r["disagree"])
        assert not [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
