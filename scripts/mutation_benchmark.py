"""Mutation benchmark of the agreement check, built from the real collections.

Each item's incorrect candidate is replaced, in the sentence and in the candidate list, by a
noun phrase of another gender or another number, and nothing else is changed. The noun
phrases come from the same collection: the correct candidates of other items, labelled with
the gender and number of the pronoun that refers to them (``elle`` -> feminine singular,
``they`` -> plural, ``he``/``she`` -> a person, ``it`` -> a thing), so the labels do not come
from the checker. Recall: the share of mutants with an agreement error on the replaced
candidate. Precision: the share of agreement errors, over mutants and unchanged items
together, that fall on a mutated candidate. Target: recall >= 95% per language.

    python scripts/mutation_benchmark.py [--corpora DIR] [--markdown]
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from validate_quality import CORPORA, real_collections

from wsc_corpus.checks import validate
from wsc_corpus.lang import defaults, table_form
from wsc_corpus.models import Corpus, Item

ERRORS = ("A401", "A402", "A403")
TARGET = 0.95
SEED = 2024


@dataclass(frozen=True)
class Phrase:
    text: str
    gender: str | None  # m, f, or n (English things)
    number: str | None
    origin: str


def labelled_phrases(corpus: Corpus) -> list[Phrase]:
    """Correct candidates found in their sentence, with their pronoun's gender and number."""
    phrases = {}
    for item in corpus.items:
        pron = _pronoun(item)
        cand = item.correct
        if pron is None or cand is None or cand.span is None:
            continue
        gender, number = pron
        text = item.text[cand.span.start:cand.span.end]
        if not _usable(text, gender, number):
            continue
        phrases.setdefault(text.lower(), Phrase(text, gender, number, item.id))
    return list(phrases.values())


def _usable(text: str, gender: str | None, number: str | None) -> bool:
    """Whether a pronoun's features are a sound label for a phrase: a name is labelled only
    by a personal pronoun in the singular (not by ``it`` when a name is used as a word, nor by
    ``they`` for a country's people); phrases of odd characters (the Portuguese collection
    has ``GrWQWu8JyC``) are left out."""
    words = text.replace("'", " ").replace("’", " ").replace("-", " ").split()
    if not all(word.isalpha() for word in words):
        return False
    capitals = [w for w in words[1:] if w[:1].isupper()]
    if len(capitals) > 1:
        return False
    is_name = text[:1].isupper() and len(words) == 1 or capitals
    return not is_name or (gender in ("m", "f") and number == "sg")


def _pronoun(item: Item) -> tuple[str | None, str | None] | None:
    if item.pronoun is None or item.pronoun.span is None:
        return None
    readings = defaults(item.lang).pronouns_by_form.get(table_form(item.pronoun.text))
    if not readings:
        return None
    genders = {r.gender for r in readings}
    numbers = {r.number for r in readings}
    return (genders.pop() if len(genders) == 1 else None,
            numbers.pop() if len(numbers) == 1 else None)


def mutations(item: Item, pool: list[Phrase], rng: random.Random) -> list[tuple[str, Item]]:
    """The item with its incorrect candidate replaced by a phrase of another gender, and
    by one of another number (where the pronoun tells them)."""
    pron = _pronoun(item)
    if pron is None or item.answer is None or len(item.candidates) != 2:
        return []
    wrong = 1 - item.answer
    cand = item.candidates[wrong]
    spans = [c.span for c in item.candidates] + [item.pronoun.span]
    if cand.span is None or any(s is not None and s is not cand.span and
                                s.start < cand.span.end and cand.span.start < s.end
                                for s in spans):
        return []  # not in the sentence, or overlapping another mention ("Joe's uncle")
    gender, number = pron
    others = {c.text.lower() for c in item.candidates}
    wanted = []
    if item.lang == "en":
        if gender == "n":  # it -> a person
            wanted.append(("person", lambda p: p.gender in ("m", "f") and p.number == number))
        elif gender in ("m", "f"):
            wanted.append(("gender", lambda p: p.gender not in (gender, None, "n")
                           and p.number == number))
    elif gender in ("m", "f"):
        wanted.append(("gender", lambda p: p.gender not in (gender, None) and p.number == number))
    if number is not None:
        wanted.append(("number", lambda p: p.number not in (number, None)
                       and (gender is None or p.gender in (gender, None))))
    out = []
    for kind, fits in wanted:
        choices = [p for p in pool if fits(p) and p.text.lower() not in others]
        if choices:
            out.append((kind, replace(item, wrong, rng.choice(choices))))
    return out


def replace(item: Item, index: int, phrase: Phrase) -> Item:
    """The item with candidate ``index`` replaced by ``phrase`` in the text and the list."""
    span = item.candidates[index].span
    assert span is not None
    text = phrase.text
    if span.start == 0:
        text = text[:1].upper() + text[1:]
    elif not _is_name(phrase):
        text = text[:1].lower() + text[1:]
    delta = len(text) - (span.end - span.start)
    new_text = item.text[:span.start] + text + item.text[span.end:]

    def moved(s):
        if s is None:
            return None
        shift = delta if s["start"] >= span.end else 0
        return {"start": s["start"] + shift, "end": s["end"] + shift}

    data = item.model_dump()
    data.update(id=f"{item.id}~{phrase.origin}", text=new_text, special=None, alternate=None,
                snippet=None, snippet_kind=None, schema_id=f"mut:{item.id}:{phrase.origin}",
                upstream_sentences={})
    data["pronoun"]["span"] = moved(data["pronoun"]["span"])
    for i, cand in enumerate(data["candidates"]):
        if i == index:
            cand.update(text=text, span={"start": span.start, "end": span.start + len(text)})
        else:
            cand["span"] = moved(cand["span"])
    return Item.model_validate(data)


def _is_name(phrase: Phrase) -> bool:
    return phrase.text[:1].isupper() and " " not in phrase.text


def run(corpora: Path) -> list[dict]:
    rng = random.Random(SEED)
    rows = []
    for lang, corpus in real_collections(corpora).items():
        pool = labelled_phrases(corpus)
        mutants: list[tuple[str, Item, int]] = []
        for item in corpus.items:
            for kind, mutant in mutations(item, pool, rng):
                mutants.append((kind, mutant, 1 - item.answer))
        report = validate(Corpus(items=corpus.items + [m for _, m, _ in mutants]),
                          ["agreement"])
        errors = defaultdict(set)
        for f in report.findings:
            if f.code in ERRORS:
                errors[f.item].add(f.evidence["candidate"])
        by_kind: dict[str, list[bool]] = defaultdict(list)
        missed = []
        for kind, mutant, index in mutants:
            hit = index in errors.get(mutant.id, set())
            by_kind[kind].append(hit)
            if not hit:
                missed.append(mutant)
        mutant_ids = {m.id for _, m, _ in mutants}
        flagged = sum(len(c) for c in errors.values())
        true = sum(1 for _, m, i in mutants if i in errors.get(m.id, set()))
        hits = [h for kind in by_kind.values() for h in kind]
        rows.append({
            "lang": lang, "items": len(corpus), "mutants": len(mutants),
            "by_kind": {k: (sum(v), len(v)) for k, v in sorted(by_kind.items())},
            "recall": sum(hits) / len(hits) if hits else 0.0,
            "precision": true / flagged if flagged else 1.0,
            "false_on_originals": sum(1 for i in errors if i not in mutant_ids),
            "missed": missed,
        })
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpora", type=Path, default=CORPORA)
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--show-missed", type=int, default=10, metavar="N")
    args = parser.parse_args()
    rows = run(args.corpora)
    if args.markdown:
        print("| language | items | mutants | gender/person caught | number caught | recall | "
              "target | precision |")
        print("|---|---|---|---|---|---|---|---|")
    for row in rows:
        kinds = row["by_kind"]
        gender = next((f"{a}/{b}" for k, (a, b) in kinds.items() if k in ("gender", "person")
                       and b), "-")
        if "person" in kinds and "gender" in kinds:
            gender = f"{kinds['gender'][0] + kinds['person'][0]}/" \
                     f"{kinds['gender'][1] + kinds['person'][1]}"
        number = "{}/{}".format(*kinds["number"]) if "number" in kinds else "-"
        ok = "met" if row["recall"] >= TARGET else "NOT met"
        if args.markdown:
            print(f"| {row['lang']} | {row['items']} | {row['mutants']} | {gender} | {number} | "
                  f"{row['recall']:.1%} | ≥ 95% ({ok}) | {row['precision']:.1%} |")
        else:
            print(f"{row['lang']}: {row['mutants']} mutants of {row['items']} items; gender/"
                  f"person {gender}, number {number}; recall {row['recall']:.1%} (target "
                  f">= 95%: {ok}); precision {row['precision']:.1%} "
                  f"({row['false_on_originals']} unchanged items flagged)")
            for mutant in row["missed"][:args.show_missed]:
                print(f"    missed {mutant.id}: {mutant.text}")


if __name__ == "__main__":
    main()
