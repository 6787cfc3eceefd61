"""Collections by name: a checksummed catalogue of the published Winograd collections.

``data/collections.toml`` lists every upstream file (URL pinned to a commit, size, SHA-256),
every work to cite (license, citation, BibTeX) and every collection: the files it needs, how
they are read (format, language, which files go to the reader), its item count and sources. Where a PATH is accepted, a collection
name is too: :func:`resolve` turns it into the files to read, fetched with pooch into
``cache_root()/collections`` on first use, verified against the registry, and read from there
afterwards.

Environment: ``WSC_OFFLINE=1`` never touches the network (a file not in the cache is an error
that names it); ``WSC_MIRROR=URL`` fetches the file ``KEY`` from ``URL/KEY`` instead of its
upstream URL (a mirror is laid out like the cache); ``WSC_RETRIES`` (default 2) is how many
times a failed download is tried again.
"""

from __future__ import annotations

import contextlib
import difflib
import functools
import hashlib
import os
import re
import shutil
import sys
import tomllib
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from importlib import resources
from pathlib import Path

from wsc_corpus.cache import cache_root, remove_orphans, remove_partial, temp_beside, writing
from wsc_corpus.errors import FetchError, UnknownCollectionError, at
from wsc_corpus.models import Item


@dataclass(frozen=True)
class RemoteFile:
    """One upstream file; ``key`` is its path in the cache and on a mirror."""

    key: str
    url: str
    sha256: str
    size: int

    @property
    def local(self) -> Path:
        return files_dir() / self.key


@dataclass(frozen=True)
class Source:
    """A work to cite: its license as stated upstream and its Hugging Face id, a one-line
    citation, BibTeX, and ``also``: the works cited with it on a dataset card."""

    name: str
    title: str
    license: str
    license_id: str
    upstream: str
    citation: str
    bibtex: str
    homepage: str = ""
    also: tuple[str, ...] = ()


@dataclass(frozen=True)
class Collection:
    """A published collection: the files it needs and how to read them."""

    name: str
    title: str
    lang: str
    items: int
    format: str
    files: tuple[RemoteFile, ...]
    read: tuple[str, ...]
    sources: tuple[str, ...]
    license: str
    citation: str
    homepage: str
    first: int | None = None
    note: str = ""

    def cached(self) -> bool:
        """Whether every file is in the cache (by size; reading verifies the hash)."""
        return all(f.local.is_file() and f.local.stat().st_size == f.size for f in self.files)

    def as_dict(self) -> dict:
        return asdict(self) | {"cached": self.cached()}


@dataclass(frozen=True)
class Input:
    """One input to read: a path, with the format, language and item limit a collection sets
    (None: detect the format, use the command's ``--lang``, keep every item)."""

    path: Path
    fmt: str | None = None
    lang: str | None = None
    first: int | None = None
    collection: str | None = None


@functools.cache
def _registry_data() -> dict:
    text = resources.files("wsc_corpus").joinpath("data/collections.toml").read_text("utf-8")
    return tomllib.loads(text)


@functools.cache
def sources() -> dict[str, Source]:
    """Every work the registry cites, by name (``Provenance.corpus`` of the items from it)."""
    return {name: Source(name=name, **spec | {"also": tuple(spec.get("also", ()))})
            for name, spec in _registry_data()["sources"].items()}


@functools.cache
def catalogue() -> dict[str, Collection]:
    """Every collection, by name, as the registry shipped with the package lists them; its
    license and homepage are its first source's, its citation all of theirs."""
    data = _registry_data()
    files = {key: RemoteFile(key=key, **spec) for key, spec in data["files"].items()}
    found = {}
    for name, spec in data["collections"].items():
        spec = dict(spec)
        keys, cited = spec.pop("files"), [sources()[s] for s in spec.pop("sources")]
        found[name] = Collection(
            name=name, files=tuple(files[k] for k in keys), read=tuple(spec.pop("read", keys)),
            sources=tuple(s.name for s in cited), license=cited[0].license,
            citation=" ".join(s.citation for s in cited), homepage=cited[0].homepage, **spec)
    return found


def files_dir() -> Path:
    """Where fetched collection files live: ``cache_root()/collections``."""
    return cache_root() / "collections"


def _suggest(name: str) -> str:
    close = difflib.get_close_matches(name, list(catalogue()), n=3, cutoff=0.6)
    if close:
        return "; did you mean " + " or ".join(close) + "?"
    return "; `wsc collections` lists the names"


def get(name: str) -> Collection:
    """The collection called ``name``; an unknown name suggests the closest ones."""
    if name not in catalogue():
        raise UnknownCollectionError(f"unknown collection {name!r}{_suggest(name)}")
    return catalogue()[name]


def _is_path(arg: str | Path) -> bool:
    """An argument is a path when it exists or looks like one (a folder or an extension)."""
    text = str(arg)
    return Path(text).exists() or "/" in text or os.sep in text or bool(Path(text).suffix)


def resolve(arg: str | Path, download: bool = True) -> list[Input]:
    """What one PATH argument names: itself when it is a path, else the files of the collection
    of that name, fetched and verified first (unless ``download`` is False)."""
    if _is_path(arg):
        return [Input(Path(arg))]
    if str(arg) not in catalogue():
        raise UnknownCollectionError(
            f"no such file, directory or collection{_suggest(str(arg))}", at(arg))
    collection = catalogue()[str(arg)]
    if download:
        fetch(collection)
    return [Input(files_dir() / key, collection.format, collection.lang, collection.first,
                  collection.name) for key in collection.read]


def portable(items: list[Item]) -> list[Item]:
    """Record the files of fetched collections by their key (``nyu_wsc/WSCollection.xml``)
    rather than their place in this machine's cache, so that a collection loaded by name has
    the same corpus hash, hence signature, everywhere."""
    root = f"{files_dir()}{os.sep}"
    for item in items:
        if item.provenance.file and item.provenance.file.startswith(root):
            item.provenance.file = item.provenance.file[len(root):]
    return items


def named(args: Iterable[str | Path]) -> list[Collection]:
    """The collections among command-line arguments (the paths left out)."""
    return [catalogue()[str(a)] for a in args if not _is_path(a) and str(a) in catalogue()]


def _digest(path: Path) -> tuple[int, str]:
    """Size and SHA-256 of a file."""
    with path.open("rb") as handle:
        return os.fstat(handle.fileno()).st_size, hashlib.file_digest(handle, "sha256").hexdigest()


def verified(file: RemoteFile) -> bool:
    """Whether the cache holds the file with its registered size and SHA-256."""
    local = file.local
    return (local.is_file() and local.stat().st_size == file.size
            and _digest(local)[1] == file.sha256)


def offline() -> bool:
    return os.environ.get("WSC_OFFLINE", "") not in ("", "0")


def _say(message: str) -> None:
    print(f"wsc: {message}", file=sys.stderr, flush=True)


def _cite(collection: Collection) -> None:
    _say(f"{collection.name}: verified and cached in {files_dir()}; license: "
         f"{collection.license}; cite: {collection.citation}")


def fetch(collection: Collection, progress: bool | None = None) -> list[Path]:
    """The cached copies of a collection's files, downloading and verifying missing ones first
    (license and citation are shown then). ``progress``: a progress bar (default: on a terminal).
    """
    from wsc_corpus.progress import enabled

    missing = [f for f in collection.files if not verified(f)]
    if missing and offline():
        file = missing[0]
        state = "does not match its checksum" if file.local.exists() else "is not"
        raise FetchError(
            f"WSC_OFFLINE is set and {file.key} {state} in the cache ({file.local}); run "
            f"'wsc get {collection.name}' with network access, or 'wsc get --from DIR'",
            at(collection.name))
    if missing:
        remove_orphans(files_dir())  # what a killed download or copy left
        remove_partial(files_dir())
        size = sum(f.size for f in missing)
        amount = f"{size / 1e6:.1f} MB" if size >= 1e6 else f"{size / 1e3:.0f} kB"
        _say(f"{collection.name}: downloading {len(missing)} file(s), {amount}, from "
             f"{_mirror() or 'upstream'}")
        registry = _registry()
        for file in missing:
            _download(registry, file, enabled() if progress is None else progress)
        _cite(collection)
    return [f.local for f in collection.files]


def _mirror() -> str | None:
    mirror = os.environ.get("WSC_MIRROR", "").strip()
    if mirror and not re.match(r"https?://", mirror):
        raise FetchError(f"WSC_MIRROR={mirror!r} is not an http(s) URL; files in a folder are "
                         "registered with 'wsc get --from DIR'")
    return mirror.rstrip("/") + "/" if mirror else None


def _registry():
    """A pooch registry of every file: upstream URLs, or the mirror's ``URL/KEY``."""
    import pooch

    pooch.get_logger().setLevel("WARNING")
    files = {f.key: f for c in catalogue().values() for f in c.files}
    mirror = _mirror()
    return pooch.create(
        path=files_dir(), base_url=mirror or "",
        registry={key: f"sha256:{f.sha256}" for key, f in files.items()},
        urls=None if mirror else {key: f.url for key, f in files.items()},
        retry_if_failed=int(os.environ.get("WSC_RETRIES", "2")))


def _download(registry, file: RemoteFile, progress: bool) -> None:
    """Fetch one file with pooch's HTTP downloader, keeping the size and hash of what arrived
    for the error, and marking each temporary file it downloads into as being written until
    pooch has moved it into place, so that another run's ``cache.remove_partial`` leaves it
    alone."""
    import pooch

    http = pooch.HTTPDownloader(progressbar=progress)
    received: tuple[int, str] | None = None  # what the last try got
    held = contextlib.ExitStack()

    def downloader(url: str, output_file: str, registry) -> None:
        nonlocal received
        held.enter_context(writing(Path(output_file)))
        received = None
        http(url, output_file, registry)
        received = _digest(Path(output_file))

    try:
        registry.fetch(file.key, downloader=downloader)
    except (OSError, ValueError) as exc:  # requests' errors are OSErrors
        raise FetchError(f"{_problem(exc, file, received)}: {registry.get_url(file.key)}",
                         at(file.key)) from exc
    finally:
        held.close()
        _prune(file.local.parent)


def _problem(exc: OSError | ValueError, file: RemoteFile, received: tuple[int, str] | None
             ) -> str:
    """What went wrong in a download, in a few words."""
    from requests import exceptions

    if isinstance(exc, exceptions.HTTPError):
        return f"HTTP {exc.response.status_code} {exc.response.reason}"
    if isinstance(exc, exceptions.ChunkedEncodingError):
        got = re.search(r"IncompleteRead\((\d+) bytes read", str(exc))
        return "download cut short" + (f": {got[1]} of {file.size} bytes" if got else "")
    if isinstance(exc, exceptions.ConnectionError):
        reason = re.search(r"\[Errno -?\d+\] ([^'\")]+)", str(exc))
        return f"cannot connect ({reason[1] if reason else 'no network'})"
    if isinstance(exc, exceptions.RequestException):
        return f"download failed ({type(exc).__name__})"
    if isinstance(exc, ValueError):  # pooch: the hash of what arrived is not the registered one
        if received is None:
            return f"download failed ({exc})"
        size, sha = received
        return (f"download cut short: {size} of {file.size} bytes" if size < file.size
                else f"SHA-256 is {sha}, expected {file.sha256} (changed upstream?)")
    return f"cannot write the cache: {exc.strerror or exc}"


def _prune(folder: Path) -> None:
    """Remove the empty folders a failed fetch left, up to the collections folder."""
    root = files_dir()
    while folder == root or root in folder.parents:
        with contextlib.suppress(OSError):
            folder.rmdir()  # only when empty
        folder = folder.parent


def find_in(file: RemoteFile, directory: Path) -> Path | None:
    """A copy of the file in a folder laid out like a mirror, or at its top."""
    return next((candidate for candidate in (directory / file.key, directory / Path(file.key).name)
                 if candidate.is_file()), None)


def register(collection: Collection, directory: Path) -> list[Path]:
    """Copy a collection's files from a folder the user has into the cache, each checked
    against its SHA-256 first; nothing is downloaded."""
    missing = [f for f in collection.files if not verified(f)]
    if missing:
        remove_orphans(files_dir())  # what a killed download or copy left
        for file in missing:
            source = find_in(file, directory)
            if source is None:
                raise FetchError(f"{file.key} not found in {directory} (looked for "
                                 f"{directory / file.key} and "
                                 f"{directory / Path(file.key).name})", at(collection.name))
            _copy_verified(source, file)
        _cite(collection)
    return [f.local for f in collection.files]


def _copy_verified(source: Path, file: RemoteFile) -> None:
    folder = file.local.parent
    folder.mkdir(parents=True, exist_ok=True)
    try:
        with temp_beside(file.local) as tmp:
            with source.open("rb") as reader, tmp.open("wb") as writer:
                shutil.copyfileobj(reader, writer)  # a pipe too
            size, sha = _digest(tmp)
            if sha != file.sha256:
                raise FetchError(f"SHA-256 is {sha}, expected {file.sha256} "
                                 f"({size} bytes, {file.size} expected; upstream {file.url})",
                                 at(source))
    except BaseException:
        _prune(folder)
        raise
