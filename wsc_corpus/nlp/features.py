"""Gender, number and person/thing features of pronouns and candidate noun phrases, each with
where it came from.

A pronoun's features come from its language's pronoun table. A candidate's come from, in
order of trust: coordination (``Pam and Paul``: plural), its determiner (the language's
``morphology.DETERMINERS``), a first-name list, English gendered nouns, the tagged lexicon of
the head noun, and the spaCy pipeline's morphology of the head and its determiner. The first
source that tells a feature decides it; every source seen is kept as evidence.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from types import ModuleType
from typing import Any

from spacy.tokens import Token

from wsc_corpus.lang import defaults, get_lang, table_form
from wsc_corpus.nlp import names
from wsc_corpus.nlp.lexicon import lexicon

FEATURES = ("gender", "number")
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
                       else None) for f in ("gender", "number", "person")},
                "observations": [[o.feature, o.value, o.source] for o in self.observations]}


@cache
def morphology(lang: str) -> ModuleType:
    return defaults(lang).morphology


form_of = table_form


def pronoun_features(text: str, lang: str) -> Features:
    """Features of a pronoun from its language's table; a feature on which the form's
    readings disagree (French ``lui``: dative or masculine stressed) stays unknown."""
    found = Features(text)
    readings = get_lang(lang).Defaults.pronouns_by_form.get(form_of(text), ())
    if not readings:
        return found
    where = f"lang/{lang}/pronouns.py {form_of(text)!r}"
    for feature in FEATURES:
        values = {getattr(r, feature) for r in readings}
        if len(values) == 1 and None not in values:
            value = values.pop()
            found.add(feature, value, f"{where} ({'/'.join(r.case for r in readings)})")
    if lang == "en":
        gender = found.get("gender")
        if gender in ("m", "f"):
            found.add("person", "person", f"{where}: he/she refer to persons")
        elif gender == "n":
            found.add("person", "thing", f"{where}: it refers to a thing")
    return found


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
        if lang != "en" and "m" in genders:
            found.add("gender", "m", f"coordination with {joiner!r}: one conjunct is masculine")
        elif lang != "en" and genders and all(g == "f" for g in genders):
            found.add("gender", "f", f"coordination with {joiner!r}: all conjuncts feminine")
        if any(p.get("person") == "person" for p in parts):
            found.add("person", "person", f"coordination with {joiner!r}")
        for part in parts:
            found.observations += part.observations
        return found
    if lang == "en":
        tokens = _after_possessor(tokens)
        if not tokens:
            return found
    det, head = _det_and_head(tokens, table, lang, parsed)
    found.head = head.text if head is not None else None
    if det is not None:
        gender, number = table.DETERMINERS[form_of(det.text)]
        where = f"determiner {det.text!r} (lang/{lang}/morphology.py)"
        found.add("gender", gender, where)
        found.add("number", number, where)
    if head is None:
        return found
    titled = lang == "en" and any(t.lower_ in table.TITLES for t in tokens if t.i < head.i)
    needed = lang == "en" or found.get("gender") is None  # "a Maria": the article tells
    proper = _is_name(head, det, tokens)
    if needed and proper and not titled:
        named = names.name_gender(_first_name(head, [t for t in tokens if t is not det]).text)
        found.add("gender", named.gender, named.source)
        # A word listed as a name of either sex (``England``, ``English``) is taken for a
        # person only where the entity recogniser says so too.
        person = named.known and (named.gender is not None or head.ent_type_ in ("PERSON", "PER"))
        if lang == "en" and person:
            found.add("person", "person", named.source)
        if person and head.ent_type_ not in morphology("en").COLLECTIVE_ENTITIES:
            found.add("number", "sg", named.source)  # not "Apple", "Congress": they
    if lang == "en":
        _english_noun(found, head, [t for t in tokens if t.i < head.i], table)
    lex = lexicon(lang)
    if lex is not None and head.text.isalpha() and not proper:  # Pierre is not "pierre"
        readings = lex.readings(head.text)
        for feature in FEATURES:
            values = {getattr(r, feature) for r in readings}
            if len(values) == 1 and None not in values:
                value = values.pop()
                source = next(r.source for r in readings if getattr(r, feature) == value)
                found.add(feature, value, f"{lex.version} {source}")
    collective = lang == "en" and (head.lemma_.lower() in table.COLLECTIVE_NOUNS
                                   or head.ent_type_ in table.COLLECTIVE_ENTITIES)
    for token, role in ((head, "noun"), (det, "determiner")):
        if token is None or not token.has_morph():
            continue
        for feature, key in (("gender", "Gender"), ("number", "Number")):
            if feature == "number" and _number_unreliable(token, lang, table, collective):
                continue
            if feature == "gender" and token is head and proper:
                continue  # the tagger guesses a name's gender from its ending
            for value in token.morph.get(key):
                if value in _SPACY and not (lang == "en" and feature == "gender"):
                    found.add(feature, _SPACY[value],
                              f"{pipeline} morph of {role} {token.text!r} ({key}={value})")
    return found


def _number_unreliable(token: Token, lang: str, table: ModuleType, collective: bool) -> bool:
    """Whether the tagger's number of a token is a guess: a proper noun or a plural the
    lemmatizer does not undo (read from a final -s: "Heracles"), a noun the same in the plural
    ("sheep"), a collective that takes "they" ("the council", an organisation)."""
    if token.pos_ == "PROPN" or collective:
        return True
    if "Plur" in token.morph.get("Number") and token.lemma_.lower() == token.lower_:
        return True
    return lang == "en" and token.lemma_.lower() in table.SAME_IN_PLURAL


def _first_name(head: Token, tokens: list[Token]) -> Token:
    """The first word of the capitalised run holding the head ("Fanny" in "Fanny Junior")."""
    first = head
    for token in reversed([t for t in tokens if t.i < head.i]):
        if token.i != first.i - 1 or not token.text[:1].isupper() or not token.is_alpha \
                or token.pos_ not in ("PROPN", ""):
            break
        first = token
    return first


def _english_noun(found: Features, head: Token, before: list[Token], table: ModuleType) -> None:
    """Natural gender of gendered nouns and titles, persons, number of collective plurals."""
    for token in [head, *before]:
        lemma = token.lemma_.lower() if token.lemma_ else token.lower_
        forms = (lemma, token.lower_, lemma.rsplit("-", 1)[-1])  # great-grandfather
        gender = next((table.GENDERED_NOUNS[f] for f in forms if f in table.GENDERED_NOUNS),
                      None)
        if gender:
            where = f"gendered noun {token.text!r} (lang/en/morphology.py)"
            found.add("gender", gender, where)
            found.add("person", "person", where)
    lemma = head.lemma_.lower() if head.lemma_ else head.lower_
    if lemma in table.PERSON_NOUNS or lemma.rsplit("-", 1)[-1] in table.PERSON_NOUNS:
        found.add("person", "person", f"person noun {head.text!r} (lang/en/morphology.py)")
    if head.lower_ in table.PLURAL_NOUNS:
        found.add("number", "pl", f"plural noun {head.text!r} (lang/en/morphology.py)")


def _split(tokens: list[Token], conjunctions: frozenset[str]) -> list[list[Token]]:
    parts: list[list[Token]] = [[]]
    for token in tokens:
        if token.lower_ in conjunctions and parts[-1]:
            parts.append([])
        else:
            parts[-1].append(token)
    return [part for part in parts if part]


def _after_possessor(tokens: list[Token]) -> list[Token]:
    """``Anne's daughter`` -> ``daughter``: the possessor does not agree; ``Tina's`` alone
    (Tina's drawing) has no head word."""
    for index in range(len(tokens) - 1, -1, -1):
        if tokens[index].lower_ in ("'s", "’s", "'"):
            return tokens[index + 1:]
    return tokens


def _det_and_head(tokens: list[Token], table: ModuleType, lang: str,
                  parsed: bool) -> tuple[Token | None, Token | None]:
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
    one word that is not a common noun ("Rebecca", not "Horses", "Cadeiras")."""
    if not head.text[:1].isupper() or not head.text.isalpha():
        return False
    if head.ent_type_ in ("PERSON", "PER") or head.pos_ == "PROPN":
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
