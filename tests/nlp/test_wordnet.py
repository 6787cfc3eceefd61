"""English animacy from the WordNet 3.0 database (Debian wordnet-base)."""

from __future__ import annotations

import pytest

from wsc_corpus.nlp import wordnet

pytestmark = pytest.mark.skipif(not wordnet.available(),
                                reason="wordnet-base is not installed (make setup)")


@pytest.mark.parametrize("noun,animacy", [
    ("mailman", "person"), ("cyclist", "person"), ("plumber", "person"),
    ("witness", "person"), ("children", "person"),       # an irregular plural (noun.exc)
    ("dog", "animal"), ("minnow", "animal"), ("sheep", "animal"),
    ("police", "group"), ("committee", "group"), ("city", "place"),
    ("chair", "thing"), ("trophy", "thing"), ("suitcase", "thing"), ("chairs", "thing"),
    ("boxes", "thing"), ("star", None), ("fan", None),  # celestial body or celebrity
])
def test_animacy_of_nouns(noun, animacy):
    assert wordnet.animacy(noun).animacy == animacy


def test_source_names_the_database_and_the_weights():
    chair = wordnet.animacy("chair")
    assert chair.lemma == "chair"
    assert chair.source == "wordnet-3.0 noun 'chair' (thing 100%)"
    table = wordnet.animacy("table")
    assert table.animacy is None and set(table.weights) == {"group", "thing"}


def test_unknown_word():
    assert wordnet.animacy("grwqwu8jyc") is None
    assert wordnet.animacy("") is None


def test_index_is_cached(tmp_path, monkeypatch):
    monkeypatch.setenv("WSC_CACHE", str(tmp_path))
    wordnet._index.cache_clear()
    wordnet.animacy.cache_clear()
    try:
        assert wordnet.animacy("cyclist").animacy == "person"
        built = list((tmp_path / "wordnet").glob("noun-animacy-*.tsv"))
        assert len(built) == 1 and built[0].stat().st_size > 1_000_000
    finally:
        wordnet._index.cache_clear()
        wordnet.animacy.cache_clear()


@pytest.mark.parametrize("noun,sex,definition", [
    # the definition's head is its hypernym, whose own definition names the sex
    ("butler", "m", "a manservant"),          # manservant: "a man servant"
    ("manservant", "m", "a man servant"),
    ("nursemaid", "f", "a woman"),
])
def test_sex_from_the_definition_or_the_hypernym_heading_it(noun, sex, definition):
    seen = wordnet.animacy(noun)
    assert seen.sex == sex and seen.gloss.startswith(definition)


def test_a_hypernym_the_definition_does_not_name_tells_no_sex():
    # jockey: "someone who rides horses in races", under horseman ("a man skilled ...")
    assert wordnet.animacy("jockey").sex is None


def test_untagged_senses_weigh_the_tags_of_the_synset_they_head():
    # nanny: the nursemaid (its synset tagged as "nurse") before the nanny goat: a person
    nanny = wordnet.animacy("nanny")
    assert nanny.animacy == "person" and nanny.weights == {"person": 2.0, "animal": 0.5}
    # fruitcake is a late synonym of "crackpot": its synonyms' tags are not its own
    fruitcake = wordnet.animacy("fruitcake")
    assert fruitcake.animacy is None and fruitcake.weights == {"person": 1.0, "thing": 0.5}


def test_vehicles_are_flagged():
    # vehicle.n.01 and below: cars, ships, an old car
    for noun in ("ship", "car", "jalopy"):
        seen = wordnet.animacy(noun)
        assert seen.animacy == "thing" and seen.share(seen.vehicle) == 1.0
    assert wordnet.animacy("piano").vehicle == 0.0


def test_classes_of_the_compounds_on_a_head():
    # record_player, tape_player, cd_player ... are things among the persons on "player"
    player = wordnet.compounds("player")
    assert player["person"] > player["thing"] >= 3
    assert "thing" not in wordnet.compounds("teacher")
    assert wordnet.compounds("grwqwu8jyc") == {}
    assert wordnet.animacy(wordnet.COMPOUNDS + "player") is None


@pytest.mark.parametrize("noun,surname", [
    ("rice", True),    # Elmer_Rice, Sir_Tim_Rice
    ("doe", True),     # John_Doe, Jane_Doe
    ("john", False),   # John_Lackland: first too
    ("nanny", False),
])
def test_surnames_are_last_never_first_in_full_names(noun, surname):
    assert wordnet.animacy(noun).surname is surname
