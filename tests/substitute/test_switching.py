"""Switched sentences: the candidates exchanged throughout, the answer the other one."""

from wsc_corpus.substitute import substitute
from wsc_corpus.substitute.switching import switch


def test_whole_candidates_exchanged_and_answer_switches(item):
    it = item("John hired Bill to take care of him.", "him", ["John", "Bill"], "en",
              switchable=True)
    text, start, end = switch(it)
    assert text == "Bill hired John to take care of him." and text[start:end] == "him"
    sub = substitute([it])[0]
    assert sub.correct.text == "John hired Bill to take care of John."
    assert sub.correct_switched.text == "Bill hired John to take care of Bill."
    assert sub.incorrect_switched.text == "Bill hired John to take care of John."


def test_candidates_that_differ_in_one_word_exchange_that_word(item):
    it = item("Os alunos mais velhos estavam fazendo bullying com os mais jovens, então nós "
              "punimos eles.", "eles", ["Os alunos mais velhos", "Os alunos mais jovens"], "pt",
              switchable=True)
    sub = substitute([it])[0]
    assert sub.correct_switched.text == ("Os alunos mais jovens estavam fazendo bullying com os "
                                         "mais velhos, então nós punimos os alunos mais jovens.")


def test_capital_follows_the_position(item):
    it = item("The man lifted the boy onto his shoulders.", "his", ["The man", "The boy"], "en",
              switchable=True)
    assert switch(it)[0] == "The boy lifted the man onto his shoulders."


def test_unfindable_candidates_give_a_finding_not_a_sentence(item):
    it = item("In July, Kamtchatka declared war on Yakutsk. Since Yakutsk's army was much better "
              "equipped and ten times larger, they were defeated within weeks.", "they",
              ["Kamchatka", "Yakutsk"], "en", switchable=True)
    sub = substitute([it])[0]
    assert sub.switched_options is None and sub.correct_switched is None
    assert "switch-failed" in [f.code for f in sub.findings]


def test_a_candidate_introduced_with_an_indefinite_article(item):
    it = item("John estava fazendo uma pesquisa na biblioteca quando ouviu um homem cantarolando "
              "e assoviando. Ele ficou muito incomodado.", "Ele", ["John", "O homem"], "pt",
              switchable=True)
    text, start, end = switch(it)
    assert text == ("Um homem estava fazendo uma pesquisa na biblioteca quando ouviu John "
                    "cantarolando e assoviando. Ele ficou muito incomodado.")
    assert text[start:end] == "Ele"


def test_one_determiner_where_a_name_had_one(item):
    it = item("Eu vi o Jim gritando com um cara que vestia uma farda. Eu não sei porque ele "
              "estava assim.", "ele", ["Jim", "O cara que vestia uma farda"], "pt",
              switchable=True)
    text, start, end = switch(it)
    assert text == ("Eu vi um cara que vestia uma farda gritando com Jim. Eu não sei porque ele "
                    "estava assim.")
    assert text[start:end] == "ele"
