"""The translations linked to their English originals, their associative/switchable tags once
the English ones are carried over (as ``wsc score`` does), and the crosslingual findings, per
collection, with the findings judged by hand (``docs/crosslingual-judgements.json``).

Each collection is validated alone, as ``wsc validate NAME --checks crosslingual``, then the
collections of each language together (``TOGETHER``); the English originals and the other
collections come from a collection cache filled from the real corpora (``wsc get --from``),
in a temporary folder.

    python scripts/crosslingual_report.py [--corpora DIR]     # Markdown on standard output
    python scripts/crosslingual_report.py --docs              # and into docs/validate.md
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from collections import Counter
from pathlib import Path

import docblocks

ROOT = Path(__file__).resolve().parent.parent
CORPORA = Path(os.environ.get("WSC_CORPORA", ROOT.parent / "shared" / "corpora"))
JUDGED = ROOT / "docs" / "crosslingual-judgements.json"
TARGETS = ("pws-fr", "pws-pt", "fwsc285", "portuguese-wsc", "portuguese-wsc-names",
           "xwinograd-fr", "xwinograd-pt")
REFERENCES = ("nyu-wsc285", "trichelair", "pws-en") + TARGETS
# Loaded together: the translations of one language compared with each other too.
TOGETHER = ("fwsc285+pws-fr+xwinograd-fr",
            "portuguese-wsc+pws-pt+xwinograd-pt")


def report(corpora: Path) -> str:
    from wsc_corpus import catalogue, crosslingual
    from wsc_corpus.checks import CODES, check_names, validate
    from wsc_corpus.formats import load_paths

    for name in REFERENCES:
        catalogue.register(catalogue.get(name), corpora)
    check_names()
    codes = sorted(c for c, entry in CODES.items() if entry.check == "crosslingual")
    head = ["collection", "items", "linked", "unlinked", "linked by",
            "associative (tagged)", "switchable (tagged)"] + codes
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for name in TARGETS + TOGETHER:
        corpus = load_paths(name.split("+"))
        by_code = Counter(f.code for f in validate(corpus, ["crosslingual"]).findings)
        links = crosslingual.propagate_tags(corpus)  # as `wsc score` does
        tags = [f"{sum(bool(i.tag(n)) for i in corpus)} "
                f"({sum(i.tag(n) is not None for i in corpus)})"
                for n in ("associative", "switchable")]
        how = Counter(h.split(":", 1)[0] for h in links.how.values())
        share = f"{len(links.english)} ({100 * len(links.english) / len(corpus):.1f}%)"
        lines.append("| " + " | ".join(
            [name, str(len(corpus)), share, str(len(links.unlinked)),
             ", ".join(f"{k} {v}" for k, v in how.most_common()), *tags]
            + [str(by_code.get(c, 0)) for c in codes]) + " |")
    judged = json.loads(JUDGED.read_text("utf-8"))["findings"]
    verdicts = Counter((f["code"], f["verdict"], f["why"]) for f in judged)
    lines += ["", "| code | verdict | findings | example | why |", "|---|---|---|---|---|"]
    for (code, verdict, why), count in sorted(verdicts.items()):
        example = next(f for f in judged if (f["code"], f["verdict"], f["why"]) ==
                       (code, verdict, why))
        lines.append(f"| {code} | {verdict} | {count} | {example['item']} "
                     f"(other: {example['other']}) | {example['why']} |")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpora", type=Path, default=CORPORA)
    parser.add_argument("--docs", action="store_true",
                        help="write the tables into docs/validate.md's crosslingual block")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as cache:
        os.environ["WSC_CACHE"] = cache
        os.environ["WSC_OFFLINE"] = "1"
        text = report(args.corpora)
    print(text, end="")
    if args.docs:
        docblocks.write("crosslingual", text)


if __name__ == "__main__":
    main()
