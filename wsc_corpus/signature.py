"""The reproducibility signature carried by every report and score.

Printed as ``key:value`` fields joined by ``|`` in a fixed order, like sacrebleu's; JSON output
uses the same fields as an object. ``Signature.parse`` reads the string form back.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping

from pydantic import BaseModel, ConfigDict, Field

from wsc_corpus import __version__
from wsc_corpus.models import Corpus, Item


def corpus_hash(items: Iterable[Item]) -> str:
    """First 12 hex digits of the SHA-256 of the items' canonical JSONL."""
    digest = hashlib.sha256()
    for item in items:
        digest.update(item.model_dump_json(exclude_defaults=True).encode("utf-8"))
        digest.update(b"\n")
    return digest.hexdigest()[:12]


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
        return cls(corpus=corpus_hash(corpus.items), items=len(corpus.items),
                   resources=dict(sorted((resources or {}).items())),
                   settings={k: str(v) for k, v in sorted((settings or {}).items())})

    def __str__(self) -> str:
        fields = [f"corpus:{self.corpus}", f"items:{self.items}"]
        fields += [f"{k}:{v}" for k, v in self.resources.items()]
        fields += [f"{k}:{v}" for k, v in self.settings.items()]
        fields.append(f"version:{self.version}")
        return "wsc|" + "|".join(fields)

    def as_dict(self) -> dict[str, object]:
        return {"corpus": self.corpus, "items": self.items, "resources": dict(self.resources),
                "settings": dict(self.settings), "version": self.version,
                "string": str(self)}
