"""Portuguese evidence (lang/pt/evidence.py): a sentence-initial name before the common noun,
the determiner in the text before the lexicon."""

from __future__ import annotations

import pytest

from wsc_corpus.nlp.features import candidate_features
from wsc_corpus.nlp.pipelines import load_pipeline

pytestmark = pytest.mark.slow


def _read(text: str, candidate: str):
    doc = load_pipeline("pt")(text)
    start = text.index(candidate)
    span = doc.char_span(start, start + len(candidate), alignment_mode="expand")
    return candidate_features(list(span), "pt", "blank", False)


def test_a_sentence_initial_name_is_read_before_the_common_noun():
    found = _read("Socorro ligou para Marta porque ela estava preocupada.", "Socorro")
    # a name (not the masculine noun "socorro", help), a woman's: 99.0% of Brazil's Socorros
    # are women (IBGE 2010), 94.9% of WGND's, under the 95% threshold
    assert found.get("gender") == "f"
    assert "ibge2010" in found.values["gender"].source and "94.9%" in \
        found.values["gender"].source
    assert found.values["number"].source.startswith("proper noun 'Socorro'")
    assert not [o for o in found.observations if "hunspell" in o.source]


@pytest.mark.parametrize("text,candidate,gender", [
    # Maria das Dores goes by Dores: 97.5% of 1,035 Brazilians (WGND 86.1%), not "dores" (pains)
    ("Dores abraçou Carlos porque ele estava triste.", "Dores", "f"),
    # Camille: 99.2% of 7,379 Brazilians are women, 84.5% of WGND's (a French name of both)
    ("O Pedro telefonou para Camille porque ela estava doente.", "Camille", "f"),
])
def test_the_census_of_brazilian_names_decides_first(text, candidate, gender):
    found = _read(text, candidate)
    assert found.get("gender") == gender and "ibge2010" in found.values["gender"].source


@pytest.mark.parametrize("text,candidate,gender,number", [
    ("Um cara ajudou a vizinha.", "Um cara", "m", "sg"),
    ("A gerente reclamou dos caixas ontem.", "dos caixas", "m", "pl"),
])
def test_the_determiner_decides_before_the_lexicon(text, candidate, gender, number):
    found = _read(text, candidate)
    assert (found.get("gender"), found.get("number")) == (gender, number)
    assert "determiner" in found.values["gender"].source


@pytest.mark.parametrize("text,candidate,gender", [
    # a city named bare is feminine (Cunha & Cintra), whatever the dictionary's tag (G=m)
    ("Lisboa recebeu mais turistas do que o Porto porque ela era barata.", "Lisboa", "f"),
    ("O Porto perdeu turistas para Coimbra porque ela ficou mais barata.", "Coimbra", "f"),
    # another place by its ending; a sentence-initial one is a name, not the adjective angola
    ("Angola vendeu petróleo à China porque ela precisava.", "Angola", "f"),
    ("Portugal derrotou a Grécia porque ele jogou melhor.", "Portugal", "m"),
    ("Israel enfrentou a Síria porque ela estava armada.", "Israel", "m"),
])
def test_a_place_named_bare_has_the_gender_of_its_kind_or_ending(text, candidate, gender):
    found = _read(text, candidate)
    assert found.get("gender") == gender
    assert "without an article" in found.values["gender"].source


def test_a_place_with_its_article_keeps_the_article_gender():
    found = _read("O Porto perdeu turistas para Lisboa porque ele ficou caro.", "O Porto")
    assert found.get("gender") == "m" and "determiner" in found.values["gender"].source
