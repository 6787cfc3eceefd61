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
    # WGND: 94.9% of its bearers are women, under the 95% threshold: a name of unknown sex,
    # not the masculine noun "socorro" (help)
    assert found.get("gender") is None
    assert found.values["number"].source.startswith("proper noun 'Socorro'")
    assert not [o for o in found.observations if "hunspell" in o.source]


@pytest.mark.parametrize("text,candidate,gender,number", [
    ("Um cara ajudou a vizinha.", "Um cara", "m", "sg"),
    ("A gerente reclamou dos caixas ontem.", "dos caixas", "m", "pl"),
])
def test_the_determiner_decides_before_the_lexicon(text, candidate, gender, number):
    found = _read(text, candidate)
    assert (found.get("gender"), found.get("number")) == (gender, number)
    assert "determiner" in found.values["gender"].source
