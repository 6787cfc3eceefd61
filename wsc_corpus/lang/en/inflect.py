"""English re-inflection: the finite verb follows the candidate's number (lemminflect, with
``be`` in a table), and a contraction fused to the pronoun is written out.

``they were running late`` -> ``the doctor was running late``; ``they have two`` -> ``Alex has
two``; ``they don't`` -> ``the manager doesn't``; ``they're friendly`` -> ``the neighbours are
friendly``; ``he'd forgotten`` -> ``Tom had forgotten`` (``'d`` is ``had`` before a past
participle or ``better``, else ``would``); ``it's been`` -> ``the box has been``.
"""

from __future__ import annotations

from typing import Any

from wsc_corpus.lang.en import morphology
from wsc_corpus.lang.en.noun_phrases import CARDINALS
from wsc_corpus.substitute.agreement import (
    CONTRACTION,
    FINITE,
    NOMINAL,
    REFLEXIVE,
    Agreeing,
    Target,
    parsed_agreeing,
    reflexive_form,
)
from wsc_corpus.substitute.text import match_case

# A candidate naming a thing, of no gender, is referred to as it (itself, isn't it?).
THING_GENDER: str | None = "n"
# Animals, groups and places are it, whatever sex a noun names (the cat itself, the dog
# itself, the company itself; Quirk et al. 1985 ch. 6: he or she makes an animal a person).
THING_PERSONS = ("thing", "animal", "group", "place")
# A singular person of either sex: the generic masculine of the reflexive, not of a tag
# question's pronoun (Quirk et al. 1985 ch. 6; the scientist himself).
EPICENE_GENDER = "m"
PARSED = True
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
AUX_DEPS = frozenset({"aux"})
COPULA_DEPS = frozenset()
PASSIVE_DEPS = frozenset({"auxpass"})
AGREEING_AUX_LEMMAS = frozenset()
PREDICATES = False  # English adjectives and participles do not agree
INVARIANT_TAGS = frozenset({"MD"})  # modals: "can", "will", "would"
# An auxiliary other than these is a modal, whatever its tag, and takes no -s: "need" and
# "dare" before a bare infinitive (Quirk et al. 1985 §3.40: he need not worry, she dare not go).
PRIMARY_AUXILIARIES = frozenset({"be", "have", "do"})
# The mandative subjunctive: the bare verb of a that-clause after a suasive verb in the past,
# an adjective or a noun (Quirk et al. 1985 §3.59, §16.32: insisted that they stay -> that
# the nurse stay; it is essential that he be) does not agree; nor does a bare "be".
MANDATIVE = frozenset({
    "advise", "ask", "beg", "command", "decree", "demand", "desire", "direct", "insist",
    "move", "order", "propose", "recommend", "request", "require", "stipulate", "suggest",
    "urge", "advisable", "crucial", "desirable", "essential", "imperative", "important",
    "necessary", "urgent", "vital", "insistence", "proposal", "recommendation",
    "requirement", "suggestion"})
CLAUSE_DEPS = frozenset({"ccomp", "acl"})  # a that-clause: complement of a verb, of a noun
PREDICATIVE_DEPS = frozenset({"acomp", "attr"})
NEGATION_DEP = "neg"
BARE_BE = "be"
CONTRACTIONS = frozenset({"'re", "'m", "'s", "'ve", "'d", "'ll"})
# English predicates do not agree: seem, become, remain take only the verb's agreement.
COPULAR_LEMMAS: frozenset[str] = frozenset()
PREDICATE_DEPS: frozenset[str] = frozenset()
COPULAR_OBJECTS: dict[str, frozenset[str]] = {}
# Reflexive and intensive pronouns (they ... themselves, he himself): gender, number.
REFLEXIVES = {"himself": ("m", "sg"), "herself": ("f", "sg"), "itself": ("n", "sg"),
              "themselves": (None, "pl")}
# A possessive determiner before "own" refers to its clause's subject (Quirk et al. 1985
# §6.31: he brought his own tools -> Mary brought her own tools): gender, number.
OWN_POSSESSIVES = {"his": ("m", "sg"), "her": ("f", "sg"), "its": ("n", "sg"),
                   "their": (None, "pl")}
OWN = "own"
# Without ``own``, the subject pronoun's own possessive in its clause refers to it too (he
# doesn't wash his hands -> the owners don't wash their hands; Quirk et al. 1985 §6.23):
# the pronoun -> its possessive.
SUBJECT_POSSESSIVES = {"he": "his", "she": "her", "it": "its", "they": "their"}
# Such a possessive may also name the other candidate (they ... their attack: the enemy's), so
# it follows only a plural candidate of a singular pronoun (his hands -> their hands) or a
# person of the other sex (he ... his tools -> Mary ... her tools); ``their`` of a singular
# candidate, or a thing's, stays as it is (singular they; the mother bear ... her cub).
POSSESSIVE = "possessive"
PERSON_GENDERS = ("m", "f")
POSSESSIVE_TAG = "PRP$"
# Verbs that share the subject of the verb they hang from (coordinated; an open clausal
# complement: "kept falling over his own feet").
SHARED_SUBJECT_DEPS = frozenset({"conj", "xcomp"})
# Words after the pronoun that may agree with it in gender: where one is there, a candidate
# of another or unknown gender is parsed (she ... herself, her own).
GENDER_WORDS = frozenset(REFLEXIVES) | {OWN} | frozenset(SUBJECT_POSSESSIVES.values())
# Floating quantifiers of a plural subject, right after it or after its first auxiliary
# (Huddleston & Pullum 2002 ch. 5: they all stayed, they were both sick, they each scored):
# a singular candidate drops them.
FLOATING_QUANTIFIERS = frozenset({"all", "both", "each"})
QUANTIFIER = "quantifier"
# Those that are also the first part of a correlative (both ... and), kept before one.
CORRELATIVES = frozenset({"both"})
# What a quantifier that is no floating one comes before (all of them, both the books).
QUANTIFIED_POS = frozenset({"DET", "NUM", "PRON"})
QUANTIFIER_DEPS = frozenset({"det", "predet"})  # all books, all the books
# A tag question repeats the subject pronoun (Quirk et al. §11.8: ..., doesn't he?).
TAG_PRONOUNS = {"he": ("m", "sg"), "she": ("f", "sg"), "it": ("n", "sg"), "they": (None, "pl")}

# be, by tense and number (the present for a third-person subject)
BE = {("pres", "sg"): "is", ("pres", "pl"): "are", ("past", "sg"): "was",
      ("past", "pl"): "were"}
BE_TENSE = {"am": "pres", "is": "pres", "are": "pres", "was": "past", "were": "past",
            "'m": "pres", "'re": "pres"}
# A contraction with one reading: its lemma; "'s" and "'d" are read from what follows.
CONTRACTED = {"'re": "be", "'m": "be", "'ve": "have", "'ll": "will"}
# A candidate opening with one of these is singular, whatever its noun (one of the tellers).
SINGULAR_HEADS = frozenset({"one of", "each of", "either of", "neither of"})
# Shares of a noun's WordNet senses that make it a measure (``dollar``) or an abstraction
# counted as one (``news``).
MEASURE_SHARE = 0.6
ABSTRACT_SHARE = 0.6
FIELD_ENDING = "ics"  # physics, economics, athletics
# A plural name with "the" that WordNet mostly lists as a place is one country.
PLACE_SHARE = 0.5
# After "'d", "had": a past participle (VBN) or one of these words; else "would".
HAD_BEFORE = frozenset({"better", "been", "got"})
# After "'s", "has": these words, or a past participle the parse reads as perfect.
HAS_BEFORE = frozenset({"been", "got", "gotten"})
# A predicate noun that names a person (or the pro-form "one") agrees in number with the
# subject of these verbs (Huddleston & Pullum 2002 ch. 5: they are the only ones who fix ->
# he is the only one who fixes; he was a boxer -> they were boxers); one that names a thing
# need not (they are a problem).
NOMINAL_LEMMAS = frozenset({"be", "become", "remain"})
NOMINAL_DEP = "attr"
OPEN_COMPLEMENT = "xcomp"
VERB_GROUP_POS = frozenset({"AUX", "VERB", "ADV", "PART"})
OBJECT_DEPS = frozenset({"dobj", "dative"})
NOMINAL_DETERMINERS = frozenset({"a", "an", "the"})
# A possessive before the predicate noun stays in both numbers (he is their neighbour -> the
# sisters are their neighbours).
POSSESSIVE_DETERMINERS = frozenset({"my", "your", "his", "her", "its", "our", "their"})
POSSESSOR_ENDINGS = ("'s", "'", "’s", "’")
PRO_NOUNS = frozenset({"one"})
# A noun mostly a person in WordNet (``neighbour``: the person, and a sense of a thing).
PERSON_SHARE = 0.6
SINGULAR = ["Sing"]
RELATIVE_TAGS = frozenset({"WP", "WDT"})
# "an" before these letters (a rough rule of the sound: "a university", "an hour" aside).
AN_LETTERS = "aeio"


def agreeing(site: Any) -> list[Agreeing]:
    import sys

    found = parsed_agreeing(site, sys.modules[__name__])
    pronoun = site.token_at(site.start)
    if pronoun is not None and pronoun.dep_ in SUBJECT_DEPS:
        found = _inverted(pronoun) + found
        seen = {w.start for w in found}
        verbs = {i for w in found if w.kind == FINITE and w.token is not None
                 for i in (w.token.i, w.token.head.i)}
        found += [w for w in _nominals(pronoun) + _own(pronoun, verbs) if w.start not in seen]
        found += _quantifiers(pronoun, found)
        found += [w for w in _gapped(pronoun, found) if w.start not in seen]
    elif pronoun is not None and pronoun.dep_ in OBJECT_DEPS and all(
            p.case == "nom" for p in site.lang.pronouns_by_form.get(pronoun.lower_, [None])):
        # a subject form the parse took for an object ("nor do they": "they" a dobj of "do"):
        # the operator before it agrees
        found = _inverted(pronoun) + found
    return found


def _gapped(pronoun: Any, found: list[Agreeing]) -> list[Agreeing]:
    """The finite verb of a coordinated verb group set off by commas, which shares the
    pronoun's subject and predicate (Quirk et al. 1985 §13.60: ``she has been, and still
    is, patient``; ``he is, and always was, fair``), whatever the parse attached it to: right
    after the pronoun's verb group, a comma, a conjunction and adverbs, a finite verb group
    closed by a comma."""
    doc = pronoun.doc
    finite = [w.token for w in found if w.kind == FINITE and w.token is not None and
              w.token.i > pronoun.i]
    if not finite:
        return []
    end = _verb_group_end(doc, min(t.i for t in finite) + 1)
    if end + 2 >= len(doc) or doc[end].text != "," or doc[end + 1].pos_ != "CCONJ":
        return []
    at = end + 2
    while at < len(doc) and doc[at].pos_ == "ADV":
        at += 1
    verb = doc[at] if at < len(doc) else None
    if verb is None or "Fin" not in verb.morph.get("VerbForm") or \
            verb.pos_ not in ("AUX", "VERB") or verb.tag_ in INVARIANT_TAGS:
        return []
    close = _verb_group_end(doc, at + 1)
    if close >= len(doc) or doc[close].text != ",":
        return []
    return [Agreeing(verb.idx, verb.idx + len(verb.text), FINITE, verb, verb.lemma_ or None)]


def _verb_group_end(doc: Any, at: int) -> int:
    """The index after a run of verbs, auxiliaries, adverbs and particles from ``at``."""
    while at < len(doc) and doc[at].pos_ in VERB_GROUP_POS:
        at += 1
    return at


def _inverted(pronoun: Any) -> list[Agreeing]:
    """The operator right before its subject pronoun (subject-operator inversion, Quirk et
    al. 1985 §18.24: ``Was she ...?``, ``does it ever``, ``and so were they``, ``rarely is
    she``), also with ``n't`` fused to it (``Doesn't she ...?``, ``Isn't he cold?``): the
    pronoun's head, one of its auxiliaries, or the copula of a predicative head, finite and
    no modal."""
    if pronoun.i == 0:
        return []
    operator = pronoun.doc[pronoun.i - 1]
    if operator.dep_ == NEGATION_DEP and operator.i > 0 and \
            not pronoun.doc[operator.i - 1].whitespace_:
        operator = pronoun.doc[operator.i - 1]  # "Does" + "n't"
    head = pronoun.head
    if not (operator.i == head.i or operator.head.i == head.i and
            operator.dep_ in AUX_DEPS | PASSIVE_DEPS or
            head.head.i == operator.i and head.dep_ in PREDICATIVE_DEPS) or \
            "Fin" not in operator.morph.get("VerbForm") or operator.tag_ in INVARIANT_TAGS or \
            operator.pos_ not in ("AUX", "VERB"):
        return []
    return [Agreeing(operator.idx, operator.idx + len(operator.text), FINITE, operator,
                     operator.lemma_ or None)]


def _quantifiers(pronoun: Any, found: list[Agreeing]) -> list[Agreeing]:
    """A floating quantifier right after the pronoun or after the finite verb that follows
    it (``they all stayed``, ``they were both sick``), with the space after it; not one
    before what it quantifies (``all of them``, ``they have all the books``) nor a
    correlative's ``both`` (``have both praised and defended``)."""
    doc, out = pronoun.doc, []
    finite = {w.start for w in found if w.kind in (FINITE, CONTRACTION)}  # they're all
    at = pronoun.i + 1
    if at < len(doc) and doc[at].idx in finite:
        at += 1
    for i in {pronoun.i + 1, at}:
        token = doc[i] if i < len(doc) else None
        if token is None or token.lower_ not in FLOATING_QUANTIFIERS or \
                i + 1 >= len(doc) or doc[i + 1].lower_ == "of" or \
                doc[i + 1].pos_ in QUANTIFIED_POS or not token.whitespace_ or \
                token.dep_ in QUANTIFIER_DEPS and token.head.i > token.i or \
                token.lower_ in CORRELATIVES and any(c.dep_ == "cc" for c in doc[i + 1].children):
            continue  # "both praised and defended": a correlative, not a quantifier
        out.append(Agreeing(token.idx, token.idx + len(token.text_with_ws), QUANTIFIER, token))
    return out


def _own(pronoun: Any, verbs: frozenset[int] | set[int] = frozenset()) -> list[Agreeing]:
    """A possessive determiner before ``own``, or the pronoun's own possessive
    (``SUBJECT_POSSESSIVES``), whose noun belongs to the pronoun's clause (the nearest verb
    above it is the pronoun's, or a verb coordinated with it or its open complement, with
    no subject of its own, or one of the finite verbs that agree with it, ``verbs``:
    ``does his homework, cleans his room``)."""
    head, found = pronoun.head, []
    own = SUBJECT_POSSESSIVES.get(pronoun.lower_)
    for token in pronoun.doc[pronoun.i + 1:]:
        if token.lower_ not in OWN_POSSESSIVES or token.tag_ != POSSESSIVE_TAG or \
                token.lower_ != own and (token.i + 1 >= len(token.doc) or
                                         token.doc[token.i + 1].lower_ != OWN):
            continue
        verb = token.head
        while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
            verb = verb.head
        while verb.i != head.i and verb.dep_ in SHARED_SUBJECT_DEPS and \
                not any(c.dep_ in SUBJECT_DEPS for c in verb.children):
            verb = verb.head
        if verb.i == head.i or verb.i in verbs:
            kind = REFLEXIVE if token.i + 1 < len(token.doc) and \
                token.doc[token.i + 1].lower_ == OWN else POSSESSIVE
            found.append(Agreeing(token.idx, token.idx + len(token.text), kind, token))
    return found


def _nominals(pronoun: Any) -> list[Agreeing]:
    """A predicate noun of the pronoun's copula (or of a copula in the open complement of
    its verb: ``used to be a soldier``, ``wants to become a nurse``) that names a person (or
    ``one``), of the pronoun's number, from its first word (``a``/``an`` come and go with
    the number: ``a good boxer`` -> ``good boxers``), and the finite verb of a relative clause whose
    subject is the relative pronoun (``the ones who fix``)."""
    from wsc_corpus.nlp import wordnet

    head = pronoun.head
    if pronoun.i > head.i:
        return []
    while head.lemma_ not in NOMINAL_LEMMAS:  # "he used to be a soldier", "wants to become"
        head = next((c for c in head.children if c.dep_ == OPEN_COMPLEMENT and c.i > head.i
                     and not any(d.dep_ in OBJECT_DEPS for d in head.children)),
                    None)
        if head is None:
            return []
    number = pronoun.morph.get("Number")
    found = []
    for noun in head.children:
        lemma = noun.lemma_.lower()
        dets = [c for c in noun.children if c.dep_ in ("det", "nummod", "predet", "poss")]
        seen = wordnet.animacy(lemma) if lemma not in PRO_NOUNS else None
        # "the one": the tagger may read the pro-form as a numeral, with no number
        pro_form = lemma in PRO_NOUNS and noun.pos_ == "NUM" and \
            any(d.lower_ in NOMINAL_DETERMINERS for d in dets)
        if noun.dep_ != NOMINAL_DEP or noun.pos_ != "NOUN" and not pro_form or not number or \
                (noun.morph.get("Number") or (SINGULAR if pro_form else [])) != number or \
                any(d.lower_ not in NOMINAL_DETERMINERS and d.dep_ != "poss" for d in dets) or \
                lemma not in PRO_NOUNS and (seen is None or seen.animacy != "person" and
                                            seen.share(seen.weights.get("person", 0)) <
                                            PERSON_SHARE):
            continue
        found.append(Agreeing(noun.left_edge.idx, noun.idx + len(noun.text), NOMINAL, noun, lemma))
        for clause in noun.children:
            subject = [c for c in clause.children if c.dep_ in SUBJECT_DEPS]
            if clause.dep_ == "relcl" and subject and subject[0].tag_ in RELATIVE_TAGS:
                verb = next((t for t in [*(c for c in clause.children if c.dep_ in AUX_DEPS |
                                           PASSIVE_DEPS), clause]
                             if "Fin" in t.morph.get("VerbForm") and t.tag_ != "MD"), None)
                if verb is not None:
                    found.append(Agreeing(verb.idx, verb.idx + len(verb.text), FINITE, verb,
                                          verb.lemma_ or None))
    return found


def _nominal(words: str, lemma: str, number: str) -> str | None:
    """A predicate noun phrase in the other number: ``a good boxer`` <-> ``good boxers``,
    ``the only ones`` <-> ``the only one``."""
    from lemminflect import getInflection

    parts = words.split(" ")
    form = getInflection(lemma, "NNS" if number == "pl" else "NN")
    if not form:
        return None
    parts[-1] = match_case(parts[-1], form[0])
    if number == "pl" and parts[0].lower() in ("a", "an"):
        parts = parts[1:]
    elif number == "sg" and parts[0].lower() not in NOMINAL_DETERMINERS and \
            parts[0].lower() not in POSSESSIVE_DETERMINERS and \
            not parts[0].endswith(POSSESSOR_ENDINGS):  # "their neighbours", "John's friends"
        parts = ["an" if parts[0][:1].lower() in AN_LETTERS else "a", *parts]
    return " ".join(parts)


def inflect(word: str, found: Agreeing, target: Target, site: Any) -> str | None:
    """The form of ``word`` for a third-person subject of the target's number."""
    lower = word.lower().replace("’", "'")
    if found.kind == REFLEXIVE:
        if target.number == "sg" and target.gender not in ("m", "f", THING_GENDER) and \
                OWN_POSSESSIVES.get(lower, (None, None))[1] == "pl":
            return word  # "their own" of one of unknown sex or kind: singular they (Steam)
        if target.number == "sg" and target.gender not in ("m", "f", THING_GENDER) and \
                lower not in TAG_PRONOUNS:  # a tag's pronoun stays withheld (isn't he?)
            target = Target(target.person, target.number, EPICENE_GENDER)
        return reflexive_form(word, TAG_PRONOUNS if lower in TAG_PRONOUNS else
                              OWN_POSSESSIVES if lower in OWN_POSSESSIVES else REFLEXIVES,
                              target)
    if found.kind == POSSESSIVE:
        pronoun = TAG_PRONOUNS.get(site.form.lower()) if site is not None else None
        if pronoun is None or pronoun[1] != "sg" or target.number == "sg" and \
                (pronoun[0] not in PERSON_GENDERS or target.gender not in PERSON_GENDERS):
            return word
        return reflexive_form(word, OWN_POSSESSIVES, target)
    if found.kind == QUANTIFIER:
        return "" if target.number == "sg" else word
    if found.kind == NOMINAL:
        return _nominal(word, found.lemma or lower, target.number)
    if found.kind == CONTRACTION:
        lemma = CONTRACTED.get(lower) or _reading(lower, found.token)
        form = _verb(lemma, lower, target.number)
        return None if form is None else " " + form
    lemma = found.lemma or lower
    if lemma != "be" and (found.token is not None and found.token.tag_ == "VBD" or
                          _past_only(lower)):
        return word  # a past tense does not agree (but was/were), whatever the tag says
    if found.token is not None and (_modal(found.token) or _subjunctive(found.token) or
                                    _bare_conjunct(found.token)):
        return word
    form = _verb(lemma, lower, target.number)
    return None if form is None else match_case(word, form)


def _modal(token: Any) -> bool:
    """An auxiliary that is no primary one (``they need not hurry``, ``dare not go``)."""
    return token.dep_ in AUX_DEPS and token.lemma_.lower() not in PRIMARY_AUXILIARIES


def _bare_conjunct(token: Any) -> bool:
    """A verb coordinated with a modal's infinitive, with no auxiliary or subject of its own,
    is an infinitive too, whatever its tag (``will probably tough out the losses and
    remain``; not ``has to see a doctor and needs``)."""
    return token.dep_ == "conj" and "Inf" in token.head.morph.get("VerbForm") and \
        any(c.dep_ in AUX_DEPS and c.tag_ in INVARIANT_TAGS for c in token.head.children) and \
        not any(c.dep_ in AUX_DEPS | SUBJECT_DEPS for c in token.children)


def _subjunctive(token: Any) -> bool:
    """A bare ``be``, or the bare verb of a that-clause after a suasive verb in the past, a
    suasive adjective or noun (``MANDATIVE``): ``ordered that they pay``, ``it is essential
    that they listen``, ``the demand that they leave``."""
    if token.lower_ == BARE_BE:
        return True
    clause = token.head if token.dep_ in AUX_DEPS else token
    if token.lower_ != token.lemma_.lower() or clause.dep_ not in CLAUSE_DEPS:
        return False
    governor = clause.head
    if governor.pos_ == "VERB":
        return governor.lemma_.lower() in MANDATIVE and governor.tag_ == "VBD"
    words = [governor, *(c for c in governor.children if c.dep_ in PREDICATIVE_DEPS)]
    return any(w.pos_ in ("ADJ", "NOUN") and w.lemma_.lower() in MANDATIVE for w in words)


def _past_only(form: str) -> bool:
    """A past tense of every verb it can be and no present of any (``swam``, ``ran``; not
    ``lay``, ``put``, ``read``), so a form the tagger read as a present (``both ran and
    swam``) is never given an ``-s``."""
    from lemminflect import getAllLemmas, getInflection

    lemmas = getAllLemmas(form, upos="VERB").get("VERB", ())
    return bool(lemmas) and all(
        form in getInflection(lemma, "VBD") and
        form not in getInflection(lemma, "VBP") + getInflection(lemma, "VBZ")
        for lemma in lemmas)


def _verb(lemma: str, form: str, number: str) -> str | None:
    if lemma == "be":
        return BE[(BE_TENSE.get(form, "pres"), number)]
    if lemma in ("will", "would", "had"):
        return lemma
    from lemminflect import getInflection

    found = getInflection(lemma, "VBZ" if number == "sg" else "VBP")
    return found[0] if found else None


def guess_number(candidate: str) -> str | None:
    """The number of a candidate the features leave open, from its words: ``one of the
    tellers`` is singular; ``a lot of fans`` is the number of ``fans`` (``QUANTITY_HEADS``);
    the head before a postmodifier decides (``the leader of the rebels``); ``ten dollars``, a
    numeral and a measure, is one amount (Quirk et al. 1985 §10.36); a name is singular
    (``Toyota``), a plural name with ``the`` plural (``the Beatles``) unless WordNet's place
    (``the Netherlands``); ``the poor`` (an adjective as a noun) plural; then the noun
    (:func:`noun_number`)."""
    from lemminflect import getAllLemmas

    words = candidate.split()
    lower = [w.lower() for w in words]
    if len(words) > 2 and " ".join(lower[:2]) in SINGULAR_HEADS:
        return "sg"
    if (noun := quantified_noun(lower)) is not None:
        return guess_number(" ".join(words[noun:]))
    if amount(lower) is not None:
        return "sg"
    cut = next((i for i, w in enumerate(lower) if i and w in morphology.PHRASE_BREAKS),
               len(words))
    words, lower = words[:cut], lower[:cut]
    word = words[-1] if words else ""
    if not word.isalpha():
        return None
    if not word.islower():
        return _name_number(lower, word)
    lemmas = getAllLemmas(word, upos="NOUN").get("NOUN", ())
    if lower[:1] == ["the"] and len(words) == 2 and getAllLemmas(word, upos="ADJ") and \
            (not lemmas or noun_number(word) is None):
        return "pl"
    return noun_number(word)


def noun_number(word: str) -> str | None:
    """The number of a common noun from lemminflect and WordNet: a noun in ``-s`` WordNet
    lists for an act, a field, a message or a state, in ``-ics`` (unless the plural of a
    person: ``mechanics``) or with no singular noun of its own, is singular (``news``,
    ``physics``, ``measles``; Quirk et al. 1985 §5.74; not ``the humanities``); the plural of
    another noun is plural (``trousers``, ``oxen``, ``bacteria``; but one lemminflect also
    knows as a lemma of its own, naming no animal or person, may be counted as one:
    ``data``); a noun in ``-s`` that is its own plural is a plural only (``pliers``,
    ``scissors``; §5.76), unless a field (``politics``: either); another one that is its own
    plural is of either number (``sheep``); else a lemma is singular (``the team``) and an
    inflected form plural."""
    from lemminflect import getAllLemmas, getInflection

    from wsc_corpus.nlp import wordnet

    if word in morphology.SAME_IN_PLURAL:
        return None
    seen = wordnet.animacy(word)
    if word.endswith("s") and seen is not None and seen.lemma == word and \
            not seen.inflected and seen.share(seen.abstract) >= ABSTRACT_SHARE and \
            (word.endswith(FIELD_ENDING) and not _singular_of(word, "person") or
             not _singular_of(word)):
        return "sg"
    lemmas = getAllLemmas(word, upos="NOUN").get("NOUN", ())
    own = seen is not None and seen.lemma == word and not seen.inflected
    if own and seen.plural:  # "oxen", "bacteria", "fungi"; "data" (also a lemma of its own in
        # lemminflect, no animal): also counted as one
        return None if word in lemmas and seen.animacy not in ("animal", "person") else "pl"
    if any(word in getInflection(lemma, "NNS") for lemma in lemmas if lemma != word):
        return "pl"
    same = word in lemmas and getInflection(word, "NNS")[:1] == (word,)
    if same and own and seen.abstract and word.endswith(FIELD_ENDING):
        return None  # "politics", "ethics": a field, or the views on it
    if same:
        return "pl" if word.endswith("s") and not word.endswith("ss") else None
    if not lemmas:
        return None
    return "sg" if word in lemmas else "pl"


def _singular_of(word: str, kind: str | None = None) -> bool:
    """Whether WordNet's detachment rules undo a plural ending to a noun of its own
    (``humanities`` -> ``humanity``; not ``news`` -> ``new``), of that kind if given
    (``mechanics`` -> ``mechanic``, a person: the plural of persons, not the field)."""
    from wsc_corpus.nlp import wordnet

    return any(word.endswith(ending) and (seen := wordnet.animacy(word[:-len(ending)] + base))
               is not None and seen.lemma == word[:-len(ending)] + base and
               kind in (None, seen.animacy) for ending, base in wordnet.DETACHMENT)


def _name_number(lower: list[str], word: str) -> str | None:
    """A name's number: a name is one (``Toyota``, ``James``), a plural of a common noun or of a
    WordNet noun that is no first name several (``Banks``, ``Folks``, ``Americans``), another
    name in ``-s`` of either (``Michaels``, a first name's; ``Iphones``, unknown);
    with ``the``, a name in ``-s`` is plural (``the Beatles``, ``the Smiths``) unless WordNet's
    place (``the Netherlands``, ``the United States``); another name with
    ``the`` is left open (``the Red Sox``, ``the Miami Heat``)."""
    from wsc_corpus.nlp import names, wordnet

    last = lower[-1]
    name = wordnet.animacy("_".join(lower[lower[:1] == ["the"]:]))
    if name is not None and name.weights.get("place", 0) >= PLACE_SHARE * sum(
            name.weights.values()):
        return "sg"
    if lower[:1] == ["the"]:
        return "pl" if last.endswith("s") and not last.endswith("ss") else None
    seen = wordnet.animacy(last)
    if len(lower) == 1 and not word.isupper() and noun_number(last) == "pl":
        return "pl"  # "Banks", "Folks" opening a sentence; not "Tiger Woods", "UPS"
    if seen is not None and seen.lemma != last and last.endswith("s"):
        # "Americans"; "Michaels", "Germans": also the plural-looking form of a first name;
        # "Blu Ray Systems": a name of several words, of either number
        return None if len(lower) > 1 or names.name_gender(seen.lemma.capitalize()).known \
            else "pl"
    if seen is None and last.endswith("s") and not last.endswith("ss"):
        return None  # "Iphones": unknown, of either number
    return "sg"


def quantified_noun(lower: list[str]) -> int | None:
    """Where the noun phrase after a noun of quantity and ``of`` starts (``a lot of fans``:
    3), whose number the whole phrase takes (``morphology.QUANTITY_HEADS``; Quirk et al.
    1985 §10.34), or None; ``lower``: the phrase's words, lower-cased."""
    at = 1 if lower[:1] in (["a"], ["an"]) else 0
    if len(lower) > at + 2 and lower[at] in morphology.QUANTITY_HEADS and lower[at + 1] == "of":
        return at + 2
    return None


def amount(lower: list[str]) -> Any:
    """WordNet's reading of the unit of a numeral and a unit of measure or time (``ten
    dollars``, ``three tons of sand``), which is one amount (Quirk et al. 1985 §10.36), or
    None; ``lower``: the phrase's words, lower-cased."""
    from wsc_corpus.nlp import wordnet

    if len(lower) < 2 or not (lower[0] in CARDINALS or lower[0].isdigit()) or \
            len(lower) > 2 and lower[2] != "of":
        return None
    seen = wordnet.animacy(lower[1])
    return seen if seen is not None and seen.share(seen.measure) >= MEASURE_SHARE else None


def _reading(contraction: str, token: Any) -> str:
    """``'d`` as ``had`` (before a past participle) or ``would``; ``'s`` as ``has`` (before
    ``been``/``got``, or a participle with an object: ``he's helped him``) or ``is``."""
    after = token.nbor(1) if token is not None and token.i + 1 < len(token.doc) else None
    while after is not None and after.dep_ in ("neg", "advmod") and \
            after.lower_ not in HAD_BEFORE and \
            after.i + 1 < len(after.doc):
        after = after.nbor(1)
    if after is None:
        return "would" if contraction == "'d" else "be"
    participle = _participle(after)
    if contraction == "'d":
        return "had" if participle or after.lower_ in HAD_BEFORE else "would"
    return "have" if after.lower_ in HAS_BEFORE or participle and any(
        c.dep_ in ("dobj", "obj") for c in after.children) else "be"


def _participle(token: Any) -> bool:
    """A past participle, whatever the tagger says after a contraction (``they'd eaten``):
    the word is its lemma's participle and not its bare form."""
    from lemminflect import getAllLemmas, getInflection

    if token.tag_ == "VBN":
        return True
    lemmas = getAllLemmas(token.lower_, upos="VERB").get("VERB", ())
    return any(token.lower_ in getInflection(lemma, "VBN") and
               token.lower_ not in getInflection(lemma, "VB") for lemma in lemmas)
