"""The writers, one registry: each output format's module, and how an export is written.

A format that is also read keeps its writer beside its reader (``formats/<format>.py``:
jsonl, wsc-markup, winogrande, superglue, xwinograd); the output-only flavours live here
(html, lm-eval, hf). A single-file writer defines
``write(corpus, handle, **options) -> ExportReport`` (or the item count); a directory writer
defines ``DIRECTORY = True`` and ``write_dir(corpus, out_dir, **options) -> ExportReport``;
``SUBSTITUTES = True`` marks a writer built from substituted sentences (it takes manual
fixes and ``jobs``).
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import json
import os
import re
import shutil
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from html import escape
from importlib import resources
from pathlib import Path
from types import ModuleType
from typing import IO, TYPE_CHECKING

from wsc_corpus.errors import OutputError, WscError, at
from wsc_corpus.models import Corpus
from wsc_corpus.output import check_not_input, resolved, umask

if TYPE_CHECKING:
    import jinja2

WRITERS = {
    "jsonl": "wsc_corpus.formats.jsonl",
    "wsc-markup": "wsc_corpus.formats.wsc_markup",
    "html": "wsc_corpus.export.html",
    "winogrande": "wsc_corpus.formats.winogrande",
    "superglue": "wsc_corpus.formats.superglue",
    "xwinograd": "wsc_corpus.formats.xwinograd",
    "lm-eval": "wsc_corpus.export.lm_eval",
    "hf": "wsc_corpus.export.hf",
}
# What ``wsc convert --to`` writes: the lossless format and the one for editing by hand.
CONVERT = ("jsonl", "wsc-markup")

# The file every directory export writes; a directory holding it may be replaced.
MANIFEST = "wsc-export.json"


def get_flavour(name: str) -> ModuleType:
    """The module that writes format ``name``."""
    if name not in WRITERS:
        raise WscError(f"unknown export format {name!r}; expected one of: {', '.join(WRITERS)}",
                       code="E010")
    return importlib.import_module(WRITERS[name])


def export(corpus: Corpus, name: str, out: str | Path,
           inputs: Iterable[str | Path] = (), step: str = "export",
           **options: object) -> ExportReport:
    """Write ``corpus`` as format ``name`` to ``out`` (a directory for lm-eval and hf, else a
    file; ``"-"``: standard output), atomically, never over one of ``inputs``; ``step``
    names the work on the progress line."""
    from wsc_corpus.output import atomic_open
    from wsc_corpus.progress import spinner

    module = get_flavour(name)
    if getattr(module, "DIRECTORY", False):
        if str(out) == "-":
            raise WscError(f"--format {name} writes a directory; give -o DIR", code="E010")
        with spinner(f"{step} {name}"):
            return module.write_dir(corpus, Path(out), inputs=list(inputs), **options)
    with spinner(f"{step} {name}"), atomic_open(str(out), inputs=list(inputs)) as handle:
        return write_file(name, corpus, handle, **options)


def write_file(name: str, corpus: Corpus, handle: IO[str], **options: object) -> ExportReport:
    """Write a single-file flavour to an open text handle."""
    module = get_flavour(name)
    if getattr(module, "DIRECTORY", False):
        raise WscError(f"`flavour` {name} writes a directory; give `output` a directory",
                       code="E010")
    result = module.write(corpus, handle, **options)
    return ExportReport(written=result) if isinstance(result, int) else result


@functools.cache
def templates() -> jinja2.Environment:
    """The templates of the written pages and cards (``wsc_corpus/templates``: the
    top-level ``templates/`` of a checkout, linked into the package, and installed with it
    as package data): HTML autoescaped; Markdown not (a data value goes through the
    ``markdown`` filter, :func:`markdown_text`)."""
    import jinja2

    folder = resources.files("wsc_corpus") / "templates"
    env = jinja2.Environment(
        loader=jinja2.FunctionLoader(lambda name: (folder / name).read_text(encoding="utf-8")),
        autoescape=jinja2.select_autoescape(enabled_extensions=("html.j2",),
                                            default_for_string=True),
        trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined)
    env.filters["markdown"] = markdown_text
    return env


_PLAIN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:-]*")
_MARKDOWN = re.compile(r"([\\`*_{}\[\]()#+\-.!|~>])")


def markdown_text(value: str) -> str:
    """A data value (a corpus name) as literal Markdown on one line: a plain name as code,
    anything else with every character Markdown gives a meaning to escaped and HTML
    characters as entities."""
    if _PLAIN.fullmatch(value):
        return f"`{value}`"
    value = escape(" ".join(value.split()), quote=False)
    return _MARKDOWN.sub(r"\\\1", value)


@dataclass
class ExportReport:
    """What an export wrote, what it had to leave out (item id -> reason) and, per item
    written, the fields the format could not hold (wsc-markup)."""

    written: int = 0
    skipped: dict[str, str] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)
    losses: dict[str, list[str]] = field(default_factory=dict)

    def skip(self, item_id: str, reason: str) -> None:
        self.skipped[item_id] = reason

    def write(self, folder: Path, name: str, text: str) -> None:
        """Write a file of a directory export (``name``: its path there, folders made as
        needed) in UTF-8, and list it in :attr:`files`."""
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
        self.files.append(name)


@contextlib.contextmanager
def atomic_dir(out: str | Path, inputs: Iterable[str | Path] = ()) -> Iterator[Path]:
    """A fresh temporary directory whose files replace those of ``out`` on success.

    ``out`` must not exist, be empty, or hold a previous export (its ``wsc-export.json``), so
    that no other directory is ever written into; it must not be or contain an input. A new
    ``out`` is renamed into place whole; into a previous export, each file this export writes
    is renamed into place and the files the previous manifest listed that this one does not
    are removed: files the user added there are left alone.
    """
    target = Path(out)
    check_not_input(target, inputs)
    for given in inputs:
        if resolved(given).is_relative_to(resolved(target, OutputError)):
            raise OutputError(f"refusing to replace a directory that holds the input {given}",
                              at(out))
    previous: list[str] | None = None
    if target.exists() or target.is_symlink():
        if target.is_symlink() or not target.is_dir():
            raise OutputError("exists and is not a directory", at(out))
        if (target / MANIFEST).is_file():
            previous = _owned(target)
        elif any(target.iterdir()):
            raise OutputError(f"directory is not empty and holds no {MANIFEST} from a "
                              "previous export; choose another output directory", at(out))
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    tmp.chmod(0o777 & ~umask())  # mkdtemp makes 0700; give the usual folder mode
    try:
        yield tmp
        if not target.exists():
            os.replace(tmp, target)
            return
        _merge(tmp, target, previous or [])
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _owned(target: Path) -> list[str]:
    """The files a previous export's manifest lists (relative, inside ``target``)."""
    from wsc_corpus.formats._common import loads

    try:
        data = loads((target / MANIFEST).read_text(encoding="utf-8"), at(target / MANIFEST))
        files = [f for f in data.get("files", []) if isinstance(f, str)]
    except (OSError, ValueError, AttributeError, WscError):
        return []
    return [f for f in files if f and not Path(f).is_absolute() and ".." not in Path(f).parts]


def _merge(tmp: Path, target: Path, previous: list[str]) -> None:
    """Move every file of ``tmp`` into ``target`` (the manifest last) and remove the files
    of the previous export that this one no longer writes."""
    written = sorted((p.relative_to(tmp) for p in tmp.rglob("*") if p.is_file()),
                     key=lambda p: p.as_posix() == MANIFEST)
    for rel in written:
        dest = target / rel
        for parent in reversed(rel.parents[:-1]):  # a folder of the export: never a link
            folder = target / parent
            if folder.is_symlink() or (folder.exists() and not folder.is_dir()):
                raise OutputError(f"{parent} is not a folder; remove it and export again",
                                  at(target))
            folder.mkdir(exist_ok=True)
        if dest.is_dir() and not dest.is_symlink():
            raise OutputError(f"{rel} is a folder; remove it and export again", at(target))
        os.replace(tmp / rel, dest)
    kept = {rel.as_posix() for rel in written}
    for name in previous:
        old = target / name
        if name not in kept and (old.is_file() or old.is_symlink()):
            old.unlink()
            for parent in Path(name).parents[:-1]:
                with contextlib.suppress(OSError):  # only folders left empty
                    (target / parent).rmdir()


def jsonl_text(records: Iterable[dict]) -> str:
    """Records as JSON lines, not ASCII-escaped."""
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


def write_manifest(out_dir: Path, flavour: str, signature: str, report: ExportReport) -> None:
    """Record how a directory export was made (and what it left out) next to its files."""
    data = {"format": flavour, "signature": signature, "written": report.written,
            "files": sorted(report.files), "skipped": report.skipped}
    (out_dir / MANIFEST).write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n",
                                    encoding="utf-8")
