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

import copy
import html
import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from wsc_corpus.catalogue import Source
from wsc_corpus.catalogue import sources as registry_sources
from wsc_corpus.export import ExportReport, atomic_dir, write_manifest
from wsc_corpus.models import TAG_NAMES, Corpus, Item, Mention
from wsc_corpus.signature import Signature

DESCRIPTION = "Hugging Face dataset folder (JSONL splits per corpus and language, dataset card)"
DIRECTORY = True


# The card's row for a corpus the registry does not list.
UNKNOWN = Source("unknown", "unlisted source", "unknown: check the source", "unknown",
                 "see provenance", "", "")


# The type of every column of ``row``, in the card's YAML (datasets' ``features``).
_SPAN = {"list": "int64"}
FEATURES = {
    "id": "string", "lang": "string", "corpus": "string", "schema_id": "string",
    "text": "string", "pronoun": "string", "pronoun_span": _SPAN,
    "candidates": {"list": "string"}, "candidate_spans": {"list": _SPAN},
    "answer": "int64", "special": "string", "special_span": _SPAN, "alternate": "string",
    "alternate_span": _SPAN, "snippet": "string", "snippet_kind": "string",
    **{name: "bool" for name in TAG_NAMES},
    "flags": {"list": "string"}, "source_id": "string", "english_id": "string",
    "source_file": "string", "source_line": "int64", "source_record": "int64",
    "notes": {"list": "string"},
}
ALL = "all"  # the default config: every file


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


def _feature(name: str, kind: str | dict) -> dict:
    return {"name": name, "dtype": kind} if isinstance(kind, str) else {"name": name, **kind}


def sources_of(corpus: Corpus) -> dict[str, Source]:
    """Every source an item or one of its tags came from, and those the registry
    (``data/collections.toml``) cites with them."""
    registry = registry_sources()
    names = {item.provenance.corpus for item in corpus.items}
    names |= {tag.source.split(":", 1)[0] for item in corpus.items
              for tag in item.tags.values()} & set(registry)
    names |= {also for name in names if name in registry for also in registry[name].also}
    return {name: registry.get(name, UNKNOWN) for name in sorted(names)}


_PLAIN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:-]*")
_MARKDOWN = re.compile(r"([\\`*_{}\[\]()#+\-.!|~>])")


def markdown_text(value: str) -> str:
    """A data value (a corpus name) as literal Markdown on one line: a plain name as code,
    anything else with every character Markdown gives a meaning to escaped and HTML
    characters as entities."""
    if _PLAIN.fullmatch(value):
        return f"`{value}`"
    value = html.escape(" ".join(value.split()), quote=False)
    return _MARKDOWN.sub(r"\\\1", value)


def card(corpus: Corpus, files: dict[tuple[str, str], list[Item]], signature: str) -> str:
    """The dataset card: YAML metadata (licenses, languages, typed features, configs, ``all``
    the default) written by a YAML library, a table of sources and their citations."""
    import yaml

    sources = sources_of(corpus)
    configs: dict[str, list[dict[str, str]]] = {}
    for config, split in files:
        configs.setdefault(config, []).append(
            {"split": split, "path": f"data/{config}/{split}.jsonl"})
    splits = sorted({split for _, split in files})
    every = [{"split": split, "path": [f"data/{c}/{s}.jsonl" for c, s in files if s == split]}
             for split in splits]
    features = [_feature(name, kind) for name, kind in FEATURES.items()]
    meta = {
        "license": sorted({s.license_id for s in sources.values()}),
        "language": sorted({i.lang for i in corpus.items}),
        "pretty_name": "Winograd schemas (wsc-corpus export)",
        "task_categories": ["multiple-choice"],
        "configs": [{"config_name": ALL, "default": True, "data_files": every}] +
                   [{"config_name": c, "data_files": d} for c, d in configs.items()],
        "dataset_info": [{"config_name": c, "features": copy.deepcopy(features)}
                         for c in [ALL, *configs]],  # copies: no YAML anchors
    }
    header = yaml.safe_dump(meta, sort_keys=False, allow_unicode=True)
    stats = corpus.stats()
    by_corpus = stats["by_corpus"]
    table = ["| source | license | upstream | items |", "|---|---|---|---|"]
    table += [f"| {s.title} ({markdown_text(name)}) | {s.license} (`{s.license_id}`) | {s.upstream} | "
              f"{by_corpus.get(name, 'tags only')} |" for name, s in sources.items()]
    counts = ["| config | split | items |", "|---|---|---|"]
    counts += [f"| `{config}` | {split} | {len(items)} |"
               for (config, split), items in files.items()]
    bibtex = "\n\n".join(s.bibtex for s in sources.values() if s.bibtex)
    return f"""---
{header}---

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

`{ALL}` (the default) holds every file; one config per corpus and language:

{chr(10).join(counts)}

Load everything: `datasets.load_dataset("path/to/this/folder")`; one config:
`datasets.load_dataset("path/to/this/folder", "CONFIG")`; a file:
`datasets.load_dataset("json", data_files="data/CONFIG/test.jsonl")`.

## Citation

Cite the source of every config you use:

```bibtex
{bibtex}
```

Signature: `{signature}`
"""
