"""LM scoring as the library reports it (``wsc score``, docs/analysis.md): each item's
substituted sentences scored, the model's answers per scoring, and a signature naming the
model and every resource that shaped the sentences (pipelines, lexicon, names)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from wsc_corpus.analysis import metrics
from wsc_corpus.errors import WscError
from wsc_corpus.models import Corpus
from wsc_corpus.signature import Signature
from wsc_corpus.substitute import ManualFixes
from wsc_corpus.substitute.report import substitute_corpus


@dataclass(frozen=True)
class ScoreReport:
    """The scored items (``lm.ItemScores``), the predictions per scoring, the signature."""

    scored: list
    predictions: dict[str, list[metrics.Prediction]]
    signature: Signature

    def metrics(self) -> dict:
        """Per scoring: accuracy and friends on every subset, and consistency (JSON-ready)."""
        out = {}
        for name, preds in self.predictions.items():
            out[name] = {subset: s.as_json() for subset, s in metrics.subsets(preds).items()}
            out[name]["consistency"] = metrics.consistency(preds).as_json()
        return out


def score_corpus(corpus: Corpus, model, scorings: Sequence[str] = ("full", "partial"),
                 batch_size: int = 16, manual_fixes: ManualFixes | None = None
                 ) -> ScoreReport:
    """Substitute every item (curated sentences where ``manual_fixes`` has them), score the
    sentences with ``model`` (an ``lm.LanguageModel``) and answer with the best-scored
    candidate."""
    from wsc_corpus.analysis import lm

    if not corpus.items:
        raise WscError("no items to score: `corpus` is empty", code="E010")
    substituted = substitute_corpus(corpus, manual_fixes)
    scored = lm.score_substitutions(substituted.substitutions, model, scorings, batch_size)
    described = model.describe()
    resources = {"model": f"{described['path']}@{described['hash']}",
                 **substituted.signature.resources}
    scoring = "both" if set(scorings) == set(lm.SCORINGS) else ",".join(scorings)
    signature = Signature.for_corpus(corpus, resources=resources, settings={
        "scoring": scoring,
        "manual_fixes": Path(manual_fixes.source).name if manual_fixes else "none"})
    by_id = corpus.by_id()
    predictions = {name: [metrics.Prediction(
        entry.id, entry.answer, lm.choice(entry.original.get(name)),
        by_id[entry.id].tag("associative"), by_id[entry.id].tag("switchable"),
        entry.switched_answer, lm.choice(entry.switched.get(name)) if entry.switched else None)
        for entry in scored] for name in scorings}
    return ScoreReport(scored, predictions, signature)
