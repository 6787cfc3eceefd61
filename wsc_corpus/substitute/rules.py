"""The language-neutral operations of substitution, which the engine and every language's
Grammar (``wsc_corpus.lang.<code>.grammar``) share: the site and the draft, and operations
that read only a language's tables (``Defaults``): noun phrases, contractions, capitals.

A draft is ``prefix + candidate + continuation``. A rule may move material (a verb that a
clitic stood before, a possessed noun phrase) into the prefix, so that the continuation stays
the same for every candidate, as partial scoring needs. Rules name themselves in
``Draft.rules``; what they cannot do goes to ``Draft.findings``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from wsc_corpus.occurrences import determiner_before, find_whole
from wsc_corpus.substitute.elision import vowel_start
from wsc_corpus.substitute.models import SubstitutionFinding
from wsc_corpus.substitute.text import (
    capitalize_first,
    last_word,
    lower_first,
    match_case,
    next_word,
    starts_sentence,
)


class NotSubstitutable(Exception):
    """The pronoun cannot be replaced by rule: the item gets a finding and no sentences."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.finding = SubstitutionFinding(code=code, message=message)


@dataclass
class Draft:
    """A sentence being built: the text before, the candidate as placed, and the rest."""

    prefix: str
    candidate: str
    continuation: str
    rules: list[str] = field(default_factory=list)
    findings: list[SubstitutionFinding] = field(default_factory=list)
    # (offset in the site's text, offset in the continuation): a rule that moved the text
    # from that offset to the end into the continuation (fr complex inversion: ``Étaient-ils
    # inquiets ?`` -> ``La police`` + `` était-elle inquiète ?``), so that re-inflection
    # finds the words there; the first letter's case may differ.
    moved: tuple[int, int] | None = None

    def rule(self, name: str) -> None:
        if name not in self.rules:
            self.rules.append(name)

    def finding(self, code: str, message: str) -> None:
        found = SubstitutionFinding(code=code, message=message)
        if found not in self.findings:
            self.findings.append(found)


@dataclass
class Site:
    """The pronoun in its sentence, with what the rules may ask about it."""

    text: str
    start: int
    end: int
    lang: Any  # the language's Defaults
    candidates: list[str]
    doc: Any = None  # a spaCy Doc of ``text`` where the language needs a parse
    lexicon: Any = None
    name_gender: Any = None  # callable: first name -> "m" | "f" | None
    agreeing: Any = None  # the words that agreed with the pronoun, once found (agreement.py)

    @property
    def form(self) -> str:
        return self.text[self.start:self.end]

    @property
    def before(self) -> str:
        return self.text[:self.start]

    @property
    def after(self) -> str:
        return self.text[self.end:]

    def token_at(self, offset: int) -> Any:
        """The parse token starting at a character offset, or None."""
        token = next((t for t in self.doc if t.idx >= offset), None) if self.doc else None
        return token if token is not None and token.idx == offset else None

    def pronoun_token(self) -> Any:
        """The parse token of the pronoun: the one starting at it, or one that ends with it
        (the parser keeps the hyphen of an inverted pronoun: ``-ils``)."""
        found = self.token_at(self.start)
        if found is None and self.doc is not None:
            found = next((t for t in self.doc if t.idx < self.start < t.idx + len(t.text)
                          and t.idx + len(t.text) == self.end), None)
        return found


# ---------------------------------------------------------------------------------------------
# Shared operations

def candidate_form(text: str, cand_text: str, span: tuple[int, int] | None,
                   determiners: frozenset[str]) -> str:
    """The candidate as it reads inside a sentence: the case of a mid-sentence occurrence,
    else lower-cased when it starts with a determiner (``The barman`` -> ``the barman``);
    a name keeps its capital."""
    cand = " ".join(cand_text.split())
    if span is not None and not starts_sentence(text[:span[0]]):
        return " ".join(text[span[0]:span[1]].split())
    first = cand.split(" ", 1)[0].lower()
    elided = first.split("'", 1)[0] + "'" if "'" in first else None
    elided_typo = first.split("’", 1)[0] + "’" if "’" in first else None
    if first in determiners or elided in determiners or elided_typo in determiners:
        return lower_first(cand)
    return cand


def noun_phrase(text: str, cand: str, start: int | None, lang: Any,
                rules: list[str] | None = None) -> str:
    """A bare common-noun candidate as the noun phrase its mention is (``medalha`` ->
    ``a medalha``, ``manteaux`` -> ``les manteaux`` for ``des manteaux``, ``scie`` -> ``la
    scie`` for ``cette scie``): the definite article of the mention's gender and number.
    Names, candidates with a determiner or a quantifier, and (where the language writes
    them so) bare mentions are left as they are. ``start``: where the mention is, if known."""
    table = lang.noun_phrases
    first = cand.split(" ", 1)[0]
    if not first[:1].isalpha():
        return cand
    if start is None and (first[:1].isupper() or bare_common_noun(cand, lang)):
        found = find_whole(text, cand)
        start = found[0] if found else None
    if not bare_common_noun(cand, lang):
        return _name_article(text, cand, start, lang, rules)
    lower = first.lower()
    determiner = determiner_before(text, start, lang) if start is not None else None
    if determiner is None and not table.BARE_NOUN_NEEDS_DETERMINER:
        return cand
    gender, number = _features(determiner, lang)
    if number is None and table.PLURAL_ENDINGS:
        number = "pl" if lower.endswith(table.PLURAL_ENDINGS) else "sg"
    vowel = vowel_start(first, table)
    if gender is None and (None, number) not in table.DEFINITE and \
            not (vowel and table.ELIDED_ARTICLES):
        gender = _noun_gender(lang.code, first)
        if gender is None:
            gender = next((g for ending, g in table.GENDER_ENDINGS if lower.endswith(ending)),
                          table.DEFAULT_GENDER)
    article = _definite_article(table, gender, number)
    if article is None and vowel and table.ELIDED_ARTICLES:
        article = next(iter(table.ELIDED_ARTICLES))
    if article is None:
        return cand
    note(rules, "noun-phrase")
    if vowel and article in table.ELIDED_ARTICLES:
        return table.ELIDED_ARTICLES[article] + cand
    return f"{article} {cand}"


def _definite_article(table: Any, gender: str | None, number: str | None) -> str | None:
    """The language's definite article of a gender and number (``DEFINITE``), else of the
    number alone, else its one article."""
    return table.DEFINITE.get((gender, number)) or table.DEFINITE.get((None, number)) or \
        table.DEFINITE.get((None, None))


def note(rules: list[str] | None, name: str) -> None:
    """Name a rule in ``rules`` (None: not kept), once."""
    if rules is not None and name not in rules:
        rules.append(name)


def _noun_gender(code: str, word: str) -> str | None:
    """The gender the language's tagged lexicon gives a noun, where its readings agree."""
    from wsc_corpus.nlp.lexicon import lexicon

    found = lexicon(code) if code else None
    return found.gender(word) if found is not None else None


def definite(cand: str, lang: Any) -> str:
    """A candidate given with an indefinite article, made definite: the pronoun refers back
    to it (``an owl`` -> ``the owl``, ``uma caixa`` -> ``a caixa``, ``un élève`` ->
    ``l'élève``); other candidates as they are."""
    first, _, end = next_word(cand)
    rest = cand[end:].lstrip()
    article = next((a for a in lang.articles if not a.definite and a.form == first.lower()),
                   None)
    table = lang.noun_phrases
    if article is None or not rest or rest.split(" ", 1)[0].lower() in table.INDEFINITE_KEPT \
            or any(w.lower() in lang.morphology.CONJUNCTIONS for w in rest.split()):
        return cand  # a coordination (a man's life and a horse's life) is generic
    found = _definite_article(table, article.gender, article.number)
    if found is None:
        return cand
    if found in table.ELIDED_ARTICLES and vowel_start(rest.split(" ", 1)[0], table):
        return match_case(first, table.ELIDED_ARTICLES[found] + rest)
    return match_case(first, f"{found} {rest}")


def common_noun_case(text: str, cand: str, lang: Any, name_gender: Any = None) -> str:
    """A capitalised candidate the text does not contain, whose first word the language's
    lexicon knows as a common noun and no list as a first name, written in lower case so
    that it takes its article (``Humanos pré-históricos`` -> ``humanos pré-históricos``)."""
    from wsc_corpus.nlp.lexicon import lexicon
    from wsc_corpus.substitute.lexicon import lexicon as categories

    if not is_name(cand, lang.determiners) or find_whole(text, cand) is not None:
        return cand
    first = cand.split(" ", 1)[0]
    nouns = lexicon(lang.code) if lang.code else None
    tags = categories(lang.code) if lang.code else None
    noun = (nouns is not None and bool(nouns.readings(first))) or \
        (tags is not None and bool(tags.categories(first) & tags.NOUN_CATEGORIES))
    words = cand.split()
    # A first name too (``Souris``, ``Rosa``): a common noun only before a lower-case word.
    named = name_gender is not None and bool(name_gender(first)) and \
        not (len(words) > 1 and words[1][:1].islower())
    return lower_first(cand) if noun and not named else cand


def _name_article(text: str, cand: str, start: int | None, lang: Any,
                  rules: list[str] | None) -> str:
    """A name the sentence writes with its definite article (``O João comprou``, ``a casa do
    João``) takes it (``o João``); a name written bare stays bare."""
    if start is None or not is_name(cand, lang.determiners):
        return cand
    determiner = determiner_before(text, start, lang, adjectives=False)
    prepositions, definite, fused = article_sets(lang)
    # pt "a" is also a preposition (introduziu Shakespeare a Ovídio): not read as an article.
    if determiner is None or determiner in prepositions:
        return cand
    article = determiner if determiner in definite else fused.get(determiner)
    if article is None:
        return cand
    note(rules, "noun-phrase")
    return f"{article} {cand}"


@cache
def article_sets(lang: Any) -> tuple[frozenset[str], frozenset[str], dict[str, str]]:
    """The language's prepositions that fuse with an article, its definite articles, and
    each fused form of a definite article -> that article (``do`` -> ``o``)."""
    definite = frozenset(a.form for a in lang.articles if a.definite and a.form[-1:].isalpha())
    fused = {f: a for (_, a), f in lang.contractions.items() if a in definite}
    return frozenset(p for p, _ in lang.contractions), definite, fused


def strip_determiner(cand: str, lang: Any) -> str:
    """The candidate without its leading determiner (``a motorboat`` -> ``motorboat``)."""
    first, _, rest = cand.partition(" ")
    return rest if rest and first.lower() in lang.noun_determiners else cand


def bare_common_noun(cand: str, lang: Any) -> bool:
    """Whether a candidate is a common noun without a determiner (``medalha``, ``hommes
    préhistoriques``); not a name, a title (``willow-towered Canopy``), a candidate with a
    determiner, an elided one (``l'escroc``), a quantifier (``todos os alunos``) or a brand
    (``eBay``)."""
    words = cand.split()
    if not words:
        return False
    first = words[0]
    lower = first.lower()
    head = lower.split("'", 1)[0] + "'" if "'" in lower else lower.split("’", 1)[0] + "’"
    return first[:1].isalpha() and first[:1].islower() and lower not in lang.determiners \
        and not any(c.isupper() for c in first[1:]) \
        and head not in lang.determiners and lower not in lang.noun_phrases.QUANTIFIERS \
        and not (len(words) > 1 and words[1][:1].isupper())


def _features(determiner: str | None, lang: Any) -> tuple[str | None, str | None]:
    """Gender and number a determiner marks (``cette`` -> f, sg; ``na`` -> f, sg)."""
    table = lang.noun_phrases
    if determiner is None:
        return None, None
    determiner = table.FUSED_DETERMINERS.get(determiner, determiner)
    if determiner not in table.DETERMINER_FEATURES:
        determiner = next((a for (_, a), f in lang.contractions.items() if f == determiner),
                          determiner)
    gender, number = table.DETERMINER_FEATURES.get(determiner, (None, None))
    return (None if determiner in table.GENDERLESS else gender), number


def fuse_preposition(prefix: str, following: str, contractions: dict[tuple[str, str], str],
                     draft: Draft) -> tuple[str, str]:
    """``em`` + ``a menina`` -> ``na menina``: a preposition ending the prefix fuses with the
    article that now follows it. Returns the new prefix and following text."""
    word, start = last_word(prefix)
    if not word or prefix[start + len(word):] != " ":
        return prefix, following
    article, a_start, a_end = next_word(following)
    fused = contractions.get((word.lower(), article.lower())) if a_start == 0 and article else None
    if fused is None:
        return prefix, following
    draft.rule("contraction")
    return prefix[:start], match_case(word, fused) + following[a_end:]


def with_preposition(prep: str, cand: str, contractions: dict[tuple[str, str], str],
                     draft: Draft) -> str:
    """``de`` + ``a fenda`` -> ``da fenda``; ``de`` + ``John`` -> ``de John``."""
    article, _, end = next_word(cand)
    fused = contractions.get((prep, article.lower())) if article else None
    if fused is not None:
        draft.rule("contraction")
        return fused + cand[end:]
    return f"{prep} {cand}"


def drop_article(cand: str, articles: tuple) -> str:
    """The candidate without a leading definite article (``os biscoitos`` -> ``biscoitos``)."""
    first, _, end = next_word(cand)
    definite = {a.form for a in articles if a.definite}
    return cand[end:].lstrip() if first.lower() in definite else cand


def capitalize_sentence_start(draft: Draft, at_start: bool) -> None:
    """A candidate (or the material moved before it) that begins a sentence gets a capital."""
    if not at_start:
        return
    boundary = len(draft.prefix)
    while boundary > 0 and not starts_sentence(draft.prefix[:boundary]):
        boundary -= 1
    head = draft.prefix[boundary:]
    old = head if head.strip() else draft.candidate
    if (fixed := capitalize_first(old)) == old:
        return
    draft.rule("capitalization")
    if head.strip():
        draft.prefix = draft.prefix[:boundary] + fixed
    else:
        draft.candidate = fixed


def move_after(site: Site, draft: Draft, group_end: int) -> None:
    """Put the verb group ``site.after[:group_end]`` before the candidate: the clitic stood
    before its verb, the noun phrase goes after it."""
    group = site.after[:group_end].strip()
    draft.prefix = draft.prefix + group + " "
    draft.continuation = site.after[group_end:]


def is_name(cand: str, determiners: frozenset[str]) -> bool:
    """A candidate that starts with a capitalised word that is no determiner."""
    first = cand.split(" ", 1)[0]
    return first[:1].isupper() and first.lower() not in determiners
