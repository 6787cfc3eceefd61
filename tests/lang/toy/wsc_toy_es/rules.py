"""Toy Spanish substitution: the candidate fuses with a preposition before it (``de`` +
``el perro`` = ``del perro``)."""

from wsc_corpus.substitute.rules import Draft, Site, fuse_preposition


def apply(site: Site, draft: Draft, index: int) -> None:
    draft.prefix, draft.candidate = fuse_preposition(draft.prefix, draft.candidate,
                                                     site.lang.contractions, draft)
