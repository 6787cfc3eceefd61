"""Brand casing is kept at a sentence start (``eBay``, not ``EBay``).

The sentences: constructions/brand_casing.jsonl (issue 24), each substitution exact."""

import pytest

pytestmark = pytest.mark.slow  # real pipelines and lexicons


def test_brand_casing(construction):
    assert construction("fr", "brand_casing") == []
