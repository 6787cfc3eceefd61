"""What substitution produces: one sentence per candidate, split for partial scoring."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

ManualFixStatus = Literal["none", "replaced", "matched"]


class SubstitutedSentence(BaseModel):
    """A sentence with the pronoun replaced by one candidate.

    ``prefix + candidate + continuation`` is the sentence. Partial scoring (Trinh & Le 2018)
    scores ``continuation`` given ``prefix + candidate``; the engine keeps ``continuation``
    identical across the options of an item wherever the grammar allows.
    ``manual_fix`` says whether a curated sentence replaced the automatic one
    (``replaced``), or the automatic one already equalled it (``matched``).
    """

    model_config = ConfigDict(frozen=True)

    prefix: str
    candidate: str
    continuation: str
    manual_fix: ManualFixStatus = "none"

    @property
    def text(self) -> str:
        return self.prefix + self.candidate + self.continuation


class SubstitutionFinding(BaseModel):
    """Something no rule covers, reported instead of being silently mangled."""

    model_config = ConfigDict(frozen=True)

    code: str
    message: str


# Findings about the switched sentences only: the original sentences are still used.
SWITCHED_ONLY = frozenset({"switch-failed"})


class Substitution(BaseModel):
    """The substituted sentences of one item.

    ``options[i]`` has candidate ``i`` in place of the pronoun. ``switched_options`` (switchable
    items with two candidates) do the same in the sentence with the candidates exchanged
    throughout, where the answer is the other candidate.
    """

    model_config = ConfigDict(frozen=True)

    id: str
    source_id: str | None = None
    lang: str
    answer: int | None = None
    options: list[SubstitutedSentence]
    switched_options: list[SubstitutedSentence] | None = None
    rules: list[str] = Field(default_factory=list)
    findings: list[SubstitutionFinding] = Field(default_factory=list)

    def blocking_findings(self) -> str:
        """The findings that keep the original sentences from being scored or exported, as
        one line (``''`` where there are none); those about the switched sentences only
        (``switch-failed``) leave the originals usable."""
        return " | ".join(f"{f.code}: {f.message}" for f in self.findings
                          if f.code not in SWITCHED_ONLY)

    def place(self, role: str) -> tuple[str, int | None]:
        """Where the sentence of a role (``correct``, ``incorrect``, ``correct_switched``,
        ``incorrect_switched``) stands: its field and index. In the switched sentence the
        answer is the other candidate."""
        switched = role.endswith("_switched")
        field = "switched_options" if switched else "options"
        if self.answer is None or role.startswith("correct") != switched:
            return field, self.answer
        return field, next((i for i in range(len(self.options)) if i != self.answer), None)

    def sentence(self, role: str) -> SubstitutedSentence | None:
        """The sentence of a role, or None where the substitution has none."""
        field, index = self.place(role)
        options = getattr(self, field)
        if options is None or index is None or not 0 <= index < len(options):
            return None
        return options[index]

    correct = property(lambda self: self.sentence("correct"))
    incorrect = property(lambda self: self.sentence("incorrect"))
    correct_switched = property(lambda self: self.sentence("correct_switched"))
    incorrect_switched = property(lambda self: self.sentence("incorrect_switched"))
