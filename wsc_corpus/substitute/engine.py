"""The substitution engine: the pronoun of each item replaced by each candidate.

The engine finds the pronoun's site, exchanges the candidates for switchable items, parses the
sentences whose rules need a parse (English ``her``, French clitics and possessives; one
``nlp.pipe`` per language), and hands each (site, candidate) to the Grammar of the item's
language (``wsc_corpus.lang.grammar``); capitalization at a sentence start is applied last,
for every language. It never tests a language: what a language does is its Grammar's.
"""

from __future__ import annotations

from collections.abc import Iterable

from wsc_corpus.lang import defaults, grammar, known
from wsc_corpus.models import MISSING_CANDIDATES, Item
from wsc_corpus.nlp.names import name_gender
from wsc_corpus.occurrences import determiner_before
from wsc_corpus.substitute.agreement import (
    candidate_tokens,
    carry_agreeing,
    needs_parse,
    pipeline_name,
    reinflect,
)
from wsc_corpus.substitute.lexicon import lexicon
from wsc_corpus.substitute.models import SubstitutedSentence, Substitution, SubstitutionFinding
from wsc_corpus.substitute.rules import (
    Draft,
    NotSubstitutable,
    Site,
    article_sets,
    candidate_form,
    capitalize_sentence_start,
    common_noun_case,
    definite,
    note,
    noun_phrase,
    strip_determiner,
)
from wsc_corpus.substitute.switching import switch
from wsc_corpus.substitute.text import starts_sentence


def substitute(items: Iterable[Item]) -> list[Substitution]:
    """One Substitution per item, in input order."""
    items = list(items)
    sites = [_sites(item) for item in items]
    docs = _parse(items, sites)
    return [_substitute_item(item, site, docs) for item, site in zip(items, sites, strict=True)]


def _sites(item: Item) -> tuple[tuple[str, int, int] | None, tuple[str, int, int] | None,
                                 list[SubstitutionFinding]]:
    """The pronoun's (text, start, end), the same in the switched sentence, and findings."""
    if item.pronoun is None or item.pronoun.span is None:
        return None, None, [SubstitutionFinding(code="no-pronoun",
                                                message="the item has no located pronoun")]
    if MISSING_CANDIDATES in item.flags or len(item.candidates) < 2:
        return None, None, [SubstitutionFinding(
            code="candidates-missing", message="the item has fewer than two candidates")]
    span = item.pronoun.span
    switchable = item.tag("switchable")
    switched = switch(item) if switchable else None
    return (item.text, span.start, span.end), switched, [SubstitutionFinding(
        code="switch-failed", message="the candidates could not be found in the sentence to "
        "exchange them; no switched sentences")] if switchable and switched is None else []


def _parse(items: list[Item], sites: list) -> dict[str, object]:
    """Parses of the sentences whose pronoun needs one, by text; one batch per language."""
    texts: dict[str, list[str]] = {}
    for item, (site, switched, _) in zip(items, sites, strict=True):
        if site is None:
            continue
        text, start, end = site
        forms = defaults(item.lang).parsed_forms if known(item.lang) else frozenset()
        if text[start:end].lower() in forms:  # the switched sentence is parsed too
            texts.setdefault(item.lang, []).extend([text, *([switched[0]] if switched else [])])
        elif needs_parse(item):  # the switched sentence's agreeing words are carried over
            texts.setdefault(item.lang, []).append(text)
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
    if not known(item.lang):
        findings = [*findings, SubstitutionFinding(
            code="no-grammar", message=f"no substitution grammar for language {item.lang!r}; "
            "the pronoun is replaced as it is")]
    if site is not None:
        try:
            options, first = _options(item, site, docs, rules, findings, original=True)
            if switched is not None:
                switched_options, _ = _options(item, switched, docs, rules, findings,
                                               original=False, carried_from=first)
        except NotSubstitutable as exc:
            options, switched_options = [], None
            findings = [*findings, exc.finding]
    return Substitution(id=item.id, source_id=item.provenance.source_id, lang=item.lang,
                        answer=item.answer, options=options, switched_options=switched_options,
                        rules=rules, findings=findings)


def _determined(text: str, start: int, end: int, lang) -> bool:
    """Whether the place to fill already has its determiner: WinoGrande's ``the _``, or a
    subject or object pronoun after an article (XWinograd en ``thus the it propells``). The
    candidate then goes in without its own."""
    determiner = determiner_before(text, start, lang, adjectives=False)
    form = text[start:end].lower()
    # a clitic marked with its verb (pt ``ao vê-la``): the clitic's readings
    readings = lang.pronouns_by_form.get(form, ()) or \
        lang.pronouns_by_form.get(form.rsplit("-", 1)[-1], ())
    if not readings or determiner is None:
        return determiner is not None
    # Before a pronoun only an article that is no preposition ("the it", not "a ela").
    prepositions, definite, _ = article_sets(lang)
    return not any(p.clitic or p.case in ("poss", "poss_pron") for p in readings) and \
        determiner in definite and determiner not in prepositions


def _features(site: Site, cand: str, span: tuple[int, int] | None):
    """The gender and number features of a candidate (``nlp.features``)."""
    from wsc_corpus.nlp.features import candidate_features

    tokens, parsed = candidate_tokens(site, cand, span)
    return candidate_features(tokens, site.lang.code, pipeline_name(site.lang.code), parsed)


def _candidate(text: str, cand: str, lang, rules: list[str]) -> str:
    """The candidate's own form before its noun phrase is built: a capitalised common noun
    the text lacks in lower case, an indefinite article made definite."""
    lowered = common_noun_case(text, cand, lang, lambda name: name_gender(name).gender)
    made = definite(lowered, lang)
    for name, changed in (("common-noun", lowered != cand), ("definite", made != lowered)):
        if changed:
            note(rules, name)
    return made


def _options(item: Item, where: tuple[str, int, int], docs: dict, rules: list[str],
             findings: list[SubstitutionFinding], original: bool,
             carried_from: Site | None = None) -> tuple[list[SubstitutedSentence], Site]:
    """The sentences of each candidate at one site, and the site; ``carried_from``: the
    original sentence's site, whose agreeing words a switched sentence without a parse of
    its own takes over."""
    text, start, end = where
    lang = defaults(item.lang) if known(item.lang) else None
    determiners = lang.determiners if lang is not None else frozenset()
    lex = lexicon(item.lang)
    spans = [(c.span.start, c.span.end) if original and c.span else None for c in item.candidates]
    cands = [candidate_form(text, c.text, span, determiners)
             for c, span in zip(item.candidates, spans, strict=True)]
    if lang is not None and _determined(text, start, end, lang):
        cands = [strip_determiner(cand, lang) for cand in cands]
        note(rules, "determined-site")
    elif lang is not None:
        cands = [_candidate(text, cand, lang, rules) for cand in cands]
        cands = [noun_phrase(text, cand, span[0] if span else None, lang, rules)
                 for cand, span in zip(cands, spans, strict=True)]
    site = Site(text=text, start=start, end=end, lang=lang, candidates=cands,
                doc=docs.get(text), lexicon=lex,
                name_gender=lambda name: name_gender(name).gender)
    if carried_from is not None and site.doc is None:
        carry_agreeing(carried_from, site)
    at_start = starts_sentence(text[:start])
    sentences = []
    for index, (cand, span) in enumerate(zip(cands, spans, strict=True)):
        draft = Draft(prefix=text[:start], candidate=cand, continuation=text[end:])
        if lang is not None:
            grammar(item.lang).apply(site, draft, index)
            reinflect(site, draft, lambda cand=cand, span=span: _features(site, cand, span))
        capitalize_sentence_start(draft, at_start)
        rules.extend(r for r in draft.rules if r not in rules)
        findings.extend(f for f in draft.findings if f not in findings)
        sentences.append(SubstitutedSentence(prefix=draft.prefix, candidate=draft.candidate,
                                             continuation=draft.continuation))
    return sentences, site
