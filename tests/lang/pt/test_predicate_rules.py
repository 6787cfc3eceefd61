"""Portuguese predicates the agreement rule reaches (issue 24): the predicate of an
infinitive after a finite verb (``estão a ficar cansados``, ``podem ser castigados``), the
variable elements of a compound adjective (``bem-comportadas``, ``surdos-mudos``), a
superlative's article (``as mais bonitas``) or ending (``contentíssimos``), a bare predicate
noun (``professoras``), the future subjunctive's singular that is the infinitive (``quando
eles chegarem`` -> ``quando a mãe chegar``) and a detached predicate between commas before
the pronoun (``e, cansadas, elas adormeceram``)."""

from __future__ import annotations

import pytest

from wsc_corpus.lang.pt import inflect
from wsc_corpus.substitute.errors import sentence_errors

LEX = inflect.inflector()
pytestmark = pytest.mark.skipif(LEX is None, reason="hunspell-pt-pt not installed")

CASES = [
    ("O professor ajudou os alunos porque eles estão a ficar cansados.", "eles",
     ["o professor", "os alunos"],
     ["O professor ajudou os alunos porque o professor está a ficar cansado.",
      "O professor ajudou os alunos porque os alunos estão a ficar cansados."]),
    ("A mãe avisou os filhos porque eles podiam ser castigados.", "eles",
     ["a mãe", "os filhos"],
     ["A mãe avisou os filhos porque a mãe podia ser castigada.",
      "A mãe avisou os filhos porque os filhos podiam ser castigados."]),
    ("A diretora elogiou os alunos porque eles foram bem-comportados.", "eles",
     ["a diretora", "os alunos"],
     ["A diretora elogiou os alunos porque a diretora foi bem-comportada.",
      "A diretora elogiou os alunos porque os alunos foram bem-comportados."]),
    ("O rei recebeu as princesas porque elas eram as mais bonitas.", "elas",
     ["o rei", "as princesas"],
     ["O rei recebeu as princesas porque o rei era o mais bonito.",
      "O rei recebeu as princesas porque as princesas eram as mais bonitas."]),
    ("O cão seguiu as meninas porque elas iam ser professoras.", "elas",
     ["o cão", "as meninas"],
     ["O cão seguiu as meninas porque o cão ia ser professor.",
      "O cão seguiu as meninas porque as meninas iam ser professoras."]),
    ("A mãe levou os filhos ao parque porque eles eram crianças.", "eles",
     ["a mãe", "os filhos"],
     ["A mãe levou os filhos ao parque porque a mãe era criança.",
      "A mãe levou os filhos ao parque porque os filhos eram crianças."]),
    ("A avó deu bolo aos netos, e eles ficaram contentíssimos.", "eles",
     ["a avó", "os netos"],
     ["A avó deu bolo aos netos, e a avó ficou contentíssima.",
      "A avó deu bolo aos netos, e os netos ficaram contentíssimos."]),
    ("A mãe vai chamar os filhos quando eles chegarem cansados.", "eles",
     ["a mãe", "os filhos"],
     ["A mãe vai chamar os filhos quando a mãe chegar cansada.",
      "A mãe vai chamar os filhos quando os filhos chegarem cansados."]),
    ("O pai deitou as filhas e, cansadas, elas adormeceram logo.", "elas",
     ["o pai", "as filhas"],
     ["O pai deitou as filhas e, cansado, o pai adormeceu logo.",
      "O pai deitou as filhas e, cansadas, as filhas adormeceram logo."]),
]


@pytest.fixture(scope="module")
def results():
    from tests.substitute.conftest import substitute_cases

    return substitute_cases(CASES, "pt")


@pytest.mark.parametrize("index", range(len(CASES)), ids=[c[0][:40] for c in CASES])
def test_the_predicate_follows(results, index):
    sub = results[index]
    assert [o.text for o in sub.options] == CASES[index][3], sub.findings


@pytest.mark.parametrize(("word", "gender", "number", "expected"), [
    ("bem-comportados", "f", "sg", "bem-comportada"),
    ("recém-nascidas", "m", "pl", "recém-nascidos"),
    ("surdos-mudos", "f", "pl", "surdas-mudas"),
])
def test_compound_adjectives(word, gender, number, expected):
    from wsc_corpus.substitute.agreement import PREDICATE, Agreeing, Target

    found = Agreeing(0, len(word), PREDICATE)
    assert inflect.inflect(word, found, Target("3", number, gender), None) == expected


def test_estar_a_infinitive_is_no_candidate_before_a_verb():
    from tests.substitute.conftest import build

    item = build("O pai deitou a gata porque ela estava a ficar cansada.", "ela",
                 ["o pai", "a gata"], "pt")
    codes = [e.code for e in sentence_errors(
        item, "O pai deitou a gata porque o pai estava a ficar cansado.")]
    assert "clitic-before-verb" not in codes
    item = build("O pai perdeu a gata e vai buscá-la.", "la", ["o pai", "a gata"], "pt")
    assert "clitic-before-verb" in [e.code for e in sentence_errors(
        item, "O pai perdeu a gata e vai a gata buscar.")]
