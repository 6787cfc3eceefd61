"""The substitution engine: the pronoun of each item replaced by each candidate.

The engine finds the pronoun's site, exchanges the candidates for switchable items, parses the
sentences whose rules need a parse (English ``her``, French clitics and possessives; one
``nlp.pipe`` per language), and hands each (site, candidate) to the rules of the item's
language; capitalization at a sentence start is applied last, for every language.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from wsc_corpus.lang import LANGUAGES, get_lang
from wsc_corpus.models import MISSING_CANDIDATES, Item
from wsc_corpus.nlp.names import name_gender
from wsc_corpus.substitute import english, french, portuguese
from wsc_corpus.substitute.lexicon import lexicon
from wsc_corpus.substitute.models import SubstitutedSentence, Substitution, SubstitutionFinding
from wsc_corpus.substitute.rules import (
    Draft,
    NotSubstitutable,
    Site,
    candidate_form,
    capitalize_sentence_start,
    fuse_preposition,
)
from wsc_corpus.substitute.text import capitalize_first, lower_first, starts_sentence

RULES: dict[str, Callable[[Site, Draft, int], None]] = {
    "en": english.apply,
    "fr": french.apply,
    "pt": portuguese.apply,
}
# Pronoun forms whose rules read a parse: English "her" (object or possessive); French object
# clitics, "lui"/"leur" and possessives (is the next word a verb, where does the noun end).
PARSED_FORMS = {
    "en": frozenset({"her"}),
    "fr": frozenset({"le", "la", "l", "l'", "l’", "les", "lui", "leur", "son", "sa", "ses",
                     "leurs"}),
}
PARSED = frozenset(PARSED_FORMS)


def substitute(items: Iterable[Item]) -> list[Substitution]:
    """One Substitution per item, in input order."""
    items = list(items)
    sites = {item.id: _sites(item) for item in items}
    docs = _parse(items, sites)
    return [_substitute_item(item, sites[item.id], docs) for item in items]


def _sites(item: Item) -> tuple[tuple[str, int, int] | None, tuple[str, int, int] | None,
                                 list[SubstitutionFinding]]:
    """The pronoun's (text, start, end), the same in the switched sentence, and findings."""
    findings: list[SubstitutionFinding] = []
    if item.pronoun is None or item.pronoun.span is None:
        findings.append(SubstitutionFinding(code="no-pronoun",
                                            message="the item has no located pronoun"))
        return None, None, findings
    if MISSING_CANDIDATES in item.flags or len(item.candidates) < 2:
        findings.append(SubstitutionFinding(code="candidates-missing",
                                            message="the item has fewer than two candidates"))
        return None, None, findings
    span = item.pronoun.span
    site = (item.text, span.start, span.end)
    switched = None
    if item.tag("switchable"):
        switched = switch(item)
        if switched is None:
            findings.append(SubstitutionFinding(
                code="switch-failed", message="the candidates could not be found in the "
                "sentence to exchange them; no switched sentences"))
    return site, switched, findings


def _parse(items: list[Item], sites: dict) -> dict[str, object]:
    """Parses of the sentences whose pronoun needs one, by text; one batch per language."""
    texts: dict[str, list[str]] = {}
    for item in items:
        forms = PARSED_FORMS.get(item.lang)
        site, switched, _ = sites[item.id]
        if not forms or site is None:
            continue
        text, start, end = site
        if text[start:end].lower() in forms:
            texts.setdefault(item.lang, []).append(text)
            if switched is not None:
                texts[item.lang].append(switched[0])
    docs: dict[str, object] = {}
    for lang, batch in texts.items():
        from wsc_corpus.nlp.pipelines import load_pipeline

        unique = list(dict.fromkeys(batch))
        docs.update(zip(unique, load_pipeline(lang).pipe(unique), strict=True))
    return docs


def _substitute_item(item: Item, sites, docs: dict) -> Substitution:
    site, switched, findings = sites
    rules: list[str] = []
    options: list[SubstitutedSentence] = []
    switched_options = None
    if item.lang not in LANGUAGES:
        findings = [*findings, SubstitutionFinding(
            code="no-grammar", message=f"no substitution grammar for language {item.lang!r}; "
            "the pronoun is replaced as it is")]
    if site is not None:
        try:
            options = _options(item, site, docs, rules, findings, original=True)
            if switched is not None:
                switched_options = _options(item, switched, docs, rules, findings,
                                            original=False)
        except NotSubstitutable as exc:
            options, switched_options = [], None
            findings = [*findings, exc.finding]
    return Substitution(id=item.id, source_id=item.provenance.source_id, lang=item.lang,
                        answer=item.answer, options=options, switched_options=switched_options,
                        rules=rules, findings=findings)


def _options(item: Item, where: tuple[str, int, int], docs: dict, rules: list[str],
             findings: list[SubstitutionFinding], original: bool) -> list[SubstitutedSentence]:
    text, start, end = where
    apply = RULES.get(item.lang)
    lang = get_lang(item.lang).Defaults if item.lang in LANGUAGES else None
    determiners = lang.determiners if lang is not None else frozenset()
    cands = [candidate_form(text, c.text, (c.span.start, c.span.end)
                            if original and c.span else None, determiners)
             for c in item.candidates]
    site = Site(text=text, start=start, end=end, lang=lang, candidates=cands,
                doc=docs.get(text), lexicon=lexicon(item.lang),
                name_gender=lambda name: name_gender(name).gender)
    at_start = starts_sentence(text[:start])
    sentences = []
    for index, cand in enumerate(cands):
        draft = Draft(prefix=text[:start], candidate=cand, continuation=text[end:])
        if apply is not None:
            apply(site, draft, index)
        capitalize_sentence_start(draft, at_start)
        rules.extend(r for r in draft.rules if r not in rules)
        findings.extend(f for f in draft.findings if f not in findings)
        sentences.append(SubstitutedSentence(prefix=draft.prefix, candidate=draft.candidate,
                                             continuation=draft.continuation))
    return sentences


# ---------------------------------------------------------------------------------------------
# Switching: the two candidates exchanged throughout the sentence

def switch(item: Item) -> tuple[str, int, int] | None:
    """The sentence with the two candidates exchanged, and the pronoun's new span.

    Whole candidates are exchanged where both occur, a candidate with a definite article
    also where the sentence introduces it with an indefinite one (``The man`` as ``a man``);
    otherwise the words in which they differ (``velhos``/``jovens`` for ``os alunos mais
    velhos``/``os alunos mais jovens``).
    """
    if len(item.candidates) != 2 or item.pronoun is None or item.pronoun.span is None:
        return None
    a, b = (" ".join(c.text.split()) for c in item.candidates)
    span = item.pronoun.span
    lang = get_lang(item.lang).Defaults if item.lang in LANGUAGES else None
    pairs = [(a, b)]
    words_a, words_b = a.split(), b.split()
    head = 0
    while head < min(len(words_a), len(words_b)) and \
            words_a[head].lower() == words_b[head].lower():
        head += 1
    tail = 0
    while tail < min(len(words_a), len(words_b)) - head and \
            words_a[-1 - tail].lower() == words_b[-1 - tail].lower():
        tail += 1
    diff_a = " ".join(words_a[head:len(words_a) - tail])
    diff_b = " ".join(words_b[head:len(words_b) - tail])
    if diff_a and diff_b and (diff_a, diff_b) != (a, b):
        pairs.append((diff_a, diff_b))
    pairs += [(x, y) for x in _forms(a, lang) for y in _forms(b, lang) if (x, y) != (a, b)]
    for first, second in pairs:
        found = _exchange(item.text, span.start, span.end, first, second, lang)
        if found is not None:
            return found
    return None


def _forms(cand: str, lang) -> list[str]:
    """The candidate, then its indefinite variants (``the man`` -> ``a man``, ``an man``)."""
    first, _, rest = cand.partition(" ")
    if lang is None or not rest:
        return [cand]
    definite = [a for a in lang.articles if a.definite and a.form == first.lower()]
    if not definite:
        return [cand]
    the = definite[0]
    return [cand] + [f"{a.form} {rest}" for a in lang.articles if not a.definite
                     and (the.gender is None or a.gender in (the.gender, None))
                     and (the.number is None or a.number in (the.number, None))]


def _exchange(text: str, start: int, end: int, a: str, b: str,
              lang) -> tuple[str, int, int] | None:
    matches: list[tuple[int, int, str]] = []
    for phrase, other in sorted(((a, b), (b, a)), key=lambda p: -len(p[0])):
        pattern = re.compile(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", re.IGNORECASE)
        for found in pattern.finditer(text):
            s, e = found.span()
            if s < end and e > start:
                continue
            if any(s < me and e > ms for ms, me, _ in matches):
                continue
            matches.append((s, e, other))
    replaced = {m[2] for m in matches}
    if replaced != {a, b}:
        return None
    determiners = lang.determiners if lang is not None else frozenset()
    articles = {a.form for a in lang.articles} if lang is not None else set()
    out, pos, shift = [], 0, 0
    for s, e, other in sorted(matches):
        replacement = _case_like(other, starts_sentence(text[:s]), determiners)
        before = text[pos:s]
        # "vi o Jim" -> "vi um cara", not "vi o um cara": one determiner is enough.
        word = re.search(r"(\w+) $", before)
        if word and word.group(1).lower() in articles and \
                _lowerable(replacement, determiners):
            before = before[:word.start()]
        before, replacement = _seam(lang, before, replacement)
        if s <= start:
            shift += len(before) - len(text[pos:s])
        out.append(before + replacement)
        pos = e
        if e <= start:
            shift += len(replacement) - (e - s)
    out.append(text[pos:])
    return "".join(out), start + shift, end + shift


def _seam(lang, before: str, replacement: str) -> tuple[str, str]:
    """Contraction and elision where an exchanged candidate meets the word before it
    (``de l'arbitre`` -> ``du joueur``, ``d'Anne`` -> ``de Sandrine``)."""
    if lang is None:
        return before, replacement
    draft = Draft("", "", "")
    if lang.code == "fr":
        before = french.unelide(before, lang.elision, draft)
    before, replacement = fuse_preposition(before, replacement, lang.contractions, draft)
    if lang.code == "fr":
        before, replacement = french.elide_seam(before, replacement, lang.elision, draft)
    return before, replacement


def _lowerable(phrase: str, determiners: frozenset[str]) -> bool:
    """A phrase whose capital belongs to a sentence start, not to a name (``The man``)."""
    return phrase.split(" ", 1)[0].lower() in determiners


def _case_like(phrase: str, at_start: bool, determiners: frozenset[str]) -> str:
    """A candidate as it reads at a place: capitalised at a sentence start, a determiner in
    lower case elsewhere, a name as it is."""
    if at_start:
        return capitalize_first(phrase)
    return lower_first(phrase) if _lowerable(phrase, determiners) else phrase
