"""Portuguese article before a possessive (the European norm, optional in Brazil): the
article is already there, so the possessed noun phrase keeps it and is not given another."""

import pytest

from wsc_corpus.substitute import substitute


@pytest.mark.parametrize("text,pronoun,cands,expected", [
    ("O Paulo elogiou o seu carro novo.", "seu", ["Paulo", "o vizinho"],
     ["O Paulo elogiou o carro novo do Paulo.", "O Paulo elogiou o carro novo do vizinho."]),
    ("A Rita ficou na sua casa nova durante as férias.", "sua", ["Rita", "a prima"],
     ["A Rita ficou na casa nova da Rita durante as férias.",
      "A Rita ficou na casa nova da prima durante as férias."]),
    ("A Maria abraçou a sua filha quando chegou.", "sua", ["Maria", "a vizinha"],
     ["A Maria abraçou a filha da Maria quando chegou.",
      "A Maria abraçou a filha da vizinha quando chegou."]),
    ("O Pedro falou da sua viagem ao Japão.", "sua", ["Pedro", "o Marcos"],
     ["O Pedro falou da viagem do Pedro ao Japão.",
      "O Pedro falou da viagem do Marcos ao Japão."]),
    ("O João deu o livro à sua irmã.", "sua", ["João", "o Carlos"],
     ["O João deu o livro à irmã do João.", "O João deu o livro à irmã do Carlos."]),
    ("Os meninos guardaram os seus brinquedos na caixa.", "seus",
     ["os meninos", "as meninas"],
     ["Os meninos guardaram os brinquedos dos meninos na caixa.",
      "Os meninos guardaram os brinquedos das meninas na caixa."]),
    ("A Joana deixou as suas luvas em cima da mesa.", "suas", ["Joana", "a Beatriz"],
     ["A Joana deixou as luvas da Joana em cima da mesa.",
      "A Joana deixou as luvas da Beatriz em cima da mesa."]),
    ("O professor conversou com o aluno sobre o seu trabalho.", "seu",
     ["o professor", "o aluno"],
     ["O professor conversou com o aluno sobre o trabalho do professor.",
      "O professor conversou com o aluno sobre o trabalho do aluno."]),
    ("O Pedro viajou pelo seu país inteiro.", "seu", ["Pedro", "o Marcos"],
     ["O Pedro viajou pelo país inteiro do Pedro.",
      "O Pedro viajou pelo país inteiro do Marcos."]),
    ("O médico falou com a enfermeira no seu consultório.", "seu",
     ["o médico", "a enfermeira"],
     ["O médico falou com a enfermeira no consultório do médico.",
      "O médico falou com a enfermeira no consultório da enfermeira."]),
])
def test_article_before_possessive_is_kept_not_doubled(item, text, pronoun, cands, expected):
    sub = substitute([item(text, pronoun, cands, "pt")])[0]
    assert [o.text for o in sub.options] == expected
    assert {"possessive", "possessive-article"} <= set(sub.rules)
    assert len({o.continuation for o in sub.options}) == 1


def test_possessive_without_article_still_gets_one(item):
    sub = substitute([item("Guilherme fez um sinal para o barman e apontou para sua taça "
                           "vazia.", "sua", ["Guilherme", "o barman"], "pt")])[0]
    assert sub.options[1].text.endswith("apontou para a taça vazia do barman.")
    assert "possessive-article" not in sub.rules
