"""Portuguese: contractions, dele/nele, clitics, lhe, possessives, names, capitalization."""

import pytest

from wsc_corpus.substitute import substitute


def texts(sub):
    return [o.text for o in sub.options]


def test_dela_becomes_de_plus_article_contracted(item):
    sub = substitute([item("Há uma fenda na parede. É possível enxergar o jardim através dela.",
                           "dela", ["A fenda", "A parede"], "pt")])[0]
    assert texts(sub) == [
        "Há uma fenda na parede. É possível enxergar o jardim através da fenda.",
        "Há uma fenda na parede. É possível enxergar o jardim através da parede."]
    assert sub.options[0].candidate == "da fenda"
    assert {"prepositional-pronoun", "contraction"} <= set(sub.rules)


def test_nela_becomes_em_plus_article(item):
    sub = substitute([item("Coloquei a tigela sobre a mesa e servi a sopa nela.", "nela",
                           ["A tigela", "A mesa"], "pt")])[0]
    assert texts(sub)[0] == "Coloquei a tigela sobre a mesa e servi a sopa na tigela."


def test_dele_after_a_quantifier_becomes_the_bare_noun(item):
    sub = substitute([item("Todo mundo adorou os biscoitos de aveia; apenas algumas pessoas "
                           "gostaram do biscoito com gotas de chocolate. Da próxima vez, nós "
                           "deveríamos fazer mais deles.", "deles",
                           ["Os biscoitos de aveia", "Os biscoitos com gotas de chocolate"],
                           "pt")])[0]
    assert texts(sub)[0].endswith("nós deveríamos fazer mais biscoitos de aveia.")
    assert "partitive" in sub.rules


def test_verb_governed_preposition_keeps_a_name_bare(item):
    sub = substitute([item("John contratou Bill para cuidar dele.", "dele", ["John", "Bill"],
                           "pt")])[0]
    assert texts(sub) == ["John contratou Bill para cuidar de John.",
                          "John contratou Bill para cuidar de Bill."]
    assert "governed-preposition" in sub.rules


def test_possessive_dela_gives_a_name_its_article(item):
    sub = substitute([item("A mãe da Emma havia morrido fazia muitos anos, e a educação dela "
                           "estava sendo cuidada por uma excelente governanta.", "dela",
                           ["Emma", "A mãe da Emma"], "pt")])[0]
    assert [o.candidate for o in sub.options] == ["da Emma", "da mãe da Emma"]


def test_enclitic_after_an_infinitive(item):
    sub = substitute([item("Eu estava tentando abrir o cadeado com a chave, mas alguém havia "
                           "preenchido a fechadura com goma de mascar, e eu não conseguia "
                           "removê-la.", "removê-la", ["A goma de mascar", "A chave"], "pt")])[0]
    assert texts(sub)[0].endswith("e eu não conseguia remover a goma de mascar.")
    assert sub.options[0].prefix.endswith("conseguia remover ")
    assert "enclitic" in sub.rules


@pytest.mark.parametrize("text,clitic,cand,expected", [  # the embedded corpus, schemas/pt
    ("Colei a etiqueta sobre a tampa, mas tive que removê-la para corrigir o preço.", "la",
     "A etiqueta", "tive que remover a etiqueta para corrigir o preço."),
    ("Rodrigo consertou o rádio, mas não o toca-discos, e resolveu vendê-lo por um bom preço.",
     "lo", "O rádio", "e resolveu vender o rádio por um bom preço."),
    ("Coloquei a caixa sobre a mala e tentei abri-la, mas o zíper emperrou.", "la", "A mala",
     "e tentei abrir a mala, mas o zíper emperrou."),
    ("O vaso caiu sobre o tapete, e Lia teve que pô-lo de volta na estante.", "lo", "O vaso",
     "Lia teve que pôr o vaso de volta na estante."),
    ("O gato arranhou o cachorro, e os donos levaram-no ao veterinário para um curativo.", "no",
     "O cachorro", "os donos levaram o cachorro ao veterinário"),
    ("A tempestade derrubou a árvore sobre a cerca, e no dia seguinte os vizinhos cortaram-na.",
     "na", "A árvore", "os vizinhos cortaram a árvore."),
    (("Os sapatos ficaram ótimos com os ternos, mas Renato teve que levá-los ao sapateiro para "
     "um ajuste."), "los", "Os sapatos", "Renato teve que levar os sapatos ao sapateiro"),
    ("As maçãs estavam mais maduras que as peras, então resolvi usá-las na torta de hoje.",
     "las", "As maçãs", "então resolvi usar as maçãs na torta de hoje."),
])
def test_enclitic_forms_restore_their_verb(item, text, clitic, cand, expected):
    sub = substitute([item(text, clitic, [cand, "Outro"], "pt")])[0]
    assert expected in sub.options[0].text
    assert sub.rules == ["enclitic"]


def test_enclitic_marked_apart_from_its_verb(item):
    sub = substitute([item("A porta estava trancada e ninguém conseguia abri-la.", "la",
                           ["A porta", "A chave"], "pt")])[0]
    assert texts(sub)[0] == "A porta estava trancada e ninguém conseguia abrir a porta."


def test_proclitic_moves_after_its_verb(item):
    sub = substitute([item("Eu usei um pano velho para limpar o alicate, e então o coloquei no "
                           "lixo.", "o", ["O pano", "O alicate"], "pt")])[0]
    assert texts(sub)[0] == ("Eu usei um pano velho para limpar o alicate, e então coloquei o "
                             "pano no lixo.")
    assert sub.options[0].continuation == sub.options[1].continuation == " no lixo."
    assert "proclitic" in sub.rules


def test_proclitic_after_negation(item):
    sub = substitute([item("Bia ia deixar a chave com a vizinha, mas não a encontrou na bolsa.",
                           "a", ["A chave", "A vizinha"], "pt", occurrence=-1)])[0]
    assert texts(sub)[0] == ("Bia ia deixar a chave com a vizinha, mas não encontrou a chave na "
                             "bolsa.")


def test_a_pronoun_o_before_a_noun_is_no_clitic(item):
    sub = substitute([item("Eu vi o cachorro perto da casa.", "o", ["O gato", "O rato"],
                           "pt")])[0]
    assert sub.options == [] and sub.findings[0].code == "not-a-clitic"


def test_lhe_becomes_a_plus_candidate_after_the_auxiliary_and_participle(item):
    sub = substitute([item("A tia emprestou dinheiro para a sobrinha porque lhe tinham dado um "
                           "bônus no trabalho.", "lhe", ["A tia", "A sobrinha"], "pt")])[0]
    assert texts(sub)[0] == ("A tia emprestou dinheiro para a sobrinha porque tinham dado à tia "
                             "um bônus no trabalho.")
    assert {"dative", "proclitic", "contraction"} <= set(sub.rules)


def test_possessive_seu_becomes_article_noun_do_owner(item):
    sub = substitute([item("Jim fez um sinal para o barman e apontou para sua taça vazia.",
                           "sua", ["Jim", "O barman"], "pt")])[0]
    assert texts(sub) == [
        "Jim fez um sinal para o barman e apontou para a taça vazia do Jim.",
        "Jim fez um sinal para o barman e apontou para a taça vazia do barman."]
    assert sub.options[0].prefix.endswith("a taça vazia ")
    sub = substitute([item("Jim fez um sinal para o barman e apontou para sua chave do "
                           "banheiro.", "sua", ["Jim", "O barman"], "pt", answer=1)])[0]
    assert texts(sub)[1].endswith("apontou para a chave do banheiro do barman.")


def test_possessive_after_em_contracts_and_stops_before_a_verb(item):
    sub = substitute([item("Dando um tapinha em suas costas, a mulher sorriu para a menina.",
                           "suas", ["A mulher", "A menina"], "pt", answer=1)])[0]
    assert texts(sub)[1] == "Dando um tapinha nas costas da menina, a mulher sorriu para a menina."
    sub = substitute([item("Enquanto Ollie carregava Tommy subindo a longa escada em espiral, "
                           "suas pernas doíam.", "suas", ["Ollie", "Tommy"], "pt")])[0]
    assert texts(sub)[0].endswith("escada em espiral, as pernas do Ollie doíam.")


def test_illustrious_names_take_no_article(item):
    sub = substitute([item("Este livro introduziu Shakespeare a Ovídio; ele foi uma grande "
                           "influência em sua escrita.", "sua", ["Shakespeare", "Ovídio"],
                           "pt")])[0]
    assert texts(sub)[0].endswith("uma grande influência na escrita de Shakespeare.")


def test_set_phrase_noun_keeps_the_name_bare(item):
    sub = substitute([item("Bill passou o gameboy para John porque sua vez tinha acabado.",
                           "sua", ["Bill", "John"], "pt")])[0]
    assert texts(sub) == ["Bill passou o gameboy para John porque a vez de Bill tinha acabado.",
                          "Bill passou o gameboy para John porque a vez de John tinha acabado."]


def test_capitalization_at_the_start_of_a_sentence(item):
    sub = substitute([item("A medalha não cabe na maleta porque ela é muito grande. Ela é de "
                           "ouro.", "Ela", ["A medalha", "A maleta"], "pt")])[0]
    assert texts(sub)[0].endswith("muito grande. A medalha é de ouro.")
    sub = substitute([item("A medalha não cabe na maleta porque ela é muito grande.", "ela",
                           ["A medalha", "A maleta"], "pt")])[0]
    assert texts(sub)[1] == "A medalha não cabe na maleta porque a maleta é muito grande."


def test_subject_of_an_infinitive_keeps_de_apart(item):
    sub = substitute([item("O tio do Joe ainda consegue derrotar ele no tênis, apesar dele ser 30 "
                           "anos mais velho.", "dele", ["Joe", "O tio do Joe"], "pt",
                           answer=1)])[0]
    assert sub.options[1].text.endswith("apesar de o tio do Joe ser 30 anos mais velho.")
    assert "infinitive-subject" in sub.rules


def test_enclitic_lhe_after_a_finite_verb(item):
    sub = substitute([item("A menina chorava, e a avó deu-lhe um doce.", "deu-lhe",
                           ["A menina", "A avó"], "pt")])[0]
    assert sub.options[0].text == "A menina chorava, e a avó deu um doce à menina."
    assert {"enclitic", "dative", "contraction", "dative-after-object"} <= set(sub.rules)


def test_the_substituter_reads_clitics_with_the_agreement_checks_analysis(item):
    """One pronoun analysis (wsc_corpus.nlp.pronouns) for validate and substitute: the
    mesoclitic future puts the ending back on the verb, and a capitalised host keeps its case."""
    sub = substitute([item("O Pedro emprestou o livro ao Rui, mas amanhã devolvê-lo-ei ao dono.",
                           "devolvê-lo-ei", ["O livro", "O Rui"], "pt")])[0]
    assert texts(sub)[0] == ("O Pedro emprestou o livro ao Rui, mas amanhã devolverei o livro "
                             "ao dono.")
    assert "enclitic" in sub.rules
    sub = substitute([item("A Ana derrubou a jarra. Limpá-la foi difícil.", "Limpá-la",
                           ["A jarra", "A Ana"], "pt")])[0]
    assert texts(sub)[0] == "A Ana derrubou a jarra. Limpar a jarra foi difícil."
