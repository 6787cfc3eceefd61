"""Portuguese substitution errors the table-driven detector cannot see: an enclitic that lost
its l after a verb that lost its -r (``removê-a``), a mesoclisis' tense ending left after the
candidate (``encontrar a chave-emos``), and a candidate left between an auxiliary
or modal and its verb where an enclitic stood (``tinha o gato visto``, ``vai a gata
buscar``; not ``está a ficar cansado``, an infinitive after the preposition ``a``)."""

import re

from wsc_corpus.lang.base import ErrorPattern
from wsc_corpus.lang.pt.pronouns import MESOCLITIC_ENDINGS
from wsc_corpus.lang.pt.verbs import AUXILIARIES, IRREGULAR_PARTICIPLES, NONFINITE_ENDINGS

_AUXILIARIES = "|".join(sorted(AUXILIARIES, key=len, reverse=True))
# Their first letters, looked ahead for: most words are passed over at one test, not one per
# auxiliary (the same matches, in half the time).
_FIRSTS = "".join(sorted({a[0] for a in AUXILIARIES}))
_NONFINITE = "|".join(NONFINITE_ENDINGS)
_IRREGULAR = "|".join(sorted(IRREGULAR_PARTICIPLES))
_TENSE = "|".join(sorted(MESOCLITIC_ENDINGS, key=len, reverse=True))
_CLITICS = r"lhes?|l[oa]s?|n[oa]s?|[oa]s?|me|te|se|vos"
# An article and an adjective standing for a noun, the superlatives without ``mais`` and the
# ordinals (``eram os únicos acordados``, a predicate): no candidate between a verb's parts.
_NOMINALISED = r"(?:únic|primeir|últim|segund)[oa]s?|melhor(?:es)?|pior(?:es)?"
ERROR_PATTERNS = (
    ErrorPattern("truncated-enclitic", re.compile(r"\w+[áâêô]-(o|a|os|as)(?!\w)"),
                 "{found}: after a verb that lost its -r the clitic is -lo/-la"),
    ErrorPattern("truncated-enclitic",
                 re.compile(rf"(?<![\w-])(?!(?:{_CLITICS})-)\w+-(?:{_TENSE})(?![\w-])",
                            re.IGNORECASE),
                 "{found}: a mesoclisis' tense ending left after a word that is no clitic"),
    ErrorPattern("clitic-before-verb",
                 # not "está a ficar cansado": the preposition of estar a + infinitive
                 re.compile(rf"\b(?=[{_FIRSTS}])(?:{_AUXILIARIES}) "
                            rf"(?:o|os|as|a(?! \w+[aei]r\b)) (?!(?:{_NOMINALISED}) )\w+ "
                            rf"(?:\w+(?:{_NONFINITE})|{_IRREGULAR})\b",
                            re.IGNORECASE),
                 "{found}: the candidate stands between the auxiliary and its verb"),
)
