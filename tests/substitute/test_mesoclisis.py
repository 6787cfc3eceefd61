"""Portuguese mesoclisis (Cunha & Cintra, cap. 11): a clitic inside a future or conditional
verb, ``dá-lo-á``, is replaced by the candidate after the verb made whole again: the
infinitive's stem plus the tense ending (``dará o bolo``; ``fá-lo-ei`` -> ``farei``,
``di-lo-ia`` -> ``diria``, ``pô-lo-emos`` -> ``poremos``), whether the pronoun is marked alone
(``dá-[lo]-á``) or with its verb (``[dá-lo-á]``). Our own sentences, issue 24."""

from __future__ import annotations

import pytest

# (text, marked pronoun, candidates, the first option's expected ending)
CASES = [
    ("A Maria fez um bolo e oferecê-lo-á ao João.", "lo", ["o bolo", "o pão"],
     "e oferecerá o bolo ao João."),
    ("O João comprou flores e dá-las-á à mãe.", "las", ["as flores", "as rosas"],
     "e dará as flores à mãe."),
    ("O pintor acabou o quadro e vendê-lo-á amanhã.", "lo", ["o quadro", "o pintor"],
     "e venderá o quadro amanhã."),
    ("A professora corrigiu a prova e devolvê-la-á na segunda-feira.", "la",
     ["a prova", "a professora"], "e devolverá a prova na segunda-feira."),
    ("O mecânico examinou o carro e repará-lo-á esta semana.", "lo", ["o carro", "o mecânico"],
     "e reparará o carro esta semana."),
    ("Se encontrasse a carteira, o rapaz entregá-la-ia à polícia.", "la",
     ["a carteira", "a polícia"], "o rapaz entregaria a carteira à polícia."),
    ("O cozinheiro preparou a sopa e servi-la-á quente.", "la", ["a sopa", "a cozinha"],
     "e servirá a sopa quente."),
    ("O aluno leu o livro e resumi-lo-á para a turma.", "lo", ["o livro", "o aluno"],
     "e resumirá o livro para a turma."),
    ("O arquiteto desenhou a casa e construí-la-á no verão.", "la", ["a casa", "a vila"],
     "e construirá a casa no verão."),
    ("Os vizinhos acharam o gato e trá-lo-ão amanhã.", "lo", ["o gato", "o cão"],
     "e trarão o gato amanhã."),
    ("O chefe recebeu a carta e lê-la-á depois do almoço.", "la", ["a carta", "a nota"],
     "e lerá a carta depois do almoço."),
    ("A avó guardou os doces e dá-los-á aos netos.", "los", ["os doces", "os bolos"],
     "e dará os doces aos netos."),
    ("O jornalista ouviu a notícia e di-la-ia a todos.", "la", ["a notícia", "a novidade"],
     "e diria a notícia a todos."),
    ("O carpinteiro fez a mesa e pô-la-emos na sala.", "la", ["a mesa", "a cadeira"],
     "e poremos a mesa na sala."),
    ("O estudante escreveu o relatório e enviá-lo-á ao professor.", "lo",
     ["o relatório", "o estudante"], "e enviará o relatório ao professor."),
    ("A empresa lançou o produto e anunciá-lo-á na televisão.", "lo",
     ["o produto", "o anúncio"], "e anunciará o produto na televisão."),
    ("O médico receitou o xarope e explicá-lo-ia ao doente.", "lo",
     ["o xarope", "o médico"], "e explicaria o xarope ao doente."),
    ("Os alunos pintaram os muros e limpá-los-ão amanhã.", "los", ["os muros", "os alunos"],
     "e limparão os muros amanhã."),
    ("A equipa perdeu a taça, mas recuperá-la-á no próximo ano.", "la",
     ["a taça", "a equipa"], "mas recuperará a taça no próximo ano."),
    ("O menino partiu o vaso e fá-lo-á de novo com cola.", "lo", ["o vaso", "o menino"],
     "e fará o vaso de novo com cola."),
    # The pronoun marked with its verb.
    ("O pai comprou o presente e dá-lo-á no Natal.", "dá-lo-á", ["o presente", "o pai"],
     "e dará o presente no Natal."),
    ("A mãe fez as bolachas e oferecê-las-á às vizinhas.", "oferecê-las-á",
     ["as bolachas", "as vizinhas"], "e oferecerá as bolachas às vizinhas."),
]


@pytest.fixture(scope="module")
def results():
    from tests.substitute.conftest import substitute_cases

    return substitute_cases(CASES, "pt")


@pytest.mark.parametrize("index", range(len(CASES)), ids=[c[1] + str(i) for i, c in
                                                          enumerate(CASES)])
def test_mesoclisis_is_undone(results, index):
    sub = results[index]
    assert sub.options, sub.findings
    assert sub.options[0].text.endswith(CASES[index][3]), sub.options[0].text
    assert "enclitic" in sub.rules


def test_twenty_sentences():
    assert len(CASES) >= 20
