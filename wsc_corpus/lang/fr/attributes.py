"""French words that agree with the subject pronoun beyond what the shared parse reading
(:func:`wsc_corpus.substitute.agreement.parsed_agreeing`) finds, read from the word order and
the dictionary rather than from dependency labels, which vary (``restaient seules``: advmod;
``paraissaient malheureux``: obj):

- the attribute of an attributive verb (Grevisse §243; ``inflect.ATTRIBUTIVE_VERBS``): the
  first adjective or participle after the verb, past adverbs, an attributive infinitive
  (``semblait être``) and the preposition some verbs take (``passer pour``), with the
  adjectives coordinated with it (``malades et affamées``); a bare noun only after the verbs
  of state (``NOUN_ATTRIBUTE_VERBS``: ``sont restées célibataires``); a verb attributive
  only with ``se`` (``REFLEXIVE_ATTRIBUTIVE_VERBS``: ``se croyaient perdues``) needs it;
- the attribute after an inverted subject (``Sont-ils déjà partis ?``);
- the article of a superlative or ordinal attribute (``les plus rapides``, ``la première``);
- ``tout`` as an adverb before an attribute (``toutes seules``, Grevisse §994);
- the possessive determiners of its clause that refer back to it (``leurs valises`` ->
  ``ses valises``), kind ``reflexive``;
- a detached adjective or participle (apposition, Grevisse §333) before the pronoun, between
  commas or at the start of the sentence (``et, fatiguées, elles``), or after its clause
  (``elles sont reparties, furieuses.``);
- an adjective modifying a verb of the clause (``voulaient se débrouiller seules``), not one
  used as an adverb (``gagner gros``); floating ``tous``/``toutes`` (``ont toutes mangé``);
  a predicate with its own copula the parse coordinated with a complement (``avaient faim
  et étaient maigres``); the words of a relative between commas after the pronoun and the
  verb after it (``elles, qui étaient épuisées, sont restées``);
- for an accusative clitic, its attribute (``les a jugées excellentes``:
  :func:`object_attributes`).

A pronominal verb's participle whose ``se`` is an indirect object does not agree (``s'était
coupé le doigt`` -> ``se sont coupé le doigt``, ``s'était fait mal``, Grevisse §952), nor
does ``fait`` before an infinitive (``s'était fait couper``, §957); a participle after the
infinitive ``être`` does (``devaient être opérées``).

Each word must agree with the pronoun in the dictionary (``elles``: feminine plural), so a
word that only looks like an attribute (``il est arrivé lundi``) is left alone.
"""

from __future__ import annotations

from dataclasses import replace
from types import ModuleType
from typing import Any

from wsc_corpus.lang.fr.clitics import BARE_OBJECTS
from wsc_corpus.lang.fr.inversion import inversion
from wsc_corpus.nlp.inflection import ANY
from wsc_corpus.substitute.agreement import (
    FINITE,
    OBJECT_DEPS,
    PREDICATE,
    REFLEXIVE,
    Agreeing,
    subject_reading,
)

_VERBAL = ("VERB", "AUX")
_BOUNDARIES = frozenset({",", ";", ":", ".", "!", "?", "(", ")", "«", "»", "—", "–"})


def extra_agreeing(site: Any, found: list[Agreeing], table: ModuleType,
                   reading: Any = None) -> list[Agreeing]:
    """``found`` with the attributes, ``tout`` adverbs and detached adjectives it lacks;
    ``reading``: the pronoun's features where the site is another word that stands for it
    (a cleft's ``qui``)."""
    pronoun = site.pronoun_token()
    reading = reading or subject_reading(site)
    if pronoun is None or reading is None:
        return found
    agrees = _agreement(reading, table)
    if pronoun.dep_ not in table.SUBJECT_DEPS:
        return found + _word_order(site, pronoun, found, agrees, table)
    starts = {w.start for w in found}
    extra: list[Any] = []
    for verb in _clause_verbs(pronoun, table):
        extra += _attributes(verb, agrees, table)
        extra += _subject_adjectives(verb, agrees, table)
        for copula, predicate in _conjoined_to_object(verb, pronoun, table):
            if copula.idx not in starts:
                starts.add(copula.idx)
                found.append(Agreeing(copula.idx, copula.idx + len(copula.text), FINITE,
                                      copula, copula.lemma_ or None))
            if agrees(predicate, frozenset({"adj", "ppas"})):
                extra.append(predicate)
        if verb.i > pronoun.i and _passive_infinitive(verb, table) and \
                agrees(verb, frozenset({"adj", "ppas"})):
            extra.append(verb)  # devaient être opérées
        tout = [c for c in verb.children if c.dep_ == "det"]
        if verb.i > pronoun.i and tout and all(t.lower_ in table.TOUT_FORMS for t in tout) \
                and any(c.dep_ in table.COPULA_DEPS for c in verb.children):
            # ``étaient toutes seules``: the parse makes tout the attribute's determiner
            extra += _adjectives(verb.doc, tout[0].i, agrees, table, True)
    for token in [w.token for w in found if w.kind == PREDICATE and w.token is not None] + \
            extra:  # étaient considérées comme innocentes
        following = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
        if following is not None and \
                following.lower_ == table.ATTRIBUTE_PREPOSITIONS.get(token.lemma_):
            extra += _attribute_after(token.doc, token.i + 1, token.lemma_, agrees, table)
    for word in found:  # word order where the parse's heads fail (qui est partie la ...)
        if word.kind == FINITE and word.token is not None and \
                word.token.lemma_ in table.ATTRIBUTIVE_VERBS:
            extra += _attribute_after(word.token.doc, word.token.i + 1, word.token.lemma_,
                                      agrees, table)
    extra += _floating_quantifier(pronoun, table)
    inverted = inversion(site)
    host = site.token_at(inverted.host_start) if inverted is not None else None
    if host is not None and host.lemma_ in table.ATTRIBUTIVE_VERBS:
        extra += _attribute_after(host.doc, pronoun.i + 1, host.lemma_, agrees, table)
    extra += _detached_before(pronoun, agrees)
    extra += _detached_after(pronoun, agrees, table)
    doc = pronoun.doc
    extra += [doc[t.i - 1] for t in extra if t.i and doc[t.i - 1].lower_ in table.TOUT_FORMS]
    extra += [doc[w.token.i - 1] for w in found if w.kind == PREDICATE and w.token is not None
              and w.token.i and doc[w.token.i - 1].lower_ in table.TOUT_FORMS and
              doc[w.token.i - 1].i > pronoun.i]
    found = [w for w in found if not (w.kind == PREDICATE and w.token is not None and (
        _invariable(w.token, table) or w.token.lower_ in table.ATTRIBUTE_SKIP))]
    extra = [t for t in extra if not _invariable(t, table)]
    for token in _possessives(pronoun, reading, table):
        if token.idx not in starts and token not in extra:  # not an attribute's: son cousin
            starts.add(token.idx)
            found.append(Agreeing(token.idx, token.idx + len(token.text), REFLEXIVE, token,
                                  None))
    for token in extra:
        if token.idx not in starts:
            starts.add(token.idx)
            # a determiner of an attribute noun phrase with the space after it, which l'
            # drops (étaient les amies -> était l'amie)
            end = token.idx + len(token.text_with_ws if _np_determiner(token, table)
                                  else token.text)
            found.append(Agreeing(token.idx, end, PREDICATE, token, token.lemma_ or None))
    return sorted(found, key=lambda w: w.start)


def _word_order(site: Any, pronoun: Any, found: list[Agreeing], agrees,
                table: ModuleType) -> list[Agreeing]:
    """Where the parse makes a subject pronoun no subject (``parce qu'ils étaient gentils``
    read as a fixed ``parce qu'ils``; ``elles étaient, selon lui, innocentes``): the verb after
    it and the conjoined pronouns, if the dictionary reads it as a finite form of the
    pronoun's person and number, and that verb's attribute."""
    from wsc_corpus.lang.fr.clitics import PREVERBAL
    from wsc_corpus.lang.fr.inflect import inflector

    lex = inflector()
    person = table.INVERTED_PRONOUNS.get(pronoun.lower_)
    doc = pronoun.doc
    if lex is None or person is None or any(w.kind == FINITE for w in found) or             pronoun.i and doc[pronoun.i - 1].pos_ == "ADP":
        return []
    i = pronoun.i + 1
    while i < len(doc) and (doc[i].lower_ in PREVERBAL or  # elles aussi étaient
                            i == pronoun.i + 1 and doc[i].lower_ in table.SUBJECT_ADVERBS):
        i += 1
    if i >= len(doc):
        return []
    verb = doc[i]
    lemmas = [r.lemma for r in lex.analyse(verb.lower_)
              if r.feats.get("tense", frozenset()) & set(table.TENSES) and
              "3" + person[1] in r.feats.get("pn", frozenset())]
    if not lemmas:
        return []
    lemma = next((m for m in (*table.AUXILIARIES, verb.lemma_) if m in lemmas), lemmas[0])
    out = [Agreeing(verb.idx, verb.idx + len(verb.text), FINITE, verb, lemma)]
    if lemma in table.ATTRIBUTIVE_VERBS:
        out += [Agreeing(t.idx, t.idx + len(t.text), PREDICATE, t, t.lemma_ or None)
                for t in _attribute_after(doc, i + 1, lemma, agrees, table)]
    return out


def apposed_relative(site: Any, reading: Any, table: ModuleType) -> list[Agreeing]:
    """A subject pronoun with a relative between commas (``elles, qui étaient épuisées, sont
    restées``): the words of the relative, whose ``qui`` stands for the pronoun, and the verb
    after the closing comma with its attribute or participle (Riegel ch. XVI, relative
    apposée)."""
    from wsc_corpus.lang.fr.clitics import PREVERBAL
    from wsc_corpus.lang.fr.inflect import inflector
    from wsc_corpus.substitute.agreement import parsed_agreeing

    pronoun = site.pronoun_token()
    lex = inflector()
    if pronoun is None or lex is None or reading is None or pronoun.i + 3 >= len(pronoun.doc):
        return []
    doc = pronoun.doc
    relative = doc[pronoun.i + 2]
    if doc[pronoun.i + 1].text != "," or relative.lower_ != table.CLEFT_RELATIVE:
        return []
    inner = replace(site, start=relative.idx, end=relative.idx + len(relative.text),
                    agreeing=None)
    words = extra_agreeing(inner, parsed_agreeing(inner, table), table, reading)
    close = next((t.i for t in doc[relative.i + 1:] if t.text == ","), None)
    if close is None:
        return words
    i = close + 1
    while i < len(doc) and doc[i].lower_ in PREVERBAL:
        i += 1
    if i >= len(doc):
        return words
    verb = doc[i]
    lemmas = [r.lemma for r in lex.analyse(verb.lower_)
              if "3" + reading.number in r.feats.get("pn", frozenset())]
    if not lemmas:
        return words
    lemma = next((m for m in table.AUXILIARIES if m in lemmas), lemmas[0])
    words.append(Agreeing(verb.idx, verb.idx + len(verb.text), FINITE, verb, lemma))
    if lemma in table.ATTRIBUTIVE_VERBS:
        words += [Agreeing(t.idx, t.idx + len(t.text), PREDICATE, t, t.lemma_ or None)
                  for t in _attribute_after(doc, i + 1, lemma, _agreement(reading, table),
                                            table)]
    return words


def object_attributes(site: Any, reading: Any, table: ModuleType) -> list[Agreeing]:
    """The attribute of an accusative clitic: after the verb it stands before, in a simple or
    a compound tense (``les trouvait belles``, ``les a jugées excellentes``), where that verb
    takes an object attribute (``OBJECT_ATTRIBUTE_VERBS``) and the word agrees with the
    clitic in the dictionary."""
    from wsc_corpus.lang.fr.clitics import AVOIR_FORMS, PREVERBAL
    from wsc_corpus.lang.fr.inflect import inflector

    pronoun = site.pronoun_token()
    lex = inflector()
    if pronoun is None or lex is None:
        return []
    doc = pronoun.doc
    i = pronoun.i + 1
    while i < len(doc) and doc[i].lower_ in PREVERBAL:
        i += 1
    if i < len(doc) and doc[i].lower_ in AVOIR_FORMS:
        i += 1
        while i < len(doc) and doc[i].pos_ == "ADV":
            i += 1
    if i >= len(doc):
        return []
    verb = doc[i]
    lemmas = {verb.lemma_} | {r.lemma for r in lex.analyse(verb.lower_)
                              if r.feats.get("pos", frozenset()) & {"verb", "ppas"}}
    if not lemmas & table.OBJECT_ATTRIBUTE_VERBS:
        return []
    agrees = _agreement(reading, table)
    if reading.gender is None:  # l', les: either gender
        both = [_agreement(replace(reading, gender=g), table) for g in ("m", "f")]

        def agrees(token: Any, kinds: frozenset[str]) -> bool:
            return any(test(token, kinds) for test in both)

    words = _attribute_after(doc, i + 1, verb.lemma_, agrees, table, False)
    return [Agreeing(t.idx, t.idx + len(t.text), PREDICATE, t, t.lemma_ or None)
            for t in words]


def _conjoined_to_object(verb: Any, pronoun: Any, table: ModuleType) -> list[tuple[Any, Any]]:
    """A predicate with its own finite copula or auxiliary and no subject that the parse
    coordinated with a dependent of the verb, not with the verb (``avaient faim et étaient
    maigres``: ``maigres`` a conjunct of ``faim``; ``mangeaient trop et étaient vieilles``):
    it shares the pronoun's subject. (copula, predicate) pairs."""
    out = []
    for child in verb.children:
        if child.i < verb.i or child.dep_ in ("conj", "cc", "punct") or child.pos_ in _VERBAL:
            continue
        joined = [c for c in child.children if c.dep_ == "conj"]
        if child.left_edge.pos_ == "CCONJ":
            joined.append(child)  # mangeaient trop et étaient vieilles: vieilles an object
        for conj in joined:
            links = [c for c in conj.children if c.dep_ in table.COPULA_DEPS | table.AUX_DEPS |
                     table.PASSIVE_DEPS and "Fin" in c.morph.get("VerbForm")]
            if links and \
                    not any(c.dep_ in table.SUBJECT_DEPS for c in conj.children) and \
                    links[0].morph.get("Number") == pronoun.morph.get("Number"):
                out.append((links[0], conj))
    return out


def _subject_adjectives(verb: Any, agrees, table: ModuleType) -> list[Any]:
    """An adjective the parse attaches to a verb of the pronoun's clause as a modifier, right
    after it (past adverbs), that agrees with the pronoun: an attribute of the subject that
    no attributive verb brings (attribut accessoire, Grevisse §301; ``voulaient se
    débrouiller seules``, ``savaient s'habiller seuls``). Not after an object: ``a trouvé la
    porte ouverte``."""
    found = []
    for child in verb.children:
        if child.i <= verb.i or child.pos_ != "ADJ" or \
                child.dep_ not in table.SUBJECT_ADJECTIVE_DEPS or \
                child.lower_ in table.ADVERBIAL_ADJECTIVES or \
                not agrees(child, frozenset({"adj"})):
            continue  # gagner gros: an adverb
        between = verb.doc[verb.i + 1:child.i]
        if all(t.pos_ in ("ADV", "PART") or t.lower_ in table.ATTRIBUTE_SKIP for t in between):
            found.append(child)
    return found


def _floating_quantifier(pronoun: Any, table: ModuleType) -> list[Any]:
    """``tous``/``toutes`` floating between the pronoun's tense auxiliary and its participle
    (``elles ont toutes mangé``; ``inflect.TOUS_PLURALS``)."""
    from wsc_corpus.lang.fr.clitics import PREVERBAL
    from wsc_corpus.lang.fr.inflect import floating

    doc = pronoun.doc
    i = pronoun.i + 1
    while i < len(doc) and doc[i].lower_ in PREVERBAL:
        i += 1
    return [doc[i + 1]] if i + 1 < len(doc) and floating(doc[i + 1]) else []


def _indirect_se(participle: Any, table: ModuleType) -> bool:
    """A pronominal verb's participle that does not agree with the subject, its ``se``
    being an indirect object (Grevisse §952): a direct object follows (``s'était coupé le
    doigt``, ``se sont lavé les mains``), or the verb takes no direct object
    (``SE_INDIRECT_VERBS``: ``se sont parlé``)."""
    children = list(participle.children)
    if not ("Part" in participle.morph.get("VerbForm") or any(  # séché: tagged Inf
            c.dep_ in table.AUX_DEPS and c.i < participle.i for c in children)) or \
            not any(c.lower_ in table.SE_FORMS and c.i < participle.i for c in children):
        return False
    doc = participle.doc
    following = doc[participle.i + 1] if participle.i + 1 < len(doc) else None
    return participle.lemma_ in table.SE_INDIRECT_VERBS or any(
        c.dep_ == "obj" and c.i > participle.i and c.pos_ in ("NOUN", "PROPN")
        for c in children) or following is not None and \
        following.lower_ in BARE_OBJECTS  # s'est fait mal: mal read as an adverb


def _invariable(participle: Any, table: ModuleType) -> bool:
    """A participle that does not agree with the subject: a pronominal one whose ``se`` is
    an indirect object (:func:`_indirect_se`), or a causative's before its infinitive
    (``se sont fait couper``, Grevisse §957: ``CAUSATIVE_LEMMAS``); nor does a colour
    adjective with a word of shade after it (``COLOUR_SHADES``: ``étaient bleu marine``)."""
    doc = participle.doc
    following = doc[participle.i + 1] if participle.i + 1 < len(doc) else None
    if following is not None and following.lower_ in table.COLOUR_SHADES:
        return True  # bleu marine, vert foncé
    if participle.lemma_ in table.CAUSATIVE_LEMMAS and following is not None and \
            "Inf" in following.morph.get("VerbForm"):
        return True
    return _indirect_se(participle, table)


def _possessives(pronoun: Any, reading: Any, table: ModuleType) -> list[Any]:
    """The possessive determiners of the pronoun's clause whose possessor has its number
    (``ils ... leurs valises``; not ``il ... leurs valises``, another owner's): on a noun
    whose heads reach one of the clause's verbs without a subject of their own."""
    clause = {v.i for v in _clause_verbs(pronoun, table)}
    found = []
    for token in pronoun.doc[pronoun.i + 1:]:
        if token.is_sent_start:
            break
        owner = table.POSSESSIVE_DETERMINERS.get(token.lower_, ("", ""))[0]
        if owner != reading.number or "Yes" not in token.morph.get("Poss"):
            continue
        node = token.head
        while node.i not in clause and node.head.i != node.i and \
                not any(c.dep_ in table.SUBJECT_DEPS for c in node.children):
            node = node.head
        if node.i in clause:
            found.append(token)
    return found


def _agreement(reading: Any, table: ModuleType):
    """A test of a token: does the dictionary read it as agreeing with the pronoun?"""
    from wsc_corpus.lang.fr.inflect import inflector

    lex = inflector()

    def agrees(token: Any, kinds: frozenset[str]) -> bool:
        if lex is None:
            return False
        for analysis in lex.analyse(token.text.lower()):
            feats = analysis.feats
            if not feats.get("pos", frozenset()) & kinds:
                continue
            if "gender" not in feats and "number" not in feats:
                continue  # a bare entry: its suffix rules tell
            gender = feats.get("gender", frozenset({ANY}))
            number = feats.get("number", frozenset({ANY}))
            if (reading.gender in gender or ANY in gender) and \
                    (reading.number in number or ANY in number):
                return True
        return False

    return agrees


def _clause_verbs(pronoun: Any, table: ModuleType) -> list[Any]:
    """The pronoun's verb and the verbs coordinated with it without a subject of their own;
    and an infinitive they control (``allaient devenir``, ``voulaient rester``; not after an
    object, the infinitive's subject: ``leur ont demandé de rester``; the noun of a verbal
    locution is none: ``faisaient semblant d'être occupées``, ``LOCUTION_OBJECTS``)."""
    out = [pronoun.head]
    for token in out:
        out += [c for c in token.children if c.dep_ == "conj" and
                not any(d.dep_ in table.SUBJECT_DEPS for d in c.children)]
        if not any(c.dep_ in OBJECT_DEPS and c.lower_ not in table.LOCUTION_OBJECTS
                   for c in token.children):
            heads = [token, *(c for c in token.children if c.lower_ in table.LOCUTION_OBJECTS)]
            out += [c for head in heads for c in head.children
                    if c.dep_ in table.INFINITIVE_DEPS and c.i > token.i and
                    ("Inf" in c.morph.get("VerbForm") or _passive_infinitive(c, table)) and
                    c not in out]
    return out


def _passive_infinitive(token: Any, table: ModuleType) -> bool:
    """A participle after the infinitive ``être`` (``risquaient d'être punis``)."""
    return any(c.lemma_ in table.AGREEING_AUX_LEMMAS and "Inf" in c.morph.get("VerbForm")
               and c.i < token.i for c in token.children)


def _attributes(verb: Any, agrees, table: ModuleType) -> list[Any]:
    """The attribute after an attributive verb (or a form of ``être`` the parse made the
    head's auxiliary or copula; not the tense auxiliary of a participle, which is no
    copula: ``s'est rendu compte``), and the ``tout`` before it."""
    links = table.COPULA_DEPS | table.PASSIVE_DEPS
    if "Part" not in verb.morph.get("VerbForm"):
        links |= table.AUX_DEPS
    lemmas = {verb.lemma_} | {c.lemma_ for c in verb.children if c.dep_ in links}
    # montrer, sentir, révéler are attributive with se only (lui a montré le chemin)
    if not lemmas & table.ATTRIBUTIVE_VERBS - table.REFLEXIVE_ATTRIBUTIVE_VERBS and not (
            verb.lemma_ in table.REFLEXIVE_ATTRIBUTIVE_VERBS and
            any(c.lower_ in table.SE_FORMS for c in verb.children if c.i < verb.i)):
        return []
    return _attribute_after(verb.doc, verb.i + 1, verb.lemma_, agrees, table,
                            bool(lemmas & table.NOUN_ATTRIBUTE_VERBS))


def _attribute_after(doc: Any, i: int, lemma: str, agrees, table: ModuleType,
                     nouns: bool | None = None) -> list[Any]:
    """The attribute of the verb ``lemma`` from token ``i`` on (``Sont-ils déjà partis``)."""
    if nouns is None:
        nouns = lemma in table.NOUN_ATTRIBUTE_VERBS
    preposition = ""
    while i < len(doc):
        token = doc[i]
        lower = token.lower_
        if token.pos_ in ("ADV", "PART") and lower not in table.TOUT_FORMS or \
                lower in table.ATTRIBUTE_SKIP:
            i += 1
        elif token.pos_ in ("VERB", "AUX") and "Inf" in token.morph.get("VerbForm") and \
                token.lemma_ in table.ATTRIBUTIVE_VERBS:
            lemma, nouns = token.lemma_, token.lemma_ in table.NOUN_ATTRIBUTE_VERBS
            i += 1  # semblait être fatigué
        elif token.dep_ == "advmod" and any(c.dep_ == "fixed" for c in token.children):
            i = max(c.i for c in token.children if c.dep_ == "fixed") + 1  # à demi, à peine
        elif lower == table.ATTRIBUTE_PREPOSITIONS.get(lemma):
            nouns, preposition = True, lower
            i += 1  # passer pour
        elif lower == "," and _incise_end(doc, i, agrees) is not None:
            i = _incise_end(doc, i, agrees)  # étaient, selon lui, innocentes
        else:
            break
    else:
        return []
    indefinite = doc[i].lower_ in table.INDEFINITE_ARTICLES
    if nouns and (indefinite or lemma in table.NOUN_ATTRIBUTE_VERBS and
                  doc[i].lower_.replace("’", "'") in table.NP_DETERMINERS and
                  not (i + 1 < len(doc) and doc[i + 1].lower_ in table.SUPERLATIVE_ADVERBS)):
        words = _indefinite_attribute(doc, i, agrees, table)  # était une bonne actrice
        if words or indefinite:  # était sa meilleure amie
            return words
    article = doc[i] if doc[i].lower_.replace("’", "'") in table.ATTRIBUTE_ARTICLES else None
    if article is not None:  # a superlative or an ordinal: les plus rapides, la première
        j = i + 1 + (i + 1 < len(doc) and doc[i + 1].lower_ in table.SUPERLATIVE_ADVERBS)
        words = _adjectives(doc, j, agrees, table, False, article.lower_)
        if not words or j + 1 < len(doc) and doc[j + 1].pos_ in ("NOUN", "PROPN"):
            return []  # les plus grands arbres: a noun phrase
        after = words[-1].i + 1  # an adjective of the nominalised one: les seules disponibles
        if after < len(doc) and doc[after].pos_ == "ADJ" and \
                _adjectival(doc[after], agrees, False, table, article.lower_):
            words.append(doc[after])
        return [article, *words]
    return _adjectives(doc, i, agrees, table, nouns, preposition)


def _indefinite_attribute(doc: Any, i: int, agrees, table: ModuleType) -> list[Any]:
    """An attribute noun phrase with an indefinite article (``était une excellente
    comédienne``, ``étaient de bons amis``): the article, the adjectives and the noun, where
    the noun agrees with the pronoun (its gender too where the dictionary lists both)."""
    words = [doc[i]]
    j = i + 1
    while j < len(doc) and doc[j].pos_ in ("ADJ", "ADV") and doc[j].lower_ not in \
            table.TOUT_FORMS:
        words.append(doc[j])
        j += 1
    if j >= len(doc) or doc[j].pos_ != "NOUN" or not agrees(doc[j], frozenset({"nom"})) or \
            doc[i].lower_ == table.PLURAL_BEFORE_ADJECTIVE and \
            not any(w.pos_ == "ADJ" for w in words):  # rouges de fatigue: a preposition
        return []
    words.append(doc[j])
    j += 1
    while j < len(doc) and doc[j].pos_ == "ADJ" and agrees(doc[j], frozenset({"adj", "ppas"})):
        words.append(doc[j])
        j += 1
    return [w for w in words if w.pos_ != "ADV"]


def _np_determiner(token: Any, table: ModuleType) -> bool:
    """A definite or possessive determiner before a noun (``les amies``, ``ses amis``)."""
    form = token.lower_.replace("’", "'")
    return form in table.NP_DETERMINERS and form not in table.INDEFINITE_ARTICLES and \
        token.head.i > token.i and token.head.pos_ == "NOUN"


def _incise_end(doc: Any, i: int, agrees) -> int | None:
    """After the comma at ``i``, the token past a short parenthetical closed by another comma
    (``, selon lui,``, ``, paraît-il,``), unless it begins with an agreeing adjective (a
    detached one: ``, fatiguées,``)."""
    for j in range(i + 2, min(i + 6, len(doc) - 1)):
        if doc[j].text == ",":
            first = doc[i + 1]
            if first.pos_ in ("ADJ", "VERB") and agrees(first, frozenset({"adj", "ppas"})):
                return None
            return j + 1
        if doc[j].is_punct:
            return None
    return None


def _adjectives(doc: Any, i: int, agrees, table: ModuleType, nouns: bool,
                article: str = "") -> list[Any]:
    """The agreeing adjective or participle at ``i`` (a ``tout`` before it), and the ones
    coordinated with it (``fatiguées et affamées``, ``seules, tristes``); ``article``: the
    determiner a superlative's adjective or the preposition an attribute may have (``passer
    pour``)."""
    found: list[Any] = []
    while i < len(doc):
        token = doc[i]
        if token.lower_ in table.TOUT_FORMS and i + 1 < len(doc) and \
                _adjectival(doc[i + 1], agrees, nouns, table, article):
            found.append(token)
            i += 1
            continue
        if not _adjectival(token, agrees, nouns, table, article):
            break
        found.append(token)
        j = i + 1
        if j + 1 < len(doc) and (doc[j].lower_ in table.ATTRIBUTE_COORDINATORS or
                                 doc[j].text == ","):
            j += 1
            while j < len(doc) and doc[j].pos_ == "ADV" and doc[j].lower_ not in \
                    table.TOUT_FORMS:
                j += 1
            if j < len(doc) and (_adjectival(doc[j], agrees, nouns, table, article) or
                                 doc[j].lower_ in table.TOUT_FORMS):
                i = j
                continue
        break
    return found


def _adjectival(token: Any, agrees, nouns: bool, table: ModuleType, article: str = "") -> bool:
    """An adjective or a participle that agrees with the pronoun (a bare noun where
    ``nouns``: ``restées célibataires``); a participle the parse takes for a finite verb or a
    pronoun (``restait assis``: ``assis`` is also a passé simple)."""
    if any(c.dep_ in ("det", "case") and c.lower_ not in table.TOUT_FORMS |
           table.ATTRIBUTE_SKIP | {article} for c in token.children):
        return False
    if token.pos_ == "ADJ" or "Part" in token.morph.get("VerbForm"):
        return agrees(token, frozenset({"adj", "ppas"}))
    if token.pos_ in ("VERB", "PRON"):
        return agrees(token, frozenset({"ppas"}))
    if token.pos_ == "NOUN":
        return agrees(token, frozenset({"adj", "ppas"})) or \
            nouns and agrees(token, frozenset({"nom"}))
    return False


def _detached_before(pronoun: Any, agrees) -> list[Any]:
    """An adjective or participle detached before the pronoun (``et, fatiguées, elles``;
    ``Arrivées au musée, elles``): the segment between the comma before the pronoun and the
    boundary before it begins with it."""
    doc = pronoun.doc
    if pronoun.i < 2 or doc[pronoun.i - 1].text != ",":
        return []
    start = pronoun.i - 2
    while start > 0 and doc[start - 1].text not in _BOUNDARIES:
        start -= 1
    while start < pronoun.i - 2 and doc[start].pos_ == "ADV":
        start += 1  # trop occupés, ils
    first = doc[start]
    if not _detachable(first, agrees):
        return []
    found = [first]
    for token in doc[start + 1:pronoun.i - 1]:
        if token.dep_ == "conj" and token.head in found and _detachable(token, agrees):
            found.append(token)
    return found


def _detachable(token: Any, agrees) -> bool:
    """A word that may stand detached: an adjective or participle in the dictionary that
    agrees with the pronoun, whatever the tagger calls it (``Fatigués``: NOUN), but no
    finite verb, determiner or pronoun."""
    return token.pos_ in ("ADJ", "VERB", "NOUN", "PROPN") and \
        "Fin" not in token.morph.get("VerbForm") and agrees(token, frozenset({"adj", "ppas"}))


def _detached_after(pronoun: Any, agrees, table: ModuleType) -> list[Any]:
    """An adjective or participle detached after the pronoun's clause (``elles sont
    reparties, furieuses.``): after a comma, before the end of the sentence or another comma,
    with no other subject or relative pronoun between, and not after a noun it could qualify
    as well."""
    doc = pronoun.doc
    end = next((t.i for t in doc[pronoun.i + 1:] if t.text in (".", "!", "?", ";")),
               len(doc))
    for i in range(pronoun.i + 2, end - 1):
        if doc[i].text != ",":
            continue
        token = doc[i + 1]
        between = doc[pronoun.i + 1:i]
        if any(t.dep_ in table.SUBJECT_DEPS or t.pos_ == "PRON" and
               t.lower_ in table.RELATIVES or t.pos_ == "SCONJ" for t in between):
            return []
        if _detachable(token, agrees) and (doc[i - 1].i == pronoun.head.i or
                                           not _qualifies(doc[i - 1], token)):
            return _adjectives(doc, i + 1, agrees, table, False)
    return []


def _qualifies(noun: Any, adjective: Any) -> bool:
    """Whether a detached adjective could qualify the noun before its comma as well: the
    tagger gives both the same gender and number."""
    return noun.pos_ in ("NOUN", "PROPN") and all(
        set(noun.morph.get(key)) & set(adjective.morph.get(key)) or
        not adjective.morph.get(key) or not noun.morph.get(key) for key in ("Gender", "Number"))
