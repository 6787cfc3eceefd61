"""A Hugging Face dataset folder: JSONL splits, one config per corpus and language, and a
dataset card (``README.md``) stating each source's license and provenance.

Rows have one fixed flat schema (every key on every row, null where unknown), so that
``datasets.load_dataset("json", ...)`` and ``load_dataset(DIR, CONFIG)`` read them without
type conflicts. Spans are ``[start, end)`` character offsets. The split comes from the
input file's name (``train*``, ``dev*``/``val*``, else ``test``). Cannot carry: tag
sources, flags' details beyond their names, ``upstream_sentences`` (use ``--format jsonl``
for a lossless copy).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wsc_corpus.export import ExportReport, atomic_dir, write_manifest
from wsc_corpus.models import TAG_NAMES, Corpus, Item, Mention
from wsc_corpus.signature import Signature

DESCRIPTION = "Hugging Face dataset folder (JSONL splits per corpus and language, dataset card)"
DIRECTORY = True


@dataclass(frozen=True)
class Source:
    """What the card says of one upstream collection."""

    title: str
    license: str  # a Hugging Face license id
    terms: str
    upstream: str


# By ``Provenance.corpus``; from each collection's upstream repository and paper.
SOURCES = {
    "nyu_wsc": Source("Winograd Schema Collection WSC285 (Levesque, Davis & Morgenstern)",
                      "cc-by-4.0", "CC BY 4.0, as stated on the NYU page",
                      "NYU WSCollection.xml (mirror cglez/winograd)"),
    "portuguese_wsc": Source("Portuguese Winograd schemas (de Melo, Imaizumi & Cozman 2019)",
                             "mit", "MIT (repository license; no separate data license)",
                             "gabimelo/portuguese_wsc"),
    "fwsc285": Source("FWSC285 (Wang, Seminck & Amsili 2022)", "unknown",
                      "none stated; its LLF part is CC BY-SA 4.0", "xiaoouwang/FWSC285"),
    "pws": Source("PWS parallel Winograd schemata, French LLF set (Amsili & Seminck 2017)",
                  "cc-by-sa-4.0", "CC BY-SA 4.0", "nytud/PWS"),
    "trichelair": Source("Trichelair et al. (2019) associative/switchable labels", "unknown",
                         "none stated", "ptrichel/How-Reasonable-are-Common-Sense-Reasoning-Tasks"),
    "winogrande": Source("WinoGrande v1.1 (Sakaguchi et al. 2020)", "cc-by-4.0",
                         "CC-BY (dataset), Apache-2.0 (code)", "allenai/winogrande"),
    "superglue_wsc": Source("SuperGLUE WSC (Wang et al. 2019)", "cc-by-4.0",
                            "sentences CC BY 4.0 (from WSC); jiant repository MIT",
                            "SuperGLUE WSC.zip (copy in nyu-mll/jiant)"),
    "xwinograd": Source("XWinograd (Tikhonov & Ryabinin 2021)", "apache-2.0",
                        "Apache-2.0 (repository license)", "yandex-research/crosslingual_winograd"),
    "wsc-corpus": Source("wsc-corpus embedded schemas", "mit", "MIT (this project)",
                         "schemas/ of wsc-corpus"),
}
UNKNOWN = Source("unlisted source", "unknown", "unknown: check the source", "see provenance")


def split_of(item: Item) -> str:
    name = Path(item.provenance.file or "").name.lower()
    if name.startswith("train"):
        return "train"
    if name.startswith(("dev", "val")):
        return "validation"
    return "test"


def config_of(item: Item) -> str:
    return re.sub(r"[^0-9a-z_]+", "_", f"{item.provenance.corpus}_{item.lang}".lower())


def _span(mention: Mention | None) -> list[int] | None:
    return None if mention is None or mention.span is None else [mention.span.start,
                                                                  mention.span.end]


def row(item: Item) -> dict[str, Any]:
    """One item as a flat record with a fixed set of keys."""
    p = item.provenance
    record: dict[str, Any] = {
        "id": item.id, "lang": item.lang, "corpus": p.corpus, "schema_id": item.schema_id,
        "text": item.text,
        "pronoun": item.pronoun.text if item.pronoun else None, "pronoun_span": _span(item.pronoun),
        "candidates": [c.text for c in item.candidates],
        "candidate_spans": [_span(c) for c in item.candidates], "answer": item.answer,
        "special": item.special.text if item.special else None, "special_span": _span(item.special),
        "alternate": item.alternate.text if item.alternate else None,
        "alternate_span": _span(item.alternate),
        "snippet": item.snippet, "snippet_kind": item.snippet_kind,
    }
    record.update({name: item.tag(name) for name in TAG_NAMES})
    record.update({"flags": list(item.flags), "source_id": p.source_id,
                   "english_id": p.english_id,
                   "source_file": Path(p.file).name if p.file else None,
                   "source_line": p.line, "source_record": p.record, "notes": list(p.notes)})
    return record


def write_dir(corpus: Corpus, out_dir: Path, inputs: Iterable[str | Path] = ()) -> ExportReport:
    report = ExportReport()
    files: dict[tuple[str, str], list[Item]] = {}
    for item in corpus.items:
        files.setdefault((config_of(item), split_of(item)), []).append(item)
    signature = str(Signature.for_corpus(corpus, settings={"format": "hf"}))
    with atomic_dir(out_dir, inputs) as tmp:
        for (config, split), items in files.items():
            path = Path("data") / config / f"{split}.jsonl"
            (tmp / path).parent.mkdir(parents=True, exist_ok=True)
            with (tmp / path).open("w", encoding="utf-8") as handle:
                for item in items:
                    handle.write(json.dumps(row(item), ensure_ascii=False) + "\n")
            report.files.append(path.as_posix())
            report.written += len(items)
        (tmp / "README.md").write_text(card(corpus, files, signature), encoding="utf-8")
        report.files.append("README.md")
        write_manifest(tmp, "hf", signature, report)
    return report


def card(corpus: Corpus, files: dict[tuple[str, str], list[Item]], signature: str) -> str:
    """The dataset card: YAML metadata (licenses, languages, configs) and a provenance table."""
    used = sorted({item.provenance.corpus for item in corpus.items})
    sources = {name: SOURCES.get(name, UNKNOWN) for name in used}
    configs: dict[str, list[tuple[str, str]]] = {}
    for config, split in files:
        configs.setdefault(config, []).append((split, f"data/{config}/{split}.jsonl"))
    meta = ["---", "license:"]
    meta += [f"- {lic}" for lic in sorted({s.license for s in sources.values()})]
    meta += ["language:"] + [f"- {lang}" for lang in sorted({i.lang for i in corpus.items})]
    meta += ["pretty_name: Winograd schemas (wsc-corpus export)", "task_categories:",
             "- multiple-choice", "configs:"]
    for config, splits in configs.items():
        meta.append(f"- config_name: {config}")
        meta.append("  data_files:")
        for split, path in splits:
            meta += [f"  - split: {split}", f"    path: {path}"]
    meta.append("---")
    stats = corpus.stats()
    table = ["| source | license | upstream | items |", "|---|---|---|---|"]
    table += [f"| {s.title} (`{name}`) | {s.terms} (`{s.license}`) | {s.upstream} | "
              f"{stats['by_corpus'][name]} |" for name, s in sources.items()]
    counts = ["| config | split | items |", "|---|---|---|"]
    counts += [f"| `{config}` | {split} | {len(items)} |"
               for (config, split), items in files.items()]
    return "\n".join(meta) + f"""

# Winograd schemas

{stats['items']} items ({stats['schemas']} schemas) written by `wsc export --format hf`.
Each row is one sentence of a schema: its pronoun, candidates (`answer` indexes them),
the special/alternate word, the tags of Trichelair et al. (`associative`, `switchable`) and
`translated`, and where it came from (`source_file`, `source_line`, upstream `source_id`,
`english_id` for translations, translator `notes`). Spans are `[start, end)` character
offsets into `text`; `null` where the input does not locate the word.

## Sources and licenses

Each source keeps its own license; follow the one of every config you use.

{chr(10).join(table)}

## Configs

{chr(10).join(counts)}

Load one config: `datasets.load_dataset("path/to/this/folder", "CONFIG")`, or a file:
`datasets.load_dataset("json", data_files="data/CONFIG/test.jsonl")`.

Signature: `{signature}`
"""
