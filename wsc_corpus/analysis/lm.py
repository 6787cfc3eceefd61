"""Causal language-model scoring of substituted sentences (Trinh & Le 2018; de Melo et al. 2019).

Full scoring is log P(sentence); partial scoring is log P(continuation | prefix + candidate),
on the splits ``wsc_corpus.substitute`` produces. The model is a transformers
``AutoModelForCausalLM`` read from a local directory only (or a GGUF file in it); torch and
transformers are the ``lm`` extra and are imported only here.

Tokenization is lm-evaluation-harness's (``HFLM``): the context and the whole text are encoded,
the continuation is what the whole adds to the context (spaces at the end of the context move
to the continuation); a start (BOS) token conditions the context where ``bos`` says so, by
default where the tokenizer adds one itself (lm_eval's ``add_bos_token`` left unset), and an
empty context (full scoring) is the BOS token, else the EOS token, as in lm_eval.

Speed: identical token sequences are scored once (with a start token, the full and the partial
scoring of an option are one sequence); the sequences of one batch, in sorted order, run as
their prefix tree in one row, without padding: a start shared by several sequences (the options
of one sentence share the text before the pronoun) is computed once, each position attending to
its ancestors only (a 4D attention mask) at its own depth (position ids); the vocabulary
projection runs only where a next token is scored.
"""

from __future__ import annotations

import inspect
import math
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from wsc_corpus.analysis import metrics
from wsc_corpus.errors import WscError, at, check_choice, installed

SCORINGS = ("full", "partial")
WEIGHT_SUFFIXES = (".safetensors", ".bin", ".gguf", ".pt", ".pth")
DTYPES = ("float32", "bfloat16", "float16")
MAX_TOKENS = 2048  # positions of one forward pass (its attention mask is their square)


def _import_lm():
    from wsc_corpus.progress import enabled

    if not enabled() and "tqdm" not in sys.modules:
        os.environ.setdefault("TQDM_DISABLE", "1")  # no GGUF conversion bars in logs
    return installed("lm", "wsc score", "torch", "transformers")


@dataclass(frozen=True)
class Encoded:
    """The token ids of a scored text and the index of its first scored token."""

    ids: tuple[int, ...]
    start: int


class LanguageModel:
    """A local causal LM and its tokenizer, scoring (context, continuation) pairs."""

    def __init__(self, model_dir: str | Path, gguf: str | None = None, device: str = "cpu",
                 dtype: str = "float32", bos: bool | None = None):
        torch, transformers = _import_lm()
        self._torch = torch
        self.path = path = Path(model_dir)
        self.gguf = gguf = find_weights(path, gguf)
        check_choice("dtype", dtype, DTYPES)
        self.dtype = dtype
        transformers.utils.logging.disable_progress_bar()
        options = {"local_files_only": True} | ({"gguf_file": gguf} if gguf is not None else {})
        from wsc_corpus.progress import spinner

        try:
            with spinner(f"loading {path.name}{' (' + Path(gguf).name + ')' if gguf else ''}"):
                self.tokenizer = transformers.AutoTokenizer.from_pretrained(str(path), **options)
                self.model = transformers.AutoModelForCausalLM.from_pretrained(
                    str(path), dtype=getattr(torch, dtype), **options)
        except Exception as exc:
            raise WscError(f"cannot load the model: {_first_line(exc)}", at(path),
                           code="E010") from exc
        try:
            self.model.to(device).eval()
        except Exception as exc:
            raise WscError(f"cannot use device {device!r}: {_first_line(exc)}",
                           code="E010") from exc
        self.device = device
        self.bos_id = self.tokenizer.bos_token_id
        # lm_eval's prefix_token_id: what an empty context is.
        self.prefix_id = self.bos_id if self.bos_id is not None else self.tokenizer.eos_token_id
        self.bos = self.tokenizer_adds_bos() if bos is None else bos and self.bos_id is not None
        # computes only the logits asked for (transformers >= 4.50 causal LMs)
        self._slices = "logits_to_keep" in inspect.signature(self.model.forward).parameters

    def tokenizer_adds_bos(self) -> bool:
        """Whether the tokenizer itself starts an encoded text with its BOS token."""
        ids = self.tokenizer.encode("a")
        return self.bos_id is not None and ids[:1] == [self.bos_id] and \
            self.tokenizer.encode("a", add_special_tokens=False)[:1] != [self.bos_id]

    def describe(self) -> dict[str, str]:
        """The model's path and a hash of its config and weight files."""
        from wsc_corpus.analysis.refcorpus import files_digest

        files = sorted(p for p in self.path.iterdir() if p.is_file() and
                       (p.name == "config.json" or p.suffix in WEIGHT_SUFFIXES))
        if self.gguf is not None:
            files = [self.path / self.gguf]  # an absolute path stays itself
        return {"path": str(self.path), "hash": files_digest(files)[:12]}

    def encode(self, context: str, continuation: str) -> Encoded:
        """The tokens lm_eval's HF model scores for this pair (see the module docstring)."""
        encode = self.tokenizer.encode
        if not context:
            cont = encode(continuation, add_special_tokens=False)
            if self.prefix_id is not None and cont[:1] != [self.prefix_id]:
                return Encoded((self.prefix_id, *cont), 1)
            return Encoded(tuple(cont), 1)  # the first token has no context
        whole = encode(context + continuation, add_special_tokens=False)
        # Spaces at the end of the context belong to the continuation.
        ctx = encode(context.rstrip(), add_special_tokens=False)
        head = (self.bos_id,) if self.bos else ()
        return Encoded(head + tuple(whole), len(head) + len(ctx))

    def logprobs(self, pairs: Sequence[tuple[str, str]], batch_size: int = 16,
                 progress: bool = False) -> list[float]:
        """Sum of log P(continuation token | everything before it), in nats, per pair."""
        encoded = [self.encode(c, x) for c, x in pairs]
        first: dict[tuple[int, ...], int] = {}  # each sequence: its first scored token
        for e in encoded:
            first[e.ids] = min(first.get(e.ids, len(e.ids)), e.start)
        token_logprobs = self._score_sequences(first, batch_size, progress)
        return [float(sum(token_logprobs[e.ids][e.start - 1:])) for e in encoded]

    def _score_sequences(self, first: dict[tuple[int, ...], int], batch_size: int,
                         progress: bool) -> dict[tuple[int, ...], list[float]]:
        """log P(ids[k + 1] | ids[:k + 1]) for every scored k (0 before), per unique
        sequence; ``batch_size`` sequences, in sorted order, per forward pass."""
        out: dict[tuple[int, ...], list[float]] = {s: [] for s in first if len(s) < 2}
        batches: list[list[tuple[int, ...]]] = []
        nodes = 0
        previous: tuple[int, ...] = ()
        for seq in sorted(s for s in first if len(s) >= 2):
            # sorted: the longest shared start is with the previous sequence
            new = len(seq) - len(os.path.commonprefix([previous, seq]))
            if not batches or len(batches[-1]) >= batch_size or nodes + new > MAX_TOKENS:
                batches.append([])
                nodes, new = 0, len(seq)
            batches[-1].append(seq)
            nodes += new
            previous = seq
        from wsc_corpus.progress import progress_bar

        with progress_bar(len(first) if progress else 0, "scoring", unit="seq",
                          min_total=1) as update, self._torch.inference_mode():
            done = len(out)
            for batch in batches:
                out.update(self._forward(batch, first))
                done += len(batch)
                if update is not None:
                    update(done)
        return out

    def _forward(self, seqs: list[tuple[int, ...]], first: dict[tuple[int, ...], int]
                 ) -> dict[tuple[int, ...], list[float]]:
        """One forward pass over the prefix tree of ``seqs``: each distinct start is one
        position, at its depth, attending to its own ancestors only; the vocabulary
        projection runs only at the positions whose next token is scored."""
        torch = self._torch
        tokens: list[int] = []
        parents: list[int] = []
        depths: list[int] = []
        node_of: dict[tuple[int, int], int] = {}  # (parent, token) -> position
        paths = []
        for seq in seqs:
            parent, path = -1, []
            for depth, token in enumerate(seq):
                node = node_of.get((parent, token))
                if node is None:
                    node = node_of[parent, token] = len(tokens)
                    tokens.append(token)
                    parents.append(parent)
                    depths.append(depth)
                path.append(node)
                parent = node
            paths.append(path)
        size = len(tokens)
        allowed = torch.zeros((size, size), dtype=torch.bool)
        for node, parent in enumerate(parents):  # a parent precedes its children
            if parent >= 0:
                allowed[node] = allowed[parent]
            allowed[node, node] = True
        dtype = self.model.dtype
        mask = torch.zeros((1, 1, size, size), dtype=dtype).masked_fill_(
            ~allowed, torch.finfo(dtype).min)
        wanted = sorted({path[k] for seq, path in zip(seqs, paths, strict=True)
                         for k in range(first[seq] - 1, len(seq) - 1)})
        keep = torch.tensor(wanted, dtype=torch.long)
        logits = self.model(input_ids=torch.tensor([tokens]).to(self.device),
                            attention_mask=mask.to(self.device),
                            position_ids=torch.tensor([depths]).to(self.device), use_cache=False,
                            **({"logits_to_keep": keep.to(self.device)} if self._slices else {})
                            ).logits[0]
        if not self._slices:
            logits = logits[keep.to(self.device)]
        # log_softmax in float32, as lm_eval computes it (a float32 logsumexp differs from it
        # by up to ~1e-5 a token, in one direction)
        logprobs = logits.float().log_softmax(-1).cpu()
        row = {node: n for n, node in enumerate(wanted)}
        out = {}
        for seq, path in zip(seqs, paths, strict=True):
            rows = torch.tensor([row[path[k]] for k in range(first[seq] - 1, len(seq) - 1)],
                                dtype=torch.long)
            targets = torch.tensor(seq[first[seq]:], dtype=torch.long)
            scored = logprobs[rows, targets].tolist()
            out[seq] = [0.0] * (first[seq] - 1) + scored  # unscored tokens: 0
        return out


def _first_line(exc: BaseException) -> str:
    """An exception's message on one line (its first sentence-bearing line), with its type."""
    text = " ".join(str(exc).split())
    if len(text) > 300:
        text = text[:297] + "..."
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def find_weights(path: Path, gguf: str | None) -> str | None:
    """The GGUF file to load from the model folder ``path`` (None: transformers weights).

    Without ``gguf``, a folder with no ``config.json`` and exactly one ``.gguf`` file loads
    that file; every other case that cannot load is a one-line error saying what was found.
    """
    if not path.is_dir():
        raise WscError("model directory not found (expected a local directory with "
                       "config.json and weights, as saved by save_pretrained, or a .gguf file)",
                       at(path), code="E010")
    found = sorted(p.name for p in path.glob("*.gguf"))
    if gguf is not None:
        if (path / gguf).is_file():
            return gguf
        if Path(gguf).is_file():
            return str(Path(gguf).resolve())
        raise WscError(f"GGUF file {gguf!r} not found in the model directory (GGUF files "
                       f"there: {', '.join(found) or 'none'})", at(path), code="E010")
    if (path / "config.json").is_file():
        return None
    if len(found) == 1:
        return found[0]
    if found:
        raise WscError(f"several GGUF files and no config.json: {', '.join(found)}; choose one "
                       "with `gguf`", at(path), code="E010")
    raise WscError("no model in this directory: neither config.json (transformers "
                   "save_pretrained) nor a .gguf file", at(path), code="E010")


def load_model(model_dir: str | Path, gguf: str | None = None, device: str | None = None,
               dtype: str = "float32", bos: bool | None = None,
               threads: int | None = None) -> LanguageModel:
    """Load a local model; ``gguf`` None: the folder's only GGUF file where it has no
    config.json; ``device`` None: CUDA where available; ``bos`` None: as the tokenizer does
    (lm_eval's default); ``threads``: torch's CPU threads (None: torch's default)."""
    if threads is not None and threads < 1:
        raise WscError(f"threads={threads}: expected a positive number", code="E010")
    torch, _ = _import_lm()
    if threads is not None:
        torch.set_num_threads(threads)
    device = device or ("cuda" if torch.cuda.is_available() else "cpu")
    return LanguageModel(model_dir, gguf, device, dtype, bos)


# --- items ------------------------------------------------------------------------------------

@dataclass
class OptionScores:
    """Scores of the options of one sentence (original or switched), per scoring."""

    full: list[float] | None = None
    partial: list[float] | None = None

    def get(self, scoring: str) -> list[float] | None:
        return self.full if scoring == "full" else self.partial


@dataclass
class ItemScores:
    """One item's scores; ``excluded`` says why it was not scored ('' when it was)."""

    id: str
    source_id: str | None
    answer: int | None
    switched_answer: int | None
    original: OptionScores
    switched: OptionScores | None
    collection: str = ""
    lang: str = ""
    excluded: str = ""


def choice(scores: Sequence[float] | None) -> int | None:
    """The index of the best score; None on a tie for the best (the item is unanswered)."""
    if not scores:
        return None
    best = max(scores)
    winners = [i for i, s in enumerate(scores) if math.isclose(s, best, rel_tol=0, abs_tol=1e-9)]
    return winners[0] if len(winners) == 1 else None


def unscorable(sub) -> str:
    """Why a substitution cannot be scored against its answer ('' when it can): no answer
    key, fewer than two options, or a finding no grammar rule covers (as lm-eval export)."""
    if sub.answer is None:
        return "no answer to score against"
    if len(sub.options) < 2:
        return "fewer than two substituted options"
    return sub.blocking_findings()


def score_substitutions(subs: Sequence, model: LanguageModel, scorings: Sequence[str],
                        batch_size: int = 16, progress: bool = False, *,
                        switched: bool = True,
                        skip: Sequence[bool] | None = None) -> list[ItemScores]:
    """Full and/or partial scores of every option, switched options included unless
    ``switched`` is False, in one batched run over every scoring; items where ``skip`` is
    true are not scored."""
    from wsc_corpus.substitute.partial import scored_pairs

    out, requests = [], []  # requests: (where the score goes, scoring, pair)
    for n, sub in enumerate(subs):
        skipped = skip is not None and skip[n]
        scored = switched and sub.switched_options and not skipped
        # In the switched sentence the answer is the other candidate.
        other = None if not scored or sub.answer is None else \
            next((i for i in range(len(sub.options)) if i != sub.answer), None)
        entry = ItemScores(sub.id, sub.source_id, sub.answer, other, OptionScores(),
                           OptionScores() if scored else None)
        out.append(entry)
        for target, options in ((entry.original, () if skipped else sub.options),
                                (entry.switched, sub.switched_options if scored else ())):
            partial = scored_pairs(options)  # substitute/partial.py: SPLIT
            requests += [(target, scoring, ("", option.text) if scoring == "full" else partial[i])
                         for i, option in enumerate(options) for scoring in scorings]
    values = model.logprobs([pair for _, _, pair in requests], batch_size, progress)
    for (target, scoring, _), value in zip(requests, values, strict=True):
        setattr(target, scoring, (target.get(scoring) or []) + [value])
    return out


@dataclass(frozen=True)
class Row:
    """One collection and language (or the pooled row, ``collection`` "all"): its items,
    those excluded as unscorable, and each scoring's accuracy over the rest."""

    collection: str
    lang: str
    items: int
    excluded: int
    scores: dict

    def as_json(self) -> dict:
        return {"collection": self.collection, "lang": self.lang, "items": self.items,
                "excluded": self.excluded,
                "scores": {name: acc.as_json() for name, acc in self.scores.items()}}


@dataclass
class ScoreReport:
    """What ``wsc score`` computed: the (limited) corpus, per-item scores, the signature, the
    settings and timings; the rows, predictions, de Melo et al.'s metrics and per-item
    records are read from it."""

    corpus: object
    items: list[ItemScores]
    scorings: list[str]
    signature: object
    consistency: str = "switched"
    config: dict = field(default_factory=dict)
    timings: dict = field(default_factory=dict)

    def excluded(self) -> dict[str, str]:
        """Item id -> why it was not scored."""
        return {entry.id: entry.excluded for entry in self.items if entry.excluded}

    def rows(self) -> list[Row]:
        """Accuracy ± standard error (as lm_eval's ``acc``) per collection and language,
        then pooled over all of them where there are several (as lm_eval's group row,
        weighted by size); tied items are left out of a scoring's count and counted apart."""
        groups: dict[tuple[str, str], list[ItemScores]] = {}
        for entry in self.items:
            groups.setdefault((entry.collection, entry.lang), []).append(entry)

        def row(key: tuple[str, str], entries: list[ItemScores]) -> Row:
            kept = [e for e in entries if not e.excluded]
            scores = {}
            for name in self.scorings:  # kept items all have an answer
                s = metrics.score((e.answer, choice(e.original.get(name))) for e in kept)
                scores[name] = metrics.Accuracy(s.correct, s.answered, s.total - s.answered)
            return Row(key[0], key[1], len(entries), len(entries) - len(kept), scores)

        rows = [row(key, entries) for key, entries in groups.items()]
        if len(rows) > 1:  # the pooled row: lm_eval's group aggregate (weighted by size)
            rows.append(Row("all", "", len(self.items), sum(r.excluded for r in rows),
                            {name: metrics.Accuracy.pooled([r.scores[name] for r in rows])
                             for name in self.scorings}))
        return rows

    def predictions(self) -> dict[str, list]:
        """Each scoring's prediction per scored item (``metrics.Prediction``)."""
        by_id = self.corpus.by_id()
        return {name: [metrics.Prediction(
            entry.id, entry.answer, choice(entry.original.get(name)),
            by_id[entry.id].tag("associative"), by_id[entry.id].tag("switchable"),
            entry.switched_answer,
            choice(entry.switched.get(name)) if entry.switched else None)
            for entry in self.items if not entry.excluded] for name in self.scorings}

    def metrics(self) -> dict:
        """Each scoring's accuracy per subset and its consistency, as JSON."""
        return {name: {subset: s.as_json() for subset, s in metrics.subsets(preds).items()}
                | {"consistency": metrics.consistency(preds, self.consistency).as_json()}
                for name, preds in self.predictions().items()}

    def results(self) -> dict:
        """The results JSON: signature, configuration, timings, rows, de Melo et al.'s
        metrics and the excluded items."""
        return {"signature": self.signature.as_dict(), "config": self.config,
                "timings": self.timings, "rows": [row.as_json() for row in self.rows()],
                "metrics": self.metrics(), "excluded": self.excluded()}

    def _choices(self, options: OptionScores) -> dict:
        return {name: {"logprobs": options.get(name), "choice": choice(options.get(name))}
                for name in self.scorings}

    def records(self) -> list[dict]:
        """One JSON record per item: its log-probabilities and choices per scoring."""
        by_id = self.corpus.by_id()
        out = []
        for entry in self.items:
            item = by_id[entry.id]
            record: dict = {"id": entry.id, "source_id": entry.source_id,
                            "collection": entry.collection, "lang": entry.lang,
                            "answer": entry.answer, "associative": item.tag("associative"),
                            "switchable": item.tag("switchable")}
            if entry.excluded:
                record["excluded"] = entry.excluded
            record |= self._choices(entry.original)
            if entry.switched is not None:
                record["switched"] = {"answer": entry.switched_answer} | \
                    self._choices(entry.switched)
            out.append(record)
        return out


SCORING_MODES = ("full", "partial", "both")


def score_corpus(corpus, model_dir: str | Path, *, gguf: str | None = None,
                 scoring: str = "both", batch_size: int = 16, bos: bool | None = None,
                 device: str | None = None, dtype: str = "float32", limit: int | None = None,
                 manual_fixes=None, consistency: str = "switched", switched: bool = True,
                 threads: int | None = None, progress: bool = True) -> ScoreReport:
    """Substitute and score a corpus, as ``wsc score`` does. ``manual_fixes``: the curated
    sentences to score where they exist (a ``ManualFixes``, or the path of a fixes file);
    ``consistency``: the consistency denominator the report states (``metrics.consistency``);
    ``switched``: also score the switched sentences; ``threads``: torch's CPU threads."""
    import time

    from wsc_corpus.crosslingual import propagate_tags
    from wsc_corpus.models import Corpus
    from wsc_corpus.progress import progress_bar
    from wsc_corpus.signature import Signature
    from wsc_corpus.substitute import load_manual_fixes
    from wsc_corpus.substitute.partial import SPLIT
    from wsc_corpus.substitute.report import iter_substitutions, resources

    check_choice("scoring", scoring, SCORING_MODES)
    check_choice("consistency", consistency, metrics.CONSISTENCY_OVER)
    check_choice("dtype", dtype, DTYPES)
    if batch_size < 1 or (limit is not None and limit < 1):
        raise WscError("batch_size and limit must be positive numbers", code="E010")
    started = time.perf_counter()
    if limit is not None:
        corpus = Corpus(items=corpus.items[:limit])
    if not corpus.items:
        raise WscError("no items to score", code="E010")
    propagate_tags(corpus)  # the English tags of untagged translations, for the subsets
    fixes = load_manual_fixes(manual_fixes) if isinstance(manual_fixes, str | Path) \
        else manual_fixes
    model = load_model(model_dir, gguf, device, dtype, bos, threads)
    loaded = time.perf_counter()
    with progress_bar(len(corpus) if progress else 0, "substitute", min_total=1) as update:
        subs = list(iter_substitutions(corpus.items, fixes, progress=update))
    reasons = [unscorable(sub) for sub in subs]
    substituted = time.perf_counter()
    scorings = list(SCORINGS) if scoring == "both" else [scoring]
    scored = score_substitutions(subs, model, scorings, batch_size, progress,
                                 switched=switched, skip=[bool(r) for r in reasons])
    for entry, item, reason in zip(scored, corpus.items, reasons, strict=True):
        entry.collection, entry.lang, entry.excluded = item.provenance.corpus, item.lang, reason
    done = time.perf_counter()
    described = model.describe()
    settings = {"scoring": scoring, "bos": "yes" if model.bos else "no",
                "consistency": consistency,
                "manual_fixes": Path(fixes.source).name if fixes else "none"}
    # The settings that differ from the default only where they do.
    settings |= {key: value for key, value, given in (
        ("partial_split", SPLIT, "partial" in scorings), ("switched", "no", not switched),
        ("dtype", dtype, dtype != "float32"), ("limit", limit, limit is not None)) if given}
    # The model, and the pipelines, lexicon and names that shaped the scored sentences.
    used = {"model": f"{described['path']}@{described['hash']}"} | \
        resources(sorted({item.lang for item in corpus.items}))
    signature = Signature.for_corpus(corpus, resources=used, settings=settings)
    config = {"model": described["path"], "gguf": model.gguf, "scoring": scoring,
              "batch_size": batch_size, "bos": model.bos, "device": model.device,
              "dtype": dtype, "limit": limit, "switched": switched, "threads": threads,
              "consistency": consistency,
              "manual_fixes": str(fixes.source) if fixes else None}
    timings = {"load_model_s": round(loaded - started, 3),
               "substitute_s": round(substituted - loaded, 3),
               "score_s": round(done - substituted, 3), "total_s": round(done - started, 3)}
    return ScoreReport(corpus, scored, scorings, signature, consistency, config, timings)
