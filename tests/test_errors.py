"""Error messages are one line, whatever the input put in them."""

import re

import pytest

from wsc_corpus.errors import CODES, Catalogue, Code, FormatError, at, one_line


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


# --- the catalogue of codes ---------------------------------------------------------------------

FAMILIES = {"input": "E0", "structure": "S1", "schema": "T2", "text": "X3", "agreement": "A4",
            "substitution": "U5", "substitute": "U6", "crosslingual": "L6"}


def test_each_code_has_one_id_one_name_and_its_family():
    from wsc_corpus.checks import check_names

    check_names()
    names = [n for c in CODES.values() for n in (c.name, *c.aliases)]
    assert len(names) == len(set(names)) and all(re.fullmatch(r"[a-z]+(-[a-z]+)*", n)
                                                  for n in names)
    for code, entry in CODES.items():
        assert re.fullmatch(r"[A-Z]\d{3}", code) and entry.name and entry.meaning
        assert entry.severity in ("error", "warning", "info")
        assert code.startswith(FAMILIES[entry.check]), code
    # the public strings users grep for stay
    assert {"E015", "A403", "S108", "U505", "U514"} <= set(CODES)


def test_names_and_aliases_resolve_through_the_catalogue():
    assert CODES.resolve("uncontracted") == "U501"
    assert CODES.resolve("possessive-not-rewritten") == CODES.resolve("missing-possessive") \
        == "U505"
    assert CODES.resolve("A403") == "A403" and CODES.resolve("no-pronoun") == "U601"
    assert CODES[CODES.resolve("unknown-language")].meaning.startswith("no language")
    with pytest.raises(KeyError, match="no code or name"):
        CODES.resolve("uncontacted")


def test_a_code_added_at_run_time_is_unique_by_code_and_by_name():
    catalogue = Catalogue(CODES)
    catalogue.add("Z901", Code("plugin-check", "warning", "it means this"))
    assert catalogue.Z901 == "Z901" and "Z901" not in CODES
    with pytest.raises(ValueError, match="Z901 is already defined by check 'plugin-check'"):
        catalogue.add("Z901", Code("other", "info", "again"))
    with pytest.raises(ValueError, match="the name 'uncontracted' is already taken"):
        catalogue.add("Z902", Code("other", "info", "x", name="uncontracted"))
