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
from dataclasses import dataclass
from pathlib import Path

from wsc_corpus.analysis.refcorpus import files_digest
from wsc_corpus.errors import ResourceError, WscError, at

SCORINGS = ("full", "partial")
WEIGHT_SUFFIXES = (".safetensors", ".bin", ".gguf", ".pt", ".pth")
DTYPES = ("float32", "bfloat16", "float16")
MAX_TOKENS = 2048  # positions of one forward pass (its attention mask is their square)


def _import_lm():
    if not sys.stderr.isatty() and "tqdm" not in sys.modules:
        os.environ.setdefault("TQDM_DISABLE", "1")  # no GGUF conversion bars in logs
    try:
        import torch
        import transformers
    except ImportError as exc:
        raise ResourceError("wsc score needs torch and transformers: pip install "
                            "'wsc-corpus[lm]'") from exc
    return torch, transformers


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
        path = Path(model_dir)
        if not path.is_dir():
            raise WscError("model directory not found (expected a local directory with "
                           "config.json and weights, as saved by save_pretrained)", at(path),
                           code="E010")
        if gguf is not None and not (path / gguf).is_file() and not Path(gguf).is_file():
            raise WscError(f"GGUF file {gguf!r} not found in the model directory", at(path),
                           code="E010")
        if gguf is not None and Path(gguf).is_file() and not (path / gguf).is_file():
            gguf = str(Path(gguf).resolve())
        if dtype not in DTYPES:
            raise WscError(f"unknown dtype {dtype!r}; expected one of {list(DTYPES)}",
                           code="E010")
        self.path = path
        self.gguf = gguf
        self.dtype = dtype
        transformers.utils.logging.disable_progress_bar()
        options = {"local_files_only": True}
        if gguf is not None:
            options["gguf_file"] = gguf
        try:
            self.tokenizer = transformers.AutoTokenizer.from_pretrained(str(path), **options)
            self.model = transformers.AutoModelForCausalLM.from_pretrained(
                str(path), dtype=getattr(torch, dtype), **options)
        except (OSError, ValueError, ImportError) as exc:
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise WscError(f"cannot load the model: {first}", at(path), code="E010") from exc
        try:
            self.model.to(device).eval()
        except (RuntimeError, AssertionError) as exc:
            raise WscError(f"cannot use device {device!r}: {exc}", code="E010") from exc
        self.device = device
        tok = self.tokenizer
        self.bos_id = tok.bos_token_id
        # lm_eval's prefix_token_id: what an empty context is.
        self.prefix_id = tok.bos_token_id if tok.bos_token_id is not None else tok.eos_token_id
        self.bos = self.tokenizer_adds_bos() if bos is None else bos and self.bos_id is not None
        pad = tok.pad_token_id
        self.pad = pad if pad is not None else (tok.eos_token_id or 0)
        # computes only the logits asked for (transformers >= 4.50 causal LMs)
        self._slices = "logits_to_keep" in inspect.signature(self.model.forward).parameters

    def tokenizer_adds_bos(self) -> bool:
        """Whether the tokenizer itself starts an encoded text with its BOS token."""
        ids = self.tokenizer.encode("a")
        return self.bos_id is not None and ids[:1] == [self.bos_id] and \
            self.tokenizer.encode("a", add_special_tokens=False)[:1] != [self.bos_id]

    def describe(self) -> dict[str, str]:
        """The model's path and a hash of its config and weight files."""
        files = sorted(p for p in self.path.iterdir() if p.is_file() and
                       (p.name == "config.json" or p.suffix in WEIGHT_SUFFIXES))
        if self.gguf is not None:
            files = [Path(self.gguf) if Path(self.gguf).is_absolute() else self.path / self.gguf]
        return {"path": str(self.path), "hash": files_digest(files)[:12]}

    def encode(self, context: str, continuation: str) -> Encoded:
        """The tokens lm_eval's HF model scores for this pair (see the module docstring)."""
        encode = self.tokenizer.encode
        if not context:
            cont = encode(continuation, add_special_tokens=False)
            if self.prefix_id is not None and cont[:1] != [self.prefix_id]:
                return Encoded((self.prefix_id, *cont), 1)
            return Encoded(tuple(cont), 1)  # the first token has no context
        stripped = context.rstrip()
        if stripped != context:
            continuation = context[len(stripped):] + continuation
            context = stripped
        whole = encode(context + continuation, add_special_tokens=False)
        ctx = encode(context, add_special_tokens=False)
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
            new = len(seq) - _common(previous, seq)  # sorted: the longest shared start
            if not batches or len(batches[-1]) >= batch_size or nodes + new > MAX_TOKENS:
                batches.append([])
                nodes, new = 0, len(seq)
            batches[-1].append(seq)
            nodes += new
            previous = seq
        bar = None
        if progress:
            from tqdm.auto import tqdm

            bar = tqdm(total=len(first), desc="scoring", unit="seq", file=sys.stderr,
                       disable=False)
        with self._torch.inference_mode():
            for batch in batches:
                out.update(self._forward(batch, first))
                if bar is not None:
                    bar.update(len(batch))
        if bar is not None:
            bar.close()
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


def _common(a: Sequence[int], b: Sequence[int]) -> int:
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


def default_device() -> str:
    torch, _ = _import_lm()
    return "cuda" if torch.cuda.is_available() else "cpu"


def load_model(model_dir: str | Path, gguf: str | None = None, device: str | None = None,
               dtype: str = "float32", bos: bool | None = None) -> LanguageModel:
    """Load a local model; ``device`` None: CUDA where available; ``bos`` None: as the
    tokenizer does (lm_eval's default)."""
    return LanguageModel(model_dir, gguf, device or default_device(), dtype, bos)


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
    id: str
    source_id: str | None
    answer: int | None
    switched_answer: int | None
    original: OptionScores
    switched: OptionScores | None


def choice(scores: Sequence[float] | None) -> int | None:
    """The index of the best score; None on a tie for the best (the item is unanswered)."""
    if not scores:
        return None
    best = max(scores)
    winners = [i for i, s in enumerate(scores) if math.isclose(s, best, rel_tol=0, abs_tol=1e-9)]
    return winners[0] if len(winners) == 1 else None


def score_substitutions(subs: Sequence, model: LanguageModel, scorings: Sequence[str],
                        batch_size: int = 16, progress: bool = False) -> list[ItemScores]:
    """Full and/or partial scores of every option, switched options included, in one batched
    run over every scoring."""
    from wsc_corpus.substitute.partial import scored_pairs

    requests: list[tuple[int, str, int, tuple[str, str]]] = []
    for n, sub in enumerate(subs):
        for kind, options in (("original", sub.options), ("switched", sub.switched_options)):
            partial = scored_pairs(options or ())  # substitute/partial.py: SPLIT
            for i, option in enumerate(options or ()):
                for scoring in scorings:
                    pair = ("", option.text) if scoring == "full" else partial[i]
                    requests.append((n, f"{kind}:{scoring}", i, pair))
    values = model.logprobs([r[3] for r in requests], batch_size, progress)
    out = []
    for sub in subs:
        switched = OptionScores() if sub.switched_options else None
        # In the switched sentence the answer is the other candidate.
        other = None if switched is None or sub.answer is None else \
            next((i for i in range(len(sub.options)) if i != sub.answer), None)
        out.append(ItemScores(sub.id, sub.source_id, sub.answer, other, OptionScores(),
                              switched))
    for (n, key, i, _), value in zip(requests, values, strict=True):
        kind, scoring = key.split(":")
        target = out[n].original if kind == "original" else out[n].switched
        scores = target.get(scoring)
        if scores is None:
            scores = []
            setattr(target, scoring, scores)
        scores.append(value)
    return out


@dataclass
class ScoreReport:
    """What ``wsc score`` computed: the (limited) corpus, per-item scores and the signature;
    the predictions, de Melo et al.'s metrics and per-item records are read from it."""

    corpus: object
    items: list[ItemScores]
    scorings: list[str]
    signature: object
    consistency: str = "switched"

    def predictions(self) -> dict[str, list]:
        """Each scoring's prediction per item (``metrics.Prediction``)."""
        from wsc_corpus.analysis import metrics

        by_id = self.corpus.by_id()
        return {name: [metrics.Prediction(
            entry.id, entry.answer, choice(entry.original.get(name)),
            by_id[entry.id].tag("associative"), by_id[entry.id].tag("switchable"),
            entry.switched_answer,
            choice(entry.switched.get(name)) if entry.switched else None)
            for entry in self.items] for name in self.scorings}

    def metrics(self) -> dict:
        """Each scoring's accuracy per subset and its consistency, as JSON."""
        from wsc_corpus.analysis import metrics

        out = {}
        for name, preds in self.predictions().items():
            out[name] = {subset: s.as_json() for subset, s in metrics.subsets(preds).items()}
            out[name]["consistency"] = metrics.consistency(preds, self.consistency).as_json()
        return out

    def records(self) -> list[dict]:
        """One JSON record per item: its log-probabilities and choices per scoring."""
        by_id = self.corpus.by_id()
        out = []
        for entry in self.items:
            item = by_id[entry.id]
            record: dict = {"id": entry.id, "source_id": entry.source_id,
                            "answer": entry.answer, "associative": item.tag("associative"),
                            "switchable": item.tag("switchable")}
            for name in self.scorings:
                scores = entry.original.get(name)
                record[name] = {"logprobs": scores, "choice": choice(scores)}
            if entry.switched is not None:
                record["switched"] = {"answer": entry.switched_answer}
                for name in self.scorings:
                    scores = entry.switched.get(name)
                    record["switched"][name] = {"logprobs": scores, "choice": choice(scores)}
            out.append(record)
        return out


def score_corpus(corpus, model_dir: str | Path, *, gguf: str | None = None,
                 scoring: str = "both", batch_size: int = 16, bos: bool | None = None,
                 device: str | None = None, dtype: str = "float32", limit: int | None = None,
                 manual_fixes=None, consistency: str = "switched",
                 progress: bool = False) -> ScoreReport:
    """Substitute and score a corpus, as ``wsc score`` does. ``manual_fixes``: the curated
    sentences to score where they exist (a ``ManualFixes``, or the path of a fixes file);
    ``consistency``: the consistency denominator the report states (``metrics.consistency``)."""
    from wsc_corpus.crosslingual import propagate_tags
    from wsc_corpus.models import Corpus
    from wsc_corpus.signature import Signature
    from wsc_corpus.substitute import load_manual_fixes, substitute
    from wsc_corpus.substitute.partial import SPLIT
    from wsc_corpus.substitute.report import resources

    if limit is not None:
        corpus = Corpus(items=corpus.items[:limit])
    if not corpus.items:
        raise WscError("no items to score", code="E010")
    propagate_tags(corpus)  # the English tags of untagged translations, for the subsets
    fixes = load_manual_fixes(manual_fixes) if isinstance(manual_fixes, str | Path) \
        else manual_fixes
    model = load_model(model_dir, gguf, device, dtype, bos)
    scorings = list(SCORINGS) if scoring == "both" else [scoring]
    scored = score_substitutions(substitute(corpus.items, fixes), model, scorings, batch_size,
                                 progress)
    described = model.describe()
    settings = {"scoring": scoring, "bos": "yes" if model.bos else "no",
                "consistency": consistency,
                "manual_fixes": Path(fixes.source).name if fixes else "none"}
    if "partial" in scorings:
        settings["partial_split"] = SPLIT
    if dtype != "float32":
        settings["dtype"] = dtype
    if limit is not None:
        settings["limit"] = limit
    # The model, and the pipelines, lexicon and names that shaped the scored sentences.
    used = {"model": f"{described['path']}@{described['hash']}"} | \
        resources(sorted({item.lang for item in corpus.items}))
    signature = Signature.for_corpus(corpus, resources=used, settings=settings)
    return ScoreReport(corpus, scored, scorings, signature, consistency)
