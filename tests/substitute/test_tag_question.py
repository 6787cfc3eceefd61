"""English tag questions (Quirk et al. 1985, §11.8): a tag repeats the subject pronoun and
its auxiliary (``..., doesn't he?``); when the pronoun is replaced, both follow the candidate
(``the girls don't play often, do they?``); where the candidate's gender is unknown (``the
nurse``: he or she?) the item is withheld (``no-inflection``). Our own sentences, issue 24."""

from __future__ import annotations

import pytest

from wsc_corpus.substitute import substitute

# (text, pronoun, candidates, the two expected endings)
CASES = [
    ("The girls beat the boy at chess, but he doesn't play often, does he?", "he",
     ["the girls", "the boy"], ("the girls don't play often, do they?",
                                "the boy doesn't play often, does he?")),
    ("The mother called the boys because she is worried, isn't she?", "she",
     ["the mother", "the boys"], ("the mother is worried, isn't she?",
                                  "the boys are worried, aren't they?")),
    ("The father scolded the twins because they were rude, weren't they?", "they",
     ["the father", "the twins"], ("the father was rude, wasn't he?",
                                   "the twins were rude, weren't they?")),
    ("The king pardoned the rebels because they have suffered, haven't they?", "they",
     ["the king", "the rebels"], ("the king has suffered, hasn't he?",
                                  "the rebels have suffered, haven't they?")),
    ("The girl thanked the firemen because they saved the cat, didn't they?", "they",
     ["the girl", "the firemen"], ("the girl saved the cat, didn't she?",
                                   "the firemen saved the cat, didn't they?")),
    ("The boys followed the old woman because she knows the way, doesn't she?", "she",
     ["the boys", "the old woman"], ("the boys know the way, don't they?",
                                     "the old woman knows the way, doesn't she?")),
    ("The fence kept out the cats because they were in the garden, weren't they?", "they",
     ["the fence", "the cats"], ("the fence was in the garden, wasn't it?",
                               "the cats were in the garden, weren't they?")),
    ("John beat the brothers at tennis because he trains every day, doesn't he?", "he",
     ["John", "the brothers"], ("John trains every day, doesn't he?",
                                "the brothers train every day, don't they?")),
    ("Mary hired the painters because they work fast, don't they?", "they",
     ["Mary", "the painters"], ("Mary works fast, doesn't she?",
                                "the painters work fast, don't they?")),
    ("The sisters visited the uncle because he is lonely, isn't he?", "he",
     ["the sisters", "the uncle"], ("the sisters are lonely, aren't they?",
                                    "the uncle is lonely, isn't he?")),
    ("The queen received the ambassadors because they had come far, hadn't they?", "they",
     ["the queen", "the ambassadors"], ("the queen had come far, hadn't she?",
                                        "the ambassadors had come far, hadn't they?")),
    ("The table broke the chairs because it is heavy, isn't it?", "it",
     ["the table", "the chairs"], ("the table is heavy, isn't it?",
                                   "the chairs are heavy, aren't they?")),
    ("The grandfather loves the girls because they visit him, don't they?", "they",
     ["the grandfather", "the girls"], ("the grandfather visits him, doesn't he?",
                                        "the girls visit him, don't they?")),
    ("The actress ignored the critics because they were unfair, weren't they?", "they",
     ["the actress", "the critics"], ("the actress was unfair, wasn't she?",
                                      "the critics were unfair, weren't they?")),
    ("Tom helped the girls because they are his friends, aren't they?", "they",
     ["Tom", "the girls"], ("Tom is his friend, isn't he?",
                            "the girls are his friends, aren't they?")),
    ("The bride thanked the guests because they had brought gifts, hadn't they?", "they",
     ["the bride", "the guests"], ("the bride had brought gifts, hadn't she?",
                                   "the guests had brought gifts, hadn't they?")),
    ("The monks fed the boy because he was hungry, wasn't he?", "he",
     ["the monks", "the boy"], ("the monks were hungry, weren't they?",
                                "the boy was hungry, wasn't he?")),
    ("The aunt praised the nephews because they study hard, don't they?", "they",
     ["the aunt", "the nephews"], ("the aunt studies hard, doesn't she?",
                                   "the nephews study hard, don't they?")),
    ("The men carried the box because it was too heavy, wasn't it?", "it",
     ["the men", "the box"], ("the men were too heavy, weren't they?",
                              "the box was too heavy, wasn't it?")),
    ("The lady fed the pigeons because they look hungry, don't they?", "they",
     ["the lady", "the pigeons"], ("the lady looks hungry, doesn't she?",
                                   "the pigeons look hungry, don't they?")),
]


@pytest.fixture(scope="module")
def results():
    from tests.substitute.conftest import substitute_cases

    return substitute_cases(CASES, "en", occurrence=0)


@pytest.mark.parametrize("index", range(len(CASES)), ids=[str(i) for i in range(len(CASES))])
def test_the_tag_follows_the_candidate(results, index):
    sub = results[index]
    assert len(sub.options) == 2, sub.findings
    for option, ending in zip(sub.options, CASES[index][3], strict=True):
        assert option.text.endswith(ending), option.text


def test_a_candidate_of_unknown_gender_is_withheld():
    from tests.substitute.conftest import build

    sub = substitute([build("The nurse helped the patients because they were weak, weren't "
                            "they?", "they", ["the nurse", "the patients"], "en",
                            occurrence=0)])[0]
    assert not sub.options
    assert [f.code for f in sub.findings] == ["no-inflection"]


def test_twenty_sentences():
    assert len(CASES) >= 20
