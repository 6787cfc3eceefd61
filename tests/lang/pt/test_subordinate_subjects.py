"""Portuguese subjects the agreement rule reaches since held-out v3: a subject pronoun after
the conjunctions ``que`` and ``como`` where a finite verb follows (not after ``que`` of a
comparison), the personal infinitive after a preposition (Cunha & Cintra cap. 14; its
subject uncontracted: ``depois de a polícia ter``), a copula's gerund, floating
``todos``/``ambas`` (dropped for a singular candidate), an enclitic after a re-inflected
verb (``adoraram-na`` -> ``adorou-a``), an adjective known only through its negative
prefix (``injustos``), a predicative adjective right after the subject (``ela sozinha``),
the intensive ``próprio`` (moved
before the candidate's noun), a predicate article heading a relative (``as que treinam``)
and a clitic ``lhe`` between the subject and its verb."""

from __future__ import annotations

import pytest

from wsc_corpus.lang.pt import inflect

pytestmark = pytest.mark.skipif(inflect.inflector() is None, reason="hunspell-pt-pt not installed")

CASES = [
    # que / como: a conjunction, the pronoun is the subject of the verb that follows
    ("O vizinho disse às meninas que elas estavam atrasadas.", "elas",
     ["o vizinho", "as meninas"],
     ["O vizinho disse às meninas que o vizinho estava atrasado.",
      "O vizinho disse às meninas que as meninas estavam atrasadas."]),
    ("O guia esperou os turistas para que eles não se perdessem na cidade.", "eles",
     ["o guia", "os turistas"],
     ["O guia esperou os turistas para que o guia não se perdesse na cidade.",
      "O guia esperou os turistas para que os turistas não se perdessem na cidade."]),
    ("A tia visitou os sobrinhos, e como eles estavam doentes, ficou lá.", "eles",
     ["a tia", "os sobrinhos"],
     ["A tia visitou os sobrinhos, e como a tia estava doente, ficou lá.",
      "A tia visitou os sobrinhos, e como os sobrinhos estavam doentes, ficou lá."]),
    # que of a comparison: nothing after the pronoun agrees
    ("O irmão das primas é mais alto que elas, mas come menos.", "elas",
     ["o irmão", "as primas"],
     ["O irmão das primas é mais alto que o irmão, mas come menos.",
      "O irmão das primas é mais alto que as primas, mas come menos."]),
    # personal infinitive after a preposition
    ("O avô chamou os netos para eles verem o jogo.", "eles",
     ["o avô", "os netos"],
     ["O avô chamou os netos para o avô ver o jogo.",
      "O avô chamou os netos para os netos verem o jogo."]),
    ("A mãe arrumou o quarto das filhas sem elas saberem.", "elas",
     ["a mãe", "as filhas"],
     ["A mãe arrumou o quarto das filhas sem a mãe saber.",
      "A mãe arrumou o quarto das filhas sem as filhas saberem."]),
    # not a personal infinitive: the progressive's "a" (com elas a brincar)
    ("O pai ficou no jardim com as filhas e com elas a brincar.", "elas",
     ["o pai", "as filhas"],
     ["O pai ficou no jardim com as filhas e com o pai a brincar.",
      "O pai ficou no jardim com as filhas e com as filhas a brincar."]),
    ("As irmãs esperaram o pai até ele acabar o trabalho.", "ele",
     ["o pai", "as irmãs"],
     ["As irmãs esperaram o pai até o pai acabar o trabalho.",
      "As irmãs esperaram o pai até as irmãs acabarem o trabalho."]),
    ("O tio levou as sobrinhas ao parque para elas todas brincarem.", "elas",
     ["o tio", "as sobrinhas"],
     ["O tio levou as sobrinhas ao parque para o tio brincar.",
      "O tio levou as sobrinhas ao parque para as sobrinhas todas brincarem."]),
    # the subject of a personal infinitive does not contract with the preposition
    ("A polícia prendeu os ladrões depois de eles terem fugido.", "eles",
     ["a polícia", "os ladrões"],
     ["A polícia prendeu os ladrões depois de a polícia ter fugido.",
      "A polícia prendeu os ladrões depois de os ladrões terem fugido."]),
    ("O homem pagou às empregadas antes de elas saírem.", "elas",
     ["o homem", "as empregadas"],
     ["O homem pagou às empregadas antes de o homem sair.",
      "O homem pagou às empregadas antes de as empregadas saírem."]),
    # the predicate of a copula's gerund (Brazilian progressive)
    ("O dono vendeu os cavalos porque eles estavam ficando velhos.", "eles",
     ["o dono", "os cavalos"],
     ["O dono vendeu os cavalos porque o dono estava ficando velho.",
      "O dono vendeu os cavalos porque os cavalos estavam ficando velhos."]),
    # an accusative enclitic takes the form of the re-inflected verb's end
    ("O avô contou uma história aos netos e eles adoraram-na.", "eles",
     ["o avô", "os netos"],
     ["O avô contou uma história aos netos e o avô adorou-a.",
      "O avô contou uma história aos netos e os netos adoraram-na."]),
    ("Os meninos acharam o gato e ele seguiu-os até casa.", "ele",
     ["o gato", "os meninos"],
     ["Os meninos acharam o gato e o gato seguiu-os até casa.",
      "Os meninos acharam o gato e os meninos seguiram-nos até casa."]),
    # a degree adverb before the predicate
    ("A equipa venceu os rivais porque eles estavam mal preparados.", "eles",
     ["a equipa", "os rivais"],
     ["A equipa venceu os rivais porque a equipa estava mal preparada.",
      "A equipa venceu os rivais porque os rivais estavam mal preparados."]),
    # an adjective the dictionary knows only through its negative prefix
    ("Os jogadores culparam o árbitro porque ele tinha sido injusto.", "ele",
     ["o árbitro", "os jogadores"],
     ["Os jogadores culparam o árbitro porque o árbitro tinha sido injusto.",
      "Os jogadores culparam o árbitro porque os jogadores tinham sido injustos."]),
    ("O diretor repreendeu as alunas porque elas estavam irresponsáveis.", "elas",
     ["o diretor", "as alunas"],
     ["O diretor repreendeu as alunas porque o diretor estava irresponsável.",
      "O diretor repreendeu as alunas porque as alunas estavam irresponsáveis."]),
    # a predicative adjective right after the subject
    ("As irmãs ajudaram a mãe porque ela sozinha não conseguia.", "ela",
     ["a mãe", "as irmãs"],
     ["As irmãs ajudaram a mãe porque a mãe sozinha não conseguia.",
      "As irmãs ajudaram a mãe porque as irmãs sozinhas não conseguiam."]),
    # floating quantifiers
    ("O chefe agradeceu aos empregados porque eles todos ficaram até tarde.", "eles",
     ["o chefe", "os empregados"],
     ["O chefe agradeceu aos empregados porque o chefe ficou até tarde.",
      "O chefe agradeceu aos empregados porque os empregados todos ficaram até tarde."]),
    ("O padre visitou as freiras porque todas elas estavam doentes.", "elas",
     ["o padre", "as freiras"],
     ["O padre visitou as freiras porque o padre estava doente.",
      "O padre visitou as freiras porque todas as freiras estavam doentes."]),
    # intensive próprio
    ("O patrão culpou os operários, mas eles próprios pediram a mudança.", "eles",
     ["o patrão", "os operários"],
     ["O patrão culpou os operários, mas o próprio patrão pediu a mudança.",
      "O patrão culpou os operários, mas os próprios operários pediram a mudança."]),
    # a predicate article heading a relative clause
    ("O professor premiou as alunas porque elas foram as que estudaram mais.", "elas",
     ["o professor", "as alunas"],
     ["O professor premiou as alunas porque o professor foi o que estudou mais.",
      "O professor premiou as alunas porque as alunas foram as que estudaram mais."]),
    # lhe between the subject and its verb
    ("O carteiro ajudou as vizinhas porque elas lhe ofereceram café.", "elas",
     ["o carteiro", "as vizinhas"],
     ["O carteiro ajudou as vizinhas porque o carteiro lhe ofereceu café.",
      "O carteiro ajudou as vizinhas porque as vizinhas lhe ofereceram café."]),
]


@pytest.fixture(scope="module")
def results():
    from tests.substitute.conftest import substitute_cases

    return substitute_cases(CASES, "pt")


@pytest.mark.parametrize("index", range(len(CASES)), ids=[c[0][:40] for c in CASES])
def test_the_subject_agrees(results, index):
    sub = results[index]
    assert [o.text for o in sub.options] == CASES[index][3], sub.findings


@pytest.mark.parametrize(("word", "gender", "number", "expected"), [
    ("todas ", "m", "pl", "todos "), ("ambos ", "f", "pl", "ambas "), ("todos ", "m", "sg", ""),
])
def test_a_floating_quantifier_follows_the_candidate(word, gender, number, expected):
    from wsc_corpus.substitute.agreement import Agreeing, Target

    found = Agreeing(0, len(word), inflect.QUANTIFIER)
    assert inflect.inflect(word, found, Target("3", number, gender), None) == expected
