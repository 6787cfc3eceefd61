"""Finding the target pronoun in formats that do not mark it (PWS rows, two FWSC285 items).

Methods, tried in order, each recorded in ``Item.pronoun_found_by``:
``aligned:<corpus>`` (the same sentence is marked in another loaded collection),
``detected:unique`` (one pronoun of the language's inventory outside the candidates),
``detected:snippet`` (the snippet quotes the sentence around one pronoun),
``detected:question`` (the question's words follow one pronoun more closely than any other).
Where a trained spaCy pipeline is installed for the language, articles (``le`` in ``le sac``)
and expletive subjects (``il faut``) are first set aside using its parse.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager

from wsc_corpus.lang import defaults, known
from wsc_corpus.models import Item, Mention, Span

_WORD = re.compile(r"\w+", re.UNICODE)
# Sentences longer than this are not parsed (no Winograd sentence comes near; a mangled input
# of 200,000 characters would take the parser minutes): their pronoun is found without roles.
MAX_PARSED = 4000


def normalise(text: str) -> str:
    """Text compared across collections: typographic apostrophes and spaces unified."""
    return " ".join(text.replace("’", "'").split())


class PronounIndex:
    """Marked pronouns of other collections, by normalised sentence."""

    def __init__(self, items: Iterable[Item]):
        self._by_text: dict[tuple[str, str], Item] = {}
        for item in items:
            if item.pronoun is not None and item.pronoun.span is not None \
                    and item.pronoun_found_by == "markup":
                self._by_text.setdefault((item.lang, normalise(item.text)), item)

    def lookup(self, lang: str, text: str) -> tuple[Mention, str] | None:
        item = self._by_text.get((lang, normalise(text)))
        span = None if item is None else item.pronoun.span
        if span is None or len(item.text) != len(text) or \
                normalise(item.text[span.start:span.end]) != normalise(text[span.start:span.end]):
            return None
        return Mention.of(text[span.start:span.end], span), \
            f"aligned:{item.provenance.corpus}"


def occurrences(text: str, lang: str, avoid: Sequence[Span] = ()) -> list[tuple[Span, str]]:
    """Every pronoun of the language's inventory in the text, outside the avoided spans."""
    if not known(lang):
        return []
    found = []
    # A form can match only where its lowercase letters occur (either apostrophe), a form of
    # word characters only as a whole word, unless the text has a letter that the pattern's
    # case folding and str.lower() treat apart (str.lower() keeps what \w matches).
    folded = None if _folds_apart(text) else text.lower().replace("’", "'")
    words = None if folded is None else set(_WORD.findall(folded))
    for pattern, kind, needle, whole in _patterns(lang):
        if words is not None and needle is not None and \
                (needle not in words if whole else needle not in folded):
            continue
        for match in pattern.finditer(text):
            span = Span.of(*match.span())
            if any(span.start < a.end and a.start < span.end for a in avoid):
                continue
            found.append((span, kind))
    return sorted(found, key=lambda f: f[0].start)


# Letters that re.IGNORECASE matches to a letter that str.lower() keeps apart (sre's own
# equivalences: ı and i, ſ and s, µ and μ..., all but one letter of each), or that str.lower()
# lengthens or reads in context (İ, Σ). Tested against the re module's table.
_FOLDED_APART = frozenset(
    "\u00b5\u0130\u0131\u017f\u0345\u03a3\u03c2\u03d0\u03d1\u03d5\u03d6\u03f0\u03f1"
    "\u03f5\u1c80\u1c81\u1c82\u1c83\u1c84\u1c85\u1c86\u1c87\u1c88\u1e9b\u1fbe\u1fd3"
    "\u1fe3\ufb06")


def _folds_apart(text: str) -> bool:
    """Whether a letter of the text, or of its lowercase, is one of ``_FOLDED_APART``."""
    return not _FOLDED_APART.isdisjoint(text) or not _FOLDED_APART.isdisjoint(text.lower())


# lang -> (its pronoun table, each form's pattern, kind and lowercase letters), rebuilt if the
# table changes.
_PATTERNS: dict[str, tuple[object, list[tuple[re.Pattern, str, str | None, bool]]]] = {}


def _patterns(lang: str) -> list[tuple[re.Pattern, str, str | None, bool]]:
    """Each pronoun form of a language as a whole-word pattern (any case, either apostrophe),
    with its kind: ``strong`` (a nominative, stressed or possessive reading) or ``clitic``,
    the lowercase letters a match holds (None where the form has a letter of
    ``_FOLDED_APART``), and whether they are word characters only."""
    table = defaults(lang).pronouns_by_form
    cached = _PATTERNS.get(lang)
    if cached is not None and cached[0] is table:
        return cached[1]
    patterns = []
    for form, readings in table.items():
        tail = r"" if form.endswith("'") else r"(?![\w'’])"
        body = re.escape(form).replace("'", "['’]")
        cases = {r.case for r in readings}
        needle = None if _folds_apart(form) else form.lower().replace("’", "'")
        patterns.append((re.compile(r"(?<![\w])" + body + tail, re.IGNORECASE),
                         "strong" if cases & {"nom", "stressed", "poss"} else "clitic", needle,
                         _WORD.fullmatch(form) is not None))
    _PATTERNS[lang] = (table, patterns)
    return patterns


# Roles of sentences parsed ahead in one batch (``parsed_ahead``), by language and text.
_AHEAD: dict[tuple[str, str], dict[int, str]] = {}


def wants_parse(text: str, lang: str, candidates: Sequence[Span | None]) -> bool:
    """Whether ``find_pronoun`` will parse this sentence (several pronouns outside the
    candidates, the sentence not too long to parse)."""
    found = occurrences(text, lang, [c for c in candidates if c is not None])
    return 1 < len(found) and len(text) <= MAX_PARSED


@contextmanager
def parsed_ahead(lang: str, texts: Sequence[str]) -> Iterator[None]:
    """Within the block, ``find_pronoun`` takes the parses of these sentences made in one
    batch (the pipeline's ``pipe``: a third of the time of one call each)."""
    from wsc_corpus.nlp.pipelines import installed_pipeline, load_pipeline

    keys = []
    if texts and installed_pipeline(lang) is not None:
        unique = list(dict.fromkeys(texts))
        for text, doc in zip(unique, _parse(load_pipeline(lang), unique), strict=True):
            _AHEAD[(lang, text)] = _roles(doc)
            keys.append((lang, text))
    try:
        yield
    finally:
        for key in keys:
            _AHEAD.pop(key, None)


def _parsed_roles(text: str, lang: str) -> dict[int, str] | None:
    """Start offset -> ``subject``/``object``/``possessive`` for the referring pronouns of the
    parse, or None where no trained pipeline is installed."""
    from wsc_corpus.nlp.pipelines import installed_pipeline, load_pipeline

    if (ahead := _AHEAD.get((lang, text))) is not None:
        return ahead
    if installed_pipeline(lang) is None:
        return None
    return _roles(next(_parse(load_pipeline(lang), [text])))


# What the roles are read from: the tags, morphology and dependencies. The entity recogniser
# and the lemmatizer set neither, and cost as much as the rest of the pipeline.
_UNUSED = ("ner",)


def _parse(nlp, texts: Sequence[str]):
    """The parses of the texts, without the components the roles do not read."""
    from wsc_corpus.nlp.pipelines import pipe_without_lemmas

    return pipe_without_lemmas(nlp, texts, batch_size=nlp.batch_size, disable=_UNUSED)


def _roles(doc) -> dict[int, str]:
    roles = {}
    for token in doc:
        if token.pos_ == "PRON" and not token.dep_.startswith("expl"):
            roles[token.idx] = "subject" if token.dep_.startswith("nsubj") else "object"
        elif token.pos_ == "DET" and "Yes" in token.morph.get("Poss"):
            roles[token.idx] = "possessive"
    return roles


def find_pronoun(text: str, lang: str, candidates: Sequence[Span | None],
                 snippet: str | None) -> tuple[Mention | None, str]:
    """The target pronoun of an unmarked sentence, and how it was found (or why not)."""
    found = occurrences(text, lang, [c for c in candidates if c is not None])
    roles = _parsed_roles(text, lang) if 1 < len(found) and len(text) <= MAX_PARSED else None
    if roles is not None and any(span.start in roles for span, _ in found):
        found = [(span, roles[span.start]) for span, _ in found if span.start in roles]
    else:
        roles = None
    if not found:
        return None, "not-found:no-pronoun"
    if len(found) == 1:
        return _mention(text, found[0][0]), "detected:unique"
    if snippet:
        if (quoted := _in_snippet(text, found, snippet)) is not None:
            return _mention(text, quoted), "detected:snippet"
        best = _best_for_question(text, found, snippet, lang, roles is not None)
        if best is not None:
            return _mention(text, best), "detected:question"
    return None, f"not-found:ambiguous({len(found)} pronouns)"


def _mention(text: str, span: Span) -> Mention:
    return Mention.of(text[span.start:span.end], span)


def _in_snippet(text: str, found: list[tuple[Span, str]], snippet: str) -> Span | None:
    where = normalise(text).lower().find(normalise(snippet).lower().rstrip(" ?.!"))
    if where < 0 or normalise(text) != text:
        return None
    end = where + len(normalise(snippet).rstrip(" ?.!"))
    inside = [span for span, _ in found if where <= span.start and span.end <= end]
    return inside[0] if len(inside) == 1 else None


def _best_for_question(text: str, found: list[tuple[Span, str]], snippet: str,
                       lang: str, parsed: bool) -> Span | None:
    """The pronoun followed most closely by the question's words; ties go to the pronoun
    whose role (subject/object, from the parse) matches the question's form."""
    language = defaults(lang) if known(lang) else None
    stop = language.question_words if language else frozenset()
    wanted = {w.lower() for w in _WORD.findall(snippet)} - stop
    asks_object = language and language.object_question and \
        language.object_question.match(snippet.strip())
    role_asked = "object" if asks_object else "subject"
    scored = []
    for span, role in found:
        following = [m.group().lower() for m in itertools.islice(_WORD.finditer(text, span.end), 6)]
        overlap = sum(1.0 / (pos + 1) for pos, w in enumerate(following)
                      if w in wanted or _stem_match(w, wanted))
        fits = role == role_asked if parsed else role == "strong"
        scored.append((round(overlap, 6), fits, span))
    scored.sort(key=lambda s: (s[1], s[0]) if parsed else (s[0], s[1]), reverse=True)
    if scored[0][0] == 0 or len(scored) > 1 and scored[0][:2] == scored[1][:2]:
        return None  # no word of the question follows, or a tie
    return scored[0][2]


def _stem_match(word: str, wanted: set[str]) -> bool:
    """Inflected forms match on a shared 5-letter stem (craignent ~ craint fails; a-t ~ a)."""
    return len(word) >= 5 and any(len(w) >= 5 and w[:5] == word[:5] for w in wanted)
