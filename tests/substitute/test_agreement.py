"""The re-inflection step of the engine, the partial-scoring split and the withholding of
flagged drafts, on real sentences (the collections' own and the issue's)."""

from __future__ import annotations

from wsc_corpus.substitute import SubstitutedSentence, Substitution, substitute, withhold_flagged
from wsc_corpus.substitute.partial import scored_pairs, shared_continuation


def texts(sub):
    return [o.text for o in sub.options]


def test_pws_fr_194_la_police_essayait(item):
    sub = substitute([item("Les gangsters ont tiré sur la police. Ils essayaient de stopper "
                           "la fusillade.", "Ils", ["La police", "Les gangsters"], "fr",
                           answer=0)])[0]
    assert texts(sub)[0] == ("Les gangsters ont tiré sur la police. La police essayait de "
                             "stopper la fusillade.")
    assert texts(sub)[1].endswith("Les gangsters essayaient de stopper la fusillade.")


def test_xwinograd_pt_yakutsk_foi_vitorioso(item):
    sub = substitute([item("Os russos atacaram Yakutsk. Eles foram vitoriosos.", "Eles",
                           ["Yakutsk", "Os russos"], "pt")])[0]
    assert texts(sub) == ["Os russos atacaram Yakutsk. Yakutsk foi vitorioso.",
                          "Os russos atacaram Yakutsk. Os russos foram vitoriosos."]


def test_switched_sentence_takes_the_original_parse(item):
    sub = substitute([item("The doctor called the nurses because they were running late.",
                           "they", ["the doctor", "the nurses"], "en", switchable=True)])[0]
    assert sub.switched_options is not None
    assert [o.text for o in sub.switched_options] == [
        "The nurses called the doctor because the doctor was running late.",
        "The nurses called the doctor because the nurses were running late."]


def test_no_change_where_pronoun_and_candidate_agree(item):
    sub = substitute([item("Jim yelled at Kevin because he was so upset.", "he",
                           ["Jim", "Kevin"], "en")])[0]
    assert texts(sub) == ["Jim yelled at Kevin because Jim was so upset.",
                          "Jim yelled at Kevin because Kevin was so upset."]
    assert "reinflection" not in sub.rules


def test_shared_continuation_is_on_a_word_boundary():
    assert shared_continuation([" was running late.", " were running late."]) == \
        " running late."
    assert shared_continuation([" is red.", " is red."]) == " is red."
    assert shared_continuation(["abc", "xbc"]) == ""


def test_scored_pairs_move_the_changed_words_to_the_context():
    options = [SubstitutedSentence(prefix="because ", candidate="the doctor",
                                   continuation=" was late."),
               SubstitutedSentence(prefix="because ", candidate="the nurses",
                                   continuation=" were late.")]
    assert scored_pairs(options) == [("because the doctor was", " late."),
                                     ("because the nurses were", " late.")]


def test_a_flagged_draft_is_withheld_with_its_finding(item):
    it = item("A medalha não cabe na maleta porque ela é muito grande.", "ela",
              ["medalha", "maleta"], "pt")
    naive = [SubstitutedSentence(prefix="A medalha não cabe na maleta porque ",
                                 candidate=c, continuation=" é muito grande.")
             for c in ("medalha", "a maleta")]
    [sub] = withhold_flagged([it], [Substitution(id=it.id, lang="pt", answer=0,
                                                 options=naive)])
    assert sub.options == [] and sub.switched_options is None
    assert [f.code for f in sub.findings] == ["detected-error"]
