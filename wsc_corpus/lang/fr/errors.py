"""French substitution errors the table-driven detector cannot see: ``si il`` for ``s'il``, an
elided word before a consonant (``qu'le``, ``d'les``), and a candidate left where a clitic
stood in the constructions of ``clitics.py`` (``Rends-la balle``, ``faire la voiture
réparer``, ``a-t-il le scooter vendu``)."""

import re

from wsc_corpus.lang.base import ErrorPattern

_ARTICLE = r"(?:le|la|les|l['’]|au|aux|du|des|un|une)"
# What may follow an enclitic that stays after its imperative (rends-la à Paul).
_PREPOSITION = r"(?:à|au|aux|de|d['’]|dans|sur|sous|pour|avec|chez|par|vers|en)"
ERROR_PATTERNS = (
    ErrorPattern("elision", re.compile(r"(?<!\w)si (ils?)\b", re.IGNORECASE),
                 "{found} should be s'{0}"),
    ErrorPattern("elision", re.compile(r"(?<!\w)(?:qu|[ldnjmtsc])['’] ?(?![hH])"
                                       r"([b-df-hj-np-tv-xz]\w*)", re.IGNORECASE),
                 "{found}: elided before a consonant"),
    ErrorPattern("clitic-before-verb",
                 re.compile(rf"(?<=\w)-{_ARTICLE} ?(?!{_PREPOSITION}(?!\w))\w+",
                            re.IGNORECASE),
                 "{found}: the candidate is hyphenated to the imperative where its enclitic "
                 "stood"),
    ErrorPattern("clitic-before-verb",
                 re.compile(rf"\b(?:faire|fait|fais|font|faisait|faisaient|laisser|laissé|"
                            rf"laisse|laissait) {_ARTICLE} ?\w+ \w+(?:er|ir|re)\b",
                            re.IGNORECASE),
                 "{found}: the candidate stands between the causative verb and its infinitive"),
    ErrorPattern("clitic-before-verb",
                 re.compile(rf"\b\w+-(?:t-)?(?:il|elle|on|ils|elles|tu|vous|nous) {_ARTICLE} ?"
                            r"\w+ \w+(?:é|ée|és|ées|i|ie|is|ies|u|ue|us|ues|it|ite)\b",
                            re.IGNORECASE),
                 "{found}: the candidate stands between the inverted auxiliary and its "
                 "participle"),
)
