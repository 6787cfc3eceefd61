"""``wsc substitute``: each item's sentences with the pronoun replaced by each candidate."""

from __future__ import annotations

import json
from pathlib import Path

import click

from wsc_corpus.cli.options import (
    input_options,
    input_paths,
    jobs_option,
    load_inputs,
    manual_fixes_option,
    output_option,
    plan_inputs,
    resolve_fixes,
)
from wsc_corpus.formats.pieces import Plan, workers
from wsc_corpus.models import Corpus
from wsc_corpus.output import atomic_open
from wsc_corpus.progress import progress_bar
from wsc_corpus.substitute import SubstitutedSentence, Substitution
from wsc_corpus.substitute.fixes import ROLES
from wsc_corpus.substitute.report import WORKER_MODULES, SubstitutionStream, fixes_files


@click.command("substitute")
@input_options
@output_option
@click.option("--format", "fmt_out", type=click.Choice(["jsonl", "text"]), default="jsonl",
              show_default=True, help="JSONL (one object per item) or text for reading.")
@manual_fixes_option
@jobs_option
def substitute_command(paths: tuple[Path, ...], fmt: str | None, lang: str | None,
                       output: str, fmt_out: str, manual_fixes: str | None,
                       jobs: int) -> None:
    """Replace each item's pronoun by each candidate, with the grammar of its language.

    Writes the correct and incorrect sentences (and the switched pair for switchable items),
    each split into prefix, candidate and continuation for partial scoring, with the rules
    applied and what no rule covers.
    """
    render = as_json_line if fmt_out == "jsonl" else as_text
    # Inputs of a line format are read in pieces by the processes that substitute them:
    # nothing holds every item (manual fixes are checked against every item: read whole).
    # Other inputs are read here first, and the workers, forked from this process where it
    # may, hold the items and are sent positions. Each batch is rendered (and its items'
    # lines of the corpus hash made) where it was substituted, and written as it comes, so
    # that memory never holds every substitution.
    source: Corpus | Plan | None = None if manual_fixes else plan_inputs(paths, fmt, lang)
    fixes = None
    if source is None:
        source = load_inputs(paths, fmt, lang)
        fixes = resolve_fixes(manual_fixes, source.items)
    with workers(source, jobs, WORKER_MODULES) as jobs_run, \
            atomic_open(output, inputs=input_paths(paths) + fixes_files(fixes)) as handle, \
            progress_bar(len(source), "substitute") as update:
        stream = SubstitutionStream(source, jobs_run, update, render, fixes)
        for line in stream:
            handle.write(line + "\n")
        signature = stream.signature
        if fmt_out == "text":
            handle.write(f"signature: {signature}\n")
    if output != "-" or fmt_out == "jsonl":
        click.echo(f"{stream.items} items substituted; signature: {signature}", err=True)


def sentence_record(sentence: SubstitutedSentence | None) -> dict | None:
    if sentence is None:
        return None
    return {"text": sentence.text, "prefix": sentence.prefix, "candidate": sentence.candidate,
            "continuation": sentence.continuation, "manual_fix": sentence.manual_fix}


def as_record(sub: Substitution) -> dict:
    """One JSONL object: the four roles, every option, rules and findings."""
    record: dict = {"id": sub.id, "source_id": sub.source_id, "lang": sub.lang,
                    "answer": sub.answer}
    switched = sub.switched_options is not None
    for role in ROLES if switched else ROLES[:2]:
        record[role] = sentence_record(getattr(sub, role))
    record["options"] = [sentence_record(s) for s in sub.options]
    if switched:
        record["switched_options"] = [sentence_record(s) for s in sub.switched_options]
    record["rules"] = sub.rules
    record["findings"] = [f.model_dump() for f in sub.findings]
    return record


def as_json_line(sub: Substitution) -> str:
    """:func:`as_record` as one line of JSON."""
    return json.dumps(as_record(sub), ensure_ascii=False)


def as_text(sub: Substitution) -> str:
    """A block per item, the candidate in brackets."""
    head = f"{sub.id}" + (f" ({sub.source_id})" if sub.source_id else "") + f" [{sub.lang}]"
    if sub.rules:
        head += "  rules: " + ", ".join(sub.rules)
    lines = [head]
    roles = [(role, getattr(sub, role)) for role in ROLES]
    if sub.answer is None:
        roles = [(f"option {i}", s) for i, s in enumerate(sub.options)]
    for role, sentence in roles:
        if sentence is not None:
            fix = "" if sentence.manual_fix == "none" else f"  ({sentence.manual_fix} fix)"
            lines.append(f"  {role + ':':<20}{sentence.prefix}[{sentence.candidate}]"
                         f"{sentence.continuation}{fix}")
    lines += [f"  finding {f.code}: {f.message}" for f in sub.findings]
    return "\n".join(lines)
