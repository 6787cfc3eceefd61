"""French: elision, contractions, clitics moved after the verb, ``lui``/``leur``, possessives.

- ``qu'il`` -> ``que le chat`` (``qu'Anne``); ``s'il`` -> ``si Joël``; ``c'est`` -> ``Anne est``;
- ``je l'ai mis`` -> ``j'ai mis le chiffon``; ``on les a punis`` -> ``on a puni les lycéens``;
- ``lui a rendu`` -> ``a rendu au barman``; ``de lui`` -> ``de Jean``, ``à lui`` -> ``au garçon``;
- ``sa pinte vide`` -> ``la pinte vide du barman``, ``son amie`` -> ``l'amie de Marie``;
- ``ne le trouvait pas`` -> ``ne trouvait pas l'os``; ``lui a dit bonjour`` -> ``a dit
  bonjour à Claire``; ``y a mis les bonbons`` -> ``a mis les bonbons dans la boîte``;
  ``en a mangé trois`` -> ``a mangé trois des pommes``.
"""

from __future__ import annotations

from wsc_corpus.occurrences import find_whole
from wsc_corpus.substitute.elision import elide_seam, house_apostrophe, unelide
from wsc_corpus.substitute.rules import (
    Draft,
    NotSubstitutable,
    Site,
    fuse_preposition,
    strip_determiner,
)
from wsc_corpus.substitute.text import last_word, match_case, next_word

_VERB_TAGS = ("VERB", "AUX")
_NOUN_TAGS = ("NOUN", "PROPN", "ADJ", "NUM")
# A direct object after the verb (``dit bonjour``: spaCy reads ``bonjour`` as xcomp).
_OBJECT_DEPS = ("obj", "xcomp")
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
    elif key in lang.clitics.ACCUSATIVE_CLITICS or key in lang.clitics.DATIVE_CLITICS or \
            key in lang.clitics.ADVERBIAL_CLITICS:
        _clitic(site, draft, key, rest)
    elif cases & {"nom"}:
        draft.prefix = unelide(site.before, lang.elision, draft)
    draft.prefix, draft.candidate = elide_seam(draft.prefix, draft.candidate, lang.elision,
                                               draft)
    draft.prefix, draft.candidate, draft.continuation = (
        house_apostrophe(site.text, part)
        for part in (draft.prefix, draft.candidate, draft.continuation))


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
    """Move the verb (group) that the clitic stood before in front of the candidate; with a
    simple tense the negation adverb too (``ne trouvait pas l'os``); a dative, ``y`` or
    ``en`` also after the direct object that follows (``a dit bonjour à Claire``)."""
    lang = site.lang
    offset = len(site.after) - len(rest)
    verb_start = site.end + offset + (len(rest) - len(rest.lstrip()))
    token = site.token_at(verb_start)
    adverbial = key in lang.clitics.ADVERBIAL_CLITICS
    if adverbial:
        _check_adverbial(site, key, rest, token)
    if token is not None and token.pos_ not in _VERB_TAGS and not _read_as_clitic(site):
        raise NotSubstitutable("not-a-clitic", f"{site.form!r} stands before "
                               f"{token.text!r}, read as {token.pos_}, not a verb: it is "
                               "not a clitic pronoun")
    source, participle = _verb_group(site, verb_start, rest)
    group = source
    end = verb_start + len(source)
    quantity = _quantity_end(site, end) if key == lang.adverbial_clitics.PARTITIVE else None
    if quantity is not None:  # en faire plus -> faire plus de biscuits
        draft.candidate = _with_preposition(
            lang.adverbial_clitics.EN_PREPOSITION,
            strip_determiner(_definite(draft.candidate, lang), lang), lang, draft)
        group += site.text[end:quantity]
        end = quantity
        draft.rule("adverbial-clitic")
    elif adverbial:
        draft.candidate = _adverbial_phrase(site, draft, key, end)
        draft.rule("adverbial-clitic")
    elif key in lang.clitics.DATIVE_CLITICS:
        draft.candidate = _with_preposition(lang.clitics.DATIVE_PREPOSITION, draft.candidate,
                                            lang, draft)
        draft.rule("dative")
    elif participle is not None:
        group = _undo_agreement(group, participle, lang.clitics, draft)
    first = source.split(" ", 1)[0].lower()
    if ((adverbial and quantity is None) or key in lang.clitics.DATIVE_CLITICS) and \
            first not in lang.clitics.ETRE_FORMS and not (  # est allé: no direct object
                key == lang.adverbial_clitics.LOCATIVE and
                _verb_lemma(site, end) in lang.adverbial_clitics.Y_NO_OBJECT):
        moved_to = _object_end(site, end, key)
        if moved_to > end:
            group += site.text[end:moved_to]
            end = moved_to
            draft.rule("after-object")
    prefix = _unelide_clitic(site.before, lang.elision, draft)
    prefix, group = elide_seam(prefix, group, lang.elision, draft)
    draft.prefix = prefix + group + " "
    draft.continuation = site.text[end:]
    draft.rule("clitic")


def _read_as_clitic(site: Site) -> bool:
    """Whether the pronoun is a clitic though the parse reads the next word as no verb
    (``ne le mange plus``: ``mange`` tagged NOUN): it follows ``ne``, or the parse makes
    the pronoun itself an object."""
    words = site.before.lower().split()
    if words and words[-1] in site.lang.negation.NEGATION_PARTICLES:
        return True
    own = site.token_at(site.start)
    return own is not None and own.dep_ in ("obj", "iobj")


def _quantity_end(site: Site, pos: int) -> int | None:
    """Where a quantity adverb that ``en`` completes ends after the verb group (``faire
    plus``, ``avait tout simplement pas assez``), or None."""
    table = site.lang.adverbial_clitics
    end = pos
    while True:
        word, w_start, w_end = next_word(site.text[end:])
        lower = word.lower()
        if site.text[end:end + w_start] != " ":
            return None
        if lower in table.EN_QUANTITY_ADVERBS:
            return end + w_end
        if lower not in table.EN_SKIPPED:
            return None
        end += w_end


def _check_adverbial(site: Site, key: str, rest: str, token) -> None:
    """``il y a`` (there is) and ``en`` + gerund (``en mangeant``) are no clitics."""
    table = site.lang.adverbial_clitics
    previous, _ = last_word(site.before)
    if key == table.LOCATIVE and previous.lower() == "il" and \
            rest.lstrip().lower().startswith(table.EXISTENTIAL) \
            and not _participle_after(site, rest):
        raise NotSubstitutable("not-a-clitic", f"{site.form!r} is part of an existential "
                               "'il y a': it refers to nothing")
    word, _, _ = next_word(rest)
    if word.lower().endswith("ant") and (token is None or "Part" in token.morph.get(
            "VerbForm") or token.pos_ not in _VERB_TAGS):
        raise NotSubstitutable("not-a-clitic", f"{site.form!r} + {word!r} is a gerund, "
                               "not a clitic before a verb")


def _participle_after(site: Site, rest: str) -> bool:
    """Whether the word after ``a``/``avait`` is a participle (``il y a mis``: a compound
    tense, not the existential ``il y a deux ans``)."""
    _, _, aux_end = next_word(rest)
    word, w_start, _ = next_word(rest[aux_end:])
    token = site.token_at(len(site.text) - len(rest) + aux_end + w_start)
    if token is not None:
        return token.pos_ == "VERB"
    return word.lower() in site.lang.clitics.MASCULINE_IN_S or \
        word.lower().endswith(site.lang.clitics.PARTICIPLE_ENDINGS)


def _adverbial_phrase(site: Site, draft: Draft, key: str, group_end: int) -> str:
    """``en`` -> ``de`` + the candidate, ``y`` -> the preposition of the verb or of the
    candidate's mention + the candidate, its indefinite article made definite."""
    lang = site.lang
    table = lang.adverbial_clitics
    cand = _definite(draft.candidate, lang)
    first, _, _ = next_word(cand)
    if key == table.LOCATIVE and first.lower() in table.PLACE_PREPOSITIONS | table.FUSED_PLACES:
        return cand  # PWS writes the place with its preposition: sous l'arbre
    if key == table.PARTITIVE:
        prep = table.EN_PREPOSITION
    else:
        prep = table.Y_PREPOSITIONS.get(_verb_lemma(site, group_end)) or \
            _mention_preposition(site, cand, table) or table.Y_DEFAULT_PREPOSITION
    return _with_preposition(prep, cand, lang, draft)


def _verb_lemma(site: Site, group_end: int) -> str:
    """The lemma of the verb ending the group (the participle of a compound tense), from the
    parse; the word itself without one. The negation adverbs after it are skipped."""
    text = site.text[:group_end]
    word, w_start = last_word(text)
    while word.lower() in site.lang.negation.NEGATION_ADVERBS and w_start > site.end:
        word, w_start = last_word(text[:w_start])
    token = site.token_at(w_start)
    return token.lemma_.lower() if token is not None else word.lower()


def _mention_preposition(site: Site, cand: str, table) -> str | None:
    """The place preposition the candidate stands after in the sentence (``sur la table``)."""
    words = cand.split(" ", 1)
    found = find_whole(site.text[:site.start], words[-1])
    if found is None:
        return None
    before = site.text[:found[0]].split()
    for word in reversed(before[-2:]):
        if word.lower() in table.PLACE_PREPOSITIONS:
            return word.lower()
    return None


def _definite(cand: str, lang) -> str:
    """``des pommes`` -> ``les pommes``, ``un gâteau`` -> ``le gâteau`` (what ``de`` and
    ``à`` take); other candidates as they are."""
    first, _, end = next_word(cand)
    indefinite = {a.form: a for a in lang.articles if not a.definite}
    article = indefinite.get(first.lower())
    if article is None:
        return cand
    table = lang.noun_phrases
    definite = table.DEFINITE.get((article.gender, article.number)) or \
        table.DEFINITE.get((None, article.number))
    rest = cand[end:].lstrip()
    if definite in table.ELIDED_ARTICLES and rest[:1] in table.VOWELS:
        return table.ELIDED_ARTICLES[definite] + rest
    return f"{definite} {rest}"


def _object_end(site: Site, pos: int, key: str) -> int:
    """Where the direct object right after the verb group ends (``dit bonjour``, ``mis les
    bonbons``; for ``en`` a quantifier, ``mangé trois``), else ``pos``."""
    word, w_start, w_end = next_word(site.text[pos:])
    if not word or site.text[pos:pos + w_start] != " ":
        return pos
    token = site.token_at(pos + w_start)
    if token is not None:
        node = token
        while node.dep_ not in (*_OBJECT_DEPS, "ROOT") and node.head.i != node.i and \
                node.head.idx >= token.idx:
            node = node.head
        if node.dep_ in _OBJECT_DEPS and node.pos_ in _NOUN_TAGS + ("PRON",) and \
                node.left_edge.i == token.i:
            last = node.right_edge
            while last.i > token.i and last.is_punct:
                last = last.nbor(-1)
            return last.idx + len(last.text)
    table = site.lang.adverbial_clitics
    if key == table.PARTITIVE and word.lower() in table.EN_QUANTIFIERS:
        return pos + w_end
    return pos


def _unelide_clitic(prefix: str, elision, draft: Draft) -> str:
    """``il s'`` (before ``en``/``y``) -> ``il se ``, ``n'`` -> ``ne ``: the clitic is gone,
    the elided word before it gets its vowel back (and elides again before a vowel)."""
    if not prefix.endswith(elision.APOSTROPHES):
        return prefix
    word, start = last_word(prefix)
    short = word.lower().replace("’", "'")
    full = next((f for f, e in elision.ELIDING.items() if e == short), None)
    if full is None:
        return prefix
    draft.rule("elision")
    return prefix[:start] + match_case(word, full) + " "


def _verb_group(site: Site, verb_start: int, rest: str) -> tuple[str, str | None]:
    """The verb the clitic stood before, with its participle in a compound tense, as written;
    and the participle (None for a simple tense or with être)."""
    clitics = site.lang.clitics
    verb, _, _ = next_word(rest)
    if not verb:
        raise NotSubstitutable("not-a-clitic", f"nothing follows {site.form!r}")
    lower = verb.lower()
    if lower not in clitics.AVOIR_FORMS | clitics.ETRE_FORMS:
        return verb + _negation(site, verb_start + len(verb)), None
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


def _negation(site: Site, pos: int) -> str:
    """The negation adverbs after a simple-tense verb whose clitic stood after ``ne``
    (`` pas`` in ``ne le trouvait pas``), as written; '' when none."""
    negation = site.lang.negation
    words = site.before.lower().split()
    if not words or words[-1] not in negation.NEGATION_PARTICLES:
        return ""
    end = pos
    while True:
        word, w_start, w_end = next_word(site.text[end:])
        if word.lower() not in negation.NEGATION_ADVERBS or site.text[end:end + w_start] != " ":
            return site.text[pos:end]
        end += w_end


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
