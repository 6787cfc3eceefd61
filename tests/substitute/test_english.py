"""English: possessives (never 's's), object vs possessive her, capitalization, punctuation."""

import pytest

from wsc_corpus.substitute import substitute


def texts(sub):
    return [o.text for o in sub.options]


def test_possessive_his_of_a_name_and_a_noun_phrase(item):
    sub = substitute([item("Jim signaled the barman and gestured toward his empty glass.",
                           "his", ["Jim", "The barman"], "en")])[0]
    assert texts(sub) == ["Jim signaled the barman and gestured toward Jim's empty glass.",
                          "Jim signaled the barman and gestured toward the barman's empty glass."]
    assert sub.options[0].continuation == sub.options[1].continuation == " empty glass."
    assert "possessive" in sub.rules


def test_their_of_a_plural_in_s_takes_the_bare_apostrophe(item):
    sub = substitute([item("The city councilmen refused the demonstrators a permit because "
                           "their leaders feared violence.", "their",
                           ["The city councilmen", "The demonstrators"], "en")])[0]
    assert [o.candidate for o in sub.options] == ["the city councilmen's",
                                                  "the demonstrators'"]


def test_a_candidate_already_possessive_gets_no_second_s(item):
    sub = substitute([item("Emma's mother had died long ago, and her education had been "
                           "managed by an excellent woman as governess.", "her",
                           ["Emma", "Emma's mother"], "en")])[0]
    assert [o.candidate for o in sub.options] == ["Emma's", "Emma's mother's"]
    assert all("'s's" not in t for t in texts(sub))


def test_possessive_candidate_ending_in_apostrophe_s_is_left_alone(item):
    sub = substitute([item("Mary took out her flute and played one of her favorite pieces. "
                           "She has loved it since she was a child.", "it",
                           ["Mary's flute", "The piece"], "en")])[0]
    assert sub.options[0].candidate == "Mary's flute"


@pytest.mark.slow
def test_her_as_object_is_not_made_possessive(item):
    sub = substitute([item("Madonna fired her trainer because she slept with her boyfriend.",
                           "her", ["Madonna", "The trainer"], "en")])[0]
    assert [o.candidate for o in sub.options] == ["Madonna's", "the trainer's"]
    sub = substitute([item("When Tommy dropped his ice cream, Timmy giggled, so father gave "
                           "her a stern look.", "her", ["Tommy", "Timmy"], "en")])[0]
    assert [o.candidate for o in sub.options] == ["Tommy", "Timmy"]
    assert "object-her" in sub.rules


@pytest.mark.slow
def test_her_before_a_body_part_is_possessive_even_where_the_parser_says_object(item):
    sub = substitute([item("Stretching her back, the woman smiled at the girl.", "her",
                           ["The woman", "The girl"], "en")])[0]
    assert texts(sub)[0] == "Stretching the woman's back, the woman smiled at the girl."


def test_capital_kept_at_sentence_start_and_dropped_inside(item):
    sub = substitute([item("The trophy doesn't fit into the brown suitcase because it is too "
                           "large.", "it", ["The trophy", "The suitcase"], "en")])[0]
    assert texts(sub)[1] == ("The trophy doesn't fit into the brown suitcase because the "
                             "suitcase is too large.")
    sub = substitute([item("The fish ate the worm. It was tasty.", "It",
                           ["The fish", "the worm"], "en")])[0]
    assert texts(sub) == ["The fish ate the worm. The fish was tasty.",
                          "The fish ate the worm. The worm was tasty."]
    assert "capitalization" in sub.rules


def test_pronoun_at_the_end_keeps_the_final_punctuation(item):
    sub = substitute([item("John hired Bill to take care of him.", "him", ["John", "Bill"],
                           "en")])[0]
    assert texts(sub) == ["John hired Bill to take care of John.",
                          "John hired Bill to take care of Bill."]
    assert sub.options[0].continuation == "."


def test_item_without_a_pronoun_is_reported_not_substituted(item):
    base = item("The fish ate the worm. It was tasty.", "It", ["The fish", "the worm"], "en")
    sub = substitute([base.model_copy(update={"pronoun": None})])[0]
    assert sub.options == [] and sub.correct is None
    assert [f.code for f in sub.findings] == ["no-pronoun"]


def test_possessive_pronoun_standing_alone(item):
    sub = substitute([item("Tom lent Ralph a pen, but Ralph lost the pen because it was not his.",
                           "his", ["Tom", "Ralph"], "en")])[0]
    assert sub.options[0].text.endswith("because it was not Tom's.")
