"""Reference corpora for co-occurrence counts: streaming readers, counting, a cache.

Inputs are plain text (``.txt``, ``.gz``, ``.bz2``, ``.xz``; one sentence or document per
line, the unit of co-occurrence) or the "vertical" WaC format (FrWaC: ``<s>``...``</s>``
around one ``token<TAB>POS<TAB>lemma`` line per token; other ``<...>`` lines ignored): files,
directories or globs of them, local or on any fsspec filesystem (``s3://``, ``hdfs://``...).
Only the requested targets are counted, so memory is bounded by the target vocabulary, not
the corpus's. Counts are cached under :func:`wsc_corpus.cache.cache_root` keyed by the
SHA-256 of the corpus files' contents (of the store's checksums for remote files).

The unit of work is a :class:`Source`: a file, or a byte range of an uncompressed one, which
owns the sentences that start in it. The ``local`` engine counts sources in this process or
``jobs`` forked ones; the ``dask`` engine (:mod:`wsc_corpus.analysis.refcorpus_dask`) runs
the same :func:`count_source` on a Dask cluster.

Co-occurrence is counted per sentence (``window=None``: a count is the number of sentences
holding the word, or both words, and N the number of sentences) or within ``window`` tokens
of each other inside a sentence (a count is a number of occurrences, or of position pairs,
and N the number of tokens), as in Church & Hanks (1990).
"""

from __future__ import annotations

import bz2
import contextlib
import glob
import gzip
import hashlib
import json
import lzma
import re
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from functools import lru_cache, reduce
from pathlib import Path, PurePosixPath
from typing import IO

from wsc_corpus.analysis.lemmas import form_lemmas, normalize, prefix
from wsc_corpus.cache import cache_root
from wsc_corpus.errors import FormatError, WscError, at, installed
from wsc_corpus.output import atomic_open

FORMATS = ("auto", "plain", "vertical")
ENGINES = ("local", "dask")
COMPRESSED = {".gz": lambda raw: gzip.GzipFile(fileobj=raw), ".bz2": bz2.BZ2File,
              ".xz": lzma.LZMAFile}
WORD = re.compile(r"\w+(?:-\w+)*")
# A local file is a Path; a remote one its fsspec URL (``s3://bucket/key``).
CorpusFile = Path | str
# An uncompressed file larger than this is split into byte ranges for parallel counting.
CHUNK_BYTES = 16 * 1024 * 1024
_TICK_LINES = 8192
NEGATIVE_CACHE = 500_000
_UNKNOWN_LEMMAS = {"<unknown>", "@card@", "@ord@", "_", ""}


@dataclass(frozen=True)
class Source:
    """A corpus file, or the byte range ``[start, end)`` of an uncompressed one."""

    path: CorpusFile
    fmt: str
    start: int = 0
    end: int | None = None

    @property
    def size(self) -> int:
        return (self.end if self.end is not None else file_size(self.path)) - self.start


@dataclass
class Counts:
    """Sentence and token totals, and the counts of the targets and target pairs."""

    sentences: int = 0
    tokens: int = 0
    single: dict[str, int] = field(default_factory=dict)
    pairs: dict[tuple[str, str], int] = field(default_factory=dict)

    def merge(self, other: Counts) -> Counts:
        self.sentences += other.sentences
        self.tokens += other.tokens
        for mine, theirs in ((self.single, other.single), (self.pairs, other.pairs)):
            for key, value in theirs.items():
                mine[key] = mine.get(key, 0) + value
        return self

    def pair(self, a: str, b: str) -> int:
        return self.pairs.get(ordered(a, b), 0)

    def as_json(self) -> dict:
        return {"sentences": self.sentences, "tokens": self.tokens, "single": self.single,
                "pairs": [[a, b, n] for (a, b), n in sorted(self.pairs.items())]}

    @classmethod
    def from_json(cls, data: dict) -> Counts:
        return cls(data["sentences"], data["tokens"], dict(data["single"]),
                   {(a, b): n for a, b, n in data["pairs"]})


@dataclass(frozen=True)
class Request:
    """What to count: targets (``|``-joined lemma keys, see ``target_id``) and their pairs."""

    lang: str
    targets: frozenset[str]
    pairs: frozenset[tuple[str, str]]
    window: int | None = None

    def union(self, other: Request) -> Request:
        return Request(self.lang, self.targets | other.targets, self.pairs | other.pairs,
                       self.window)

    def covers(self, other: Request) -> bool:
        return other.targets <= self.targets and other.pairs <= self.pairs


def target_id(keys: Iterable[str]) -> str:
    """The name of a target: its lemma keys, sorted and joined by ``|``."""
    return "|".join(sorted(keys))


def ordered(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


# --- files -----------------------------------------------------------------------------------

def corpus_files(paths: Iterable[str | Path]) -> list[CorpusFile]:
    """The files named: directories expanded (recursively, sorted, hidden files skipped),
    globs expanded (sorted), URLs (``s3://``, ``hdfs://``, ``file://``...) through fsspec."""
    files: list[CorpusFile] = []
    for given in paths:
        text = str(given)
        if "://" in text:
            files += _url_files(text)
            continue
        path = Path(given)
        matches = [path]
        if not path.exists() and glob.has_magic(text):
            matches = [Path(m) for m in sorted(glob.glob(text, recursive=True))]
            if not matches:
                raise WscError("no reference corpus file matches this pattern", at(text))
        for match in matches:
            if match.is_dir():
                files += sorted(p for p in match.rglob("*") if p.is_file() and not any(
                    part.startswith(".") for part in p.relative_to(match).parts))
            elif match.is_file():
                files.append(match)
            else:
                raise WscError("reference corpus not found (expected a file, a directory, a "
                               "glob or a URL)", at(match))
    if not files:
        raise WscError("no files in the reference corpus", at(next(iter(paths), None)))
    return files


def _fsspec():
    return installed("dask", "a reference corpus given as a URL", "fsspec")[0]


def _url_files(url: str) -> list[CorpusFile]:
    """The files of a URL (a file, a directory or a glob); ``file://`` ones as local paths."""
    fsspec = _fsspec()
    try:
        fs, _, found = fsspec.core.get_fs_token_paths(url)
        files = []
        for name in sorted(found):
            if fs.isdir(name):
                files += sorted(f for f in fs.find(name) if not any(
                    part.startswith(".") for part in f[len(name):].split("/")))
            elif fs.isfile(name):
                files.append(name)
    except (OSError, ValueError, ImportError) as exc:
        raise WscError(f"cannot list the reference corpus: {exc}", at(url)) from exc
    if not files:
        raise WscError("reference corpus not found (no file at this URL)", at(url))
    local = "file" in (fs.protocol if isinstance(fs.protocol, tuple) else (fs.protocol,))
    return [Path(f) if local else fs.unstrip_protocol(f) for f in files]


def file_size(path: CorpusFile) -> int:
    if isinstance(path, Path):
        return path.stat().st_size
    fs, name = _fsspec().core.url_to_fs(path)
    return fs.size(name)


def _suffix(path: CorpusFile) -> str:
    return (path if isinstance(path, Path) else PurePosixPath(path.split("://", 1)[-1])) \
        .suffix.lower()


def open_binary(path: CorpusFile) -> tuple[IO[bytes], IO[bytes]]:
    """The raw file (for progress and byte ranges) and the decompressed stream."""
    raw = path.open("rb") if isinstance(path, Path) else _fsspec().open(path, "rb").open()
    opener = COMPRESSED.get(_suffix(path))
    return raw, (opener(raw) if opener else raw)


def detect_format(path: CorpusFile) -> str:
    """``vertical`` where the first lines hold ``<s>``/``<text>`` markers or tab-separated
    token lines, else ``plain``."""
    raw, stream = open_binary(path)
    try:
        with raw, stream:
            for _ in range(50):
                line = stream.readline()
                if not line:
                    break
                if re.match(rb"</?(s|text|doc|p)[ >]", line) or line.count(b"\t") >= 2:
                    return "vertical"
    except (OSError, EOFError, lzma.LZMAError) as exc:
        raise WscError(f"cannot read the reference corpus: {exc}", at(path)) from exc
    return "plain"


def sources(files: list[CorpusFile], fmt: str, split: bool,
            chunk: int | None = None) -> list[Source]:
    """One source per file, uncompressed files larger than ``chunk`` bytes (default
    ``CHUNK_BYTES``) split into byte ranges when ``split``."""
    chunk = chunk or CHUNK_BYTES
    out = []
    for path in files:
        kind = detect_format(path) if fmt == "auto" else fmt
        size = file_size(path) if split and _suffix(path) not in COMPRESSED else 0
        if size > chunk:
            out += [Source(path, kind, start, min(start + chunk, size))
                    for start in range(0, size, chunk)]
        else:
            out.append(Source(path, kind))
    return out


def _lines(source: Source, tick: Callable[[int], None] | None) -> Iterator[tuple[int, bytes]]:
    """(byte offset, line) of the lines that start in the source's range; offsets are those
    of the raw file for uncompressed sources, line numbers otherwise."""
    raw, stream = open_binary(source.path)
    with raw, stream:
        offset = source.start
        if source.start:
            raw.seek(source.start - 1)
            offset += len(raw.readline()) - 1
        last = raw.tell() if tick else 0
        try:
            for number, line in enumerate(stream, 1):
                yield (offset if source.end is not None else number), line
                offset += len(line)
                if tick and number % _TICK_LINES == 0:
                    now = raw.tell()
                    tick(now - last)
                    last = now
        except (OSError, EOFError, lzma.LZMAError) as exc:
            raise WscError(f"cannot read the reference corpus: {exc}", at(source.path)) from exc
        if tick:
            tick(raw.tell() - last)


def _place(source: Source, where: int) -> str:
    return f"byte {where}" if source.end is not None else f"line {where}"


def _decode(source: Source, where: int, line: bytes) -> str:
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FormatError(f"{_place(source, where)}: not valid UTF-8 ({exc.reason}); reference corpora must "
                          "be UTF-8", at(source.path), code="E009") from exc
    return normalize(text)


def sentences(source: Source, tick: Callable[[int], None] | None = None) -> Iterator[list[str]]:
    """The sentences of a source as lists of keys: case-folded word forms (plain) or lemma
    keys from the third column (vertical; the form where the lemma is unknown)."""
    if source.fmt == "plain":
        for where, line in _lines(source, tick):
            if source.end is not None and where >= source.end:
                return
            words = WORD.findall(_decode(source, where, line))
            if words:
                yield words
        return
    current: list[str] | None = None
    # A range after the first starts at its first sentence boundary: the sentence running
    # across the boundary belongs to the range where it began.
    aligned = not source.start
    for where, line in _lines(source, tick):
        boundary = line.startswith((b"<s>", b"<s ")) or not line.strip()
        if boundary or line.startswith(b"<"):
            if boundary and source.end is not None and where >= source.end:
                break
            if boundary or line.startswith(b"</s"):
                if current:
                    yield current
                current = [] if line.startswith(b"<s") else None
                aligned = True
            continue
        if not aligned:
            continue
        if current is None:
            current = []
        columns = _decode(source, where, line).rstrip("\n").split("\t")
        if len(columns) < 3:
            raise FormatError(f"{_place(source, where)}: expected token<TAB>POS<TAB>lemma, "
                              f"got {len(columns)} column(s)", at(source.path))
        lemma = columns[2].strip()
        current.append(lemma if lemma not in _UNKNOWN_LEMMAS else columns[0].strip())
    if current:
        yield current


# --- counting ---------------------------------------------------------------------------------

class _Matcher:
    """Corpus key -> the targets it counts for (an empty tuple for most keys), cached: every
    key that can match, and up to ``NEGATIVE_CACHE`` keys that cannot (the frequent ones come
    first), so memory stays bounded whatever the corpus's vocabulary. ``known`` holds the
    cached keys and ``positive`` those that match, for set operations over whole sentences;
    ``complete`` is True where ``positive`` already holds every key that can match (vertical
    lemma keys; forms of a lemmatizer whose readings can be listed), so no other key needs a
    look-up."""

    def __init__(self, request: Request, fmt: str):
        self.index: dict[str, list[str]] = {}
        for target in request.targets:
            for key in target.split("|"):
                self.index.setdefault(key, []).append(target)
        self.vertical = fmt == "vertical"
        self.prefixes = {prefix(key) for key in self.index}
        self.lemmas = None if self.vertical else form_lemmas(request.lang)
        self.irregular = set() if self.lemmas is None else \
            self.lemmas.irregular_forms(set(self.index))
        self.cache: dict[str, tuple[str, ...]] = {}
        self.known: set[str] = set()
        self.positive: set[str] = set()
        self._negatives = 0
        forms = set(self.index) if self.vertical else \
            self.lemmas.candidate_forms(set(self.index))
        self.complete = forms is not None
        for form in forms or ():
            self(form)

    def __call__(self, key: str) -> tuple[str, ...]:
        found = self.cache.get(key)
        if found is not None:
            return found
        if self.vertical:
            found = tuple(self.index.get(key, ()))
        elif prefix(key) in self.prefixes or key in self.irregular:
            found = tuple(sorted({t for r in self.lemmas.readings(key)
                                  for t in self.index.get(r, ())}))
        else:
            found = ()
        if found or self._negatives < NEGATIVE_CACHE:
            self.cache[key] = found
            self.known.add(key)
            if found:
                self.positive.add(key)
            self._negatives += not found
        return found


@lru_cache(maxsize=4)
def _matcher(request: Request, fmt: str) -> _Matcher:
    """One matcher per request and format in a process: byte ranges share its cache."""
    return _Matcher(request, fmt)


def count_source(source: Source, request: Request,
                 tick: Callable[[int], None] | None = None) -> Counts:
    """Counts of the request's targets and pairs in one source."""
    match = _matcher(request, source.fmt)
    partners: dict[str, set[str]] = {}
    for a, b in request.pairs:
        partners.setdefault(a, set()).add(b)
        partners.setdefault(b, set()).add(a)
    if request.window is None:
        return _count_sentences(source, match, partners, tick)
    counts = Counts()
    single, pairs, window = counts.single, counts.pairs, request.window
    for words in sentences(source, tick):
        counts.sentences += 1
        counts.tokens += len(words)
        positions = []
        for i, word in enumerate(words):
            ids = match(word)
            if ids:
                positions.append((i, ids))
                for a in ids:
                    single[a] = single.get(a, 0) + 1
        for n, (i, ids) in enumerate(positions):
            for j, other in positions[n + 1:]:
                if j - i > window:
                    break
                for a in ids:
                    near = partners.get(a)
                    if near:
                        for b in other:
                            if b in near:
                                key = ordered(a, b)
                                pairs[key] = pairs.get(key, 0) + 1
    return counts


def _count_sentences(source: Source, match: _Matcher, partners: dict[str, set[str]],
                     tick: Callable[[int], None] | None) -> Counts:
    """Sentence co-occurrence. Each sentence costs one set operation at C speed (does any of
    its words match), and one more where the matcher cannot list its matching keys in
    advance (are all its words cached): a sentence with matches only records which matching
    keys it holds, and the combinations become target and pair counts once, at the end."""
    known, positive, complete = match.known, match.positive, match.complete
    # Sentences by the set of matching keys they hold (a few hundred distinct sets).
    combinations: dict[frozenset[str], int] = {}
    tally = combinations.get
    sentence_count = token_count = 0
    fixed = frozenset(positive)
    misses, holds = fixed.isdisjoint, fixed.intersection
    for sentence_count, words in enumerate(sentences(source, tick), 1):
        token_count += len(words)
        if not complete and not known.issuperset(words):
            new = [match(word) for word in set(words).difference(known)]
            if any(new):  # a key seen for the first time matches
                fixed = frozenset(positive)
                misses, holds = fixed.isdisjoint, fixed.intersection
        if not misses(words):
            found = holds(words)
            combinations[found] = tally(found, 0) + 1
    counts = Counts(sentence_count, token_count)
    single, pairs = counts.single, counts.pairs
    for keys, times in combinations.items():
        found = set().union(*map(match, keys))
        for a in found:
            single[a] = single.get(a, 0) + times
            for b in partners.get(a, ()):
                if a < b and b in found:
                    pairs[(a, b)] = pairs.get((a, b), 0) + times
    return counts


def sum_tables(tables: Iterable[Counts]) -> Counts:
    return reduce(Counts.merge, tables, Counts())


def split_only(source: Source) -> int:
    """Read and split a source without counting: the floor ``count_source`` is compared to."""
    return sum(len(words) for words in sentences(source))


def check_engine(engine: str, scheduler: str | None) -> None:
    if engine not in ENGINES:
        raise WscError(f"--engine {engine}: expected one of {', '.join(ENGINES)}", code="E010")
    if scheduler is not None and engine != "dask":
        raise WscError("--scheduler needs --engine dask", code="E010")


def count(files: list[CorpusFile], request: Request, fmt: str = "auto", jobs: int = 1,
          progress: bool | None = None, engine: str = "local",
          scheduler: str | None = None) -> Counts:
    """Counts over all files. ``local``: across ``jobs`` processes (files and byte ranges of
    large uncompressed files are the units of work); ``dask``: on the cluster at
    ``scheduler``, else on a local cluster of ``jobs`` workers. A progress bar on a terminal."""
    from wsc_corpus.progress import enabled, progress_bar

    check_engine(engine, scheduler)
    show = enabled() if progress is None else progress and enabled()
    if engine == "dask":
        from wsc_corpus.analysis import refcorpus_dask

        return refcorpus_dask.count(sources(files, fmt, split=True), request,
                                    scheduler=scheduler, workers=jobs, progress=show)
    units = sources(files, fmt, split=jobs > 1)
    with progress_bar(sum(u.size for u in units) if show else 0, "counting", unit="B",
                      min_total=1) as moved:
        done = 0

        def tick(n: int) -> None:  # the bar takes the bytes done so far
            nonlocal done
            done += n
            moved(done)

        if jobs <= 1 or len(units) == 1:
            return sum_tables(count_source(unit, request, tick if moved else None)
                              for unit in units)
        for kind in {u.fmt for u in units}:
            _matcher(request, kind)  # built once here, inherited by forked workers
        total = Counts()
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = {pool.submit(count_source, unit, request): unit for unit in units}
            for future in as_completed(futures):
                total.merge(future.result())
                if moved:
                    tick(futures[future].size)
    return total


# --- cache ------------------------------------------------------------------------------------

def files_digest(files: list[CorpusFile]) -> str:
    """SHA-256 (16 hex digits) of the files' contents, independent of their names and order;
    each local file's digest is remembered by path, size and modification time. A remote
    file stands for its URL and its store's checksum (fsspec ``ukey``: the ETag on S3)."""
    known_path = cache_root() / "file-digests.json"
    try:
        known = json.loads(known_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        known = {}
    digests = []
    changed = False
    for path in files:
        if not isinstance(path, Path):
            fs, name = _fsspec().core.url_to_fs(path)
            digests.append(hashlib.sha256(f"{path}\n{fs.ukey(name)}".encode()).hexdigest())
            continue
        stat = path.stat()
        stamp = f"{path.resolve()}:{stat.st_size}:{stat.st_mtime_ns}"
        if stamp not in known:
            with path.open("rb") as handle:
                known[stamp] = hashlib.file_digest(handle, "sha256").hexdigest()
            changed = True
        digests.append(known[stamp])
    if changed:
        with contextlib.suppress(OSError), atomic_open(known_path) as handle:
            json.dump(known, handle)  # an unwritable cache only costs time
    return hashlib.sha256("\n".join(sorted(digests)).encode()).hexdigest()[:16]


@dataclass
class CountResult:
    """Counts with where they came from: the corpus digest, the format, the lemmatisation."""

    counts: Counts
    digest: str
    fmt: str
    lemmas: str
    cached: bool


def cached_count(files: list[CorpusFile], request: Request, fmt: str = "auto", jobs: int = 1,
                 use_cache: bool = True, progress: bool | None = None, engine: str = "local",
                 scheduler: str | None = None) -> CountResult:
    """``count``, answered from the cache when an earlier run counted these targets on the
    same corpus contents with the same settings (a miss counts the union and stores it).
    Both engines give the same counts, so they share the cache."""
    check_engine(engine, scheduler)
    kinds = {detect_format(p) for p in files} if fmt == "auto" else {fmt}
    kind = "+".join(sorted(kinds))
    lemmas = "lemma-column" if kinds == {"vertical"} else form_lemmas(request.lang).name
    digest = files_digest(files)
    mode = "sentence" if request.window is None else f"window{request.window}"
    path = cache_root() / "cooccurrence" / f"{digest}-{kind}-{mode}-{lemmas}.json"
    wanted = request
    if use_cache and path.is_file():
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            stored = Request(request.lang, frozenset(data["targets"]),
                             frozenset(tuple(p) for p in data["pairs"]), request.window)
            if stored.covers(request):
                return CountResult(Counts.from_json(data["counts"]), digest, kind, lemmas, True)
            wanted = request.union(stored)
        except (OSError, ValueError, KeyError, TypeError):
            wanted = request
    counts = count(files, wanted, fmt, jobs, progress, engine, scheduler)
    if use_cache:
        with contextlib.suppress(OSError), atomic_open(path) as handle:
            json.dump({"targets": sorted(wanted.targets),
                       "pairs": sorted(list(p) for p in wanted.pairs),
                       "counts": counts.as_json()}, handle, ensure_ascii=False)
    return CountResult(counts, digest, kind, lemmas, False)
