"""Re-inflection past what the parse attaches oddly (issue 24, English): a pronoun under an
auxiliary chain, a verb the tagger reads as a noun in a coordination of verbs, a finite verb
coordinated with the head's complement, conjuncts the parse splits off as a sentence, a predicate noun and its relative clause, and the
reflexive of an animal or of a person of either sex."""

from __future__ import annotations

import pytest

from wsc_corpus.lang.en import inflect
from wsc_corpus.substitute.partial import scored_pairs

CASES = [
    # a pronoun the parse hangs on "been"; the second conjunct after the auxiliary chain
    ("The officer stopped the drivers because they had been speeding and were drunk.", "they",
     ["the officer", "the drivers"],
     ["The officer stopped the drivers because the officer had been speeding and was drunk.",
      ("The officer stopped the drivers because the drivers had been speeding and were "
      "drunk.")]),
    ("The coach benched the striker because he has been drinking and is tired.", "he",
     ["the coaches", "the striker"],
     ["The coach benched the striker because the coaches have been drinking and are tired.",
      "The coach benched the striker because the striker has been drinking and is tired."]),
    # three coordinated verbs, the middle one tagged as a noun
    ("The hotel hired the maids because they wash, iron and fold the sheets.", "they",
     ["the hotel", "the maids"],
     ["The hotel hired the maids because the hotel washes, irons and folds the sheets.",
      "The hotel hired the maids because the maids wash, iron and fold the sheets."]),
    # a finite verb the parse coordinates with the complement of "have to"
    ("The neighbours drove the old man because he has to see a doctor and needs a ride.",
     "he", ["the neighbours", "the old man"],
     [("The neighbours drove the old man because the neighbours have to see a doctor and need "
      "a ride."),
      ("The neighbours drove the old man because the old man has to see a doctor and needs a "
      "ride.")]),
    # three coordinated verbs the parse splits into two sentences at the comma
    (("The girls teased the boy because he does his homework, cleans his room and obeys his "
     "mother."), "he", ["the girls", "the boy"],
     [("The girls teased the boy because the girls do their homework, clean their room and "
      "obey their mother."),
      ("The girls teased the boy because the boy does his homework, cleans his room and obeys "
      "his mother.")]),
    # a predicate noun naming a person, and its relative clause
    ("The tenant called the plumbers because they are the only ones who fix boilers.", "they",
     ["the tenant", "the plumbers"],
     ["The tenant called the plumbers because the tenant is the only one who fixes boilers.",
      ("The tenant called the plumbers because the plumbers are the only ones who fix "
      "boilers.")]),
    ("The queen pardoned the rebels because she herself had been a rebel.", "she",
     ["the queen", "the rebels"],
     ["The queen pardoned the rebels because the queen herself had been a rebel.",
      "The queen pardoned the rebels because the rebels themselves had been rebels."]),
    # a predicate noun naming a thing keeps its number
    ("The parents punished the twins because they were a nuisance.", "they",
     ["the parents", "the nanny"],
     ["The parents punished the twins because the parents were a nuisance.",
      "The parents punished the twins because the nanny was a nuisance."]),
    # an animal is "it", a person of either sex the generic "himself"
    ("The cat ignored the dogs because they themselves were afraid.", "they",
     ["the cat", "the dogs"],
     ["The cat ignored the dogs because the cat itself was afraid.",
      "The cat ignored the dogs because the dogs themselves were afraid."]),
    ("The scientist trusted the assistants because they themselves were careful.", "they",
     ["the scientist", "the assistants"],
     ["The scientist trusted the assistants because the scientist himself was careful.",
      "The scientist trusted the assistants because the assistants themselves were careful."]),
]


@pytest.fixture(scope="module")
def results():
    from tests.substitute.conftest import substitute_cases

    return substitute_cases(CASES, "en")


@pytest.mark.parametrize("index", range(len(CASES)), ids=[c[0][:40] for c in CASES])
def test_every_agreeing_word_follows(results, index):
    sub = results[index]
    assert [o.text for o in sub.options] == CASES[index][3], sub.findings
    assert len({cont for _, cont in scored_pairs(sub.options)}) == 1


@pytest.mark.parametrize(("words", "lemma", "number", "expected"), [
    ("a good boxer", "boxer", "pl", "good boxers"), ("good boxers", "boxer", "sg",
                                                     "a good boxer"),
    ("the only ones", "one", "sg", "the only one"), ("old actors", "actor", "sg",
                                                     "an old actor"),
])
def test_predicate_noun_forms(words, lemma, number, expected):
    assert inflect._nominal(words, lemma, number) == expected
