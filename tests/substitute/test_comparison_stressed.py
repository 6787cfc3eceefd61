"""French comparisons (Grevisse §1117): the second term of ``plus ... que``, ``moins que``,
``aussi ... que`` is a stressed pronoun at the end of its clause (``plus vite que lui.``),
replaced by the candidate with ``que`` elided again as the candidate needs (``qu'Anne``,
``que les chiens``); a dative clitic after ``que`` before its verb stays a clitic (``ne fait
que lui parler``). Our own sentences, issue 24."""

from __future__ import annotations

import pytest

# (text, pronoun, candidates, the two expected endings)
CASES = [
    ("Marc est plus fort que Paul, mais Luc est plus rapide que lui.", "lui", ["Marc", "Paul"],
     ("plus rapide que Marc.", "plus rapide que Paul.")),
    ("Les chats dorment plus que les chiens, mais les lapins dorment moins qu'eux.", "eux",
     ["les chats", "les chiens"], ("moins que les chats.", "moins que les chiens.")),
    ("Anne chante mieux que Julie, mais Léa chante aussi bien qu'elle.", "elle",
     ["Anne", "Julie"], ("aussi bien qu'Anne.", "aussi bien que Julie.")),
    ("Le lion est plus fort que le loup, mais l'ours est encore plus fort que lui.", "lui",
     ["le lion", "le loup"], ("plus fort que le lion.", "plus fort que le loup.")),
    ("Les filles lisent plus que les garçons, et les mères lisent plus qu'elles.", "elles",
     ["les filles", "les garçons"], ("plus que les filles.", "plus que les garçons.")),
    ("Pierre a couru plus vite qu'Hugo, mais Tom a couru plus vite que lui.", "lui",
     ["Pierre", "Hugo"], ("plus vite que Pierre.", "plus vite qu'Hugo.")),
    ("La voiture rouge coûte plus que la bleue, mais la verte coûte moins qu'elle.", "elle",
     ["la voiture rouge", "la bleue"],
     ("moins que la voiture rouge.", "moins que la bleue.")),
    (("Les élèves travaillent plus que les professeurs, mais le directeur travaille moins "
      "qu'eux."), "eux", ["les élèves", "les professeurs"],
     ("moins que les élèves.", "moins que les professeurs.")),
    ("Mon frère mange plus que mon père, mais ma sœur mange autant que lui.", "lui",
     ["mon frère", "mon père"], ("autant que mon frère.", "autant que mon père.")),
    ("Le cheval saute plus haut que l'âne, mais le chien saute moins haut que lui.", "lui",
     ["le cheval", "l'âne"], ("moins haut que le cheval.", "moins haut que l'âne.")),
    ("Claire est plus grande que Sophie, et Inès est aussi grande qu'elle.", "elle",
     ["Claire", "Sophie"], ("aussi grande que Claire.", "aussi grande que Sophie.")),
    ("Les voisins font plus de bruit que nous, mais leurs enfants en font plus qu'eux.",
     "eux", ["les voisins", "leurs enfants"],
     ("plus que les voisins.", "plus que leurs enfants.")),
    ("Le boulanger se lève plus tôt que le boucher, mais le laitier se lève avant lui.",
     "lui", ["le boulanger", "le boucher"],
     ("avant le boulanger.", "avant le boucher.")),
    ("Julien gagne plus que Marc, mais son patron gagne bien plus que lui.", "lui",
     ["Julien", "Marc"], ("bien plus que Julien.", "bien plus que Marc.")),
    (("Les roses fleurissent plus tôt que les tulipes, mais les jonquilles fleurissent plus "
      "tôt qu'elles."), "elles", ["les roses", "les tulipes"],
     ("plus tôt que les roses.", "plus tôt que les tulipes.")),
    ("Le train est plus lent que l'avion, mais le bateau est plus lent que lui.", "lui",
     ["le train", "l'avion"], ("plus lent que le train.", "plus lent que l'avion.")),
    ("Emma parle mieux anglais qu'Alice, mais Zoé le parle moins bien qu'elle.", "elle",
     ["Emma", "Alice"], ("moins bien qu'Emma.", "moins bien qu'Alice.")),
    ("Les pompiers arrivent plus vite que les policiers, mais l'ambulance arrive après eux.",
     "eux", ["les pompiers", "les policiers"],
     ("après les pompiers.", "après les policiers.")),
    ("Mon oncle est plus âgé que mon grand-père, mais ma tante est plus jeune que lui.",
     "lui", ["mon oncle", "mon grand-père"],
     ("plus jeune que mon oncle.", "plus jeune que mon grand-père.")),
    ("La tortue avance moins vite que le lièvre, mais l'escargot avance moins vite qu'elle.",
     "elle", ["la tortue", "le lièvre"],
     ("moins vite que la tortue.", "moins vite que le lièvre.")),
]

# ``que`` + a clitic before its verb is no comparison.
CLITIC = ("Le père ne fait que lui parler de son travail.", "lui", ["le fils", "la mère"],
          ("ne fait que parler de son travail au fils.",
           "ne fait que parler de son travail à la mère."))


@pytest.fixture(scope="module")
def results():
    from tests.substitute.conftest import substitute_cases

    return substitute_cases([*CASES, CLITIC], "fr")


@pytest.mark.parametrize("index", range(len(CASES)), ids=[str(i) for i in range(len(CASES))])
def test_second_term_of_a_comparison(results, index):
    sub = results[index]
    assert len(sub.options) == 2, sub.findings
    for option, ending in zip(sub.options, CASES[index][3], strict=True):
        assert option.text.endswith(ending), option.text


def test_que_before_a_clitic_and_its_verb(results):
    sub = results[-1]
    assert [o.text[-len(e):] for o, e in zip(sub.options, CLITIC[3], strict=True)] == \
        list(CLITIC[3])
    assert "comparison" not in sub.rules


def test_twenty_sentences():
    assert len(CASES) >= 20
