"""The detector of substitution errors, on the naive sentences the papers quote."""

import pytest

from wsc_corpus.substitute import substitute
from wsc_corpus.substitute.errors import sentence_errors


def codes(item, sentence, **kw):
    return [e.code for e in sentence_errors(item, sentence, **kw)]


def test_lost_de_after_atraves(item):
    it = item("Há uma fenda na parede. É possível enxergar o jardim através dela.", "dela",
              ["A fenda", "A parede"], "pt")
    assert "lost-preposition" in codes(it, "Há uma fenda na parede. É possível enxergar o "
                                           "jardim através a fenda.")
    assert codes(it, "Há uma fenda na parede. É possível enxergar o jardim através da "
                     "fenda.") == []


def test_truncated_enclitic(item):
    it = item("Eu estava tentando abrir o cadeado com a chave, mas alguém havia preenchido a "
              "fechadura com goma de mascar, e eu não conseguia removê-la.", "removê-la",
              ["A goma de mascar", "A chave"], "pt")
    bad = it.text.replace("removê-la", "removê-a goma de mascar")
    assert "truncated-enclitic" in codes(it, bad)


def test_candidate_left_before_the_verb(item):
    it = item("Eu usei um pano velho para limpar o alicate, e então o coloquei no lixo.", "o",
              ["O pano", "O alicate"], "pt")
    assert codes(it, "Eu usei um pano velho para limpar o alicate, e então o pano coloquei no "
                     "lixo.") == ["clitic-before-verb"]
    assert codes(it, "Eu usei um pano velho para limpar o alicate, e então coloquei o pano no "
                     "lixo.") == []


def test_possessive_left_bare_in_english_and_portuguese(item):
    it = item("Jim signaled the barman and gestured toward his empty glass.", "his",
              ["Jim", "The barman"], "en")
    assert codes(it, "Jim signaled the barman and gestured toward Jim empty glass.") == \
        ["missing-possessive"]
    assert codes(it, "Jim signaled the barman and gestured toward Jim's empty glass.") == []
    it = item("Jim fez um sinal para o barman e apontou para sua taça vazia.", "sua",
              ["Jim", "O barman"], "pt")
    assert codes(it, "Jim fez um sinal para o barman e apontou para Jim taça vazia.") == \
        ["possessive-not-rewritten"]


def test_double_possessive(item):
    it = item("Emma's mother had died long ago, and her education had been managed by an "
              "excellent woman as governess.", "her", ["Emma", "Emma's mother"], "en")
    assert "double-possessive" in codes(it, it.text.replace("her education",
                                                            "Emma's's education"))


def test_uncontracted_preposition_but_not_before_an_infinitive(item):
    it = item("Dando um tapinha em suas costas, a mulher sorriu para a menina.", "suas",
              ["A mulher", "A menina"], "pt")
    assert "uncontracted" in codes(it, "Dando um tapinha em a menina costas, a mulher sorriu "
                                       "para a menina.")
    it = item("O tio do Joe ainda consegue derrotar ele no tênis, apesar dele ser 30 anos mais "
              "velho.", "dele", ["Joe", "O tio do Joe"], "pt", answer=1)
    assert codes(it, "O tio do Joe ainda consegue derrotar ele no tênis, apesar de o tio do Joe "
                     "ser 30 anos mais velho.") == []


def test_french_elision(item):
    it = item("La table ne passe pas par la porte parce qu'elle est trop large.", "elle",
              ["la table", "la porte"], "fr")
    assert "elision" in codes(it, "La table ne passe pas par la porte parce qu'la table est "
                                  "trop large.")
    it = item("Prise en tenaille par la défense, Emma n'a pas pu envoyer la balle à Jeanine "
              "alors qu'elle était démarquée.", "elle", ["Emma", "Jeanine"], "fr")
    assert "elision" in codes(it, it.text.replace("qu'elle", "que Emma"))


def test_an_enclitic_left_after_the_imperative_is_no_error(item):
    """``rapporte-la-lui`` -> ``rapporte-la à Paul``: the enclitic ``la`` before ``à`` is
    neither elided nor a candidate hyphenated to the verb; ``Rends-la balle`` still is."""
    it = item("La montre est à Paul : rapporte-la-lui ce soir.", "lui", ["Paul", "Anne"], "fr")
    assert codes(it, "La montre est à Paul : rapporte-la à Paul ce soir.") == []
    it = item("Le chien a rapporté la balle. Rends-la immédiatement !", "la",
              ["la balle", "le chien"], "fr")
    assert "clitic-before-verb" in codes(it, "Le chien a rapporté la balle. Rends-la balle "
                                             "immédiatement !")


def test_capitalization_inside_and_at_the_start(item):
    it = item("The city councilmen refused the demonstrators a permit because they feared "
              "violence.", "they", ["The city councilmen", "The demonstrators"], "en")
    assert "capitalization" in codes(it, it.text.replace("they", "The city councilmen"))
    it = item("The fish ate the worm. It was tasty.", "It", ["The fish", "The worm"], "en")
    assert codes(it, "The fish ate the worm. the worm was tasty.") == ["capitalization"]
    it = item("They feared violence.", "They", ["The councilmen", "The demonstrators"], "en")
    assert codes(it, "the councilmen feared violence.") == ["capitalization"]


@pytest.mark.parametrize("lang,text,pron,cands", [
    ("en", "Jim signaled the barman and gestured toward his empty glass.", "his",
     ["Jim", "The barman"]),
    ("pt", ("Fred cobriu seus olhos com os antebraços, porque o vento estava carregando muita "
     "areia. Ele os abriu quando o vento parou."), "os", ["Seus olhos", "Seus antebraços"]),
    ("pt", "O pai carregava o menino dormindo em seu berço.", "seu", ["O pai", "O menino"]),
])
def test_the_engine_leaves_nothing_the_detector_finds(item, lang, text, pron, cands):
    it = item(text, pron, cands, lang)
    for option in substitute([it])[0].options:
        assert sentence_errors(it, option.text) == []


def test_what_the_source_or_a_candidate_already_has_is_not_blamed(item):
    it = item("Natacha attacks Norah in the empty nightclub , but does not kill her .", "her",
              ["Natacha", "Norah"], "en")
    assert codes(it, "Natacha attacks Norah in the empty nightclub , but does not kill "
                     "Norah .") == []
    it = item("Samsonite makes luggage which is rated by Luggage Ratings Inc. because they "
              "thought it was good.", "they", ["Samsonite", "Luggage Ratings Inc."], "en")
    assert codes(it, it.text.replace("they", "Luggage Ratings Inc.")) == []
    it = item("The Simpsons have lasted 23 seasons while The Sarah Connor Chronicles lasted two "
              "seasons, since it did not provide a very good show.", "it",
              ["The Simpsons", "The Sarah Connor Chronicles"], "en")
    assert codes(it, it.text.replace("since it", "since The Sarah Connor Chronicles")) == []
