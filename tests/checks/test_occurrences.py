"""Where a candidate without a span stands in its sentence (real sentences of the collections)."""

from wsc_corpus.occurrences import candidate_span, find_whole


def _marked(item, index):
    span = candidate_span(item, item.candidates[index])
    return None if span is None else item.text[span.start:span.end]


def test_an_article_fused_with_a_preposition_leaves_the_words_after_it(item):
    it = item("Os vereadores recusaram a autorização aos manifestantes porque eles temiam a "
              "violência.", "eles", ["Os vereadores", "Os manifestantes"], lang="pt")
    assert _marked(it, 0) == "Os vereadores"
    assert _marked(it, 1) == "manifestantes"
    it = item("Le poisson a mangé le ver. Il était savoureux.", "Il",
              ["le poisson", "le ver"], lang="fr")
    assert _marked(it, 0) == "Le poisson"


def test_another_determiner_belongs_to_the_span(item):
    it = item("O quadro na sala de estar do Mark mostra um carvalho. Ele está à direita da "
              "estante de livros.", "Ele", ["O carvalho", "A estante de livros"], lang="pt")
    assert _marked(it, 0) == "um carvalho"
    it = item("Since it was raining, I carried the newspaper in my backpack to keep it dry.",
              "it", ["The newspaper", "The backpack"])
    assert _marked(it, 1) == "my backpack"


def test_a_phrase_inside_a_longer_one_has_no_span(item):
    it = item("The trophy doesn't fit into the brown suitcase because it is too large.", "it",
              ["The trophy", "The suitcase"])
    assert _marked(it, 1) is None
    it = item("A luz do sol estava impedida por uma grande nuvem a manhã toda.", "a",
              ["A luz do sol", "A nuvem"], lang="pt", pronoun_at=0)
    assert _marked(it, 1) is None


def test_whole_words_ignoring_case():
    assert find_whole("The man couldn't lift his son.", "HIS SON") == (22, 29)
    assert find_whole("The manager left.", "man") is None
    assert find_whole("İstanbul is far from the man.", "the man") == (21, 28)
