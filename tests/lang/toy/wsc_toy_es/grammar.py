"""Toy Spanish grammar: the candidate fuses with a preposition before it (``de`` + ``el perro``
= ``del perro``); for what it has no rule for (the clitic ``lo``) the BaseGrammar reports the
finding ``no-rule``."""

from wsc_corpus.lang.base import BaseGrammar
from wsc_corpus.substitute.rules import Draft, Site, fuse_preposition


class ToyGrammar(BaseGrammar):
    def apply(self, site: Site, draft: Draft, index: int) -> None:
        super().apply(site, draft, index)
        draft.prefix, draft.candidate = fuse_preposition(draft.prefix, draft.candidate,
                                                         site.lang.contractions, draft)


GRAMMAR = ToyGrammar
