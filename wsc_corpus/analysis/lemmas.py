"""Lemma keys for co-occurrence counts: the same normalisation on both sides of the count.

A *target* is the set of lemma keys of one word of an item (a candidate's head, the special
word). Keys are NFC-normalised and case-folded, so ``Étagère`` and ``étagère`` (composed or
decomposed accents) are one key; accents are kept (``côte`` is not ``cote``).

In-context lemmas come from the language's spaCy pipeline. Plain-text reference corpora are
not lemmatised, so each corpus form is read context-free by ``FormLemmas``: every lemma the
pipeline's own rule lemmatizer gives the form as a noun, adjective or verb (en, fr), or
every hunspell stem (pt, which has no lemmatizing pipeline here). A form counts for a target
when one of its readings is one of the target's keys.
"""

from __future__ import annotations

import unicodedata
from functools import cache
from typing import TYPE_CHECKING

from wsc_corpus.nlp.hunspell import dictionary, stems
from wsc_corpus.nlp.pipelines import describe, load_pipeline

if TYPE_CHECKING:  # spaCy is imported where it is used, keeping `import wsc_corpus` fast
    from spacy.language import Language
    from spacy.tokens import Span, Token

READING_POS = ("NOUN", "ADJ", "VERB")
PREFIX = 3


def normalize(word: str) -> str:
    """The key of a word: NFC, case-folded."""
    if not unicodedata.is_normalized("NFC", word):
        word = unicodedata.normalize("NFC", word)
    return word.casefold()


def prefix(key: str) -> str:
    """What a form must share with a lemma to be read at all (see ``FormLemmas``)."""
    return key[:PREFIX]


class FormLemmas:
    """Context-free readings of a form: the set of its possible lemma keys, cached."""

    def __init__(self, lang: str):
        self.lang = lang
        self._nlp: Language | None = None
        self._lemmatizer = None
        self._hunspell = None
        nlp = load_pipeline(lang)
        if "lemmatizer" in nlp.pipe_names:
            self._nlp = nlp
            self._lemmatizer = nlp.get_pipe("lemmatizer")
            self.name = f"{describe(nlp)}-rule-lemmas"
        elif (found := dictionary(lang)) is not None:
            self._hunspell = found
            self.name = f"hunspell-{found[1].name}-stems"
        else:
            self.name = "forms"
        self._cache: dict[str, frozenset[str]] = {}

    def readings(self, form: str) -> frozenset[str]:
        """Every lemma key the form can have, the form's own key included."""
        key = normalize(form)
        found = self._cache.get(key)
        if found is None:
            found = frozenset({key} | self._lemmas(key))
            self._cache[key] = found
        return found

    def _lemmas(self, key: str) -> set[str]:
        if self._lemmatizer is not None:
            from spacy.tokens import Doc

            docs = (Doc(self._nlp.vocab, words=[key], pos=[pos]) for pos in READING_POS)
            return {normalize(lemma) for doc in docs
                    for lemma in self._lemmatizer.rule_lemmatize(doc[0])}
        if self._hunspell is not None:
            return {normalize(stem) for stem in stems(key, *self._hunspell)}
        return set()

    def candidate_forms(self, keys: set[str]) -> set[str] | None:
        """Every form that can read as one of ``keys`` (a superset: each still has to be
        read), where that set is finite: the keys, the exception-table forms of their lemmas
        and each suffix rule run backwards (``trophy`` <- ``trophies``) for spaCy's own rule
        lemmatizer; the keys alone without a lemmatizer; None where the lemmatizer can read
        forms this cannot list (hunspell stems, a language's own rule lemmatizer)."""
        from spacy.pipeline import Lemmatizer

        if self._hunspell is not None or (
                self._lemmatizer is not None and
                type(self._lemmatizer).rule_lemmatize is not Lemmatizer.rule_lemmatize):
            return None
        forms = set(keys)
        if self._lemmatizer is None:
            return forms
        rules = self._lemmatizer.lookups.get_table("lemma_rules", {})
        exceptions = self._lemmatizer.lookups.get_table("lemma_exc", {})
        for pos in (p.lower() for p in READING_POS):
            for old, new in rules.get(pos, []):
                forms.update(normalize(key[:len(key) - len(new)] + old)
                             for key in keys if key.endswith(new))
            forms.update(normalize(form) for form, lemmas in exceptions.get(pos, {}).items()
                         if any(normalize(lemma) in keys for lemma in lemmas))
        return forms

    def irregular_forms(self, keys: set[str]) -> set[str]:
        """Forms whose lemma is one of ``keys`` but which do not share its prefix (``went``
        for ``go``, ``yeux`` for ``œil``), from the lemmatizer's exception tables."""
        if self._lemmatizer is None:
            return set()
        table = self._lemmatizer.lookups.get_table("lemma_exc", {})
        prefixes = {prefix(k) for k in keys}
        forms = {normalize(form) for pos in table for form, lemmas in table[pos].items()
                 if any(normalize(lemma) in keys for lemma in lemmas)}
        return {form for form in forms if prefix(form) not in prefixes}


@cache
def form_lemmas(lang: str) -> FormLemmas:
    return FormLemmas(lang)


def token_keys(token: Token, lang: str) -> frozenset[str]:
    """The lemma keys of a token in context: spaCy's lemma, or the form's readings where the
    pipeline does not lemmatize (Portuguese here)."""
    if token.lemma_:
        return frozenset({normalize(token.lemma_)})
    return form_lemmas(lang).readings(token.text)


def content(span: Span) -> list[Token]:
    """The tokens of a mention that are not stop words or punctuation (all, if none is)."""
    stop = load_pipeline(span.doc.lang_).Defaults.stop_words
    found = [t for t in span if not t.is_punct and normalize(t.text) not in stop]
    return found or list(span)


def head(span: Span) -> Token:
    """The lexical head of a mention: the parser's root of the span; without a parser, the
    first token that is not a stop word or punctuation (Romance noun phrases are head-first:
    ``goma de mascar``)."""
    doc = span.doc
    if doc.has_annotation("DEP"):
        root = span.root
        if not (root.is_stop or root.is_punct) or len(span) == 1:
            return root
    return content(span)[0]
