"""Gender, number and animacy features of candidate noun phrases, each with where it came from.

(A pronoun's features come from :mod:`wsc_corpus.nlp.pronouns`.) A candidate's come from, in
order of trust: coordination (``Pam and Paul``: plural), its determiner (the language's
``morphology.DETERMINERS``), a first-name list, the language's noun tables (gendered nouns,
person nouns, epicene and collective nouns), an animacy lexicon (English: WordNet), the tagged
lexicon of the head noun, and the spaCy pipeline's morphology of the head and its
determiner. The first source that tells a feature decides it; every source seen is kept as
evidence. What differs between languages is read from their tables
(``wsc_corpus.lang.<code>.morphology``), never from the language's code.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from types import ModuleType
from typing import Any

from spacy.tokens import Token

from wsc_corpus.lang import defaults, table_form
from wsc_corpus.nlp import names, wordnet
from wsc_corpus.nlp.lexicon import lexicon
from wsc_corpus.nlp.proper_nouns import proper_noun

FEATURES = ("gender", "number")
# A noun none of whose senses is a person or an animal above this share is a thing; one
# mostly an animal, a group or a place (never an error with any pronoun) is read as such.
NOT_ANIMATE = 0.05
MOSTLY = 0.6
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

    def add(self, feature: str, value: str | None, source: str) -> None:
        if value is None:
            return
        seen = Observation(feature, value, source)
        self.observations.append(seen)
        self.values.setdefault(feature, seen)

    def get(self, feature: str) -> str | None:
        found = self.values.get(feature)
        return found.value if found else None

    def as_evidence(self) -> dict[str, Any]:
        return {"text": self.text, "head": self.head,
                **{f: ({"value": o.value, "source": o.source} if (o := self.values.get(f))
                       else None) for f in ("gender", "number", "person", "collective")},
                "observations": [[o.feature, o.value, o.source] for o in self.observations]}


@cache
def morphology(lang: str) -> ModuleType:
    return defaults(lang).morphology


form_of = table_form


def candidate_features(tokens: list[Token], lang: str, pipeline: str,
                       parsed: bool) -> Features:
    """Features of a candidate noun phrase given its tokens (in the sentence or parsed alone)."""
    text = "".join(t.text_with_ws for t in tokens).strip()
    found = Features(text)
    table = morphology(lang)
    conjuncts = _split(tokens, table.CONJUNCTIONS)
    if len(conjuncts) > 1:
        parts = [candidate_features(part, lang, pipeline, parsed) for part in conjuncts]
        joiner = next(t.text for t in tokens if t.lower_ in table.CONJUNCTIONS)
        found.head = " + ".join(p.head or "?" for p in parts)
        found.add("number", "pl", f"coordination with {joiner!r}")
        genders = [p.get("gender") for p in parts]
        if table.GRAMMATICAL_GENDER and "m" in genders:
            found.add("gender", "m", f"coordination with {joiner!r}: one conjunct is masculine")
        elif table.GRAMMATICAL_GENDER and genders and all(g == "f" for g in genders):
            found.add("gender", "f", f"coordination with {joiner!r}: all conjuncts feminine")
        if any(p.get("person") == "person" for p in parts):
            found.add("person", "person", f"coordination with {joiner!r}")
        for part in parts:
            found.observations += part.observations
        return found
    if table.POSSESSOR_MARKS:
        tokens = _after_possessor(tokens, table.POSSESSOR_MARKS)
        if not tokens:
            return found
    det, head = _det_and_head(tokens, table, lang, parsed)
    head = _compound_end(head, tokens)
    found.head = head.text if head is not None else None
    if det is not None:
        gender, number = table.DETERMINERS[form_of(det.text)]
        where = f"determiner {det.text!r} (lang/{lang}/morphology.py)"
        found.add("gender", gender, where)
        found.add("number", number, where)
    if head is None:
        return found
    natural = not table.GRAMMATICAL_GENDER
    titled = any(t.lower_ in table.TITLES for t in tokens if t.i < head.i)
    needed = natural or found.get("gender") is None  # "a Maria": the article tells
    proper = _is_name(head, det, tokens)
    lemma = (head.lemma_ or head.text).lower()
    if proper and head.ent_type_ in table.COLLECTIVE_ENTITIES and table.COLLECTIVE_WARNING:
        found.add("collective", "place", f"{pipeline} entity {head.text!r} ({head.ent_type_})")
    named_tokens = [t for t in tokens if t is not det]
    listed = proper_noun(_first_name(head, named_tokens).text, lang) \
        if proper and not titled else None
    if listed is not None and listed.kind == "person":
        # the language's own dictionary: French "Jean" is a man's name
        found.add("gender", listed.gender, listed.source)
        found.add("person", "person", listed.source)
        found.add("number", "sg", listed.source)
    elif listed is not None and table.COLLECTIVE_WARNING:
        found.add("collective", "place", listed.source)
        found.add("number", "sg", listed.source)
    if needed and proper and not titled:
        named = names.name_gender(_first_name(head, named_tokens).text)
        found.add("gender", named.gender, named.source)
        # A word listed as a name of either sex (``England``, ``English``) is taken for a
        # person only where the entity recogniser says so too.
        person = named.known and (named.gender is not None or head.ent_type_ in ("PERSON", "PER"))
        if person:
            found.add("person", "person", named.source)
        if person and head.ent_type_ not in table.COLLECTIVE_ENTITIES:
            found.add("number", "sg", named.source)  # not "Apple", "Congress": they
    if proper and table.PROPER_NOUNS_SINGULAR and len(tokens) - (det is not None) == 1:
        found.add("number", "sg", f"proper noun {head.text!r}: a name is singular "
                  f"(lang/{lang}/morphology.py)")
    _noun_tables(found, head, [t for t in tokens if t.i < head.i], table, lang)
    if not table.GRAMMATICAL_GENDER and not titled:
        _animacy(found, head, table, proper)
    lex = lexicon(lang)
    epicene = lemma in table.EPICENE_NOUNS or head.lower_ in table.EPICENE_NOUNS
    if lex is not None and head.text.isalpha() and not proper:  # Pierre is not "pierre"
        readings = lex.readings(head.text)
        for feature in FEATURES:
            values = {getattr(r, feature) for r in readings}
            if len(values) == 1 and None not in values:
                value = values.pop()
                source = next(r.source for r in readings if getattr(r, feature) == value)
                found.add(feature, value, f"{lex.version} {source}")
        # A noun the tagged lexicon lists with no gender is of either (``élève``, ``is:epi``)
        epicene = epicene or bool(readings) and all(r.gender is None for r in readings)
    if epicene and table.GRAMMATICAL_GENDER and found.get("gender") is None:
        # "l'élève", "les journalistes": of either gender, whatever the tagger guesses
        why = f"lang/{lang}/morphology.py" if lemma in table.EPICENE_NOUNS or \
            head.lower_ in table.EPICENE_NOUNS else "listed with no gender in the lexicon"
        found.add("gender", "either", f"epicene noun {head.text!r} ({why}): only a "
                  "determiner tells its gender")
    if table.COLLECTIVE_WARNING and (lemma in table.COLLECTIVE_NOUNS or
                                     head.lower_ in table.COLLECTIVE_NOUNS):
        found.add("collective", "group", f"collective noun {head.text!r} "
                  f"(lang/{lang}/morphology.py)")
    collective = not table.COLLECTIVE_WARNING and (
        lemma in table.COLLECTIVE_NOUNS or head.ent_type_ in table.COLLECTIVE_ENTITIES)
    for token, role in ((head, "noun"), (det, "determiner")):
        if token is None or not token.has_morph():
            continue
        for feature, key in (("gender", "Gender"), ("number", "Number")):
            if feature == "number" and _number_unreliable(token, table, collective):
                continue
            if feature == "gender" and (natural or epicene or (token is head and proper)):
                continue  # the tagger guesses a name's or an epicene noun's gender
            for value in token.morph.get(key):
                if value in _SPACY:
                    found.add(feature, _SPACY[value],
                              f"{pipeline} morph of {role} {token.text!r} ({key}={value})")
    return found


def _number_unreliable(token: Token, table: ModuleType, collective: bool) -> bool:
    """Whether the tagger's number of a token is a guess: a proper noun or a plural the
    lemmatizer does not undo (read from a final -s: "Heracles"), a noun the same in the plural
    ("sheep"), a collective that takes "they" ("the council", an organisation)."""
    if token.pos_ == "PROPN" or collective:
        return True
    if "Plur" in token.morph.get("Number") and token.lemma_.lower() == token.lower_:
        return True
    return token.lemma_.lower() in table.SAME_IN_PLURAL


def _first_name(head: Token, tokens: list[Token]) -> Token:
    """The first word of the capitalised run holding the head ("Fanny" in "Fanny Junior")."""
    first = head
    for token in reversed([t for t in tokens if t.i < head.i]):
        if token.i != first.i - 1 or not token.text[:1].isupper() or not token.is_alpha \
                or token.pos_ not in ("PROPN", ""):
            break
        first = token
    return first


def _noun_tables(found: Features, head: Token, before: list[Token], table: ModuleType,
                 lang: str) -> None:
    """Natural gender of gendered nouns and titles, persons, number of collective plurals
    (the language's tables; empty where its nouns have grammatical gender)."""
    for token in [head, *before]:
        lemma = token.lemma_.lower() if token.lemma_ else token.lower_
        forms = (lemma, token.lower_, lemma.rsplit("-", 1)[-1])  # great-grandfather
        gender = next((table.GENDERED_NOUNS[f] for f in forms if f in table.GENDERED_NOUNS),
                      None)
        if gender:
            where = f"gendered noun {token.text!r} (lang/{lang}/morphology.py)"
            found.add("gender", gender, where)
            found.add("person", "person", where)
    lemma = head.lemma_.lower() if head.lemma_ else head.lower_
    if lemma in table.PERSON_NOUNS or lemma.rsplit("-", 1)[-1] in table.PERSON_NOUNS:
        found.add("person", "person", f"person noun {head.text!r} (lang/{lang}/morphology.py)")
    if head.lower_ in table.PLURAL_NOUNS:
        found.add("number", "pl", f"plural noun {head.text!r} (lang/{lang}/morphology.py)")


def _animacy(found: Features, head: Token, table: ModuleType, proper: bool) -> None:
    """Person, animal, group, place or thing from the language's animacy lexicon (WordNet),
    and the sex of a person noun its ending tells (``barman``); a person noun of neither is
    of either sex (``cyclist``). A proper noun is only read as a person WordNet spells with a
    capital (``Goethe``) or, spelled in capitals, as an abbreviation WordNet spells so
    (``TV``): a surname or a brand may be a common noun (``Stone``, ``Range Rover``)."""
    if table.ANIMACY != "wordnet":
        return
    words = [w for w in dict.fromkeys((head.lemma_.lower(), head.lower_)) if w]
    seen = next((a for w in words if (a := wordnet.animacy(w)) is not None), None)
    if seen is None:
        return
    kind, total = seen.animacy, sum(seen.weights.values())
    animate = seen.weights.get("person", 0) + seen.weights.get("animal", 0)
    if kind in (None, "thing") and animate > NOT_ANIMATE * total:
        # "model": also a person, not a thing; "worm": mostly an animal (never an error)
        kind = next((k for k in ("animal", "group", "place")
                     if seen.weights.get(k, 0) >= MOSTLY * total), None)
    elif kind is None:
        kind = "thing"  # "table": a group (a tabular array) or furniture, never a person
    if kind is None or head.pos_ in ("NUM", "PRON", "DET") or \
            kind == "thing" and head.pos_ not in ("NOUN", "PROPN", ""):
        return  # "one of the tellers", "the much-younger Heather": not a noun's animacy
    if kind == "thing" and (head.ent_type_ in ("PERSON", "PER") or
                            head.text[:1].isupper() and not head.text.isupper()):
        return  # a capitalised word may be a name ("Bubbles", "Obi-Wan"): not a thing
    if head.text.isupper() and len(head.text) > 1 and not seen.capitals:
        return  # "the TA" (teaching assistant) is not tantalum, "Ta"
    if proper and not (head.text.isupper() and seen.capitals or seen.name and kind == "person"
                       and seen.lemma == head.lower_):
        return  # "Range Rover", "the Cowboys", "the TA": not WordNet's "TV" or "Goethe"
    found.add("person", kind, seen.source)
    if proper:
        return  # "Goethe": a person of unknown sex ("the British": of unknown number)
    if found.get("person") == "person" and found.get("gender") is None:
        lemma = seen.lemma
        sex = next((g for suffix, g in table.GENDER_SUFFIXES if lemma.endswith(suffix) and
                    wordnet.animacy(lemma[:-len(suffix)].rstrip("-")) is not None), None)
        if sex:
            found.add("gender", sex, f"{seen.source}, ending -{lemma[-3:]}")
        else:
            found.add("gender", "either", f"{seen.source}: a person of either sex")


def _split(tokens: list[Token], conjunctions: frozenset[str]) -> list[list[Token]]:
    parts: list[list[Token]] = [[]]
    for token in tokens:
        if token.lower_ in conjunctions and parts[-1]:
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


def _compound_end(head: Token | None, tokens: list[Token]) -> Token | None:
    """The last word of a hyphenated compound the head begins, where it ends the phrase
    (``my great-grandfather``; not ``the off-campus apartments``, nor a name: ``Lun-Xiu``)."""
    if head is None or not head.text.islower() or not tokens or \
            tokens[-1].i - head.i != 2 or head.whitespace_ or head.nbor(1).text != "-" or \
            head.nbor(1).whitespace_ or not tokens[-1].is_alpha:
        return head
    return tokens[-1]


def _det_and_head(tokens: list[Token], table: ModuleType, lang: str,
                  parsed: bool) -> tuple[Token | None, Token | None]:
    while len(tokens) > 1 and form_of(tokens[0].text) in table.PHRASE_BREAKS and \
            form_of(tokens[0].text) not in table.DETERMINERS:
        tokens = tokens[1:]  # "de Liliane": the name is the phrase ("dos policiais" keeps "dos")
    det = tokens[0] if tokens and form_of(tokens[0].text) in table.DETERMINERS else None
    rest = tokens[1:] if det is not None else tokens
    phrase: list[Token] = []
    for token in rest:
        if form_of(token.text) in table.PHRASE_BREAKS or token.is_punct:
            break
        phrase.append(token)
    if not phrase:
        return det, None
    if parsed:
        inside = {t.i for t in phrase}
        roots = [t for t in phrase if t.head.i not in inside or t.head.i == t.i]
        nouns = [t for t in roots if t.pos_ in ("NOUN", "PROPN")]
        if nouns:
            return det, nouns[0]
        nouns = [t for t in phrase if t.pos_ in ("NOUN", "PROPN")]
        return det, nouns[-1] if nouns else phrase[-1]
    # Not parsed: the head is the language's first or last noun of the phrase.
    pick = 0 if table.HEAD_FIRST else -1
    nouns = [t for t in phrase if t.pos_ in ("NOUN", "PROPN")]  # tagged, not parsed
    if nouns:
        return det, nouns[pick]
    lex = lexicon(lang)
    known = [t for t in phrase if lex is not None and lex.readings(t.text)]
    return det, known[pick] if known else phrase[0]


def _is_name(head: Token, det: Token | None, tokens: list[Token]) -> bool:
    """Whether a capitalised head is a proper noun: the tagger or the entity recogniser says
    so, or it is capitalised inside the sentence; at the start of a sentence, a candidate of
    one word that is not a common noun ("Rebecca", not "Horses", "Cadeiras"); a word with a
    capital after its first letter is a brand name ("iTunes", "eBay")."""
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
        common = lex is not None and bool(lex.readings(head.text)) and \
            names.name_gender(head.text).gender is None
    return det is None and len(tokens) == 1 and not common


def _plural_noun(token: Token) -> bool:
    """Whether a capitalised word is the plural of a common noun a lexicon knows (WordNet's
    detachment rules, the tagged hunspell lexicon), and not a listed first name."""
    lower = token.lower_
    if names.name_gender(token.text).known:
        return False
    table = morphology(token.lang_)
    seen = wordnet.animacy(lower) if table.ANIMACY == "wordnet" else None
    if seen is not None and seen.lemma != lower:
        return True
    lex = lexicon(token.lang_)
    return lex is not None and any(r.number == "pl" and r.entry != lower
                                   for r in lex.readings(lower))
