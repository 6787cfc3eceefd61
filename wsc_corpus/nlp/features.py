"""Gender, number and animacy features of candidate noun phrases, each with where it came from.

(A pronoun's features come from :mod:`wsc_corpus.nlp.pronouns`.) A candidate's come from the
language's :class:`Evidence` (``Defaults.evidence``): the shared steps here read, in order of
trust, coordination (``Pam and Paul``: plural), the determiner (the language's
``morphology.DETERMINERS``), titles, the dictionary's proper nouns, a first-name list, the
tagged lexicon of the head noun, epicene and collective nouns, and the spaCy pipeline's
morphology of the head and its determiner; a language replaces or adds steps in
``wsc_corpus/lang/<code>/evidence.py`` (English: WordNet's senses). The first source that
tells a feature decides it; every source seen is kept as evidence, and a feature a pronoun
may differ from (an organisation for ``they``) says why.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from itertools import takewhile
from types import ModuleType
from typing import TYPE_CHECKING, Any

from wsc_corpus.lang import defaults, table_form
from wsc_corpus.nlp import names, wordnet
from wsc_corpus.nlp.lexicon import lexicon
from wsc_corpus.nlp.proper_nouns import proper_noun

if TYPE_CHECKING:  # spaCy takes seconds to import; what reads no parse need not wait for it
    from spacy.tokens import Token

FEATURES = ("gender", "number")
# The number the sentence itself gives a candidate (English: a name's own verb, ``KFC
# sells``), which a language's evidence may record in ``Features.values`` for the
# substitution's agreement alone: the checks compare no such feature, and it is no
# observation.
CONCORD = "concord"
_SPACY = {"Masc": "m", "Fem": "f", "Neut": "n", "Sing": "sg", "Plur": "pl"}


@dataclass(frozen=True)
class Observation:
    feature: str
    value: str
    source: str


@dataclass
class Features:
    """What is known of a mention: a value and a source per feature, all observations."""

    text: str
    head: str | None = None
    values: dict[str, Observation] = field(default_factory=dict)
    observations: list[Observation] = field(default_factory=list)
    # feature -> (the pronoun's value the language allows, why, and what else the pronoun must
    # be, if anything): ``the military`` may be "they" (number pl), ``the ship`` "she" (person,
    # if the pronoun's gender is f); a difference in that value is then a warning, not an error
    weak: dict[str, tuple[str, str, tuple[str, str] | None]] = field(default_factory=dict)

    def add(self, feature: str, value: str | None, source: str) -> None:
        if value is None:
            return
        seen = Observation(feature, value, source)
        self.observations.append(seen)
        self.values.setdefault(feature, seen)

    def allow(self, feature: str, value: str, reason: str,
              also: tuple[str, str] | None = None) -> None:
        """Let a pronoun whose ``feature`` is ``value`` (and, given ``also``, whose feature
        ``also[0]`` is ``also[1]``) differ from this mention, for ``reason``."""
        self.weak.setdefault(feature, (value, reason, also))

    def allows(self, feature: str, value: str | None,
               pronoun: Features | None = None) -> str | None:
        """Why a pronoun whose ``feature`` is ``value`` may differ from this mention, or None
        (None too where the allowance asks more of the pronoun than ``pronoun`` shows)."""
        allowed = self.weak.get(feature)
        if allowed is None or allowed[0] != value:
            return None
        also = allowed[2]
        if also is not None and (pronoun is None or pronoun.get(also[0]) != also[1]):
            return None
        return allowed[1]

    def get(self, feature: str) -> str | None:
        found = self.values.get(feature)
        return found.value if found else None

    def as_evidence(self) -> dict[str, Any]:
        return {"text": self.text, "head": self.head,
                **{f: ({"value": o.value, "source": o.source} if (o := self.values.get(f))
                       else None) for f in ("gender", "number", "person", "collective")},
                "observations": [[o.feature, o.value, o.source] for o in self.observations],
                **({"may_differ": {f: {"pronoun": v, "reason": r,
                                       **({"if": {also[0]: also[1]}} if also else {})}
                                   for f, (v, r, also) in self.weak.items()}}
                   if self.weak else {})}


@cache
def morphology(lang: str) -> ModuleType:
    return defaults(lang).morphology


form_of = table_form


def candidate_features(tokens: list[Token], lang: str, pipeline: str,
                       parsed: bool) -> Features:
    """Features of a candidate noun phrase given its tokens (in the sentence or parsed alone),
    as the language's evidence (``Defaults.evidence``) reads them."""
    return evidence(lang).features(tokens, pipeline, parsed)


@cache
def evidence(lang: str) -> Evidence:
    """The language's reader of candidate evidence: the class ``Evidence`` of the module its
    ``Defaults.evidence`` names (this module's by default)."""
    return importlib.import_module(defaults(lang).evidence).Evidence(lang)


@dataclass
class Phrase:
    """A candidate noun phrase as the evidence steps see it."""

    tokens: list[Token]
    det: Token | None
    head: Token
    pipeline: str
    parsed: bool
    proper: bool  # the head is a proper noun
    titled: bool  # a title stands before the head ("Dr. Adams", "Mme Leroy")

    @property
    def lemma(self) -> str:
        return (self.head.lemma_ or self.head.text).lower()

    @property
    def named(self) -> list[Token]:
        return [t for t in self.tokens if t is not self.det]


class Evidence:
    """What a language reads of a candidate noun phrase, step by step in order of trust; the
    first step that tells a feature decides it, every observation is kept.

    The shared steps read the language's tables (``morphology``): coordination, the
    determiner, titles, the dictionary's proper nouns, first names, the noun tables, the
    tagged lexicon, epicene and collective nouns, the tagger's morphology. A language changes
    a step, or the list of steps, in its own ``lang/<code>/evidence.py``; it may also add what
    the words after a pronoun tell of it (:meth:`pronoun`).
    """

    def __init__(self, lang: str):
        self.lang = lang
        self.table = morphology(lang)
        self.tables = f"lang/{lang}/morphology.py"  # where the table's words come from

    def steps(self) -> tuple[Callable[[Features, Phrase], None], ...]:
        return (self.determiner, self.titles, self.proper_nouns, self.first_names,
                self.noun_tables, self.lexicon, self.epicene, self.collective, self.tagger)

    def features(self, tokens: list[Token], pipeline: str, parsed: bool) -> Features:
        text = "".join(t.text_with_ws for t in tokens).strip()
        found = Features(text)
        table = self.table
        conjuncts = _split(tokens, table.CONJUNCTIONS)
        if len(conjuncts) > 1:
            parts = [self.features(part, pipeline, parsed) for part in conjuncts]
            joiner = next(t.text for t in tokens if t.lower_ in table.CONJUNCTIONS)
            found.head = " + ".join(p.head or "?" for p in parts)
            self.coordination(found, parts, f"coordination with {joiner!r}", conjuncts)
            for part in parts:
                found.observations += part.observations
            return found
        if table.POSSESSOR_MARKS:
            tokens = _after_possessor(tokens, table.POSSESSOR_MARKS)
            if not tokens:
                return found
        det, head = _det_and_head(tokens, table, self.lang, parsed)
        head = self.head_of(head, tokens)
        found.head = head.text if head is not None else None
        if head is None:
            self.determiner(found, Phrase(tokens, det, tokens[0], pipeline, parsed, False,
                                          False)) if det is not None else None
            return found
        titled = any(form_of(t.text) in table.TITLES for t in tokens if t.i < head.i)
        phrase = Phrase(tokens, det, head, pipeline, parsed,
                        self.is_name(head, det, tokens), titled)
        for step in self.steps():
            step(found, phrase)
        return found

    def pronoun(self, text: str, after: str) -> list[tuple[str, str, str]]:
        """What the words after a pronoun tell of a feature it does not mark, as (feature,
        value, source): nothing, unless a language says otherwise."""
        return []

    def is_name(self, head: Token, det: Token | None, tokens: list[Token]) -> bool:
        """Whether a capitalised head is a proper noun: the tagger or the entity recogniser
        says so, or it is capitalised inside the sentence; at the start of a sentence, a
        candidate of one word that is not a common noun ("Rebecca", not "Horses",
        "Cadeiras"); a word with a capital after its first letter is a brand name
        ("iTunes", "eBay")."""
        if head.text.isalpha() and head.text[:1].islower() and not head.text.islower():
            return True
        if not head.text[:1].isupper() or not head.text.isalpha():
            return False
        if head.ent_type_ in ("PERSON", "PER"):
            return True
        if (head.i == 0 or head.is_sent_start) and _plural_noun(head):
            return False  # "Chairs", "Coats" opening a sentence, whatever the tagger says
        if head.pos_ == "PROPN":
            return True
        if head.i > 0 and not head.is_sent_start:
            return True
        if head.pos_:  # tagged: an inflected form is a common noun
            common = bool(head.lemma_) and head.lemma_.lower() != head.lower_
        else:  # untagged (blank Portuguese): a word the lexicon knows, unless it is a first
            # name of one sex ("Marcos" is not the plural of "marco")
            lex = lexicon(head.lang_)
            common = lex is not None and bool(lex.readings(head.text)) and names.first_name_gender(
                head.text, morphology(head.lang_).NATIONAL_NAMES).gender is None
        return det is None and len(tokens) == 1 and not common

    def head_of(self, head: Token | None, tokens: list[Token]) -> Token | None:
        """The head the evidence reads: the last word of a hyphenated compound the head
        begins, where it ends the phrase (``my great-grandfather``; not ``the off-campus
        apartments``, nor a name: ``Lun-Xiu``)."""
        if head is None or not head.text.islower() or not tokens or \
                tokens[-1].i - head.i != 2 or head.whitespace_ or head.nbor(1).text != "-" or \
                head.nbor(1).whitespace_ or not tokens[-1].is_alpha:
            return head
        return tokens[-1]

    def coordination(self, found: Features, parts: list[Features], where: str,
                     conjuncts: list[list[Token]]) -> None:
        """``Pierre et Marie``: plural; masculine if one conjunct is, feminine if all are."""
        found.add("number", "pl", where)
        genders = [p.get("gender") for p in parts]
        if "m" in genders:
            found.add("gender", "m", f"{where}: one conjunct is masculine")
        elif genders and all(g == "f" for g in genders):
            found.add("gender", "f", f"{where}: all conjuncts feminine")
        if any(p.get("person") == "person" for p in parts):
            found.add("person", "person", where)

    def determiner(self, found: Features, phrase: Phrase) -> None:
        if (det := phrase.det) is not None:
            gender, number = self.table.DETERMINERS[form_of(det.text)]
            where = f"determiner {det.text!r} ({self.tables})"
            found.add("gender", gender, where)
            found.add("number", number, where)

    def titles(self, found: Features, phrase: Phrase) -> None:
        """A title that tells its bearer's sex (``Mrs. Taylor``, ``Mme Leroy``, ``M. Petit``)."""
        for token in phrase.tokens:
            if token.i > phrase.head.i:
                break
            if gender := self.table.TITLE_GENDERS.get(form_of(token.text)):
                where = f"title {token.text!r} ({self.tables})"
                found.add("gender", gender, where)
                found.add("person", "person", where)
                found.add("number", "sg", where)

    def proper_nouns(self, found: Features, phrase: Phrase) -> None:
        """The language's own dictionary of proper nouns: French ``Jean`` is a man's name."""
        head, table = phrase.head, self.table
        if not phrase.proper:
            return
        if head.ent_type_ in table.COLLECTIVE_ENTITIES and table.COLLECTIVE_WARNING:
            found.add("collective", "place",
                      f"{phrase.pipeline} entity {head.text!r} ({head.ent_type_})")
        listed = proper_noun(_first_name(head, phrase.named).text, self.lang) \
            if not phrase.titled else None
        if listed is not None and listed.kind == "person":
            found.add("gender", listed.gender, listed.source)
            found.add("person", "person", listed.source)
            found.add("number", "sg", listed.source)
        elif listed is not None and table.COLLECTIVE_WARNING:
            found.add("collective", "place", listed.source)
            found.add("number", "sg", listed.source)
        if table.PROPER_NOUNS_SINGULAR and len(phrase.tokens) - (phrase.det is not None) == 1:
            found.add("number", "sg", f"proper noun {head.text!r}: a name is singular "
                      f"({self.tables})")

    def first_names(self, found: Features, phrase: Phrase) -> None:
        """The sex of a first name (WGND), where the article does not already tell it."""
        if not phrase.proper or phrase.titled or found.get("gender") is not None:
            return  # "a Maria": the article tells
        self.add_name(found, phrase, names.first_name_gender(
            _first_name(phrase.head, phrase.named).text, self.table.NATIONAL_NAMES))

    def add_name(self, found: Features, phrase: Phrase, named: names.NameGender) -> None:
        head = phrase.head
        found.add("gender", named.gender, named.source)
        # A word listed as a name of either sex (``England``, ``English``) is taken for a
        # person only where the entity recogniser says so too.
        person = named.known and (named.gender is not None or head.ent_type_ in ("PERSON", "PER"))
        if person:
            found.add("person", "person", named.source)
        if person and head.ent_type_ not in self.table.COLLECTIVE_ENTITIES:
            found.add("number", "sg", named.source)  # not "Apple", "Congress": they

    def noun_tables(self, found: Features, phrase: Phrase) -> None:
        """Number of the language's plural-only nouns (``people``, ``police``)."""
        if phrase.head.lower_ in self.table.PLURAL_NOUNS:
            found.add("number", "pl", f"plural noun {phrase.head.text!r} ({self.tables})")

    def lexicon(self, found: Features, phrase: Phrase) -> None:
        """Gender and number of the head in the tagged lexicon, where all readings agree;
        a noun listed with no gender, or with both, is of either (``élève``, ``is:epi``;
        ``souris``), unless its determiner told the gender."""
        lex, head = lexicon(self.lang), phrase.head
        if lex is None or not head.text.isalpha() or phrase.proper:  # Pierre is not "pierre"
            return
        readings = lex.readings(head.text)
        for feature in FEATURES:
            values = {getattr(r, feature) for r in readings}
            if len(values) == 1 and None not in values:
                value = values.pop()
                source = next(r.source for r in readings if getattr(r, feature) == value)
                found.add(feature, value, f"{lex.version} {source}")
        if readings and all(r.gender is None for r in readings):
            found.add("epicene", "lexicon", "listed with no gender in the lexicon")
        elif len({r.gender for r in readings} - {None}) > 1 and found.get("gender") is None:
            # fr ``souris``: a feminine and a masculine entry; the tagger's guess is no better
            found.add("epicene", "lexicon", "listed as masculine and as feminine in the lexicon")

    def is_epicene(self, phrase: Phrase) -> bool:
        return phrase.lemma in self.table.EPICENE_NOUNS or \
            phrase.head.lower_ in self.table.EPICENE_NOUNS

    def epicene(self, found: Features, phrase: Phrase) -> None:
        """``l'élève``, ``les journalistes``: of either gender, whatever the tagger guesses."""
        listed = self.is_epicene(phrase)
        if (listed or found.get("epicene")) and found.get("gender") is None:
            why = self.tables if listed else "listed with no gender in the lexicon"
            found.add("gender", "either", f"epicene noun {phrase.head.text!r} ({why}): only "
                      "a determiner tells its gender")

    def collective(self, found: Features, phrase: Phrase) -> None:
        """A group a plural pronoun may stand for through its members (``la police``)."""
        head = phrase.head
        if self.table.COLLECTIVE_WARNING and (phrase.lemma in self.table.COLLECTIVE_NOUNS or
                                              head.lower_ in self.table.COLLECTIVE_NOUNS):
            found.add("collective", "group", f"collective noun {head.text!r} ({self.tables})")

    def tagger_gender(self, found: Features, phrase: Phrase, token: Token) -> bool:
        """Whether the tagger's gender of a token is read: not a name's or an epicene
        noun's, which it guesses."""
        return not (found.get("epicene") or self.is_epicene(phrase) or
                    token is phrase.head and phrase.proper)

    def tagger_number(self, found: Features, phrase: Phrase, token: Token) -> bool:
        """Whether the tagger's number of a token is read: not a guess, as for a proper noun
        or a plural the lemmatizer does not undo (read from a final -s: "Heracles"), or a
        noun the same in the plural ("sheep")."""
        return token.pos_ != "PROPN" and not (
            "Plur" in token.morph.get("Number") and token.lemma_.lower() == token.lower_) \
            and token.lemma_.lower() not in self.table.SAME_IN_PLURAL

    def tagger(self, found: Features, phrase: Phrase) -> None:
        """The pipeline's morphology of the head and its determiner."""
        for token, role in ((phrase.head, "noun"), (phrase.det, "determiner")):
            if token is None or not token.has_morph():
                continue
            for feature, key, read in (("gender", "Gender", self.tagger_gender),
                                       ("number", "Number", self.tagger_number)):
                if not read(found, phrase, token):
                    continue
                for value in token.morph.get(key):
                    if value in _SPACY:
                        found.add(feature, _SPACY[value], f"{phrase.pipeline} morph of "
                                  f"{role} {token.text!r} ({key}={value})")


def _first_name(head: Token, tokens: list[Token]) -> Token:
    """The first word of the capitalised run holding the head ("Fanny" in "Fanny Junior")."""
    first = head
    for token in reversed([t for t in tokens if t.i < head.i]):
        if token.i != first.i - 1 or not token.text[:1].isupper() or not token.is_alpha \
                or token.pos_ not in ("PROPN", ""):
            break
        first = token
    return first


def _split(tokens: list[Token], conjunctions: frozenset[str]) -> list[list[Token]]:
    """The conjuncts of a coordination; a conjunction joined by hyphens (``up-and-comer``)
    is part of a word."""
    parts: list[list[Token]] = [[]]
    for token in tokens:
        if token.lower_ in conjunctions and parts[-1] and token.whitespace_ and \
                tokens[0].i < token.i and token.doc[token.i - 1].whitespace_:
            parts.append([])
        else:
            parts[-1].append(token)
    return [part for part in parts if part]


def _after_possessor(tokens: list[Token], marks: tuple[str, ...]) -> list[Token]:
    """``Anne's daughter`` -> ``daughter``: the possessor does not agree; ``Tina's`` alone
    (Tina's drawing) has no head word."""
    for index in range(len(tokens) - 1, -1, -1):
        if tokens[index].lower_ in marks:
            return tokens[index + 1:]
    return tokens


def _det_and_head(tokens: list[Token], table: ModuleType, lang: str,
                  parsed: bool) -> tuple[Token | None, Token | None]:
    while len(tokens) > 1 and form_of(tokens[0].text) in table.PHRASE_BREAKS and \
            form_of(tokens[0].text) not in table.DETERMINERS:
        tokens = tokens[1:]  # "de Liliane": the name is the phrase ("dos policiais" keeps "dos")
    det = tokens[0] if tokens and form_of(tokens[0].text) in table.DETERMINERS else None
    rest = tokens[1:] if det is not None else tokens
    phrase = list(takewhile(
        lambda token: form_of(token.text) not in table.PHRASE_BREAKS and not token.is_punct, rest))
    if not phrase:
        return det, None
    nouns = [t for t in phrase if t.pos_ in ("NOUN", "PROPN")]
    if parsed:  # the first noun the phrase's own words do not govern, else its last noun
        inside = {t.i for t in phrase}
        roots = [t for t in nouns if t.head.i not in inside or t.head.i == t.i]
        return det, roots[0] if roots else (nouns or phrase)[-1]
    # Not parsed (tagged or not): the head is the language's first or last noun of the phrase.
    pick = 0 if table.HEAD_FIRST else -1
    if nouns:
        return det, nouns[pick]
    lex = lexicon(lang)
    known = [t for t in phrase if lex is not None and lex.readings(t.text)]
    return det, known[pick] if known else phrase[0]


def _plural_noun(token: Token) -> bool:
    """Whether a capitalised word is the plural of a common noun a lexicon knows (WordNet's
    detachment rules, the tagged hunspell lexicon), and not a listed first name."""
    lower = token.lower_
    table = morphology(token.lang_)
    if names.first_name_gender(token.text, table.NATIONAL_NAMES).known:
        return False
    seen = wordnet.animacy(lower) if table.ANIMACY == "wordnet" else None
    if seen is not None and seen.lemma != lower:
        return True
    lex = lexicon(token.lang_)
    return lex is not None and any(r.number == "pl" and r.entry != lower
                                   for r in lex.readings(lower))
