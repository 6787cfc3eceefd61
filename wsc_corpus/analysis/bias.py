"""The bias filters as the library reports them (``wsc filter pmi|aflite``, docs/bias.md):
features, the filter, the KL check before and after, and the JSON report with its signature."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from wsc_corpus.analysis import aflite as af
from wsc_corpus.analysis.features import LEXICAL, labelled, lexical_features, load_embeddings
from wsc_corpus.analysis.pmi_filter import PAPER_SMOOTHING, pmi_filter
from wsc_corpus.errors import WscError
from wsc_corpus.models import Corpus, Item
from wsc_corpus.signature import Signature


@dataclass(frozen=True)
class FilterReport:
    """A filter's JSON report (``data``, signature included), the items it kept, the
    feature panels for the KL plot, and a one-line summary."""

    data: dict
    kept: list[Item]
    panels: list[tuple[str, np.ndarray, np.ndarray]]
    summary: str

    @property
    def signature(self) -> dict:
        return self.data["signature"]


def features(corpus: Corpus, items: list[Item], embeddings: Path | None = None,
             embedding_ids: Path | None = None, dims: int = 1024
             ) -> tuple[np.ndarray, dict[str, str]]:
    """The feature matrix of the labelled ``items``: precomputed ``embeddings`` (rows named
    by ``embedding_ids``, else in the corpus's order), or the hashed lexical features; and
    the resource that names them in the signature."""
    if embeddings is None:
        return lexical_features(items, dims), {"features": f"{LEXICAL}-{dims}"}
    if embedding_ids is None:
        rows = {id(item): n for n, item in enumerate(corpus.items)}
        matrix = load_embeddings(embeddings, corpus.items)[[rows[id(i)] for i in items]]
    else:
        matrix = load_embeddings(embeddings, items, embedding_ids)
    if not np.isfinite(matrix).all():
        raise WscError("`embeddings` contain NaN or infinite values", code="E005")
    digest = hashlib.sha256(embeddings.read_bytes()).hexdigest()[:12]
    return matrix, {"features": f"npy:{embeddings.name}:{digest}"}


def kl_check(x: np.ndarray, y: np.ndarray, kept: np.ndarray, seed: int = 0) -> dict:
    """The KL check before and after (docs/bias.md), None where a set lacks a label."""
    after = y[kept]
    if len(set(y.tolist())) < 2 or len(set(after.tolist())) < 2:
        return {"before": None, "after": None, "before_at_after_size": None}
    return af.compare_kl(x, y, kept, seed=seed).as_dict()


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.2f}"


def _kl_summary(kl: dict) -> str:
    return (f"KL {_fmt(kl['before'])} -> {_fmt(kl['after'])} "
            f"(before at the after set's size: {_fmt(kl['before_at_after_size'])})")


def pmi_report(corpus: Corpus, keep_fraction: float | None = None, max_f: float | None = None,
               smoothing: float = PAPER_SMOOTHING, difference: str = "absolute",
               others: str = "keep", embeddings: Path | None = None,
               embedding_ids: Path | None = None, dims: int = 1024) -> FilterReport:
    """PMI filtering: keep the twin pairs with the smallest difference f (|f| or f, as
    ``difference`` says): ``keep_fraction`` of them, 0.5 by default, or those with a
    difference at most ``max_f``; items in no labelled pair are kept or dropped
    (``others``)."""
    if keep_fraction is not None and max_f is not None:
        raise WscError("give `keep_fraction` or `max_f`, not both", code="E010")
    if keep_fraction is None and max_f is None:
        keep_fraction = 0.5
    result = pmi_filter(corpus, keep_fraction=keep_fraction, max_f=max_f,
                        smoothing=smoothing, difference=difference)
    kept_ids = set(result.kept_ids) | (set(result.others) if others == "keep" else set())
    items = labelled(corpus.items)
    x, resources = features(corpus, items, embeddings, embedding_ids, dims)
    y = np.array([i.answer for i in items])
    after = np.array([i.id in kept_ids for i in items])
    settings = {"filter": "pmi", "smoothing": smoothing, "difference": difference,
                "others": others, "keep_fraction": keep_fraction, "max_f": max_f}
    kl = kl_check(x, y, after)
    data = {
        "filter": "pmi",
        "signature": Signature.for_corpus(corpus, resources=resources,
                                          settings=settings).as_dict(),
        "settings": settings,
        "counts": {"items": len(corpus), "twin_pairs": len(result.twins),
                   "kept_pairs": sum(t.kept for t in result.twins),
                   "not_in_pairs": len(result.others), "kept_items": len(kept_ids)},
        "threshold": result.threshold,
        "kl": kl,
        "top_words": {k: [[w, round(v, 4)] for w, v in ws]
                      for k, ws in result.top_words().items()},
        "twins": [{"schema_id": t.schema_id, "t1": t.first, "t2": t.second,
                   "f": round(t.f, 6), "kept": t.kept} for t in result.twins],
        "kept": [i.id for i in corpus.items if i.id in kept_ids],
        "removed": result.removed_ids,
        "not_in_pairs": result.others,
    }
    return FilterReport(
        data, [i for i in corpus.items if i.id in kept_ids],
        [("all", x, y), ("PMI-filtered", x[after], y[after])],
        f"pmi: kept {data['counts']['kept_pairs']} of {len(result.twins)} twin pairs "
        f"({'|f|' if difference == 'absolute' else 'f'} <= {result.threshold:.3f}); "
        f"{_kl_summary(kl)}")


def aflite_report(corpus: Corpus, settings: af.AfliteSettings | None = None,
                  embeddings: Path | None = None, embedding_ids: Path | None = None,
                  dims: int = 1024, progress: Callable[[af.Phase], None] | None = None
                  ) -> FilterReport:
    """AFLITE (Algorithm 1) over the labelled items of a corpus; ``progress`` is called after
    each phase."""
    s = settings or af.AfliteSettings()
    items = labelled(corpus.items)
    x, resources = features(corpus, items, embeddings, embedding_ids, dims)
    y = np.array([i.answer for i in items])
    result = af.aflite(x, y, s, progress=progress)
    labelled_ids = {i.id for i in items}
    kept = [items[i] for i in result.kept]
    kl = kl_check(x, y, result.kept, s.seed)
    chosen = {"n": s.n, "m": s.m, "k": s.k, "tau": s.tau, "seed": s.seed, "alpha": s.alpha,
              "classifier": s.classifier}
    data = {
        "filter": "aflite",
        "signature": Signature.for_corpus(corpus, resources=resources,
                                          settings={"filter": "aflite", **chosen}).as_dict(),
        "settings": chosen | {"features": resources["features"]},
        "counts": {"items": len(corpus), "labelled": len(items), "kept": len(result.kept),
                   "removed": len(result.removed),
                   "not_labelled": len(corpus) - len(items)},
        "stop_reason": result.stop_reason,
        "kl": kl,
        "phases": result.as_dict()["phases"],
        "kept": [i.id for i in kept],
        "removed": [{"id": items[i].id, "phase": int(p)}
                    for i, p in zip(result.removed, result.removed_in_phase, strict=True)],
        "not_labelled": [i.id for i in corpus.items if i.id not in labelled_ids],
    }
    return FilterReport(
        data, kept, [("all", x, y), ("AFLITE kept", x[result.kept], y[result.kept])],
        f"aflite: kept {len(kept)} of {len(items)} labelled items in "
        f"{len(result.phases)} phases ({result.stop_reason}); {_kl_summary(kl)}")
