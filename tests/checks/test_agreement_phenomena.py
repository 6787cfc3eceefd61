"""Agreement phenomena with real pipelines and lexicons: English animacy (WordNet), Portuguese
enclitics and mesoclisis, French stressed pronouns, epicene nouns, collectives and places.

Each broken sentence has one candidate that cannot be the pronoun's antecedent (and one that
can): the check must report an error on that candidate. Each sound sentence must give no
error (an info or a warning is allowed).
"""

from __future__ import annotations

import pytest

from wsc_corpus.checks import validate
from wsc_corpus.models import Corpus

from .conftest import make_item

pytestmark = pytest.mark.slow

ERRORS = {"A401", "A402", "A403"}

# (lang, text, pronoun, candidates, index of the candidate in error)
BROKEN = [
    # English: a vehicle may be "she" (a warning), never "he"; a person compound WordNet
    # lists stays a person for "it"; singular nouns under one determiner, all persons or
    # animals, are plural.
    ("en", "The sailor painted the boat because he wanted it to look new.", "he",
     ["The sailor", "the boat"], 1),
    ("en", "The tennis player hit the ball because it was angry.", "it",
     ["The tennis player", "the ball"], 0),
    ("en", "The king and queen left the palace because it was on fire.", "it",
     ["The king and queen", "the palace"], 0),
    # English: he/she against an artifact (WordNet noun.artifact and other things).
    ("en", "The man moved the table because he needed more space.", "he",
     ["The man", "the table"], 1),
    ("en", "The woman repaired the chair because she was bored.", "she",
     ["The woman", "the chair"], 1),
    ("en", "The boy kicked the ball because he was angry.", "he", ["The boy", "the ball"], 1),
    ("en", "Susan dropped the vase because she was careless.", "she", ["Susan", "the vase"], 1),
    ("en", "The car hit the old man because he was crossing the road.", "he",
     ["The car", "the old man"], 0),
    ("en", "The girl could not lift the suitcase because she was too weak.", "she",
     ["The girl", "the suitcase"], 1),
    ("en", "The teacher put the book on the desk because he had finished reading.", "he",
     ["The teacher", "the book"], 1),
    ("en", "The computer beat the chess champion because he had made a mistake.", "he",
     ["The computer", "the chess champion"], 0),
    ("en", "Mary watered the plant because she loves gardening.", "she",
     ["Mary", "the plant"], 1),
    ("en", "The bottle fell on the waiter because he had bumped the shelf.", "he",
     ["The bottle", "the waiter"], 0),
    ("en", "The lawyer read the contract because she had to sign it.", "she",
     ["The lawyer", "the contract"], 1),
    ("en", "John threw the stone at the window because he was furious.", "he",
     ["John", "the stone"], 1),
    # English: it against a person, the noun known only to WordNet.
    ("en", "The mailman brought the parcel because it had arrived that morning.", "it",
     ["The mailman", "the parcel"], 0),
    ("en", "The cyclist passed the truck because it was going slowly.", "it",
     ["The cyclist", "the truck"], 0),
    ("en", "The plumber fixed the sink because it was leaking.", "it",
     ["The plumber", "the sink"], 0),
    ("en", "The surgeon examined the wound because it looked infected.", "it",
     ["The surgeon", "the wound"], 0),
    ("en", "The librarian shelved the book because it had been returned.", "it",
     ["The librarian", "the book"], 0),
    ("en", "The janitor cleaned the floor because it was dirty.", "it",
     ["The janitor", "the floor"], 0),
    ("en", "The pharmacist could not find the medicine because it was out of stock.", "it",
     ["The pharmacist", "the medicine"], 0),
    ("en", "The grandmother knitted a scarf because it was getting cold.", "it",
     ["The grandmother", "a scarf"], 0),
    ("en", "The trophy doesn't fit next to the champion because it is too large.", "it",
     ["The trophy", "the champion"], 1),
    ("en", "The firefighter carried the ladder because it was needed upstairs.", "it",
     ["The firefighter", "the ladder"], 0),
    # English: natural gender.
    ("en", "The woman thanked the father because he had helped her.", "he",
     ["The woman", "the father"], 0),
    ("en", "The barman served the actress because she had ordered first.", "she",
     ["The barman", "the actress"], 0),
    ("en", "Tom called his aunt because he was worried.", "he", ["Tom", "his aunt"], 1),
    # Portuguese enclitics (``-lo`` after a verb that lost -r, ``-no`` after a nasal).
    ("pt", "O livro estava na estante, mas a Maria não conseguiu encontrá-lo.", "encontrá-lo",
     ["o livro", "a Maria"], 1),
    ("pt", "A chave caiu perto do sofá e o João conseguiu encontrá-lo.", "encontrá-lo",
     ["a chave", "o sofá"], 0),
    ("pt", "Comprei as camisas e o casaco e lavei-as no mesmo dia.", "lavei-as",
     ["as camisas", "o casaco"], 1),
    ("pt", "A professora viu o aluno no corredor e chamei-a para a sala.", "chamei-a",
     ["A professora", "o aluno"], 1),
    ("pt", "O pão estava duro e a faca estava cega, mas consegui cortá-lo.", "cortá-lo",
     ["O pão", "a faca"], 1),
    ("pt", "Os ladrões roubaram o carro e as joias e levaram-no para longe.", "levaram-no",
     ["o carro", "as joias"], 1),
    ("pt", "A mesa e os bancos estavam sujos, então a mãe decidiu limpá-los.", "limpá-los",
     ["A mesa", "os bancos"], 0),
    ("pt", "O menino perdeu a bola e o pai ajudou a procurá-la.", "procurá-la",
     ["O menino", "a bola"], 0),
    ("pt", "Os vizinhos trouxeram as cadeiras e nós colocámo-las no jardim.", "colocámo-las",
     ["Os vizinhos", "as cadeiras"], 0),
    ("pt", "A carta chegou com o pacote, e ela abriu-a logo.", "abriu-a",
     ["A carta", "o pacote"], 1),
    ("pt", "O bolo ficou pronto junto com as tortas e a avó serviu-o à tarde.", "serviu-o",
     ["O bolo", "as tortas"], 1),
    ("pt", "Se o Pedro trouxer o vinho e a salada, eu guardá-lo-ei na geladeira.",
     "guardá-lo-ei", ["o vinho", "a salada"], 1),
    ("pt", "A estudante ajudou o colega porque ela estava livre.", "ela",
     ["A estudante", "o colega"], 1),
    ("pt", "O estudante ajudou a colega porque ele estava livre.", "ele",
     ["O estudante", "a colega"], 1),
    # French: stressed pronouns after a preposition.
    ("fr", "Pierre est parti avec Marie, mais Paul est resté sans lui.", "lui",
     ["Pierre", "Marie"], 1),
    ("fr", "Sophie a invité Jean et Julie est venue avec lui.", "lui",
     ["Sophie", "Jean"], 0),
    ("fr", "Les garçons ont battu les filles au tennis et Marc a joué contre eux.", "eux",
     ["Les garçons", "les filles"], 1),
    ("fr", "Les invités ont salué la directrice, puis Luc s'est assis à côté d'eux.", "eux",
     ["Les invités", "la directrice"], 1),
    ("fr", "La chaise est près de la table, et le chat dort sous elle.", "elle",
     ["La chaise", "le chat"], 1),
    ("fr", "Les valises étaient dans le coffre, et Marie a voyagé sans elles.", "elles",
     ["Les valises", "le coffre"], 1),
    # French: epicene nouns take the gender their determiner shows.
    ("fr", "La journaliste a interviewé le ministre parce qu'il était curieux.", "il",
     ["La journaliste", "le ministre"], 0),
    ("fr", "Le journaliste a interviewé la chanteuse parce qu'elle était célèbre.", "elle",
     ["Le journaliste", "la chanteuse"], 0),
    ("fr", "Une élève a remercié le professeur parce qu'il l'avait aidée.", "il",
     ["Une élève", "le professeur"], 0),
    # French: plain gender and number, and clitics.
    ("fr", "Le trophée n'entre pas dans la valise parce qu'il est trop grand.", "il",
     ["Le trophée", "la valise"], 1),
    ("fr", "Le siphon est bouché par les cheveux. Il faut le retirer.", "le",
     ["le siphon", "les cheveux"], 1),
    ("fr", "Les pompiers sont arrivés avant le policier parce qu'ils habitaient près.", "ils",
     ["Les pompiers", "le policier"], 1),
    ("fr", "La police a arrêté le voleur parce qu'ils le cherchaient depuis des mois.", "ils",
     ["La police", "le voleur"], 1),
    ("pt", "A polícia prendeu o ladrão porque eles o procuravam há meses.", "eles",
     ["A polícia", "o ladrão"], 1),
    ("pt", "A caixa não cabia no armário, então eu tive de tirá-la.", "tirá-la",
     ["A caixa", "o armário"], 1),
    ("pt", "O livro caiu da mesa e eu apanhei-o.", "apanhei-o", ["O livro", "a mesa"], 1),
    ("pt", "O João e o Pedro foram ao cinema e a Maria encontrou-os lá.", "encontrou-os",
     ["O João e o Pedro", "a Maria"], 1),
    ("fr", "La voiture a heurté le camion parce qu'elle roulait trop vite.", "elle",
     ["La voiture", "le camion"], 1),
    ("fr", "Le chanteur a salué la foule parce qu'elle l'applaudissait.", "elle",
     ["Le chanteur", "la foule"], 0),
    ("en", "The robot helped the engineer because it had been programmed to.", "it",
     ["The robot", "the engineer"], 1),
    ("en", "The king greeted the queen because he was polite.", "he",
     ["The king", "the queen"], 1),
]

SOUND = [
    # XWinograd English: a car personified as "she"; a compound WordNet does not list on a
    # head whose compounds are persons and things; a first name that looks like a plural; an
    # idiom of two singular nouns under one determiner.
    ("en", ("Sheila tried to repair the old jalopy, even though she had not run in three "
            "decades."), "she", ["Sheila", "the old jalopy"]),
    ("en", "The music player did not open the file because it was in the wrong format.", "it",
     ["The music player", "the file"]),
    ("en", ("Butters wanted to steal the movie Spiderman from Kenny because he would not "
            "lend it to him."), "he", ["Butters", "Kenny"]),
    ("en", ("He hid the body under the table and had to be the life and soul of a dinner "
            "party, with it there all the time."), "it", ["the body", "life and soul"]),
    # English: two things for it, two persons for he/she.
    ("en", "The trophy doesn't fit into the brown suitcase because it is too large.", "it",
     ["The trophy", "the suitcase"]),
    ("en", "The delivery truck zoomed by the school bus because it was going so fast.", "it",
     ["The delivery truck", "the school bus"]),
    ("en", "The mailman brought a letter to the cyclist because he was at home.", "he",
     ["The mailman", "the cyclist"]),
    ("en", "The plumber called the electrician because she needed help.", "she",
     ["The plumber", "the electrician"]),
    ("en", "The lawyer asked the witness a question, but he was reluctant to answer.", "he",
     ["The lawyer", "the witness"]),
    ("en", "The man couldn't lift his son because he was so weak.", "he",
     ["The man", "his son"]),
    # English: animals and groups are allowed both ways.
    ("en", "The dog chased the cat because it was hungry.", "it", ["The dog", "the cat"]),
    ("en", "The dog chased the cat because he was hungry.", "he", ["The dog", "the cat"]),
    ("en", "The mare kicked the foal because she was nervous.", "she",
     ["The mare", "the foal"]),
    ("en", "The fish ate the worm. It was hungry.", "It", ["The fish", "the worm"]),
    ("en", "The committee rejected the proposal because it was too expensive.", "it",
     ["The committee", "the proposal"]),
    ("en", ("The city council refused the demonstrators a permit because they feared "
            "violence."), "they", ["The city council", "the demonstrators"]),
    ("en", "The team beat the club because it had trained harder.", "it",
     ["The team", "the club"]),
    ("en", "The chair was next to the table, so it was easy to reach.", "it",
     ["The chair", "the table"]),
    ("en", "The star of the film thanked the director because she had been given the role.",
     "she", ["The star", "the director"]),
    ("en", "The lion chased the zebra because it was hungry.", "it", ["The lion", "the zebra"]),
    ("en", "The horse threw the jockey because she was frightened.", "she",
     ["The horse", "the jockey"]),
    ("en", "The nurse comforted the patient because she was kind.", "she",
     ["The nurse", "the patient"]),
    ("en", "The boat hit the dock because it was moving too fast.", "it",
     ["The boat", "the dock"]),
    ("en", "The bank refused the loan because it was too risky.", "it", ["The bank", "the loan"]),
    ("en", "Emily told Anna that she had won the prize.", "she", ["Emily", "Anna"]),
    # Portuguese enclitics that agree.
    ("pt", "A chave caiu perto da cadeira e o João conseguiu encontrá-la.", "encontrá-la",
     ["a chave", "a cadeira"]),
    ("pt", "Lavei as camisas e as toalhas e depois sequei-as ao sol.", "sequei-as",
     ["as camisas", "as toalhas"]),
    ("pt", "Os homens levaram o sofá e o armário; levaram-no para a casa nova.", "levaram-no",
     ["o sofá", "o armário"]),
    ("pt", "A Ana viu a vizinha no mercado e chamei-a para jantar.", "chamei-a",
     ["A Ana", "a vizinha"]),
    ("pt", "O pão estava ao lado do queijo e consegui cortá-lo.", "cortá-lo",
     ["O pão", "o queijo"]),
    ("pt", "Se o Pedro trouxer o vinho e o queijo, eu guardá-lo-ei na geladeira.",
     "guardá-lo-ei", ["o vinho", "o queijo"]),
    ("pt", "O médico ajudou o enfermeiro e deu-lhe um conselho.", "deu-lhe",
     ["O médico", "o enfermeiro"]),
    # "deu-nos": the first person ("us"), not "os": nothing to compare.
    ("pt", "A diretora ajudou-nos muito com o projeto do professor.", "ajudou-nos",
     ["A diretora", "o professor"]),
    ("pt", ("Os vereadores recusaram a autorização aos manifestantes porque eles temiam a "
            "violência."), "eles", ["Os vereadores", "os manifestantes"]),
    # Portuguese epicene nouns and collectives.
    ("pt", "O estudante ajudou o colega porque ele estava livre.", "ele",
     ["O estudante", "o colega"]),
    ("pt", "Os estudantes e os professores discutiram porque eles estavam cansados.", "eles",
     ["Os estudantes", "os professores"]),
    ("pt", "A polícia prendeu os ladrões porque eles os procuravam há meses.", "eles",
     ["A polícia", "os ladrões"]),
    # French stressed pronouns that agree, and a dative lui after "de" + infinitive.
    ("fr", "Pierre est parti avec Jean, mais Paul est resté sans lui.", "lui",
     ["Pierre", "Jean"]),
    ("fr", "Les garçons ont battu les hommes au tennis et Marc a joué contre eux.", "eux",
     ["Les garçons", "les hommes"]),
    ("fr", "Marie a promis à Sophie de lui écrire.", "lui", ["Marie", "Sophie"]),
    ("fr", "Paul a demandé à Anne de lui prêter son livre.", "lui", ["Paul", "Anne"]),
    # French epicene nouns: unknown behind l'/les, whatever the tagger guesses.
    ("fr", "L'élève a remercié le professeur parce qu'il l'avait aidé.", "il",
     ["L'élève", "le professeur"]),
    ("fr", "L'élève a remercié la directrice parce qu'elle l'avait aidée.", "elle",
     ["L'élève", "la directrice"]),
    ("fr", "Les journalistes ont interviewé les acteurs. Ils ont été très insistants.",
     "Ils", ["Les journalistes", "les acteurs"]),
    ("fr", "Les journalistes ont interviewé les actrices. Elles ont été très insistantes.",
     "Elles", ["Les journalistes", "les actrices"]),
    ("fr", "L'artiste a salué le public parce qu'il était content.", "il",
     ["L'artiste", "le public"]),
    ("fr", "Le journaliste a interviewé le ministre parce qu'il était curieux.", "il",
     ["Le journaliste", "le ministre"]),
    # French collectives and places for a plural pronoun: read as their members.
    ("fr", ("La police a arrêté tous les membres du gang. Ils essayaient de les arrêter "
            "depuis des années."), "Ils", ["La police", "les membres du gang"]),
    ("fr", ("En juillet, le Kamchatka a déclaré la guerre à Yakoutsk. Comme l'armée de "
            "Yakoutsk était mieux équipée, ils ont gagné."), "ils", ["le Kamchatka", "Yakoutsk"]),
    ("fr", "La France a battu l'Allemagne parce qu'ils avaient mieux joué.", "ils",
     ["La France", "l'Allemagne"]),
    ("fr", "Le gouvernement a rencontré les syndicats car ils voulaient négocier.", "ils",
     ["Le gouvernement", "les syndicats"]),
    ("pt", "O Brasil venceu a Argentina porque eles jogaram melhor.", "eles",
     ["O Brasil", "a Argentina"]),
    ("pt", "A equipe venceu os adversários porque eles treinaram muito.", "eles",
     ["A equipe", "os adversários"]),
    ("fr", ("Les conseillers municipaux ont refusé une autorisation aux manifestants, car ils "
            "craignent la violence."), "ils", ["les conseillers municipaux", "les manifestants"]),
    ("fr", "Le siphon est bouché par le savon. Il faut le retirer.", "le",
     ["le siphon", "le savon"]),
    ("fr", "Jean a vu les lunettes et les clés, mais il les a oubliées.", "les",
     ["les lunettes", "les clés"]),
]


def _errors(lang, text, pronoun, cands):
    found = validate(Corpus(items=[make_item(text, pronoun, cands, lang=lang)]),
                     ["agreement"]).findings
    return [f for f in found if f.code in ERRORS]


@pytest.mark.parametrize("lang,text,pronoun,cands,bad", BROKEN)
def test_broken_agreement_is_an_error(lang, text, pronoun, cands, bad):
    found = _errors(lang, text, pronoun, cands)
    assert {f.evidence["candidate"] for f in found} == {bad}, [f.message for f in found]
    feature = found[0].evidence["feature"]
    # every decision keeps its source
    assert found[0].evidence["candidates"][bad][feature]["source"]
    assert found[0].evidence["pronoun"][feature]["source"].startswith(f"lang/{lang}/pronouns.py")


@pytest.mark.parametrize("lang,text,pronoun,cands", SOUND)
def test_sound_agreement_is_not_an_error(lang, text, pronoun, cands):
    assert [f.message for f in _errors(lang, text, pronoun, cands)] == []


def test_rates_per_language():
    """The bars of the issue on these sentences: recall >= 0.95, false alarms <= 0.05."""
    for lang in ("en", "fr", "pt"):
        broken = [case for case in BROKEN if case[0] == lang]
        sound = [case for case in SOUND if case[0] == lang]
        items = [make_item(t, p, c, lang=lang, id=f"b-{i:03d}")
                 for i, (_, t, p, c, _) in enumerate(broken)]
        items += [make_item(t, p, c, lang=lang, id=f"s-{i:03d}")
                  for i, (_, t, p, c) in enumerate(sound)]
        report = validate(Corpus(items=items), ["agreement"])
        flagged = {f.item for f in report.findings if f.code in ERRORS}
        recall = sum(f"b-{i:03d}" in flagged for i in range(len(broken))) / len(broken)
        false = sum(f"s-{i:03d}" in flagged for i in range(len(sound))) / len(sound)
        assert recall >= 0.95 and false <= 0.05, (lang, recall, false)


def test_wordnet_person_and_thing_keep_their_source():
    item = make_item("The cyclist passed the truck because it was going slowly.", "it",
                     ["The cyclist", "the truck"])
    evidence = validate(Corpus(items=[item]), ["agreement"]).findings[0].evidence
    cyclist, truck = evidence["candidates"]
    assert cyclist["person"] == {"value": "person",
                                 "source": "wordnet-3.0 noun 'cyclist' (person 100%)"}
    assert truck["person"]["value"] == "thing"
    assert truck["person"]["source"].startswith("wordnet-3.0 noun 'truck'")


def test_epicene_behind_l_is_either_never_the_taggers_guess():
    item = make_item("L'élève a remercié le professeur parce qu'il l'avait aidé.", "il",
                     ["L'élève", "le professeur"], lang="fr")
    evidence = validate(Corpus(items=[item]), ["agreement"]).findings
    eleve = evidence[0].evidence["candidates"][0] if evidence else None
    assert eleve is None or eleve["gender"]["value"] == "either"


def test_xwinograd_surnames_and_companies_for_they_and_he():
    """XWinograd English: Rice (the university) for they, Doe (John Doe) for he: no error."""
    assert _errors("en", "Rice beat Texas, even though they were a smaller school.", "they",
                   ["Rice", "Texas"]) == []
    assert _errors("en", "John wanted to vote for Doe, but he did not seem like the right "
                   "candidate.", "he", ["John", "Doe"]) == []
    # a first name WordNet's full names begin with stays one
    assert _errors("en", "John hugged Mary because she was sad.", "she", ["John", "Mary"])
