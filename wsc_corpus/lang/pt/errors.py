"""Portuguese substitution errors the table-driven detector cannot see: an enclitic that lost
its l after a verb that lost its -r (``removê-a``), and a candidate left between an auxiliary
or modal and its verb where an enclitic stood (``tinha o gato visto``, ``vai a gata
buscar``)."""

import re

from wsc_corpus.lang.base import ErrorPattern
from wsc_corpus.lang.pt.verbs import AUXILIARIES, IRREGULAR_PARTICIPLES, NONFINITE_ENDINGS

_AUXILIARIES = "|".join(sorted(AUXILIARIES, key=len, reverse=True))
_NONFINITE = "|".join(NONFINITE_ENDINGS)
_IRREGULAR = "|".join(sorted(IRREGULAR_PARTICIPLES))
ERROR_PATTERNS = (
    ErrorPattern("truncated-enclitic", re.compile(r"\w+[áâêô]-(o|a|os|as)(?!\w)"),
                 "{found}: after a verb that lost its -r the clitic is -lo/-la"),
    ErrorPattern("clitic-before-verb",
                 re.compile(rf"\b(?:{_AUXILIARIES}) (?:o|a|os|as) \w+ "
                            rf"(?:\w+(?:{_NONFINITE})|{_IRREGULAR})\b",
                            re.IGNORECASE),
                 "{found}: the candidate stands between the auxiliary and its verb"),
)
