"""Every language with a re-inflection module (``lang/<code>/inflect.py``) gives the engine
(``substitute/agreement.py``) what it asks for; the toy language has none and is left as its
rules write it."""

from __future__ import annotations

import pytest

from wsc_corpus.lang import languages
from wsc_corpus.substitute.agreement import module_of


@pytest.mark.parametrize("code", languages())
def test_inflect_module_contract(code):
    module = module_of(code)
    if module is None:
        pytest.skip(f"{code}: no inflect module")
    assert callable(module.agreeing) and callable(module.inflect)
    assert isinstance(module.PARSED, bool)
    assert module.guess_number is None or callable(module.guess_number)


def test_built_in_languages_reinflect():
    assert all(module_of(code) is not None for code in ("en", "fr", "pt"))
