"""French: elision, contractions, clitics moved after the verb, ``lui``/``leur``, possessives.

- ``qu'il`` -> ``que le chat`` (``qu'Anne``); ``s'il`` -> ``si Joël``; ``c'est`` -> ``Anne est``;
- ``je l'ai mis`` -> ``j'ai mis le chiffon``; ``on les a punis`` -> ``on a puni les lycéens``;
- ``lui a rendu`` -> ``a rendu au barman``; ``de lui`` -> ``de Jean``, ``à lui`` -> ``au garçon``;
- ``sa pinte vide`` -> ``la pinte vide du barman``, ``son amie`` -> ``l'amie de Marie``;
- ``en`` and ``y`` are reported (no rule rewrites them).
"""

from __future__ import annotations

from wsc_corpus.substitute.rules import (
    Draft,
    NotSubstitutable,
    Site,
    fuse_preposition,
)
from wsc_corpus.substitute.text import last_word, match_case, next_word

_VERB_TAGS = ("VERB", "AUX")
_NOUN_TAGS = ("NOUN", "PROPN", "ADJ", "NUM")
# Dependents that belong to a possessed noun phrase (a relative clause or a conjunct does not).
_NP_DEPS = ("amod", "nmod", "case", "det", "fixed", "flat:name", "flat", "compound", "nummod")


def apply(site: Site, draft: Draft, index: int) -> None:
    lang = site.lang
    form = site.form.lower()
    apostrophes = lang.elision.APOSTROPHES
    key = form.rstrip("".join(apostrophes))
    elided = form != key or site.after[:1] in apostrophes
    rest = site.after[1:] if site.after[:1] in apostrophes else site.after
    readings = lang.pronouns_by_form.get(key, ()) or lang.pronouns_by_form.get(key + "'", ())
    cases = {p.case for p in readings}
    if key in lang.clitics.ADVERBIAL_CLITICS:
        raise NotSubstitutable("uncovered-clitic", f"no rule replaces the adverbial clitic "
                               f"{site.form!r} (it stands for a phrase with à/de)")
    if "poss" in cases and _possessive_here(site):
        _possessive(site, draft)
        return
    draft.candidate = _bare(draft.candidate, lang, draft)
    previous, _ = last_word(site.before)
    if key in ("c", "ce"):
        draft.continuation = (" " if elided else "") + rest
        draft.rule("elision")
    elif cases & {"stressed"} and previous.lower() in lang.clitics.PREPOSITIONS \
            and site.before.endswith(" "):
        draft.prefix, draft.candidate = fuse_preposition(site.before, draft.candidate,
                                                         lang.contractions, draft)
        draft.rule("stressed")
    elif key in lang.clitics.ACCUSATIVE_CLITICS or key in lang.clitics.DATIVE_CLITICS:
        _clitic(site, draft, key, rest)
    elif cases & {"nom"}:
        draft.prefix = unelide(site.before, lang.elision, draft)
    draft.prefix, draft.candidate = elide_seam(draft.prefix, draft.candidate, lang.elision,
                                               draft)
    draft.prefix, draft.candidate, draft.continuation = (
        house_apostrophe(site.text, part)
        for part in (draft.prefix, draft.candidate, draft.continuation))


def house_apostrophe(text: str, written: str) -> str:
    """What the rules wrote (``qu'Anne``) with the text's own apostrophe: ``qu’Anne`` where
    the text writes only the typographic one (``qu’elle``)."""
    return written.replace("'", "’") if "’" in text and "'" not in text else written


def _bare(cand: str, lang, draft: Draft) -> str:
    """A candidate written with its preposition (PWS: ``du barman``, ``de Thomas``, ``celle de
    la femme``) as a bare noun phrase: ``le barman``, ``Thomas``, ``la femme``."""
    lower = cand.lower()
    for written, article in lang.possessives.PREPOSITIONAL_CANDIDATES:
        if lower.startswith(written) and len(cand) > len(written):
            draft.rule("candidate-preposition")
            return article + cand[len(written):]
    return cand


def _clitic(site: Site, draft: Draft, key: str, rest: str) -> None:
    """Move the verb (group) that the clitic stood before in front of the candidate."""
    lang = site.lang
    offset = len(site.after) - len(rest)
    verb_start = site.end + offset + (len(rest) - len(rest.lstrip()))
    token = site.token_at(verb_start)
    if token is not None and token.pos_ not in _VERB_TAGS:
        raise NotSubstitutable("not-a-clitic", f"{site.form!r} stands before "
                               f"{token.text!r}, read as {token.pos_}, not a verb: it is "
                               "not a clitic pronoun")
    source, participle = _verb_group(site, verb_start, rest)
    group = source
    if key in lang.clitics.DATIVE_CLITICS:
        draft.candidate = _with_preposition(lang.clitics.DATIVE_PREPOSITION, draft.candidate,
                                            lang, draft)
        draft.rule("dative")
    elif participle is not None:
        group = _undo_agreement(group, participle, lang.clitics, draft)
    prefix = site.before
    prefix, group = elide_seam(prefix, group, lang.elision, draft)
    draft.prefix = prefix + group + " "
    draft.continuation = site.text[verb_start + len(source):]
    draft.rule("clitic")


def _verb_group(site: Site, verb_start: int, rest: str) -> tuple[str, str | None]:
    """The verb the clitic stood before, with its participle in a compound tense, as written;
    and the participle (None for a simple tense or with être)."""
    clitics = site.lang.clitics
    verb, _, _ = next_word(rest)
    if not verb:
        raise NotSubstitutable("not-a-clitic", f"nothing follows {site.form!r}")
    lower = verb.lower()
    if lower not in clitics.AVOIR_FORMS | clitics.ETRE_FORMS:
        return verb, None
    text = site.text
    pos = verb_start + len(verb)
    while True:
        word, w_start, w_end = next_word(text[pos:])
        if not word:
            return text[verb_start:verb_start + len(verb)], None
        token = site.token_at(pos + w_start)
        if word.lower() in clitics.INSERTED_ADVERBS:
            pos += w_end
            continue
        if token is None or token.pos_ in _VERB_TAGS or (
                lower in clitics.AVOIR_FORMS and word.lower().endswith(clitics.PARTICIPLE_ENDINGS)):
            participle = word if lower in clitics.AVOIR_FORMS else None
            return text[verb_start:pos + w_end], participle
        return text[verb_start:verb_start + len(verb)], None


def _undo_agreement(group: str, participle: str, clitics, draft: Draft) -> str:
    """``a mise`` -> ``a mis``: the participle agreed with the clitic before it."""
    lower = participle.lower()
    if lower in clitics.MASCULINE_IN_S:
        return group
    for ending, masculine in clitics.PARTICIPLE_AGREEMENT:
        if lower.endswith(ending) and len(lower) > len(ending):
            fixed = participle[:-len(ending)] + masculine
            draft.rule("participle-agreement")
            return group[:len(group) - len(participle)] + fixed
    return group


def _possessive_here(site: Site) -> bool:
    """``leur`` is a possessive before a noun, a dative clitic before a verb."""
    token = site.token_at(site.start)
    return token is None or token.pos_ == "DET"


def _possessive(site: Site, draft: Draft) -> None:
    """``sa pinte vide`` -> ``la pinte vide`` (into the prefix) + ``du barman``."""
    lang = site.lang
    end, noun_gender = _noun_phrase_end(site)
    article = lang.possessives.POSSESSIVE_ARTICLES[site.form.lower()]
    if site.form.lower() == "leur" and noun_gender in lang.possessives.ARTICLES_BY_GENDER:
        article = lang.possessives.ARTICLES_BY_GENDER[noun_gender]
    moved = site.after[:end].strip()
    noun = moved.split()[-1].lower()
    if any(noun == word.lower().strip(",.") for word in draft.candidate.split()):
        raise NotSubstitutable("possessed-candidate", f"the candidate {draft.candidate!r} "
                               f"holds the possessed noun {noun!r}: {site.form!r} is not "
                               "the pronoun that refers to it")
    article, moved = elide_seam(article + " ", moved, lang.elision, draft)
    moved = article + moved
    prefix, moved = fuse_preposition(site.before, moved, lang.contractions, draft)
    draft.prefix = prefix + moved + " "
    draft.continuation = site.after[end:]
    bare = _bare(draft.candidate, lang, draft)
    draft.candidate = _with_preposition(lang.possessives.GENITIVE_PREPOSITION, bare, lang,
                                        draft)
    draft.rule("possessive")


def _noun_phrase_end(site: Site) -> tuple[int, str | None]:
    """Where the possessed noun phrase ends in ``site.after``, and the noun's gender, from
    the parse."""
    det = site.token_at(site.start)
    if det is None:
        word, _, end = next_word(site.after)
        if not word:
            raise NotSubstitutable("no-possessed-noun", f"no noun follows {site.form!r}")
        return end, None
    noun = det.head
    if noun.i <= det.i or noun.pos_ not in _NOUN_TAGS:
        raise NotSubstitutable("no-possessed-noun", f"{site.form!r} does not determine a "
                               f"noun after it (its head is {noun.text!r})")
    inside = {noun.i}
    stack = [noun]
    while stack:
        for child in stack.pop().children:
            if child.dep_ in _NP_DEPS and child.pos_ != "PUNCT":
                inside.add(child.i)
                stack.append(child)
    last = noun.i
    while last + 1 in inside:
        last += 1
    stop = det.doc[last]
    gender = noun.morph.get("Gender")
    return stop.idx + len(stop.text) - site.end, gender[0] if gender else None


def _with_preposition(prep: str, cand: str, lang, draft: Draft) -> str:
    """``de`` + ``le barman`` -> ``du barman``; ``de`` + ``Anne`` -> ``d'Anne``."""
    article, _, a_end = next_word(cand)
    fused = lang.contractions.get((prep, article.lower())) if article else None
    if fused is not None:
        draft.rule("contraction")
        return fused + cand[a_end:]
    joined, rest = elide_seam(prep + " ", cand, lang.elision, draft)
    return joined + rest


def unelide(prefix: str, elision, draft: Draft) -> str:
    """``... qu'`` -> ``... que ``: the elided word before the pronoun regains its vowel."""
    for apostrophe in elision.APOSTROPHES:
        if not prefix.endswith(apostrophe):
            continue
        word, start = last_word(prefix)
        short = word.lower().replace("’", "'")
        full = next((f for f, e in elision.ELIDING.items() if e == short), None)
        if short == elision.SI[1]:
            full = elision.SI[0]
        if full is not None:
            draft.rule("elision")
            return prefix[:start] + match_case(word, full) + " "
    return prefix


def elide_seam(prefix: str, following: str, elision, draft: Draft) -> tuple[str, str]:
    """``que`` + ``Anne`` -> ``qu'Anne``; ``je`` + ``ai`` -> ``j'ai``: a word ending the prefix
    elides before a vowel or a mute h."""
    word, start = last_word(prefix)
    if not word or prefix[start + len(word):] != " " or not following:
        return prefix, following
    elided = elision.ELIDING.get(word.lower())
    first, _, _ = next_word(following)
    if elided is None or not _vowel_start(first, elision):
        return prefix, following
    draft.rule("elision")
    return prefix[:start] + match_case(word, elided), following


def _vowel_start(word: str, elision) -> bool:
    if not word:
        return False
    if word[0] in "hH":
        return word.lower().strip("'’") not in elision.ASPIRATED_H
    return word[0] in elision.VOWELS
