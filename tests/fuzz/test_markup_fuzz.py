"""Fuzzing the wsc-markup reader: any text is either items or one located FormatError, never a
traceback; and any document the writer writes reads back to the same items."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wsc_corpus.errors import FormatError
from wsc_corpus.formats import wsc_markup
from wsc_corpus.models import Candidate, Item, Mention, Provenance, Span

# Pieces a markup document is made of, so that the fuzzer reaches deep into the reader.
PIECES = ["[", "]", "<", ">", "{", "}", "|", "*", "\\", "#", " ", "\n", "\n\n", "-", ":", "=",
          "it", "he", "The cat", "Ana", "é", "ü", "\t", "\ufeff", "answers: ", "0 1", "0", "2",
          "x", "ids: ", "a b", "snippet: ", "tags: ", "switchable", "=no", "candidates: ",
          " | ", "pronoun: ", "lang: ", "en", "pt", "corpus: ", "id-prefix: ", "from: ",
          "f.xml:3 record 2", "notes: ", " || ", "flags: ", "special-derived: ", "yes",
          "upstream.s: ", "schema: ", "source-ids: ", "english-ids: ", "special: ", "# wsc-markup 1\n"]
HEADER = "# wsc-markup 1\nlang: en\n\n"


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=4), max_size=40), st.booleans())
def test_any_text_reads_or_fails_with_a_located_error(pieces, with_header):
    text = (HEADER if with_header else "") + "".join(pieces)
    try:
        items = wsc_markup.loads(text, "fuzz.wsc")
    except FormatError as exc:
        assert exc.location is not None and exc.location.path == "fuzz.wsc"
        assert "\n" not in str(exc)
        return
    for item in items:
        assert item.text and item.id


WORDS = st.sampled_from(["the", "cat", "dog", "Ana", "saw", "it", "was", "big", "small",
                         "<", "[x]", "{a|b}", "|", "\\", "*", "é", "#", "key:", "answers:"])


@st.composite
def items(draw):
    """An item with a pronoun, two candidates and a special/alternate word at random places."""
    words = draw(st.lists(WORDS, min_size=6, max_size=14))
    text = " ".join(words)
    starts = [0]
    for word in words[:-1]:
        starts.append(starts[-1] + len(word) + 1)
    spans = [Span(start=s, end=s + len(w)) for s, w in zip(starts, words, strict=True)]
    picks = draw(st.lists(st.integers(0, len(words) - 1), min_size=4, max_size=4, unique=True))
    pron, a, b, special = (spans[i] for i in picks)
    held = draw(st.integers(0, 1))
    other = draw(WORDS)
    words_of = [text[special.start:special.end], other]
    if held:
        words_of.reverse()
    return Item(
        id=f"fz-{draw(st.integers(0, 999))}", lang=draw(st.sampled_from(["en", "pt", "hu"])),
        text=text, pronoun=Mention(text=text[pron.start:pron.end], span=pron),
        candidates=[Candidate(text=text[s.start:s.end], span=s) for s in sorted((a, b),
                                                                                 key=lambda s: s.start)],
        answer=draw(st.sampled_from([0, 1, None])),
        special=Mention(text=words_of[0], span=special if not held else None),
        alternate=Mention(text=words_of[1], span=special if held else None),
        snippet=draw(st.sampled_from([None, "a {quote}", "it | was"])),
        provenance=Provenance(corpus="fuzz", file=draw(st.sampled_from([None, "up.xml"])),
                              line=draw(st.sampled_from([None, 4])), source_id="s1"),
        flags=draw(st.sampled_from([[], ["odd-flag"]])),
    )


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(items(), min_size=1, max_size=4, unique_by=lambda i: i.id))
def test_what_the_writer_writes_reads_back(generated):
    written = wsc_markup.dumps(generated)
    assert "<document>" not in written.losses, written.losses
    again = wsc_markup.loads(written.text, "fz.wsc")
    assert len(again) == len(generated)
    for before, after in zip(generated, again, strict=True):
        lost = set(written.losses.get(before.id, []))
        assert lost <= {"special", "alternate", "candidates"}, lost
        for name in ("id", "lang", "text", "pronoun", "answer", "snippet", "flags"):
            assert getattr(before, name) == getattr(after, name), name
