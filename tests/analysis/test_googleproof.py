"""The mutual-information Google-proofness test on real items and planted corpora: exact MI
values, the paper's exclusions, zero counts, multiword candidates, the table and the CLI."""

from __future__ import annotations

import csv
import json
import math
from pathlib import Path

import pytest

from wsc_corpus.analysis import googleproof as gp
from wsc_corpus.cli import main
from wsc_corpus.formats import load_paths
from wsc_corpus.models import Candidate, Corpus, Item, Mention, Provenance, Span

PAPER_FR = "La sculpture est tombée de l'étagère car elle était trop {}."


def mention(text: str, sub: str, cls=Mention):
    start = text.find(sub)
    assert start >= 0, (sub, text)
    return cls(text=sub, span=Span(start=start, end=start + len(sub)))


def item(id_: str, lang: str, text: str, candidates: list[str], answer: int, own: str,
         other: str, snippet: str | None, pronoun: str) -> Item:
    """An item whose own special word is ``own`` (with its span) and twin's ``other``."""
    cands = [mention(text, c, Candidate) if c in text else Candidate(text=c)
             for c in candidates]
    return Item(id=id_, lang=lang, text=text, pronoun=mention(text, pronoun),
                candidates=cands, answer=answer, special=mention(text, own),
                alternate=Mention(text=other), snippet=snippet, schema_id=id_[:-1],
                provenance=Provenance(corpus="test"))


def sculpture_twins() -> list[Item]:
    """The paper's example (6): R1 (l'étagère) answers 'encombrée', R0 'lourde'."""
    return [
        item("s1a", "fr", PAPER_FR.format("encombrée"), ["La sculpture", "l'étagère"], 1,
             "encombrée", "lourde", "Qu'est-ce qui était trop encombré ?", "elle"),
        item("s1b", "fr", PAPER_FR.format("lourde"), ["La sculpture", "l'étagère"], 0,
             "lourde", "encombrée", "Qu'est-ce qui était trop lourd ?", "elle"),
    ]


def planted_french(tmp_path: Path) -> Path:
    """N = 200 sentences. sculpture 10, étagère 20, encombrer 8, lourd 25;
    sculpture+encombrer 2, étagère+encombrer 6, sculpture+lourd 5, étagère+lourd 1."""
    lines = ["La sculpture était encombrée de poussière."] * 2
    lines += ["Une sculpture lourde."] * 5 + ["Les sculptures du musée."] * 3
    lines += ["Une étagère encombrée de livres."] * 6 + ["Une ÉTAGÈRE lourde."]
    lines += ["Les étagères du salon."] * 13
    lines += ["Un bureau encombré."] * 0 + ["Ce carton est lourd."] * 19
    lines += ["Rien à voir ici."] * (200 - len(lines))
    path = tmp_path / "fr.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def cache(tmp_path: Path, monkeypatch) -> Path:
    monkeypatch.setenv("WSC_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache"


def test_mi_values_choices_and_table_are_exact(tmp_path: Path, cache: Path) -> None:
    report = gp.googleproof(Corpus(items=sculpture_twins()), [planted_french(tmp_path)],
                            [0, 0.5, 1.0, 2.0])
    a, b = report.scores
    assert a.status == b.status == "scored"
    assert a.heads == ["sculpture", "étagère"] and a.word == "encombrée"
    assert a.mi == pytest.approx([math.log2(2 * 200 / (10 * 8)), math.log2(6 * 200 / (20 * 8))])
    assert b.mi == pytest.approx([math.log2(5 * 200 / (10 * 25)), math.log2(1 * 200 / (20 * 25))])
    assert a.choice == 1 and b.choice == 0  # both right
    assert a.delta == pytest.approx(math.log2(1.5))  # 0.585
    assert b.delta == pytest.approx(math.log2(4) - math.log2(0.4))  # 3.32
    rows = {r.threshold: r for r in report.rows}
    assert (rows[0].answered, rows[0].accuracy, rows[0].coverage, rows[0].success) == \
        (2, 1.0, 1.0, 1.0)
    assert (rows[1.0].answered, rows[1.0].coverage, rows[1.0].success) == (1, 0.5, 0.75)
    assert rows[2.0].accuracy == 1.0 and rows[2.0].total == 2


def test_zero_counts_are_tried_but_unanswered(tmp_path: Path, cache: Path) -> None:
    path = tmp_path / "c.txt"
    path.write_text("Une sculpture encombrée.\nUne étagère.\nTrès lourd.\n", encoding="utf-8")
    report = gp.googleproof(Corpus(items=sculpture_twins()), [path], [0])
    assert [s.status for s in report.scores] == ["zero-count", "zero-count"]
    assert report.scores[0].mi[0] is not None and report.scores[0].mi[1] is None
    row = report.rows[0]
    assert (row.answered, row.total, row.coverage, row.success) == (0, 2, 0.0, 0.5)


def test_multiword_candidate_counts_its_head(tmp_path: Path, cache: Path) -> None:
    text = ("Eu estava tentando abrir o cadeado com a chave, mas alguém havia preenchido a "
            "fechadura com goma de mascar, e eu não conseguia {} ela.")
    items = [item("g1a", "pt", text.format("inserir"), ["A chave", "A goma de mascar"], 0,
                  "inserir", "remover", "eu não conseguia inserir ela .", "ela"),
             item("g1b", "pt", text.format("remover"), ["A chave", "A goma de mascar"], 1,
                  "remover", "inserir", "eu não conseguia remover ela .", "ela")]
    path = tmp_path / "pt.txt"
    path.write_text("\n".join(
        ["Não consegui inserir a chave."] * 4 + ["Tente remover a goma de mascar."] * 3 +
        ["A goma caiu."] + ["Perdi a chave de casa."] * 4 + ["Vou remover isto."] +
        ["Nada aqui."] * 7) + "\n", encoding="utf-8")
    report = gp.googleproof(Corpus(items=items), [path], [0])
    first, second = report.scores
    assert first.heads == ["chave", "goma"]
    # N = 20: chave 8, goma 4, inserir 4, remover 4; chave+inserir 4, goma+remover 3.
    assert first.status == "zero-count"  # goma never meets inserir
    assert first.mi[0] == pytest.approx(math.log2(4 * 20 / (8 * 4)))
    assert second.status == "zero-count"  # chave never meets remover
    assert second.mi[1] == pytest.approx(math.log2(3 * 20 / (4 * 4)))


def test_paper_exclusions_on_real_items(tmp_path: Path, cache: Path) -> None:
    wing = "J'ai lâché une {} sur la table et elle s'est cassée."
    promised = "Jean a {} à Benoît de partir, et il est parti au bout d'une heure."
    items = [
        item("w1a", "fr", wing.format("aile de papillon"), ["la table", "l'aile de papillon"],
             1, "aile de papillon", "encyclopédie", "Qu'est-ce qui s'est cassé ?", "elle"),
        item("p1a", "fr", promised.format("promis"), ["Jean", "Benoît"], 0, "promis",
             "ordonné", "Qui est parti ?", "il"),
        *sculpture_twins(),
    ]
    report = gp.googleproof(Corpus(items=items), [planted_french(tmp_path)], [0])
    assert [s.status for s in report.scores] == [
        "answer-contains-word", "word-not-in-answer", "scored", "scored"]
    assert report.rows[0].total == 2  # set-aside items are not tried
    assert report.excluded() == {"answer-contains-word": 1, "word-not-in-answer": 1}


def test_window_mi_uses_token_counts(tmp_path: Path, cache: Path) -> None:
    path = tmp_path / "w.txt"
    path.write_text("la sculpture encombrée x x x x étagère\nune étagère lourde\n"
                    "une sculpture x x x x lourde\n", encoding="utf-8")
    report = gp.googleproof(Corpus(items=sculpture_twins()), [path], [0], window=2)
    a, b = report.scores
    # N = 18 tokens; sculpture 2, étagère 2, encombrer 1, lourd 2; pairs within 2 tokens:
    # sculpture+encombrer 1, étagère+lourd 1; the others are 5 tokens apart.
    assert a.status == "zero-count" and a.mi[0] == pytest.approx(math.log2(18 / 2))
    assert b.status == "zero-count" and b.mi[1] == pytest.approx(math.log2(18 / 4))


def test_thresholds_spec() -> None:
    assert gp.parse_thresholds("0:4:0.5") == [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4]
    assert gp.parse_thresholds("0,1.5") == [0, 1.5]
    with pytest.raises(gp.WscError, match="START:STOP:STEP"):
        gp.parse_thresholds("0:4:0")


def test_cli_text_json_and_plots(tmp_path: Path, cache: Path, capsys) -> None:
    data = tmp_path / "items.jsonl"
    data.write_text("".join(i.model_dump_json(exclude_defaults=True) + "\n"
                            for i in sculpture_twins()), encoding="utf-8")
    corpus = planted_french(tmp_path)
    with pytest.raises(SystemExit) as done:
        main(["googleproof", str(data), "--corpus", str(corpus), "--thresholds", "0:1:0.5",
              "--plot", str(tmp_path / "fig.png")])
    assert done.value.code == 0
    text = capsys.readouterr().out
    assert "Threshold  # Items  Accuracy  Coverage  Success" in text
    assert "None             2      1.00      1.00     1.00" in text
    assert "Δ 1              1      1.00      0.50     0.75" in text
    assert "signature: wsc|corpus:" in text and "refcorpus:sha256:" in text
    assert (tmp_path / "fig.png").read_bytes()[:4] == b"\x89PNG"
    with pytest.raises(SystemExit):
        main(["googleproof", str(data), "--corpus", str(corpus), "--format", "json",
              "--thresholds", "0", "--plot", str(tmp_path / "fig.svg"), "-o",
              str(tmp_path / "out.json")])
    out = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    assert out["reference"]["cached"] is True
    assert out["table"][0]["answered"] == 2 and out["items"][0]["choice"] == 1
    assert "<svg" in (tmp_path / "fig.svg").read_text(encoding="utf-8")
    for table_format, dialect in (("csv", "excel"), ("tsv", "excel-tab")):
        with pytest.raises(SystemExit):
            main(["googleproof", str(data), "--corpus", str(corpus), "--format", table_format,
                  "--thresholds", "0:1:0.5", "-o", str(tmp_path / f"t.{table_format}")])
        with (tmp_path / f"t.{table_format}").open(encoding="utf-8", newline="") as handle:
            table = list(csv.DictReader(handle, dialect=dialect))
        assert [(r["threshold"], r["answered"], r["coverage"], r["success"]) for r in table] \
            == [("0.0", "2", "1.0", "1.0"), ("0.5", "2", "1.0", "1.0"), ("1.0", "1", "0.5", "0.75")]
        assert all(r["signature"].startswith("wsc|corpus:") for r in table)


def test_cli_errors_are_one_line(tmp_path: Path, cache: Path, capsys) -> None:
    data = tmp_path / "items.jsonl"
    data.write_text("".join(i.model_dump_json(exclude_defaults=True) + "\n"
                            for i in sculpture_twins()), encoding="utf-8")
    for args, message in [(["--corpus", str(tmp_path / "none.txt")], "reference corpus not found"),
                          (["--corpus", str(data), "--thresholds", "a"], "--thresholds"),
                          (["--corpus", str(data), "--plot", str(tmp_path / "x.pdf")],
                           ".png or .svg"),
                          (["--corpus", str(data), "-o", str(data)], "refusing to write"),
                          (["--corpus", str(data), "--window", "0"], "--window 0")]:
        with pytest.raises(SystemExit) as done:
            main(["googleproof", str(data), *args])
        err = capsys.readouterr().err
        assert done.value.code == 2 and message in err and len(err.strip().splitlines()) == 1
    with pytest.raises(SystemExit) as done:  # the embedded corpus holds en, fr and pt
        main(["googleproof", "--corpus", str(data)])
    assert done.value.code == 2 and "choose with --lang" in capsys.readouterr().err


@pytest.mark.corpora
@pytest.mark.slow
def test_real_collections_set_aside_items_with_the_papers_reasons(corpora: Path, tmp_path: Path,
                                                                 cache: Path) -> None:
    items = load_paths([corpora / "french_fwsc285" / "wsc_285_v3.json"])
    words = {w.item.id: w for w in gp.item_words(items.items)}
    # "J'ai lâché une aile de papillon sur la table": a candidate holds the special word.
    wing = next(i for i in items if "aile de papillon sur la table" in i.text)
    assert words[wing.id].reason == "answer-contains-word"
    # "Jean a promis à Benoît de partir ... Qui est parti ?": the answer lacks the word.
    promise = next(i for i in items if i.text.startswith("Jean a promis à Benoît"))
    assert words[promise.id].reason == "word-not-in-answer"
    trophy = next(i for i in items if i.text.startswith("La coupe n'entre pas"))
    assert words[trophy.id].reason is None
    assert [c.form for c in words[trophy.id].candidates] == ["coupe", "valise"]
