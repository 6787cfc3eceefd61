"""Agreement: the pronoun against each candidate, in gender and number (languages with
grammatical gender) and in number, natural gender and person/thing (English: ``he``/``she``
versus ``it``).

A Winograd schema needs both candidates to fit the pronoun; a literal translation whose
candidates differ in gender ("O troféu não cabe na maleta porque ela...") resolves itself.
The sentences go through each language's spaCy pipeline once, in batches (``nlp.pipe``);
the pronoun is read by :mod:`wsc_corpus.nlp.pronouns` (the analysis ``wsc substitute``
shares), the candidates as :mod:`wsc_corpus.nlp.features` describes. A feature that cannot
be determined is reported as unknown (``info``), never guessed into an error; a feature the
pronoun does not mark (French ``les``: gender) is not compared.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING

from wsc_corpus.checks.engine import Context, Finding, define, finding, rule
from wsc_corpus.checks.engine import candidate_letter as _letter
from wsc_corpus.lang import languages
from wsc_corpus.models import Item
from wsc_corpus.nlp import names, proper_nouns, wordnet
from wsc_corpus.nlp.features import Features, candidate_features, evidence, form_of, morphology
from wsc_corpus.nlp.lexicon import lexicon
from wsc_corpus.nlp.pipelines import describe, lemmatize, load_pipeline, pipe_without_lemmas
from wsc_corpus.nlp.pronouns import PronounAnalysis, analyse_pronoun
from wsc_corpus.occurrences import find_loosely

if TYPE_CHECKING:
    from spacy.tokens import Token

# Texts per nlp.pipe minibatch: a whole batch of the engine (``parallel.BATCH_ITEMS``) at once,
# where the parser and the entity recogniser step through more sentences per call (about 4%
# less time than 64; the parses are the same).
BATCH_SIZE = 128


def prepare(items: Sequence[Item], context: Context) -> None:
    """Parse every sentence (and every candidate not found in its sentence) once per language,
    without the lemmatizer, and keep the candidates' tokens, lemmatized, for the rule; not
    the sentences whose pronoun the rule does not compare (not one of the table's)."""
    tokens: dict[str, tuple[str, list[tuple[list[Token], bool]]]] = {}
    by_id = {item.id: item for item in items}
    for lang in languages():
        chosen = [item for item in items if item.lang == lang and item.pronoun is not None
                  and pronoun_analysis(item).known]
        if not chosen:
            continue  # nothing to parse (WinoGrande's blanks): no pipeline, no resource used
        nlp = load_pipeline(lang)
        pipeline = describe(nlp)
        parsed = "parser" in nlp.pipe_names
        context.use(f"pipeline-{lang}", pipeline)
        if (lex := lexicon(lang)) is not None:
            context.use(f"lexicon-{lang}", lex.version)
        proper = proper_nouns.describe(lang)
        if proper is not None and (lex is None or proper != lex.version):
            context.use(f"proper-nouns-{lang}", proper)  # English: hunspell en_US's names
        context.use("names", names.describe())
        if (census := morphology(lang).NATIONAL_NAMES) is not None:
            context.use(f"names-{lang}", names.describe_census(census))
        if morphology(lang).ANIMACY == "wordnet":
            context.use("animacy-en", wordnet.describe())
        docs = list(pipe_without_lemmas(nlp, (item.text for item in chosen), BATCH_SIZE))
        # A candidate not at a span is read where it occurs without its determiner (after a
        # contraction: "aos manifestantes"), else tagged alone (a phrase needs no parse).
        found = {(item.id, i): find_loosely(item, cand) for item in chosen
                 for i, cand in enumerate(item.candidates) if cand.span is None}
        loose = [by_id[id_].candidates[i].text for (id_, i), where in found.items()
                 if where is None]
        alone = iter(list(pipe_without_lemmas(nlp, loose, BATCH_SIZE, ("parser", "ner"))))
        for item, doc in zip(chosen, docs, strict=True):
            spans = []
            for index, cand in enumerate(item.candidates):
                where = (cand.span.start, cand.span.end) if cand.span is not None \
                    else found[(item.id, index)]
                if where is None:
                    spans.append((list(next(alone)), False))
                    continue
                span = doc.char_span(where[0], where[1], alignment_mode="expand")
                toks = list(span) if span is not None else []
                if cand.span is None and toks and toks[0].i > 0 and \
                        form_of(doc[toks[0].i - 1].text) in morphology(lang).DETERMINERS:
                    toks.insert(0, doc[toks[0].i - 1])
                spans.append((toks, parsed))
            lemmatize(nlp, (token for toks, _ in spans for token in toks))
            tokens[item.id] = (pipeline, spans)
    context.cache["agreement"] = tokens


CHECK = define("agreement", "pronoun and candidates agree in gender, number, person/thing",
               prepare=prepare)


@rule(CHECK)
def check_agreement(item: Item, context: Context) -> Iterator[Finding]:
    parsed_item = context.cache.get("agreement", {}).get(item.id)
    if parsed_item is None or item.pronoun is None:
        return
    pipeline, spans = parsed_item
    analysis = pronoun_analysis(item)
    if not analysis.known:
        return  # not a third-person pronoun of the table (S102 says so): nothing to compare
    pron = analysis.features()
    unmarked = _told_by_context(item, analysis, pron)
    table = morphology(item.lang)
    cands = [candidate_features(toks, item.lang, pipeline, parsed) if toks else
             Features(cand.text)
             for cand, (toks, parsed) in zip(item.candidates, spans, strict=True)]

    @cache
    def evidence() -> dict:
        """The evidence of the item's findings, written out at the first: most have none."""
        return {"pronoun": {**pron.as_evidence(), "position": analysis.position,
                            "host": analysis.host, "unmarked": list(unmarked)},
                "candidates": [c.as_evidence() for c in cands]}
    found = [{feature: code for code, feature in _conflicts(pron, cand, table)}
             for cand in cands]
    conflicts = [{f: code for f, code in seen.items()
                  if not cand.allows(f, pron.get(f), pron)}
                 for seen, cand in zip(found, cands, strict=True)]
    for index, cand in enumerate(cands):
        for feature in (f for f in found[index] if f not in conflicts[index]):  # in order
            yield finding("A406", f"{feature}: candidate {_letter(index)} "
                          f"{item.candidates[index].text!r} is {_said(cand, feature)}, the "
                          f"pronoun {item.pronoun.text!r} is {_said(pron, feature)}; allowed: "
                          f"{cand.allows(feature, pron.get(feature), pron)}", candidate=index,
                          feature=feature, **evidence())
    for index, cand in enumerate(cands):
        if conflicts[index] and _through_members(pron, cand):
            conflicts[index] = {}
            yield finding("A405", f"candidate {_letter(index)} {item.candidates[index].text!r} "
                          f"({_said(cand, 'collective')}) is {_said(cand, 'number')}, the "
                          f"pronoun {item.pronoun.text!r} is {_said(pron, 'number')}: read as "
                          "its members", candidate=index, **evidence())
    for index, cand in enumerate(cands):
        for feature, code in conflicts[index].items():
            if all(feature in other for other in conflicts):
                if index == 0:
                    yield finding("A404", f"{feature}: no candidate agrees with the pronoun "
                                  f"{item.pronoun.text!r} ({_said(pron, feature)}): "
                                  + "; ".join(f"{c.text!r} is {_said(c, feature)}"
                                              for c in cands), feature=feature, **evidence())
                continue
            yield finding(code, f"{feature}: candidate {_letter(index)} "
                          f"{item.candidates[index].text!r} is {_said(cand, feature)}, the "
                          f"pronoun {item.pronoun.text!r} is {_said(pron, feature)}",
                          candidate=index, feature=feature, **evidence())
    if unknown := unknown_features(analysis, pron, cands, unmarked):
        yield finding("A409", "unknown: " + ", ".join(unknown), unknown=unknown, **evidence())


def pronoun_analysis(item: Item) -> PronounAnalysis:
    """The shared analysis of an item's pronoun, read with the words around it."""
    assert item.pronoun is not None
    span = item.pronoun.span
    before = item.text[max(0, span.start - 40):span.start] if span is not None else ""
    after = item.text[span.end:span.end + 40] if span is not None else ""
    return analyse_pronoun(item.pronoun.text, item.lang, before, after)


def _told_by_context(item: Item, analysis: PronounAnalysis, pron: Features) -> tuple[str, ...]:
    """Add to the pronoun's features what the words after it tell of those its form does not
    mark (French ``il l'a achetée``: feminine), as the language's evidence reads them; the
    features still unmarked."""
    span = item.pronoun.span if item.pronoun is not None else None
    after = item.text[span.end:span.end + 60] if span is not None else ""
    told = evidence(item.lang).pronoun(analysis.form, after) if analysis.unmarked else []
    for feature, value, source in told:
        if feature in analysis.unmarked:
            pron.add(feature, value, source)
    return tuple(f for f in analysis.unmarked if pron.get(f) is None)


def unknown_features(analysis: PronounAnalysis, pron: Features,
                     cands: list[Features], unmarked: tuple[str, ...]) -> list[str]:
    """``pronoun gender``, ``candidate B animacy``...: the compared features no source told
    (``unmarked``: those still unmarked once the context was read)."""
    wanted = _relevant(pron, morphology(analysis.lang), unmarked)
    unknown = [f"pronoun {f}" for f in wanted if pron.get(f) is None]
    for index, cand in enumerate(cands):
        if _through_members(pron, cand):
            continue  # a group for a plural pronoun: read as its members (A405)
        for feature in wanted:
            if feature == "gender" and cand.get("person") not in (None, "person") and \
                    not morphology(analysis.lang).GRAMMATICAL_GENDER:
                continue  # a thing, an animal or a group has no sex to tell for he/she
            if cand.get(feature) is None:
                unknown.append(f"candidate {_letter(index)} "
                               f"{'animacy' if feature == 'person' else feature}")
    return unknown


# The features compared for an English pronoun, by its person/thing reading.
_COMPARED = {"thing": ("number", "person"), "person": ("number", "person", "gender")}


def _relevant(pron: Features, table: ModuleType, unmarked: tuple[str, ...]) -> tuple[str, ...]:
    """The features compared for this pronoun: those it marks (English: gender and
    person/thing for he/she, person/thing for it)."""
    if table.GRAMMATICAL_GENDER:
        return tuple(f for f in ("gender", "number") if f not in unmarked)
    return _COMPARED.get(pron.get("person"), ("number",))


def _conflicts(pron: Features, cand: Features, table: ModuleType) -> Iterator[tuple[str, str]]:
    number = pron.get("number"), cand.get("number")
    if None not in number and number[0] != number[1]:
        yield "A402", "number"
    gender = pron.get("gender"), cand.get("gender")
    if table.GRAMMATICAL_GENDER:
        if None not in gender and "either" not in gender and gender[0] != gender[1]:
            yield "A401", "gender"
    elif (pron.get("person"), cand.get("person")) in (("thing", "person"), ("person", "thing")):
        yield "A403", "person"
    elif gender[0] in ("m", "f") and gender[1] in ("m", "f") and gender[0] != gender[1]:
        yield "A401", "gender"


def _through_members(pron: Features, cand: Features) -> bool:
    """A singular group or place (``la police``, ``le Kamchatka``) for a plural pronoun: the
    pronoun may stand for its members, of any gender."""
    return cand.get("collective") is not None and cand.get("number") == "sg" and \
        pron.get("number") == "pl"


def _said(feats: Features, feature: str) -> str:
    seen = feats.values.get(feature)
    return f"{seen.value} ({seen.source})" if seen else "unknown"


