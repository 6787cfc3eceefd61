"""French re-inflection from the tagged Grammalecte dictionary (``hunspell-fr-classical``).

The finite verb or auxiliary takes the candidate's person and number (``Ils essayaient`` ->
``La police essayait``, same tense); an adjective after a copula and a participle after
``être`` take its gender and number (``elle est partie`` -> ``le chat est parti``, ``elles
sont arrivées`` -> ``les garçons sont arrivés``). The agreeing words come from the parse;
the forms from the dictionary (:mod:`wsc_corpus.nlp.inflection`), spaCy's lemma choosing
between readings, and the few adjectives whose forms the dictionary spreads over entries
of their own from the table below.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from functools import cache
from typing import Any

from wsc_corpus.nlp.inflection import (
    ANY,
    Features,
    Inflector,
    agreeing_form,
    finite_form,
    table_form,
)
from wsc_corpus.substitute.agreement import (
    FINITE,
    PREDICATE,
    REFLEXIVE,
    Agreeing,
    Target,
    parsed_agreeing,
    reflexive_form,
)
from wsc_corpus.substitute.text import match_case

# Every French noun has a gender of its own.
THING_GENDER: str | None = None
# The gender of a candidate whose gender nothing tells (les enfants) and that the pronoun
# cannot stand for (of another number): the masculine, which French uses for either.
GENERIC_GENDER = "m"
PARSED = True
guess_number = None  # the features tell a French candidate's number
# A marked pronoun the parser reads as an expletive (`parce qu'il était parti`) is the
# subject all the same.
SUBJECT_DEPS = frozenset({"nsubj", "nsubj:pass", "expl:subj"})
AUX_DEPS = frozenset({"aux", "aux:tense"})
COPULA_DEPS = frozenset({"cop"})
PASSIVE_DEPS = frozenset({"aux:pass"})
AGREEING_AUX_LEMMAS = frozenset({"être"})  # elle est partie; not avoir: elle a mangé
PREDICATES = True
# A verb the dictionary lacks (the parse gives its lemma) is conjugated like these.
MODELS = {"er": "aimer", "ir": "finir"}
# Read first where a form is also another verb's (``étaient``: être, not étayer).
AUXILIARIES = ("être", "avoir")
AUX_CODES = {"être": "e", "avoir": "a"}  # their letters at the end of a verb's code
INVARIANT_TAGS = frozenset()
CONTRACTIONS = frozenset()
# Copular-like verbs (verbes attributifs, Grevisse §243): their predicate (parse: xcomp)
# agrees with the subject like être's: elles semblaient fatiguées, ils sont devenus riches.
COPULAR_LEMMAS = frozenset({"sembler", "paraître", "devenir", "redevenir", "rester",
                            "demeurer", "sentir", "montrer", "avérer", "révéler", "tomber",
                            "naître", "mourir", "vivre", "partir", "arriver", "revenir",
                            "rentrer", "sortir"})
PREDICATE_DEPS = frozenset({"xcomp", "obj"})  # the parse reads some as objects
# A verb and its object that together are copular (avoir l'air: elles avaient l'air
# contentes, Grevisse §248).
COPULAR_OBJECTS = {"avoir": frozenset({"air"})}
# Attributive verbs (Grevisse §243-§245; Riegel ch. VIII): the first adjective or participle
# after them that agrees with the subject is its attribute (lang/fr/attributes.py): être,
# the copular-like verbs above and verbs of motion or state used so (``est reparti
# furieux``, ``finirent ruinés``, ``sont passées inaperçues``).
ATTRIBUTIVE_VERBS = COPULAR_LEMMAS | frozenset({
    "être", "passer", "marcher", "retourner", "repartir", "venir", "entrer", "aller",
    "finir", "ressortir", "resurgir",
})
# Verbs attributive only with ``se`` (se trouver seul, se croire perdu, se faire rare);
# without it their attribute is the object's (``l'a trouvée belle``).
REFLEXIVE_ATTRIBUTIVE_VERBS = frozenset({
    "trouver", "retrouver", "croire", "dire", "savoir", "vouloir", "déclarer", "affirmer",
    "annoncer", "faire", "tenir", "rendre", "juger", "considérer", "estimer", "sentir",
    "montrer", "avérer", "révéler",
})
SE_FORMS = frozenset({"se", "s'", "s’"})
# Causatives whose participle before an infinitive never agrees (elle s'est fait couper
# les cheveux; laissé too since the 1990 rectifications; Grevisse §957).
CAUSATIVE_LEMMAS = frozenset({"faire", "laisser"})
# Words of shade after a colour adjective: the compound colour is invariable (Grevisse &
# Goosse, adjectifs de couleur composés: des yeux bleu clair, une robe vert foncé).
COLOUR_SHADES = frozenset({"clair", "foncé", "pâle", "vif", "sombre", "marine", "ciel", "nuit",
                           "roi", "turquoise", "électrique", "cendré", "perle", "bouteille",
                           "pomme", "olive", "sapin", "acier", "ardoise", "tendre", "cerise"})
# Pronominal verbs whose se is always an indirect object: their participle never agrees
# (elles se sont parlé, ils se sont succédé; Grevisse §952).
SE_INDIRECT_VERBS = frozenset({"parler", "sourire", "succéder", "plaire", "déplaire",
                               "complaire", "nuire", "ressembler", "mentir", "rire",
                               "suffire", "survivre", "convenir", "téléphoner", "écrire",
                               "répondre", "demander", "dire", "promettre", "permettre",
                               "interdire", "jurer", "proposer"})
# The noun of a verbal locution, no object of the verb: the infinitive after it is the
# subject's (faisaient semblant d'être occupées, faisait mine d'être endormi).
LOCUTION_OBJECTS = frozenset({"semblant", "mine"})
# The verbs of state whose attribute may be a bare noun (``sont restées célibataires``,
# ``passait pour menteur``); after the others a bare noun is a complement (``arrivé lundi``).
NOUN_ATTRIBUTE_VERBS = frozenset({"être", "devenir", "redevenir", "rester", "demeurer",
                                  "sembler", "paraître", "avérer", "révéler", "montrer"})
# A preposition some attributive verbs take before their attribute (Grevisse §245).
ATTRIBUTE_PREPOSITIONS = {"passer": "pour",
                          # and verbs whose object's attribute follows comme, an attribute of
                          # the subject in the passive (étaient considérées comme innocentes)
                          **dict.fromkeys(("considérer", "percevoir", "regarder", "décrire",
                                           "traiter", "reconnaître", "présenter", "désigner",
                                           "voir"), "comme")}
# Words between the verb and its attribute that do not end the search (negation, degree);
# the tagger may read them as something other than adverbs.
ATTRIBUTE_SKIP = frozenset({"pas", "plus", "jamais", "point", "guère", "rien", "si", "très",
                            "trop", "assez", "bien", "presque", "vraiment", "aussi", "déjà",
                            "encore", "toujours", "souvent", "parfois", "vite", "peu",
                            "dehors", "dedans", "ensemble", "là", "ici", "ailleurs",
                            "longtemps", "tard", "tôt"})
# The labels the parse gives an adjective that modifies a verb of the subject's clause as an
# attribute of the subject (``voulaient rentrer seules``: advmod).
SUBJECT_ADJECTIVE_DEPS = frozenset({"advmod", "xcomp"})
# Adjectives used as adverbs after a verb, invariable (Grevisse & Goosse, adjectifs employés
# adverbialement: parler bas, gagner gros, coûter cher, voir clair, chanter faux).
ADVERBIAL_ADJECTIVES = frozenset({
    "bas", "haut", "fort", "cher", "clair", "faux", "juste", "dur", "bon", "mauvais", "gros",
    "net", "droit", "court", "ferme", "lourd", "doux", "fin", "profond", "sec", "vrai", "large",
    "serré", "frais", "chaud", "froid", "grand", "petit", "long", "ras", "lent", "vite",
})
# Adverbs that may stand between a subject pronoun and its verb (elles aussi étaient).
SUBJECT_ADVERBS = frozenset({"aussi", "même", "surtout"})
# How the parse attaches an infinitive the subject controls (allaient devenir: xcomp;
# venaient d'être embauchés: obl:arg).
INFINITIVE_DEPS = frozenset({"xcomp", "obl:arg"})
ATTRIBUTE_COORDINATORS = frozenset({"et", "ou", "mais", "ni"})
# The article of a superlative or ordinal attribute agrees with it (elles étaient les plus
# rapides -> il était le plus rapide; la première -> les premiers): (gender, number) -> form.
ATTRIBUTE_ARTICLES = {"le": ("m", "sg"), "la": ("f", "sg"), "les": (None, "pl"),
                      "l'": (None, "sg")}
SUPERLATIVE_ADVERBS = frozenset({"plus", "moins"})
# The indefinite article of an attribute noun phrase (était une bonne actrice, étaient de
# bons amis) by gender and number; ``de`` before an adjective in the plural (Grevisse §584).
INDEFINITE_ARTICLES = {"un": ("m", "sg"), "une": ("f", "sg"), "des": (None, "pl"),
                       "de": (None, "pl")}
PLURAL_BEFORE_ADJECTIVE = "de"
# The determiners of an attribute noun phrase (Riegel ch. VIII: étaient ses meilleurs amis ->
# était sa meilleure amie, étaient les amies de Marie -> était l'ami de Marie): form ->
# (family, gender, number); the form of a family for a gender and number (None: either);
# and the singular before a vowel.
NP_DETERMINERS = {
    **{form: ("indefinite", g, n) for form, (g, n) in INDEFINITE_ARTICLES.items()},
    "le": ("definite", "m", "sg"), "la": ("definite", "f", "sg"), "l'": ("definite", None, "sg"),
    "les": ("definite", None, "pl"),
    "son": ("his", "m", "sg"), "sa": ("his", "f", "sg"), "ses": ("his", None, "pl"),
    "mon": ("my", "m", "sg"), "ma": ("my", "f", "sg"), "mes": ("my", None, "pl"),
    "ton": ("your", "m", "sg"), "ta": ("your", "f", "sg"), "tes": ("your", None, "pl"),
    "leur": ("their", None, "sg"), "leurs": ("their", None, "pl"),
    "notre": ("our", None, "sg"), "nos": ("our", None, "pl"),
    "votre": ("yours", None, "sg"), "vos": ("yours", None, "pl"),
}
NP_DETERMINER_FORMS = {key: form for form, key in NP_DETERMINERS.items()}
NP_BEFORE_VOWEL = {"definite": "l'", "his": "son", "my": "mon", "your": "ton"}
# ``tout`` before an attribute is an adverb (Grevisse §994): invariable, but feminine before
# a feminine adjective that begins with a consonant or an aspirated h (``toutes seules``,
# ``tout émues``).
TOUT_FORMS = frozenset({"tout", "toute", "toutes", "tous"})
TOUT_FEMININE = {"sg": "toute", "pl": "toutes"}
TOUT_INVARIABLE = "tout"
TOUS = "tous"  # the floating quantifier (ils sont tous partis), never the adverb
# ``toutes`` is the floating quantifier too, not the adverb, between a tense auxiliary and its
# participle (``elles sont toutes arrivées``, ``ont toutes mangé``, ``se sont toutes levées``;
# Grevisse §994: the adverb modifies an adjective or an attribute participle only).
TOUS_PLURALS = frozenset({"tous", "toutes"})
# A relative pronoun starts another clause before a detached adjective (``elles, qui ...``).
RELATIVES = frozenset({"qui", "que", "qu'", "dont", "où", "lequel", "laquelle", "lesquels",
                       "lesquelles"})
# Intensive pronouns (il ... lui-même): gender, number.
REFLEXIVES = {"lui-même": ("m", "sg"), "elle-même": ("f", "sg"), "eux-mêmes": ("m", "pl"),
              "elles-mêmes": ("f", "pl")}
# Possessive determiners refer back to the subject (Riegel ch. VII): they take its number
# (``ils ont oublié leurs valises`` -> ``le guide a oublié ses valises``). Form -> (the
# possessor's number, the possessed noun's number); the form for (possessor, possessed,
# gender of the possessed noun, None: any); ``son`` before a vowel whatever the gender.
POSSESSIVE_DETERMINERS = {"son": ("sg", "sg"), "sa": ("sg", "sg"), "ses": ("sg", "pl"),
                          "leur": ("pl", "sg"), "leurs": ("pl", "pl")}
POSSESSIVE_FORMS = {("sg", "sg", "m"): "son", ("sg", "sg", "f"): "sa", ("sg", "pl", None): "ses",
                    ("pl", "sg", None): "leur", ("pl", "pl", None): "leurs"}
POSSESSIVE_BEFORE_VOWEL = "son"
# The cases of a pronoun whose agreeing words follow the candidate: the subject, and the
# stressed pronoun a cleft's relative agrees with (c'est lui qui a gagné -> ce sont les
# filles qui ont gagné; Riegel ch. XIV).
SUBJECT_CASES = ("nom", "stressed", "acc")
# ... and the accusative clitic's attribute (attribut du complément d'objet, Riegel ch. VIII;
# Grevisse §301), after the verbs that take one: ``les a jugées excellentes`` -> ``a jugé les
# gâteaux excellents``, ``l'a rendue heureuse`` -> ``a rendu le garçon heureux``.
ACCUSATIVE_CASE = "acc"
OBJECT_ATTRIBUTE_VERBS = frozenset({
    "trouver", "juger", "croire", "estimer", "considérer", "rendre", "laisser", "déclarer",
    "dire", "savoir", "vouloir", "imaginer", "supposer", "tenir", "préférer", "garder",
    "nommer", "élire", "proclamer", "appeler", "retrouver", "voir", "percevoir", "regarder",
    "décrire", "traiter", "reconnaître", "présenter", "désigner",
})
# A cleft's copula, by tense and number: (tense, number) per form.
CLEFT_COPULAS = {"c'est": ("pres", "sg"), "ce sont": ("pres", "pl"),
                 "c'était": ("imp", "sg"), "c'étaient": ("imp", "pl"),
                 "ce fut": ("ps", "sg"), "ce furent": ("ps", "pl"),
                 "ce sera": ("fut", "sg"), "ce seront": ("fut", "pl"),
                 "ce serait": ("cond", "sg"), "ce seraient": ("cond", "pl")}
CLEFT_RELATIVE = "qui"
# The relative of a cleft on the object (c'est elle que le jury a choisie): the participle
# after avoir in it agrees with the focus, the object placed before it (Grevisse §943).
CLEFT_OBJECT = ("que", "qu'")
# Indefinite pronouns with a partitive complement (l'une d'elles, chacun d'eux, aucune
# d'entre elles; Grevisse & Goosse, pronoms indéfinis): the indefinite takes the gender of the
# candidate the stressed pronoun stands for, and so does what agrees with it, in the
# indefinite's own number (l'une d'elles est restée -> l'un des fils est resté): form ->
# (masculine, feminine, number).
PARTITIVE_INDEFINITES = {
    **dict.fromkeys(("un", "une"), ("un", "une", "sg")),
    **dict.fromkeys(("aucun", "aucune"), ("aucun", "aucune", "sg")),
    **dict.fromkeys(("chacun", "chacune"), ("chacun", "chacune", "sg")),
    **dict.fromkeys(("nul", "nulle"), ("nul", "nulle", "sg")),
    **dict.fromkeys(("certains", "certaines"), ("certains", "certaines", "pl")),
    **dict.fromkeys(("quelques-uns", "quelques-unes"), ("quelques-uns", "quelques-unes", "pl")),
}
PARTITIVE_LINKS = ("d'", "de ", "d'entre ", "entre ")
STRESSED_CASE = "stressed"
DATIVE_FORMS = frozenset({"lui"})  # also a stressed form (c'est lui qui)
# The subject pronoun that stays after the verb in complex inversion (La police
# était-elle ?): gender, number.
INVERTED_PRONOUNS = {"il": ("m", "sg"), "elle": ("f", "sg"), "ils": ("m", "pl"),
                     "elles": ("f", "pl")}
TAG_PRONOUNS: dict[str, tuple[str | None, str]] = {}  # French has no tag questions

# Tenses in order of preference where a form reads as several (``essaient``: indicative or
# subjunctive present): the indicative first.
TENSES = ("ipre", "iimp", "ipsi", "ifut", "cond", "spre", "simp", "impe")
# After the conjunctions that govern the subjunctive (Grevisse & Goosse §1153-1163; Riegel et
# al. ch. XVIII), the subjunctive first (jusqu'à ce qu'ils s'endorment -> qu'elle s'endorme).
SUBJUNCTIVE_TENSES = ("spre", "simp", "ipre", "iimp", "ipsi", "ifut", "cond", "impe")
SUBJUNCTIVE_CONJUNCTIONS = (
    "jusqu'à ce que", "pour que", "afin que", "avant que", "bien que", "quoique", "sans que",
    "à moins que", "pourvu que", "en attendant que", "de peur que", "de crainte que",
    "il faut que", "il faudrait que", "il fallait que", "à condition que",
)
POS = {"adj": "adj", "ppas": "ppas", "ppre": "ppre", "infi": "infi", "nom": "nom"}
GENDERS = {"mas": "m", "fem": "f", "epi": ANY}
NUMBERS = {"sg": "sg", "pl": "pl", "inv": ANY}

# Adjectives whose forms the dictionary keeps under separate entries: (m sg, f sg, m pl,
# f pl); the masculine before a vowel (bel, nouvel, vieil) reads as the masculine.
ADJECTIVES = (
    ("beau", "belle", "beaux", "belles"), ("bel", "belle", "beaux", "belles"),
    ("nouveau", "nouvelle", "nouveaux", "nouvelles"),
    ("nouvel", "nouvelle", "nouveaux", "nouvelles"),
    ("vieux", "vieille", "vieux", "vieilles"), ("vieil", "vieille", "vieux", "vieilles"),
    ("fou", "folle", "fous", "folles"), ("mou", "molle", "mous", "molles"),
    ("favori", "favorite", "favoris", "favorites"), ("frais", "fraîche", "frais", "fraîches"),
    ("public", "publique", "publics", "publiques"), ("blanc", "blanche", "blancs", "blanches"),
    ("sec", "sèche", "secs", "sèches"), ("doux", "douce", "doux", "douces"),
    ("faux", "fausse", "faux", "fausses"), ("roux", "rousse", "roux", "rousses"),
    ("long", "longue", "longs", "longues"), ("grec", "grecque", "grecs", "grecques"),
    ("franc", "franche", "francs", "franches"), ("andalou", "andalouse", "andalous", "andalouses"),
    ("coi", "coite", "cois", "coites"), ("tiers", "tierce", "tiers", "tierces"),
)


def features(tags: str) -> Features | None:
    """Key -> values of a Grammalecte tag string (``po:ipre po:3sg``, ``is:fem is:pl``);
    None for the rules that attach a pronoun (``ds:``)."""
    out: dict[str, set[str]] = {}
    for tag in tags.replace("!", "").split():
        kind, _, value = tag.partition(":")
        if kind == "ds":
            return None
        if kind == "po" and value.startswith("v") and "_" in value:
            out.setdefault("pos", set()).add("verb")
            # the verb's code ends with its auxiliaries (``v1_i____e_``: arriver takes être,
            # ``v1_it_q__a``: manger avoir); its participles keep them
            out.setdefault("aux", set()).update(
                aux for aux, flag in zip(AUXILIARIES, value[-2:]) if flag == AUX_CODES[aux])
        elif kind == "po" and value in TENSES:
            out.setdefault("tense", set()).add(value)
        elif kind == "po" and value[:1] in "123" and value[1:] in ("sg", "pl"):
            out.setdefault("pn", set()).add(value)
        elif kind == "po" and value in POS:
            out.setdefault("pos", set()).add(POS[value])
        elif kind == "is" and value in GENDERS:
            out.setdefault("gender", set()).add(GENDERS[value])
        elif kind == "is" and value in NUMBERS:
            out.setdefault("number", set()).add(NUMBERS[value])
    return {key: frozenset(values) for key, values in out.items()}


def lemma(tags: str) -> str | None:
    return None  # Grammalecte lists no irregular form as an entry of its own


@cache
def inflector() -> Inflector | None:
    from wsc_corpus.nlp.hunspell import dictionary

    found = dictionary("fr")
    return None if found is None else Inflector(found[1], features, lemma)


def agreeing(site: Any) -> list[Agreeing]:
    """The agreeing words the parse shows, and those French word order shows
    (:mod:`wsc_corpus.lang.fr.attributes`); for an accusative clitic its attribute, for a
    stressed pronoun after ``l'une de`` the indefinite and its predicates."""
    from wsc_corpus.lang.fr.attributes import (
        apposed_relative,
        extra_agreeing,
        object_attributes,
    )
    from wsc_corpus.substitute.agreement import subject_reading

    table = sys.modules[__name__]
    reading = subject_reading(site)
    if reading is not None and reading.case == ACCUSATIVE_CASE:
        return object_attributes(site, reading, table)
    pronoun = site.pronoun_token()
    if reading is not None and reading.case == STRESSED_CASE and pronoun is not None and \
            pronoun.lower_ in DATIVE_FORMS and pronoun.i + 1 < len(pronoun.doc) and \
            pronoun.nbor(1).pos_ in ("VERB", "AUX"):
        return []  # Lui avez-vous écrit ?: the dative clitic, no subject
    partitive = _partitive(site)
    if reading is not None and partitive is not None:  # after de: the stressed pronoun
        return _partitive_agreeing(site, reading, partitive, table)
    found = _inverted(site, extra_agreeing(site, parsed_agreeing(site, table), table)) + \
        _cleft(site, table)
    starts = {w.start for w in found}
    return found + [w for w in apposed_relative(site, reading, table) if w.start not in starts]


def _partitive(site: Any) -> tuple[int, int, tuple[str, str, str]] | None:
    """The indefinite pronoun whose partitive complement the pronoun is (``l'une d'elles``):
    its offsets and its forms, or None."""
    before = site.before.lower().replace("’", "'")
    link = next((k for k in PARTITIVE_LINKS if before.endswith(k)), None)
    if link is None:
        return None
    head = before[:len(before) - len(link)].rstrip()
    word = head.rsplit(None, 1)[-1] if head else ""
    word = word.split("'")[-1]  # l'une
    if word not in PARTITIVE_INDEFINITES:
        return None
    end = len(head)
    return end - len(word), end, PARTITIVE_INDEFINITES[word]


def _partitive_agreeing(site: Any, reading: Any, partitive: tuple[int, int, Any],
                        table: Any) -> list[Agreeing]:
    """The indefinite of a partitive (``l'une d'elles``) and the predicates that agree with it,
    whichever of the two the parse makes the subject."""
    from wsc_corpus.lang.fr.attributes import extra_agreeing

    start, end, (_, _, number) = partitive
    own = replace(reading, number=number)
    words = [Agreeing(start, end, PREDICATE, site.token_at(start), None)]
    for inner in (site, replace(site, start=start, end=end, agreeing=None)):
        found = extra_agreeing(inner, parsed_agreeing(inner, table), table, own)
        words += [w for w in found if w.kind == PREDICATE and w.start >= site.end]
    seen: set[int] = set()
    return [w for w in words if not (w.start in seen or seen.add(w.start))]


def _cleft(site: Any, table: Any) -> list[Agreeing]:
    """A cleft's copula before the pronoun and the words of its ``qui`` relative, which
    agree with the pronoun (``c'est lui qui a gagné``)."""
    from wsc_corpus.lang.fr.attributes import extra_agreeing
    from wsc_corpus.substitute.agreement import subject_reading

    before = site.before.rstrip()
    copula = next((c for c in CLEFT_COPULAS
                   if before.lower().replace("’", "'").endswith(c)), None)
    pronoun = site.pronoun_token()
    if copula is None or pronoun is None or pronoun.i + 1 >= len(pronoun.doc) or \
            pronoun.nbor(1).lower_.replace("’", "'") not in (CLEFT_RELATIVE, *CLEFT_OBJECT):
        return []
    start = len(before) - len(copula)
    if start > 0 and before[start - 1].isalpha():
        return []
    relative = pronoun.nbor(1)
    if relative.lower_ != CLEFT_RELATIVE:
        return [Agreeing(start, len(before), FINITE, None, None),
                *_object_participle(relative, subject_reading(site))]
    inner = replace(site, start=relative.idx, end=relative.idx + len(relative.text),
                    agreeing=None)
    words = parsed_agreeing(inner, table)
    words = extra_agreeing(inner, words, table, subject_reading(site))
    return [Agreeing(start, len(before), FINITE, None, None), *words]


def _object_participle(relative: Any, reading: Any) -> list[Agreeing]:
    """The participle of a compound tense with ``avoir`` in the clause a relative ``que``
    opens, where it agrees with the pronoun (the dictionary's gender and number)."""
    lex = inflector()
    if lex is None or reading is None:
        return []
    doc = relative.doc
    for i in range(relative.i + 1, len(doc) - 1):
        if doc[i].is_punct or doc[i].lower_ in RELATIVES:
            return []
        if not any(r.lemma == AUXILIARIES[1] and "pn" in r.feats
                   for r in lex.analyse(doc[i].lower_)):
            continue
        j = i + 1
        while j < len(doc) - 1 and doc[j].pos_ == "ADV":
            j += 1
        participle = doc[j]
        if any("ppas" in r.feats.get("pos", ()) and
               _fits(r.feats.get("gender"), reading.gender) and
               _fits(r.feats.get("number"), reading.number)
               for r in lex.analyse(participle.lower_)):
            return [Agreeing(participle.idx, participle.idx + len(participle.text), PREDICATE,
                             participle, participle.lemma_ or None)]
        return []
    return []


def _fits(values: frozenset[str] | None, value: str | None) -> bool:
    """Whether a dictionary feature (None: not marked) admits a value."""
    return values is None or value in values or ANY in values


def _inverted(site: Any, found: list[Agreeing]) -> list[Agreeing]:
    """With an inverted subject pronoun, the verb before it (and its euphonic ``-t-``) and,
    in complex inversion, the pronoun itself, which stays after the verb
    (:mod:`wsc_corpus.lang.fr.inversion`)."""
    from wsc_corpus.lang.fr.inversion import inversion

    where = inversion(site) if site.form.lower() in INVERTED_PRONOUNS else None
    if where is None:
        return found
    host = site.token_at(where.host_start)
    lemma = host.lemma_ if host is not None else None
    if where.incise:
        return [Agreeing(where.host_start, where.host_end, FINITE, host, lemma), *found]
    return [Agreeing(where.host_start, site.start, FINITE, host, lemma),
            Agreeing(site.start, site.end, REFLEXIVE, site.pronoun_token(), None),
            *found]


def inflect(word: str, found: Agreeing, target: Target, site: Any) -> str | None:
    """The form of ``word`` for the target (None: the dictionary has none)."""
    lex = inflector()
    if lex is None:
        return None
    partitive = _partitive(site) if found.kind == PREDICATE else None
    if partitive is not None:  # l'une d'elles est restée -> l'un des fils est resté
        start, _, (masculine, feminine, number) = partitive
        if found.start == start:
            return match_case(word, feminine if target.gender == "f" else masculine)
        target = Target(target.person, number, target.gender)
    if found.kind == REFLEXIVE and word.lower() in POSSESSIVE_DETERMINERS:
        return match_case(word, _possessive(site, found, target))
    if found.kind == REFLEXIVE:
        table = INVERTED_PRONOUNS if word.lower() in INVERTED_PRONOUNS else REFLEXIVES
        return reflexive_form(word, table, target)
    if found.kind == FINITE and word.lower().replace("’", "'") in CLEFT_COPULAS:
        tense, _ = CLEFT_COPULAS[word.lower().replace("’", "'")]
        form = next(f for f, (t, n) in CLEFT_COPULAS.items()
                    if t == tense and n == target.number)
        return match_case(word, form.replace("'", word[1] if word[1:2] in "'’" else "'"))
    if found.kind == FINITE and word.endswith("-"):  # étaient- / a-t- before a pronoun
        from wsc_corpus.lang.fr.clitics import EUPHONIC_T, EUPHONIC_T_AFTER

        verb = word.removesuffix(EUPHONIC_T).removesuffix("-")
        form = inflect(verb, found, target, site)
        return None if form is None else form + (
            EUPHONIC_T if form.lower().endswith(EUPHONIC_T_AFTER) else "-")
    if found.kind != FINITE and word.lower().replace("’", "'") in ATTRIBUTE_ARTICLES:
        return _article(site, found, word, target)
    phrase = _indefinite_phrase(found, site)
    if phrase is not None:
        return _in_indefinite_phrase(word, found, phrase, target, lex)
    if found.token is not None and word.lower() in TOUT_FORMS:
        return match_case(word, _tout(site, found, target))
    if found.kind == FINITE:
        lemma = found.lemma if found.lemma else next(
            (r.lemma for r in lex.analyse(word) if r.lemma in AUXILIARIES), None)
        tenses = SUBJUNCTIVE_TENSES if _after_subjunctive_conjunction(site.before) else TENSES
        form = finite_form(lex, word, lemma, target.person + target.number, tenses, MODELS)
    else:
        form = table_form(word, ADJECTIVES, target.gender, target.number) or \
            agreeing_form(lex, word, found.lemma, target.gender, target.number)
        readings = [r.feats.get("pos", frozenset()) for r in lex.analyse(word)]
        if form is None and found.token is not None and \
                (found.token.pos_ != "ADJ" or any("nom" in pos for pos in readings)) and \
                not any(pos & {"adj", "ppas"} for pos in readings):
            # a noun predicate takes the number, and the gender where it has both
            # (``sont restées célibataires`` -> ``est resté célibataire``; ``est médecin``)
            nouns = frozenset({"nom"})
            form = agreeing_form(lex, word, found.lemma, target.gender, target.number,
                                 nouns) or \
                agreeing_form(lex, word, found.lemma, None, target.number, nouns) or word
    return None if form is None else match_case(word, form)


def _after_subjunctive_conjunction(before: str) -> bool:
    """Whether the pronoun's clause opens with a conjunction that governs the subjunctive
    (the text before the pronoun ends with it, ``que`` elided or not)."""
    text = " ".join(before.lower().replace("’", "'").split())
    return (text[:-1] + "e" if text.endswith("qu'") else text).endswith(
        SUBJUNCTIVE_CONJUNCTIONS)


def _possessive(site: Any, found: Agreeing, target: Target) -> str:
    """A possessive determiner for a possessor of the target's number."""
    from wsc_corpus.substitute.elision import vowel_start
    from wsc_corpus.substitute.text import next_word

    word = site.text[found.start:found.end].lower()
    owner, owned = POSSESSIVE_DETERMINERS[word]
    if owner == target.number:
        return word
    form = POSSESSIVE_FORMS.get((target.number, owned, None))
    if form is not None:
        return form
    following = next_word(site.text[found.end:])[0]
    noun = found.token.head if found.token is not None else None
    if vowel_start(following, site.lang.elision):
        return POSSESSIVE_BEFORE_VOWEL
    from wsc_corpus.nlp.lexicon import lexicon

    nouns = lexicon("fr")
    gender = nouns.gender(noun.text) if nouns is not None and noun is not None else None
    if gender not in ("m", "f"):  # the dictionary's gender first, then the tagger's
        gender = "f" if noun is not None and "Fem" in noun.morph.get("Gender") else "m"
    return POSSESSIVE_FORMS[(target.number, owned, gender)]


def _article(site: Any, found: Agreeing, word: str, target: Target) -> str:
    """The article of a superlative or ordinal attribute for the target (``l'`` before a
    vowel where the text elided it)."""
    from wsc_corpus.substitute.elision import vowel_start
    from wsc_corpus.substitute.text import next_word

    elided = word[-1:] in "'’"
    if target.number == "pl":
        form = next(f for f, (_, n) in ATTRIBUTE_ARTICLES.items() if n == "pl")
        return match_case(word, form + (" " if elided else ""))
    if elided and vowel_start(next_word(site.text[found.end:])[0], site.lang.elision):
        return word
    form = next(f for f, (g, n) in ATTRIBUTE_ARTICLES.items()
                if n == "sg" and g == (target.gender or "m"))
    return match_case(word, form + (" " if elided else ""))


def _indefinite_phrase(found: Agreeing, site: Any) -> tuple[Any, Any] | None:
    """The article and the noun of the attribute noun phrase ``found`` belongs to (``une
    excellente comédienne``; ``sa meilleure amie`` where the determiner agrees too: not
    ``l'air contentes``), or None."""
    token = found.token
    if token is None or found.kind != PREDICATE:
        return None
    doc = token.doc
    start = token.i
    while start > 0 and _determiner(doc[start]) not in NP_DETERMINERS and \
            doc[start].pos_ in ("ADJ", "NOUN", "ADV"):
        start -= 1
    if _determiner(doc[start]) not in NP_DETERMINERS:
        return None
    end = start + 1
    while end < len(doc) and doc[end].pos_ in ("ADJ", "ADV"):
        end += 1
    if end >= len(doc) or doc[end].pos_ != "NOUN" or token.i > end and token.pos_ != "ADJ" or \
            doc[start].lower_ == PLURAL_BEFORE_ADJECTIVE and end == start + 1:
        return None
    if _determiner(doc[start]) not in INDEFINITE_ARTICLES and \
            not any(w.start == doc[start].idx for w in site.agreeing or ()):
        return None
    return doc[start], doc[end]


def _in_indefinite_phrase(word: str, found: Agreeing, phrase: tuple[Any, Any],
                          target: Target, lex: Any) -> str | None:
    """A word of an indefinite attribute noun phrase for the target: the noun takes its
    number, and its gender where it has both (``comédienne`` -> ``comédien``; ``génie``
    keeps its own); the article and the adjectives follow the noun."""
    article, noun = phrase
    nouns = frozenset({"nom"})
    gender = target.gender if agreeing_form(lex, noun.text, None, target.gender,
                                            target.number, nouns) else None
    if gender is None:
        gender = next((g for r in lex.analyse(noun.lower_) if "nom" in r.feats.get("pos", ())
                       for g in sorted(r.feats.get("gender", ())) if g in ("m", "f")), "m")
    family = NP_DETERMINERS[_determiner(article)][0]
    if found.token.i == article.i and family != "indefinite":
        return _determiner_form(word, article, family, gender, target.number)
    if found.token.i == article.i:
        if target.number == "pl":
            before = any(t.pos_ == "ADJ" for t in article.doc[article.i + 1:noun.i])
            return match_case(word, PLURAL_BEFORE_ADJECTIVE if before else next(
                a for a, (_, n) in INDEFINITE_ARTICLES.items() if n == "pl"))
        return match_case(word, next(a for a, (g, n) in INDEFINITE_ARTICLES.items()
                                     if n == "sg" and g == gender))
    if found.token.i == noun.i:
        return match_case(word, agreeing_form(lex, word, None, gender, target.number, nouns)
                          or agreeing_form(lex, word, None, None, target.number, nouns)
                          or word)
    form = table_form(word, ADJECTIVES, gender, target.number) or \
        agreeing_form(lex, word, found.lemma, gender, target.number)
    return None if form is None else match_case(word, form)


def _determiner(token: Any) -> str:
    return token.lower_.replace("’", "'")


def _determiner_form(word: str, article: Any, family: str, gender: str, number: str) -> str:
    """A definite or possessive determiner of an attribute noun phrase for a gender and
    number; ``l'``, ``son`` before a vowel (``word``: as the text has it, with the space
    after it, which ``l'`` drops and ``les`` takes)."""
    from wsc_corpus.substitute.elision import vowel_start

    doc = article.doc
    following = doc[article.i + 1].text if article.i + 1 < len(doc) else ""
    form = NP_DETERMINER_FORMS.get((family, gender if number == "sg" else None, number)) or \
        NP_DETERMINER_FORMS.get((family, None, number), word.strip())
    if number == "sg" and family in NP_BEFORE_VOWEL and \
            vowel_start(following, _elision()):
        form = NP_BEFORE_VOWEL[family]
    return match_case(word, form if form.endswith("'") else form + " ")


def _elision() -> Any:
    from wsc_corpus.lang import defaults

    return defaults("fr").elision


def floating(token: Any) -> bool:
    """Whether a plural ``tout`` stands between a tense auxiliary and its participle: after
    ``avoir``, or after ``être`` before the participle of a verb that takes être (the
    dictionary's verb code) or of a pronominal verb (``se sont``)."""
    lex = inflector()
    doc = token.doc
    if lex is None or token.lower_ not in TOUS_PLURALS or not 0 < token.i < len(doc) - 1:
        return False
    auxiliary = next((r.lemma for r in lex.analyse(doc[token.i - 1].lower_)
                      if r.lemma in AUXILIARIES and "pn" in r.feats), None)
    verbs = [r.feats.get("aux", frozenset()) for r in lex.analyse(doc[token.i + 1].lower_)
             if "ppas" in r.feats.get("pos", frozenset())]
    if auxiliary is None or not verbs:
        return False
    pronominal = token.i > 1 and doc[token.i - 2].lower_ in SE_FORMS
    return auxiliary != AUXILIARIES[0] or pronominal or any(AUXILIARIES[0] in v for v in verbs)


def _tout(site: Any, found: Agreeing, target: Target) -> str:
    """``tout`` as an adverb before the attribute it modifies, for the target; ``tous``, which
    the adverb never is, is the floating quantifier (``ils sont tous partis``, Grevisse
    §994): ``toutes`` for a feminine plural, nothing for a singular."""
    from wsc_corpus.substitute.elision import vowel_start
    from wsc_corpus.substitute.text import next_word

    if site.text[found.start:found.end].lower() == TOUS or floating(found.token):
        return "" if target.number == "sg" else TOUT_FEMININE["pl"] if target.gender == "f" \
            else TOUS
    following = next_word(site.text[found.end:])[0]
    if target.gender == "f" and not vowel_start(following, site.lang.elision):
        return TOUT_FEMININE[target.number]
    return TOUT_INVARIABLE


