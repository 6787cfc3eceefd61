"""Readers (and writers) of the supported formats, one module each, and format detection.

A format module defines ``NAME``, ``DESCRIPTION``, ``detect(path, head) -> bool`` and
``load(path, lang) -> list[Item]``. It may also define ``companions(path)`` (files it reads
along with ``path``, skipped when a directory is walked) and ``OVERLAY = True`` with
``overlay(items, path) -> int`` for files that add tags to items loaded from other files, or
``NEEDS_CONTEXT = True`` with ``load(path, lang, context)`` for readers that use the items
already loaded (the PWS reader takes marked pronouns from FWSC285). A line format (one record
per line) also defines ``LINES`` (what a line holds, for the empty-file error),
``records(path, rows)`` (the items of ``(line number, object)`` rows) and ``group(path,
data)`` (the twin group of a line's item, without making it), so that its files can be read
in pieces by the processes that work on them (``wsc_corpus.formats.pieces``).
"""

from __future__ import annotations

import gc
import importlib
from collections.abc import Callable, Iterable, Sequence
from contextlib import contextmanager
from itertools import groupby
from pathlib import Path
from types import ModuleType

from wsc_corpus.catalogue import portable, resolve
from wsc_corpus.errors import UnknownFormatError, WscError, at
from wsc_corpus.models import Corpus, Item

# Detection order matters: the first module whose detect() accepts a file reads it.
_MODULES = {
    "wsc-markup": "wsc_markup",
    "nyu-xml": "nyu_xml",
    "pt-html": "pt_gabimelo",
    "fwsc285": "fwsc_json",
    "trichelair": "trichelair",
    "pws-tsv": "pws_tsv",
    "winogrande": "winogrande",
    "xwinograd": "xwinograd",
    "superglue": "superglue",
    "dpr": "dpr",
    "knowref": "knowref",
    "winogender": "winogender",
    "jsonl": "jsonl",
}

HEAD_BYTES = 4096

# What a walked directory holds besides its collection: documentation and licenses (read by
# people, never as data), and subfolders of alternative versions of the same files.
SKIPPED_SUFFIXES = (".md", ".rst", ".bib", ".pdf", ".cff")
SKIPPED_STEMS = ("readme", "license", "licence", "copying", "notice", "citation", "authors")
SKIPPED_DIRS = ("variants", "docs", "doc")

def format_names() -> list[str]:
    return list(_MODULES)


def get_format(name: str) -> ModuleType:
    """The module of a format, by name."""
    if name not in _MODULES:
        raise UnknownFormatError(f"unknown format {name!r}; expected one of {format_names()}")
    return importlib.import_module(f"wsc_corpus.formats.{_MODULES[name]}")


def detect(path: Path) -> ModuleType | None:
    """The format module that recognises a file (by its first ``HEAD_BYTES``), or None."""
    try:
        with path.open("rb") as handle:
            head = handle.read(HEAD_BYTES)
    except OSError as exc:
        raise WscError(f"cannot read: {exc.strerror or exc}", at(path)) from exc
    for name in _MODULES:
        module = get_format(name)
        if module.detect(path, head):
            return module
    return None


# Told what a directory walk skipped: the directory and the names (relative, folders with /).
OnSkipped = Callable[[Path, list[str]], None]


def _expand(paths: Iterable[Path], fmt: str | None,
            on_skipped: OnSkipped | None = None) -> list[tuple[Path, ModuleType]]:
    """Pair every input file with its format.

    Directories are walked, skipping documentation, licenses, ``variants/``-style subfolders
    (``SKIPPED_*``; ``on_skipped`` is told of them) and files no format recognises; a file that another
    input reads as its companion (the Portuguese JSON next to its HTML) is left out (``_pairs``
    leaves out a file named twice).
    """
    chosen: list[tuple[Path, ModuleType]] = []
    for path in paths:
        if path.is_dir():
            files, skipped = _walk(path)
            if skipped and on_skipped is not None:
                on_skipped(path, skipped)
            for file in files:
                module = get_format(fmt) if fmt else detect(file)
                if module is not None:
                    chosen.append((file, module))
        elif path.exists():
            module = get_format(fmt) if fmt else detect(path)
            if module is None:
                raise UnknownFormatError(
                    f"format not recognised; name it with `fmt`, one of {format_names()}",
                    at(path))
            chosen.append((path, module))
        else:
            raise WscError("no such file or directory", at(path))
    consumed = {c.resolve() for f, m in chosen if hasattr(m, "companions")
                for c in m.companions(f)}
    return [(path, module) for path, module in chosen if path.resolve() not in consumed]


def _pairs(paths: Sequence[str | Path], fmt: str | None,
           lang: str | None, on_skipped: OnSkipped | None = None) -> list[tuple[Path, ModuleType, str | None, int | None]]:
    """Every file to read, with its format, language and item limit; a collection name among
    the paths stands for its files (fetched on first use), read as the catalogue says."""
    inputs = [source for arg in paths for source in resolve(arg)]
    found, seen = [], set()
    for (given, language, first), group in groupby(inputs, lambda s: (s.fmt, s.lang, s.first)):
        for path, module in _expand([s.path for s in group], given or fmt, on_skipped):
            if path.resolve() not in seen:
                seen.add(path.resolve())
                found.append((path, module, language or lang, first))
    return found


def _walk(folder: Path, seen: set[tuple[int, int]] | None = None,
          ) -> tuple[list[Path], list[str]]:
    """The data files under a folder, and what was skipped (relative names, folders with /).
    A folder reached again through a symbolic link (``seen``: device and inode) is not walked
    again, so links to ``.`` or ``..`` neither loop nor multiply the walk."""
    seen = set() if seen is None else seen
    try:
        info = folder.stat()
    except OSError:
        return [], []
    if (info.st_dev, info.st_ino) in seen:
        return [], []
    seen.add((info.st_dev, info.st_ino))
    files: list[Path] = []
    skipped: list[str] = []
    for entry in sorted(folder.iterdir()):
        if entry.name.startswith("."):
            continue
        if entry.is_dir():
            if entry.name.lower() in SKIPPED_DIRS:
                skipped.append(entry.name + "/")
            else:
                inner, inner_skipped = _walk(entry, seen)
                files += inner
                skipped += [f"{entry.name}/{name}" for name in inner_skipped]
        elif entry.is_file():
            if entry.suffix.lower() in SKIPPED_SUFFIXES or \
                    entry.stem.lower().split(".")[0] in SKIPPED_STEMS:
                skipped.append(entry.name)
            else:
                files.append(entry)
    return files, skipped


def load_paths(paths: Sequence[str | Path], fmt: str | None = None,
               lang: str | None = None,
               on_skipped: OnSkipped | None = None) -> Corpus:
    """Load files, directories and collections (by name) into one corpus.

    Item files are read first, in order; overlay files (tag lists) are then applied to the
    items they describe, or read as items of their own when nothing else was loaded. What a
    directory walk skips is passed to ``on_skipped`` (a library prints nothing; the CLI
    names them on stderr).
    """
    pairs = _pairs(paths, fmt, lang, on_skipped)
    with _no_gc():
        return Corpus(items=portable(_load_pairs(pairs)))


@contextmanager
def _no_gc():
    """The cyclic garbage collector paused while reading, and what was built then moved to
    its oldest generation: the items all outlive the reading, and a pass of the young
    collection over them (the first allocation after it is resumed) costs as much as half
    the reading. ``gc.freeze`` then ``gc.unfreeze`` moves every tracked object to the oldest
    generation without visiting any; skipped where the caller froze objects of its own."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
        if gc.get_freeze_count() == 0:
            gc.freeze()
            gc.unfreeze()
    finally:
        if enabled:
            gc.enable()


def _load_pairs(pairs: list[tuple[Path, ModuleType, str | None, int | None]]) -> list[Item]:
    items: list[Item] = []
    for path, module, language, first in pairs:
        if not getattr(module, "OVERLAY", False) and not getattr(module, "NEEDS_CONTEXT", False):
            items.extend(module.load(path, language)[:first])
    for path, module, language, first in pairs:
        if getattr(module, "NEEDS_CONTEXT", False):
            items.extend(module.load(path, language, context=list(items))[:first])
    for path, module, language, first in pairs:
        if getattr(module, "OVERLAY", False) and (not items or not module.overlay(items, path)):
            items.extend(module.load(path, language)[:first])
    return items


def load_inputs(paths: Sequence[str | Path], fmt: str | None = None,
                lang: str | None = None, on_skipped: OnSkipped | None = None) -> Corpus:
    """What a command's PATH arguments name: the inputs (the embedded corpus when there are
    none, its README not reported as skipped), with ``lang`` also keeping only that
    language."""
    corpus = load_paths(list(paths) or [default_corpus_path()], fmt=fmt, lang=lang,
                        on_skipped=on_skipped if paths else None)
    if lang:
        corpus = Corpus(items=[item for item in corpus.items if item.lang == lang])
    return corpus


def default_corpus_path() -> Path:
    """The embedded corpus ``schemas/`` of the source checkout (``make setup`` installs the
    package in editable mode, next to it)."""
    path = Path(__file__).resolve().parent.parent.parent / "schemas"
    if not path.is_dir():
        raise WscError("the embedded corpus schemas/ was not found; pass a PATH")
    return path
