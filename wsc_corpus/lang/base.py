"""Shared building blocks of the per-language tables, and the checks run when they are built."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal, Protocol, runtime_checkable

if TYPE_CHECKING:
    from wsc_corpus.substitute.rules import Draft, Site

Gender = Literal["m", "f", "n"]
Number = Literal["sg", "pl"]
Case = Literal["nom", "acc", "dat", "poss", "poss_pron", "stressed", "refl", "gen", "loc"]


@dataclass(frozen=True)
class Pronoun:
    """One surface form of a third-person pronoun and its features.

    ``gender``/``number`` describe the referent (for a possessive, the owner); None means the
    form does not tell. ``prep`` is the preposition fused into contracted forms (pt ``dela`` =
    ``de`` + ``ela``); ``clitic`` marks forms that attach to a verb.
    """

    form: str
    case: Case
    gender: Gender | None
    number: Number | None
    prep: str | None = None
    clitic: bool = False


def check_pronouns(table: tuple[Pronoun, ...]) -> tuple[Pronoun, ...]:
    """Refuse a table with an empty or duplicated (form, case) entry."""
    seen: set[tuple[str, str]] = set()
    for pron in table:
        if not pron.form or pron.form != pron.form.strip():
            raise ValueError(f"pronoun form {pron.form!r} is empty or padded")
        key = (pron.form.lower(), pron.case)
        if key in seen:
            raise ValueError(f"pronoun {pron.form!r} ({pron.case}) is listed twice")
        seen.add(key)
    return table


def by_form(table: tuple[Pronoun, ...]) -> dict[str, tuple[Pronoun, ...]]:
    """Index a pronoun table by lower-cased form (a form can have several readings)."""
    index: dict[str, list[Pronoun]] = {}
    for pron in table:
        index.setdefault(pron.form.lower(), []).append(pron)
    return {form: tuple(prons) for form, prons in index.items()}


@dataclass(frozen=True)
class Article:
    """A determiner and the gender/number it marks (None: it does not tell)."""

    form: str
    definite: bool
    gender: Gender | None
    number: Number | None


def check_contractions(table: dict[tuple[str, str], str]) -> dict[tuple[str, str], str]:
    """Refuse a contraction table with empty parts or two pairs fused into the same form."""
    seen: dict[str, tuple[str, str]] = {}
    for (left, right), fused in table.items():
        if not (left and right and fused):
            raise ValueError(f"contraction {left!r} + {right!r} -> {fused!r} has an empty part")
        if fused in seen:
            raise ValueError(f"{fused!r} is listed for {seen[fused]} and {(left, right)}")
        seen[fused] = (left, right)
    return table


# One apostrophe convention for every engine: typographic and grave forms read as ``'``.
APOSTROPHES = ("'", "’")
_STRAIGHT = str.maketrans({"’": "'", "`": "'"})


def straight_apostrophes(text: str) -> str:
    """The text with ``’`` and `````` written ``'`` (``L’`` -> ``L'``)."""
    return text.translate(_STRAIGHT)


@dataclass(frozen=True)
class Lexicon:
    """Where a language's tagged hunspell dictionary is and how its tags read.

    ``dictionary`` is the file name without extension (:func:`wsc_corpus.nlp.hunspell.locate`);
    ``noun_entry`` matches a noun entry of the ``.dic`` file (word, flags, tags);
    ``features`` reads ``(gender, number, is_noun)`` from a tag string; ``category`` finds
    word categories (verb, adjective) where the tags carry them; ``spellings`` maps
    spellings the dictionary lacks onto its own (Brazilian ``ô`` -> ``ó`` for pt_PT).
    """

    dictionary: str
    noun_entry: re.Pattern[str]
    features: Callable[[str], tuple[str | None, str | None, bool]]
    category: re.Pattern[str] | None = None
    spellings: dict[int, str] = field(default_factory=dict)


@dataclass(frozen=True)
class ErrorPattern:
    """A substitution error a language detects with a regular expression: ``message`` is
    formatted with ``found`` (the matched text, quoted) and the pattern's groups (``{0}``)."""

    code: str
    pattern: re.Pattern[str]
    message: str


@dataclass(frozen=True)
class Table:
    """A typed table of a language: every field has a neutral default, so a language sets
    only what it has; built from a table module's UPPER_CASE names (``from_module``)."""

    @classmethod
    def from_module(cls, module: Any) -> Any:
        """The table holding the module's values for this table's fields (its other names,
        such as tables it imports to build its own, are not fields and are left out)."""
        names = {f.name for f in fields(cls)}
        return cls(**{name: value for name, value in vars(module).items() if name in names})


@dataclass(frozen=True)
class Elision(Table):
    """Elision tables (neutral: a language where no word elides): the eliding words and
    their elided forms, ``si`` and what it elides before, apostrophes, vowels, aspirated h."""

    ELIDING: Mapping[str, str] = field(default_factory=dict)
    SI: tuple[str, str] = ("", "")
    SI_ELIDES_BEFORE: frozenset[str] = frozenset()
    APOSTROPHES: tuple[str, ...] = APOSTROPHES
    VOWELS: frozenset[str] = frozenset()
    ASPIRATED_H: frozenset[str] = frozenset()


@dataclass(frozen=True)
class PronounContexts(Table):
    """What the pronoun analysis (``wsc_corpus.nlp.pronouns``) reads around a form (neutral:
    no clitic or stressed forms): the words after which it is stressed (``avec lui``,
    ``c'est lui``); the infinitive endings, verb words and not-verbs that tell a verb follows
    a dative clitic (``de lui parler``); the hosts each enclitic needs and refuses
    (``removê-la``); the future/conditional endings after a mesoclitic (``devolvê-lo-ei``)."""

    STRESSED_AFTER: tuple[str, ...] = ()
    # Words after which a pronoun at the end of its clause is stressed (``plus vite que lui.``).
    STRESSED_AT_CLAUSE_END: tuple[str, ...] = ()
    CLITIC_VERB_ENDINGS: tuple[str, ...] = ()
    CLITIC_VERB_WORDS: frozenset[str] = frozenset()
    NOT_VERBS: frozenset[str] = frozenset()
    ENCLITIC_HOSTS: Mapping[str, tuple[tuple[str, ...], tuple[str, ...]]] = \
        field(default_factory=dict)
    MESOCLITIC_ENDINGS: frozenset[str] = frozenset()


class NoMorphology:
    """Neutral agreement tables (``wsc_corpus.nlp.features``, ``wsc_corpus.checks.agreement``):
    grammatical gender, no determiner or noun list that tells gender or number, no conjunction
    joins noun phrases, heads come first, no lexicon of proper nouns."""

    DETERMINERS: Mapping[str, tuple[str | None, str | None]] = MappingProxyType({})
    CONJUNCTIONS: frozenset[str] = frozenset()
    HEAD_FIRST = True
    PHRASE_BREAKS: frozenset[str] = frozenset()
    GRAMMATICAL_GENDER = True
    ANIMACY: str | None = None
    POSSESSOR_MARKS: tuple[str, ...] = ()
    GENDER_SUFFIXES: tuple[tuple[str, str], ...] = ()
    TITLES: frozenset[str] = frozenset()
    TITLE_GENDERS: Mapping[str, str] = MappingProxyType({})  # "mme" -> "f"
    PLURAL_NOUNS: frozenset[str] = frozenset()
    SAME_IN_PLURAL: frozenset[str] = frozenset()
    EPICENE_NOUNS: frozenset[str] = frozenset()
    COLLECTIVE_NOUNS: frozenset[str] = frozenset()
    COLLECTIVE_ENTITIES: frozenset[str] = frozenset()
    COLLECTIVE_WARNING = False
    PROPER_NOUNS_SINGULAR = False
    PROPER_NOUNS = None
    NATIONAL_NAMES: str | None = None  # a census of first names (wsc_corpus.nlp.names)


@dataclass(frozen=True)
class NounPhrases(Table):
    """Noun-phrase tables (``wsc_corpus.substitute.rules``); neutral: no determiner known,
    so a bare noun candidate is put in as it is and never reported bare."""

    DETERMINER_FEATURES: Mapping[str, tuple[str | None, str | None]] = field(default_factory=dict)
    GENDERLESS: frozenset[str] = frozenset()
    FUSED_DETERMINERS: Mapping[str, str] = field(default_factory=dict)
    DEFINITE: Mapping[tuple[str | None, str | None], str] = field(default_factory=dict)
    ELIDED_ARTICLES: Mapping[str, str] = field(default_factory=dict)
    VOWELS: frozenset[str] = frozenset()
    ASPIRATED_H: frozenset[str] = frozenset()
    PRE_NOMINAL: frozenset[str] | None = frozenset()
    QUANTIFIERS: frozenset[str] = frozenset()
    BARE_NOUN_NEEDS_DETERMINER: bool = False
    PLURAL_ENDINGS: tuple[str, ...] = ()
    QUANTITY_WORDS: frozenset[str] = frozenset()
    PARTITIVE_PREPOSITIONS: frozenset[str] = frozenset()
    GENDER_ENDINGS: tuple[tuple[str, str], ...] = ()
    DEFAULT_GENDER: str | None = None
    # Words after an indefinite article that keep it (``um dos meninos``, ``a few``).
    INDEFINITE_KEPT: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Expletives(Table):
    """Expletive tables; neutral: no pronoun form is ever a subject that refers to nothing."""

    EXPLETIVE_SUBJECTS: frozenset[str] = frozenset()
    EXPLETIVE_FOLLOWERS: tuple[str, ...] = ()


@dataclass(frozen=True)
class Negation(Table):
    """Negation tables; neutral: no particle or adverb frames the verb."""

    NEGATION_PARTICLES: frozenset[str] = frozenset()
    NEGATION_ADVERBS: frozenset[str] = frozenset()
    # Words that stand between the verb and a negation adverb and are no object.
    NOT_OBJECTS: frozenset[str] = frozenset()
    # Clitics that stand between the negation particle and the verb (ne lui a pas).
    PREVERBAL_CLITICS: frozenset[str] = frozenset()


# Resources a language's substitution grammar can read, named in signatures.
Resource = Literal["pipeline", "lexicon", "names"]


class BaseDefaults:
    """Everything an engine may ask of a language, with neutral defaults.

    A language's ``Defaults`` subclasses this and sets what it has; an engine reads these
    attributes and never tests a language's code.
    """

    code: str = ""
    name: str = ""  # display name (HTML export)

    # Tables
    pronouns: tuple[Pronoun, ...] = ()
    pronouns_by_form: Mapping[str, tuple[Pronoun, ...]] = MappingProxyType({})  # built
    articles: tuple[Article, ...] = ()
    contractions: Mapping[tuple[str, str], str] = MappingProxyType({})
    determiners: frozenset[str] = frozenset()
    noun_determiners: frozenset[str] = frozenset()  # the determiners of a noun phrase
    elision: Elision = Elision()
    # Elided words a tokeniser may split from their apostrophe ("l" of "l'homme").
    bare_elided: frozenset[str] = frozenset()
    object_clitics: frozenset[str] = frozenset()  # accusative and dative clitic forms
    # Prepositions after which a clitic form is a stressed pronoun (French "avec elle"), as
    # the clitic-before-verb detector reads them.
    clitic_prepositions: frozenset[str] = frozenset()
    pronoun_contexts: PronounContexts = PronounContexts()  # the pronoun analysis's tables
    needs_de: frozenset[str] = frozenset()  # words that need "de" before an article
    partitive_quantifiers: frozenset[str] = frozenset()  # "mais": no article follows
    # Tables only a language's own rules read.
    clitics: Any = None
    possessives: Any = None
    verbs: Any = None
    names: Any = None
    adverbial_clitics: Any = None  # French y/en
    noun_phrases: NounPhrases = NounPhrases()  # the determiner a bare noun candidate takes
    expletives: Expletives = Expletives()  # subjects that refer to nothing (il y a)
    negation: Negation = Negation()  # ne ... pas around a simple-tense verb
    question_words: frozenset[str] = frozenset()  # words of a question, not of its answer
    object_question: re.Pattern[str] | None = None  # a question asking for the object
    morphology: Any = NoMorphology  # what determiners and conjunctions tell of a noun phrase
    # The module whose class ``Evidence`` reads a candidate's gender, number and animacy
    # (wsc_corpus.nlp.features: the shared steps over the tables above).
    evidence: str = "wsc_corpus.nlp.features"

    # spaCy: the pipeline packages to load, in order of preference, and the spaCy language
    # code of the blank pipeline to fall back to (None: a missing pipeline is an error).
    pipelines: tuple[str, ...] = ()
    blank_pipeline: str | None = None
    lexicon: Lexicon | None = None

    # Substitution: the module whose ``GRAMMAR`` (a Grammar, built from this Defaults) holds
    # the language's behaviour, an import path loaded when first used (None: BaseGrammar);
    # the pronoun forms whose rules read a parse, the built-in error detectors that apply
    # (by finding code), the language's own error patterns, the punctuation never preceded
    # by a space, and the resources the rules read (for the signature).
    grammar: str | None = None
    # The module that re-inflects the words that agreed with a substituted pronoun
    # (wsc_corpus.substitute.agreement reads its tables and calls its ``agreeing`` and
    # ``inflect``; None: nothing is re-inflected).
    inflection: str | None = None
    parsed_forms: frozenset[str] = frozenset()
    detectors: frozenset[str] = frozenset()
    error_patterns: tuple[ErrorPattern, ...] = ()
    no_space_before: str = ",.;:!?"
    resources: tuple[Resource, ...] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Check a language's tables when its Defaults is built, and index its pronouns."""
        super().__init_subclass__(**kwargs)
        check_pronouns(cls.pronouns)
        check_contractions(dict(cls.contractions))
        cls.pronouns_by_form = by_form(cls.pronouns)
        unknown = set(cls.resources) - set(Resource.__args__)
        if unknown:
            raise ValueError(f"{cls.__module__}: unknown resources {sorted(unknown)}")


# ---------------------------------------------------------------------------------------------
# A language's behaviour: the Grammar

@runtime_checkable
class Grammar(Protocol):
    """What an engine may ask a language to do, beyond reading its tables.

    ``apply`` rewrites a draft at a substitution site (``wsc_corpus.substitute.rules.Site``,
    ``Draft``): the rules of the pronoun's construction, or a finding where there is none;
    ``sentence_errors`` finds the language's own errors in a substituted sentence
    (``error_matches``: all of them, with where they stand);
    ``split_clitic`` reads a pronoun written with its verb (``removê-la``, ``dá-lo-ei``,
    ``donne-lui``); ``noun_phrase_end`` finds where the noun phrase after a word ends;
    ``infinitive_follows`` tells whether an infinitive whose subject the pronoun is follows.
    """

    lang: type[BaseDefaults]

    def apply(self, site: Site, draft: Draft, index: int) -> None: ...

    def sentence_errors(self, sentence: str, region: tuple[int, int]
                        ) -> list[tuple[str, str]]: ...

    def error_matches(self, sentence: str) -> list[tuple[int, int, str, str]]: ...

    def split_clitic(self, form: str) -> tuple[str, str, str | None] | None: ...

    def noun_phrase_end(self, site: Site) -> int | None: ...

    def infinitive_follows(self, text: str) -> bool: ...


class BaseGrammar:
    """The grammar every language starts from: a pronoun is replaced as it is where one of
    its readings has a case in ``plain_cases`` and is no clitic (a subject or object form a
    noun phrase takes the place of), and reported with the finding ``no-rule`` otherwise (a
    clitic, a possessive, a contracted form), instead of being substituted silently; errors are the language's ``ErrorPattern``s; clitics split at
    their hyphens as the tables allow; a noun phrase is its next word."""

    plain_cases: frozenset[str] = frozenset({"nom", "acc", "stressed"})

    def __init__(self, lang: type[BaseDefaults]):
        self.lang = lang

    def apply(self, site: Site, draft: Draft, index: int) -> None:
        """Nothing to rewrite for a plain reading or a blank to fill (WinoGrande's ``_``: no
        word); a finding for a pronoun no rule covers."""
        readings = self.lang.pronouns_by_form.get(site.form.lower(), ())
        if any(c.isalnum() for c in site.form) and not any(p.case in self.plain_cases and not p.clitic for p in readings):
            draft.finding("no-rule", f"no rule of {self.lang.name or self.lang.code} for the "
                          f"pronoun {site.form!r}: replaced as it is")

    def sentence_errors(self, sentence: str, region: tuple[int, int]
                        ) -> list[tuple[str, str]]:
        """(code, message) of each match of the language's error patterns in ``region``."""
        return [(code, message) for start, end, code, message in self.error_matches(sentence)
                if start < region[1] and end > region[0]]

    def error_matches(self, sentence: str) -> list[tuple[int, int, str, str]]:
        """(start, end, code, message) of every match of the language's error patterns, in
        order: what ``sentence_errors`` keeps of a region, for a text scanned once."""
        return [(match.start(), match.end(), own.code,
                 own.message.format(*match.groups(), found=repr(match.group(0))))
                for own in self.lang.error_patterns for match in own.pattern.finditer(sentence)]

    def split_clitic(self, form: str) -> tuple[str, str, str | None] | None:
        """``(host, clitic, tail)`` of a pronoun written with its verb: ``removê-la`` ->
        (``removê``, ``la``, None), ``dá-lo-ei`` -> (``dá``, ``lo``, ``ei``); None where the
        form has no hyphen or more parts than a mesoclisis."""
        parts = form.split("-")
        if len(parts) < 2 or not parts[0]:
            return None
        host, clitic, *rest = parts
        tail = rest[0] if len(rest) == 1 and rest[0] in self.lang.pronoun_contexts.MESOCLITIC_ENDINGS else None
        if rest and tail is None:
            return None
        return host, clitic, tail

    def noun_phrase_end(self, site: Site) -> int | None:
        """Where the noun phrase after the pronoun ends in ``site.after``: its next word."""
        word = re.match(r"\s*[^\s.,;:!?\"“”«»()]+", site.after)
        return word.end() if word else None

    def infinitive_follows(self, text: str) -> bool:
        """Whether ``text`` (after the pronoun) starts with an infinitive the pronoun is the
        subject of: a preposition before such a subject does not contract."""
        return False
