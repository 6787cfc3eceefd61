"""English re-inflection: the finite verb follows the candidate's number (lemminflect, with
``be`` in a table), and a contraction fused to the pronoun is written out.

``they were running late`` -> ``the doctor was running late``; ``they have two`` -> ``Alex has
two``; ``they don't`` -> ``the manager doesn't``; ``they're friendly`` -> ``the neighbours are
friendly``; ``he'd forgotten`` -> ``Tom had forgotten`` (``'d`` is ``had`` before a past
participle or ``better``, else ``would``); ``it's been`` -> ``the box has been``.
"""

from __future__ import annotations

from typing import Any

from wsc_corpus.substitute.agreement import (
    CONTRACTION,
    REFLEXIVE,
    Agreeing,
    Target,
    parsed_agreeing,
    reflexive_form,
)
from wsc_corpus.substitute.text import match_case

# A candidate naming a thing, of no gender, is referred to as it (itself, isn't it?).
THING_GENDER: str | None = "n"
PARSED = True
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
AUX_DEPS = frozenset({"aux"})
COPULA_DEPS = frozenset()
PASSIVE_DEPS = frozenset({"auxpass"})
AGREEING_AUX_LEMMAS = frozenset()
PREDICATES = False  # English adjectives and participles do not agree
INVARIANT_TAGS = frozenset({"MD"})  # modals: "can", "will", "would"
CONTRACTIONS = frozenset({"'re", "'m", "'s", "'ve", "'d", "'ll"})
# English predicates do not agree: seem, become, remain take only the verb's agreement.
COPULAR_LEMMAS: frozenset[str] = frozenset()
PREDICATE_DEPS: frozenset[str] = frozenset()
COPULAR_OBJECTS: dict[str, frozenset[str]] = {}
# Reflexive and intensive pronouns (they ... themselves, he himself): gender, number.
REFLEXIVES = {"himself": ("m", "sg"), "herself": ("f", "sg"), "itself": ("n", "sg"),
              "themselves": (None, "pl")}
# A tag question repeats the subject pronoun (Quirk et al. §11.8: ..., doesn't he?).
TAG_PRONOUNS = {"he": ("m", "sg"), "she": ("f", "sg"), "it": ("n", "sg"), "they": (None, "pl")}

# be, by tense and number (the present for a third-person subject)
BE = {("pres", "sg"): "is", ("pres", "pl"): "are", ("past", "sg"): "was",
      ("past", "pl"): "were"}
BE_TENSE = {"am": "pres", "is": "pres", "are": "pres", "was": "past", "were": "past",
            "'m": "pres", "'re": "pres"}
# A contraction with one reading: its lemma; "'s" and "'d" are read from what follows.
CONTRACTED = {"'re": "be", "'m": "be", "'ve": "have", "'ll": "will"}
# A candidate opening with one of these is singular, whatever its noun (one of the tellers).
SINGULAR_HEADS = frozenset({"one of", "each of", "either of", "neither of"})
# After "'d", "had": a past participle (VBN) or one of these words; else "would".
HAD_BEFORE = frozenset({"better", "been", "got"})
# After "'s", "has": these words, or a past participle the parse reads as perfect.
HAS_BEFORE = frozenset({"been", "got", "gotten"})


def agreeing(site: Any) -> list[Agreeing]:
    import sys

    return parsed_agreeing(site, sys.modules[__name__])


def inflect(word: str, found: Agreeing, target: Target, site: Any) -> str | None:
    """The form of ``word`` for a third-person subject of the target's number."""
    lower = word.lower().replace("’", "'")
    if found.kind == REFLEXIVE:
        return reflexive_form(word, TAG_PRONOUNS if lower in TAG_PRONOUNS else REFLEXIVES,
                              target)
    if found.kind == CONTRACTION:
        lemma = CONTRACTED.get(lower) or _reading(lower, found.token)
        form = _verb(lemma, lower, target.number)
        return None if form is None else " " + form
    lemma = found.lemma or lower
    if found.token is not None and found.token.tag_ == "VBD" and lemma != "be":
        return word  # a past tense does not agree (but was/were)
    form = _verb(lemma, lower, target.number)
    return None if form is None else match_case(word, form)


def _verb(lemma: str, form: str, number: str) -> str | None:
    if lemma == "be":
        return BE[(BE_TENSE.get(form, "pres"), number)]
    if lemma in ("will", "would", "had"):
        return lemma
    from lemminflect import getInflection

    found = getInflection(lemma, "VBZ" if number == "sg" else "VBP")
    return found[0] if found else None


def guess_number(candidate: str) -> str | None:
    """The number of a candidate the features leave open, from its words: ``one of the
    tellers`` is singular; ``the poor`` (an adjective as a noun) plural; a noun that is its
    own lemma singular (``the team``), unless its plural is the same (``sheep``: unknown)."""
    from lemminflect import getAllLemmas, getInflection

    words = candidate.lower().split()
    if len(words) > 2 and " ".join(words[:2]) in SINGULAR_HEADS:
        return "sg"
    word = candidate.split()[-1] if words else ""
    if not word.isalpha() or not word.islower():
        return None
    lemmas = getAllLemmas(word, upos="NOUN").get("NOUN", ())
    same = any(getInflection(lemma, "NNS")[:1] == (lemma,) for lemma in lemmas if
               lemma == word)
    if words[:1] == ["the"] and len(words) == 2 and getAllLemmas(word, upos="ADJ") and \
            (same or not lemmas):
        return "pl"
    if not lemmas or same:
        return None
    return "sg" if word in lemmas else "pl"


def _reading(contraction: str, token: Any) -> str:
    """``'d`` as ``had`` (before a past participle) or ``would``; ``'s`` as ``has`` (before
    ``been``/``got``, or a participle with an object: ``he's helped him``) or ``is``."""
    after = token.nbor(1) if token is not None and token.i + 1 < len(token.doc) else None
    while after is not None and after.dep_ in ("neg", "advmod") and \
            after.i + 1 < len(after.doc):
        after = after.nbor(1)
    if after is None:
        return "would" if contraction == "'d" else "be"
    participle = _participle(after)
    if contraction == "'d":
        return "had" if participle or after.lower_ in HAD_BEFORE else "would"
    return "have" if after.lower_ in HAS_BEFORE or participle and any(
        c.dep_ in ("dobj", "obj") for c in after.children) else "be"


def _participle(token: Any) -> bool:
    """A past participle, whatever the tagger says after a contraction (``they'd eaten``):
    the word is its lemma's participle and not its bare form."""
    from lemminflect import getAllLemmas, getInflection

    if token.tag_ == "VBN":
        return True
    lemmas = getAllLemmas(token.lower_, upos="VERB").get("VERB", ())
    return any(token.lower_ in getInflection(lemma, "VBN") and
               token.lower_ not in getInflection(lemma, "VB") for lemma in lemmas)
