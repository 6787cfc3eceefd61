"""A bare common-noun candidate is substituted as the noun phrase of its mention, with the
determiner made definite and fused with a preposition before it (XWinograd writes
``medalha`` for ``A medalha``, ``manteaux`` for ``des manteaux``)."""

import re

import pytest

from wsc_corpus.substitute import substitute


def texts(sub):
    return [o.text for o in sub.options]


@pytest.mark.parametrize("text,pronoun,cands,expected", [
    # The mention's own article.
    ("A medalha não cabe na maleta porque ela é muito grande.", "ela", ["medalha", "maleta"],
     ["A medalha não cabe na maleta porque a medalha é muito grande.",
      "A medalha não cabe na maleta porque a maleta é muito grande."]),
    ("Os vereadores recusaram a autorização aos manifestantes porque eles temiam a violência.",
     "eles", ["vereadores", "manifestantes"],
     [("Os vereadores recusaram a autorização aos manifestantes porque os vereadores temiam a "
      "violência."), ("Os vereadores recusaram a autorização aos manifestantes porque os "
      "manifestantes temiam a violência.")]),
    # Indefinite and demonstrative made definite.
    ("João estava na biblioteca quando ouviu um homem cantarolando. Ele era muito irritante.",
     "Ele", ["João", "homem"],
     [("João estava na biblioteca quando ouviu um homem cantarolando. João era muito "
      "irritante."), ("João estava na biblioteca quando ouviu um homem cantarolando. O homem "
      "era muito irritante.")]),
    ("Eu não consigo cortar aquela árvore com essa serra; ela é muito grossa.", "ela",
     ["árvore", "serra"],
     ["Eu não consigo cortar aquela árvore com essa serra; a árvore é muito grossa.",
      "Eu não consigo cortar aquela árvore com essa serra; a serra é muito grossa."]),
    ("Há umas caixas no corredor e uns livros na sala; elas estão cheias de poeira.", "elas",
     ["caixas", "livros"],
     ["Há umas caixas no corredor e uns livros na sala; as caixas estão cheias de poeira.",
      "Há umas caixas no corredor e uns livros na sala; os livros estão cheios de poeira."]),
])
def test_portuguese_bare_noun_takes_the_definite_article(item, text, pronoun, cands, expected):
    sub = substitute([item(text, pronoun, cands, "pt")])[0]
    assert texts(sub) == expected
    assert "noun-phrase" in sub.rules


def test_portuguese_noun_phrase_fuses_with_the_preposition_of_the_pronoun(item):
    sub = substitute([item("Há uma fenda na parede. É possível enxergar o jardim através "
                           "dela.", "dela", ["fenda", "parede"], "pt")])[0]
    assert texts(sub) == [("Há uma fenda na parede. É possível enxergar o jardim através da "
                          "fenda."), ("Há uma fenda na parede. É possível enxergar o jardim "
                          "através da parede.")]
    sub = substitute([item("O homem levantou o menino sobre sua cabeça.", "sua",
                           ["homem", "menino"], "pt")])[0]
    assert texts(sub) == ["O homem levantou o menino sobre a cabeça do homem.",
                          "O homem levantou o menino sobre a cabeça do menino."]
    sub = substitute([item("Coloquei o bolo num prato e servi-o aos convidados, que gostaram "
                           "muito dele.", "dele", ["bolo", "prato"], "pt")])[0]
    assert texts(sub)[0].endswith("que gostaram muito do bolo.")


def test_portuguese_gender_from_the_lexicon_when_the_mention_has_no_article(item):
    # "de pastoras", "com limões": no determiner in the sentence; the lexicon gives gender.
    sub = substitute([item("Samuel pintou um quadro de pastoras com ovelhas, mas elas "
                           "ficaram parecidas com cachorros.", "elas", ["pastoras", "ovelhas"],
                           "pt")])[0]
    assert texts(sub)[0].endswith("mas as pastoras ficaram parecidas com cachorros.")
    sub = substitute([item("Ela pintou um pomar com limões nos limoeiros, mas eles acabaram "
                           "parecendo lâmpadas.", "eles", ["limões", "limoeiros"], "pt")])[0]
    assert texts(sub) == [("Ela pintou um pomar com limões nos limoeiros, mas os limões "
                          "acabaram parecendo lâmpadas."), ("Ela pintou um pomar com limões nos "
                          "limoeiros, mas os limoeiros acabaram parecendo lâmpadas.")]


def test_portuguese_names_stay_bare_and_quantifiers_stay(item):
    sub = substitute([item("Madonna demitiu sua treinadora porque ela dormiu com o namorado "
                           "dela.", "dela", ["Madonna", "treinadora"], "pt")])[0]
    assert texts(sub) == [("Madonna demitiu sua treinadora porque ela dormiu com o namorado "
                          "da Madonna."), ("Madonna demitiu sua treinadora porque ela dormiu com "
                          "o namorado da treinadora.")]
    sub = substitute([item("A gente colocou cópias da newsletter sobre as cadeiras, mas havia "
                           "muitas delas.", "delas", ["cópias", "cadeiras"], "pt")])[0]
    assert texts(sub)[1].endswith("mas havia muitas cadeiras.")
    sub = substitute([item("A gente colocou cópias da newsletter sobre as cadeiras, mas não "
                           "havia o suficiente delas.", "delas", ["cópias", "cadeiras"],
                           "pt")])[0]
    assert texts(sub) == [("A gente colocou cópias da newsletter sobre as cadeiras, mas não "
                          "havia o suficiente de cópias."), ("A gente colocou cópias da "
                          "newsletter sobre as cadeiras, mas não havia o suficiente de "
                          "cadeiras.")]


@pytest.mark.slow
@pytest.mark.parametrize("text,pronoun,cands,expected", [
    (("Fred et Alice ont des manteaux très chauds, mais ils ne sont pas suffisants pour "
     "l'hiver."), "ils", ["Fred et Alice", "manteaux"],
     [("Fred et Alice ont des manteaux très chauds, mais Fred et Alice ne sont pas suffisants "
      "pour l'hiver."), ("Fred et Alice ont des manteaux très chauds, mais les manteaux ne sont "
      "pas suffisants pour l'hiver.")]),
    ("Je ne peux pas couper la planche avec cette scie, elle est trop épaisse.", "elle",
     ["la planche", "scie"],
     ["Je ne peux pas couper la planche avec cette scie, la planche est trop épaisse.",
      "Je ne peux pas couper la planche avec cette scie, la scie est trop épaisse."]),
    (("Le chien courait après un chat qui a grimpé dans un arbre. Il est resté en haut toute "
     "la nuit."), "Il", ["chien", "chat"],
     [("Le chien courait après un chat qui a grimpé dans un arbre. Le chien est resté en haut "
      "toute la nuit."), ("Le chien courait après un chat qui a grimpé dans un arbre. Le chat "
      "est resté en haut toute la nuit.")]),
    ("La police a arrêté tous les membres d'un gang. Ils essayaient d'organiser un trafic.",
     "Ils", ["La police", "gang"],
     [("La police a arrêté tous les membres d'un gang. La police essayait d'organiser un "
      "trafic."), ("La police a arrêté tous les membres d'un gang. Le gang essayait "
      "d'organiser un trafic.")]),
    # Elided article: "un escroc" -> "l'escroc" before a vowel.
    ("Paul a croisé un escroc dans la rue, mais il ne l'a pas reconnu.", "il",
     ["Paul", "escroc"],
     ["Paul a croisé un escroc dans la rue, mais Paul ne l'a pas reconnu.",
      "Paul a croisé un escroc dans la rue, mais l'escroc ne l'a pas reconnu."]),
])
def test_french_bare_noun_takes_the_definite_article(item, text, pronoun, cands, expected):
    sub = substitute([item(text, pronoun, cands, "fr", occurrence=0)])[0]
    assert texts(sub) == expected


@pytest.mark.slow
def test_french_noun_phrase_fuses_with_de_and_a(item):
    sub = substitute([item("L'homme a porté le garçon sur son dos.", "son",
                           ["L'homme", "garçon"], "fr")])[0]
    assert texts(sub) == ["L'homme a porté le garçon sur le dos de l'homme.",
                          "L'homme a porté le garçon sur le dos du garçon."]
    sub = substitute([item("Il y a trop de cerfs dans le parc et une meute de loups. Leur "
                           "population devrait diminuer.", "Leur", ["cerfs", "loups"],
                           "fr")])[0]
    assert texts(sub)[0].endswith("La population des cerfs devrait diminuer.")
    sub = substitute([item("Marie a vu un cheval près de la grange et elle lui a donné une "
                           "pomme.", "lui", ["cheval", "Marie"], "fr")])[0]
    assert texts(sub)[0].endswith("et elle a donné une pomme au cheval.")


@pytest.mark.slow
def test_english_bare_noun_takes_the_where_its_mention_has_a_determiner(item):
    sub = substitute([item("The trophy doesn't fit into the brown suitcase because it is too "
                           "small.", "it", ["trophy", "suitcase"], "en")])[0]
    assert texts(sub) == [("The trophy doesn't fit into the brown suitcase because the trophy "
                          "is too small."), ("The trophy doesn't fit into the brown suitcase "
                          "because the suitcase is too small.")]
    # A bare mention stays bare: English writes generic plurals without a determiner.
    sub = substitute([item("Cats chase mice because they are hungry.", "they",
                           ["cats", "mice"], "en")])[0]
    assert texts(sub) == ["Cats chase mice because cats are hungry.",
                          "Cats chase mice because mice are hungry."]


@pytest.mark.slow
def test_a_blank_after_its_determiner_takes_the_bare_noun(item):
    # WinoGrande writes the article before the blank.
    sub = substitute([item("They were worried the wine would ruin the bed and the blanket, "
                           "but the _ wasn't ruined.", "_", ["blanket", "bed"], "en")])[0]
    assert texts(sub)[0].endswith("but the blanket wasn't ruined.")
    # XWinograd en 1685 writes an article before the pronoun: one determiner only.
    sub = substitute([item("A motorboat turns the propeller pushing the water backwards, thus "
                           "the it propells the vehicle forward.", "it",
                           ["A motorboat", "the propeller"], "en")])[0]
    assert texts(sub)[0].endswith("thus the motorboat propells the vehicle forward.")
    assert texts(sub)[1].endswith("thus the propeller propells the vehicle forward.")


def test_a_name_written_with_its_article_takes_it(item):
    sub = substitute([item("O João comprou um livro e leu-o num só dia.", "o",
                           ["livro", "João"], "pt")])[0]
    assert texts(sub) == ["O João comprou um livro e leu o livro num só dia.",
                          "O João comprou um livro e leu o João num só dia."]
    sub = substitute([item("O Paulo elogiou o carro do João porque ele era bonito.", "ele",
                           ["Paulo", "João"], "pt")])[0]
    assert texts(sub) == ["O Paulo elogiou o carro do João porque o Paulo era bonito.",
                          "O Paulo elogiou o carro do João porque o João era bonito."]
    # Written bare, it stays bare.
    sub = substitute([item("Pedro deu um presente à avó porque ela fazia aniversário.", "ela",
                           ["Pedro", "avó"], "pt")])[0]
    assert texts(sub) == ["Pedro deu um presente à avó porque Pedro fazia aniversário.",
                          "Pedro deu um presente à avó porque a avó fazia aniversário."]


@pytest.mark.parametrize("text,cands,expected", [
    ("O cachorro correu pelo parque porque ele estava vazio.", ["cachorro", "parque"],
     "porque o parque estava vazio."),
    ("A menina guardou o anel numa caixa porque ela era bonita.", ["anel", "caixa"],
     "porque a caixa era bonita."),
    ("O menino saiu daquela escola porque ela era muito rígida.", ["menino", "escola"],
     "porque a escola era muito rígida."),
    ("Joana colocou as flores nesta jarra porque ela era grande.", ["flores", "jarra"],
     "porque a jarra era grande."),
    ("Os turistas visitaram uns museus antigos, mas eles estavam fechados.",
     ["turistas", "museus"], "mas os museus estavam fechados."),
    ("A grande bola atravessou a mesa porque ela era feita de isopor.", ["mesa", "grande bola"],
     "porque a grande bola era feita de isopor."),
])
def test_portuguese_fused_and_demonstrative_mentions(item, text, cands, expected):
    pronoun = "eles" if " eles " in text else ("ela" if " ela " in text else "ele")
    sub = substitute([item(text, pronoun, cands, "pt")])[0]
    assert sub.options[1].text.endswith(expected), sub.options[1].text


@pytest.mark.slow
@pytest.mark.parametrize("text,cands,expected", [
    ("Le garçon a vu un hôtel près de la gare, mais il était fermé.", ["garçon", "hôtel"],
     "mais l'hôtel était fermé."),
    ("Le chevalier a affronté un héros dans l'arène, et il a gagné.", ["chevalier", "héros"],
     "et le héros a gagné."),
    ("Paul a coupé cet arbre avec sa hache, car il était malade.", ["Paul", "arbre"],
     "car l'arbre était malade."),
    ("Marie a montré ces photos à Anne, car elles étaient belles.", ["Marie", "photos"],
     "car les photos étaient belles."),
    ("Les enfants ont joué aux cartes, car elles étaient neuves.", ["enfants", "cartes"],
     "car les cartes étaient neuves."),
    ("Le chat est sorti du garage parce qu'il était trop sombre.", ["chat", "garage"],
     "parce que le garage était trop sombre."),
    ("J'ai trouvé quelques pièces dans le sable, car elles brillaient.", ["sable", "pièces"],
     "car les pièces brillaient."),
    ("Elle a mis une robe d'une couleur vive, car elle était jolie.", ["couleur", "robe"],
     "car la robe était jolie."),
    ("Je suis sûre que ce monument est dans mon guide, il est incontournable.",
     ["monument", "guide"], "le guide est incontournable."),
])
def test_french_determiners_made_definite(item, text, cands, expected):
    pronoun = next(p for p in ("elles", "il", "elle") if re.search(rf"\b{p}\b", text))
    sub = substitute([item(text, pronoun, cands, "fr")])[0]
    assert sub.options[1].text.endswith(expected), sub.options[1].text


def test_a_before_a_name_is_a_preposition_not_an_article(item):
    sub = substitute([item("Este livro introduziu Shakespeare a Ovídio; ele foi uma grande "
                           "influência em sua escrita.", "sua", ["Shakespeare", "Ovídio"],
                           "pt")])[0]
    assert [o.text for o in sub.options] == [
        ("Este livro introduziu Shakespeare a Ovídio; ele foi uma grande influência na escrita "
        "de Shakespeare."), ("Este livro introduziu Shakespeare a Ovídio; ele foi uma grande "
        "influência na escrita de Ovídio.")]
