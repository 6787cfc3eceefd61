"""Portuguese substitution errors the generic detector cannot see: a candidate left between
an auxiliary or modal and its verb where an enclitic stood (``tinha o gato visto``, ``vai a
gata buscar``)."""

import re

from wsc_corpus.lang.base import ErrorPattern
from wsc_corpus.lang.pt.verbs import AUXILIARIES, IRREGULAR_PARTICIPLES, NONFINITE_ENDINGS

_AUXILIARIES = "|".join(sorted(AUXILIARIES, key=len, reverse=True))
_NONFINITE = "|".join(NONFINITE_ENDINGS)
_IRREGULAR = "|".join(sorted(IRREGULAR_PARTICIPLES))
ERROR_PATTERNS = (
    ErrorPattern("clitic-before-verb",
                 re.compile(rf"\b(?:{_AUXILIARIES}) (?:o|a|os|as) \w+ "
                            rf"(?:\w+(?:{_NONFINITE})|{_IRREGULAR})\b",
                            re.IGNORECASE),
                 "{found}: the candidate stands between the auxiliary and its verb"),
)
