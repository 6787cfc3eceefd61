"""English substitution errors: a possessive marked twice (``Jim's's``)."""

import re

from wsc_corpus.lang.base import ErrorPattern

ERROR_PATTERNS = (
    ErrorPattern("double-possessive", re.compile(r"\w+(?:'s|s')(?:'s|')"), "{found}"),
)
