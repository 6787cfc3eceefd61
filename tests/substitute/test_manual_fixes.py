"""Manual fixes: both formats, the overlay's statuses and splits, and bad files."""

import json

import pytest

from wsc_corpus.errors import FormatError
from wsc_corpus.formats import load_paths
from wsc_corpus.substitute import collection_fixes, load_manual_fixes, substitute
from wsc_corpus.substitute.text import normalize_space

PT = "portuguese_wsc/data/raw/portuguese_wsc.html"
FIXES = "portuguese_wsc/data/raw/manual_fixes_portuguese.json"


@pytest.fixture(scope="module")
def portuguese(corpora):
    return load_paths([corpora / PT])


def test_collection_format_is_keyed_by_question_id(corpora):
    fixes = load_manual_fixes(corpora / FIXES)
    assert len(fixes.by_source_id) == 42
    assert fixes.by_source_id["54"]["correct"].endswith("através da fenda.")
    assert set(fixes.by_source_id["40"]) == {"correct", "incorrect", "correct_switched",
                                            "incorrect_switched"}


def test_overlay_marks_matched_and_replaced(portuguese):
    fixes = collection_fixes(portuguese.items)
    assert fixes is not None and fixes.source.endswith("manual_fixes_portuguese.json")
    subs = {s.id: s for s in substitute(portuguese.items, fixes)}
    assert subs["ptwsc-pt-054"].correct.manual_fix == "matched"
    assert subs["ptwsc-pt-054"].correct.candidate == "da fenda"
    replaced = subs["ptwsc-pt-218"].correct
    assert replaced.manual_fix == "replaced"
    assert replaced.text == ("Dan ficou no banco de trás enquanto Bill reinvidicava a frente "
                             "porque o \"Eu primeiro!\" do Dan foi lento.")
    assert replaced.candidate == "do Dan" and replaced.continuation == " foi lento."
    assert subs["ptwsc-pt-002"].correct.manual_fix == "none"


def test_own_jsonl_format_by_item_id(tmp_path, item):
    it = item("John hired Bill to take care of him.", "him", ["John", "Bill"], "en",
              item_id="nyu-en-202")
    path = tmp_path / "fixes.jsonl"
    path.write_text(json.dumps({"id": "nyu-en-202", "correct": "John hired Bill to take care "
                                "of  John.", "incorrect": "John hired Bill to look after "
                                "Bill."}) + "\n", encoding="utf-8")
    sub = substitute([it], load_manual_fixes(path))[0]
    assert sub.correct.manual_fix == "matched"  # after whitespace normalization
    assert sub.incorrect.manual_fix == "replaced"
    assert sub.incorrect.text == "John hired Bill to look after Bill."
    assert (sub.incorrect.prefix, sub.incorrect.candidate) == ("John hired Bill to look after ",
                                                               "Bill")


@pytest.mark.parametrize("content,message", [
    ('{"id": "x"}\n', "expected sentences under"),
    ('{"correct": "A."}\n', "expected an 'id'"),
    ('{"id": "x", "corect": "A."}\n', "unknown key(s) ['corect']"),
    ("not json\n", "invalid JSON"),
    ('[{"id": 1}]', "integer 'question_id'"),
])
def test_bad_fixes_files_name_the_line(tmp_path, content, message):
    path = tmp_path / "fixes.jsonl"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(FormatError) as info:
        load_manual_fixes(path)
    assert message in str(info.value) and str(path) in str(info.value)


def test_normalization_ignores_spacing_and_padding_inside_quotes():
    assert normalize_space('Tom disse " Check "  para Ralph .') == 'Tom disse "Check" para Ralph.'


def test_collection_fixes_never_land_on_another_file(corpora):
    fixes = load_manual_fixes(corpora / FIXES)
    nyu = load_paths([corpora / "nyu_wsc/WSCollection.xml"], lang="en").items
    names = load_paths([corpora / "portuguese_wsc/data/raw/portuguese_wsc_portuguese_names.html"])
    assert [fixes.for_item(i) for i in nyu[50:60]] == [None] * 10  # NYU 54 is no question 54
    assert fixes.for_item(names.items[54]) is None  # fixed for the original names only
