"""lm-evaluation-harness tasks: one directory per corpus and language, each with a task
YAML, its documents (``test.jsonl``) and the loader the YAML names.

Tasks use multiple-input partial scoring (Trinh & Le 2018), as lm-eval's ``winogrande``:
one context per candidate (``prefix + candidate``, from the substitution engine) and one
shared continuation, scored exactly as written (``target_delimiter: ""``), so a pronoun
before final punctuation keeps it and possessives, contractions and clitics are those of
the language's grammar. Where a rule made the options differ after the candidate, the
shared continuation is recomputed from the full sentences (``realigned`` in the data): the
longest common suffix on a word boundary, as ``wsc score`` does (``partial_split`` in the
signature; :mod:`wsc_corpus.substitute.partial`).
Items without an answer, or whose substitution reports a finding, are left out and listed
in ``wsc-export.json``. Task names come from the collection and language
(``wsc_nyu_wsc_en``); a group YAML names them all, with an aggregate row (accuracy
weighted by size, as lm_eval's own groups), under a name derived from the tasks, so two
exports in one ``--include_path`` do not merge. YAML is written by ``yaml.safe_dump``;
the README and the loader come from ``templates/lm_eval_*.j2``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import Path

import yaml

from wsc_corpus.export import ExportReport, atomic_dir, jsonl_text, templates, write_manifest
from wsc_corpus.models import Corpus, Item
from wsc_corpus.parallel import Jobs
from wsc_corpus.signature import Signature
from wsc_corpus.substitute import ManualFixes
from wsc_corpus.substitute.partial import SPLIT, aligned_items
from wsc_corpus.substitute.report import resources

DIRECTORY = True
SUBSTITUTES = True  # built from substituted sentences: takes manual fixes
DOCS = "test.jsonl"
GROUP_NAME_MAX = 60

class _Function(str):
    """A ``!function module.name`` value of lm_eval's YAML."""


class _Dumper(yaml.SafeDumper):
    """yaml.safe_dump's dumper, with lm_eval's ``!function`` tag."""


_Dumper.add_representer(
    _Function, lambda dumper, value: dumper.represent_scalar("!function", str(value)))


def _dump(data: dict, signature: str) -> str:
    return f"# Written by wsc export ({signature}).\n" + yaml.dump(
        data, Dumper=_Dumper, sort_keys=False, allow_unicode=True)


def task_yaml(task: str) -> dict:
    """One task: multiple-input partial scoring of its documents."""
    return {"task": task, "custom_dataset": _Function("utils.load_docs"),
            "output_type": "multiple_choice", "test_split": "test", "doc_to_text": "label",
            "doc_to_choice": "contexts", "doc_to_target": "continuation",
            "target_delimiter": "", "should_decontaminate": True,
            "doc_to_decontamination_query": "sentence",
            "metric_list": [{"metric": "acc", "aggregation": "mean", "higher_is_better": True}],
            "metadata": {"version": 1.0}}


def group_yaml(group: str, tasks: list[str]) -> dict:
    """The group of an export's tasks, its aggregate row weighted by size (lm_eval's
    pooled accuracy and stderr)."""
    return {"group": group, "task": tasks,
            "aggregate_metric_list": [{"metric": "acc", "aggregation": "mean",
                                       "weight_by_size": True}],
            "metadata": {"version": 1.0}}


def group_name(tasks: list[str]) -> str:
    """The group's name, from its tasks: ``wsc_nyu_wsc_en`` + ``wsc_portuguese_wsc_pt`` ->
    ``wsc_nyu_wsc_en__portuguese_wsc_pt`` (shortened past 60 characters)."""
    name = "wsc_" + "__".join(sorted(t.removeprefix("wsc_") for t in tasks))
    if len(name) > GROUP_NAME_MAX:
        name = f"wsc_{min(tasks).removeprefix('wsc_')}_and_{len(tasks) - 1}_more"
    return name + "_group" if name in tasks else name


def task_name(corpus: str, lang: str) -> str:
    return re.sub(r"[^0-9a-z_]+", "_", f"wsc_{corpus}_{lang}".lower())


def documents(items: Iterable[Item], report: ExportReport,
              manual_fixes: ManualFixes | None = None, jobs: Jobs = 1
              ) -> dict[str, list[dict]]:
    """Task name -> its documents, from the items that can be scored."""
    tasks: dict[str, list[dict]] = {}
    for item, _sub, aligned, reason in aligned_items(list(items), manual_fixes, jobs):
        if not reason and item.answer is None:
            reason = "no answer to score against"
        if not reason and not aligned.continuation.strip():
            reason = "nothing follows the candidate to score"
        if reason:
            report.skip(item.id, reason)
            continue
        doc = {"id": item.id, "source_id": item.provenance.source_id or "",
               "sentence": item.text,
               "contexts": [aligned.prefix + filler for filler in aligned.fillers],
               "continuation": aligned.continuation, "label": item.answer,
               "realigned": aligned.realigned}
        tasks.setdefault(task_name(item.provenance.corpus, item.lang), []).append(doc)
    return tasks


def write_dir(corpus: Corpus, out_dir: Path, inputs: Iterable[str | Path] = (),
              manual_fixes: ManualFixes | None = None, jobs: Jobs = 1) -> ExportReport:
    report = ExportReport()
    tasks = documents(corpus.items, report, manual_fixes, jobs)
    fixes = {"manual_fixes": Path(manual_fixes.source).name} if manual_fixes else {}
    signature = str(Signature.for_corpus(
        corpus, settings={"format": "lm-eval", "partial_split": SPLIT} | fixes,
        resources=resources(sorted({item.lang for item in corpus.items}))))
    loader = templates().get_template("lm_eval_utils.py.j2").render(docs=DOCS)
    with atomic_dir(out_dir, inputs) as tmp:
        for name, docs in tasks.items():
            report.write(tmp, f"{name}/{DOCS}", jsonl_text(docs))
            report.write(tmp, f"{name}/utils.py", loader)
            report.write(tmp, f"{name}/{name}.yaml", _dump(task_yaml(name), signature))
            report.written += len(docs)
        group = group_name(sorted(tasks))
        report.write(tmp, f"{group}.yaml", _dump(group_yaml(group, sorted(tasks)), signature))
        readme = templates().get_template("lm_eval_readme.md.j2").render(
            tasks=sorted(tasks.items()), where=os.fspath(out_dir), group=group)
        report.write(tmp, "README.md", readme)
        write_manifest(tmp, "lm-eval", signature, report)
    return report
