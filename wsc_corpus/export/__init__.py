"""Writers of the export flavours, one module per flavour.

A single-file flavour module defines ``DESCRIPTION`` and
``write(corpus, handle, **options) -> ExportReport``; a directory flavour defines
``DIRECTORY = True`` and ``write_dir(corpus, out_dir, **options) -> ExportReport``.
The canonical JSONL flavour is the reader's own writer, ``wsc_corpus.formats.jsonl``.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import shutil
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import IO

from wsc_corpus.errors import OutputError, WscError, at
from wsc_corpus.models import Corpus
from wsc_corpus.output import check_not_input

_MODULES = {
    "jsonl": "wsc_corpus.formats.jsonl",
    "html": "wsc_corpus.export.html",
    "winogrande": "wsc_corpus.export.winogrande",
    "superglue": "wsc_corpus.export.superglue",
    "xwinograd": "wsc_corpus.export.xwinograd",
    "lm-eval": "wsc_corpus.export.lm_eval",
    "hf": "wsc_corpus.export.hf",
}

# The file every directory export writes; a directory holding it may be replaced.
MANIFEST = "wsc-export.json"


def flavour_names() -> list[str]:
    return list(_MODULES)


def get_flavour(name: str) -> ModuleType:
    if name not in _MODULES:
        raise WscError(f"unknown export format {name!r}; expected one of: "
                       f"{', '.join(flavour_names())}",
                       code="E010")
    return importlib.import_module(_MODULES[name])


def export(corpus: Corpus, name: str, out: str | Path,
           inputs: Iterable[str | Path] = (), **options: object) -> ExportReport:
    """Write ``corpus`` as flavour ``name`` to ``out`` (a directory for lm-eval and hf, else a
    file; ``"-"``: standard output), atomically, never over one of ``inputs``."""
    from wsc_corpus.output import atomic_open
    from wsc_corpus.progress import spinner

    module = get_flavour(name)
    if getattr(module, "DIRECTORY", False):
        if str(out) == "-":
            raise WscError(f"--format {name} writes a directory; give -o DIR", code="E010")
        with spinner(f"export {name}"):
            return module.write_dir(corpus, Path(out), inputs=list(inputs), **options)
    with spinner(f"export {name}"), atomic_open(str(out), inputs=list(inputs)) as handle:
        return write_file(name, corpus, handle, **options)


def write_file(name: str, corpus: Corpus, handle: IO[str], **options: object) -> ExportReport:
    """Write a single-file flavour to an open text handle."""
    module = get_flavour(name)
    if getattr(module, "DIRECTORY", False):
        raise WscError(f"`flavour` {name} writes a directory; give `output` a directory",
                       code="E010")
    result = module.write(corpus, handle, **options)
    return ExportReport(written=result) if isinstance(result, int) else result


@dataclass
class ExportReport:
    """What an export wrote, and what it had to leave out (item id -> reason)."""

    written: int = 0
    skipped: dict[str, str] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)

    def skip(self, item_id: str, reason: str) -> None:
        self.skipped[item_id] = reason


@contextlib.contextmanager
def atomic_dir(out: str | Path, inputs: Iterable[str | Path] = ()) -> Iterator[Path]:
    """A fresh temporary directory that replaces ``out`` on success.

    ``out`` must not exist, be empty, or hold a previous export (its ``wsc-export.json``), so
    that no other directory is ever replaced; it must not be or contain an input.
    """
    target = Path(out)
    check_not_input(target, inputs)
    for given in inputs:
        if Path(given).resolve().is_relative_to(target.resolve()):
            raise OutputError(f"refusing to replace a directory that holds the input {given}",
                              at(out))
    if target.exists():
        if not target.is_dir():
            raise OutputError("exists and is not a directory", at(out))
        if any(target.iterdir()) and not (target / MANIFEST).is_file():
            raise OutputError(f"directory is not empty and holds no {MANIFEST} from a "
                              "previous export; choose another output directory", at(out))
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    umask = os.umask(0)
    os.umask(umask)
    tmp.chmod(0o777 & ~umask)
    try:
        yield tmp
        old = None
        if target.exists():
            old = Path(tempfile.mkdtemp(prefix=f".{target.name}.old.", dir=target.parent))
            os.replace(target, old / "dir")
        os.replace(tmp, target)
        if old is not None:
            shutil.rmtree(old)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def write_manifest(out_dir: Path, flavour: str, signature: str, report: ExportReport) -> None:
    """Record how a directory export was made (and what it left out) next to its files."""
    data = {"format": flavour, "signature": signature, "written": report.written,
            "files": sorted(report.files), "skipped": report.skipped}
    (out_dir / MANIFEST).write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n",
                                    encoding="utf-8")
