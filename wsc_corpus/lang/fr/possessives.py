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

# Possessive pronouns (``le sien``): the demonstrative that takes their place before ``de`` +
# the owner (``le sien`` -> ``celui de Paul``, ``les leurs`` -> ``ceux des voisins``).
POSSESSIVE_PRONOUNS = {
    ("le", "sien"): "celui", ("la", "sienne"): "celle", ("les", "siens"): "ceux",
    ("les", "siennes"): "celles", ("le", "leur"): "celui", ("la", "leur"): "celle",
    ("les", "leurs"): "ceux",
}
# A preposition fused with the article before them (``du sien`` -> ``de celui de ...``).
FUSED_ARTICLES = {"du": ("de", "le"), "au": ("à", "le"), "des": ("de", "les"),
                  "aux": ("à", "les")}
