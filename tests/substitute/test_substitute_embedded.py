"""The embedded corpus (schemas/) exercises every rule of every language."""

import pytest

from wsc_corpus.formats import default_corpus_path, load_paths
from wsc_corpus.substitute import substitute

pytestmark = pytest.mark.slow

RULES = {
    "en": {"possessive", "possessive-plural", "object-her"},
    "fr": {"elision", "clitic", "participle-agreement", "dative", "contraction", "possessive",
           "stressed"},
    "pt": {"contraction", "prepositional-pronoun", "possessive", "enclitic", "proclitic",
           "dative", "governed-preposition", "name-article"},
}


@pytest.fixture(scope="module")
def embedded():
    items = load_paths([default_corpus_path()]).items
    return {s.id: s for s in substitute(items)}, items


@pytest.mark.parametrize("lang", sorted(RULES))
def test_every_rule_is_used(embedded, lang):
    subs, items = embedded
    used = {r for i in items if i.lang == lang for r in subs[i.id].rules}
    assert RULES[lang] <= used


def test_sentences_of_the_embedded_corpus(embedded):
    subs, _ = embedded
    texts = {s.id: [o.text for o in s.options] for s in subs.values()}
    assert "os donos levaram o gato ao pet shop" in texts["emb-pt-019"][0]
    assert texts["emb-pt-023"][0].endswith("porque tinham dado à tia um bônus no trabalho.")
    assert texts["emb-fr-003"][0].endswith("et la patronne a renvoyé la serveuse.")
    assert texts["emb-fr-013"][0].endswith("car on avait promis une glace au retour aux enfants.")
    assert texts["emb-en-007"][0].endswith("because the interns' experience was limited.")
