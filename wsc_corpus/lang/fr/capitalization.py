"""French words that lose their capital when a candidate moves inside a sentence."""

DETERMINERS = frozenset({
    "le", "la", "l'", "l’", "les", "un", "une", "des", "du", "au", "aux", "de", "d'", "d’",
    "ce", "cet", "cette", "ces", "son", "sa", "ses", "leur", "leurs", "mon", "ma", "mes",
    "ton", "ta", "tes", "notre", "nos", "votre", "vos", "celle", "celui", "ceux", "celles",
    "dans", "sur", "sous", "chez", "à",
})
