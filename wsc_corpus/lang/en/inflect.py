"""English re-inflection: the finite verb follows the candidate's number (lemminflect, with
``be`` in a table), and a contraction fused to the pronoun is written out.

``they were running late`` -> ``the doctor was running late``; ``they have two`` -> ``Alex has
two``; ``they don't`` -> ``the manager doesn't``; ``they're friendly`` -> ``the neighbours are
friendly``; ``he'd forgotten`` -> ``Tom had forgotten`` (``'d`` is ``had`` before a past
participle or ``better``, else ``would``); ``it's been`` -> ``the box has been``.
"""

from __future__ import annotations

from typing import Any

from wsc_corpus.substitute.agreement import CONTRACTION, Agreeing, Target, parsed_agreeing
from wsc_corpus.substitute.text import match_case

PARSED = True
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
AUX_DEPS = frozenset({"aux"})
COPULA_DEPS = frozenset()
PASSIVE_DEPS = frozenset({"auxpass"})
AGREEING_AUX_LEMMAS = frozenset()
PREDICATES = False  # English adjectives and participles do not agree
INVARIANT_TAGS = frozenset({"MD"})  # modals: "can", "will", "would"
CONTRACTIONS = frozenset({"'re", "'m", "'s", "'ve", "'d", "'ll"})

# be, by tense and number (the present for a third-person subject)
BE = {("pres", "sg"): "is", ("pres", "pl"): "are", ("past", "sg"): "was",
      ("past", "pl"): "were"}
BE_TENSE = {"am": "pres", "is": "pres", "are": "pres", "was": "past", "were": "past",
            "'m": "pres", "'re": "pres"}
# A contraction with one reading: its lemma; "'s" and "'d" are read from what follows.
CONTRACTED = {"'re": "be", "'m": "be", "'ve": "have", "'ll": "will"}
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


def _reading(contraction: str, token: Any) -> str:
    """``'s`` as ``be`` or ``have``, ``'d`` as ``had`` or ``would``, from the next word."""
    after = token.nbor(1) if token is not None and token.i + 1 < len(token.doc) else None
    while after is not None and after.dep_ == "neg" and after.i + 1 < len(after.doc):
        after = after.nbor(1)
    tag, lower = (after.tag_, after.lower_) if after is not None else ("", "")
    if contraction == "'d":
        return "had" if tag == "VBN" or lower in HAD_BEFORE else "would"
    return "have" if lower in HAS_BEFORE or token is not None and token.lemma_ == "have" \
        else "be"
