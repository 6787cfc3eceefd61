"""French words that lose their capital when a candidate moves inside a sentence."""

# Articles, demonstratives and possessives: the determiners of a noun phrase.
NOUN_DETERMINERS = frozenset({
    "le", "la", "l'", "l’", "les", "un", "une", "des", "du", "au", "aux",
    "ce", "cet", "cette", "ces", "son", "sa", "ses", "leur", "leurs", "mon", "ma", "mes",
    "ton", "ta", "tes", "notre", "nos", "votre", "vos",
})
# PWS writes some candidates with a preposition or as a pronoun phrase (``de Thomas``,
# ``celle de la femme``, ``dans la maison``): these lose their capital too.
DETERMINERS = NOUN_DETERMINERS | frozenset({
    "de", "d'", "d’", "celle", "celui", "ceux", "celles", "dans", "sur", "sous", "chez", "à",
})
