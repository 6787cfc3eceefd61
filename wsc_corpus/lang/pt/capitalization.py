"""Portuguese words that lose their capital when a candidate moves inside a sentence."""

DETERMINERS = frozenset({
    "o", "a", "os", "as", "um", "uma", "uns", "umas", "seu", "sua", "seus", "suas", "este",
    "esta", "estes", "estas", "esse", "essa", "esses", "essas", "aquele", "aquela",
    "aqueles", "aquelas", "meu", "minha", "meus", "minhas", "nosso", "nossa", "nossos",
    "nossas",
})
