"""What English tells of a candidate: natural gender and animacy from WordNet's senses, first
names only where the candidate looks like a person's name, and what English lets a pronoun
differ from.

- A noun's senses (WordNet 3.0, weighted by SemCor) tell whether it names a person, an
  animal, a group, a place or a thing, and its person and animal senses whether they name a
  sex in their own definitions (``hen``: "adult female chicken", ``widower``: "a man whose
  wife is dead", ``stepson``: "the son your spouse by a former marriage"). The sense that
  decided is kept in the evidence.
- A first name (WGND) counts only for a word that looks like a person's name: no article
  before it (``the European Union``, ``a Barbie``), not WordNet's name of a place or a thing
  (``Linux``, ``Manchester``), nor a common noun for no person that WordNet's full names of
  persons only end with (``Rice``: Elmer Rice; ``Doe``: John Doe; not ``Cooper``), nor a noun
  WordNet knows in lower case that the hunspell dictionary (``en_US``) does not also list
  capitalised (``Taco``, ``Paper``; but ``Lily``, ``Carol``), unless the entity recogniser
  reads a person; a name of several words only where the recogniser reads a person and its
  first word is no such noun (``Manchester United``, ``Square Enix``, ``The Mad Hatter`` are
  not).
- English refers to organisations, institutions, groups and places with ``they`` as well as
  ``it``, to animals with ``it``, ``he`` or ``she``, to a baby with ``it``, to a vehicle with
  ``she``: a pronoun that differs from such a candidate is a warning with the reason, never
  an error.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wsc_corpus.lang.en.inflect import _past_only, amount, quantified_noun
from wsc_corpus.nlp import features, names, wordnet
from wsc_corpus.nlp.features import CONCORD, Features, Observation, Phrase, _first_name
from wsc_corpus.nlp.proper_nouns import proper_noun
from wsc_corpus.nlp.wordnet import VERSION

if TYPE_CHECKING:
    from spacy.tokens import Token

# A noun none of whose senses is a person or an animal above this share is a thing; one
# mostly an animal, a group or a place (never an error with any pronoun) is read as such.
NOT_ANIMATE = 0.05
MOSTLY = 0.6
# A noun whose senses are groups of people or institutions for at least this share may be
# "they" ("the orchestra", "the military"); a person noun mostly an infant may be "it".
SOCIAL = 0.15
INFANT = 0.5
# A noun mostly a vehicle may be "she" (a ship, a car).
VEHICLE = 0.5
# A head after a noun, in a compound WordNet does not list, is of unknown animacy where at
# least this share of WordNet's compounds on it are of the other kind (``music player``:
# ``record_player``, ``tape_player`` are things among 32 compounds on ``player``).
COMPOUND_OTHER = 0.1
# Entity labels of the recogniser for organisations, places and things made or named.
NOT_PERSONS = frozenset({"ORG", "GPE", "LOC", "FAC", "PRODUCT", "NORP", "WORK_OF_ART",
                         "EVENT", "LAW", "LANGUAGE"})
ARTICLES = frozenset({"the", "a", "an"})
# What a name's own verb in the sentence tells of its number (``concord``): the present for a
# third person, and the past of be.
SUBJECTS = frozenset({"nsubj", "nsubjpass"})
AUXILIARIES = frozenset({"aux", "auxpass"})
CONCORD_TAGS = {"VBZ": "sg", "VBP": "pl"}
# The forms of be, read without the tagger or lemminflect (which only a plural present's
# other verbs need: lemminflect's tables take a second to load).
BE_FORMS = {"is": "sg", "was": "sg", "are": "pl", "were": "pl"}


def _present(form: str) -> bool:
    """Whether lemminflect knows a form as the plain present of a verb (``hate``; not
    ``outsold``, which it does not know)."""
    from lemminflect import getAllLemmas, getInflection

    return any(form in getInflection(lemma, "VBP")
               for lemma in getAllLemmas(form, upos="VERB").get("VERB", ()))


class Evidence(features.Evidence):
    """English: WordNet's senses instead of a tagged lexicon, gated first names, and the
    differences English allows."""

    def steps(self):
        return (self.determiner, self.titles, self.first_names, self.noun_tables,
                self.senses, self.organisation, self.notional, self.plural, self.tagger,
                self.concord)

    def concord(self, found: Features, phrase: Phrase) -> None:
        """A name whose number nothing else told, subject of a present verb or of
        ``was``/``were`` in the sentence: the number the writer gave it there (``KFC sells``,
        ``Iphones are selling``), which the substitution's agreement follows
        (``agreement.CONCORD``); the checks do not read it, since the writer may still
        refer to the name with ``they``."""
        head = phrase.head
        if found.get("number") is not None or not phrase.parsed or not phrase.proper or \
                head.dep_ not in SUBJECTS or head.dep_ == "conj" or \
                any(c.dep_ == "conj" for c in head.children):
            return
        verb = head.head
        finite = next((t for t in sorted([*(c for c in verb.children if c.dep_ in AUXILIARIES),
                                          verb], key=lambda t: t.i)
                       if "Fin" in t.morph.get("VerbForm")), None)
        if finite is None or finite.i < head.i:
            return  # "Has Google ...": a question's operator may be read elsewhere
        number = BE_FORMS.get(finite.lower_) or CONCORD_TAGS.get(finite.tag_)
        if number is None or finite.lower_ not in BE_FORMS and finite.tag_ == "VBP" and \
                (_past_only(finite.lower_) or not _present(finite.lower_)):
            return  # "Intel outsold": a past tense the tagger read as a present
        # for agreement only: the checks compare no such feature
        found.values.setdefault(CONCORD, Observation(
            CONCORD, number, f"the sentence makes {head.text!r} the subject of "
            f"{finite.text!r} ({finite.tag_})"))

    def features(self, tokens: list[Token], pipeline: str, parsed: bool) -> Features:
        """``a lot of fans``, ``plenty of time``: a noun of quantity (``QUANTITY_HEADS``)
        before ``of`` takes the number of the noun phrase after it (Quirk et al. 1985
        §10.34), and what that phrase tells of the rest."""
        words = [t.lower_ for t in tokens]
        if (noun := quantified_noun(words)) is not None:
            found = super().features(tokens[noun:], pipeline, parsed)
            found.text = "".join(t.text_with_ws for t in tokens).strip()
            number = found.values.pop("number", None)
            if number is not None:
                found.add("number", number.value, f"{tokens[noun - 2].text!r} of "
                          f"{number.source}: a noun of quantity agrees with its noun")
            return found
        found = super().features(tokens, pipeline, parsed)
        if (seen := amount(words)) is not None:
            # "ten dollars was all she had", "three tons of sand was needed": an amount is
            # one (Quirk et al. 1985 §10.36)
            found.values.pop("number", None)
            found.add("number", "sg", f"{seen.source}: a numeral and a unit of measure or "
                      "time, one amount")
            found.allow("number", "pl", "a numeral and a unit: English may count the units")
        return found

    def coordination(self, found: Features, parts: list[Features], where: str,
                     conjuncts: list[list[Token]]) -> None:
        """``Pam and Paul``: plural, a person if one conjunct is; no gender. Singular common
        nouns under one determiner, one of them a thing (``the life and soul`` of the party,
        ``the bread and butter``), may be one thing: it, with a warning."""
        found.add("number", "pl", where)
        if any(p.get("person") == "person" for p in parts):
            found.add("person", "person", where)
        single = ARTICLES | {d for d, (_, n) in self.table.DETERMINERS.items() if n == "sg"}
        first = conjuncts[0][0]
        det = first if first.lower_ in single else \
            first.doc[first.i - 1] if first.i > 0 else None
        if det is None or det.lower_ not in single or \
                all(p.get("person") in ("person", "animal") for p in parts) or \
                any(p.get("number") != "sg" for p in parts) or any(
                    t.lower_ in single or t.pos_ not in ("NOUN", "ADJ") or not t.text.islower()
                    for part in conjuncts for t in part if t is not det):
            return
        why = (f"one determiner ({det.text!r}) before singular nouns joined by "
               f"{where.split()[-1]}: may be one thing")
        found.allow("number", "sg", why)
        found.allow("person", "thing", why)

    def first_names(self, found: Features, phrase: Phrase) -> None:
        if not phrase.proper or phrase.titled:
            return
        first = _first_name(phrase.head, phrase.named)
        named = names.name_gender(first.text)
        if not named.known:
            return
        why = self.not_a_name(phrase, first)
        if why:
            found.observations.append(Observation(
                "name", "no", f"{first.text!r} not read as a first name ({named.source}): {why}"))
            return
        self.add_name(found, phrase, named)
        head = phrase.head
        if head.ent_type_ in NOT_PERSONS:
            found.allow("number", "pl", f"the entity recogniser reads {head.text!r} as "
                        f"{head.ent_type_} (an organisation, a place), which English may call "
                        "they")
        elif named.gender is None:
            found.allow("number", "pl", f"{first.text!r} is a name of either sex in WGND and may "
                        "name a company or a group, which English may call they")
        elif head.ent_type_ not in ("PERSON", "PER") and first.i == head.i and \
                (head.i == 0 or head.is_sent_start):
            found.allow("number", "pl", f"{head.text!r} opens the sentence and the entity "
                        "recogniser does not read it as a person: it may name a company or a "
                        "team, which English calls they")

    def head_of(self, head: Token | None, tokens: list[Token]) -> Token | None:
        """The second noun of a compound WordNet lists, where the parse took the first for
        the head (``the girl scouts`` -> ``scouts``, ``the car hop`` -> ``hop``)."""
        head = super().head_of(head, tokens)
        after = [t for t in tokens if head is not None and t.i == head.i + 1]
        if head is None or not after or not head.text.islower() or \
                not after[0].text.isalpha() or not after[0].text.islower():
            return head
        lemma = (after[0].lemma_ or after[0].text).lower()
        if any(wordnet.animacy(w) is not None for w in (f"{head.lower_}_{lemma}",
                                                         f"{head.lower_}{lemma}")):
            return after[0]
        return head

    def not_a_name(self, phrase: Phrase, first: Token) -> str | None:
        """Why a word WGND lists is not read as a first name here, or None."""
        head, tokens = phrase.head, phrase.tokens
        before = [t for t in tokens if t.i == first.i - 1]
        if before and before[0].lower_ in ARTICLES:
            return f"an article ({before[0].text!r}) stands before it"
        person = head.ent_type_ in ("PERSON", "PER")
        seen = wordnet.animacy(first.text)
        listed = proper_noun(first.text, self.lang)  # "Lily/M" besides "lily/SM"
        common = seen is not None and seen.lemma == first.lower_ and not seen.inflected and \
            not seen.name and seen.lower and listed is None
        if seen is not None and seen.proper and not seen.name:
            return f"WordNet spells it capitalised for a place or a thing ({seen.source})"
        if seen is not None and seen.surname and seen.lower and seen.lemma == first.lower_ and \
                seen.animacy not in ("person", None):
            # "Rice beat Texas" (the university), "vote for Doe" (John Doe); not "Cooper", a
            # trade and a given name
            return (f"a surname in WordNet's names of persons (last, never first: Elmer Rice, "
                    f"John Doe) and a common noun for no person ({seen.source})")
        others = [t for t in phrase.named if t is not first and t.lower_ not in ARTICLES and
                  (t.text[:1].isupper() or t.like_num)]  # "Office 365", "World of Warcraft"
        if others and (not person or common):
            return (f"a name of several words the entity recogniser reads as "
                    f"{head.ent_type_ or 'no entity'}"
                    + (f", beginning with a common noun ({seen.source})" if common else "")
                    + ": a place, an institution, a title")
        if common and not person and (first.i == 0 or first.is_sent_start):
            # inside a sentence the capital makes it a proper noun ("fooling Jade")
            return f"a common noun in WordNet, opening the sentence ({seen.source})"
        return None

    def _senses_of(self, phrase: Phrase) -> wordnet.Animacy | None:
        """WordNet's noun for the head: a compound with the word before it first (``car
        hop`` -> ``carhop``, ``girl scouts`` -> ``girl_scout``), then the lemma, the form."""
        head = phrase.head
        lemma = head.lemma_.lower() if head.lemma_ else head.lower_
        before = [t for t in phrase.tokens if t.i == head.i - 1 and t.is_alpha and
                  t.pos_ in ("NOUN", "PROPN", "ADJ", "") and not t.text[:1].isupper()]
        after = [t for t in phrase.tokens if t.i == head.i + 1 and t.is_alpha and
                 t.text.islower()]
        words = [f"{before[0].lower_}_{lemma}", f"{before[0].lower_}{lemma}"] if before else []
        words += [f"{head.lower_}_{after[0].lower_}", f"{head.lower_}{after[0].lower_}"] \
            if after else []
        if head.text.islower():
            for word in words:  # "car hop": the parse may take "car" for the head
                if (seen := wordnet.animacy(word)) is not None:
                    return seen
        return next((a for w in dict.fromkeys((lemma, head.lower_))
                     if w and (a := wordnet.animacy(w)) is not None), None)

    def senses(self, found: Features, phrase: Phrase) -> None:
        """Person, animal, group, place or thing, and the sex of a person or an animal, from
        WordNet's senses; the sex of a person noun its ending tells (``barman``); a person
        noun of neither is of either sex (``cyclist``). A proper noun is only read as a
        person WordNet spells with a capital (``Goethe``) or, spelled in capitals, as an
        abbreviation WordNet spells so (``TV``): a surname or a brand may be a common noun
        (``Stone``, ``Range Rover``)."""
        head, proper = phrase.head, phrase.proper
        if phrase.titled:
            return
        seen = self._senses_of(phrase)
        if seen is None:
            return
        if (why := self._compound_of_either(phrase, seen)) is not None:
            found.observations.append(Observation("person", "either", why))
            return
        kind, total = seen.animacy, sum(seen.weights.values())
        animate = seen.weights.get("person", 0) + seen.weights.get("animal", 0)
        if kind in (None, "thing") and animate > NOT_ANIMATE * total:
            # "model": also a person, not a thing; "worm": mostly an animal (never an error)
            kind = next((k for k in ("animal", "group", "place")
                         if seen.weights.get(k, 0) >= MOSTLY * total), None)
        elif kind is None:
            kind = "thing"  # "table": a group (a tabular array) or furniture, never a person
        if kind is None and animate >= MOSTLY * total and seen.sex and not proper:
            # "emperor", "bull": a person or an animal, of that sex either way
            found.add("gender", seen.sex, seen.sex_source)
        if kind is None or head.pos_ in ("NUM", "PRON", "DET") or \
                kind == "thing" and head.pos_ not in ("NOUN", "PROPN", ""):
            return  # "one of the tellers", "the much-younger Heather": not a noun's animacy
        if kind == "thing" and (head.ent_type_ in ("PERSON", "PER") or
                                head.text[:1].isupper() and not head.text.isupper()):
            return  # a capitalised word may be a name ("Bubbles", "Obi-Wan"): not a thing
        if len(head.text) == 1:
            return  # "student B", "person A": a label, not the letter
        if head.text.isupper() and not seen.capitals:
            return  # "the TA" (teaching assistant) is not tantalum, "Ta"
        if proper and not (head.text.isupper() and seen.capitals or seen.name and
                           kind == "person" and seen.lemma == head.lower_):
            return  # "Range Rover", "the Cowboys", "the TA": not WordNet's "TV" or "Goethe"
        found.add("person", kind, seen.source)
        if proper:
            return  # "Goethe": a person of unknown sex ("the British": of unknown number)
        if kind == "thing" and seen.share(seen.vehicle) >= VEHICLE:
            found.allow("person", "person", f"{seen.source}: a vehicle, which English may call "
                        "she", also=("gender", "f"))
        if seen.share(seen.social) >= SOCIAL:
            found.allow("number", "pl", f"{seen.source}: a group of people or an institution, "
                        "which English may call it or they")
        if found.get("person") == "person" and seen.share(seen.infant) >= INFANT * \
                seen.share(seen.weights.get("person", 0)):
            found.allow("person", "thing", f"{seen.source}: an infant, which English may call it")
        if found.get("person") not in ("person", "animal") or found.get("gender"):
            return
        if seen.sex:
            found.add("gender", seen.sex, seen.sex_source)
            return
        sex = next((g for suffix, g in self.table.GENDER_SUFFIXES if seen.lemma.endswith(suffix)
                    and wordnet.animacy(seen.lemma[:-len(suffix)].rstrip("-")) is not None),
                   None)
        if sex:
            found.add("gender", sex, f"{seen.source}, ending -{seen.lemma[-3:]}")
        elif found.get("person") == "person":
            found.add("gender", "either", f"{seen.source}: a person of either sex")

    def _compound_of_either(self, phrase: Phrase, seen: wordnet.Animacy) -> str | None:
        """Why a head after a noun in a compound WordNet does not list is of unknown animacy
        (``the music player``: WordNet's ``player`` is a person, but its compounds
        ``record_player``, ``tape_player`` are things), or None."""
        head = phrase.head
        before = [t for t in phrase.tokens if t.i == head.i - 1 and t.pos_ == "NOUN" and
                  t.dep_ == "compound" and t.is_alpha and t.text.islower()]
        if not before or "_" in seen.lemma or seen.animacy not in ("person", "thing"):
            return None
        found = wordnet.compounds(seen.lemma)
        other = found.get("thing" if seen.animacy == "person" else "person", 0)
        total = sum(found.values())
        if not total or other < COMPOUND_OTHER * total:
            return None
        return (f"{before[0].text} {head.text!r}: a compound WordNet does not list, on a head "
                f"whose compounds are {other} of {total} "
                f"{'things' if seen.animacy == 'person' else 'persons'} ({VERSION})")

    def organisation(self, found: Features, phrase: Phrase) -> None:
        """Groups, organisations and places (the language's collective nouns, the entity
        recogniser's labels): English may call them they."""
        head = phrase.head
        table = self.table
        if phrase.lemma in table.COLLECTIVE_NOUNS or head.lower_ in table.COLLECTIVE_NOUNS:
            found.allow("number", "pl", f"collective noun {head.text!r} (lang/en/morphology.py), "
                        "which English may call it or they")
        elif head.ent_type_ in table.COLLECTIVE_ENTITIES:
            found.allow("number", "pl", f"{phrase.pipeline} entity {head.text!r} "
                        f"({head.ent_type_}), which English may call it or they")
        elif found.get("person") == "place":
            found.allow("number", "pl", "a place, whose people or team English may call they")
        if (head.i == 0 or head.is_sent_start) and phrase.det is None and \
                head.text[:1].isupper() and len(phrase.tokens) <= 2 and \
                "Plur" not in head.morph.get("Number") and found.get("person") != "person":
            found.allow("number", "pl", f"{head.text!r} opens the sentence with no determiner: a "
                        "name (a company, a product) or a mass noun, which English may call "
                        "they")

    def plural(self, found: Features, phrase: Phrase) -> None:
        """A plural WordNet's own rules undo (``scouts`` -> ``scout``, ``women`` ->
        ``woman``), whatever the tagger guesses of a word it reads in a name."""
        head = phrase.head
        if not head.text.islower() or not head.is_alpha:
            return
        seen = wordnet.animacy(head.lower_)
        if seen is not None and (seen.inflected or seen.lemma != head.lower_ and
                                 head.lower_.endswith("s")):
            found.add("number", "pl", f"{VERSION} plural of {seen.lemma!r} (morphy)")

    def tagger_gender(self, found: Features, phrase: Phrase, token: Token) -> bool:
        return False  # natural gender: the tagger's is grammatical

    def tagger_number(self, found: Features, phrase: Phrase, token: Token) -> bool:
        """The tagger's number, but not a proper noun's, nor a plural WordNet lists as a
        noun of its own more used than its singular (``data``, ``politics``, ``scissors``: it
        or they), nor the singular it reads in an irregular plural (``oxen``), nor that of a
        first name (WGND) opening the sentence (``Butters``)."""
        if not super().tagger_number(found, phrase, token):
            return False
        seen = wordnet.animacy(token.lower_)
        if "Plur" in token.morph.get("Number") and seen is not None and \
                seen.lemma == token.lower_ and not seen.inflected and seen.lower:
            single = wordnet.animacy(token.lemma_) if token.lemma_.lower() != token.lower_ \
                else None
            if single is None or sum(seen.weights.values()) >= sum(single.weights.values()):
                return False  # "data", "politics"; not "hands" (WordNet's "hands": workers)
        if "Sing" in token.morph.get("Number") and seen is not None and seen.plural:
            return False  # "oxen", "teeth": a lemma noun.exc also lists as a plural
        if token.text[:1].isupper() and any(
                t is not token and t.text[:1].isupper() and t.is_alpha and
                t.lower_ not in ARTICLES for t in phrase.tokens):
            return False  # "Trick Or Treaters", "The X-Factor": a title, not a noun's number
        if token.text[:1].isupper() and (token.i == 0 or token.is_sent_start) and \
                names.name_gender(token.text).known:
            return False  # "Butters wanted ...": a first name, whatever plural it looks like
        # "Samsonite", "Youtube" opening a sentence: a name the tagger takes for a noun
        return not (token.text[:1].isupper() and not token.text.isupper() and seen is None)

    def notional(self, found: Features, phrase: Phrase) -> None:
        """``a series of injections``, ``the mass of apes``: a noun of quantity or kind before
        a plural may agree with the plural."""
        after = [t for t in phrase.tokens if t.i > phrase.head.i]
        if after and after[0].lower_ == "of" and any(
                "Plur" in t.morph.get("Number") for t in after[1:] if t.pos_ == "NOUN"):
            found.allow("number", "pl", f"{phrase.head.text!r} before 'of' and a plural noun: the "
                        "phrase may agree with the plural")
