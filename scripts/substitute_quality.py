"""How well ``wsc substitute`` works on the real collections (figures for docs/substitute.md).

1. The Portuguese collection's manual fixes: how many fixed sentences (switched included) the
   automatic ones equal after whitespace normalization, and each difference with its reason.
2. The 277 translated Portuguese items, the 214 French items (PWS) and the 285 English items
   (NYU): sentences with an error the substitution check detects, for the engine and for naive
   substitution; items the engine declines, by finding.
3. English: every possessive-pronoun item gets a possessive, never ``'s's``.
4. The Portuguese collection's own substituted sentences, as ``wsc validate --checks
   substitution`` sees them.

    python scripts/substitute_quality.py [--corpora DIR] [-o report.md] [--docs]

``--docs`` writes the report (its sections one level down) into the ``substitute-quality``
block of docs/substitute.md.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections import Counter
from pathlib import Path

import docblocks
from wsc_corpus.checks import validate
from wsc_corpus.formats import load_paths
from wsc_corpus.models import Corpus, Item
from wsc_corpus.signature import Signature
from wsc_corpus.substitute import collection_fixes, substitute
from wsc_corpus.substitute.errors import frame_errors, sentence_errors
from wsc_corpus.substitute.report import resources
from wsc_corpus.substitute.switching import switch
from wsc_corpus.substitute.text import normalize_space

ROOT = Path(__file__).resolve().parent.parent
PT = "portuguese_wsc/data/raw/portuguese_wsc.html"
ROLES = ("correct", "incorrect", "correct_switched", "incorrect_switched")


def collections(corpora: Path) -> dict[str, list[Item]]:
    pt = load_paths([corpora / PT]).items
    fr = load_paths([corpora / "french_fwsc285/wsc_285_v3.json",
                     corpora / "pws_parallel/pws.tsv"], lang="fr").items
    en = load_paths([corpora / "nyu_wsc/WSCollection.xml",
                     corpora / "trichelair_wsc/WSC_switched_label.json"], lang="en").items
    return {"pt": [i for i in pt if "untranslated" not in i.flags],
            "fr": [i for i in fr if i.provenance.corpus == "pws"],
            "en": en}


def reason(item: Item, role: str, auto: str, fixed: str) -> str:
    """Why an automatic sentence differs from the curated one."""
    original = switch(item) if "switched" in role else None
    errors = sentence_errors(item, fixed, original[0], (original[1], original[2])) \
        if original else sentence_errors(item, fixed)
    if any(e.code == "rephrased" for e in errors):
        changed = _diff_words(auto, fixed)
        return f"the fix rewrites the sentence beyond the substitution ({changed})"
    if normalize_space(fixed) == normalize_space(auto) + ".":
        return "the fix adds the final period the collection's sentence lacks"
    names = [c.text for c in item.candidates if c.text[:1].isupper() and " " not in c.text]
    for name in names:
        if re.search(rf"\bd[oa] {re.escape(name)}\b", auto) and \
                re.search(rf"\bde {re.escape(name)}\b", fixed):
            return (f"article before a name: the fix writes 'de {name}', the engine "
                    f"'do/da {name}' (wsc_corpus/lang/pt/names.py)")
    return f"other: {_diff_words(auto, fixed)}"


def _diff_words(a: str, b: str) -> str:
    wa, wb = a.split(), b.split()
    head = 0
    while head < min(len(wa), len(wb)) and wa[head] == wb[head]:
        head += 1
    tail = 0
    while tail < min(len(wa), len(wb)) - head and wa[-1 - tail] == wb[-1 - tail]:
        tail += 1
    return f"{' '.join(wa[head:len(wa) - tail])!r} -> {' '.join(wb[head:len(wb) - tail])!r}"


def manual_fixes(corpora: Path, out: list[str]) -> None:
    items = load_paths([corpora / PT]).items
    fixes = collection_fixes(items)
    if fixes is None:
        out.append("manual fixes not found\n")
        return
    by_id = {i.id: i for i in items}
    automatic = {s.id: s for s in substitute(items)}
    rows, matched = [], 0
    for item, sub in zip(items, substitute(items, fixes), strict=True):
        roles = fixes.for_item(item) or {}
        for role in ROLES:
            if role not in roles:
                continue
            got = getattr(sub, role)
            if got is not None and got.manual_fix == "matched":
                matched += 1
                continue
            auto = getattr(automatic[sub.id], role)
            auto_text = auto.text if auto is not None else "(none)"
            rows.append(f"| {sub.source_id} | {role} | {auto_text} | {roles[role]} | "
                        f"{reason(by_id[sub.id], role, auto_text, roles[role])} |")
    total = matched + len(rows)
    out.append("## Portuguese manual fixes\n")
    out.append(f"{len(fixes.by_source_id)} items with fixes, {total} fixed sentences (switched "
               f"included): the automatic sentence equals the fix for **{matched} of {total} "
               f"({matched / total:.1%})**.\n")
    beyond = sum(1 for r in rows if "beyond the substitution" in r or "final period" in r)
    out.append(f"Of the {len(rows)} differences, {beyond} are fixes that change more than the "
               f"substitution; over the {total - beyond} sentences where the fix only "
               f"substitutes, the engine agrees on {matched / (total - beyond):.1%}.\n")
    out.append("| id | role | automatic | fix | reason |\n|---|---|---|---|---|")
    out.extend(rows)
    out.append("")


def naive_sentences(item: Item) -> list[str]:
    if item.pronoun is None or item.pronoun.span is None:
        return []
    span = item.pronoun.span
    return [item.text[:span.start] + c.text + item.text[span.end:] for c in item.candidates]


def outputs(loaded: dict[str, list[Item]], out: list[str]) -> None:
    out.append("## Errors the substitution check detects, per collection\n")
    out.append("Sentences: every option and switched option the engine writes (the switched frames "
               "themselves are checked too); naive: the candidate's text in the pronoun's place.\n")
    out.append("| collection | items | sentences | with a detected error | naive substitution: "
               "sentences | with a detected error | items declined (finding) |")
    out.append("|---|---|---|---|---|---|---|")
    rules: Counter[str] = Counter()
    naive_codes: Counter[str] = Counter()
    for name, items in loaded.items():
        subs = substitute(items)
        sentences = bad = bad_frames = 0
        declined: Counter[str] = Counter()
        for item, sub in zip(items, subs, strict=True):
            rules.update(sub.rules)
            if not sub.options:
                declined.update(f.code for f in sub.findings)
            switched = switch(item) if sub.switched_options else None
            if switched is not None:  # the switched sentence itself
                bad_frames += bool(frame_errors(item, switched[0]))
            for option in sub.options:
                sentences += 1
                bad += bool(sentence_errors(item, option.text))
            for option in sub.switched_options or []:
                sentences += 1
                bad += bool(sentence_errors(item, option.text, switched[0],
                                            (switched[1], switched[2])))
        naive = [(item, s) for item in items for s in naive_sentences(item)]
        naive_errors = [sentence_errors(item, s) for item, s in naive]
        naive_bad = sum(1 for errors in naive_errors if errors)
        naive_codes.update(e.code for errors in naive_errors for e in errors)
        reasons = ", ".join(f"{code} {n}" for code, n in sorted(declined.items())) or "none"
        out.append(f"| {name} | {len(items)} | {sentences} | {bad + bad_frames} | {len(naive)} | "
                   f"{naive_bad} | {reasons} |")
    out.append("\nErrors in the naive sentences, by kind: " + ", ".join(
        f"{code} {n}" for code, n in naive_codes.most_common()) + "\n")
    out.append("Rules applied (items): " + ", ".join(f"{r} {n}" for r, n in
                                                   rules.most_common()) + "\n")


def english_possessives(items: list[Item], out: list[str]) -> None:
    possessive = {"his", "her", "its", "their", "hers", "theirs"}
    chosen = [i for i in items if i.pronoun and i.pronoun.text.lower() in possessive]
    subs = substitute(chosen)
    marked = sum(1 for s in subs for o in s.options if o.candidate.endswith(("'s", "'")))
    total = sum(len(s.options) for s in subs)
    doubled = sum(1 for s in subs for o in s.options if "'s's" in o.text)
    out.append("## English possessives\n")
    out.append(f"{len(chosen)} NYU items with his/her/its/their: {marked} of {total} sentences "
               f"carry a possessive candidate; {doubled} contain 's's.\n")


def collection_check(corpora: Path, out: list[str]) -> None:
    report = validate(load_paths([corpora / PT]), checks=["substitution"])
    summary = report.summary
    out.append("## The Portuguese collection's own substituted sentences "
               "(`wsc validate --checks substitution`)\n")
    out.append(f"{summary['by_severity']['error']} errors in {summary['items_with_errors']} "
               f"items: " + ", ".join(f"{c} {n}" for c, n in summary["by_code"].items()) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpora", type=Path, default=Path(os.environ.get(
        "WSC_CORPORA", ROOT.parent / "shared" / "corpora")))
    parser.add_argument("-o", "--output", default="-")
    parser.add_argument("--docs", action="store_true",
                        help="write the report into docs/substitute.md's substitute-quality block")
    args = parser.parse_args(argv)
    loaded = collections(args.corpora)
    out = ["# wsc substitute on the real collections\n"]
    manual_fixes(args.corpora, out)
    outputs(loaded, out)
    english_possessives(loaded["en"], out)
    collection_check(args.corpora, out)
    everything = Corpus(items=[i for items in loaded.values() for i in items])
    signature = Signature.for_corpus(everything, resources=resources(["en", "fr", "pt"]),
                                     settings={"script": "substitute_quality"})
    out.append(f"signature: `{signature}`")
    text = "\n".join(out) + "\n"
    if args.docs:
        docblocks.write("substitute-quality",
                        re.sub(r"^## ", "### ", "\n".join(out[1:]) + "\n", flags=re.MULTILINE))
    if args.output == "-":
        sys.stdout.write(text)
    else:
        Path(args.output).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
