"""The Portuguese grammar: contractions, ``dele``/``nele``, clitics, ``lhe``, possessives,
names.

- ``através dela`` -> ``através da fenda``; ``mais deles`` -> ``mais biscoitos de aveia``;
- ``removê-la`` -> ``remover a goma de mascar``; ``vendem-no`` -> ``vendem o carro``;
- ``o coloquei no lixo`` -> ``coloquei o pano no lixo``; ``lhe deu`` -> ``deu ao menino``;
- ``sua taça vazia`` -> ``a taça vazia do Jim``; ``em suas costas`` -> ``nas costas da menina``;
- a name after ``de`` takes its article (``da Emma``) except after a verb governing ``de``
  (``cuidar de John``).
"""

from __future__ import annotations

import re

from wsc_corpus.lang.base import BaseGrammar
from wsc_corpus.nlp.pronouns import analyse_pronoun
from wsc_corpus.substitute.rules import (
    Draft,
    NotSubstitutable,
    Site,
    article_sets,
    drop_article,
    fuse_preposition,
    is_name,
    move_after,
    with_preposition,
)
from wsc_corpus.substitute.text import last_word, match_case, next_word

_QUOTED = re.compile(r"^\s*([\"“][^\"”]*[\"”])")
_DE_FORMS = frozenset({"de", "do", "da", "dos", "das"})
# The intensive ``próprio`` right after a subject pronoun, and its forms by gender and number.
_PROPRIO = re.compile(r"^ (próprio|própria|próprios|próprias)(?= )", re.IGNORECASE)
INTENSIVE_PROPRIO = {("m", "sg"): "próprio", ("f", "sg"): "própria", ("m", "pl"): "próprios",
                     ("f", "pl"): "próprias"}


class PortugueseGrammar(BaseGrammar):
    """Portuguese substitution rules over the tables of ``wsc_corpus.lang.pt``."""

    def apply(self, site: Site, draft: Draft, index: int) -> None:
        _apply(site, draft, index)

    def noun_phrase_end(self, site: Site) -> int | None:
        """Where the possessed noun phrase ends: the noun, its adjectives, its de phrases."""
        return _noun_phrase_end(site)

    def infinitive_follows(self, text: str) -> bool:
        from wsc_corpus.lang.pt import verbs

        return infinitive_follows(text, verbs, None, personal=True)


GRAMMAR = PortugueseGrammar


def _apply(site: Site, draft: Draft, index: int) -> None:
    lang = site.lang
    # The pronoun analysis the agreement check uses: the clitic, its verb, a mesoclisis' ending.
    analysis = analyse_pronoun(site.form, lang.code, site.before, site.after)
    form, tail = analysis.form, analysis.tail
    host = None if analysis.host is None else site.form[:len(analysis.host)]  # as written
    if host is None and site.before.endswith("-"):
        host, _ = last_word(site.before[:-1])
        tail = _mesoclitic_tail(site.after, lang.pronoun_contexts.MESOCLITIC_ENDINGS)
    readings = analysis.readings or lang.pronouns_by_form.get(form, ())
    cases = {p.case for p in readings}
    clitics = lang.clitics
    if form in clitics.ACCUSATIVE_CLITICS or form in clitics.DATIVE_CLITICS:
        _clitic(site, draft, form, host, tail)
    elif cases & {"gen", "loc"}:
        reading = next(p for p in readings if p.case in ("gen", "loc"))
        _prepositional(site, draft, index, reading)
    elif "poss" in cases:
        _possessive(site, draft, index, form)
    elif infinitive_follows(site.after, lang.verbs, site.lexicon, personal=last_word(
            site.before)[0].lower() in {prep for prep, _ in lang.contractions}):
        draft.rule("infinitive-subject")  # apesar de ele ser -> apesar de o Joe ser
    else:
        draft.prefix, draft.candidate = fuse_preposition(draft.prefix, draft.candidate,
                                                         lang.contractions, draft)
        _intensive(site, draft)


def _intensive(site: Site, draft: Draft) -> None:
    """``próprio`` after a subject pronoun goes before the candidate's noun, after its
    definite article, in its gender and number (``eles próprios tivessem`` -> ``a própria
    diretora tivesse``: Cunha & Cintra cap. 11, próprio as reinforcement)."""
    found = _PROPRIO.match(draft.continuation)
    words = draft.candidate.split(" ", 1)
    article = next((a for a in site.lang.articles if a.definite and
                    a.form == words[0].lower()), None)
    if found is None or article is None or len(words) < 2:
        return
    form = INTENSIVE_PROPRIO[(article.gender, article.number)]
    draft.candidate = f"{words[0]} {match_case(found.group(1), form)} {words[1]}"
    draft.continuation = draft.continuation[found.end():]
    draft.rule("intensive-proprio")


def _clitic(site: Site, draft: Draft, form: str, host: str | None, tail: str | None) -> None:
    clitics = site.lang.clitics
    if form in clitics.DATIVE_CLITICS:
        draft.candidate = with_preposition(clitics.DATIVE_PREPOSITION, draft.candidate,
                                           site.lang.contractions, draft)
        draft.rule("dative")
    if host is not None:
        verb = _restore_host(host, form, clitics, tail is not None) + (tail or "")  # guardarei
        attached = "-" in site.form  # the pronoun span holds the verb too: removê-la
        host_start = len(site.before) - (0 if attached else len(host) + 1)
        draft.prefix = site.before[:host_start] + verb + " "
        if tail is not None and not attached:  # dá-[lo]-á: the ending follows the pronoun
            draft.continuation = draft.continuation[len(tail) + 1:]
        draft.rule("enclitic")
        nonfinite = _nonfinite_end(site.after, verb, site.lang.verbs) if tail is None else None
        if nonfinite is not None:  # tinha-o visto -> tinha visto o gato
            draft.prefix += site.after[:nonfinite].strip() + " "
            draft.continuation = site.after[nonfinite:]
            draft.rule("auxiliary-enclitic")
        _dative_last(site, draft, form)
        return
    end = _verb_group_end(site)
    if end is None:
        word, _, _ = next_word(site.after)
        raise NotSubstitutable("not-a-clitic", f"{site.form!r} is not followed by a verb "
                               f"({word!r}); it cannot be a clitic pronoun")
    move_after(site, draft, end)
    draft.rule("proclitic")
    _dative_last(site, draft, form)


# A short direct object that ends its clause: a determiner, a noun, maybe an adjective.
_OBJECT = re.compile(r"^ (?:([^\W\d_]+) )?([^\W\d_]+)(?: ([^\W\d_]+))?"
                     r"(?=\s*(?:[.,;:!?]|$))")


def _dative_last(site: Site, draft: Draft, form: str) -> None:
    """The indirect object that replaces ``lhe`` goes after a short direct object that ends
    the clause, the neutral order (``lhe devia uma visita.`` -> ``devia uma visita à avó.``,
    ``não lhe deixou gorjeta`` -> ``não deixou gorjeta ao empregado``: Mateus et al. 2003,
    ordem dos complementos): a determiner and a noun, or a word that can only be a noun."""
    found = _OBJECT.match(draft.continuation)
    lexicon = site.lexicon
    if form not in site.lang.clitics.DATIVE_CLITICS or found is None or lexicon is None:
        return
    determiner, noun, adjective = found.groups()
    nouns = lexicon.NOUN_CATEGORIES
    if determiner is not None and determiner.lower() not in site.lang.noun_determiners:
        if adjective is not None:
            return
        determiner, noun, adjective = None, determiner, noun
    categories = lexicon.categories(noun)
    if not categories & nouns or determiner is None and not categories <= nouns or \
            adjective is not None and not lexicon.can_be_adjective(adjective):
        return
    draft.prefix += found.group().strip() + " "
    draft.continuation = draft.continuation[found.end():]
    draft.rule("dative-after-object")


def _mesoclitic_tail(after: str, endings: frozenset[str]) -> str | None:
    """The tense ending after a pronoun marked inside a mesoclisis (``dá-[lo]-á``), or None."""
    found = re.match(r"-(\w+)(?!-)", after)
    return found.group(1) if found and found.group(1).lower() in endings else None


def _restore_host(host: str, clitic: str, clitics, mesoclitic: bool = False) -> str:
    """The verb as it stands without its clitic: removê(-la) -> remover, vendem(-no) -> vendem;
    in a mesoclisis the host is always the infinitive's stem: fá(-lo-á) -> far(á), not faz."""
    if clitic not in clitics.LO_FORMS:
        return host
    lower = host.lower()
    if lower in clitics.ENCLITIC_HOST_FORMS and not mesoclitic:
        return clitics.ENCLITIC_HOST_FORMS[lower]
    short, full = clitics.ENCLITIC_PLURAL_HOST
    if lower.endswith(short) and not mesoclitic:
        return host[:-len(short)] + full
    for ending, restored in clitics.ENCLITIC_HOST_ENDINGS:
        if lower.endswith(ending):
            return host[:-len(ending)] + restored
    return host


def _nonfinite_end(after: str, auxiliary: str, verbs) -> int | None:
    """Where the participle, gerund or infinitive after an auxiliary or modal that carries
    the enclitic ends (``tinha-o visto``, ``vai-a buscar``), or None."""
    if auxiliary.lower() not in verbs.AUXILIARIES:
        return None
    word, w_start, w_end = next_word(after)
    lower = word.lower()
    if w_start != 1 or not (lower.endswith(verbs.NONFINITE_ENDINGS) or
                            lower in verbs.IRREGULAR_PARTICIPLES):
        return None
    return w_end


def _verb_group_end(site: Site) -> int | None:
    """Where the verb group after a proclitic ends in ``site.after``, or None if no verb."""
    verbs = site.lang.verbs
    word, _, end = next_word(site.after)
    if not word:
        return None
    if word.lower() in verbs.AUXILIARIES:
        following, _, f_end = next_word(site.after[end:])
        lower = following.lower()
        if lower.endswith(verbs.NONFINITE_ENDINGS) or lower in verbs.IRREGULAR_PARTICIPLES:
            return end + f_end
        return end
    if site.lexicon is not None and not site.lexicon.can_be_verb(word):
        return None
    return end


def _prepositional(site: Site, draft: Draft, index: int, reading) -> None:
    """``dela`` = ``de`` + ``ela``: the preposition comes back before the candidate."""
    lang = site.lang
    before, _ = last_word(site.before)
    _partitive_gender(site, draft, before)
    if before.lower() in lang.possessives.PARTITIVE_QUANTIFIERS:
        draft.candidate = drop_article(draft.candidate, lang.articles)
        draft.rule("partitive")
        return
    if before.lower() in lang.possessives.PARTITIVE_DE_WORDS:
        draft.candidate = f"{reading.prep} {drop_article(draft.candidate, lang.articles)}"
        draft.rule("partitive")
        return
    if infinitive_follows(site.after, lang.verbs, site.lexicon):
        draft.candidate = f"{reading.prep} {draft.candidate}"
        draft.rule("infinitive-subject")
        return
    governed = _governs(before, reading.prep, lang.verbs)
    if governed:
        draft.rule("governed-preposition")
    draft.candidate = _owner(site, draft, index, reading.prep, reading.gender,
                             reading.number, name_article=not governed)
    draft.rule("prepositional-pronoun")


def _partitive_gender(site: Site, draft: Draft, word: str) -> None:
    """An indefinite pronoun before the partitive takes the gender the candidate's article
    shows (``PARTITIVE_GENDER_FORMS``: ``cada um deles`` -> ``cada uma das mães``)."""
    forms = site.lang.possessives.PARTITIVE_GENDER_FORMS.get(word.lower())
    article = next((a for a in site.lang.articles if a.definite and a.gender and
                    a.form == draft.candidate.split(" ", 1)[0].lower()), None)
    if forms is None or article is None or not draft.prefix.endswith(word + " ") or \
            forms[article.gender] == word.lower():
        return
    start = len(draft.prefix) - len(word) - 1
    draft.prefix = draft.prefix[:start] + match_case(word, forms[article.gender]) + " "
    draft.rule("partitive-gender")


def infinitive_follows(text: str, verbs, lexicon, personal: bool = False) -> bool:
    """Whether ``text`` starts with an infinitive (the pronoun before it is its subject);
    ``personal``: also a personal infinitive's plural (``terem``: after a preposition)."""
    word, _, _ = next_word(text)
    lower = word.lower()
    endings = verbs.INFINITIVE_ENDINGS + (verbs.PERSONAL_INFINITIVE_ENDINGS if personal else ())
    if not lower.endswith(endings) or len(lower) < 3:
        return False
    return lexicon is None or lexicon.can_be_verb(lower)


def _governs(word: str, prep: str, verbs) -> bool:
    """Whether ``word`` is a form of a verb that governs ``prep`` (``cuidar`` + ``de``)."""
    if prep != "de":
        return False
    lower = word.lower()
    return any(lower.startswith(stem) and lower[len(stem):] in verbs.VERB_ENDINGS
               for stem in verbs.GOVERNS_DE)


def _owner(site: Site, draft: Draft, index: int, prep: str, gender: str | None,
           number: str | None, name_article: bool = True) -> str:
    """``de`` + the candidate, contracted; a name gets its article (``da Emma``)."""
    lang = site.lang
    cand = draft.candidate
    names = lang.names
    if name_article and names.NAME_ARTICLE and is_name(cand, lang.determiners) and \
            cand.split(" ", 1)[0].lower() not in names.ILLUSTRIOUS:
        found = gender_of(site, index, gender)
        if found is None:
            draft.finding("name-gender-unknown", f"the gender of {cand!r} is unknown: "
                          f"no article before it")
        else:
            article = names.NAME_ARTICLES[(found, number or "sg")]
            cand = f"{article} {cand}"
            draft.rule("name-article")
    return with_preposition(prep, cand, lang.contractions, draft)


def _possessive(site: Site, draft: Draft, index: int, form: str) -> None:
    """``sua taça vazia`` -> ``a taça vazia`` (into the prefix) + ``do Jim``."""
    lang = site.lang
    end = _noun_phrase_end(site)
    if end is None:
        raise NotSubstitutable("no-possessed-noun", f"no noun follows the possessive "
                               f"{site.form!r}")
    if _article_before(site.before, lang):  # o seu carro, na sua casa: the article is there
        prefix, moved = site.before, site.after[:end].strip()
        draft.rule("possessive-article")
    else:
        article = lang.possessives.POSSESSIVE_ARTICLES[form]
        moved = article + " " + site.after[:end].strip()
        prefix, moved = fuse_preposition(site.before, moved, lang.contractions, draft)
    draft.prefix = prefix + moved + " "
    draft.continuation = site.after[end:]
    noun, _, _ = next_word(site.after)
    draft.candidate = _owner(site, draft, index, lang.possessives.GENITIVE_PREPOSITION,
                             None, None,
                             name_article=noun.lower() not in lang.names.SET_PHRASE_NOUNS)
    draft.rule("possessive")


def _article_before(before: str, lang) -> bool:
    """Whether the possessive stands after its own definite article, plain or fused with a
    preposition (``o seu carro``, ``na sua casa``, ``da sua viagem``, ``à sua mãe``)."""
    if not before.endswith(" "):
        return False
    word, _ = last_word(before)
    _, definite, fused = article_sets(lang)
    return word.lower() in definite or word.lower() in fused


def _noun_phrase_end(site: Site) -> int | None:
    """Where the possessed noun phrase ends in ``site.after``: the noun (or a quotation), then
    adjectives and ``de`` phrases; a word that can only be a verb, or punctuation, ends it."""
    after = site.after
    quoted = _QUOTED.match(after)
    if quoted:
        end = quoted.end(1)
    else:
        word, _, end = next_word(after)
        if not word:
            return None
    lexicon = site.lexicon
    while True:
        word, _, w_end = next_word(after[end:])
        if not word or (after[end:end + 1] != " "):
            return end
        lower = word.lower()
        if lower in _DE_FORMS:
            noun, _, n_end = next_word(after[end + w_end:])
            if not noun:
                return end
            end += w_end + n_end
        elif lexicon is not None and lexicon.can_be_adjective(word) and \
                not _closed_class(lower, site):
            end += w_end
        else:
            return end


def _closed_class(word: str, site: Site) -> bool:
    lang = site.lang
    return word in lang.verbs.AUXILIARIES or word in lang.determiners or \
        word in lang.pronouns_by_form


def gender_of(site: Site, cand_index: int, pron_gender: str | None) -> str | None:
    """The gender of a bare-name candidate: the pronoun's, the other candidate's article, a
    name list, or another pronoun of the sentence."""
    if pron_gender in ("m", "f"):
        return pron_gender
    lang = site.lang
    articles = {a.form: a.gender for a in lang.articles if a.gender}
    for i, other in enumerate(site.candidates):
        first = other.split(" ", 1)[0].lower()
        if i != cand_index and first in articles:
            return articles[first]
    if site.name_gender is not None:
        # The candidates of a schema agree with one pronoun: the other name's gender holds.
        order = [cand_index] + [i for i in range(len(site.candidates)) if i != cand_index]
        for i in order:
            found = site.name_gender(site.candidates[i].split(" ", 1)[0])
            if found:
                return found
    genders = set()
    for word in re.findall(r"\w+", site.text.lower()):
        readings = lang.pronouns_by_form.get(word, ())
        cases = {p.case for p in readings}
        if {"nom", "stressed"} <= cases:  # a personal pronoun: ele, ela, eles, elas
            genders |= {p.gender for p in readings if p.gender in ("m", "f")}
    return genders.pop() if len(genders) == 1 else None
