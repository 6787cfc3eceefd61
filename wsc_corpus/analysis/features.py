"""Instance features for the bias filters: a documented lexical featurizer, or precomputed
embeddings read from a ``.npy`` file.

The lexical featurizer (``LEXICAL``) describes an item by what a shallow reader sees, with
the candidates and the pronoun replaced by slot words (``candslota``, ``candslotb``,
``pronounslot``) so that features generalise across names: lowercased word unigrams and
bigrams of the slotted sentence (``u:``, ``b:``), the two words either side of the pronoun by
offset (``w-1:``), which candidate comes first (``order:``), and each candidate's token
distance to the pronoun in bins (``dist0:``). Features are hashed (BLAKE2b, stable across runs
and machines) into ``dims`` signed buckets; each row is scaled to unit length.
"""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

import numpy as np

from wsc_corpus.errors import WscError, at
from wsc_corpus.formats._common import tokens
from wsc_corpus.models import Item

LEXICAL = "lexical-v1"
SLOTS = ("candslota", "candslotb")
PRONOUN_SLOT = "pronounslot"
_DISTANCE_BINS = (1, 2, 3, 5, 8, 13, 21)


def labelled(items: Sequence[Item]) -> list[Item]:
    """The items a binary filter can use: two candidates and an answer."""
    return [i for i in items if len(i.candidates) == 2 and i.answer in (0, 1)]


def slotted_words(item: Item) -> list[str]:
    """The item's lowercased words with the candidates and the pronoun replaced by slots."""
    mentions = [(PRONOUN_SLOT, item.pronoun), *zip(SLOTS, item.candidates, strict=False)]
    marks = [(m.span.start, m.span.end, slot) for slot, m in mentions
             if m is not None and m.span is not None]
    text, last = [], 0
    for start, end, slot in sorted(marks):
        if start < last:
            continue
        text += [item.text[last:start], f" {slot} "]
        last = end
    text.append(item.text[last:])
    return word_tokens("".join(text))


def word_tokens(text: str) -> list[str]:
    """The lowercased word tokens of a text (the WinoGrande blank ``_`` included)."""
    return [t[0].lower() for t in tokens(text) if t[0][0].isalnum() or t[0] == "_"]


def lexical_features_of(item: Item) -> list[str]:
    """The named features of one item (before hashing)."""
    words = slotted_words(item)
    feats = [f"u:{w}" for w in words]
    feats += [f"b:{a} {b}" for a, b in itertools.pairwise(words)]
    if PRONOUN_SLOT in words:
        p = words.index(PRONOUN_SLOT)
        for offset in (-2, -1, 1, 2):
            if 0 <= p + offset < len(words):
                feats.append(f"w{offset:+d}:{words[p + offset]}")
        for n, slot in enumerate(SLOTS):
            if slot in words:
                distance = abs(words.index(slot) - p)
                feats.append(f"dist{n}:{sum(distance > b for b in _DISTANCE_BINS)}")
    if all(s in words for s in SLOTS):
        feats.append(f"order:{'ab' if words.index(SLOTS[0]) < words.index(SLOTS[1]) else 'ba'}")
    return feats


@lru_cache(maxsize=1 << 16)
def _bucket(feature: str, dims: int) -> tuple[int, float]:
    digest = int.from_bytes(hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest(),
                            "little")
    return digest % dims, (1.0 if digest >> 63 else -1.0)


def lexical_features(items: Sequence[Item], dims: int = 1024) -> np.ndarray:
    """An (items, dims) float32 matrix of hashed lexical features, rows of unit length."""
    if dims < 1:
        raise WscError(f"dims={dims}; expected >= 1", code="E010")
    matrix = np.zeros((len(items), dims), dtype=np.float32)
    for row, item in enumerate(items):
        for feature in lexical_features_of(item):
            column, sign = _bucket(feature, dims)
            matrix[row, column] += sign
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.where(norms == 0, 1.0, norms)


def load_embeddings(path: Path, items: Sequence[Item], ids_path: Path | None = None
                    ) -> np.ndarray:
    """The rows of a ``.npy`` matrix for ``items``.

    Without ``ids_path`` the rows follow the items of the loaded corpus in order (one row per
    item). With it, ``ids_path`` has one item id per line, naming each row; rows of other ids
    are ignored and every item must have a row.
    """
    try:
        matrix = np.load(path, allow_pickle=False, mmap_mode="r")
    except (OSError, ValueError) as exc:
        raise WscError(f"cannot read as a .npy matrix: {exc}", at(path)) from exc
    if matrix.ndim != 2:
        raise WscError(f"array of shape {matrix.shape}; expected (rows, dims)", at(path),
                       code="E005")
    if ids_path is None:
        if matrix.shape[0] != len(items):
            raise WscError(f"{matrix.shape[0]} rows for {len(items)} items; expected one row per "
                           "item in input order (or pass the row ids)", at(path), code="E005")
        return np.asarray(matrix, dtype=np.float32)
    try:
        ids = [line.strip() for line in ids_path.read_text(encoding="utf-8").splitlines()]
    except (OSError, UnicodeDecodeError) as exc:
        raise WscError(f"cannot read the row ids: {exc}", at(ids_path)) from exc
    if len(ids) != matrix.shape[0]:
        raise WscError(f"{len(ids)} ids for {matrix.shape[0]} rows of {path}; expected one id "
                       "per row", at(ids_path), code="E005")
    row_of = {}
    for number, item_id in enumerate(ids, start=1):
        if item_id in row_of:
            raise WscError(f"id {item_id!r} repeated", at(ids_path, number), code="E005")
        row_of[item_id] = number - 1
    missing = [i.id for i in items if i.id not in row_of]
    if missing:
        raise WscError(f"{len(missing)} item(s) have no row, first {missing[0]!r}",
                       at(ids_path), code="E005")
    return np.asarray(matrix[[row_of[i.id] for i in items]], dtype=np.float32)
