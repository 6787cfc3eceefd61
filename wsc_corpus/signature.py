"""The reproducibility signature carried by every report and score.

Printed as ``key:value`` fields joined by ``|`` in a fixed order, like sacrebleu's; JSON output
uses the same fields as an object. ``Signature.parse`` reads the string form back.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict, Field

from wsc_corpus import __version__
from wsc_corpus.models import Corpus, Item

if TYPE_CHECKING:
    from hashlib import _Hash as Hash

_LOCATION = {"provenance": {"file"}}


def corpus_hash(items: Iterable[Item]) -> str:
    """First 12 hex digits of the SHA-256 of the items' canonical JSONL.

    The path a file was read from is left out: the same data read from another folder or
    machine has the same hash.
    """
    return Hashed.of(items).corpus


def hashed_lines(items: Iterable[Item]) -> bytes:
    """What :func:`corpus_hash` hashes of these items (their canonical JSONL lines), for a
    hash fed in order from lines made elsewhere (:meth:`Hashed.add`)."""
    return b"".join(item.model_dump_json(exclude_defaults=True, exclude=_LOCATION)
                    .encode("utf-8") + b"\n" for item in items)


@dataclass
class Hashed:
    """The items a run saw, counted and their :func:`hashed_lines` hashed in order as its
    batches come back (never all held at once), for the run's :meth:`signature`."""

    items: int = 0
    digest: Hash = field(default_factory=hashlib.sha256)

    @classmethod
    def of(cls, items: Iterable[Item]) -> Hashed:
        hashed = cls()
        for item in items:
            hashed.add(hashed_lines([item]), 1)
        return hashed

    def add(self, lines: bytes, count: int) -> None:
        """Count ``count`` items more, whose :func:`hashed_lines` are ``lines``."""
        self.items += count
        self.digest.update(lines)

    @property
    def corpus(self) -> str:
        """The corpus hash of the items so far."""
        return self.digest.hexdigest()[:12]

    def signature(self, resources: Mapping[str, str] | None = None,
                  settings: Mapping[str, object] | None = None) -> Signature:
        """The signature of a run over these items."""
        return Signature(corpus=self.corpus, items=self.items,
                         resources=dict(sorted((resources or {}).items())),
                         settings={k: str(v) for k, v in sorted((settings or {}).items())})


class Signature(BaseModel):
    """Everything that can change a result: data, resources, settings and tool version."""

    model_config = ConfigDict(frozen=True)

    corpus: str
    items: int
    resources: Mapping[str, str] = Field(default_factory=dict)
    settings: Mapping[str, str] = Field(default_factory=dict)
    version: str = __version__

    @classmethod
    def for_corpus(cls, corpus: Corpus, resources: Mapping[str, str] | None = None,
                   settings: Mapping[str, object] | None = None) -> Signature:
        """The signature of a run over ``corpus``."""
        return Hashed.of(corpus.items).signature(resources, settings)

    @classmethod
    def parse(cls, text: str) -> Signature:
        """The signature whose string form is ``text``: ``str(Signature.parse(s)) == s``.
        The string does not say which fields are resources and which settings: every field
        between ``items`` and ``version`` is read as a resource, in its order."""
        head, _, body = text.strip().partition("|")
        fields = [field.partition(":") for field in body.split("|")]
        keys = [key for key, _, _ in fields]
        if head != "wsc" or len(fields) < 3 or keys[:2] != ["corpus", "items"] \
                or keys[-1] != "version" or not fields[1][2].isdigit() \
                or not all(sep for _, sep, _ in fields) or len(set(keys)) < len(keys):
            raise ValueError(f"not a wsc signature (wsc|corpus:...|items:N|...|version:V): "
                             f"{text!r}")
        return cls(corpus=fields[0][2], items=int(fields[1][2]),
                   resources={key: value for key, _, value in fields[2:-1]},
                   version=fields[-1][2])

    def __str__(self) -> str:
        fields = [("corpus", self.corpus), ("items", self.items), *self.resources.items(),
                  *self.settings.items(), ("version", self.version)]
        return "wsc|" + "|".join(f"{key}:{value}" for key, value in fields)

    def as_dict(self) -> dict[str, object]:
        return self.model_dump() | {"string": str(self)}
