"""What Portuguese tells of a candidate beyond the shared steps: a capitalised word opening
a sentence that a name list knows (Brazil's census, WGND, the dictionary's persons) is a name
before it is a common noun (``Socorro ligou ...``, ``Dores abraçou ...``); its sex is the
census's first (``morphology.NATIONAL_NAMES``: 99.0% of Brazil's Socorros are women). The determiner in the text is read before the lexicon (``um cara``: masculine,
whatever ``cara`` "face" is), as in the shared steps.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wsc_corpus.nlp import features, names
from wsc_corpus.nlp.proper_nouns import proper_noun

if TYPE_CHECKING:
    from spacy.tokens import Token


class Evidence(features.Evidence):
    """Portuguese: sentence-initial names read against the name resources first."""

    def is_name(self, head: Token, det: Token | None, tokens: list[Token]) -> bool:
        if det is None and len(tokens) == 1 and head.text[:1].isupper() and \
                head.text.isalpha() and (head.i == 0 or head.is_sent_start):
            listed = proper_noun(head.text, self.lang)
            if names.first_name_gender(head.text, self.table.NATIONAL_NAMES).known or \
                    listed is not None and listed.kind == "person":
                return True
        return super().is_name(head, det, tokens)
