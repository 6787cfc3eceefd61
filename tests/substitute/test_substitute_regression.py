"""Outputs of the engine on the real collections that are right, pinned: one sentence per
rule and collection, so that a change to one rule cannot silently break another."""

from __future__ import annotations

import pytest

from wsc_corpus.formats import load_paths
from wsc_corpus.substitute import substitute

pytestmark = pytest.mark.slow

XW = "xwinograd/dataset.tsv"
PT = "portuguese_wsc/data/raw/portuguese_wsc.html"

# (paths, --lang, item id) -> the correct sentence.
PINNED = {
    ((XW,), "pt", "xwinograd-pt-3699"): "Os vereadores recusaram a autorização aos "
    "manifestantes porque os vereadores temiam a violência.",
    ((XW,), "pt", "xwinograd-pt-3753"): "Há uma fenda na parede. É possível enxergar o jardim "
    "através da fenda.",
    ((XW,), "pt", "xwinograd-pt-3885"): "João contratou André para cuidar de João.",
    ((XW,), "pt", "xwinograd-pt-3891"): "A mãe da Fernanda havia morrido fazia muitos anos, e "
    "a educação da Fernanda estava sendo cuidada por uma excelente governanta.",
    ((XW,), "pt", "xwinograd-pt-3899"): "Guilherme fez um sinal para o barman e apontou para "
    "a taça vazia do Guilherme.",
    ((XW,), "fr", "xwinograd-fr-2342"): "Il y a trop de cerfs dans le parc, et les gardes "
    "forestiers ont introduit une petite meute de loups. La population des cerfs devrait "
    "rapidement diminuer.",
    ((XW,), "fr", "xwinograd-fr-2344"): "Les archéologues ont découvert que des hommes "
    "préhistoriques vivaient à Laputa il y a 20 000 ans. Les archéologues cherchaient des "
    "indices sur les berges de la rivière.",
    ((XW,), "fr", "xwinograd-fr-2348"): "Jean s'est mis au service de Benoît pour s'occuper "
    "de Jean.",
    ((XW,), "fr", "xwinograd-fr-2362"): "Claire a remercié Suzanne pour tous les efforts "
    "qu'elle a demandés à Claire.",
    ((XW,), "fr", "xwinograd-fr-2394"): "Le sac de pommes de terre est au-dessus du sac de "
    "farine, donc il faudra déplacer le sac de pommes de terre en premier.",
    # The subject of an infinitive does not contract; the text writes "do Joe": "o Joe".
    ((PT,), None, "ptwsc-pt-050"): "O tio do Joe ainda consegue derrotar ele no tênis, apesar "
    "de o Joe ser 30 anos mais jovem.",
    ((PT,), None, "ptwsc-pt-158"): "Fred cobriu seus olhos com os antebraços, porque o vento "
    "estava carregando muita areia. Ele abriu seus olhos quando o vento parou.",
    ((PT,), None, "ptwsc-pt-188"): "Todo mundo adorou os biscoitos de aveia; apenas algumas "
    "pessoas gostaram do biscoito com gotas de chocolate. Da próxima vez, nós deveríamos fazer "
    "mais biscoitos de aveia.",
    ((PT,), None, "ptwsc-pt-190"): "A gente havia planejado colocar cópias da nossa newsletter "
    "sobre todas as cadeiras no auditório, mas não havia o suficiente de cópias da newsletter.",
    ((PT,), None, "ptwsc-pt-216"): "Jim fez um sinal para o barman e apontou para a taça vazia "
    "do Jim.",
    (("french_fwsc285/wsc_285_v3.json", "pws_parallel/pws.tsv"), "fr", "pws-fr-004"):
        "Claire a remercié Suzanne pour tous les efforts que Claire lui a demandés.",
    (("french_fwsc285/wsc_285_v3.json", "pws_parallel/pws.tsv"), "fr", "pws-fr-092"):
        "Un chien s'était assis sur la pelouse mais il s'est rapidement déplacé sous un arbre "
        "parce qu'il faisait trop chaud sur la pelouse.",
    (("french_fwsc285/wsc_285_v3.json", "pws_parallel/pws.tsv"), "fr", "pws-fr-232"):
        "Gérard a appelé le barman et lui a rendu la pinte vide de Gérard.",
    (("french_fwsc285/wsc_285_v3.json", "pws_parallel/pws.tsv"), "fr", "pws-fr-233"):
        "Gérard a appelé le barman et a rendu la clé de ses toilettes au barman.",
    (("nyu_wsc/WSCollection.xml",), "en", "nyu-en-004"): "Joan made sure to thank Susan for "
    "all the help Joan had recieved.",
    (("nyu_wsc/WSCollection.xml",), "en", "nyu-en-208"): "Emma's mother had died long ago, "
    "and Emma's education had been managed by an excellent woman as governess.",
}


@pytest.fixture(scope="module")
def outputs(corpora):
    found = {}
    for paths, lang in {(p, lang) for p, lang, _ in PINNED}:
        items = load_paths([corpora / p for p in paths], lang=lang).items
        wanted = {i for p, l, i in PINNED if (p, l) == (paths, lang)}
        items = [i for i in items if i.id in wanted]
        for sub in substitute(items):
            found[(paths, lang, sub.id)] = sub.correct.text if sub.correct else None
    return found


@pytest.mark.parametrize("key", list(PINNED), ids=[k[2] for k in PINNED])
def test_pinned_output(outputs, key):
    assert outputs[key] == PINNED[key]
