"""Readers that store a sentence in pieces join them without a space after an elided word
(``parce qu'`` + ``il`` = ``parce qu'il``), and the engine then rewrites the seam as inside
running text (``parce que le chien``)."""

import pytest

from wsc_corpus.formats import load_paths
from wsc_corpus.formats._common import join_pieces
from wsc_corpus.substitute import substitute

SCHEMA = """<schema>
<text><txt1>{txt1}</txt1><pron>{pron}</pron><txt2>{txt2}</txt2></text>
<quote><quote1></quote1><pron>{pron}</pron><quote2>{txt2}</quote2></quote>
<answers><answer>{a}</answer><answer>{b}</answer></answers>
<correctAnswer> A </correctAnswer><source>test</source>
</schema>"""


@pytest.mark.parametrize("pieces,text,start", [
    (("Le chien a aboyé parce qu'", "il", "avait faim."),
     "Le chien a aboyé parce qu'il avait faim.", 26),
    (("Marie attendait Anne lorsqu’", "elle", "est arrivée."),
     "Marie attendait Anne lorsqu’elle est arrivée.", 28),
    (("Paul ira au parc s'", "il", "fait beau."), "Paul ira au parc s'il fait beau.", 19),
    (("Jean a pris le livre et", "l'", "a rangé."), "Jean a pris le livre et l'a rangé.", 24),
    (("La fête a duré jusqu'", "à", "minuit."), "La fête a duré jusqu'à minuit.", 21),
    (("Anne beat Lucy because", "she", "trained more."),
     "Anne beat Lucy because she trained more.", 23),
    (("He saw", "it", "."), "He saw it.", 7),
])
def test_join_pieces(pieces, text, start):
    assert join_pieces(*pieces) == (text, start)


def write(tmp_path, schemas):
    path = tmp_path / "fr.xml"
    path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<collection>' +
                    "".join(SCHEMA.format(**s) for s in schemas) + "</collection>\n",
                    encoding="utf-8")
    return path


@pytest.mark.slow
def test_french_translation_in_nyu_xml_keeps_elision(tmp_path):
    path = write(tmp_path, [
        {"txt1": "Le chien a poursuivi le chat parce qu'", "pron": "il",
         "txt2": "était affamé.", "a": "le chien", "b": "le chat"},
        {"txt1": "Marie a appelé Anne lorsqu’", "pron": "elle",
         "txt2": "est rentrée du travail.", "a": "Marie", "b": "Anne"},
        {"txt1": "Le garçon a pris le ballon et", "pron": "l'",
         "txt2": "a lancé très loin.", "a": "le ballon", "b": "le garçon"},
        {"txt1": "Paul ira voir Jean s'", "pron": "il", "txt2": "a le temps.",
         "a": "Paul", "b": "Jean"},
    ])
    items = load_paths([path], lang="fr").items
    assert [i.text for i in items] == [
        "Le chien a poursuivi le chat parce qu'il était affamé.",
        "Marie a appelé Anne lorsqu’elle est rentrée du travail.",
        "Le garçon a pris le ballon et l'a lancé très loin.",
        "Paul ira voir Jean s'il a le temps."]
    assert [i.pronoun.text for i in items] == ["il", "elle", "l'", "il"]
    subs = substitute(items)
    assert [o.text for o in subs[0].options] == [
        "Le chien a poursuivi le chat parce que le chien était affamé.",
        "Le chien a poursuivi le chat parce que le chat était affamé."]
    assert [o.text for o in subs[1].options] == [
        "Marie a appelé Anne lorsque Marie est rentrée du travail.",
        "Marie a appelé Anne lorsqu’Anne est rentrée du travail."]
    assert subs[2].options[0].text == "Le garçon a pris le ballon et a lancé le ballon très loin."
    assert subs[3].options[1].text == "Paul ira voir Jean si Jean a le temps."
