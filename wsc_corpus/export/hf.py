"""A Hugging Face dataset folder: JSONL splits, one config per collection, size and
language, and a dataset card (``README.md``) stating each source's license and provenance.

Rows have one fixed flat schema (every key on every row, null where unknown), so that
``datasets.load_dataset("json", ...)`` and ``load_dataset(DIR, CONFIG)`` read them without
type conflicts; ``answer`` is a ``ClassLabel`` (the candidate's index). Spans are
``[start, end)`` character offsets. The split comes from the input file's name (``train*``,
``dev*``/``val*``, else ``test``); a training file with a size (WinoGrande's
``train_xs`` ... ``train_xl``, ``train-debiased``) makes a config of its own holding that
training set and the collection's other splits, as the hub's ``winogrande_xs`` ..., so the
nested sizes never merge into one split. There is no config mixing collections or languages.

``view="hub"`` writes the hub's field names instead (``allenai/winogrande``,
``Muennighoff/xwinograd``): ``sentence`` with ``_`` for the blank, ``option1``, ``option2``,
``answer`` ``"1"``/``"2"`` (``""`` when unknown), from the substituted sentences as
``--format winogrande``. Cannot carry: tag sources, flags' details beyond their names,
``upstream_sentences`` (use ``--format jsonl`` for a lossless copy).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from wsc_corpus.catalogue import Source
from wsc_corpus.catalogue import sources as registry_sources
from wsc_corpus.export import ExportReport, atomic_dir, jsonl_text, templates, write_manifest
from wsc_corpus.models import TAG_NAMES, Corpus, Item, Mention
from wsc_corpus.signature import Signature

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
VIEWS = ("full", "hub")
SIZES = ("xs", "s", "m", "l", "xl")  # training sizes, smallest first (WinoGrande's)
# The hub view's columns (allenai/winogrande, Muennighoff/xwinograd).
HUB_FEATURES = {"sentence": "string", "option1": "string", "option2": "string",
                "answer": "string"}


def split_of(item: Item) -> str:
    name = Path(item.provenance.file or "").name.lower()
    if name.startswith("train"):
        return "train"
    if name.startswith(("dev", "val")):
        return "validation"
    return "test"


def size_of(item: Item) -> str | None:
    """The size of a training file named ``train_SIZE`` / ``train-SIZE`` (WinoGrande's xs,
    s, m, l, xl, debiased), else None."""
    stem = Path(item.provenance.file or "").name.lower().split(".")[0]
    found = re.fullmatch(r"train[-_]([0-9a-z]+)", stem)
    return found.group(1) if found else None


def config_of(item: Item, size: str | None = None) -> str:
    """``corpus_lang``, or ``corpus_size_lang`` for one training size."""
    parts = [item.provenance.corpus, size, item.lang] if size else \
        [item.provenance.corpus, item.lang]
    return re.sub(r"[^0-9a-z_]+", "_", "_".join(parts).lower())


def layout(corpus: Corpus) -> tuple[dict[str, list[Item]], dict[str, list[dict[str, str]]]]:
    """The data files (path -> items) and the configs (name -> data_files): one config per
    collection and language, or per training size where the training files have sizes,
    each with the collection's validation and test files."""
    files: dict[str, list[Item]] = {}
    splits: dict[str, dict[str, str]] = {}  # collection_lang -> split or train size -> path
    for item in corpus.items:
        base, split, size = config_of(item), split_of(item), size_of(item)
        key = f"train_{size}" if split == "train" and size else split
        path = f"data/{base}/{key}.jsonl"
        files.setdefault(path, []).append(item)
        splits.setdefault(base, {})[key] = path
    configs: dict[str, list[dict[str, str]]] = {}
    for base, paths in splits.items():
        sizes = sorted((key.removeprefix("train_") for key in paths if key.startswith("train_")),
                       key=lambda size: (SIZES.index(size) if size in SIZES else len(SIZES), size))
        shared = [{"split": k, "path": v} for k, v in paths.items() if not k.startswith("train")]
        if not sizes:
            configs[base] = [{"split": k, "path": v} for k, v in paths.items()]
            continue
        first = next(item for item in corpus.items if config_of(item) == base)
        if "train" in paths:  # an unsized training file beside sized ones
            configs[base] = [{"split": "train", "path": paths["train"]}] + copy.deepcopy(shared)
        for size in sizes:
            configs[config_of(first, size)] = \
                [{"split": "train", "path": paths[f"train_{size}"]}] + copy.deepcopy(shared)
    return files, configs


def _span(mention: Mention | None) -> list[int] | None:
    return None if mention is None or mention.span is None else [mention.span.start,
                                                                  mention.span.end]


def row(item: Item) -> dict[str, Any]:
    """One item as a flat record: the columns of ``FEATURES``, in their order."""
    p = item.provenance
    record: dict[str, Any] = {
        "id": item.id, "lang": item.lang, "corpus": p.corpus, "schema_id": item.schema_id,
        "text": item.text, "candidates": [c.text for c in item.candidates],
        "candidate_spans": [_span(c) for c in item.candidates], "answer": item.answer,
        "snippet": item.snippet, "snippet_kind": item.snippet_kind, "flags": list(item.flags),
        "source_id": p.source_id, "english_id": p.english_id,
        "source_file": Path(p.file).name if p.file else None, "source_line": p.line,
        "source_record": p.record, "notes": list(p.notes),
    } | {name: item.tag(name) for name in TAG_NAMES}
    for name in ("pronoun", "special", "alternate"):
        mention = getattr(item, name)
        record[name] = mention.text if mention else None
        record[f"{name}_span"] = _span(mention)
    return {name: record[name] for name in FEATURES}


def hub_rows(items: list[Item], report: ExportReport) -> list[dict[str, str]]:
    """The hub view of some items (those the WinoGrande format can hold)."""
    from wsc_corpus.formats.winogrande import rows

    return [{"sentence": record["sentence"], "option1": record["option1"],
             "option2": record["option2"], "answer": record.get("answer", "")}
            for record in rows(Corpus(items=items), report)]


def _unique(items: list[Item], report: ExportReport) -> list[Item]:
    """The items of one file without repeats of an earlier one (same sentence, candidates
    and answer under another id: WinoGrande's training files hold two such pairs)."""
    seen: dict[tuple, Item] = {}
    for item in items:
        key = (item.text, tuple(c.text for c in item.candidates), item.answer)
        if key in seen:
            report.skip(item.id, f"duplicate: the same sentence, candidates and answer as "
                                 f"{seen[key].id}")
        else:
            seen[key] = item
    return list(seen.values())


def write_dir(corpus: Corpus, out_dir: Path, inputs: Iterable[str | Path] = (),
              view: str = "full") -> ExportReport:
    from wsc_corpus.errors import check_choice

    check_choice("view", view, VIEWS)
    report = ExportReport()
    files, configs = layout(corpus)
    settings = {"format": "hf"} | ({"view": view} if view != "full" else {})
    signature = str(Signature.for_corpus(corpus, settings=settings))
    with atomic_dir(out_dir, inputs) as tmp:
        for path, items in files.items():
            items = _unique(items, report)
            records = hub_rows(items, report) if view == "hub" else [row(i) for i in items]
            report.write(tmp, path, jsonl_text(records))
            report.written += len(records)
        report.write(tmp, "README.md", card(corpus, files, configs, signature, view))
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


def card(corpus: Corpus, files: dict[str, list[Item]],
         configs: dict[str, list[dict[str, str]]], signature: str, view: str = "full") -> str:
    """The dataset card (``templates/hf_card.md.j2``): YAML metadata (licenses, languages,
    typed features, configs, the first the default) written by ``yaml.safe_dump``, a table of
    sources and their citations."""
    import yaml

    sources = sources_of(corpus)
    labels = max([2] + [len(item.candidates) for item in corpus.items])
    kinds = HUB_FEATURES if view == "hub" else FEATURES | {
        "answer": {"class_label": {"names": {n: str(n) for n in range(labels)}}}}
    features = [_feature(name, kind) for name, kind in kinds.items()]
    meta = {
        "license": sorted({s.license_id for s in sources.values()}),
        "language": sorted({i.lang for i in corpus.items}),
        "pretty_name": "Winograd schemas (wsc-corpus export)",
        "task_categories": ["multiple-choice"],
        "configs": [{"config_name": c, "data_files": d} | ({"default": True} if n == 0 else {})
                    for n, (c, d) in enumerate(configs.items())],
        "dataset_info": [{"config_name": c, "features": copy.deepcopy(features)}
                         for c in configs],  # copies: no YAML anchors
    }
    return templates().get_template("hf_card.md.j2").render(
        header=yaml.safe_dump(meta, sort_keys=False, allow_unicode=True),
        stats=corpus.stats(), sources=sources, view=view, configs=configs,
        sizes={path: len(items) for path, items in files.items()}, signature=signature,
        bibtex="\n\n".join(s.bibtex for s in sources.values() if s.bibtex))
