"""English words that agree with a subject pronoun beyond its verb (since held-out v3): a
possessive determiner before ``own`` (Quirk et al. 1985 §6.31), also where only the gender
differs, and a floating ``all``/``both``/``each`` that a singular candidate drops
(Huddleston & Pullum 2002 ch. 5), but not a quantifier before what it quantifies nor a
correlative's ``both``."""

from __future__ import annotations

import pytest

from wsc_corpus.substitute.partial import scored_pairs

CASES = [
    ("The aunt thanked the nephews because they had baked their own bread.", "they",
     ["the aunt", "the nephews"],
     ["The aunt thanked the nephews because the aunt had baked her own bread.",
      "The aunt thanked the nephews because the nephews had baked their own bread."]),
    ("The queen praised the prince because he wrote his own speech.", "he",
     ["the queen", "the prince"],
     ["The queen praised the prince because the queen wrote her own speech.",
      "The queen praised the prince because the prince wrote his own speech."]),
    ("The girls laughed at the clown because he kept falling over his own feet.", "he",
     ["the clown", "the girls"],
     ["The girls laughed at the clown because the clown kept falling over his own feet.",
      "The girls laughed at the clown because the girls kept falling over their own feet."]),
    # "the one" (the tagger's numeral) as a predicate noun
    ("The soldiers saluted the general because he was the one who had saved them.", "he",
     ["the general", "the soldiers"],
     ["The soldiers saluted the general because the general was the one who had saved them.",
      ("The soldiers saluted the general because the soldiers were the ones who had saved "
       "them.")]),
    # "their" of another clause's subject stays
    ("The sisters called the uncle because he said they could use their own car.", "he",
     ["the sisters", "the uncle"],
     ["The sisters called the uncle because the sisters said they could use their own car.",
      "The sisters called the uncle because the uncle said they could use their own car."]),
    ("The teacher waited for the pupils because they all arrived late.", "they",
     ["the teacher", "the pupils"],
     ["The teacher waited for the pupils because the teacher arrived late.",
      "The teacher waited for the pupils because the pupils all arrived late."]),
    ("The doctor called the parents because they were both worried.", "they",
     ["the doctor", "the parents"],
     ["The doctor called the parents because the doctor was worried.",
      "The doctor called the parents because the parents were both worried."]),
    ("The judge thanked the lawyers because they each gave a short speech.", "they",
     ["the judge", "the lawyers"],
     ["The judge thanked the lawyers because the judge gave a short speech.",
      "The judge thanked the lawyers because the lawyers each gave a short speech."]),
    # after a contraction
    ("The teacher scolded the boys because they're all lazy.", "they",
     ["the teacher", "the boys"],
     ["The teacher scolded the boys because the teacher is lazy.",
      "The teacher scolded the boys because the boys are all lazy."]),
    ("The queen thanked the knights because they'd all fought bravely.", "they",
     ["the queen", "the knights"],
     ["The queen thanked the knights because the queen had fought bravely.",
      "The queen thanked the knights because the knights had all fought bravely."]),
    # a correlative's "both" and a quantifier before its noun stay
    ("The coach hires the twins because they both run and swim well.", "they",
     ["the coach", "the twins"],
     ["The coach hires the twins because the coach both runs and swims well.",
      "The coach hires the twins because the twins both run and swim well."]),
    ("The mayor met the bakers because they had all the keys.", "they",
     ["the mayor", "the bakers"],
     ["The mayor met the bakers because the mayor had all the keys.",
      "The mayor met the bakers because the bakers had all the keys."]),
    # floating before a predicate noun: the noun follows too
    ("The mayor met the bakers because they were all experts.", "they",
     ["the mayor", "the bakers"],
     ["The mayor met the bakers because the mayor was an expert.",
      "The mayor met the bakers because the bakers were all experts."]),
]


@pytest.fixture(scope="module")
def results():
    from tests.substitute.conftest import substitute_cases

    return substitute_cases(CASES, "en")


@pytest.mark.parametrize("index", range(len(CASES)), ids=[c[0][:40] for c in CASES])
def test_the_words_follow_the_candidate(results, index):
    sub = results[index]
    assert [o.text for o in sub.options] == CASES[index][3], sub.findings
    assert len({cont for _, cont in scored_pairs(sub.options)}) == 1
