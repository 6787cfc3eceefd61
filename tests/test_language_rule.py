"""The rule of the layout: engines never branch on a language code nor probe a language's
Defaults; per-language behaviour is a table or attribute in wsc_corpus/lang/<code>/."""

import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "wsc_corpus"
BRANCH = re.compile(r"""[=!]=\s*["'](?:en|fr|pt)["']|\bin\s*[(\[{]\s*["'](?:en|fr|pt)["']"""
                    r"""|getattr\((?:lang|language|defaults|tables)\b""")


def test_no_language_branch_outside_lang():
    found = [f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}"
             for path in sorted(PACKAGE.rglob("*.py"))
             if path.relative_to(PACKAGE).parts[0] != "lang"
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if BRANCH.search(line)]
    assert not found, "branches on a language code outside wsc_corpus/lang/:\n" + \
        "\n".join(found)


def test_the_pattern_finds_branches():
    assert BRANCH.search('if lang.code == "pt":') and BRANCH.search("x in ('pt', 'fr')")
    assert BRANCH.search('getattr(lang, "clitics", None)')
    assert not BRANCH.search('lang="en",') and not BRANCH.search('if lang == SOURCE:')
