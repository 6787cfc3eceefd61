"""English ``her`` before a bare noun: an indirect object after a double-object verb
(``gave her breakfast``), a possessive otherwise (``handed her breakfast to the nurse``)."""

import pytest

from wsc_corpus.substitute import substitute

pytestmark = pytest.mark.slow  # loads the English pipeline


@pytest.mark.parametrize("text,cands,expected", [
    ("Mary gave her breakfast before school because the girl was hungry.", ["Anna", "Mary"],
     "Mary gave Anna breakfast before school"),
    ("John made her dinner because Sarah was tired after work.", ["Sarah", "John"],
     "John made Sarah dinner because"),
    ("Tom bought her flowers because Lucy had been sad all week.", ["Lucy", "Tom"],
     "Tom bought Lucy flowers because"),
    ("The teacher showed her pictures of the trip to cheer the girl up.",
     ["the girl", "the teacher"], "The teacher showed the girl pictures of the trip"),
    ("Grandma sent her money for her birthday.", ["Emma", "Grandma"],
     "Grandma sent Emma money for"),
])
def test_her_after_a_double_object_verb_is_an_object(item, text, cands, expected):
    sub = substitute([item(text, "her", cands, "en", occurrence=0)])[0]
    assert sub.options[0].text.startswith(expected), sub.options[0].text
    assert "object-her" in sub.rules


@pytest.mark.parametrize("text,cands,expected", [
    ("Jane handed her breakfast to the nurse.", ["Jane", "Kate"],
     "Jane handed Jane's breakfast to the nurse."),
    ("Emma did not pass the ball to her mother because she was angry with her mother.",
     ["Emma", "Lucy"], "Emma did not pass the ball to Emma's mother"),
    ("Anna washed her car before the party.", ["Anna", "Beth"],
     "Anna washed Anna's car before the party."),
])
def test_her_is_possessive_otherwise(item, text, cands, expected):
    sub = substitute([item(text, "her", cands, "en", occurrence=0)])[0]
    assert sub.options[0].text.startswith(expected), sub.options[0].text
