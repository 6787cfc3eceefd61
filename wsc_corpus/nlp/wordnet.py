"""English animacy of nouns from WordNet 3.0 (Debian ``wordnet-base``: ``/usr/share/wordnet``).

Each noun sense (synset) of WordNet belongs to one lexicographer file (``man 5 lexnames``):
``noun.person`` (18), ``noun.animal`` (05), ``noun.group`` (14), ``noun.artifact`` (06),
``noun.object`` (17), ``noun.food`` (13)... The two top synsets ``person.n.01`` and
``animal.n.01`` sit in ``noun.Tops`` and are counted as persons and animals. A noun's senses are
weighted by how often each was tagged in the SemCor corpus (``cntlist.rev``); a noun none of
whose senses was tagged weighs its first (most frequent) sense 1 and the others 0.5. The noun
is a person, an animal, a group or a thing when one class holds at least ``DOMINANT`` of the
weight (``chair``: the seat, 35 of 37 tagged uses, not the chairman); otherwise its animacy is
left unknown (``star``, ``fan``).

The database is read once into a sorted index in the cache (:mod:`wsc_corpus.cache`), keyed by
the size and date of ``index.noun``; a run looks a lemma up in place.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from wsc_corpus.cache import SortedIndex, cache_root

WORDNET = Path("/usr/share/wordnet")
DOMINANT = 0.75
FORMAT = 3  # of the cached index
VERSION = "wordnet-3.0"
# Lexicographer file number -> animacy class; every other noun file is a thing
# (artifact, object, food, plant, substance, body, act, event, communication...).
CLASSES = {18: "person", 5: "animal", 14: "group", 15: "place"}
_TOPS = 3
PERSON = 18
_TOP_SYNSETS = {7846: "person", 15388: "animal"}  # person.n.01, animal.n.01 in noun.Tops
# WordNet's own detachment rules for regular noun plurals (``man 7 morphy``), tried in order
# when a form is not a lemma or an irregular plural: chairs -> chair, boxes -> box.
DETACHMENT = (("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
              ("men", "man"), ("ies", "y"), ("s", ""))


@dataclass(frozen=True)
class Animacy:
    """What WordNet says of a noun: its class (or None: mixed), and the weights seen."""

    lemma: str
    animacy: str | None  # person, animal, group, place, thing
    weights: dict[str, float]
    name: bool = False  # a noun.person synset spells it capitalised: a person's name ("Goethe")
    capitals: bool = False  # a synset spells it in capitals: an abbreviation ("TV")

    @property
    def source(self) -> str:
        total = sum(self.weights.values())
        shares = ", ".join(f"{cls} {w / total:.0%}" for cls, w in
                           sorted(self.weights.items(), key=lambda kv: -kv[1]))
        return f"{VERSION} noun {self.lemma!r} ({shares})"


def available() -> bool:
    return (WORDNET / "index.noun").is_file() and (WORDNET / "data.noun").is_file()


@cache
def _index() -> SortedIndex | None:
    if not available():
        return None
    stat = (WORDNET / "index.noun").stat()
    cached = cache_root() / "wordnet" / \
        f"noun-animacy-{FORMAT}-{stat.st_size}-{stat.st_mtime_ns}.tsv"
    return SortedIndex.cached(cached, _entries())


def _entries():
    """``lemma<TAB>class:weight,...`` for every noun of the database."""
    data = (WORDNET / "data.noun").read_bytes()
    counts: dict[str, dict[int, int]] = {}
    cntlist = WORDNET / "cntlist.rev"
    if cntlist.is_file():
        for line in cntlist.read_text(encoding="utf-8", errors="replace").splitlines():
            key, _, rest = line.partition(" ")
            lemma, _, sense_key = key.partition("%")
            if not sense_key.startswith("1:"):  # nouns only
                continue
            number, _, count = rest.partition(" ")
            counts.setdefault(lemma, {})[int(number)] = int(count)
    exceptions = {}
    for line in (WORDNET / "noun.exc").read_text(encoding="utf-8").splitlines():
        inflected, *bases = line.split()
        if bases:
            exceptions[inflected] = bases[0]
    seen = {}
    for line in (WORDNET / "index.noun").read_text(encoding="utf-8").splitlines():
        if line.startswith(" "):
            continue  # the licence at the top
        fields = line.split()
        lemma, synset_count = fields[0], int(fields[2])
        offsets = [int(f) for f in fields[-synset_count:]]
        tagged = counts.get(lemma, {})
        weights: dict[str, float] = {}
        spellings: set[str] = set()
        for sense, offset in enumerate(offsets, start=1):
            lexfile = int(data[offset + 9:offset + 11])
            synset = data[offset:data.index(b"\n", offset)].split(b" ", 4 + 2 * 255)
            words = synset[4:4 + 2 * int(synset[3], 16):2]
            spellings.update((w.decode("utf-8", "replace"), lexfile) for w in words
                             if w.lower() == lemma.encode("utf-8"))
            cls = _TOP_SYNSETS.get(offset, "other") if lexfile == _TOPS else \
                CLASSES.get(lexfile, "thing")
            weight = float(tagged.get(sense, 0)) if tagged else (1.0 if sense == 1 else 0.5)
            weights[cls] = weights.get(cls, 0.0) + weight
        value = ",".join([f"{cls}:{w:g}" for cls, w in weights.items() if w]
                         + [f"@{flag}:1" for flag, spelled in (
                             ("name", any(w[:1].isupper() and not w.isupper() and f == PERSON
                                          for w, f in spellings)),
                             ("capitals", any(w.isupper() for w, _ in spellings))) if spelled])
        if value:
            seen[lemma] = value
            yield f"{lemma}\t{value}"
    for inflected, base in exceptions.items():
        if inflected not in seen and base in seen:
            yield f"{inflected}\t{seen[base]}"


@cache
def animacy(word: str) -> Animacy | None:
    """WordNet's animacy of a noun (a lemma, an irregular plural of ``noun.exc``, a regular
    plural), or None where WordNet has no such noun or is not installed."""
    index = _index()
    if index is None or not word:
        return None
    lemma = word.lower().replace(" ", "_")
    value = index.get(lemma)
    for ending, base in () if value is not None else DETACHMENT:
        if lemma.endswith(ending) and len(lemma) > len(ending) + 1:
            base_lemma = lemma[:len(lemma) - len(ending)] + base
            if (value := index.get(base_lemma)) is not None:
                lemma = base_lemma
                break
    if value is None:
        return None
    weights = {cls: float(w) for cls, _, w in (p.partition(":") for p in value.split(","))}
    weights.pop("other", None)
    name, capitals = bool(weights.pop("@name", 0)), bool(weights.pop("@capitals", 0))
    total = sum(weights.values())
    if not total:
        return None
    top = max(weights, key=weights.__getitem__)
    decided = top if weights[top] / total >= DOMINANT else None
    return Animacy(lemma, decided, weights, name, capitals)


def describe() -> str:
    return VERSION if available() else "none"
