"""Trichelair et al. labels: overlaid on WSC273, or read as items of their own."""

from collections import Counter

from wsc_corpus.formats import load_paths


def test_overlay_on_nyu(corpora):
    corpus = load_paths([corpora / "nyu_wsc" / "WSCollection.xml", corpora / "trichelair_wsc"])
    assert len(corpus) == 285
    assoc = Counter(i.tag("associative") for i in corpus)
    switch = Counter(i.tag("switchable") for i in corpus)
    assert assoc == {False: 236, True: 37, None: 12}
    assert switch == {False: 142, True: 131, None: 12}
    item = corpus.items[4]  # Joan made sure to thank Susan ... (switchable)
    assert item.tags["switchable"].source == "trichelair:WSC_switched_label.json"
    assert all(i.tag("associative") is None for i in corpus.items[273:])


def test_alone_gives_items(corpora):
    corpus = load_paths([corpora / "trichelair_wsc" / "WSC_switched_label.json"])
    assert len(corpus) == 273
    first = corpus.items[0]
    assert first.pronoun.text == "they" and first.answer == 0
    assert first.text.startswith("The city councilmen refused")
    assert Counter(i.tag("switchable") for i in corpus) == {False: 142, True: 131}
    assert "sentence_switched" in corpus.items[4].upstream_sentences
