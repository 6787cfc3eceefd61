"""Recall and false alarms of the agreement check on the held-out sets (tests/heldout).

Each set (``agreement_<lang>.jsonl``) holds sentences written before the rules of issue 25
were changed, and never used to tune them: about half sound (both candidates may be the
pronoun's antecedent: no error allowed; a warning or an info is), half broken (one candidate,
``broken``, cannot be: an agreement error on it is expected). Recall: broken sentences with an
error (A401-A403) on that candidate; false alarms: sound sentences with any agreement error.
Targets: recall >= 0.95, false alarms <= 0.05 per language.

    python scripts/heldout_agreement.py [--json FILE] [--before FILE] [--docs]

``--json`` keeps the per-sentence outcome (run it on the code before a change to get the
``--before`` file); ``--docs`` writes the table into the ``heldout-agreement`` block of
docs/validate.md.
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

import docblocks

from wsc_corpus.checks import validate
from wsc_corpus.formats._common import candidate
from wsc_corpus.models import Corpus, Item, Mention, Provenance, Span

ROOT = Path(__file__).resolve().parent.parent
HELDOUT = ROOT / "tests" / "heldout"
ERRORS = ("A401", "A402", "A403")
RECALL, FALSE_ALARMS = 0.95, 0.05
MARKER = "heldout-agreement"


def load(path: Path) -> list[tuple[Item, int | None]]:
    """The items of a held-out set, each with the index of its broken candidate (or None)."""
    out = []
    for line_no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        row = json.loads(line)
        lang = path.stem.rsplit("_", 1)[1]
        text, pron = row["text"], row["pronoun"]
        found = [Span(start=m.start(), end=m.end()) for m in
                 re.finditer(r"(?<!\w)" + re.escape(pron) + (r"(?!\w)" if pron[-1].isalnum()
                                                              else ""), text)]
        span = found[-1] if found else None
        item = Item(id=row["id"], lang=lang, text=text, pronoun=Mention(text=pron, span=span),
                    candidates=[candidate(c, text, span) for c in row["candidates"]],
                    answer=None, provenance=Provenance(corpus="heldout", file=path.name,
                                                       line=line_no))
        out.append((item, row["broken"]))
    return out


def score(lang: str) -> dict:
    """Per-sentence outcomes and the two rates for one language's set."""
    rows = load(HELDOUT / f"agreement_{lang}.jsonl")
    report = validate(Corpus(items=[item for item, _ in rows]), ["agreement"])
    errors: dict[str, set[int]] = {}
    for f in report.findings:
        if f.code in ERRORS:
            errors.setdefault(f.item, set()).add(f.evidence.get("candidate", -1))
    outcome = {}
    for item, broken in rows:
        flagged = errors.get(item.id, set())
        outcome[item.id] = (broken in flagged) if broken is not None else not flagged
    broken_ids = [item.id for item, b in rows if b is not None]
    sound_ids = [item.id for item, b in rows if b is None]
    return {"lang": lang, "broken": len(broken_ids), "sound": len(sound_ids),
            "recall": sum(outcome[i] for i in broken_ids) / len(broken_ids),
            "false_alarms": sum(not outcome[i] for i in sound_ids) / len(sound_ids),
            "missed": [i for i in broken_ids if not outcome[i]],
            "false": [i for i in sound_ids if not outcome[i]],
            "signature": str(report.signature)}


def table(now: list[dict], before: dict[str, dict] | None) -> list[str]:
    lines = ["| language | sound / broken | recall | false alarms | targets | "
             + ("recall before | false alarms before | " if before else "")
             + "missed (broken) | false alarms (sound) |",
             "|---|---|---|---|---|" + ("---|---|" if before else "") + "---|---|"]
    for row in now:
        ok = row["recall"] >= RECALL and row["false_alarms"] <= FALSE_ALARMS
        old = (before or {}).get(row["lang"])
        prior = (f"{old['recall']:.2f} | {old['false_alarms']:.2f} | " if old else
                 "- | - | ") if before else ""
        lines.append(f"| {row['lang']} | {row['sound']} / {row['broken']} | "
                     f"{row['recall']:.2f} | {row['false_alarms']:.2f} | "
                     f"{'met' if ok else 'NOT met'} | {prior}"
                     f"{', '.join(row['missed']) or '-'} | {', '.join(row['false']) or '-'} |")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", type=Path, help="write the outcomes here")
    parser.add_argument("--before", type=Path, help="outcomes of the code before the change")
    parser.add_argument("--docs", action="store_true", help="write docs/validate.md's table")
    args = parser.parse_args()
    langs = sorted(p.stem.rsplit("_", 1)[1] for p in HELDOUT.glob("agreement_*.jsonl"))
    now = [score(lang) for lang in langs]
    before = {r["lang"]: r for r in json.loads(args.before.read_text())} if args.before \
        else None
    if args.json:
        args.json.write_text(json.dumps(now, indent=1) + "\n", encoding="utf-8")
    lines = table(now, before)
    print("\n".join(lines))
    for row in now:
        print(f"- {row['lang']}: `{row['signature']}`")
    if args.docs:
        docblocks.write(MARKER, "\n".join([*lines, "", *(f"- {r['lang']}: `{r['signature']}`"
                                                         for r in now)]))


if __name__ == "__main__":
    main()
