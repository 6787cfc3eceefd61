"""French possessives: ``son``/``sa``/``ses`` + noun -> article + noun + ``de`` + owner.

``sa pinte vide`` -> ``la pinte vide du barman``; the article elides like any other
(``son amie`` -> ``l'amie de Marie``).
"""

POSSESSIVE_ARTICLES = {"son": "le", "sa": "la", "ses": "les", "leur": "le", "leurs": "les"}
# ``leur`` does not show the possessed noun's gender: the parse's Gender of the noun does.
ARTICLES_BY_GENDER = {"Masc": "le", "Fem": "la"}
GENITIVE_PREPOSITION = "de"

# Candidates written with their preposition (the PWS French columns: ``du barman``, ``de
# Thomas``, ``celle de la femme``): the part to drop -> the article it hides.
PREPOSITIONAL_CANDIDATES = (
    ("celle de ", ""), ("celui de ", ""), ("ceux de ", ""), ("celles de ", ""),
    ("du ", "le "), ("de ", ""), ("d'", ""), ("d’", ""),
)
