"""Causal language-model scoring of substituted sentences (Trinh & Le 2018; de Melo et al. 2019).

Full scoring is log P(sentence); partial scoring is log P(continuation | prefix + candidate),
on the splits ``wsc_corpus.substitute`` produces. The model is a transformers
``AutoModelForCausalLM`` read from a local directory only (or a GGUF file in it); torch and
transformers are the ``lm`` extra and are imported only here.

Tokenization follows lm-evaluation-harness: the context and the whole text are encoded, the
continuation is what the whole adds to the context (spaces at the end of the context move to
the continuation), and a BOS token, where the tokenizer has one, conditions the first word.
"""

from __future__ import annotations

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
    """Token ids of a context (BOS included) and of the continuation scored after it."""

    context: list[int]
    continuation: list[int]


class LanguageModel:
    """A local causal LM and its tokenizer, scoring (context, continuation) pairs."""

    def __init__(self, model_dir: str | Path, gguf: str | None = None, device: str = "cpu"):
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
        self.path = path
        self.gguf = gguf
        transformers.utils.logging.disable_progress_bar()
        options = {"local_files_only": True}
        if gguf is not None:
            options["gguf_file"] = gguf
        try:
            self.tokenizer = transformers.AutoTokenizer.from_pretrained(str(path), **options)
            self.model = transformers.AutoModelForCausalLM.from_pretrained(
                str(path), dtype=torch.float32, **options)
        except (OSError, ValueError, ImportError) as exc:
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise WscError(f"cannot load the model: {first}", at(path), code="E010") from exc
        self.model.to(device).eval()
        self.device = device
        self.bos = self.tokenizer.bos_token_id
        pad = self.tokenizer.pad_token_id
        self.pad = pad if pad is not None else (self.tokenizer.eos_token_id or 0)

    def describe(self) -> dict[str, str]:
        """The model's path and a hash of its config and weight files."""
        files = sorted(p for p in self.path.iterdir() if p.is_file() and
                       (p.name == "config.json" or p.suffix in WEIGHT_SUFFIXES))
        if self.gguf is not None:
            files = [Path(self.gguf) if Path(self.gguf).is_absolute() else self.path / self.gguf]
        return {"path": str(self.path), "hash": files_digest(files)[:12]}

    def encode(self, context: str, continuation: str) -> Encoded:
        stripped = context.rstrip()
        if stripped != context:
            continuation = context[len(stripped):] + continuation
            context = stripped
        encode = self.tokenizer.encode
        whole = encode(context + continuation, add_special_tokens=False)
        ctx = encode(context, add_special_tokens=False) if context else []
        ctx_ids = ([self.bos] if self.bos is not None else []) + whole[:len(ctx)]
        cont_ids = whole[len(ctx):]
        if not ctx_ids:  # no BOS: the first token has no context and cannot be scored
            ctx_ids, cont_ids = cont_ids[:1], cont_ids[1:]
        return Encoded(ctx_ids, cont_ids)

    def logprobs(self, pairs: Sequence[tuple[str, str]], batch_size: int = 16) -> list[float]:
        """Sum of log P(continuation token | everything before it), in nats, per pair."""
        torch = self._torch
        encoded = [self.encode(c, x) for c, x in pairs]
        order = sorted(range(len(encoded)), key=lambda i: -len(encoded[i].context) -
                       len(encoded[i].continuation))
        out = [0.0] * len(encoded)
        for start in range(0, len(order), batch_size):
            batch = [encoded[i] for i in order[start:start + batch_size]]
            rows = [e.context + e.continuation for e in batch]
            width = max(len(r) for r in rows)
            ids = torch.full((len(rows), width), self.pad, dtype=torch.long)
            mask = torch.zeros((len(rows), width), dtype=torch.long)
            for n, row in enumerate(rows):
                ids[n, :len(row)] = torch.tensor(row, dtype=torch.long)
                mask[n, :len(row)] = 1
            with torch.inference_mode():
                logits = self.model(input_ids=ids.to(self.device),
                                    attention_mask=mask.to(self.device)).logits
                logp = torch.log_softmax(logits.float(), dim=-1).cpu()
            for n, e in enumerate(batch):
                first = len(e.context)
                positions = torch.arange(first - 1, first - 1 + len(e.continuation))
                targets = torch.tensor(e.continuation, dtype=torch.long)
                value = logp[n, positions, targets].sum().item() if e.continuation else 0.0
                out[order[start + n]] = value
        return out


def load_model(model_dir: str | Path, gguf: str | None = None) -> LanguageModel:
    torch, _ = _import_lm()
    return LanguageModel(model_dir, gguf, "cuda" if torch.cuda.is_available() else "cpu")


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
                        batch_size: int = 16) -> list[ItemScores]:
    """Full and/or partial scores of every option, switched options included, in one batched
    pass per scoring."""
    requests: list[tuple[int, str, int, tuple[str, str]]] = []
    for n, sub in enumerate(subs):
        for kind, options in (("original", sub.options), ("switched", sub.switched_options)):
            for i, option in enumerate(options or ()):
                for scoring in scorings:
                    pair = ("", option.text) if scoring == "full" else \
                        (option.prefix + option.candidate, option.continuation)
                    requests.append((n, f"{kind}:{scoring}", i, pair))
    values = model.logprobs([r[3] for r in requests], batch_size)
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
