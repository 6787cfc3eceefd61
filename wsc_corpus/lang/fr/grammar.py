"""The French grammar: elision, contractions, clitics moved after the verb, ``lui``/``leur``,
possessives, and the constructions of ``clitics.py`` (imperative, causative, inversion).

- ``qu'il`` -> ``que le chat`` (``qu'Anne``); ``s'il`` -> ``si Joël``; ``c'est`` -> ``Anne est``;
- ``je l'ai mis`` -> ``j'ai mis le chiffon``; ``on les a punis`` -> ``on a puni les lycéens``;
- ``lui a rendu`` -> ``a rendu au barman``; ``de lui`` -> ``de Jean``, ``à lui`` -> ``au garçon``;
- ``sa pinte vide`` -> ``la pinte vide du barman``, ``son amie`` -> ``l'amie de Marie``;
- ``ne le trouvait pas`` -> ``ne trouvait pas l'os``; ``lui a dit bonjour`` -> ``a dit
  bonjour à Claire``; ``y a mis les bonbons`` -> ``a mis les bonbons dans la boîte``;
  ``en a mangé trois`` -> ``a mangé trois des pommes``.
"""

from __future__ import annotations

import re

from wsc_corpus.lang.base import BaseGrammar
from wsc_corpus.lang.fr.inflect import inflector
from wsc_corpus.lang.fr.inversion import Inversion, inversion
from wsc_corpus.nlp.pronouns import analyse_pronoun
from wsc_corpus.occurrences import find_whole
from wsc_corpus.substitute.elision import elide_seam, house_apostrophe, unelide
from wsc_corpus.substitute.rules import (
    Draft,
    NotSubstitutable,
    Site,
    definite,
    fuse_preposition,
    strip_determiner,
)
from wsc_corpus.substitute.text import (
    capitalize_first,
    last_word,
    lower_first,
    match_case,
    next_word,
    starts_sentence,
)

_VERB_TAGS = ("VERB", "AUX")
_NOUN_TAGS = ("NOUN", "PROPN", "ADJ", "NUM")
# A direct object after the verb (``dit bonjour``: spaCy reads ``bonjour`` as xcomp).
_OBJECT_DEPS = ("obj", "xcomp")
# Dependents that belong to a possessed noun phrase (a relative clause or a conjunct does not).
_NP_DEPS = ("amod", "nmod", "case", "det", "fixed", "flat:name", "flat", "compound", "nummod")


class FrenchGrammar(BaseGrammar):
    """French substitution rules over the tables of ``wsc_corpus.lang.fr``."""

    def apply(self, site: Site, draft: Draft, index: int) -> None:
        _apply(site, draft, self)

    def noun_phrase_end(self, site: Site) -> int | None:
        """Where the noun phrase a possessive determines ends, from the parse."""
        return _noun_phrase_end(site)[0]


GRAMMAR = FrenchGrammar


def _apply(site: Site, draft: Draft, grammar: BaseGrammar) -> None:
    lang = site.lang
    form = site.form.lower()
    apostrophes = lang.elision.APOSTROPHES
    host = None
    split = grammar.split_clitic(site.form)  # the verb marked with its enclitic: donne-lui
    if split is not None and split[1].lower() in lang.object_clitics | \
            lang.clitics.ADVERBIAL_CLITICS and split[2] is None:
        host, form = split[0], split[1].lower()
    key = form.rstrip("".join(apostrophes))
    elided = form != key or site.after[:1] in apostrophes
    rest = site.after[1:] if site.after[:1] in apostrophes else site.after
    readings = lang.pronouns_by_form.get(key, ()) or lang.pronouns_by_form.get(key + "'", ())
    cases = {p.case for p in readings}
    if "poss_pron" in cases:
        _possessive_pronoun(site, draft, key)
        return
    if host is None and site.before.endswith("-") and key in lang.object_clitics | \
            lang.clitics.ADVERBIAL_CLITICS:
        host, _ = last_word(site.before[:-1])
    if "poss" in cases and host is None and _possessive_here(site):
        _possessive(site, draft)
        return
    draft.candidate = _bare(draft.candidate, lang, draft)
    previous, _ = last_word(site.before)
    preposition = _full_form(previous.lower(), lang.elision)
    if key in ("c", "ce"):
        draft.continuation = (" " if elided else "") + rest
        draft.rule("elision")
    elif host is not None:
        _enclitic(site, draft, key, host)
    elif cases & {"stressed"} and preposition in lang.clitics.PREPOSITIONS and \
            (site.before.endswith(" ") or previous.endswith(apostrophes)):
        prefix = unelide(site.before, lang.elision, draft)  # peur d'eux -> peur de + ...
        draft.prefix, draft.candidate = fuse_preposition(prefix, draft.candidate,
                                                         lang.contractions, draft)
        draft.rule("stressed")
    elif cases & {"stressed"} and _after_cleft(site):
        draft.rule("cleft")  # c'est lui qui -> c'est Marc qui
    elif cases & {"stressed"} and _compared(site, previous):
        draft.prefix = unelide(site.before, lang.elision, draft)  # qu'eux -> que les chiens
        draft.rule("comparison")
    elif key in lang.clitics.ACCUSATIVE_CLITICS or key in lang.clitics.DATIVE_CLITICS or \
            key in lang.clitics.ADVERBIAL_CLITICS:
        _clitic(site, draft, key, rest)
    elif cases & {"nom"} and inversion(site) is not None:
        _inverted_subject(site, draft, inversion(site))
    elif cases & {"nom"}:
        draft.prefix = unelide(site.before, lang.elision, draft)
    if not _written_unelided(site, draft.prefix, draft.candidate):
        draft.prefix, draft.candidate = elide_seam(draft.prefix, draft.candidate,
                                                   lang.elision, draft)
    draft.prefix, draft.candidate, draft.continuation = (
        house_apostrophe(site.text, part)
        for part in (draft.prefix, draft.candidate, draft.continuation))


def _inverted_subject(site: Site, draft: Draft, found: Inversion) -> None:
    """An inverted subject pronoun: in a reporting clause the candidate follows the verb
    (``, dit-il.`` -> ``, dit le garçon.``); elsewhere it goes before the verb group and the
    pronoun stays after the verb (complex inversion, Grevisse §396: ``Étaient-ils inquiets ?``
    -> ``Les voisins étaient-ils inquiets ?``), re-inflected with the verb for the candidate
    (``Draft.moved``)."""
    text = site.text
    if found.incise:
        draft.prefix = text[:found.host_end] + " "
        draft.rule("inversion-incise")
        return
    at_start = starts_sentence(text[:found.group_start])
    group = text[found.group_start:site.start]
    draft.prefix = text[:found.group_start]
    draft.candidate = capitalize_first(draft.candidate) if at_start else draft.candidate
    draft.continuation = " " + (lower_first(group) if at_start else group) + site.form + \
        site.after
    draft.moved = (found.group_start, 1)
    draft.rule("complex-inversion")


def _written_unelided(site: Site, prefix: str, cand: str) -> bool:
    """Whether the text itself writes the word ending ``prefix`` unelided before the
    candidate's first word (``plus grand que Hugo`` -> ``que Hugo``, not ``qu'Hugo``): usage
    varies before names in h and vowels (Grevisse), and the text shows its own."""
    word, _ = last_word(prefix)
    first, _, _ = next_word(cand)
    if not word or not first or word.lower() not in site.lang.elision.ELIDING:
        return False
    return find_whole(site.text.lower(), f"{word.lower()} {first.lower()}") is not None


def _full_form(word: str, elision) -> str:
    """An elided word's full form (``d'`` -> ``de``); other words as they are."""
    short = word.replace("’", "'")
    return next((f for f, e in elision.ELIDING.items() if e == short), word)


def _compared(site: Site, previous: str) -> bool:
    """Whether the pronoun is the second term of a comparison (``plus vite que lui.``,
    ``moins qu'eux.``): after ``que``, read as stressed by the pronoun analysis (at the end of
    its clause)."""
    if previous.lower().replace("’", "'") not in site.lang.clitics.COMPARATIVES:
        return False
    found = analyse_pronoun(site.form, site.lang.code, site.before[-40:], site.after[:40])
    return found.position == "stressed" or all(r.case == "stressed" for r in found.readings)


def _after_cleft(site: Site) -> bool:
    """Whether the pronoun is the focus of a cleft (``c'est lui qui``, ``ce sont eux que``)."""
    before = " ".join(site.before.lower().replace("’", "'").split())
    return before.endswith(site.lang.clitics.CLEFTS)


def _enclitic(site: Site, draft: Draft, key: str, host: str) -> None:
    """An affirmative imperative: the clitic after its verb and a hyphen (``Rends-la
    immédiatement`` -> ``Rends la balle immédiatement``; ``Donne-lui à manger`` -> ``Donne à
    manger au chien``; ``vas-y`` -> ``va au marché``)."""
    lang = site.lang
    clitics = lang.clitics
    attached = "-" in site.form
    host_start = site.start if attached else len(site.before) - len(host) - 1
    pos = site.end
    verb = host
    if site.text[pos:pos + 1] == "-":
        second, _, second_end = next_word(site.text[pos + 1:])
        if key not in clitics.ACCUSATIVE_CLITICS or \
                second.lower() not in clitics.IMPERATIVE_SECOND:
            raise NotSubstitutable("no-rule", f"{site.form!r} is followed by another "
                                   "enclitic: no rule orders these clitics after an imperative")
        # rends-le-lui -> rends-lui le livre: the dative stays with the verb, the object
        # follows it (Grevisse §682)
        end = pos + 1 + second_end
        draft.prefix = site.text[:host_start] + verb + "-" + site.text[pos + 1:end] + " "
        draft.continuation = site.text[end:]
        draft.rule("clitic-cluster")
        draft.rule("enclitic")
        return
    if key in clitics.ADVERBIAL_CLITICS and verb.lower().endswith(clitics.EUPHONIC_S_HOSTS):
        verb = verb[:-1]  # vas-y -> va, manges-en -> mange
        draft.rule("euphonic-s")
    end = pos
    if key in clitics.DATIVE_CLITICS:
        draft.candidate = _with_preposition(clitics.DATIVE_PREPOSITION, draft.candidate, lang,
                                            draft)
        draft.rule("dative")
    elif key in clitics.ADVERBIAL_CLITICS:
        draft.candidate = _adverbial_phrase(site, draft, key, pos)
        draft.rule("adverbial-clitic")
    if key in clitics.DATIVE_CLITICS or key in clitics.ADVERBIAL_CLITICS:
        end = _adverbs_end(site, end)
        lemma = site.token_at(host_start)
        lemma = lemma.lemma_.lower() if lemma is not None else verb.lower()
        if not (key == lang.adverbial_clitics.LOCATIVE and
                lemma in lang.adverbial_clitics.Y_NO_OBJECT):
            end = _complement_end(site, _object_end(site, end, key))
    quantifier, q_start, q_end = next_word(site.text[end:])
    if key in clitics.ACCUSATIVE_CLITICS and q_start == 1 and \
            quantifier.lower() in clitics.FLOATING_QUANTIFIERS:  # cueille-les toutes
        _floating_before_candidate(site, quantifier, draft)
        draft.continuation = site.text[end + q_end:]
    else:
        draft.continuation = site.text[end:]
    draft.prefix = site.text[:host_start] + verb + site.text[pos:end] + " "
    draft.rule("enclitic")


def _complement_end(site: Site, pos: int) -> int:
    """Past an infinitive complement introduced by ``à``/``de`` (``donne-lui à manger``)."""
    prep, p_start, p_end = next_word(site.text[pos:])
    if prep.lower() not in site.lang.clitics.INFINITIVE_MARKERS or p_start != 1:
        return pos
    verb, v_start, v_end = next_word(site.text[pos + p_end:])
    if v_start == 1 and verb.lower().endswith(site.lang.clitics.INFINITIVE_ENDINGS):
        return pos + p_end + v_end
    return pos


def _adverbs_end(site: Site, pos: int) -> int:
    """Past the adverbs that stand right after the verb (``s'intéresse beaucoup``): the phrase
    that replaces the clitic goes after them."""
    while True:
        word, w_start, w_end = next_word(site.text[pos:])
        if w_start != 1 or word.lower() not in site.lang.clitics.VERB_ADVERBS:
            return pos
        pos += w_end


def _possessive_pronoun(site: Site, draft: Draft, key: str) -> None:
    """``le sien`` -> ``celui de Paul``, ``à la sienne`` -> ``à celle de Claire``, ``du
    sien`` -> ``de celui de Pierre``: a demonstrative + ``de`` + the owner."""
    lang = site.lang
    table = lang.possessives
    words = key.split()
    prefix = site.before
    if len(words) == 1:  # the article before the marked pronoun: le [sien]
        article, start = last_word(site.before)
        words = [article.lower(), *words]
        prefix = site.before[:start]
    prep = None
    if words[0] in table.FUSED_ARTICLES:
        prep, article = table.FUSED_ARTICLES[words[0]]
        words = [article, *words[1:]]
    elif len(words) == 3:  # à la sienne
        prep, words = words[0], words[1:]
    demonstrative = table.POSSESSIVE_PRONOUNS.get(tuple(words[-2:]))
    if demonstrative is None:
        raise NotSubstitutable("no-rule", f"no rule for the possessive pronoun {site.form!r}")
    owner = _with_preposition(table.GENITIVE_PREPOSITION, _bare(draft.candidate, lang, draft),
                              lang, draft)
    phrase = f"{demonstrative} {owner}"
    if prep is not None:
        phrase = _with_preposition(prep, phrase, lang, draft)
    draft.prefix = prefix
    draft.candidate = match_case(site.form, phrase)
    draft.rule("possessive-pronoun")
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
    second = _second_clitic(key, rest.lstrip(), lang.clitics)  # la lui a donnée: lui stays
    if second:
        verb_start += len(second)
        rest = " " + rest.lstrip()[len(second):]
        draft.rule("clitic-cluster")
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
    group = _floating_before_candidate(site, group, draft)
    if participle is not None and not adverbial and key not in lang.clitics.DATIVE_CLITICS:
        group = _undo_agreement(group, participle, lang.clitics, draft)
    causative = _causative_end(site, end)
    if causative is not None:  # lui a fait visiter, la faire réparer
        group += site.text[end:causative]
        end = causative
        draft.rule("causative")
    quantity = _quantity_end(site, end) if key == lang.adverbial_clitics.PARTITIVE else None
    if quantity is None:  # s'y intéresse beaucoup -> s'intéresse beaucoup à ...
        adverbs = _adverbs_end(site, end)
        group += site.text[end:adverbs]
        end = adverbs
    if quantity is not None:  # en faire plus -> faire plus de biscuits
        draft.candidate = _with_preposition(
            lang.adverbial_clitics.EN_PREPOSITION,
            strip_determiner(definite(draft.candidate, lang), lang), lang, draft)
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
    first = source.split(" ", 1)[0].lower()
    if ((adverbial and quantity is None) or key in lang.clitics.DATIVE_CLITICS) and \
            "negated-partitive" not in draft.rules and \
            first not in lang.clitics.ETRE_FORMS and not (  # est allé: no direct object
                key == lang.adverbial_clitics.LOCATIVE and
                _verb_lemma(site, end) in lang.adverbial_clitics.Y_NO_OBJECT):
        moved_to = _object_end(site, end, key)
        if key in lang.clitics.DATIVE_CLITICS and \
                next_word(site.text[moved_to:])[0].lower() == lang.clitics.DATIVE_PREPOSITION:
            moved_to = _complement_end(site, moved_to)  # lui donne à boire -> donne à boire à

        if moved_to > end:
            group += site.text[end:moved_to]
            end = moved_to
            draft.rule("after-object")
    prefix = _unelide_clitic(site.before, lang.elision, draft)
    group = second + group
    prefix, group = elide_seam(prefix, group, lang.elision, draft)
    draft.prefix = prefix + group + " "
    draft.continuation = site.text[end:]
    draft.rule("clitic")


def _floating_before_candidate(site: Site, group: str, draft: Draft) -> str:
    """``les a toutes lues`` -> ``a lu toutes les lettres``: a floating quantifier of the
    clitic goes before the noun phrase that replaces it, in the candidate's gender
    (Grevisse §994)."""
    clitics = site.lang.clitics
    words = group.split(" ")
    found = [w for w in words if w.lower() in clitics.FLOATING_QUANTIFIERS]
    if not found:
        return group
    from wsc_corpus.nlp.lexicon import lexicon

    nouns = lexicon(site.lang.code)
    head = draft.candidate.split()[-1] if draft.candidate.split() else ""
    gender = nouns.gender(head) if nouns is not None and head else None
    draft.candidate = clitics.FLOATING_QUANTIFIERS_BY_GENDER[gender == "f"] + " " + \
        draft.candidate
    draft.rule("floating-quantifier")
    return " ".join(w for w in words if w not in found)


def _second_clitic(key: str, rest: str, clitics) -> str:
    """The clitic after a direct-object clitic, which stays before the verb when the first
    is replaced (``la lui a donnée`` -> ``lui a donné la lettre``, ``les y a mis`` -> ``y a
    mis les clés``): ``rest`` up to the verb, or ``""``."""
    if key not in clitics.ACCUSATIVE_CLITICS:
        return ""
    found = re.match(r"(\w+) ", rest)
    return found.group(0) if found and found.group(1).lower() in clitics.SECOND_CLITICS \
        else ""


def _causative_end(site: Site, pos: int) -> int | None:
    """Where the infinitive after a causative verb ending the group ends (``a fait
    visiter``, ``faire réparer``), or None."""
    clitics = site.lang.clitics
    verb, _ = last_word(site.text[:pos])
    if verb.lower() not in clitics.CAUSATIVE_FORMS:
        return None
    word, w_start, w_end = next_word(site.text[pos:])
    if w_start != 1 or not word.lower().endswith(clitics.INFINITIVE_ENDINGS) or \
            word.lower() in site.lang.pronoun_contexts.NOT_VERBS:
        return None
    return pos + w_end


def _negated(site: Site) -> bool:
    """Whether the clitic stands after ``ne``, maybe across other clitics before the verb
    (``n'en a pas mangé``, ``ne s'en sert jamais``, ``n'y en a plus``)."""
    negation = site.lang.negation
    words = re.findall(r"[\w-]+['’]?", site.before.lower())
    while words and _full_form(words[-1], site.lang.elision) in negation.PREVERBAL_CLITICS:
        words.pop()
    return bool(words) and words[-1] in negation.NEGATION_PARTICLES


def _without_article(cand: str, lang) -> str:
    """The candidate without its article, elided or not (``l'eau`` -> ``eau``)."""
    for elided in lang.noun_phrases.ELIDED_ARTICLES.values():
        for apostrophe in lang.elision.APOSTROPHES:
            short = elided.replace("'", apostrophe)
            if cand.lower().startswith(short) and len(cand) > len(short):
                return cand[len(short):]
    return strip_determiner(cand, lang)


def _read_as_clitic(site: Site) -> bool:
    """Whether the pronoun is a clitic though the parse reads the next word as no verb
    (``ne le mange plus``: ``mange`` tagged NOUN): it follows ``ne`` or a subject pronoun
    (``elle en lit``), ``leur`` stands before an infinitive, the pronoun before a gérondif
    (``en le regardant``), the next word carries an inverted
    subject (``l'as-tu vu``), or the parse makes the pronoun itself an object."""
    if _negated(site) or _after_subject(site) or _dative_before_infinitive(site) or \
            _before_gerund(site):
        return True
    after = site.after.lstrip("".join(site.lang.elision.APOSTROPHES))
    verb, _, _ = next_word(after)
    if verb.lower().endswith(site.lang.clitics.INVERTED_SUBJECTS):
        return True
    own = site.token_at(site.start)
    return own is not None and own.dep_ in ("obj", "iobj")


def _after_subject(site: Site) -> bool:
    """Whether the pronoun follows a subject pronoun (``elle en lit``): a clitic then."""
    previous, _ = last_word(site.before)
    return any(p.case == "nom" for p in site.lang.pronouns_by_form.get(previous.lower(), ()))


def _before_gerund(site: Site) -> bool:
    """Whether the pronoun stands between ``en`` and a present participle (``en le
    voyant``), which the parse may read as a noun."""
    previous, _ = last_word(site.before)
    word, _, _ = next_word(site.after)
    lexicon = inflector()
    return previous.lower() == site.lang.clitics.GERUND_MARK and lexicon is not None and \
        any("ppre" in r.feats.get("pos", frozenset()) for r in lexicon.analyse(word.lower()))


def _dative_before_infinitive(site: Site) -> bool:
    """``leur`` before a word the lexicon reads as an infinitive, where that word is no noun
    or follows a verb (``a décidé de leur écrire``, ``est venu leur parler``, ``voulait leur
    sourire``): the dative clitic, not the possessive (``de leur père``, ``parle de leur
    dîner``)."""
    lexicon = inflector()
    if site.form.lower() not in site.lang.clitics.DATIVE_CLITICS or lexicon is None:
        return False
    word, _, _ = next_word(site.after)
    readings = [r.feats.get("pos", frozenset()) for r in lexicon.analyse(word.lower())]
    if not any("infi" in pos for pos in readings):
        return False
    if not any("nom" in pos for pos in readings):
        return True
    previous, p_start = last_word(site.before)
    token = site.token_at(p_start) if previous else None
    return token is not None and token.pos_ in _VERB_TAGS


def _quantity_end(site: Site, pos: int) -> int | None:
    """Where a quantity adverb that ``en`` completes ends after the verb group (``faire
    plus``, ``avait tout simplement pas assez``), or None. After ``ne`` the first negation
    adverb is the negation's (``n'en avait plus beaucoup``: ``plus`` is a quantity only
    where none follows, ``n'en a plus``)."""
    table = site.lang.adverbial_clitics
    end = pos
    negation, fallback = _negated(site), None
    while True:
        word, w_start, w_end = next_word(site.text[end:])
        lower = word.lower()
        if site.text[end:end + w_start] != " ":
            return fallback
        if negation and lower in site.lang.negation.NEGATION_ADVERBS:
            negation = False
            end += w_end
            fallback = end if lower in table.EN_QUANTITY_ADVERBS else None
            continue
        if lower in table.EN_QUANTITY_ADVERBS:
            return end + w_end
        if lower not in table.EN_SKIPPED:
            return fallback
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
    cand = definite(draft.candidate, lang)
    first, _, _ = next_word(cand)
    if key == table.LOCATIVE and first.lower() in table.PLACE_PREPOSITIONS | table.FUSED_PLACES:
        return cand  # PWS writes the place with its preposition: sous l'arbre
    if key == table.PARTITIVE:
        if _negated(site) and _verb_lemma(site, group_end) not in table.EN_DE_VERBS:
            draft.rule("negated-partitive")  # n'en a pas mangé -> n'a pas mangé de soupe
            return _with_preposition(table.EN_PREPOSITION, _without_article(cand, lang), lang,
                                     draft)
        prep = table.EN_PREPOSITION
    else:
        prep = table.Y_PREPOSITIONS.get(_verb_lemma(site, group_end)) or \
            _mention_preposition(site, cand, table) or table.Y_DEFAULT_PREPOSITION
    return _with_preposition(prep, cand, lang, draft)


def _verb_lemma(site: Site, group_end: int) -> str:
    """The lemma of the verb ending the group (the participle of a compound tense), from the
    parse, or the lexicon where the parse reads no verb; the word itself without either. The
    negation adverbs after it are skipped."""
    text = site.text[:group_end]
    word, w_start = last_word(text)
    while word.lower() in site.lang.negation.NEGATION_ADVERBS and w_start > site.end:
        word, w_start = last_word(text[:w_start])
    token = site.token_at(w_start)
    if token is not None and token.pos_ in _VERB_TAGS:
        return token.lemma_.lower()
    lexicon = inflector()  # a verb the parse reads as a noun (s'en approche)
    verbs = [r.lemma for r in lexicon.analyse(word.lower())
             if "tense" in r.feats or "ppas" in r.feats.get("pos", ())] \
        if lexicon is not None else []
    return verbs[0] if verbs else token.lemma_.lower() if token is not None else word.lower()


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
    return _noun_phrase_after(site, pos, token)


def _noun_phrase_after(site: Site, pos: int, token) -> int:
    """Where a noun phrase the parse misses ends (``écris-lui une lettre``, ``fait servir du
    vin``): a determiner and its noun, with the adjectives after it; a noun of a set phrase
    (``rends-lui visite``). A time phrase (``ce soir``) is no object: ``pos``."""
    clitics = site.lang.clitics
    text = site.text
    word, w_start, w_end = next_word(text[pos:])
    lower = word.lower()
    if lower in clitics.BARE_OBJECTS:
        return pos + w_end
    if lower not in site.lang.noun_determiners and lower not in clitics.PARTITIVE_ARTICLES:
        return pos
    end = pos + w_end
    if "'" in lower or "’" in lower:  # de l'eau: the noun is in the same word
        return end
    if lower == "de":  # de la soupe
        article, a_start, a_end = next_word(text[end:])
        elided = article.lower()[:2] in site.lang.noun_determiners  # de l'eau
        if a_start != 1 or not (elided or article.lower() in site.lang.noun_determiners):
            return pos
        end += a_end
        if elided:
            return end
    noun, n_start, n_end = next_word(text[end:])
    if n_start != 1 or noun.lower() in clitics.TIME_NOUNS:
        return pos
    end += n_end
    while True:
        word, w_start, w_end = next_word(text[end:])
        found = site.token_at(end + w_start)
        if w_start != 1 or found is None or found.pos_ != "ADJ":
            return end
        end += w_end


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
    inverted = next((s for s in clitics.INVERTED_SUBJECTS if lower.endswith(s)), None)
    if inverted is not None:  # l'a-t-il vendu: the subject after the auxiliary
        lower = lower[:-len(inverted)]
    if lower not in clitics.AVOIR_FORMS | clitics.ETRE_FORMS:
        return verb + _negation(site, verb_start + len(verb)), None
    text = site.text
    pos = verb_start + len(verb)
    while True:
        word, w_start, w_end = next_word(text[pos:])
        if not word:
            return text[verb_start:verb_start + len(verb)], None
        token = site.token_at(pos + w_start)
        if word.lower() in clitics.INSERTED_ADVERBS | clitics.FLOATING_QUANTIFIERS:
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
    if not _negated(site):
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
    """``leur`` is a possessive before a noun, a dative clitic before a verb (an infinitive,
    a gérondif's participle)."""
    token = site.token_at(site.start)
    word, w_start, _ = next_word(site.after)
    following = word.lower()
    inverted = following.endswith(site.lang.clitics.INVERTED_SUBJECTS)  # Leur as-tu parlé ?
    verb = site.token_at(site.end + w_start) if word else None
    if verb is not None and verb.pos_ in _VERB_TAGS and "Fin" in verb.morph.get("VerbForm"):
        return False  # il leur faut, le film leur a plu: the dative before a finite verb
    return (token is None or token.pos_ == "DET") and not _dative_before_infinitive(site) \
        and not _before_gerund(site) and not inverted


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
