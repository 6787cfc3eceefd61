"""`wsc score` and the real `lm_eval` agree item by item: the exported task's README command
(the `lm_eval` program, not its Python API) and `wsc score --scoring partial` on the same tiny
random GPT-2, by default and with a start token (`add_bos_token=True` / `--bos`)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("torch")
pytest.importorskip("lm_eval")

from wsc_corpus.analysis import tinylm
from wsc_corpus.cli import main
from wsc_corpus.export import lm_eval as lm_eval_export
from wsc_corpus.formats import load_paths
from wsc_corpus.models import Corpus

pytestmark = [pytest.mark.slow, pytest.mark.corpora]

SAMPLE = 30


def _readme_command(task_dir: Path) -> list[str]:
    """The lm_eval command line the exported README gives, MODEL_DIR still to fill in."""
    readme = (task_dir / "README.md").read_text(encoding="utf-8")
    lines = [line.strip() for line in readme.splitlines() if line.strip().startswith("lm_eval ")]
    assert lines, "the README gives no lm_eval command"
    return lines


@pytest.fixture(scope="module")
def setup(corpora: Path, tmp_path_factory: pytest.TempPathFactory):
    tmp = tmp_path_factory.mktemp("agreement")
    nyu = load_paths([corpora / "nyu_wsc" / "WSCollection.xml"], lang="en")
    sample = Corpus(items=nyu.items[:SAMPLE])
    model = tinylm.build(tmp / "model", [i.text for i in nyu.items], seed=3)
    (tmp / "sample.jsonl").write_text(
        "".join(item.model_dump_json(exclude_defaults=True) + "\n" for item in sample.items),
        encoding="utf-8")
    lm_eval_export.write_dir(sample, tmp / "tasks")
    return tmp, model


@pytest.mark.parametrize("bos", [False, True], ids=["default", "bos"])
def test_lm_eval_and_wsc_score_agree_item_by_item(setup, bos: bool, capsys) -> None:
    tmp, model = setup
    commands = _readme_command(tmp / "tasks")
    command = next(c for c in commands if ("add_bos_token=True" in c) == bos)
    lm_eval = shutil.which("lm_eval") or str(Path(sys.executable).parent / "lm_eval")
    args = command.replace("MODEL_DIR", f"{model},dtype=float32").split()[1:]
    out = tmp / f"results-{bos}"
    subprocess.run([lm_eval, *args, "--device", "cpu", "--batch_size", "8", "--log_samples",
                    "--output_path", str(out)], check=True, capture_output=True)
    samples = {}
    for file in out.rglob("samples_wsc_nyu_wsc_en_*.jsonl"):
        for line in file.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            samples[row["doc"]["id"]] = row
    assert samples

    items = tmp / f"items-{bos}.jsonl"
    with pytest.raises(SystemExit) as done:
        main(["score", str(tmp / "sample.jsonl"), "--model", str(model), "--scoring", "partial",
              "--batch-size", "8", "-o", str(items), *(["--bos"] if bos else [])])
    assert done.value.code == 0
    capsys.readouterr()
    ours = {r["id"]: r for r in map(json.loads, items.read_text(encoding="utf-8").splitlines())}
    compared = 0
    for doc_id, row in samples.items():
        if row["doc"]["realigned"]:  # lm_eval scores a recomputed shared continuation
            continue
        theirs = [float(resp[0][0]) for resp in row["resps"]]
        mine = ours[doc_id]["partial"]["logprobs"]
        assert mine == pytest.approx(theirs, abs=1e-4), doc_id
        assert ours[doc_id]["partial"]["choice"] == max(range(len(theirs)),
                                                        key=theirs.__getitem__)
        compared += 1
    assert compared >= SAMPLE - 3
