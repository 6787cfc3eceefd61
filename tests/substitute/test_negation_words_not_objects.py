"""The stranded-object check (U5xx ``stranded-object``: an object left between ``ne`` + verb
and the negation adverb, ``ne trouvait l'os pas``) does not read a negation word or an
adverb as that object: ``ne mange plus jamais le gâteau``, ``ne dit jamais plus rien``
(``lang/fr/negation.py`` NOT_OBJECTS). Our own sentences, issue 24."""

from __future__ import annotations

import pytest

from wsc_corpus.models import Candidate, Item, Mention, Provenance, Span
from wsc_corpus.substitute.errors import sentence_errors


def _item(text: str, pronoun: str) -> Item:
    start = text.index(f" {pronoun}", text.index(" ne ")) + 1
    return Item(id="neg", lang="fr", text=text,
                pronoun=Mention(text=pronoun, span=Span(start=start, end=start + len(pronoun))),
                candidates=[Candidate(text="a"), Candidate(text="b")], answer=0,
                provenance=Provenance(corpus="test", source_id="neg"))


# (item text, pronoun, a right substituted sentence)
RIGHT = [
    ("Le gâteau était trop sucré, alors Julie ne le mange plus jamais.", "le",
     "Le gâteau était trop sucré, alors Julie ne mange plus jamais le gâteau."),
    ("Paul a perdu la montre et il ne la retrouvera plus jamais.", "la",
     "Paul a perdu la montre et il ne retrouvera plus jamais la montre."),
    ("Marie a vendu sa voiture et elle ne la conduit jamais plus.", "la",
     "Marie a vendu sa voiture et elle ne conduit jamais plus sa voiture."),
    ("Le chien a mordu le facteur, qui ne le caresse plus jamais.", "le",
     "Le chien a mordu le facteur, qui ne caresse plus jamais le chien."),
    ("Luc a trahi Anne, et elle ne lui parle plus jamais.", "lui",
     "Luc a trahi Anne, et elle ne parle plus jamais à Luc."),
    ("Les voisins ont fait du bruit, et on ne les invite plus jamais.", "les",
     "Les voisins ont fait du bruit, et on n'invite plus jamais les voisins."),
    ("Le film était long, alors je ne le regarde jamais plus.", "le",
     "Le film était long, alors je ne regarde jamais plus le film."),
    ("Sophie a cassé le vase et sa mère ne le remplace plus jamais.", "le",
     "Sophie a cassé le vase et sa mère ne remplace plus jamais le vase."),
    ("La soupe était froide, alors Marc ne la commande plus jamais.", "la",
     "La soupe était froide, alors Marc ne commande plus jamais la soupe."),
    ("Le professeur a puni l'élève, qui ne l'écoute plus jamais.", "l'",
     "Le professeur a puni l'élève, qui n'écoute plus jamais le professeur."),
    ("Pierre a oublié ses clés et il ne les cherche vraiment pas.", "les",
     "Pierre a oublié ses clés et il ne cherche vraiment pas ses clés."),
    ("Le chat a griffé Léa, et elle ne le touche toujours pas.", "le",
     "Le chat a griffé Léa, et elle ne touche toujours pas le chat."),
    ("Julien a écrit une lettre, mais Claire ne la lit même pas.", "la",
     "Julien a écrit une lettre, mais Claire ne lit même pas la lettre."),
    ("Les enfants ont dessiné un bateau, mais le père ne le voit presque jamais.", "le",
     "Les enfants ont dessiné un bateau, mais le père ne voit presque jamais le bateau."),
    ("Le vin était amer, et Hugo ne le boit certainement pas.", "le",
     "Le vin était amer, et Hugo ne boit certainement pas le vin."),
    ("Le train était en retard, et Emma ne le prend plus guère.", "le",
     "Le train était en retard, et Emma ne prend plus guère le train."),
    ("Le jardinier a taillé la haie, mais Paul ne la trouve pas.", "la",
     "Le jardinier a taillé la haie, mais Paul ne trouve pas la haie."),
    ("Le libraire a vendu le roman, mais Zoé ne le lit jamais.", "le",
     "Le libraire a vendu le roman, mais Zoé ne lit jamais le roman."),
    ("Le maire a promis un parc, mais les habitants ne le voient point.", "le",
     "Le maire a promis un parc, mais les habitants ne voient point le parc."),
    ("Anne a prêté son vélo à Marc, qui ne le rend toujours pas.", "le",
     "Anne a prêté son vélo à Marc, qui ne rend toujours pas le vélo."),
]

# A real object stranded before the adverb is still found.
WRONG = [
    ("Le chien a caché l'os, mais il ne le trouvait pas.", "le",
     "Le chien a caché l'os, mais il ne trouvait l'os pas."),
    ("Paul a perdu la montre et il ne la retrouvera plus jamais.", "la",
     "Paul a perdu la montre et il ne retrouvera la montre plus jamais."),
    ("Luc a trahi Anne, et elle ne le croit jamais.", "le",
     "Luc a trahi Anne, et elle ne croit Luc jamais."),
]


@pytest.mark.parametrize(("text", "pronoun", "sentence"), RIGHT)
def test_negation_words_are_not_stranded_objects(text, pronoun, sentence):
    errors = [e for e in sentence_errors(_item(text, pronoun), sentence)
              if e.code == "stranded-object"]
    assert errors == []


@pytest.mark.parametrize(("text", "pronoun", "sentence"), WRONG)
def test_a_stranded_object_is_still_flagged(text, pronoun, sentence):
    assert "stranded-object" in {e.code for e in sentence_errors(_item(text, pronoun),
                                                                   sentence)}


def test_twenty_sentences():
    assert len(RIGHT) >= 20
