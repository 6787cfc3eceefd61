"""The mutual-information test of Google-proofness (Amsili & Seminck 2017, section 3).

For each item, MI(x, y) = log2 P(x,y) / (P(x) P(y)) between the lemma of each candidate's
head and the item's own special word (the alternate in its twin), from unsmoothed counts in a
reference corpus. The method answers with the candidate of higher MI when the difference
reaches a threshold. Items it cannot score are set aside with the paper's reasons; items
with a zero count stay in the denominator of coverage and success (the paper's 180 items).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from wsc_corpus.analysis import lemmas
from wsc_corpus.analysis.refcorpus import (
    CountResult,
    Counts,
    Request,
    cached_count,
    corpus_files,
    ordered,
    target_id,
)
from wsc_corpus.errors import WscError, installed
from wsc_corpus.models import Corpus, Item, Mention
from wsc_corpus.nlp.pipelines import describe, load_pipeline
from wsc_corpus.output import atomic_open
from wsc_corpus.signature import Signature

# Why an item gets no score; the first three leave it out of the table entirely.
REASONS = {
    "no-answer": "the item has no answer key",
    "no-special-word": "the item has no special/alternate word",
    "answer-contains-word": "a candidate contains the special or alternate word",
    "word-not-in-answer": "the answer (snippet) does not contain the special/alternate "
                          "word, so both twins would get the same scores",
    "zero-count": "a word or a co-occurrence is absent from the reference corpus",
}
EXCLUDED = ("no-answer", "no-special-word", "answer-contains-word", "word-not-in-answer")


@dataclass(frozen=True)
class Word:
    """A word of an item as counted: its head's form and lemma keys."""

    form: str
    keys: frozenset[str]

    @property
    def target(self) -> str:
        return target_id(self.keys)


@dataclass
class ItemWords:
    """The words one item is scored with, or why it cannot be."""

    item: Item
    candidates: list[Word] = field(default_factory=list)
    word: Word | None = None
    reason: str | None = None


@dataclass
class ItemScore:
    """An item's MI per candidate, the difference between the best two, and the choice."""

    id: str
    answer: int | None
    status: str  # "scored" or a key of REASONS
    heads: list[str] = field(default_factory=list)
    word: str | None = None
    mi: list[float | None] = field(default_factory=list)
    delta: float | None = None
    choice: int | None = None
    chance: float = 0.5

    def as_json(self) -> dict:
        return {"id": self.id, "status": self.status, "answer": self.answer,
                "heads": self.heads, "word": self.word,
                "mi": [None if m is None else round(m, 6) for m in self.mi],
                "delta": None if self.delta is None else round(self.delta, 6),
                "choice": self.choice}


@dataclass(frozen=True)
class Row:
    """One line of the paper's Table 1."""

    threshold: float
    answered: int
    correct: int
    total: int  # the items tried: scored plus zero-count
    accuracy: float | None
    coverage: float
    success: float

    def as_json(self) -> dict:
        return asdict(self)


@dataclass
class Report:
    """Per-item scores, the table, the signature and where the counts came from."""

    scores: list[ItemScore]
    rows: list[Row]
    signature: Signature
    counts: CountResult

    def excluded(self) -> dict[str, int]:
        return dict(Counter(s.status for s in self.scores if s.status != "scored"))


MAX_THRESHOLDS = 1000


def parse_thresholds(spec: str) -> list[float]:
    """``start:stop:step`` (inclusive) or a comma-separated list: finite, non-negative
    numbers, at most ``MAX_THRESHOLDS`` of them."""
    try:
        if ":" in spec:
            start, stop, step = (float(x) for x in spec.split(":"))
            if not all(math.isfinite(v) for v in (start, stop, step)) or step <= 0 or \
                    stop < start:
                raise ValueError
            count = (stop - start) / step + 1
            if count > MAX_THRESHOLDS:
                raise WscError(f"`thresholds` {spec!r}: {count:.3g} thresholds; at most "
                               f"{MAX_THRESHOLDS} (a larger STEP)", code="E010")
            values = [round(start + i * step, 10) for i in range(round(count - 1) + 1)]
        else:
            values = [float(x) for x in spec.split(",")]
            if not all(math.isfinite(v) for v in values):
                raise ValueError
            if len(values) > MAX_THRESHOLDS:
                raise WscError(f"`thresholds`: {len(values)} thresholds; at most "
                               f"{MAX_THRESHOLDS}", code="E010")
    except ValueError:
        raise WscError(f"`thresholds` {spec[:60]!r}: expected START:STOP:STEP with STEP > 0 or "
                       "a comma-separated list of finite numbers", code="E010") from None
    if any(v < 0 for v in values):
        raise WscError(f"`thresholds` {spec!r}: thresholds must not be negative", code="E010")
    return values


def mutual_information(counts: Counts, x: str, y: str, window: int | None = None) -> float | None:
    """log2 P(x,y) / (P(x) P(y)), None where a count is zero. N is the number of sentences
    (sentence co-occurrence) or of tokens (window)."""
    n = counts.sentences if window is None else counts.tokens
    cx, cy, cxy = counts.single.get(x, 0), counts.single.get(y, 0), counts.pair(x, y)
    if not (cx and cy and cxy and n):
        return None
    return math.log2(cxy * n / (cx * cy))


# --- the words of each item -------------------------------------------------------------------

def item_words(items: Sequence[Item]) -> list[ItemWords]:
    """Parse each item with its language's pipeline and find the words to count."""
    out = [ItemWords(item) for item in items]
    for lang in dict.fromkeys(item.lang for item in items):
        nlp = load_pipeline(lang)
        entries = [entry for entry in out if entry.item.lang == lang]
        docs = list(nlp.pipe(entry.item.text for entry in entries))
        for entry, doc in zip(entries, docs, strict=True):
            _fill(entry, doc, nlp)
    return out


def _own_word(item: Item) -> tuple[Mention | None, Mention | None]:
    """The special/alternate word this sentence contains, and the other one."""
    for own, other in ((item.special, item.alternate), (item.alternate, item.special)):
        if own is not None and own.span is not None:
            return own, other
    return item.special, item.alternate


def _mention_tokens(mention: Mention, doc, nlp):
    """The mention's tokens in the item's parse, else (no span, or none there) alone."""
    span = None if mention.span is None else \
        doc.char_span(mention.span.start, mention.span.end, alignment_mode="expand")
    return span if span else nlp(mention.text)[:]


def _fill(entry: ItemWords, doc, nlp) -> None:
    item, lang = entry.item, doc.lang_
    own, other = _own_word(item)
    spans = [_mention_tokens(c, doc, nlp) for c in item.candidates]
    # A candidate without a word (an empty text) keeps its place, with no key to count.
    entry.candidates = [_word(lemmas.head(span), lang) if len(span) else Word("", frozenset())
                        for span in spans]
    if item.answer is None:
        entry.reason = "no-answer"
        return
    if own is None or not own.text.strip():
        entry.reason = "no-special-word"
        return
    own_span = _mention_tokens(own, doc, nlp)
    entry.word = _word(lemmas.head(own_span), lang)
    words = [entry.word] + ([_word(lemmas.head(nlp(other.text)[:]), lang)]
                            if other is not None and other.text.strip() else [])
    for span in spans:
        if any(_same(_word(token, lang), w, lang) for token in span for w in words):
            entry.reason = "answer-contains-word"
            return
    if item.snippet:
        snippet = [_word(token, lang) for token in nlp(item.snippet)]
        own_words = [_word(token, lang) for token in lemmas.content(own_span)]
        if not any(_same(token, word, lang) for token in snippet for word in own_words):
            entry.reason = "word-not-in-answer"


def _word(token, lang: str) -> Word:
    return Word(token.text, lemmas.token_keys(token, lang))


def _same(a: Word, b: Word, lang: str) -> bool:
    """Whether two words are one lexeme: a shared key, in context or read from the form."""
    readings = lemmas.form_lemmas(lang).readings
    return bool((a.keys | readings(a.form)) & (b.keys | readings(b.form)))


def request_for(words: Iterable[ItemWords], lang: str, window: int | None) -> Request:
    """The targets and pairs the scored items need counted."""
    targets: set[str] = set()
    pairs: set[tuple[str, str]] = set()
    for entry in words:
        if entry.reason is not None or entry.word is None:
            continue
        targets.add(entry.word.target)
        for cand in (c for c in entry.candidates if c.keys):  # a word to count
            targets.add(cand.target)
            pairs.add(ordered(cand.target, entry.word.target))
    return Request(lang, frozenset(targets), frozenset(pairs), window)


# --- scores and the table ---------------------------------------------------------------------

def score_items(words: Sequence[ItemWords], counts: Counts,
                window: int | None = None) -> list[ItemScore]:
    out = []
    for entry in words:
        item = entry.item
        score = ItemScore(item.id, item.answer, entry.reason or "scored",
                          heads=[c.form for c in entry.candidates],
                          word=entry.word.form if entry.word else None,
                          chance=1 / max(len(item.candidates), 1))
        out.append(score)
        if entry.reason is not None:
            continue
        score.mi = [mutual_information(counts, c.target, entry.word.target, window)
                    for c in entry.candidates]
        if any(m is None for m in score.mi) or len(score.mi) < 2:
            score.status = "zero-count"
            continue
        ranked = sorted(range(len(score.mi)), key=lambda i: score.mi[i], reverse=True)
        score.delta = score.mi[ranked[0]] - score.mi[ranked[1]]
        score.choice = ranked[0] if score.delta > 0 else None
    return out


def table(scores: Sequence[ItemScore], thresholds: Sequence[float]) -> list[Row]:
    """Per threshold: items answered (MI difference > 0 and >= threshold), accuracy on them,
    coverage (correct over the items tried) and success (random on the others)."""
    tried = [s for s in scores if s.status in ("scored", "zero-count")]
    rows = []
    for threshold in thresholds:
        answered = [s for s in tried if s.choice is not None and s.delta >= threshold - 1e-12]
        correct = sum(s.choice == s.answer for s in answered)
        chance = sum(s.chance for s in tried if s not in answered)
        total = len(tried)
        rows.append(Row(threshold, len(answered), correct, total,
                        correct / len(answered) if answered else None,
                        correct / total if total else 0.0,
                        (correct + chance) / total if total else 0.0))
    return rows


def googleproof(corpus: Corpus, reference: Sequence[str | Path], thresholds: Sequence[float],
                window: int | None = None, fmt: str = "auto", jobs: int = 1,
                use_cache: bool = True, progress: bool | None = None, engine: str = "local",
                scheduler: str | None = None) -> Report:
    """The whole test: words, counts (cached; by ``engine``, see ``refcorpus.count``),
    scores, the table and its signature."""
    langs = sorted({item.lang for item in corpus.items})
    if len(langs) != 1:
        raise WscError(f"the items are in {len(langs)} languages ({', '.join(langs) or 'none'}); "
                       "a reference corpus has one: choose with `lang`", code="E010")
    if window is not None and window < 1:
        raise WscError(f"`window` {window}: expected a positive number of tokens", code="E010")
    files = corpus_files(reference)
    words = item_words(corpus.items)
    request = request_for(words, langs[0], window)
    counted = cached_count(files, request, fmt, jobs, use_cache, progress, engine, scheduler)
    scores = score_items(words, counted.counts, window)
    signature = Signature.for_corpus(
        corpus,
        resources={"refcorpus": f"sha256:{counted.digest}",
                   "pipeline": describe(load_pipeline(langs[0])),
                   "lemmas": counted.lemmas},
        settings={"cooccurrence": "sentence" if window is None else f"window{window}",
                  "refformat": counted.fmt,
                  "thresholds": ",".join(f"{t:g}" for t in thresholds)})
    return Report(scores, table(scores, thresholds), signature, counted)


def plot(rows: Sequence[Row], out: str | Path, title: str | None = None) -> None:
    """The paper's Figure 1: accuracy, coverage and success against the threshold."""
    (matplotlib,) = installed("plot", "a plot", "matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    suffix = Path(out).suffix.lower()
    if suffix not in (".png", ".svg"):
        raise WscError(f"`out` {out}: expected a .png or .svg file name", code="E010")
    xs = [r.threshold for r in rows]
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.plot(xs, [r.accuracy if r.accuracy is not None else float("nan") for r in rows],
            marker="o", label="Accuracy")
    ax.plot(xs, [r.coverage for r in rows], marker="s", label="Coverage")
    ax.plot(xs, [r.success for r in rows], marker="^", label="Success")
    ax.set_xlabel("threshold (minimal MI difference)")
    ax.set_ylim(0, 1)
    ax.grid(alpha=0.3)
    ax.legend()
    if title:
        ax.set_title(_wrap(title), fontsize=7)
    fig.tight_layout()
    with atomic_open(out, mode="wb") as handle:
        fig.savefig(handle, format=suffix[1:],
                    metadata={"Date": None} if suffix == ".svg" else None)
    plt.close(fig)


def _wrap(text: str, width: int = 95) -> str:
    """A signature over several lines, broken at its ``|`` separators."""
    lines = [""]
    for part in text.split("|"):
        piece = part if not lines[-1] else "|" + part
        if lines[-1] and len(lines[-1]) + len(piece) > width:
            lines.append(part)
        else:
            lines[-1] += piece
    return "\n".join(lines)
