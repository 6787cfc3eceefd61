"""Manual fixes: curated substituted sentences that overlay the automatic ones."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

ROLES = ("correct", "incorrect", "correct_switched", "incorrect_switched")


class ManualFixes(BaseModel):
    """Curated sentences by role (``correct``, ``incorrect``, ``correct_switched``,
    ``incorrect_switched``), keyed by item id or by the item's upstream id."""

    model_config = ConfigDict(frozen=True)

    source: str
    by_id: dict[str, dict[str, str]] = Field(default_factory=dict)
    by_source_id: dict[str, dict[str, str]] = Field(default_factory=dict)
