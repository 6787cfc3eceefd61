"""One analysis of a marked pronoun, shared by ``wsc validate`` and ``wsc substitute``.

The pronoun's language tables (``wsc_corpus.lang.<code>.pronouns``) give its readings; the
analysis picks those its context allows:

- a clitic attached to its verb with a hyphen (enclisis: Portuguese ``encontrá-lo``,
  ``levaram-no``, ``chamei-a``; French ``prends-le``) or inside it (mesoclisis: ``dá-lo-ei``)
  is read as the clitic, if the verb has the ending the clitic's shape asks for
  (``ENCLITIC_HOSTS``: ``-no`` after a nasal; ``deu-nos`` is the first person, not ``os``);
- after a preposition or a cleft (``STRESSED_AFTER``: ``sans lui``, ``avec eux``, ``c'est
  lui``) only the stressed readings stay (``lui`` is then masculine, not the dative of either
  gender), unless a verb follows whose clitic it is (``CLITIC_VERB_*``: ``de lui parler``).

A feature on which the remaining readings disagree stays unknown; a feature none of them
marks (French ``les``, ``leur``: no gender; Portuguese ``seu``: neither) is *unmarked*: the
pronoun agrees with any value, and agreement does not compare it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from wsc_corpus.lang import defaults as language_defaults
from wsc_corpus.lang import grammar
from wsc_corpus.lang.base import Pronoun, PronounContexts
from wsc_corpus.nlp.features import FEATURES, Features, form_of, morphology

_WORDS = re.compile(r"[\w'’-]+")


@dataclass(frozen=True)
class PronounAnalysis:
    """A marked pronoun read in its context."""

    text: str  # as marked: "encontrá-lo", "lui"
    lang: str
    form: str  # the pronoun itself, lower-cased: "lo", "lui"
    readings: tuple[Pronoun, ...]  # those the context allows
    host: str | None = None  # the verb a hyphenated clitic leans on: "encontrá"
    tail: str | None = None  # a mesoclitic's tense ending: "ei" in "dá-lo-ei"
    position: str = "free"  # free, enclitic, mesoclitic, stressed
    why: str = ""  # how the context chose the readings

    @property
    def known(self) -> bool:
        """Whether the form is a third-person pronoun of the language's table."""
        return bool(self.readings)

    @property
    def unmarked(self) -> tuple[str, ...]:
        """The features no reading marks (French ``les``: gender): nothing to compare."""
        return tuple(f for f in FEATURES if self.readings and
                     all(getattr(r, f) is None for r in self.readings))

    def features(self) -> Features:
        """Gender and number where the readings agree (with the table entry as source), and,
        in a language whose gender is natural, person or thing (``he`` vs ``it``)."""
        found = Features(self.text)
        where = f"lang/{self.lang}/pronouns.py {self.form!r}"
        cases = "/".join(r.case for r in self.readings)
        context = f"; {self.why}" if self.why else ""
        for feature in FEATURES:
            values = {getattr(r, feature) for r in self.readings}
            if len(values) == 1 and None not in values:
                found.add(feature, values.pop(), f"{where} ({cases}){context}")
        if not morphology(self.lang).GRAMMATICAL_GENDER:
            gender = found.get("gender")
            if gender in ("m", "f"):
                found.add("person", "person", f"{where}: he/she refer to persons")
            elif gender == "n":
                found.add("person", "thing", f"{where}: it refers to a thing")
        return found


@cache
def analyse_pronoun(text: str, lang: str, before: str = "", after: str = "") -> PronounAnalysis:
    """Read a pronoun as marked in a sentence (``before``/``after``: the sentence text before
    and after it; a few words of each are enough).

    This is the function both the agreement check and the substitution engine call: the
    readings, the clitic's verb (``host``) and the position come out together.
    """
    defaults = language_defaults(lang)
    table = defaults.pronouns_by_form
    form = form_of(text)
    if readings := table.get(form, ()):
        stressed = tuple(r for r in readings if r.case == "stressed")
        contexts = defaults.pronoun_contexts
        word = _after(before, contexts.STRESSED_AFTER) if stressed else None
        if stressed and word is None and not _WORDS.match(after.lstrip()):
            word = _after(before, contexts.STRESSED_AT_CLAUSE_END)  # plus vite que lui.
        if word and len(stressed) < len(readings) and not _verb_next(after, contexts):
            return PronounAnalysis(text, lang, form, stressed, position="stressed",
                                   why=f"stressed after {word!r}")
        return PronounAnalysis(text, lang, form, readings)
    split = grammar(lang).split_clitic(form)  # the language's reading of its hyphens
    if split is None:
        return PronounAnalysis(text, lang, form, ())
    host, clitic, tail = split
    position = "mesoclitic" if tail else "enclitic"
    clitics = tuple(r for r in table.get(clitic, ()) if r.clitic)
    if not clitics:
        return PronounAnalysis(text, lang, clitic, (), host, tail, position,
                               f"{clitic!r} is not a third-person clitic")
    needs, refuses = defaults.pronoun_contexts.ENCLITIC_HOSTS.get(clitic, ((), ()))
    if (needs and not host.endswith(needs)) or (refuses and host.endswith(refuses)):
        return PronounAnalysis(text, lang, clitic, (), host, tail, position,
                               f"{clitic!r} does not attach to {host!r}")
    return PronounAnalysis(text, lang, clitic, clitics, host, tail, position,
                           f"{position} {clitic!r} on {host!r}")


def _after(before: str, contexts: tuple[str, ...]) -> str | None:
    """The context (one or more words) the text before the pronoun ends with, or None."""
    if not contexts:
        return None
    words = [w.lower().replace("’", "'") for w in _WORDS.findall(before[-40:])]
    return next((c for c in contexts if words[-len(c.split()):] == c.split()), None)


def _verb_next(after: str, contexts: PronounContexts) -> bool:
    """Whether the word after the pronoun is a verb it is the clitic of (``lui parler``)."""
    endings, words, not_verbs = (contexts.CLITIC_VERB_ENDINGS, contexts.CLITIC_VERB_WORDS,
                                 contexts.NOT_VERBS)
    found = _WORDS.match(after.lstrip())
    if found is None:
        return False
    word = found.group().lower().replace("’", "'")
    if word in not_verbs or not (endings or words):
        return False
    return word in words or word.split("'")[0] + "'" in words or word.endswith(endings)
