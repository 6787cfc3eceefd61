"""Portuguese re-inflection from the tagged pt_PT dictionary (``hunspell-pt-pt``).

No Portuguese parser is installed, so the agreeing words are found by rule: after a subject
pronoun (not after a preposition: ``para ele``), past clitics, negation and a few adverbs,
the first word the dictionary reads as a finite verb takes the candidate's person and number
(``Eles foram vitoriosos`` -> ``Yakutsk foi vitorioso``); after a copula (``ser``,
``estar``, ``ficar``, ...) the first adjective or participle takes its gender and number
(``ela estava cansada`` -> ``o pai estava cansado``). Forms come from the dictionary's
entries and suffix rules (:mod:`wsc_corpus.nlp.inflection`), and from the table below for
the adjectives whose feminine the dictionary lacks or keeps under another entry.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from itertools import pairwise
from typing import Any

from wsc_corpus.lang.pt.capitalization import DETERMINERS
from wsc_corpus.lang.pt.grammar import INTENSIVE_PROPRIO
from wsc_corpus.lang.pt.verbs import IRREGULAR_PARTICIPLES
from wsc_corpus.nlp.inflection import (
    PERSON_NUMBERS,
    Features,
    Inflector,
    agreeing_form,
    finite_form,
    matching,
    table_form,
)
from wsc_corpus.substitute.agreement import (
    FINITE,
    PREDICATE,
    REFLEXIVE,
    Agreeing,
    Target,
    reflexive_form,
)
from wsc_corpus.substitute.text import match_case

# Every Portuguese noun has a gender of its own.
THING_GENDER: str | None = None
PARSED = False
guess_number = None  # the determiner tells a Portuguese candidate's number
# Tenses in order of preference where a form reads as several (``foram``: pretérito
# perfeito or mais-que-perfeito; ``ande``: presente do conjuntivo or imperativo).
TENSES = ("p", "pi", "pp", "f", "c", "pmp", "pc", "pic", "ic", "fc", "i")
# Forms two tenses share in every verb (the mais-que-perfeito's third person plural is the
# pretérito perfeito's: fizeram, foram; Cunha & Cintra cap. 13, tempos derivados): a
# reading in the first whose form is not the second's is an error of the dictionary
# (``estiverem`` tagged mais-que-perfeito, which is ``estiveram``), dropped.
SYNCRETIC = {("pmp", "3pl"): ("pp", "3pl")}
# Words between the subject and its verb: negation, clitics, adverbs.
SKIPPED = frozenset({
    "não", "já", "também", "nunca", "ainda", "sempre", "só", "apenas", "logo", "jamais",
    "me", "te", "se", "nos", "vos", "lhe", "lhes", "o", "a", "os", "as", "mesmo", "mesma",
    "mesmos", "mesmas", "próprio", "própria", "próprios", "próprias", "todo", "toda",
    "todos", "todas", "ambos", "ambas", "entretanto", "então", "depois", "realmente", "certamente",
    "provavelmente", "finalmente", "rapidamente", "tampouco", "quase", "assim", "nem",
})
# The third-person endings of the regular conjugations (Cunha & Cintra cap. 13), singular and
# plural in the same order, longest first, for a verb the dictionary lacks: pretérito
# perfeito, imperfeito, futuro, condicional, imperfeito do conjuntivo, then the presents
# (-am/-a, -em/-e: presente of one conjugation, conjuntivo of another, the same endings).
REGULAR_VERB_ENDINGS = {
    "pl": ("ariam", "eriam", "iriam", "assem", "essem", "issem", "aram", "eram", "iram",
           "avam", "arão", "erão", "irão", "iam", "am", "em"),
    "sg": ("aria", "eria", "iria", "asse", "esse", "isse", "ou", "eu", "iu",
           "ava", "ará", "erá", "irá", "ia", "a", "e"),
}
# Adverbs of manner (Cunha & Cintra cap. 15: the feminine of an adjective + -mente), which
# the dictionary derives by rule, and adverbial phrases between a subject and its verb.
ADVERB_SUFFIX = "mente"
ADVERBIAL_PHRASES = tuple(tuple(p.split()) for p in (
    "de repente", "às vezes", "por vezes", "de novo", "de facto", "de fato", "sem dúvida",
    "com certeza", "por fim", "no entanto", "de vez em quando", "pelo menos", "ao menos",
    "em seguida", "por isso", "outra vez", "mais uma vez", "nem sequer", "de imediato"))
MAX_ADVERBIAL_PHRASE = max(len(p) for p in ADVERBIAL_PHRASES)
# Words before which ``mesmo`` is the adverb (``elas mesmo assim foram``: Cunha & Cintra cap.
# 12, mesmo = ainda assim), not the intensive that agrees (``elas mesmas foram``).
ADVERBIAL_MESMO_BEFORE = frozenset({"assim"})
# Adverbs between a copula and its predicate (``estava muito cansada``).
DEGREE = frozenset({"muito", "mais", "menos", "tão", "bem", "bastante", "demasiado", "pouco",
                    "já", "ainda", "sempre", "também", "não", "nunca", "realmente",
                    "mesmo", "meio", "extremamente", "totalmente", "completamente", "mal",
                    "embora"})
# Verbs whose predicate agrees with the subject; ``ser`` also makes the passive.
COPULAS = frozenset({"ser", "estar", "ficar", "parecer", "continuar", "permanecer", "andar",
                     "tornar", "acabar", "sair", "viver", "seguir"})
# Copulas only with their reflexive ``se`` (sentir-se, tornar-se, mostrar-se: Bechara).
REFLEXIVE_COPULAS = frozenset({"sentir", "tornar", "mostrar", "manter", "achar", "revelar",
                               "considerar", "julgar", "encontrar", "conservar"})
# ``todo`` before a predicate adjective, which agrees with it (Cunha & Cintra cap. 12:
# estava todo sujo, estavam todas sujas).
ADVERBIAL_TODO = frozenset({"todo", "toda", "todos", "todas"})
# Adjectives that only a subject takes, wherever they stand in its clause (Mateus et al.
# 2003, predicativos orientados para o sujeito: ``arrumaram o quarto sozinhas``).
SUBJECT_ORIENTED = frozenset({"sozinho", "sozinha", "sozinhos", "sozinhas"})
# Prepositions of an adjective's complement (cheios de frio, contentes com o jogo).
COMPLEMENT_PREPOSITIONS = frozenset({"de", "com", "por", "em"})
# Verbs whose direct object may take a predicate (Bechara, predicativo do objeto direto: ``a
# achou mais calma`` -> ``achou o cão mais calmo``, ``deixou-os tristes``): an accusative
# clitic's predicate agrees with the candidate that replaces it.
OBJECT_PREDICATE_VERBS = frozenset({"achar", "considerar", "julgar", "deixar", "encontrar",
                                    "tornar", "manter", "conservar", "ver", "preferir",
                                    "imaginar", "declarar", "supor", "eleger", "nomear",
                                    "proclamar"})
# Verbs whose subject's predicate may follow ``por`` (passar por rico: Bechara), as a
# pronominal verb's may (dar-se por vencido, fazer-se de morto).
PREPOSITIONAL_PREDICATE_VERBS = frozenset({"passar"})
PREDICATE_PREPOSITIONS = frozenset({"por", "de"})
# The readings the words that agree are found for: a subject pronoun's, and an accusative
# clitic's (its predicate).
SUBJECT_CASES = ("nom", "acc")
# Verbs of state or motion whose subject may take a predicate (chegaram atrasados): only an
# adjective that is no noun is read as one.
PREDICATIVE_VERBS = frozenset({"chegar", "partir", "voltar", "regressar", "entrar", "nascer",
                               "morrer", "acordar", "adormecer", "dormir", "ir", "vir"})
# Prepositions between a finite verb and the infinitive it governs (estar a ficar, acabar
# de ser: Mateus et al. 2003, aspectual periphrases); the infinitive's predicate agrees.
INFINITIVE_LINKS = frozenset({"a", "de", "por"})
# The non-finite forms of such a periphrasis: the infinitive, and the gerund of the
# Brazilian progressive (estavam ficando velhos: Perini, estar + gerúndio).
NONFINITE_LINKED = frozenset({"inf", "g"})
# The definite article of a superlative predicate (eram as mais bonitas -> era o mais
# bonito: Cunha & Cintra cap. 10, superlativo relativo): gender, number -> form.
DEFINITE = {("m", "sg"): "o", ("f", "sg"): "a", ("m", "pl"): "os", ("f", "pl"): "as"}
# The indefinite article of a predicate noun phrase (era um bom aluno -> era uma boa aluna);
# a plural predicate goes without it (eram bons alunos).
INDEFINITE = {("m", "sg"): "um", ("f", "sg"): "uma"}
COMPARATIVES = frozenset({"mais", "menos"})
# The copula of a cleft (foram elas que sujaram -> foi o pai que sujou: Mateus et al. 2003).
CLEFT_COPULA = "ser"
# Conjunctions opening an adverbial clause between commas after the subject pronoun.
SUBORDINATORS = frozenset({"quando", "embora", "enquanto", "se", "porque", "como", "mal",
                           "assim", "logo", "depois", "antes", "apesar", "sempre", "caso",
                           "conforme", "ao"})
# A reporting clause after a quotation (Cunha & Cintra cap. 21, verbos dicendi: «...»,
# responderam elas), where the subject follows its verb: a closing quote or dash before it.
REPORTING = re.compile(r"[«»\"“”—–]\s*,?\s*$")
# Degree words before a predicate moved before its copula and subject (tão cansadas estavam).
FRONTING_DEGREE = frozenset({"tão", "quão", "muito", "bem"})
# The invariable focus marker after a subject (elas é que partiram -> o pai é que partiu:
# Mateus et al. 2003, clivadas com "é que").
FOCUS_COPULA = frozenset({"é"})
# Words that open a question whose subject may follow its verb (onde estavam elas?).
INTERROGATIVES = frozenset({"onde", "aonde", "porque", "quando", "como", "quanto", "que",
                            "quem", "qual", "quais", "porquê"})
# A predicate article heading a relative clause agrees, and so does the relative's verb
# (são as que treinam -> é o que treina: Bechara, o/a/os/as que as demonstrative pronouns).
RELATIVE = "que"
# The absolute superlative in -íssimo, a derivation the dictionary does not list
# (contentíssimos: Cunha & Cintra cap. 10): its ending by gender and number.
SUPERLATIVE = re.compile(r"^([^\W\d_]+íssim)(o|a|os|as)$", re.IGNORECASE)
# Tenses whose third person singular of a regular verb is its infinitive, which the
# dictionary lists only as the infinitive (quando eles chegarem -> quando o pai chegar).
INFINITIVE_3SG_TENSES = frozenset({"fc", "ip"})
# The personal infinitive: its own tag (``ip``: serem, saberem), the infinitive (its third
# person singular) and, for a regular verb, the future subjunctive it shares forms with
# (lerem, treinarem).
PERSONAL_INFINITIVE_TENSES = frozenset({"ip", "inf", "fc"})
# First elements of a compound adjective that never vary (bem-educadas, recém-nascidos:
# Cunha & Cintra cap. 10, only the last element of a compound adjective varies).
INVARIANT_ELEMENTS = frozenset({"bem", "mal", "recém", "sem", "semi", "pré", "pós", "ex",
                                "vice", "não", "auto", "anti", "sub", "super"})
# Auxiliaries of the compound tenses: their participle does not agree (tinham ficado).
COMPOUND_AUXILIARIES = frozenset({"ter", "haver"})
# Coordinating conjunctions between two verbs or two predicates of one subject.
COORDINATORS = frozenset({"e", "mas", "ou", "nem"})
# Words that open another clause (whose verbs have their own subject) and punctuation that
# ends one.
CLAUSE_BOUNDARIES = frozenset({"que", "porque", "quando", "enquanto", "embora", "onde",
                               "como", "pois", "porém", "contudo", "todavia"})
CLAUSE_END = (".", ";", ":", "?", "!", "(", "\u00ab", '"')
# How many words a coordinated verb may lie after the last agreeing word.
MAX_COORDINATION_GAP = 8
# Intensive pronouns after the subject pronoun (ela mesma): gender, number.
REFLEXIVES = {"mesmo": ("m", "sg"), "mesma": ("f", "sg"), "mesmos": ("m", "pl"),
              "mesmas": ("f", "pl")}
# ``próprio`` after ``si``/``consigo``: gender, number (the forms ``grammar`` writes).
PROPRIOS = {form: key for key, form in INTENSIVE_PROPRIO.items()}
# The stressed reflexive of the third person (Cunha & Cintra cap. 11: si, consigo), which
# refers to its clause's subject, and the intensive after it agrees with that subject
# (``pensavam em si mesmas`` -> ``pensava em si mesmo``, ``consigo próprias``).
STRESSED_REFLEXIVES = frozenset({"si", "consigo"})
# The third-person accusative enclitics and their base form, whose shape depends on the
# verb's end (Cunha & Cintra cap. 11: viu-o, fazê-lo, viram-no); ``nos`` is left out, also
# the first person plural.
ENCLITIC_BASES = {"o": "o", "a": "a", "os": "os", "as": "as", "lo": "o", "la": "a",
                  "los": "os", "las": "as", "no": "o", "na": "a", "nas": "as"}
NASAL_ENDINGS = ("m", "ão", "õe")
VOWELS = frozenset("aeiouáéíóúâêôãõ")
# A pronoun after one of these is no subject (but of a personal infinitive: ``para eles
# lerem``, Cunha & Cintra cap. 14).
PREPOSITIONS = frozenset({"de", "em", "para", "com", "por", "sem", "sobre", "entre", "a",
                          "contra", "até", "após", "perante", "do", "da", "pra", "ante",
                          "desde", "segundo"})
# Conjunctions that are also prepositions of comparison (``mais alto que ele``, ``tal como
# ela``): the pronoun after them is a subject only where a finite verb follows it (``para
# que eles caíssem``, ``como elas estavam cansadas``).
COMPARATIVE_CONJUNCTIONS = frozenset({"que", "como"})
# Floating quantifiers of a plural subject (Mateus et al. 2003: ``eles todos correram``,
# ``todos eles correram``, ``elas ambas``): a singular candidate drops them; a plural one
# takes its gender. Form -> its forms by gender.
QUANTIFIERS = {"todos": {"m": "todos", "f": "todas"}, "todas": {"m": "todos", "f": "todas"},
               "ambos": {"m": "ambos", "f": "ambas"}, "ambas": {"m": "ambos", "f": "ambas"}}
QUANTIFIER = "quantifier"
# A predicate of a subject the pronoun is a conjunct of (``ela e a irmã``), and the
# conjunction; the gender a determiner of the other conjunct tells.
COORDINATED = "coordinated"
CONJUNCTION = "e"
CONJUNCT_GENDERS = {"o": "m", "a": "f", "um": "m", "uma": "f", "seu": "m", "sua": "f",
                    "meu": "m", "minha": "f", "este": "m", "esta": "f", "esse": "m",
                    "essa": "f", "aquele": "m", "aquela": "f"}

# Negative prefixes of adjectives (Cunha & Cintra cap. 6: in-, im-, ir-, des-), which the
# dictionary keeps as derivation rules: an adjective it lacks is read without one.
NEGATIVE_PREFIXES = ("des", "in", "im", "ir")
# The regular endings of gender and number of adjectives and participles (Cunha & Cintra
# cap. 10 and 12), read off a predicate the dictionary lacks after a consonant.
REGULAR_ENDINGS = {"os": ("m", "pl"), "as": ("f", "pl"), "o": ("m", "sg"), "a": ("f", "sg")}
# Feminine stems whose masculine is not in -o (trabalhadora: trabalhador, burguesa: burguês,
# valentona: valentão; Cunha & Cintra cap. 10).
IRREGULAR_FEMININE_STEMS = ("or", "es", "on")
MIN_STEM = 4
# Adjectives whose forms the dictionary lacks or spreads over entries: (m sg, f sg, m pl,
# f pl).
ADJECTIVES = (
    ("bom", "boa", "bons", "boas"), ("mau", "má", "maus", "más"),
    ("espanhol", "espanhola", "espanhóis", "espanholas"),
    ("trabalhador", "trabalhadora", "trabalhadores", "trabalhadoras"),
    ("vencedor", "vencedora", "vencedores", "vencedoras"),
    ("encantador", "encantadora", "encantadores", "encantadoras"),
    ("conservador", "conservadora", "conservadores", "conservadoras"),
    ("são", "sã", "sãos", "sãs"), ("cristão", "cristã", "cristãos", "cristãs"),
    ("alemão", "alemã", "alemães", "alemãs"), ("judeu", "judia", "judeus", "judias"),
    ("europeu", "europeia", "europeus", "europeias"), ("ateu", "ateia", "ateus", "ateias"),
    ("plebeu", "plebeia", "plebeus", "plebeias"), ("só", "só", "sós", "sós"),
    # the exceptions to -or, -ora (AGENT_ENDINGS; Cunha & Cintra cap. 10)
    ("ator", "atriz", "atores", "atrizes"), ("imperador", "imperatriz", "imperadores",
                                             "imperatrizes"),
)
# The plurals of the masculine in -ão and the feminines that go with each (Cunha & Cintra
# cap. 10: irmãos, irmã; alemães, alemã; patrões, patroa; valentões, valentona), and the
# endings of the entries that hold them.
AO_ENDINGS = {"ãos": ("ã",), "ães": ("ã",), "ões": ("oa", "ona")}
AO_LEMMA_ENDINGS = ("ão", "ã", "oa", "ona")
# The forms of the agent nouns and adjectives in -or after these letters (Cunha & Cintra cap.
# 10: trabalhador, trabalhadora; sedutor, agressor), unlike the comparatives in -ior.
AGENT_ENDINGS = ("or", "ora", "ores", "oras")
AGENT_STEMS = ("d", "t", "s")
# The endings of an adjective in -eu (m sg, f sg, m pl, f pl), which form the feminine in -eia.
EU_ENDINGS = ("eu", "eia", "eus", "eias")
# The forms of the irregular and short participles (``verbs.IRREGULAR_PARTICIPLES``), some
# of which the dictionary lists only as other words (``aceite``, a noun; ``pego``, a verb).
PARTICIPLES = tuple(
    (p, p, p + "s", p + "s") if p.endswith("e") else (p, p[:-1] + "a", p + "s", p[:-1] + "as")
    for p in sorted(IRREGULAR_PARTICIPLES))
ROWS = ADJECTIVES + PARTICIPLES
_BETWEEN = re.compile(r"(?:[^\W\d_]|[\s-])*")  # words only: no punctuation
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
# A detached predicate right before the subject, between commas (Cunha & Cintra cap. 19:
# predicativo do sujeito anteposto; ``e, cansadas, elas adormeceram``).
_DETACHED = re.compile(r",\s*([^\W\d_]+(?:-[^\W\d_]+)*)\s*,\s*$")
_POS = {"v": "verb", "adj": "adj", "a_nc": "adj", "nc": "nom", "adv": "adv"}


def features(tags: str) -> Features | None:
    """Key -> values of a pt_PT tag string (``[CAT=v,T=inf]``, ``+P=3,N=p,T=pp``, an
    irregular entry's ``[$ser$CAT=v,T=inf$P=3,N=s,T=pp]``); None for derivations (``CAT=``
    in a rule, ``FSEM``, ``GR``) and enclitic rules."""
    tags = tags.strip()
    rule = tags.startswith("+")
    parts = tags.strip("[]+").split("$")
    merged: dict[str, str] = {}
    for part in (parts[2], parts[3]) if len(parts) >= 4 else (parts[-1],):
        for pair in part.split(","):
            key, _, value = pair.partition("=")
            if key:
                merged[key] = value
    if rule and "CAT" in merged or merged.keys() & {"FSEM", "GR", "AN", "DN", "AP", "AG"}:
        return None
    out: dict[str, frozenset[str]] = {}
    if merged.get("CAT") in _POS:
        out["pos"] = frozenset({_POS[merged["CAT"]]})
    tense = merged.get("T")
    if tense == "ppa":
        out["pos"] = frozenset({"ppas", "adj"})
    elif tense:
        out["tense"] = frozenset({tense})
    number = {"s": "sg", "p": "pl"}.get(merged.get("N", ""))
    if "P" in merged and number:
        out["pn"] = frozenset(p + number for p in merged["P"].split("_"))
    elif number:
        out["number"] = frozenset({number})
    if merged.get("G") in ("m", "f"):
        out["gender"] = frozenset({merged["G"]})
    return out


def lemma(tags: str) -> str | None:
    parts = tags.strip().strip("[]").split("$")
    return parts[1] if len(parts) >= 4 else None


@cache
def inflector() -> Inflector | None:
    from wsc_corpus.nlp.hunspell import dictionary

    found = dictionary("pt")
    return None if found is None else Inflector(found[1], features, lemma)


def agreeing(site: Any) -> list[Agreeing]:
    """The words that agreed with a subject pronoun, by rule: an intensive right after it
    (``ela mesma``), the first finite verb, the predicate of a copula (also after ``ter`` +
    the copula's participle: ``tinham ficado cansadas``; of a reflexive copula with its
    ``se``: ``se sentiam perdidas``; of a verb of state or motion: ``chegaram atrasados``)
    with the adjectives coordinated with it, and the finite verbs coordinated with the first
    (``gritavam, corriam e riam``), each with its own predicate."""
    lex = inflector()
    before = _WORD.findall(site.before)
    if lex is None:
        return []
    if not any(p.case == "nom" for p in site.lang.pronouns_by_form.get(site.form.lower(), ())):
        return _object_predicates(lex, site)
    if before and before[-1].lower() in PREPOSITIONS:
        return _personal_infinitive(lex, site)
    if before and (found := _after_verb(lex, site, before)) is not None:
        return found
    if (found := _coordinated_subject(lex, site)) is not None:
        return found
    if before and all(r.feats.get("pn") for r in lex.analyse(before[-1])) and \
            lex.analyse(before[-1]) and before[-1].lower() not in COMPARATIVE_CONJUNCTIONS:
        # after a verb the pronoun is its object (Brazilian "viu eles chegarem"), whose
        # predicate agrees (Perini: "achei ele bonito" -> "achei a mesa bonita")
        if not {r.lemma for r in lex.analyse(before[-1])} & OBJECT_PREDICATE_VERBS:
            return []
        words, gaps = _tokens(site)
        found: list[Agreeing] = []
        _predicates(lex, words, gaps, 0, found, strict=False)
        return found
    found = _subject(lex, site)
    if before and before[-1].lower() in COMPARATIVE_CONJUNCTIONS and \
            not any(w.kind == FINITE for w in found):
        return []  # mais alto que ele
    return found


def _tokens(site: Any) -> tuple[list[tuple[str, int, int]], list[str]]:
    """The words after the pronoun (text, start, end in the site's text) and the text before
    each (from the pronoun's end)."""
    words = [(m.group(), m.start() + site.end, m.end() + site.end)
             for m in _WORD.finditer(site.after)]
    gaps = [site.text[site.end:words[0][1]]] if words else []
    gaps += [site.text[a[2]:b[1]] for a, b in pairwise(words)]
    return words, gaps


def _coordinated_subject(lex: Inflector, site: Any) -> list[Agreeing] | None:
    """A singular subject pronoun coordinated with a noun phrase (``ela e a irmã estavam
    sozinhas``, ``a irmã e ela estavam``): the plural verb stays; its predicate is
    masculine if a conjunct is, feminine if both are (Cunha & Cintra cap. 14, concordância
    com o sujeito composto), found as ``COORDINATED`` words with the other conjunct's gender
    (from its determiner) as their ``lemma``. None where the pronoun is no such conjunct."""
    subject = next((p for p in site.lang.pronouns_by_form.get(site.form.lower(), ())
                    if p.case == "nom"), None)
    if subject is None or subject.number != "sg":
        return None
    words, gaps = _tokens(site)
    conjunct = re.search(r"(?<![^\W\d_])([^\W\d_]+) [^\W\d_]+ e $", site.before)
    if words and words[0][0].lower() == CONJUNCTION and gaps[0] == " ":
        at = next((i for i in range(2, min(len(words), 5)) if matching(
            lex.analyse(words[i][0].split("-")[0]), pn=["3pl"])), None)
        if at is None or "".join(gaps[1:at + 1]).strip():
            return None
        determiner = words[1][0].lower()
    elif conjunct is not None and words and gaps[0] == " " and _finite(lex, words[0][0]):
        at, determiner = 0, conjunct.group(1).lower()
    else:
        return None
    readings = matching(lex.analyse(words[at][0].split("-")[0]), pn=["3pl"])
    if not readings:
        return None
    gender = CONJUNCT_GENDERS.get(determiner)
    found: list[Agreeing] = []
    lemmas, index = _periphrasis(lex, words, gaps, at + 1, {r.lemma for r in readings})
    if lemmas & (COPULAS | PREDICATIVE_VERBS):
        _predicates(lex, words, gaps, index, found, strict=not lemmas & COPULAS)
    return [replace(w, kind=COORDINATED, lemma=gender) for w in found if w.kind == PREDICATE]


def _subject(lex: Inflector, site: Any) -> list[Agreeing]:
    """The agreeing words of a subject pronoun (see :func:`agreeing`)."""
    words = [(m.group(), m.start() + site.end, m.end() + site.end)
             for m in _WORD.finditer(site.after)]
    gaps = [site.text[site.end:words[0][1]]] if words else []
    gaps += [site.text[end:next_start] for (_, _, end), (_, next_start, _)
             in pairwise(words)]
    found: list[Agreeing] = _detached(lex, site) + _quantifiers(site, words, gaps)
    subject = next((p for p in site.lang.pronouns_by_form.get(site.form.lower(), ())
                    if p.case == "nom"), None)
    index, origin = 0, site.end
    if words and gaps[0].strip() == ",":
        index = _parenthetical(lex, words, gaps, found, subject)
        if index is None:
            return found
        origin = words[index][1]
    if index + 1 < len(words) and words[index][0].lower() in FOCUS_COPULA and \
            words[index + 1][0].lower() == RELATIVE and \
            not "".join(gaps[index:index + 2]).strip():
        index += 2  # elas é que partiram: the focus marker does not agree
        origin = words[index][1] if index < len(words) else origin
    if index == 0 and words and words[0][0].lower() in REFLEXIVES and not gaps[0].strip() and \
            not (len(words) > 1 and words[1][0].lower() in ADVERBIAL_MESMO_BEFORE):
        found.append(Agreeing(words[0][1], words[0][2], REFLEXIVE))
        index = 1
    elif index == 0 and len(words) > 1 and not "".join(gaps[:2]).strip() and \
            words[0][0].lower() not in SKIPPED and _adjective(lex, words[0][0], True) and not _finite(lex, words[0][0]) and \
            (words[1][0].lower() in SKIPPED or _finite(lex, words[1][0])):
        found.append(Agreeing(words[0][1], words[0][2], PREDICATE))  # ela sozinha não podia
        index = 1
    index = _adverbs(lex, words, gaps, index)
    if index < len(words) and subject is not None and \
            _regular_verb(lex, words[index][0], subject.number) is not None and \
            _BETWEEN.fullmatch(site.text[origin:words[index][1]]):
        found.append(Agreeing(words[index][1], words[index][2], FINITE))  # bagunçaram
        return found
    if index >= len(words) or not _finite(lex, words[index][0]) or \
            not _BETWEEN.fullmatch(site.text[origin:words[index][1]]):
        return found
    pn = None
    last = index
    while index is not None:
        readings, index = _verb(lex, words, gaps, index, found, pn, subject)
        pn = pn or {p for r in readings for p in r.feats.get("pn", ())}
        last = index
        index = _coordinated(lex, words, gaps, index, pn)
    return found + _subject_oriented(lex, words, gaps, last, found, subject) + \
        _stressed_reflexives(words, gaps, last)


def _stressed_reflexives(words: list, gaps: list[str], index: int) -> list[Agreeing]:
    """``mesmo`` or ``próprio`` after ``si``/``consigo`` later in the subject's clause
    (``STRESSED_REFLEXIVES``), which agrees with the subject."""
    out = []
    while index + 1 < len(words) and not any(p in gaps[index] for p in CLAUSE_END) and \
            words[index][0].lower() not in CLAUSE_BOUNDARIES:
        following = words[index + 1][0].lower()
        if words[index][0].lower() in STRESSED_REFLEXIVES and gaps[index + 1] == " " and \
                following in REFLEXIVES.keys() | PROPRIOS.keys():
            out.append(Agreeing(words[index + 1][1], words[index + 1][2], REFLEXIVE))
        index += 1
    return out


def _regular_verb(lex: Inflector, word: str, number: str) -> str | None:
    """The ending of a finite verb the pt_PT dictionary lacks (a Brazilian verb:
    ``bagunçaram``, ``deletou``) in the third person of ``number``, by the regular
    conjugations (``REGULAR_VERB_ENDINGS``), or None."""
    if not word.isalpha() or not word.islower() or len(word) < MIN_STEM + 2 or \
            lex.analyse(word):
        return None
    return next((e for e in REGULAR_VERB_ENDINGS[number] if word.endswith(e)), None)


def _adverbs(lex: Inflector, words: list, gaps: list[str], index: int) -> int:
    """The index past the words between a subject and its verb (Cunha & Cintra cap. 14):
    negation, clitics and the adverbs of ``SKIPPED``, any word the dictionary reads as an
    adverb and as no finite verb (``talvez``, ``ontem``, ``sequer``), an adverb in
    ``-mente`` (``simplesmente``) and an adverbial phrase (``ADVERBIAL_PHRASES``: ``de
    repente``, ``às vezes``)."""
    while index < len(words):
        lower = [w.lower() for w, _, _ in words[index:index + MAX_ADVERBIAL_PHRASE]]
        phrase = next((len(p) for p in ADVERBIAL_PHRASES if tuple(lower[:len(p)]) == p and
                       not "".join(gaps[index + 1:index + len(p)]).strip()), 0)
        word = lower[0]
        if phrase:
            index += phrase
        elif word not in CLAUSE_BOUNDARIES and not _finite(lex, word) and (
                word in SKIPPED or word.endswith(ADVERB_SUFFIX) and
                len(word) > len(ADVERB_SUFFIX) + 2 or
                any("adv" in r.feats.get("pos", ()) for r in lex.analyse(word))):
            index += 1
        else:
            return index
    return index


def _parenthetical(lex: Inflector, words: list, gaps: list[str], found: list[Agreeing],
                   subject: Any) -> int | None:
    """What stands between commas right after the subject pronoun, before its verb: a
    relative clause (``elas, que estavam cansadas, não responderam``: Bechara, oração
    adjetiva explicativa), whose verb of the subject ``que`` agrees with the pronoun's
    antecedent, and so does its predicate (``que`` of an object, ``que o pai amava``, has a
    verb of its own subject); or words with no finite verb, an adverbial phrase (``porém``,
    ``por sua vez``) or a detached predicate, which agrees (``elas, cansadas, não vieram``:
    Cunha & Cintra cap. 19). The index of the word after the closing comma, where the
    pronoun's own verb is looked for, or None where there is none. An adverbial clause
    there (``SUBORDINATORS``: ``elas, quando chegaram, estavam cansadas``) has the pronoun
    for its null subject where its verb, right after the conjunction, has the pronoun's
    person and number (Mateus et al. 2003, sujeito nulo), and agrees as the relative's does."""
    close = next((i for i in range(1, len(words)) if "," in gaps[i] or
                  any(p in gaps[i] for p in CLAUSE_END)), None)
    if close is None or "," not in gaps[close] or any(p in gaps[close] for p in CLAUSE_END):
        return None
    if words[0][0].lower() == RELATIVE or words[0][0].lower() in SUBORDINATORS:
        at = _adverbs(lex, words, gaps, 1 + (close > 2 and words[0][0].lower() != RELATIVE and
                                              words[1][0].lower() == RELATIVE))  # assim que
        pn = ["3" + subject.number] if subject else PERSON_NUMBERS
        if at < close and matching(lex.analyse(words[at][0].split("-")[0]), pn=pn):
            _verb(lex, words, gaps, at, found, set(pn), subject)
        return close
    if any(_finite(lex, w) and w.lower() not in DETERMINERS for w, _, _ in words[:close]):
        return None  # por sua vez: a possessive, not the verb suar
    if close == 1 and subject is not None and _adjective(lex, words[0][0], True) and \
            any(subject.number in r.feats.get("number", ()) and
                r.feats.get("gender", {subject.gender}) & {subject.gender}
                for r in lex.analyse(words[0][0])):
        found.append(Agreeing(words[0][1], words[0][2], PREDICATE))
    return close


def _subject_oriented(lex: Inflector, words: list, gaps: list[str], index: int,
                      found: list[Agreeing], subject: Any) -> list[Agreeing]:
    """Adjectives of the subject later in its clause, of its gender and number:
    ``SUBJECT_ORIENTED`` ones anywhere (``arrumado o quarto sozinhas``), and those detached
    by a comma right after the verb group at the end of the clause (``voltaram, felizes e
    cansadas.``, ``molhados e cheios de frio``: Cunha & Cintra cap. 19, predicativo do
    sujeito), or at the end of the clause after a complement, in a marked form
    (``olharam-se ao espelho, orgulhosos``; not ``saiu de casa, cedo``)."""
    if subject is None:
        return []
    out, end = [], max((w.end for w in found), default=None)
    agrees = (lambda word: any(subject.number in r.feats.get("number", ()) and
                               r.feats.get("gender", {subject.gender}) & {subject.gender}
                               for r in lex.analyse(word)))
    at = index
    while at < len(words) and not any(p in gaps[at] for p in CLAUSE_END) and \
            words[at][0].lower() not in CLAUSE_BOUNDARIES:
        if words[at][0].lower() in SUBJECT_ORIENTED and agrees(words[at][0]):
            out.append(Agreeing(words[at][1], words[at][2], PREDICATE))
        at += 1
    stop = at  # the end of the clause: a predicate detached at its end, after a complement
    comma = next((k for k in range(stop - 1, index, -1) if "," in gaps[k]), None)
    if comma is not None and (subject.gender, subject.number) != ("m", "sg") and \
            all(_adjective(lex, words[k][0], True) and agrees(words[k][0]) if (k - comma) % 2 == 0
                else words[k][0].lower() in COORDINATORS and not gaps[k].strip()
                for k in range(comma, stop)) and (stop - comma) % 2 == 1 and \
            not any(gaps[k].strip() for k in range(comma + 1, stop)) and \
            not any(_noun(lex, words[k][0]) and agrees(words[k][0]) for k in range(index, comma)):
        # (not after a noun of the subject's gender and number: comeram as maçãs, maduras)
        out += [Agreeing(words[k][1], words[k][2], PREDICATE) for k in range(comma, stop, 2)]
    if index < len(words) and end == words[index - 1][2] and gaps[index].strip() == ",":
        run, at = [], index
        while at < len(words) and _adjective(lex, words[at][0], True) and \
                agrees(words[at][0]) and (at == index or not gaps[at].strip()):
            run.append(at)
            at += 1
            if at + 1 < len(words) and words[at][0].lower() in COORDINATORS and \
                    not gaps[at].strip():
                at += 1
        if run and (at >= len(words) or gaps[at].strip()[:1] in CLAUSE_END or
                    words[at][0].lower() in COMPLEMENT_PREPOSITIONS) and \
                words[at - 1][0].lower() not in COORDINATORS:
            out += [Agreeing(words[i][1], words[i][2], PREDICATE) for i in run]
    seen = {f.start for f in found}
    return [w for w in out if w.start not in seen and not seen.add(w.start)]


def _after_verb(lex: Inflector, site: Any, before: list[str]) -> list[Agreeing] | None:
    """A subject pronoun after its verb: the subject of a gerund clause (``estando elas
    cansadas``, ``sendo eles pequenos, não alcançavam``: Mateus et al. 2003), the focus of a
    cleft (``foram elas que sujaram`` -> ``foi o pai que sujou``), of ``ser`` with an
    adjective made a noun (``foi ela a castigada`` -> ``foi o cão o castigado``, ``foram
    eles os primeiros``) or the inverted subject of
    a question (``onde estavam elas?``, ``Porque chegaram eles tão tarde?``): the verb before
    it, its predicate after it, the relative's verb, a finite verb after the gerund clause
    with no subject of its own. None where the pronoun follows no such verb."""
    verb = before[-1]
    start = len(site.before.rstrip()) - len(verb)
    if site.before[start + len(verb):] != " " or "-" in verb:
        return None
    readings = lex.analyse(verb)
    lemmas = {r.lemma for r in readings if "verb" in r.feats.get("pos", ())}
    words = [(m.group(), m.start() + site.end, m.end() + site.end)
             for m in _WORD.finditer(site.after)]
    gaps = [site.text[site.end:words[0][1]]] if words else []
    gaps += [site.text[a[2]:b[1]] for a, b in pairwise(words)]
    subject = next((p for p in site.lang.pronouns_by_form.get(site.form.lower(), ())
                    if p.case == "nom"), None)
    found: list[Agreeing] = []
    if any("g" in r.feats.get("tense", ()) for r in readings) and lemmas & COPULAS:
        index = _predicates(lex, words, gaps, 0, found, strict=False, subject=subject)
        if found and index < len(words) and "," in gaps[index]:
            at = index
            while at < len(words) and words[at][0].lower() in SKIPPED and \
                    not _finite(lex, words[at][0]):
                at += 1
            pn = ["3" + subject.number] if subject else []
            if at < len(words) and not any(p in "".join(gaps[index + 1:at + 1])
                                           for p in CLAUSE_END + (",",)) and \
                    matching(lex.analyse(words[at][0]), pn=pn):
                _verb(lex, words, gaps, at, found, set(pn), subject)
        return found
    if not _finite(lex, verb):
        return None
    if subject is None:
        return None
    finite = Agreeing(start, start + len(verb), FINITE, None,
                      next((r.lemma for r in matching(readings, pn=PERSON_NUMBERS)), None))
    if REPORTING.search(site.before[:start]) and \
            matching(readings, pn=["3" + subject.number]):
        return [finite]  # «Já vamos», responderam elas -> respondeu o pai
    fronted = _fronted_predicate(lex, site, start, subject)
    if fronted is not None and lemmas & COPULAS and matching(readings, pn=["3" + subject.number]):
        found += [fronted, finite]  # tão cansados estavam eles que adormeceram
        if words and words[0][0].lower() == RELATIVE and not gaps[0].strip():
            at = _adverbs(lex, words, gaps, 1)
            if at < len(words) and matching(lex.analyse(words[at][0].split("-")[0]),
                                            pn=["3" + subject.number]):
                _verb(lex, words, gaps, at, found, {"3" + subject.number}, subject)
        return found
    if CLEFT_COPULA in lemmas and len(words) > 1 and words[0][0].lower() == RELATIVE and \
            not "".join(gaps[:2]).replace(",", "").strip():
        found.append(finite)
        _relative_verb(lex, words, gaps, 1, found)
        return found
    if CLEFT_COPULA in lemmas and not gaps[0].strip() and _nominalised(lex, words, gaps, 0):
        found.append(finite)  # foi ela a castigada -> foi o cão o castigado
        _predicates(lex, words, gaps, 0, found, strict=False, subject=subject)
        return found
    clause = re.split(r"[.!?]", site.after, maxsplit=1)
    question = site.after[len(clause[0]):len(clause[0]) + 1] == "?"
    opening = len(before) < 2 or before[-2].lower() in INTERROGATIVES or \
        re.search(r"[.!?:;,]\s*$", site.before[:start]) is not None
    if not question or not opening or before[-2:-1] and \
            before[-2].lower() in PREPOSITIONS | {RELATIVE}:
        return None
    found.append(finite)
    if lemmas & COPULAS:
        _predicates(lex, words, gaps, 0, found, strict=False, subject=subject)
    return found


def _fronted_predicate(lex: Inflector, site: Any, verb_start: int,
                       subject: Any) -> Agreeing | None:
    """A predicate adjective before the copula that precedes the subject pronoun, after a
    degree word opening the clause (``Tão cansados estavam eles que``: Mateus et al. 2003,
    consecutivas com antecipação do predicativo), of the pronoun's gender and number."""
    found = re.search(r"(?:^|[.!?:;,]\s*)([^\W\d_]+) ([^\W\d_]+) $", site.before[:verb_start])
    if found is None or found.group(1).lower() not in FRONTING_DEGREE or \
            not _adjective(lex, found.group(2), False) or \
            not any(subject.number in r.feats.get("number", ()) and
                    r.feats.get("gender", {subject.gender}) & {subject.gender}
                    for r in lex.analyse(found.group(2))):
        return None
    return Agreeing(found.start(2), found.end(2), PREDICATE)


def _object_predicates(lex: Inflector, site: Any) -> list[Agreeing]:
    """The predicate of an accusative clitic (``OBJECT_PREDICATE_VERBS``): the adjective or
    participle right after its verb, before it (``a achou mais calma``, also after ``ter``:
    ``a tinha achado calma``) or after it (``achou-a calma``), degree adverbs between."""
    words = [(m.group(), m.start() + site.end, m.end() + site.end)
             for m in _WORD.finditer(site.after)]
    gaps = [site.text[site.end:words[0][1]]] if words else []
    gaps += [site.text[a[2]:b[1]] for a, b in pairwise(words)]
    if "-" in site.form or site.before.endswith("-"):  # achou-a: the verb is before it
        host = site.form.split("-")[0] if "-" in site.form else \
            (_WORD.findall(site.before[:-1]) or [""])[-1].split("-")[-1]
        index = 0
    elif words and not gaps[0].strip():
        host, index = words[0][0], 1
    else:
        return []
    lemmas = {r.lemma for r in lex.analyse(host) if "verb" in r.feats.get("pos", ())}
    if lemmas & COMPOUND_AUXILIARIES and index < len(words) and not gaps[index].strip():
        lemmas = {r.lemma for r in lex.analyse(words[index][0])
                  if "ppas" in r.feats.get("pos", frozenset())}
        index += 1
    if not lemmas & OBJECT_PREDICATE_VERBS or not words:
        return []
    found: list[Agreeing] = []
    _predicates(lex, words, gaps, index, found, strict=False)
    return found


def _personal_infinitive(lex: Inflector, site: Any) -> list[Agreeing]:
    """After a preposition, the infinitive right after the pronoun (past negation and
    clitics) is personal and agrees with it (``para eles lerem`` -> ``para a professora
    ler``, ``sem elas saberem``: Cunha & Cintra cap. 14); nothing else does."""
    words = [(m.group(), m.start() + site.end, m.end() + site.end)
             for m in _WORD.finditer(site.after)]
    index = 0
    while index < len(words) and words[index][0].lower() in SKIPPED - INFINITIVE_LINKS:
        index += 1  # but "com eles a correr": a progressive's "a"
    if index >= len(words) or not _BETWEEN.fullmatch(site.text[site.end:words[index][1]]):
        return []
    verb, start, end = words[index]
    readings = [r for r in lex.analyse(verb) if "verb" in r.feats.get("pos", frozenset()) and
                r.feats.get("tense", frozenset()) & PERSONAL_INFINITIVE_TENSES]
    if not readings:
        return []
    gaps = [site.text[site.end:words[0][1]]] if words else []
    gaps += [site.text[a[2]:b[1]] for a, b in pairwise(words)]
    found = [*_quantifiers(site, words, gaps),
             Agreeing(start, end, FINITE, None, readings[0].lemma)]
    lemmas, index = _periphrasis(lex, words, gaps, index + 1, {r.lemma for r in readings})
    subject = next((p for p in site.lang.pronouns_by_form.get(site.form.lower(), ())
                    if p.case == "nom"), None)
    if lemmas & (COPULAS | PREDICATIVE_VERBS):  # até elas ficarem presas
        _predicates(lex, words, gaps, index, found, strict=not lemmas & COPULAS,
                    subject=subject)
    elif subject is not None and not lemmas & OBJECT_PREDICATE_VERBS:
        _free_predicate(lex, words, gaps, index, found, subject,
                        bool(lemmas & PREPOSITIONAL_PREDICATE_VERBS))  # caírem exaustas
    return found


def _quantifiers(site: Any, words: list, gaps: list[str]) -> list[Agreeing]:
    """A floating quantifier right after the pronoun or right before it (``eles todos``,
    ``todos eles``), with the space that follows it, so that it can be dropped."""
    found = []
    if words and words[0][0].lower() in QUANTIFIERS and not gaps[0].strip() and \
            gaps[1:2] and gaps[1] == " ":
        found.append(Agreeing(words[0][1], words[0][2] + 1, QUANTIFIER))
    before = re.search(r"(?<![^\W\d_])([^\W\d_]+) $", site.before)
    if before and before.group(1).lower() in QUANTIFIERS:
        found.append(Agreeing(before.start(1), before.end(), QUANTIFIER))
    return found


def _detached(lex: Inflector, site: Any) -> list[Agreeing]:
    """An adjective or participle between commas right before the pronoun, of its gender
    and number (``e, cansadas, elas adormeceram``); no noun (``o Pedro, médico, ...``)."""
    found = _DETACHED.search(site.before)
    pronoun = next((p for p in site.lang.pronouns_by_form.get(site.form.lower(), ())
                    if p.case == "nom"), None)
    if found is None or pronoun is None or not _adjective(lex, found.group(1), True):
        return []
    agrees = any(pronoun.number in r.feats.get("number", ()) and
                 (pronoun.gender is None or pronoun.gender in r.feats.get("gender", ()))
                 for r in lex.analyse(found.group(1).rsplit("-", 1)[-1]))
    return [Agreeing(found.start(1), found.end(1), PREDICATE)] if agrees else []


def _verb(lex: Inflector, words: list, gaps: list[str], index: int,
          found: list[Agreeing], pn: set[str] | None, subject: Any = None) -> tuple[list, int]:
    """Record a finite verb and its predicate; the index after them."""
    verb, start, end = words[index]
    if "-" in verb:  # an enclitic: viu-o, tornou-se
        if verb.count("-") > 1 or verb.split("-")[1].lower() not in ENCLITIC_BASES:
            end = start + verb.index("-")  # the accusative's form follows the verb's end
        verb = verb[:verb.index("-")]
    readings = matching(lex.analyse(verb), pn=sorted(pn) if pn else PERSON_NUMBERS)
    found.append(Agreeing(start, end, FINITE, None, readings[0].lemma if readings else None))
    lemmas = {r.lemma for r in readings}
    reflexive = words[index][0].lower().endswith("-se") or index > 0 and \
        words[index - 1][0].lower() == "se"
    index += 1
    lemmas, index = _periphrasis(lex, words, gaps, index, lemmas)
    if index + 1 < len(words) and words[index][0].lower() in QUANTIFIERS and \
            gaps[index + 1] == " " and not gaps[index].strip() and \
            (words[index + 1][0].lower() not in DETERMINERS or
             words[index + 1][0].lower() in INFINITIVE_LINKS and index + 2 < len(words) and
             any("inf" in r.feats.get("tense", ()) for r in lex.analyse(words[index + 2][0])))\
            and not (words[index][0].lower() in ADVERBIAL_TODO and
                     _adjective(lex, words[index + 1][0], False)):
        found.append(Agreeing(words[index][1], words[index][2] + 1, QUANTIFIER))
        index += 1  # estavam todas lá, eram ambos altos
    if lemmas & (COPULAS | PREDICATIVE_VERBS) or reflexive and lemmas & REFLEXIVE_COPULAS:
        index = _predicates(lex, words, gaps, index, found, strict=not lemmas & COPULAS,
                            subject=subject)
    elif subject is not None and not lemmas & OBJECT_PREDICATE_VERBS:
        index = _free_predicate(lex, words, gaps, index, found, subject,
                                reflexive or bool(lemmas & PREPOSITIONAL_PREDICATE_VERBS))
    return readings, index


def _free_predicate(lex: Inflector, words: list, gaps: list[str], index: int,
                    found: list[Agreeing], subject: Any, prepositional: bool) -> int:
    """The predicate of the subject after another verb (Cunha & Cintra cap. 19, predicativo
    do sujeito com verbo intransitivo: ``sorriram contentes``; Bechara, predicativo
    preposicionado: ``deram-se por vencidas``, ``fizeram-se de ofendidas``): right after the
    verb (or after ``por``/``de``, ``prepositional``: a pronominal verb, ``passar``), an
    adjective that is no noun, in the subject's gender and number, ending its clause; a
    masculine singular one only after the preposition (``falou alto``: an adverb). The index
    after it."""
    at = index
    if prepositional and at < len(words) and words[at][0].lower() in PREDICATE_PREPOSITIONS \
            and not gaps[at].strip():
        at += 1
    agrees = (lambda at, strict=True: at < len(words) and not gaps[at].strip() and
              _adjective(lex, words[at][0], strict) and
              any(subject.number in r.feats.get("number", ()) and
                  r.feats.get("gender", {subject.gender}) & {subject.gender}
                  for r in lex.analyse(words[at][0])))
    if at == index and (subject.gender, subject.number) == ("m", "sg") or not agrees(at):
        return index
    run = [at]  # and the adjectives coordinated with it: contentes e aliviadas
    while run[-1] + 2 < len(words) and words[run[-1] + 1][0].lower() in COORDINATORS and \
            not gaps[run[-1] + 1].strip() and agrees(run[-1] + 2, False):
        run.append(run[-1] + 2)
    at = run[-1] + 1
    if at < len(words) and gaps[at].strip()[:1] not in CLAUSE_END + (",",) and \
            words[at][0].lower() not in COORDINATORS | COMPLEMENT_PREPOSITIONS:
        return index  # not the end of its clause
    found += [Agreeing(words[i][1], words[i][2], PREDICATE) for i in run]
    return at


def _periphrasis(lex: Inflector, words: list, gaps: list[str], index: int,
                 lemmas: set[str]) -> tuple[set[str], int]:
    """The verb whose predicate agrees, past the participles and infinitives of a chain of
    auxiliaries (``tinham ficado``, ``estão a ficar``, ``podem ser``, ``deviam ter sido``):
    its lemmas and the index after it."""
    while index < len(words):
        if lemmas & COMPOUND_AUXILIARIES:
            participle = {r.lemma for r in lex.analyse(words[index][0].split("-")[0])
                          if "ppas" in r.feats.get("pos", frozenset())}
            if participle & (COPULAS | PREDICATIVE_VERBS):
                lemmas, index = participle, index + 1  # tinham ficado: the participle
                continue  # agrees not
        at = index + (words[index][0].lower() in INFINITIVE_LINKS and index + 1 < len(words))
        infinitive = {r.lemma for r in lex.analyse(words[at][0])
                      if r.feats.get("tense", frozenset()) & NONFINITE_LINKED and
                      "ppas" not in r.feats.get("pos", frozenset())}  # seguidas: no infinitive
        if not infinitive & (COPULAS | PREDICATIVE_VERBS | COMPOUND_AUXILIARIES) or \
                "".join(gaps[index:at + 1]).strip() or infinitive & COMPOUND_AUXILIARIES and \
                at > index:
            break
        lemmas, index = infinitive, at + 1
    return lemmas, index


def _predicates(lex: Inflector, words: list, gaps: list[str], index: int,
                found: list[Agreeing], strict: bool, subject: Any = None) -> int:
    """The predicate right after a copula (degree adverbs between), and the adjectives
    coordinated with it (``sujos e cansados``); ``strict`` (after a verb of state or
    motion): only an adjective that is no noun and not followed by a noun. After a copula,
    also a superlative's article (``as mais bonitas``) and a bare noun of the subject's
    gender and number (``eram professoras``), and an article heading a relative clause with
    the relative's verb (``são as que treinam``). The index after them."""
    if not strict and index + 2 < len(words) and \
            words[index][0].lower() in DEFINITE.values() and \
            words[index + 1][0].lower() == RELATIVE and \
            not "".join(gaps[index + 1:index + 3]).strip() and _finite(lex, words[index + 2][0]):
        found.append(Agreeing(words[index][1], words[index][2], PREDICATE))
        verb, start, end = words[index + 2]
        lemma = next((r.lemma for r in lex.analyse(verb)), None)
        found.append(Agreeing(start, end, FINITE, None, lemma))
        return index + 3
    if not strict and subject is not None and index < len(words) and \
            words[index][0].lower() in COMPLEMENT_PREPOSITIONS:
        # a prepositional predicate, then an adjective coordinated with it (estavam com
        # febre e cansadas: Bechara, predicativo preposicionado)
        index = next((k + 1 for k in range(index + 2, min(index + 4, len(words) - 1))
                      if words[k][0].lower() in COORDINATORS and
                      not "".join(gaps[index + 1:k + 2]).strip() and
                      _adjective(lex, words[k + 1][0], True) and
                      any(subject.number in r.feats.get("number", ()) and
                          r.feats.get("gender", {subject.gender}) & {subject.gender}
                          for r in lex.analyse(words[k + 1][0]))), index)
    while index < len(words):
        at = index
        if not strict and at + 2 < len(words) and \
                words[at][0].lower() in DEFINITE.values() and \
                not "".join(gaps[at + 1:at + 3]).strip() and \
                words[at + 1][0].lower() in COMPARATIVES and \
                _adjective(lex, words[at + 2][0], False):
            found.append(Agreeing(words[at][1], words[at][2], PREDICATE))
            at += 1
        nominalised = not strict and _nominalised(lex, words, gaps, at)
        if nominalised:
            found.append(Agreeing(words[at][1], words[at][2], PREDICATE))  # as melhores
            at += 1
        while at < len(words) and words[at][0].lower() in DEGREE and not gaps[at].strip():
            at += 1
        if at + 1 < len(words) and words[at][0].lower() in ADVERBIAL_TODO and \
                not gaps[at + 1].strip() and _adjective(lex, words[at + 1][0], strict):
            found.append(Agreeing(words[at][1], words[at][2], PREDICATE))  # todo sujo
            at += 1
        if not strict and at == index and (end := _nominal_phrase(lex, words, gaps, at,
                                                                  subject, found)):
            return end
        if not strict and at == index and at < len(words) and not gaps[at].strip() and \
                _predicate_noun(lex, words[at][0], subject):
            found.append(Agreeing(words[at][1], words[at][2], PREDICATE))
            return at + 1
        if at >= len(words) or gaps[at].strip() or not (
                _adjective(lex, words[at][0], strict) or
                not strict and _regular(lex, words[at][0], subject)) \
                or strict and at + 1 < len(words) and _noun(lex, words[at + 1][0]):
            return index
        found.append(Agreeing(words[at][1], words[at][2], PREDICATE))
        index = at + 1
        if nominalised and index < len(words) and not gaps[index].strip() and \
                _adjective(lex, words[index][0], True):
            found.append(Agreeing(words[index][1], words[index][2], PREDICATE))
            index += 1  # an adjective of the nominalised one: o único disponível
        if nominalised and index < len(words) and words[index][0].lower() == RELATIVE:
            _relative_verb(lex, words, gaps, index + 1, found)  # os únicos que a visitavam
            return index
        if not nominalised and index < len(words) and not gaps[index].strip() and \
                {r.lemma for r in lex.analyse(words[at][0])
                 if "ppas" in r.feats.get("pos", ())} & OBJECT_PREDICATE_VERBS:
            # the passive of a verb whose object takes a predicate: its subject's
            # (foram considerados os melhores, foi eleita presidente: Bechara)
            return _predicates(lex, words, gaps, index, found, strict=False, subject=subject)
        if not (index + 1 < len(words) and words[index][0].lower() in COORDINATORS and
                not gaps[index].strip() and not gaps[index + 1].strip() and
                _adjective(lex, words[index + 1][0], strict)):
            return index
        index += 1
    return index


def _nominal_phrase(lex: Inflector, words: list, gaps: list[str], at: int, subject: Any,
                    found: list[Agreeing]) -> int | None:
    """A predicate noun phrase whose noun names the referent's sex in its form (``era um
    bom aluno`` -> ``era uma boa aluna``, ``eram grandes guerreiras``: Cunha & Cintra cap.
    10): an indefinite article (with the space after it: a plural drops it), then
    adjectives and such a noun, every word agreeing; the index after it, or None (a noun
    of one gender, ``uma pessoa boa``, agrees with itself)."""
    start, article = at, at < len(words) and words[at][0].lower() in INDEFINITE.values()
    at += article
    run = []
    while at < len(words) and not gaps[at].strip() and (
            _adjective(lex, words[at][0], False) or _predicate_noun(lex, words[at][0], subject)):
        run.append(at)
        at += 1
    nouns = [i for i in run if _predicate_noun(lex, words[i][0], subject) or
             not _adjective(lex, words[i][0], True)]
    if subject is None or not run or len(run) + article < 2 or \
            any(not _both_genders(lex, words[i][0]) for i in nouns) or \
            article and gaps[start + 1] != " ":
        return None
    if article:
        found.append(Agreeing(words[start][1], words[start + 1][1], PREDICATE))
    found += [Agreeing(words[i][1], words[i][2], PREDICATE) for i in run]
    return at


def _both_genders(lex: Inflector, word: str) -> bool:
    """A noun or adjective with a form in each gender (``aluno``/``aluna``)."""
    return all(agreeing_form(lex, word, None, gender, "sg", frozenset({"nom", "adj"}))
               for gender in ("m", "f")) or bool(table_form(word, ROWS + _derived(lex, word),
                                                            "m", "sg"))


def _relative_verb(lex: Inflector, words: list, gaps: list[str], index: int,
                   found: list[Agreeing]) -> None:
    """The finite verb of a relative clause whose subject is ``que`` (past clitics and
    negation), which agrees with the predicate it follows."""
    while index < len(words) and words[index][0].lower() in SKIPPED and \
            not _finite(lex, words[index][0]):
        index += 1
    if index < len(words) and _finite(lex, words[index][0]) and \
            not any(p in "".join(gaps[index - 1:index + 1]) for p in CLAUSE_END + (",",)):
        verb, start, end = words[index]
        found.append(Agreeing(start, end, FINITE, None,
                              next((r.lemma for r in lex.analyse(verb)), None)))


def _nominalised(lex: Inflector, words: list, gaps: list[str], at: int) -> bool:
    """A definite article and an adjective with no noun after it, the superlative without
    ``mais`` of a synthetic comparative or an ordinal (``eram as melhores``, ``foi a
    primeira``: Cunha & Cintra cap. 10): the article agrees with the adjective."""
    if at + 1 >= len(words) or words[at][0].lower() not in DEFINITE.values() or \
            gaps[at + 1].strip() or words[at + 1][0].lower() in COMPARATIVES or \
            not _adjective(lex, words[at + 1][0], False):
        return False
    return at + 2 >= len(words) or bool(gaps[at + 2].strip()) or \
        words[at + 2][0].lower() in PREPOSITIONS | {RELATIVE} or \
        not _noun(lex, words[at + 2][0]) and not _adjective(lex, words[at + 2][0], False) or \
        _adjective(lex, words[at + 2][0], True)  # o único disponível: no noun after it


def _coordinated(lex: Inflector, words: list, gaps: list[str], index: int,
                 pn: set[str]) -> int | None:
    """The index of the next finite verb coordinated with the last one (after ``e``, ``mas``,
    ``ou`` or a comma, past clitics and adverbs), within the clause; None where there is
    none."""
    for _ in range(MAX_COORDINATION_GAP):
        if index >= len(words) or any(p in gaps[index] for p in CLAUSE_END) or \
                words[index][0].lower() in CLAUSE_BOUNDARIES:
            return None
        coordinated = words[index][0].lower() in COORDINATORS
        if coordinated or "," in gaps[index]:
            after = index + coordinated
            while after < len(words) and words[after][0].lower() in SKIPPED and \
                    not _finite(lex, words[after][0]):
                after += 1
            if after < len(words) and not any(p in "".join(gaps[index + 1:after + 1])
                                               for p in CLAUSE_END) and \
                    matching(lex.analyse(words[after][0].split("-")[0]), pn=sorted(pn)):
                return after
        index += 1
    return None


def _adjective(lex: Inflector, word: str, strict: bool) -> bool:
    """An adjective or participle with gender or number (``strict``: no noun reading); of a
    compound adjective, its last element (``bem-comportados``)."""
    word = word.rsplit("-", 1)[-1]
    if SUPERLATIVE.match(word):
        return True
    readings = lex.analyse(word)
    if not readings and (rest := _unprefixed(lex, word)):
        return _adjective(lex, rest, strict)
    if table_form(word, ADJECTIVES, "m", "sg"):
        return True
    if table_form(word, ROWS + _derived(lex, word), "m", "sg") or _invariable(lex, word):
        return not (strict and _noun(lex, word))
    if not readings and word.lower().endswith("s") and word[-2:-1].lower() in VOWELS and \
            _adjective(lex, word[:-1], strict):
        return True  # cruas: a plural the dictionary lacks, of an adjective it lists
    return any(r.feats.get("pos", frozenset()) & {"adj", "ppas"} and
               r.feats.keys() & {"gender", "number"} for r in readings) and \
        not (strict and _noun(lex, word))


def _derived(lex: Inflector, word: str) -> tuple[tuple[str, str, str, str], ...]:
    """Forms by the rules of derivation the dictionary does not apply, read only where it
    gives none: adjectives in ``-eu`` whose masculine it lists (Cunha & Cintra cap. 10: the
    feminine of ``-eu`` is ``-eia``: ``hebreu``, ``hebreia``; ``judeu``, an exception, is in
    ``ADJECTIVES``), agent nouns and adjectives in ``-dor``, ``-tor``, ``-sor`` (feminine
    ``-ora``: ``sonhador``, ``sonhadora``; not the comparatives in ``-ior``), and nouns in
    ``-ão`` whose feminine is an entry of its own (:func:`_ao_rows`)."""
    lower = word.lower()
    for ending in EU_ENDINGS:
        stem = lower[:-len(ending)]
        if lower.endswith(ending) and len(stem) >= 2 and stem[-1] not in VOWELS and \
                any(r.feats.get("pos", frozenset()) & {"adj", "nom"} and "pn" not in r.feats
                    for r in lex.analyse(stem + EU_ENDINGS[0])):
            return (tuple(stem + e for e in EU_ENDINGS),)
    for ending in AGENT_ENDINGS:
        stem = lower[:-len(ending)]
        if lower.endswith(ending) and len(stem) >= MIN_STEM - 1 and \
                stem.endswith(AGENT_STEMS) and \
                (not lex.analyse(word) or any(r.feats.get("pos", frozenset()) & {"adj", "nom"}
                                              for r in lex.analyse(stem + AGENT_ENDINGS[0]))):
            return (tuple(stem + e for e in AGENT_ENDINGS),)
    return _ao_rows(lex, word)


def _ao_rows(lex: Inflector, word: str) -> tuple[tuple[str, str, str, str], ...]:
    """The forms of a noun or adjective in ``-ão`` whose feminine the dictionary keeps under
    an entry of its own (``ancião``/``anciã``, ``patrão``/``patroa``; ``AO_ENDINGS``): each
    form one the dictionary lists, the feminine one that goes with the plural (not ``coa``
    for ``cão``, ``cães``)."""
    def listed(form: str, gender: str, number: str, lemma: str | None = None) -> bool:
        return any(r.feats.get("pos", frozenset()) & {"nom", "adj"} and
                   gender in r.feats.get("gender", ()) and number in r.feats.get("number", ())
                   and (lemma is None or r.lemma == lemma) for r in lex.analyse(form))

    for lemma in {r.lemma for r in lex.analyse(word) if r.lemma}:
        ending = next((e for e in AO_LEMMA_ENDINGS if lemma.endswith(e)), None)
        if ending is None:
            continue
        stem = lemma[:-len(ending)]
        masculine = stem + AO_LEMMA_ENDINGS[0]
        plural = next((e for e in AO_ENDINGS if listed(stem + e, "m", "pl", masculine)), None)
        feminine = next((stem + e for e in AO_ENDINGS.get(plural, ())
                         if listed(stem + e, "f", "sg")), None)
        if listed(masculine, "m", "sg") and plural and feminine:
            return ((masculine, feminine, stem + plural, feminine + "s"),)
    return ()

def _invariable(lex: Inflector, word: str) -> bool:
    """An adjective the dictionary lists as of both numbers and genders (``N=_,G=_``:
    ``simples``, ``piegas``, ``prestes``; Cunha & Cintra cap. 12), which keeps its form."""
    readings = [r for r in lex.analyse(word) if r.feats.get("pos", frozenset()) & {"adj"}]
    return bool(readings) and not any(r.feats.keys() & {"gender", "number"} for r in readings)


def _regular(lex: Inflector, word: str, subject: Any = None) -> tuple[str, str, str] | None:
    """A word the pt_PT dictionary lacks (a Brazilian form: ``pegos``, ``cadastradas``)
    with a regular ending of gender and number (``REGULAR_ENDINGS``: Cunha & Cintra cap.
    10, -o/-a/-os/-as), of the subject pronoun's gender and number where one is given: its
    stem, gender and number; None otherwise."""
    lower = word.lower()
    if not word.isalpha() or not word.islower() or len(word) < MIN_STEM or lex.analyse(word):
        return None
    for ending, (gender, number) in REGULAR_ENDINGS.items():
        stem = lower[:-len(ending)]
        if lower.endswith(ending) and stem[-1:] not in VOWELS and \
                not (gender == "f" and stem.endswith(IRREGULAR_FEMININE_STEMS)) and \
                (subject is None or (subject.gender, subject.number) == (gender, number)):
            return word[:-len(ending)], gender, number
    return None


def _unprefixed(lex: Inflector, word: str) -> str | None:
    """An adjective the dictionary knows only through a negative prefix (a derivation it
    keeps as a rule: ``injustos`` = ``in`` + ``justos``, ``imprudente``), without it."""
    lower = word.lower()
    for prefix in NEGATIVE_PREFIXES:
        rest = word[len(prefix):]
        if lower.startswith(prefix) and len(rest) >= MIN_STEM and \
                any(r.feats.get("pos", frozenset()) & {"adj", "ppas"} for r in lex.analyse(rest)):
            return rest
    return None


def _predicate_noun(lex: Inflector, word: str, subject: Any) -> bool:
    """A noun with no adjective reading, of the subject pronoun's number: a bare predicate
    noun (``elas eram professoras``, ``eles eram crianças``)."""
    readings = lex.analyse(word)
    if subject is None or any(r.feats.get("pos", frozenset()) & {"adj", "ppas", "verb"} and
                              "pn" not in r.feats or "ppas" in r.feats.get("pos", ())
                              for r in readings):
        return False
    return any("nom" in r.feats.get("pos", frozenset()) and
               subject.number in r.feats.get("number", ()) for r in readings)


def _noun(lex: Inflector, word: str) -> bool:
    return any("nom" in r.feats.get("pos", frozenset()) for r in lex.analyse(word))


def inflect(word: str, found: Agreeing, target: Target, site: Any) -> str | None:
    """The form of ``word`` for the target (None: the dictionary has none)."""
    lex = inflector()
    if lex is None:
        return None
    if found.kind == REFLEXIVE:
        return reflexive_form(word, PROPRIOS if word.lower() in PROPRIOS else REFLEXIVES,
                              target)
    if found.kind == COORDINATED:  # ela e a irmã estavam sozinhas -> o tio e a irmã ... sozinhos
        gender = "m" if "m" in (target.gender, found.lemma) else \
            "f" if (target.gender, found.lemma) == ("f", "f") else None
        return None if gender is None else \
            _adjective_form(lex, word, Target(target.person, "pl", gender))
    if found.kind == QUANTIFIER:
        forms = QUANTIFIERS[word.strip().lower()]
        return "" if target.number == "sg" else \
            match_case(word, forms[target.gender or "m"]) + word[len(word.rstrip()):]
    if found.kind == FINITE and "-" in word:
        verb, clitic = word.split("-")
        form = inflect(verb, found, target, site)
        return None if form is None else _with_enclitic(form, clitic)
    if found.kind == FINITE and (ending := _regular_verb(lex, word, "pl") or
                                 _regular_verb(lex, word, "sg")):
        number = "pl" if ending in REGULAR_VERB_ENDINGS["pl"] else "sg"
        other = REGULAR_VERB_ENDINGS[target.number][REGULAR_VERB_ENDINGS[number].index(ending)]
        return match_case(word, word[:-len(ending)] + other)
    if found.kind == FINITE:
        lemmas = [r.lemma for r in matching(lex.analyse(word), pn=PERSON_NUMBERS)]
        lemma = next((x for x in lemmas if x in COPULAS), found.lemma)
        form = finite_form(lex, word, lemma, target.person + target.number,
                           _tenses(lex, word))
        if form is None and target.person + target.number == "3sg":
            form = next((r.lemma for r in matching(lex.analyse(word), pn=PERSON_NUMBERS)
                         if r.feats.get("tense", frozenset()) & INFINITIVE_3SG_TENSES), None)
        if form is None and any("inf" in r.feats.get("tense", ()) for r in lex.analyse(word)):
            form = _personal_infinitive_form(lex, found.lemma, target.person + target.number)
    elif "-" in word:
        parts = [part if part.lower() in INVARIANT_ELEMENTS or not _adjective(lex, part, False)
                 else _adjective_form(lex, part, target) for part in word.split("-")]
        form = None if None in parts or parts[-1] == word.rsplit("-", 1)[-1] and \
            not _adjective(lex, word, False) else "-".join(parts)
    else:
        form = _adjective_form(lex, word, target, _subject_gender(site))
    return None if form is None else match_case(word, form)


def _tenses(lex: Inflector, word: str) -> tuple[str, ...]:
    """The preferred tenses (``TENSES``) less those whose reading of ``word`` the
    ``SYNCRETIC`` forms show to be a dictionary error."""
    wrong = set()
    for reading in matching(lex.analyse(word), pn=PERSON_NUMBERS):
        for (tense, pn), (other, other_pn) in SYNCRETIC.items():
            if tense in reading.feats.get("tense", ()) and pn in reading.feats["pn"]:
                shared = lex.generate(reading.lemma, {"pn": frozenset({other_pn})},
                                      {"tense": frozenset({other})})
                if shared and word.lower() not in shared:
                    wrong.add(tense)
    return tuple(t for t in TENSES if t not in wrong)


def _with_enclitic(verb: str, clitic: str) -> str | None:
    """A verb and its accusative enclitic in the form its new ending takes: ``-no`` after a
    nasal, ``-o`` after a vowel (``adoraram-na`` -> ``adorou-a``); None after a consonant
    (``fê-lo``: the verb's form changes too)."""
    base = ENCLITIC_BASES[clitic.lower()]
    if verb.lower().endswith(NASAL_ENDINGS):
        base = "n" + base
    elif not verb[-1:].lower() in VOWELS:
        return None
    return f"{verb}-{match_case(clitic, base) if clitic[:1].isupper() else base}"


def _personal_infinitive_form(lex: Inflector, lemma: str | None, pn: str) -> str | None:
    """A personal infinitive in a person and number (``ler`` -> ``lerem``), from its own
    tag or the future subjunctive it shares its forms with."""
    for tense in ("ip", "fc"):
        forms = lex.generate(lemma, {"pn": frozenset({pn})}, {"tense": frozenset({tense})})
        if forms:
            return forms[0]
    return None


def _subject_gender(site: Any) -> str | None:
    readings = site.lang.pronouns_by_form.get(site.form.lower(), ()) if site else ()
    return next((p.gender for p in readings if p.case == "nom"), None)


def _adjective_form(lex: Inflector, word: str, target: Target,
                    subject: str | None = None) -> str | None:
    """An adjective's or participle's form, a superlative's article, or a predicate noun's
    (``professoras`` -> ``professor``); a noun of another gender than the subject pronoun
    is of one gender whatever its referent's, and changes its number only (``eles eram
    crianças`` -> ``o pai era criança``)."""
    if word.lower() in DEFINITE.values():
        return DEFINITE[(target.gender or "m", target.number)]
    if word.lower() in ADVERBIAL_TODO:
        return QUANTIFIERS["todos"][target.gender or "m"][:-1] + \
            ("s" if target.number == "pl" else "")
    if word.strip().lower() in INDEFINITE.values():
        article = INDEFINITE.get((target.gender or "m", target.number))
        return "" if article is None else article + word[len(word.strip()):]
    if superlative := SUPERLATIVE.match(word):
        return superlative.group(1) + DEFINITE[(target.gender or "m", target.number)]
    if not lex.analyse(word) and (rest := _unprefixed(lex, word)):
        form = _adjective_form(lex, rest, target, subject)
        return None if form is None else word[:len(word) - len(rest)] + form
    if not lex.analyse(word) and word.lower().endswith("s") and \
            word[-2:-1].lower() in VOWELS and _adjective(lex, word[:-1], False):
        return _adjective_form(lex, word[:-1], target, subject)  # cruas: from crua
    form = _dictionary_form(lex, word, target, subject) or \
        table_form(word, _derived(lex, word), target.gender, target.number)
    if form is None and target.number == "pl":  # crua -> cruas: a plural the dictionary lacks
        single = _dictionary_form(lex, word, replace(target, number="sg"), subject)
        form = single + "s" if single and single[-1].lower() in VOWELS else None
    return form


def _dictionary_form(lex: Inflector, word: str, target: Target,
                     subject: str | None = None) -> str | None:
    """The form of an adjective, participle or predicate noun from the tables and the
    dictionary (see :func:`_adjective_form`)."""
    form = table_form(word, ROWS, target.gender, target.number) or \
        agreeing_form(lex, word, None, target.gender, target.number)
    if form is None and _invariable(lex, word):
        return word
    if form is None and (regular := _regular(lex, word)):
        ending = {v: k for k, v in REGULAR_ENDINGS.items()}
        return regular[0] + ending[(target.gender or regular[1], target.number)]
    if form is not None or any(r.feats.get("pos", frozenset()) & {"adj", "ppas"}
                               for r in lex.analyse(word)):
        return form
    nouns = frozenset({"nom"})
    form = agreeing_form(lex, word, None, target.gender, target.number, nouns)
    genders = {g for r in lex.analyse(word) if "nom" in r.feats.get("pos", frozenset())
               for g in r.feats.get("gender", ())}
    if form is None and (target.gender is None or target.gender in genders or
                         subject is not None and subject not in genders):
        form = agreeing_form(lex, word, None, None, target.number, nouns)
    return form


def _finite(lex: Inflector, word: str) -> bool:
    return any("verb" in r.feats.get("pos", frozenset())
               for r in matching(lex.analyse(word.split("-", 1)[0]), pn=PERSON_NUMBERS))
