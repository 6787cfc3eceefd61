"""Error messages are one line, whatever the input put in them."""

from wsc_corpus.errors import FormatError, at, one_line


def test_line_breaks_controls_and_surrogates_never_reach_a_message():
    raw = "Opening and ending tag mismatch\n<txt1>\x00raw line\r\u2028\udfff" + "x" * 900
    error = FormatError(raw, at("bad\nname.xml", 3, "<schema>\n1"))
    text = str(error)
    assert "\n" not in text and "\r" not in text and "\u2028" not in text
    assert "\\x00" in text and "\\udfff" in text
    assert text.startswith("bad name.xml:3: record <schema> 1: [E003] Opening and ending tag")
    assert len(error.message) == 500 and error.message.endswith("...")
    text.encode("utf-8")  # printable as UTF-8


def test_one_line_keeps_ordinary_text():
    assert one_line("correct_answer 'la coupe' is neither answer0 nor answer1") == \
        "correct_answer 'la coupe' is neither answer0 nor answer1"
