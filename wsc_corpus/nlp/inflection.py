"""Analysing and generating inflected forms from a tagged hunspell dictionary.

Debian's ``hunspell-fr-classical`` and ``hunspell-pt-pt`` tag their entries and suffix rules
with part of speech, tense, person, gender and number (``essayer/a0p+() po:v1_it_q__a`` with
``SFX a0 er aient ... po:iimp po:3pl``; ``cansar/XYPL [CAT=v,T=inf]`` with ``SFX Y r da ar
+G=f,N=s,T=ppa``). One reader does both directions: a form is analysed as an entry, or an
entry plus one suffix rule whose condition the entry meets (``essayaient`` = ``essayer`` +
``-er+aient``: imperfect, 3pl), and the target is generated from the same entry with the rule
that carries the wanted features (``essayait``). Irregular forms the dictionary lists as
entries of their own, with their lemma in the tags (pt ``foram/L [$ser$...$P=3,N=p,T=pp]``),
are indexed by lemma for generation.

How tags read is the language's (``lang/<code>/inflect.py``: ``features(tags)`` returns
key -> values such as ``{"pos": {"verb"}, "tense": {"iimp"}, "pn": {"3pl"}}`` and
``lemma(tags)`` the lemma an irregular entry names); this module only applies them.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from wsc_corpus.nlp.hunspell import Suffixes, SuffixRule, affix_file, dic_text

Features = dict[str, frozenset[str]]
# A value of a key that matches any wanted value (fr ``is:epi``, ``is:inv``).
ANY = "*"


@dataclass(frozen=True)
class Analysis:
    """One reading of a form: its lemma, its features and the entry flags it came from."""

    form: str
    lemma: str
    features: tuple[tuple[str, frozenset[str]], ...]

    @property
    def feats(self) -> Features:
        return dict(self.features)


def _freeze(feats: Features) -> tuple[tuple[str, frozenset[str]], ...]:
    return tuple(sorted(feats.items()))


class Inflector:
    """The tagged entries and suffix rules of one dictionary, for analysis and generation.

    ``features`` reads a tag string (None: a rule or entry to skip: derivations, enclitics);
    ``lemma`` reads the lemma an entry of an irregular form names (None: the entry is its
    own lemma).
    """

    def __init__(self, base: Path, features: Callable[[str], Features | None],
                 lemma: Callable[[str], str | None]):
        self.name = base.name
        affixes = affix_file(base.with_suffix(".aff"))

        def read(rule: SuffixRule) -> tuple[tuple[str, frozenset[str]], ...] | None:
            feats = features(rule.tags)
            return None if feats is None or "-" in rule.add else _freeze(feats)

        self._suffixes = Suffixes(affixes, read)
        # word -> [(flags, features)]; lemma -> [(irregular form, features)]
        self._entries: dict[str, list[tuple[frozenset[str], Features]]] = {}
        self._irregular: dict[str, list[tuple[str, Features]]] = {}
        for line in dic_text(base.with_suffix(".dic")).splitlines()[1:]:
            word, _, tags = line.partition("\t") if "\t" in line else line.partition(" ")
            word, _, flags = word.partition("/")
            feats = features(tags)
            if not word or feats is None:
                continue
            named = lemma(tags)
            if named is not None and named != word:
                self._irregular.setdefault(named, []).append((word, feats))
                self._entries.setdefault(word, []).append((frozenset(), {**feats,
                                                                        "lemma": {named}}))
                continue
            self._entries.setdefault(word, []).append((affixes.flags(flags), feats))

    @cache  # noqa: B019 - one inflector per dictionary and process
    def analyse(self, form: str) -> tuple[Analysis, ...]:
        """Every reading of a form (as written, then lower-cased)."""
        found: list[Analysis] = []
        for word in dict.fromkeys((form, form.lower())):
            for flags, feats in self._entries.get(word, ()):
                lemma = next(iter(feats["lemma"])) if "lemma" in feats else word
                found.append(Analysis(word, lemma, _freeze({k: v for k, v in feats.items()
                                                           if k != "lemma"})))
                found += [Analysis(word, word, _freeze(feats | dict(features)))
                          for _rule, features in self._suffixes.unchanged(flags, word)]
            for stem, rule, features in self._suffixes.stems(word):
                found += [Analysis(word, stem, _freeze(feats | dict(features)))
                          for flags, feats in self._entries.get(stem, ()) if rule.flag in flags]
        return tuple(dict.fromkeys(found))

    def forms(self, lemma: str, like: str | None = None) -> list[tuple[str, Features]]:
        """Every form of a lemma with its features: the entry, its suffix rules, and the
        irregular forms listed under it; ``like``: a model lemma whose entry's rules a lemma
        the dictionary lacks borrows (an unknown verb in -er conjugated as ``aimer``)."""
        out: list[tuple[str, Features]] = []
        for flags, feats in self._entries.get(like or lemma, ()):
            if "lemma" in feats:
                continue
            out.append((lemma, feats))
            # each rule's form, the rule's features winning over the entry's
            out += [(lemma[:len(lemma) - len(rule.strip)] + rule.add, feats | dict(features))
                    for flag in flags for rule, features in self._suffixes.by_flag.get(flag, ())
                    if rule.meets(lemma) and lemma.endswith(rule.strip)]
        out += self._irregular.get(lemma, [])
        return out

    def like_models(self, word: str, models: dict[str, str]
                    ) -> tuple[list[Analysis], str | None]:
        """Readings of a finite form the dictionary lacks as a form of a model verb's
        conjugation (``googlaient`` = ``googler`` like ``aimer``, imperfect 3pl), by the
        longest ending that fits (a tagger's lemma of an unknown verb is a guess too:
        ``googlaier``); and the model."""
        guesses: list[tuple[int, Analysis, str]] = []
        for ending, model in models.items():
            for flags, _ in self._entries.get(model, ()):
                for rule, features in (kept for flag in flags
                                       for kept in self._suffixes.by_flag.get(flag, ())):
                    if not word.endswith(rule.add) or not rule.add:
                        continue
                    guess = word[:len(word) - len(rule.add)] + rule.strip
                    if guess.endswith(ending) and rule.meets(guess) and \
                            dict(features).get("pn", frozenset()) & set(PERSON_NUMBERS):
                        guesses.append((len(rule.add), Analysis(word, guess, features), model))
        if not guesses:
            return [], None
        best = max(g[0] for g in guesses)
        chosen = [g for g in guesses if g[0] == best]
        return [g[1] for g in chosen], chosen[0][2]

    def generate(self, lemma: str, want: Features, keep: Features,
                 like: str | None = None) -> list[str]:
        """The forms of ``lemma`` (conjugated ``like`` a model, where given) that have every
        wanted value (or ``ANY``) and share at least one value with ``keep`` for each of its
        keys (the analysed form's tense and part of speech), in the dictionary's order."""
        return list(dict.fromkeys(
            form for form, feats in self.forms(lemma, like)
            if all(value in feats.get(key, ()) or ANY in feats.get(key, ())
                   for key, values in want.items() for value in values)
            and all(feats.get(key, frozenset()) & values for key, values in keep.items())))


def matching(analyses: Iterable[Analysis], **required: Iterable[str]) -> list[Analysis]:
    """The analyses whose features have one of the given values for each key."""
    return [a for a in analyses
            if all(a.feats.get(key, frozenset()) & set(values) for key, values in
                   required.items())]


PERSON_NUMBERS = ("1sg", "2sg", "3sg", "1pl", "2pl", "3pl")
SLOTS = (("m", "sg"), ("f", "sg"), ("m", "pl"), ("f", "pl"))


def finite_form(lex: Inflector, word: str, lemma: str | None, person_number: str,
                tenses: tuple[str, ...], models: dict[str, str] | None = None) -> str | None:
    """A finite verb in another person and number, in the tense it had: the readings of
    ``lemma`` (the parse's, where there is one) first, the tenses in the order given. A verb
    the dictionary lacks is conjugated like the model verb of its ending (``models``: ending
    -> lemma)."""
    readings = matching(lex.analyse(word), pn=PERSON_NUMBERS)
    readings = [r for r in readings if r.lemma == lemma] or readings
    like = None
    if not readings and models:
        readings, like = lex.like_models(word, models)
    want = {"pn": frozenset({person_number})}
    for tense in tenses:
        for reading in readings:
            if tense in reading.feats.get("tense", ()):
                forms = lex.generate(reading.lemma, want, {"tense": frozenset({tense})}, like)
                # Of two paradigms under one lemma, the one whose form shares the most first
                # letters with the word (``sortent`` -> ``sorte``, not ``sortisse``: the
                # dictionary lists both ``sortir``).
                if forms:
                    return max(forms, key=lambda form: len(
                        os.path.commonprefix([form.lower(), word.lower()])))


def agreeing_form(lex: Inflector, word: str, lemma: str | None, gender: str | None,
                  number: str, kinds: frozenset[str] = frozenset({"adj", "ppas"})
                  ) -> str | None:
    """An adjective or participle in another gender and number (``lemma``'s readings
    first); one listed without gender (``doente``) is of both, only its number changes. A
    reading with a gender comes before the bare entry of the same word, whose suffix rules
    carry its gender (fr ``malheureux`` -> ``malheureuse``, not ``malheureux``)."""
    readings = [r for r in lex.analyse(word) if r.feats.get("pos", frozenset()) & kinds]
    readings.sort(key=lambda r: (r.lemma != lemma, "gender" not in r.feats))
    for reading in readings:
        want: dict[str, frozenset[str]] = {"number": frozenset({number})}
        if gender is not None and "gender" in reading.feats:
            want["gender"] = frozenset({gender})
        forms = lex.generate(reading.lemma, want,
                             {"pos": reading.feats.get("pos", frozenset()) & kinds})
        if forms:
            return forms[0]
    return None


def table_form(word: str, rows: tuple[tuple[str, str, str, str], ...], gender: str | None,
               number: str) -> str | None:
    """The form of ``word`` from a language's table of (m sg, f sg, m pl, f pl) rows."""
    return next((row[SLOTS.index((gender or "m", number))] for row in rows
                 if word.lower() in row), None)
