"""Manual fixes as data for any collection: the embedded corpus's wsc-fixes found beside it,
the candidate split marked in a fix, stale fixes reported instead of applied, and export."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from wsc_corpus.formats import load_paths
from wsc_corpus.substitute import load_manual_fixes, substitute
from wsc_corpus.substitute.fixes import collection_fixes

PT = Path(__file__).resolve().parents[2] / "schemas" / "pt"


def _records(out: str) -> dict[str, dict]:
    return {r["id"]: r for r in map(json.loads, out.splitlines())}


def test_the_design_card_command_runs_on_the_embedded_corpus(wsc):
    result = wsc("substitute", "--lang", "pt", "--manual-fixes")
    assert result.code == 0, result.err
    assert "manual_fixes:schemas.wsc-fixes" in result.err
    subs = _records(result.out)
    fixed = subs["emb-pt-037"]["correct"]
    assert fixed["manual_fix"] == "replaced"
    assert (fixed["candidate"], fixed["continuation"]) == \
        ("pelo veterano", " porque tinha saudade dos velhos tempos.")
    assert subs["emb-pt-023"]["correct"]["manual_fix"] == "matched"
    assert subs["emb-pt-005"]["correct"]["text"].endswith("a carteira de Rafael estava vazia.")
    assert subs["emb-pt-005"]["correct_switched"]["manual_fix"] == "none"
    assert sum(r["correct"]["manual_fix"] != "none" for r in subs.values()) == 3


def test_a_fix_whose_sentence_changed_is_reported_not_applied(tmp_path, wsc):
    shutil.copy(PT / "schemas.wsc-fixes", tmp_path / "schemas.wsc-fixes")
    text = (PT / "schemas.wsc").read_text(encoding="utf-8")
    changed = text.replace("e o público torceu por [ele] porque", "e a plateia torceu por [ele] "
                           "porque")
    assert changed != text
    (tmp_path / "schemas.wsc").write_text(changed, encoding="utf-8")
    result = wsc("substitute", tmp_path / "schemas.wsc", "--manual-fixes")
    assert result.code == 0, result.err
    assert "1 manual fixes no longer match their item (its sentence changed) and were not " \
           "applied:" in result.err
    assert "  emb-pt-037: written for 'O lutador veterano enfrentou o jovem desafiante, e o " \
           "público torceu por ele" in result.err
    subs = _records(result.out)
    assert subs["emb-pt-037"]["correct"]["manual_fix"] == "none"
    assert "a plateia torceu pelo lutador veterano" in subs["emb-pt-037"]["correct"]["text"]
    assert subs["emb-pt-005"]["correct"]["manual_fix"] == "replaced"  # unchanged: applied


def test_a_jsonl_fix_for_any_collection_checks_its_sentence(tmp_path):
    items = load_paths([PT.parent / "en"]).items[:2]
    fixes = tmp_path / "fixes.jsonl"
    fixes.write_text(json.dumps({"id": items[0].id, "text": items[0].text,
                                 "correct": "Daniel asked Kevin for a loan because [Daniel's] "
                                            "wallet was empty."}) + "\n"
                     + json.dumps({"id": items[1].id, "text": "an older sentence",
                                   "correct": "whatever"}) + "\n", encoding="utf-8")
    loaded = load_manual_fixes(fixes)
    assert [s.id for s in loaded.stale(items)] == [items[1].id]
    first, second = substitute(items, loaded)
    assert (first.correct.manual_fix, first.correct.candidate) == ("matched", "Daniel's")
    assert second.correct.manual_fix == "none"


def test_fixes_are_found_beside_a_markup_file_only():
    pt = load_paths([PT]).items
    en = load_paths([PT.parent / "en"]).items
    assert collection_fixes(pt).files == [str(PT / "schemas.wsc-fixes")]
    assert collection_fixes(en) is None


def test_export_applies_the_fixes_to_the_evaluation_formats(tmp_path, wsc):
    result = wsc("export", PT, "--format", "winogrande", "--manual-fixes", "-o",
                 tmp_path / "wg.jsonl")
    assert result.code == 0, result.err
    rows = {r["qID"]: r for r in map(json.loads, (tmp_path / "wg.jsonl").read_text(
        encoding="utf-8").splitlines())}
    assert rows["emb-pt-037"]["option1"] == "pelo veterano"
    assert rows["emb-pt-037"]["sentence"].endswith("torceu _ porque tinha saudade dos velhos "
                                                   "tempos.")
    result = wsc("export", PT, "--format", "html", "--manual-fixes", "-o", tmp_path / "x.html")
    assert result.code == 2 and "--manual-fixes applies to the formats built from substituted" \
        in result.err
