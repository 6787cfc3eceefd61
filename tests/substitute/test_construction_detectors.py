"""The detector catches what a substitution of issue 24's constructions must never write:
each bad sentence below is flagged (with its code), and the sentence the rules write is not."""

import pytest

from wsc_corpus.substitute.errors import sentence_errors

CASES = [
    # (text, pronoun, candidates, lang, bad sentence, code, good sentence)
    ("Les enfants voient les chiens et ils ont peur d'eux.", "eux", ["les chiens", "les enfants"],
     "fr", "Les enfants voient les chiens et ils ont peur d'les chiens.", "elision",
     "Les enfants voient les chiens et ils ont peur des chiens."),
    ("Le chien a rapporté la balle. Rends-la immédiatement !", "la", ["la balle", "le chien"],
     "fr", "Le chien a rapporté la balle. Rends-la balle immédiatement !", "clitic-before-verb",
     "Le chien a rapporté la balle. Rends la balle immédiatement !"),
    ("Ma voiture est en panne, je vais la faire réparer.", "la", ["la voiture", "la moto"], "fr",
     "Ma voiture est en panne, je vais faire la voiture réparer.", "clitic-before-verb",
     "Ma voiture est en panne, je vais faire réparer la voiture."),
    ("Le scooter de Marc a disparu. Pourquoi l'a-t-il vendu ?", "l'", ["le scooter", "Marc"],
     "fr", "Le scooter de Marc a disparu. Pourquoi a-t-il le scooter vendu ?",
     "clitic-before-verb", "Le scooter de Marc a disparu. Pourquoi a-t-il vendu le scooter ?"),
    ("Marie a regardé le gâteau et a dit : « Il est trop sucré. »", "Il",
     ["le gâteau", "le café"], "fr",
     "Marie a regardé le gâteau et a dit : « le gâteau est trop sucré. »", "capitalization",
     "Marie a regardé le gâteau et a dit : « Le gâteau est trop sucré. »"),
    ("Coloquei as maçãs naquela cesta e não neste saco, porque nela cabia mais.", "nela",
     ["aquela cesta", "este saco"], "pt",
     "Coloquei as maçãs naquela cesta e não neste saco, porque em aquela cesta cabia mais.",
     "uncontracted",
     "Coloquei as maçãs naquela cesta e não neste saco, porque naquela cesta cabia mais."),
    ("O gato fugiu ontem, mas a vizinha tinha-o visto no quintal.", "o", ["o gato", "o cão"],
     "pt", "O gato fugiu ontem, mas a vizinha tinha o gato visto no quintal.",
     "clitic-before-verb", "O gato fugiu ontem, mas a vizinha tinha visto o gato no quintal."),
    ("A chave sumiu, mas nós encontrá-la-emos amanhã.", "la", ["a chave", "a porta"], "pt",
     "A chave sumiu, mas nós encontrar a chave-emos amanhã.", "truncated-enclitic",
     "A chave sumiu, mas nós encontraremos a chave amanhã."),
    ("Amazon competes with eBay. It is growing fast.", "It", ["Amazon", "eBay"], "en",
     "Amazon competes with eBay. EBay is growing fast.", "capitalization",
     "Amazon competes with eBay. eBay is growing fast."),
]


@pytest.mark.parametrize("text,pronoun,cands,lang,bad,code,good", CASES)
def test_bad_output_flagged_good_one_not(item, text, pronoun, cands, lang, bad, code, good):
    occurrence = 0 if pronoun in ("la", "o") else -1
    it = item(text, pronoun, cands, lang, occurrence=occurrence)
    assert code in [e.code for e in sentence_errors(it, bad)]
    assert sentence_errors(it, good) == []
