import pytest

from wsc_corpus.nlp.pipelines import (
    describe,
    lemmatize,
    load_pipeline,
    pipe_without_lemmas,
    pipeline_description,
)
from wsc_corpus.substitute.report import resources

SENTENCES = {
    "en": [("The city councilmen refused the demonstrators a permit because they feared "
            "violence."),
           "The women stopped taking the pills because they were carcinogenic."],
    "fr": [("Les conseillers municipaux ont refusé aux manifestants une autorisation parce "
            "qu'ils craignaient la violence."),
           ("Les femmes ont arrêté de prendre les pilules parce qu'elles étaient enceintes.")],
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_lemmas_on_demand_equal_the_pipelines_own(lang):
    nlp = load_pipeline(lang)
    full = list(nlp.pipe(SENTENCES[lang]))
    bare = list(pipe_without_lemmas(nlp, SENTENCES[lang], batch_size=8))
    for with_lemmas, without in zip(full, bare, strict=True):
        lemmatize(nlp, without)
        assert [t.lemma_ for t in without] == [t.lemma_ for t in with_lemmas]
        assert [t.tag_ for t in without] == [t.tag_ for t in with_lemmas]


def test_the_lemmatizer_is_left_out_of_the_pass():
    nlp = load_pipeline("en")
    doc = next(pipe_without_lemmas(nlp, ["The women stopped taking the pills."], 8))
    assert doc[1].lemma == 0  # "women": not lemmatized until asked
    lemmatize(nlp, [doc[1]])
    assert doc[1].lemma_ == "woman"


@pytest.mark.parametrize("lang", ["en", "fr", "pt"])
def test_a_pipeline_is_named_with_its_version_before_it_loads(lang):
    """Substitution's signature names the pipeline as the checks name the loaded one."""
    assert pipeline_description(lang) == describe(load_pipeline(lang))
    assert resources(["en"])["pipeline-en"] == describe(load_pipeline("en"))
