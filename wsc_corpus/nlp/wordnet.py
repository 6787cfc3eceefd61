"""English animacy of nouns from WordNet 3.0 (Debian ``wordnet-base``: ``/usr/share/wordnet``).

Each noun sense (synset) of WordNet belongs to one lexicographer file (``man 5 lexnames``):
``noun.person`` (18), ``noun.animal`` (05), ``noun.group`` (14), ``noun.artifact`` (06),
``noun.object`` (17), ``noun.food`` (13)... The two top synsets ``person.n.01`` and
``animal.n.01`` sit in ``noun.Tops`` and are counted as persons and animals. A noun's senses are
weighted by how often each was tagged in the SemCor corpus (``cntlist.rev``); a noun none of
whose senses was tagged weighs its first (most frequent) sense 1 and the others 0.5, each
plus, where the noun heads the synset (WordNet lists a synset's usual name first), the tags
of its other words (``nanny``: the nursemaid, tagged once as ``nurse``, 2; the nanny goat
0.5). A noun
with senses spelled in lower case is weighed on those alone (``ewe``, not the Ewe people;
``rice``, not Elmer Rice), its capitalised senses kept as flags (a person's name, a place). The noun
is a person, an animal, a group or a thing when one class holds at least ``DOMINANT`` of the
weight (``chair``: the seat, 35 of 37 tagged uses, not the chairman); otherwise its animacy is
left unknown (``star``, ``fan``).

The database is read once into a sorted index in the cache (:mod:`wsc_corpus.cache`), keyed by
the size and date of ``index.noun``; a run looks a lemma up in place.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import cache
from itertools import dropwhile, pairwise, takewhile
from pathlib import Path

from wsc_corpus.cache import SortedIndex

WORDNET = Path("/usr/share/wordnet")
DOMINANT = 0.75
COMPOUNDS = "*"  # key prefix of a head noun's compounds in the index (no lemma begins so)
FORMAT = 14  # of the cached index
VERSION = "wordnet-3.0"
# Lexicographer file number -> animacy class; every other noun file is a thing
# (artifact, object, food, plant, substance, body, act, event, communication...).
CLASSES = {18: "person", 5: "animal", 14: "group", 15: "place"}
_TOPS = 3
PERSON = 18
_TOP_SYNSETS = {7846: "person", 15388: "animal"}  # person.n.01, animal.n.01 in noun.Tops
# Words of a definition that name a sex (``hen``: "adult female chicken").
SEX_WORDS = {w: "m" for w in ("man", "men", "male", "males", "boy", "boys")} | \
    {w: "f" for w in ("woman", "women", "female", "females", "girl", "girls")}
# Kinship words, read where a definition names no sex otherwise ("stepson": "the son your
# spouse by a former marriage").
KIN_WORDS = {w: "m" for w in ("son", "father", "brother", "husband", "uncle", "nephew")} | \
    {w: "f" for w in ("daughter", "mother", "sister", "wife", "aunt", "niece")}
# Groups of people and institutions (social_group.n.01, people.n.01, gathering.n.01): English
# refers to them with "it" or "they" ("the syndicate", "the military", "the orchestra").
SOCIAL = frozenset({7950920, 7942152, 7975026})
INFANT = frozenset({9827683})  # baby.n.01 (infant): English may call one "it"
# Lexicographer files of measures (noun.quantity, noun.time: ``dollar``, ``mile``, ``hour``) and
# of abstractions English counts as one whatever their ending (noun.act, noun.cognition,
# noun.communication, noun.state: ``athletics``, ``physics``, ``news``, ``measles``; Quirk et al.
# 1985 §5.74); their senses' weights are kept as ``measure`` and ``abstract``.
MEASURE_FILES = frozenset({23, 28})
ABSTRACT_FILES = frozenset({4, 9, 10, 26})
VEHICLE = frozenset({4524313})  # vehicle.n.01 (ships, cars): English may call one "she"
# Words before a definition's head, and words that end it (relatives, prepositions).
GENUS_SKIP = frozenset({"a", "an", "the", "one", "any"})
GENUS_BREAKS = frozenset({"who", "whom", "whose", "that", "which", "of", "in", "for", "with",
                          "to", "from", "by", "at", "on", "or", "and", "as", "used", "having"})
# WordNet's own detachment rules for regular noun plurals (``man 7 morphy``), tried in order
# when a form is not a lemma or an irregular plural: chairs -> chair, boxes -> box.
DETACHMENT = (("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
              ("men", "man"), ("ies", "y"), ("s", ""))


@dataclass(frozen=True)
class Animacy:
    """What WordNet says of a noun: its class (or None: mixed), the weights seen, and what its
    person and animal senses tell of sex, groups of people and infants."""

    lemma: str
    animacy: str | None  # person, animal, group, place, thing
    weights: dict[str, float]
    name: bool = False  # a noun.person synset spells it capitalised: a person's name ("Goethe")
    capitals: bool = False  # a synset spells it in capitals: an abbreviation ("TV")
    proper: bool = False  # another synset spells it capitalised: a place, a product ("Linux")
    sexes: dict[str, float] = field(default_factory=dict)  # m/f -> weight of animate senses
    gloss: str = ""  # the gloss of the heaviest sense that tells the sex
    social: float = 0.0  # weight of senses that are groups of people or institutions
    infant: float = 0.0  # weight of senses that are infants ("baby")
    inflected: bool = False  # an irregular plural of noun.exc ("women"), not a lemma
    lower: bool = False  # a synset spells it in lower case: a common noun ("data", not "Judges")
    vehicle: float = 0.0  # weight of senses that are vehicles ("ship", "jalopy")
    measure: float = 0.0  # weight of senses that are units of measure or time ("dollar")
    abstract: float = 0.0  # weight of senses that are acts, fields, messages, states ("news")
    surname: bool = False  # last, never first, in persons' full names (Elmer_Rice, John_Doe)
    plural: bool = False  # a lemma noun.exc also lists as another's plural ("oxen", "teeth")

    @property
    def source(self) -> str:
        total = sum(self.weights.values())
        shares = ", ".join(f"{cls} {w / total:.0%}" for cls, w in
                           sorted(self.weights.items(), key=lambda kv: -kv[1]))
        return f"{VERSION} noun {self.lemma!r} ({shares})"

    @property
    def sex(self) -> str | None:
        """``m``/``f`` where at least ``DOMINANT`` of the weight of the noun's senses that
        name a sex, and at least half of its person and animal senses, name that one (``hen``:
        "adult female chicken"; ``man``: 60% of its senses), else None."""
        animate = self.weights.get("person", 0) + self.weights.get("animal", 0)
        top = max(self.sexes, key=self.sexes.__getitem__, default=None)
        if top is None or not animate or self.sexes[top] < 0.5 * animate or \
                self.sexes[top] < DOMINANT * sum(self.sexes.values()):
            return None
        return top

    @property
    def sex_source(self) -> str:
        animate = self.weights.get("person", 0) + self.weights.get("animal", 0)
        sex = self.sex or ""
        return (f"{VERSION} noun {self.lemma!r}: {self.sexes.get(sex, 0) / animate:.0%} of its "
                f"person/animal senses {'male' if sex == 'm' else 'female'} ({self.gloss!r})")

    def share(self, weight: float) -> float:
        total = sum(self.weights.values())
        return weight / total if total else 0.0


def available() -> bool:
    return (WORDNET / "index.noun").is_file() and (WORDNET / "data.noun").is_file()


@cache
def _index() -> SortedIndex | None:
    if not available():
        return None
    return SortedIndex.of_file(WORDNET / "index.noun", f"wordnet/noun-animacy-{FORMAT}",
                               _entries())


def _synsets(data: bytes) -> dict[int, tuple[int, str, tuple[int, ...], tuple[str, ...]]]:
    """Every noun synset: offset -> (lexicographer file, gloss, hypernym offsets, words)."""
    out = {}
    for line in data.split(b"\n"):
        if not line[:1].isdigit():
            continue
        head, _, gloss = line.partition(b" | ")
        fields = head.split()
        words = int(fields[3], 16)
        at = 4 + 2 * words
        pointers = int(fields[at])
        hypernyms = tuple(int(fields[at + 2 + 4 * i]) for i in range(pointers)
                          if fields[at + 1 + 4 * i] in (b"@", b"@i"))
        out[int(fields[0])] = (int(fields[1]), gloss.decode("utf-8", "replace").strip(),
                               hypernyms, tuple(w.decode("utf-8", "replace")
                                                for w in fields[4:at:2]))
    return out


def _gloss_sex(gloss: str) -> str | None:
    """``m``/``f`` where the definition (before its examples, outside brackets) names one sex
    (``a man whose wife is dead``), ``""`` where it names both as alternatives (``a man or
    woman``), None where it names none."""
    definition = re.sub(r"\([^)]*\)", " ", gloss.split('"')[0])
    words = re.findall(r"[a-z]+", definition.lower())
    found = [(i, SEX_WORDS[w]) for i, w in enumerate(words) if w in SEX_WORDS] or \
        [(i, KIN_WORDS[w]) for i, w in enumerate(words[:3]) if w in KIN_WORDS]
    if not found:
        return None
    for (i, a), (j, b) in pairwise(found):
        if a != b and j - i <= 3 and {"or", "and"} & set(words[i:j]):
            return ""  # "a man or woman", "men and women"
    return found[0][1]


def _genus(gloss: str) -> set[str]:
    """The head words of a definition, before its first relative or preposition ("a
    manservant (usually ...) who has charge of wines" -> manservant), as WordNet spells
    lemmas (``man_servant``)."""
    definition = re.sub(r"\([^)]*\)", " ", gloss.split('"')[0].split(";")[0])
    words = re.findall(r"[a-z][a-z'-]*", definition.lower())
    words = list(dropwhile(GENUS_SKIP.__contains__, words))
    head = list(takewhile(lambda word: word not in GENUS_BREAKS, words[:4]))
    return set(head) | {"_".join(head[i:j]) for i in range(len(head))
                        for j in range(i + 2, len(head) + 1)}


def _classify(synsets: dict[int, tuple[int, str, tuple[int, ...], tuple[str, ...]]]):
    """Functions telling a synset's sex (its own definition, or where that names none, the
    hypernym its definition is headed by: a hypernym the definition does not name may be
    narrower, as "horseman: a man skilled in equitation" above "jockey: someone who rides
    horses"), whether it is a group of people or an institution, and whether it is an
    infant or a vehicle."""
    sexes: dict[int, str | None] = {}
    reached: dict[tuple[int, frozenset[int]], bool] = {}

    def sex(offset: int, depth: int = 0) -> str | None:
        if offset not in sexes:
            _, gloss, hypernyms, _ = synsets.get(offset, (0, "", (), ()))
            found = _gloss_sex(gloss)
            genus = _genus(gloss) if found is None and depth < 8 else set()
            # "butler: a manservant (...) who ...": the definition's head is its hypernym
            # "manservant: a man servant", whose sex it inherits
            found = next((sex(h, depth + 1) for h in hypernyms
                          if genus & {w.lower() for w in synsets.get(h, (0, "", (), ()))[3]}),
                         found)
            sexes[offset] = found
        return sexes[offset]

    def reaches(offset: int, roots: frozenset[int], depth: int = 0) -> bool:
        key = (offset, roots)
        if key not in reached:
            reached[key] = False
            reached[key] = offset in roots or depth < 16 and any(
                reaches(h, roots, depth + 1) for h in synsets.get(offset, (0, "", (), ()))[2])
        return reached[key]

    return sex, lambda o: reaches(o, SOCIAL), lambda o: reaches(o, INFANT), \
        lambda o: reaches(o, VEHICLE)


def _entries():
    """``lemma<TAB>classes<TAB>sexes<TAB>gloss`` for every noun of the database."""
    synsets = _synsets((WORDNET / "data.noun").read_bytes())
    sex_of, social_of, infant_of, vehicle_of = _classify(synsets)
    # Words of persons' full names (Elmer_Rice, John_Doe, John_Lackland): a word only ever
    # last is a surname there
    full_names = [word.lower().split("_") for lexfile, _, _, words in synsets.values()
                  for word in words if lexfile == PERSON and "_" in word and word[:1].isupper()]
    firsts, lasts = {parts[0] for parts in full_names}, {parts[-1] for parts in full_names}
    counts: dict[str, dict[int, int]] = {}
    cntlist = WORDNET / "cntlist.rev"
    if cntlist.is_file():
        for line in cntlist.read_text(encoding="utf-8", errors="replace").splitlines():
            key, number, count = line.split(" ", 2)
            lemma, _, sense_key = key.partition("%")
            if sense_key.startswith("1:"):  # nouns only
                counts.setdefault(lemma, {})[int(number)] = int(count)
    exceptions = {parts[0]: parts[1] for line in
                  (WORDNET / "noun.exc").read_text(encoding="utf-8").splitlines()
                  if len(parts := line.split()) > 1}  # inflected form -> its first base
    index = [line.split() for line in
             (WORDNET / "index.noun").read_text(encoding="utf-8").splitlines()
             if not line.startswith(" ")]  # the licence at the top
    synset_tags: Counter[int] = Counter()  # offset -> SemCor tags of any of its words
    for fields in index:
        offsets = fields[-int(fields[2]):]
        for sense, count in counts.get(fields[0], {}).items():
            if 0 < sense <= len(offsets):
                synset_tags[int(offsets[sense - 1])] += count
    seen = {}
    for fields in index:
        lemma, synset_count = fields[0], int(fields[2])
        offsets = [int(f) for f in fields[-synset_count:]]
        tagged = counts.get(lemma, {})
        weights: defaultdict[str, float] = defaultdict(float)
        sexes: defaultdict[str, float] = defaultdict(float)
        spellings: set[tuple[str, int]] = set()
        gloss, gloss_weight = "", 0.0
        senses = []
        for sense, offset in enumerate(offsets, start=1):
            lexfile, _, _, words = synsets[offset]
            spelled = {w for w in words if w.lower() == lemma}
            spellings.update((w, lexfile) for w in spelled)
            senses.append((sense, offset, lexfile, any(w.islower() for w in spelled),
                           words[0].lower() == lemma))
        if any(s[3] for s in senses):  # "ewe": the animal, not the Ewe people (a name, flagged below)
            senses = [s for s in senses if s[3]]
        if not any(tagged.get(sense, 0) for sense, *_ in senses):
            tagged = {}  # "japan" (lacquer): only the capitalised senses were tagged
        for rank, (sense, offset, lexfile, _, heads) in enumerate(senses):
            cls = _TOP_SYNSETS.get(offset, "other") if lexfile == _TOPS else \
                CLASSES.get(lexfile, "thing")
            # untagged: WordNet's order, plus the tags of the synset where the word heads it
            # ("nanny": the nursemaid, tagged as "nurse", before the nanny goat; not
            # "fruitcake", a late synonym of "crackpot")
            weight = float(tagged.get(sense, 0)) if tagged else \
                (1.0 if rank == 0 else 0.5) + (synset_tags.get(offset, 0) if heads else 0)
            weights[cls] += weight
            if cls in ("person", "animal") and (sex := sex_of(offset)):
                sexes[sex] += weight
                if weight > gloss_weight or not gloss:
                    gloss, gloss_weight = synsets[offset][1].split(";")[0][:80], weight
            for flag, holds in (("@social", social_of(offset)),
                                ("@infant", cls == "person" and infant_of(offset)),
                                ("@vehicle", cls == "thing" and vehicle_of(offset)),
                                ("@measure", lexfile in MEASURE_FILES),
                                ("@abstract", lexfile in ABSTRACT_FILES)):
                if holds:
                    weights[flag] += weight
        flags = (("name", any(w[:1].isupper() and not w.isupper() and f == PERSON
                              for w, f in spellings)),
                 ("capitals", any(w.isupper() for w, _ in spellings)),
                 ("proper", any(w[:1].isupper() and not w.isupper() and f not in (PERSON, 5)
                                for w, f in spellings)),
                 ("lower", any(w.islower() for w, _ in spellings)),
                 ("surname", lemma in lasts and lemma not in firsts),
                 ("plural", exceptions.get(lemma, lemma) != lemma))
        value = ",".join([f"{cls}:{w:g}" for cls, w in weights.items() if w]
                         + [f"@{flag}:1" for flag, spelled in flags if spelled])
        if value:
            value += "\t" + ",".join(f"{s}:{w:g}" for s, w in sexes.items()) + "\t" + \
                " ".join(gloss.split())
            seen[lemma] = value
            yield f"{lemma}\t{value}"
    for inflected, base in exceptions.items():
        if inflected not in seen and base in seen:
            classes, _, rest = seen[base].partition("\t")
            yield f"{inflected}\t{classes},@inflected:1\t{rest}"
    heads: dict[str, Counter[str]] = {}  # "player" -> classes of "record_player"...
    for lemma, value in seen.items():
        if "_" in lemma and (cls := _decided(value.partition("\t")[0])):
            heads.setdefault(lemma.rsplit("_", 1)[1], Counter())[cls] += 1
    for head, classes_of in heads.items():
        yield f"{COMPOUNDS}{head}\t" + ",".join(f"{c}:{n}" for c, n in classes_of.items()) + \
            "\t\t"


def _decided(classes: str) -> str | None:
    """The class holding ``DOMINANT`` of a noun's weights (``person:3,thing:1``), or None."""
    weights = {c: w for c, w in _pairs(classes).items() if not c.startswith("@") and c != "other"}
    total = sum(weights.values())
    top = max(weights, key=weights.__getitem__, default=None)
    return top if top is not None and weights[top] >= DOMINANT * total else None


def compounds(head: str) -> dict[str, int]:
    """How many of WordNet's compounds on a head noun are of each class (``player``: person
    28, thing 4: ``record_player``, ``tape_player``...)."""
    index = _index()
    value = index.get(COMPOUNDS + head.lower()) if index is not None and head else None
    return {} if value is None else _pairs(value.split("\t")[0], int)


def _pairs(text: str, number: type = float) -> dict:
    """``person:3,thing:1`` as a dict (``{"person": 3.0, "thing": 1.0}``)."""
    return {key: number(n) for key, _, n in (p.partition(":") for p in text.split(",") if p)}


@cache
def animacy(word: str) -> Animacy | None:
    """WordNet's animacy of a noun (a lemma, an irregular plural of ``noun.exc``, a regular
    plural), or None where WordNet has no such noun or is not installed."""
    index = _index()
    if index is None or not word or word.startswith(COMPOUNDS):
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
    classes, _, rest = value.partition("\t")
    sexes_text, _, gloss = rest.partition("\t")
    weights = _pairs(classes)
    weights.pop("other", None)
    flags = {flag: bool(weights.pop(f"@{flag}", 0.0))
             for flag in ("name", "capitals", "proper", "inflected", "lower", "surname",
                          "plural")}
    flags |= {flag: weights.pop(f"@{flag}", 0.0) for flag in ("social", "infant", "vehicle",
                                                                   "measure", "abstract")}
    sexes = _pairs(sexes_text)
    total = sum(weights.values())
    if not total:
        return None
    top = max(weights, key=weights.__getitem__)
    decided = top if weights[top] / total >= DOMINANT else None
    return Animacy(lemma, decided, weights, sexes=sexes, gloss=gloss, **flags)


def describe() -> str:
    return VERSION if available() else "none"
