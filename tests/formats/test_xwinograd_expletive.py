"""XWinograd fr marks the expletive ``il`` of ``il y a`` as the pronoun in two rows: the
reader moves the mark to the pronoun that refers, and says so in a flag."""

import json

from wsc_corpus.formats import load_paths


def row(lang, text, tokens, pron, cands):
    return "\t".join([lang, "test", "?", text, json.dumps(tokens), json.dumps(pron),
                      json.dumps(cands)])


def test_expletive_il_is_moved_to_the_referring_pronoun(tmp_path):
    text = "Les chasseurs ont vu des loups près du village il y a deux jours. Ils avaient faim."
    tokens = text.replace(".", " .").split()
    il = tokens.index("il")
    path = tmp_path / "x.tsv"
    path.write_text(row("fr", text, tokens, ["il", [il, il + 1], ["il"]],
                        [["Les chasseurs", [0, 2], ["Les", "chasseurs"], False],
                         ["loups", [5, 6], ["loups"], True]]) + "\n", encoding="utf-8")
    item = load_paths([path]).items[0]
    assert item.pronoun.text == "Ils"
    assert item.text[item.pronoun.span.start:].startswith("Ils avaient faim.")
    assert "expletive-pronoun-moved" in item.flags


def test_a_referring_il_stays(tmp_path):
    text = "Paul a aidé Jean parce qu'il était fort."
    tokens = ["Paul", "a", "aidé", "Jean", "parce", "qu'", "il", "était", "fort", "."]
    path = tmp_path / "x.tsv"
    path.write_text(row("fr", text, tokens, ["il", [6, 7], ["il"]],
                        [["Paul", [0, 1], ["Paul"], True], ["Jean", [3, 4], ["Jean"], False]])
                    + "\n", encoding="utf-8")
    item = load_paths([path]).items[0]
    assert item.pronoun.span.start == text.index("il était")
    assert "expletive-pronoun-moved" not in item.flags


def test_the_real_rows(corpora):
    items = load_paths([corpora / "xwinograd" / "dataset.tsv"], lang="fr").items
    moved = [i for i in items if "expletive-pronoun-moved" in i.flags]
    assert [i.provenance.line for i in moved] == [2344, 2345, 2384, 2385, 2394, 2395]
    for item in moved:
        assert item.pronoun.text in ("Ils", "le")
