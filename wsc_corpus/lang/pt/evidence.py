"""What Portuguese tells of a candidate beyond the shared steps: a capitalised word opening
a sentence that a name list knows (Brazil's census, WGND, the dictionary's persons) is a name
before it is a common noun (``Socorro ligou ...``, ``Dores abraçou ...``); its sex is the
census's first (``morphology.NATIONAL_NAMES``: 99.0% of Brazil's Socorros are women). The determiner in the text is read before the lexicon (``um cara``: masculine,
whatever ``cara`` "face" is), as in the shared steps. A place the dictionary lists is a name
there too (``Angola vendeu``, not the adjective ``angola``), and one named without an article
has the gender of ``morphology.BARE_CITY_GENDER`` (a city) or of its ending (``Angola``,
``Portugal``).
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
                    listed is not None:
                return True
        return super().is_name(head, det, tokens)

    def proper_nouns(self, found: features.Features, phrase: features.Phrase) -> None:
        """The shared step, then the gender of a place named bare, which the dictionary's
        tag does not tell reliably (``Lisboa [...G=m...]``): a city's is feminine, another
        place's that of its ending (``morphology.BARE_CITY_GENDER``)."""
        super().proper_nouns(found, phrase)
        head, table = phrase.head, self.table
        listed = proper_noun(head.text, self.lang) if phrase.proper else None
        if listed is None or listed.kind == "person" or phrase.det is not None or \
                phrase.titled or len(phrase.named) != 1:
            return
        if listed.kind == "city":
            gender, why = table.BARE_CITY_GENDER, "a city named without an article"
        else:
            feminine = head.lower_.endswith(table.BARE_PLACE_FEMININE_ENDING)
            gender = "f" if feminine else "m"
            why = f"a place named without an article, ending in {head.lower_[-1]!r}"
        found.add("gender", gender, f"{why} ({self.tables}; {listed.source})")
