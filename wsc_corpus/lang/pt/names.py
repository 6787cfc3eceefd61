"""Articles before personal names in Portuguese.

Brazilian usage, which the Portuguese collection's manual fixes follow, puts the article
before a first name in a possessive (``a taça vazia do Jim``, ``a educação da Emma``); after
a verb that governs ``de`` the name stands bare (``cuidar de John``), and so it does after a
noun whose ``de`` belongs to a set phrase (``a vez de Bill``).
"""

NAME_ARTICLE = True
# The article by the name's gender, taken from the pronoun, the other candidate's article or
# another pronoun of the sentence (the candidates of a schema agree with the same pronoun).
NAME_ARTICLES = {("m", "sg"): "o", ("f", "sg"): "a", ("m", "pl"): "os", ("f", "pl"): "as"}

# Names of illustrious historical persons take no article, even in Brazilian usage ("a obra de
# Camões", "a escrita de Shakespeare"); a contemporary celebrity does ("o namorado da Madonna").
ILLUSTRIOUS = frozenset({
    "shakespeare", "goethe", "ovídio", "homero", "virgílio", "dante", "cervantes", "camões",
    "pessoa", "machado", "platão", "aristóteles", "sócrates", "cícero", "horácio", "sófocles",
    "molière", "voltaire", "rousseau", "descartes", "kant", "hegel", "nietzsche", "marx",
    "newton", "galileu", "einstein", "darwin", "copérnico", "pasteur", "beethoven", "mozart",
    "bach", "chopin", "napoleão", "césar", "alexandre", "cristo", "tiradentes", "dostoiévski",
    "tolstói", "kafka", "proust", "joyce", "dickens", "byron", "milton", "tchékhov", "freud",
})

# Nouns that form a set phrase with ``de`` ("chegou a vez de Pedro", "em vez de"): the name
# after them stands bare, as in the collection's fixes ("porque a vez de Bill tinha acabado").
SET_PHRASE_NOUNS = frozenset({"vez"})
