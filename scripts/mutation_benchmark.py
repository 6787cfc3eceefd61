"""Mutation benchmark of the agreement check, built from the real collections.

Each item's incorrect candidate is replaced, in the sentence and in the candidate list, by a
noun phrase of another gender or another number, and nothing else is changed. The noun
phrases come from the same collection: the correct candidates of other items, labelled with
the gender and number of the pronoun that refers to them (``elle`` -> feminine singular,
``they`` -> plural, ``it`` -> a thing, ``he``/``she`` -> a person, of that sex only for a
name: English common nouns do not mark it, ``the witness``), so the labels do not come from
the checker. A name is used as a phrase only where a name list (WGND) gives it the sex its
pronoun gives (no resource tells the sex of ``Kirilov`` or ``Charlie``), and a phrase ``it``
refers to is not a thing where WordNet lists it as an animal (animals take he/she too). The pronoun is read by the shared analysis (``wsc_corpus.nlp.pronouns``), so
items whose pronoun is an enclitic (``encontrá-lo``) or a stressed form (``sans lui``) are
mutated too. The phenomena of issue 12 add their own kinds:

- ``thing``: a he/she item's candidate replaced by a phrase ``it`` refers to (an artifact);
- ``epicene``: a French or Portuguese item's candidate replaced by a noun of either gender
  whose determiner shows the other gender (``une journaliste`` for ``il``): the noun from
  the language's ``EPICENE_NOUNS``, the label from the article table;
- ``enclitic``: an item whose pronoun follows an infinitive (Brazilian ``remover ela``)
  rewritten with the enclitic (``removê-la``: the host endings and clitic forms of the
  language's tables), then mutated as above; the rewritten item itself must stay clean.

The phenomena of issue 25 add kinds whose phrases are written here, independently of the
checker's resources (its sex of nouns comes from WordNet, these lists from the dictionary
meaning of the words):

- ``sex``: an English he/she item's candidate replaced by a noun of the other sex (``the
  widow`` for ``he``, ``the rooster`` for ``she``);
- ``title``: a French il/elle item's candidate replaced by a surname behind a title of the
  other sex (``Mme Leroy`` for ``il``, ``M. Petit`` for ``elle``);
- ``determiner``: a Portuguese ela/elas item's candidate replaced by a noun whose determiner
  is masculine where the lexicon's common noun is feminine (``um cara``, ``os caixas``);
- ``census``: a Portuguese ele/ela item's candidate replaced by a first name of the other
  sex as Brazilians bear it, women named after an invocation of Mary (``Socorro`` of Maria do
  Socorro, ``Dores``) for ``ele``, men's names for ``ela``;
- ``allowed``: a candidate English lets the pronoun differ from, where no error is wanted (an
  organisation or a group for ``they``, an animal, a baby or a device named by a compound
  for ``it``, a vehicle for ``she``): a false alarm is an error on it.

Items where no candidate agrees with the pronoun in the original (names used as words,
metonymies: A404/A405) are not mutated, nor are their candidates used as phrases: their
pronoun does not refer to either candidate as written. Recall: the share of mutants with an
agreement error on the replaced candidate, also per pronoun position (enclitic, stressed).
Precision: the share of agreement errors, over mutants and unchanged items together, that
fall on a mutated candidate. False alarms: ``allowed`` mutants with an error on the replaced
candidate. Target: recall >= 98% per language, precision >= 98%.

    python scripts/mutation_benchmark.py [--corpora DIR] [--markdown]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import re
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import docblocks
from validate_quality import CORPORA, real_collections

from wsc_corpus.checks import validate
from wsc_corpus.checks.agreement import pronoun_analysis
from wsc_corpus.lang import defaults
from wsc_corpus.models import Corpus, Item
from wsc_corpus.nlp import names, wordnet
from wsc_corpus.nlp.features import morphology

ERRORS = ("A401", "A402", "A403")
# Nouns that name one sex by their meaning (dictionary definitions), for the "sex" kind.
SEX_NOUNS = {
    "f": ("widow", "bride", "landlady", "hen", "mare", "actress", "duchess", "nun", "heiress",
          "waitress", "stepmother", "niece", "princess", "ewe", "abbess", "countess",
          "grandmother", "housewife", "sorceress", "empress", "nanny", "nursemaid"),
    "m": ("widower", "groom", "rooster", "stallion", "bull", "monk", "duke", "king", "nephew",
          "stepfather", "butler", "friar", "prince", "uncle", "bachelor", "footman", "count",
          "grandfather", "wizard", "emperor", "manservant", "valet"),
}
# First names of one sex as Brazilians bear them, for the "census" kind: women named after an
# invocation of Mary (Maria do Socorro, Maria das Dores, Maria da Penha), men's names.
CENSUS_NAMES = {"pt": {"f": ("Socorro", "Dores", "Penha", "Fátima", "Aparecida"),
                       "m": ("José", "Raimundo", "Sebastião", "Jair", "Edson")}}
TITLES = {"fr": {"f": ("Mme Leroy", "Mlle Roussel", "Madame Faure"),
                 "m": ("M. Petit", "Monsieur Morel", "M. Blanc")}}
# Masculine determiner before a noun the lexicon lists as feminine (cara "face", caixa "box").
DETERMINED = {"pt": {("m", "sg"): ("um cara", "o caixa"), ("m", "pl"): ("os caras", "os caixas")}}
# What English lets a pronoun refer to whatever its number or animacy.
ALLOWED = {("en", "pl"): ("a crime syndicate", "the military", "the orchestra", "the council",
                          "the security patrol", "the committee"),
           ("en", "n"): ("the baby", "the puppy", "the cow", "the horse", "the infant",
                         "the music player", "the video player"),
           ("en", "f"): ("the ship", "the old jalopy", "the yacht", "the car")}
# Kinds added after the figures of docs/validate.md were first written (and "allowed" for she).
OWN_DRAWS = frozenset({"census"})
NO_AGREEMENT = ("A404", "A405")
TARGET = 0.98
SEED = 2024


@dataclass(frozen=True)
class Phrase:
    text: str
    gender: str | None  # m, f, or n (English things)
    number: str | None
    origin: str


def labelled_phrases(corpus: Corpus, skipped: set[str]) -> list[Phrase]:
    """Correct candidates found in their sentence, with their pronoun's gender and number."""
    phrases = {}
    for item in corpus.items:
        pron = _pronoun(item)
        cand = item.correct
        if pron is None or cand is None or cand.span is None or item.id in skipped:
            continue
        gender, number = pron
        text = item.text[cand.span.start:cand.span.end]
        if not _usable(text, gender, number):
            continue
        name = _is_name(Phrase(text, None, None, ""))
        if name and names.name_gender(text.split()[0]).gender != gender:
            continue  # "Kirilov", "Charlie": no list tells the sex the pronoun gives
        if gender in ("m", "f") and not morphology(item.lang).GRAMMATICAL_GENDER and not name:
            gender = "p"  # "the witness" for "he": a person, of a sex English does not mark
        if gender == "n" and _animal(text):
            gender = None  # "the dog" for "it": animals take he/she too, not a thing
        phrases.setdefault(text.lower(), Phrase(text, gender, number, item.id))
    return list(phrases.values())


def _animal(text: str) -> bool:
    """Whether WordNet lists the phrase's last word mainly as an animal (used only to keep
    animals out of the ``thing`` kind; the labels themselves come from the pronouns)."""
    seen = wordnet.animacy(text.split()[-1])
    return seen is not None and seen.weights.get("animal", 0) > 0.5 * sum(seen.weights.values())


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
    analysis = pronoun_analysis(item)
    if not analysis.known:
        return None
    genders = {r.gender for r in analysis.readings}
    numbers = {r.number for r in analysis.readings}
    return (genders.pop() if len(genders) == 1 else None,
            numbers.pop() if len(numbers) == 1 else None)


def epicene_phrases(lang: str, gender: str) -> list[Phrase]:
    """A noun of either gender behind the indefinite article of ``gender``: ``une
    journaliste``, ``um estudante`` (the label is the article's)."""
    table = morphology(lang)
    articles = [a.form for a in defaults(lang).articles
                if not a.definite and a.gender == gender and a.number == "sg"]
    if not articles:
        return []
    return [Phrase(f"{articles[0]} {noun}", gender, "sg", f"epicene:{noun}")
            for noun in sorted(table.EPICENE_NOUNS)]


def mutations(item: Item, pool: list[Phrase], rng: random.Random) -> list[tuple[str, Item]]:
    """The item with its incorrect candidate replaced by a phrase of another gender, and
    by one of another number (where the pronoun tells them); English he/she items also by a
    thing, French and Portuguese items also by an epicene noun of the other gender."""
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
    if not morphology(item.lang).GRAMMATICAL_GENDER:
        if gender == "n":  # it -> a person
            wanted.append(("person", pool, lambda p: p.gender in ("m", "f", "p")
                           and p.number == number))
        elif gender in ("m", "f"):
            wanted.append(("gender", pool, lambda p: p.gender not in (gender, None, "n", "p")
                           and p.number == number))
            wanted.append(("thing", pool, lambda p: p.gender == "n" and p.number == number))
            if number == "sg":
                other = "f" if gender == "m" else "m"
                wanted.append(("sex", [Phrase(f"the {noun}", other, "sg", f"sex:{noun}")
                                       for noun in SEX_NOUNS[other]], lambda p: True))
        allowed = ALLOWED.get((item.lang, "pl" if number == "pl" else gender), ())
        if allowed and (number == "pl" or gender in ("n", "f")):
            wanted.append(("allowed", [Phrase(t, None, None, f"allowed:{t}") for t in allowed],
                           lambda p: True))
    elif gender in ("m", "f"):
        wanted.append(("gender", pool, lambda p: p.gender not in (gender, None)
                       and p.number == number))
        if number == "sg":
            other = "f" if gender == "m" else "m"
            wanted.append(("epicene", epicene_phrases(item.lang, other), lambda p: True))
            titled = TITLES.get(item.lang, {}).get(other, ())
            wanted.append(("title", [Phrase(t, other, "sg", f"title:{t}") for t in titled],
                           lambda p: True))
            named = CENSUS_NAMES.get(item.lang, {}).get(other, ())
            wanted.append(("census", [Phrase(t, other, "sg", f"census:{t}") for t in named],
                           lambda p: True))
        if gender == "f":
            determined = DETERMINED.get(item.lang, {}).get(("m", number), ())
            wanted.append(("determiner", [Phrase(t, "m", number, f"det:{t}")
                                          for t in determined], lambda p: True))
    if number is not None:
        wanted.append(("number", pool, lambda p: p.number not in (number, None)
                       and (gender is None or p.gender in (gender, None, "p"))))
    out = []
    for kind, phrases, fits in wanted:
        choices = [p for p in phrases if fits(p) and p.text.lower() not in others]
        # kinds added later draw from their own generator, leaving the earlier kinds' draws
        # (and figures) as they were
        draw = random.Random(f"{SEED}:{item.id}:{kind}") if kind in OWN_DRAWS or \
            kind == "allowed" and gender == "f" else rng
        if choices:
            out.append((kind, replace(item, wrong, draw.choice(choices))))
    return out


def enclitic_variant(item: Item) -> Item | None:
    """``... remover ela.`` -> ``... removê-la.``, where the language attaches clitics."""
    language = defaults(item.lang)
    clitics = language.clitics
    span = item.pronoun.span if item.pronoun else None
    if clitics is None or span is None or not hasattr(clitics, "ENCLITIC_HOST_ENDINGS"):
        return None
    # removê-la -> remover: read backwards (the last host of an ending wins: -ir -> -i-)
    hosts = {full: short for short, full in clitics.ENCLITIC_HOST_ENDINGS}
    readings = language.pronouns_by_form.get(item.pronoun.text.lower(), ())
    strong = next((r for r in readings if r.case == "nom"), None)
    verb = re.search(r"(\w+?)(" + "|".join(hosts) + r") $", item.text[:span.start])
    following = re.match(r"\s*(\w+)", item.text[span.end:])
    if strong is None or verb is None or following and following.group(1).endswith(
            tuple(hosts)):
        return None  # "é melhor ele fugir": the subject of an infinitive, not an object
    clitic = next((r.form for r in language.pronouns if r.clitic and r.case == "acc" and
                   r.form.startswith("l") and (r.gender, r.number) ==
                   (strong.gender, strong.number)), None)
    if clitic is None:
        return None
    start = verb.start()
    form = f"{verb.group(1)}{hosts[verb.group(2)]}-{clitic}"
    text = item.text[:start] + form + item.text[span.end:]
    delta = len(form) - (span.end - start)
    data = item.model_dump()

    def moved(s):
        if s is None:
            return None
        return {"start": s["start"] + (delta if s["start"] >= span.end else 0),
                "end": s["end"] + (delta if s["start"] >= span.end else 0)}

    data.update(id=f"{item.id}~enclitic", text=text, special=None, alternate=None,
                snippet=None, snippet_kind=None, schema_id=f"enclitic:{item.id}",
                upstream_sentences={})
    data["pronoun"] = {"text": form, "span": {"start": start, "end": start + len(form)}}
    for cand in data["candidates"]:
        if cand["span"] is not None and cand["span"]["end"] > start and \
                cand["span"]["start"] < span.end:
            return None
        cand["span"] = moved(cand["span"])
    return Item.model_validate(data)


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
    return phrase.text[:1].isupper() and (" " not in phrase.text or
                                          phrase.origin.startswith("title:"))


def run(corpora: Path) -> list[dict]:
    rng = random.Random(SEED)
    rows = []
    for lang, corpus in real_collections(corpora).items():
        original = validate(corpus, ["agreement"])
        skipped = {f.item for f in original.findings if f.code in NO_AGREEMENT}
        pool = labelled_phrases(corpus, skipped)
        mutants: list[tuple[str, Item, int, str]] = []
        variants = []
        for item in corpus.items:
            if item.id in skipped:
                continue
            position = pronoun_analysis(item).position if item.pronoun else "free"
            for kind, mutant in mutations(item, pool, rng):
                mutants.append((kind, mutant, 1 - item.answer, position))
            variant = enclitic_variant(item)
            if variant is not None:
                variants.append(variant)
                for _, mutant in mutations(variant, pool, rng):
                    mutants.append(("enclitic", mutant, 1 - item.answer, "enclitic"))
        report = validate(Corpus(items=variants + [m for _, m, _, _ in mutants]),
                          ["agreement"])
        errors = defaultdict(set)
        for f in original.findings + report.findings:
            if f.code in ERRORS:
                errors[f.item].add(f.evidence["candidate"])
        by_kind: dict[str, list[bool]] = defaultdict(list)
        by_position: dict[str, list[bool]] = defaultdict(list)
        missed = []
        alarms = []
        for kind, mutant, index, position in mutants:
            hit = index in errors.get(mutant.id, set())
            if kind == "allowed":
                alarms.append(hit)
                continue
            by_kind[kind].append(hit)
            by_position[position].append(hit)
            if not hit:
                missed.append(mutant)
        mutant_ids = {m.id for kind, m, _, _ in mutants if kind != "allowed"}
        flagged = sum(len(c) for i, c in errors.items() if not i.split("~")[-1].startswith(
            "allowed:"))
        true = sum(1 for kind, m, i, _ in mutants if kind != "allowed" and
                   i in errors.get(m.id, set()))
        hits = [h for kind in by_kind.values() for h in kind]
        rows.append({
            "lang": lang, "items": len(corpus), "mutants": sum(kind != "allowed" for kind, *_ in mutants),
            "skipped": len(skipped),
            "by_kind": {k: (sum(v), len(v)) for k, v in sorted(by_kind.items())},
            "by_position": {k: (sum(v), len(v)) for k, v in sorted(by_position.items())
                            if k != "free"},
            "recall": sum(hits) / len(hits) if hits else 0.0,
            "precision": true / flagged if flagged else 1.0,
            "false_on_originals": sum(1 for i in errors if i not in mutant_ids and
                                      not i.split("~")[-1].startswith("allowed:")),
            "allowed": (sum(alarms), len(alarms)),
            "missed": missed,
        })
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpora", type=Path, default=CORPORA)
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--show-missed", type=int, default=10, metavar="N")
    parser.add_argument("--docs", action="store_true",
                        help="write the markdown table into docs/validate.md's "
                             "mutation-benchmark block")
    args = parser.parse_args()
    rows = run(args.corpora)
    if args.docs:
        args.markdown = True
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            table(rows, args)
        docblocks.write("mutation-benchmark", out.getvalue().strip())
    table(rows, args)


def table(rows: list[dict], args: argparse.Namespace) -> None:
    kinds = ("gender", "person", "thing", "number", "epicene", "enclitic", "sex", "title",
             "determiner", "census")
    if args.markdown:
        print("| language | items | mutants | " + " | ".join(kinds) + " | enclitic/stressed "
              "pronouns | recall | target | precision | false alarms (allowed) |")
        print("|---|---|---|" + "---|" * len(kinds) + "---|---|---|---|---|")
    for row in rows:
        caught = {k: "{}/{}".format(*row["by_kind"][k]) if k in row["by_kind"] else "-"
                  for k in kinds}
        positions = ", ".join(f"{k} {a}/{b}" for k, (a, b) in row["by_position"].items()) \
            or "-"
        ok = "met" if row["recall"] >= TARGET and row["precision"] >= TARGET else "NOT met"
        flagged, allowed = row["allowed"]
        alarms = f"{flagged}/{allowed} ({flagged / allowed:.1%})" if allowed else "-"
        if args.markdown:
            print(f"| {row['lang']} | {row['items']} | {row['mutants']} | "
                  + " | ".join(caught.values()) + f" | {positions} | {row['recall']:.1%} | "
                  f"≥ 98% ({ok}) | {row['precision']:.1%} | {alarms} |")
        else:
            print(f"{row['lang']}: {row['mutants']} mutants of {row['items']} items "
                  f"({row['skipped']} not mutated: no candidate agrees); "
                  + ", ".join(f"{k} {v}" for k, v in caught.items())
                  + f"; pronoun positions: {positions}; recall {row['recall']:.1%}, precision "
                  f"{row['precision']:.1%} (target >= 98%: {ok}; "
                  f"{row['false_on_originals']} unchanged items flagged; false alarms on "
                  f"allowed differences {alarms})")
            for mutant in row["missed"][:args.show_missed]:
                print(f"    missed {mutant.id}: {mutant.text}")


if __name__ == "__main__":
    main()
