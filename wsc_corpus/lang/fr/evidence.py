"""What French tells of a candidate and a pronoun beyond the shared steps: a past participle
after ``avoir`` agrees with the object clitic before it (``il l'a achetée``: ``l'`` is
feminine), so it tells the gender the clitic ``l'``/``les`` does not mark. Titles (``Mme``,
``M.``, ``Mlle``) are in the tables (``morphology.TITLE_GENDERS``) the shared steps read.
"""

from __future__ import annotations

import re

from wsc_corpus.lang.fr import morphology
from wsc_corpus.nlp import features

_AFTER = re.compile(r"\s*(?:" + "|".join(morphology.PARTICIPLE_AUXILIARIES) + r")\s+(?:(?:"
                    + "|".join(morphology.PARTICIPLE_ADVERBS) + r")\s+)*([^\W\d_]+)",
                    re.IGNORECASE)


class Evidence(features.Evidence):
    """French: the shared steps, a quantity expression's noun as the head, and participle
    agreement for the object clitics."""

    def features(self, tokens, pipeline: str, parsed: bool) -> features.Features:
        """``la plupart des invités``, ``beaucoup de spectatrices``: the features of the noun
        phrase after ``de`` (``des`` kept as its determiner), which agreement follows."""
        words = [features.form_of(t.text) for t in tokens]
        found = self._partitive_indefinite(tokens, words)
        if found is not None:
            return found
        for head in morphology.QUANTITY_HEADS:
            n = len(head)
            if tuple(words[:n]) == head and len(words) > n + 1 and \
                    words[n] in morphology.QUANTITY_DE:
                found = super().features(tokens[n + (words[n] != "des"):], pipeline, parsed)
                found.text = "".join(t.text_with_ws for t in tokens).strip()
                for feature in features.FEATURES:
                    if (seen := found.values.get(feature)) is not None:
                        found.values[feature] = features.Observation(
                            feature, seen.value, f"{seen.source}, the noun after the "
                            f"quantity {' '.join(head)!r} (lang/fr/morphology.py)")
                return found
        return super().features(tokens, pipeline, parsed)

    def _partitive_indefinite(self, tokens, words: list[str]) -> features.Features | None:
        """``chacun des élèves``, ``l'une des sœurs``, ``aucune d'elles``: the indefinite's
        gender and number, not its complement's (Grevisse & Goosse, pronoms indéfinis)."""
        from wsc_corpus.lang.fr.inflect import PARTITIVE_INDEFINITES

        start = 1 if words[:1] == ["l'"] else 0
        if len(words) < start + 2 or words[start] not in PARTITIVE_INDEFINITES or \
                words[start + 1] not in morphology.QUANTITY_DE:
            return None
        masculine, feminine, number = PARTITIVE_INDEFINITES[words[start]]
        found = features.Features("".join(t.text_with_ws for t in tokens).strip(),
                                  head=tokens[start].text)
        where = f"indefinite {tokens[start].text!r} before de (lang/fr/inflect.py)"
        if masculine != feminine:
            found.add("gender", "f" if words[start] == feminine else "m", where)
        found.add("number", number, where)
        return found

    def pronoun(self, text: str, after: str) -> list[tuple[str, str, str]]:
        """``l'a achetée``: feminine; ``l'a vendu``: masculine (an agreeing participle)."""
        if features.form_of(text) not in morphology.AGREEING_CLITICS:
            return []
        found = _AFTER.match(after)
        if found is None:
            return []
        participle = found.group(1).lower()
        bare = participle[:-1] if participle.endswith("s") and len(participle) > 3 else participle
        for endings, gender in ((morphology.FEMININE_PARTICIPLE, "f"),
                                (morphology.MASCULINE_PARTICIPLE, "m")):
            if bare.endswith(endings):
                return [("gender", gender, (f"participle {found.group(1)!r} agreeing with the "
                         f"clitic before avoir (lang/fr/morphology.py)"))]
        return []
