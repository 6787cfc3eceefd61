"""A substitution run as the library reports it: the substitutions, the signature, and the
resources the grammar of the corpus's languages actually read. Over a corpus
(:func:`substitute_corpus`, :func:`iter_substitutions`), or over a plan of pieces of line
files, each read by the process that substitutes it, never holding every item
(:class:`SubstitutionStream`, ``wsc_corpus.formats.pieces``)."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar, overload

from wsc_corpus.formats.pieces import Piece, Plan
from wsc_corpus.formats.pieces import read as read_piece
from wsc_corpus.lang import defaults, known
from wsc_corpus.models import Corpus, Item
from wsc_corpus.parallel import Jobs, cut, run_batches, shared, workers
from wsc_corpus.signature import Signature, hashed_line
from wsc_corpus.substitute import ManualFixes, Substitution, substitute

if TYPE_CHECKING:
    from hashlib import _Hash as Hash

R = TypeVar("R")

# What a ``--jobs`` worker imports before it takes batches (``wsc_corpus.parallel.workers``):
# the grammar and its error detector. Not spaCy (seconds to import): a batch that needs a
# parse imports it, one with no subject pronoun to re-inflect (WinoGrande's blank) never does.
WORKER_MODULES = ("wsc_corpus.substitute", "wsc_corpus.substitute.errors")


def resources(langs: Iterable[str]) -> dict[str, str]:
    """The pipelines, lexicons and name list the substitution grammar of these languages reads
    (each language's ``Defaults.resources``), as signature fields."""
    from wsc_corpus.nlp.names import describe as describe_names
    from wsc_corpus.nlp.pipelines import installed_pipeline
    from wsc_corpus.substitute.lexicon import describe as describe_lexicon

    found = {}
    for code in langs:
        for kind in defaults(code).resources if known(code) else ():
            if kind == "pipeline":
                found[f"pipeline-{code}"] = installed_pipeline(code) or "none"
            elif kind == "lexicon":
                found[f"lexicon-{code}"] = describe_lexicon(code)
            else:
                found["names"] = describe_names()
    return found


@dataclass(frozen=True)
class SubstitutionReport:
    """Every item's substitution, in input order, and how they were made."""

    substitutions: list[Substitution]
    signature: Signature
    manual_fixes: list[Path]  # the fixes files read (none without manual fixes)


def substitute_corpus(corpus: Corpus, manual_fixes: ManualFixes | None = None,
                      jobs: Jobs = 1, progress: Callable[[int], None] | None = None
                      ) -> SubstitutionReport:
    """Substitute every item of a corpus (curated sentences overlaid where ``manual_fixes``
    gives them; a draft the detector flags withheld, its error named), and sign the
    result; ``jobs`` worker processes substitute batches side by side (the same report)."""
    if isinstance(jobs, int) and jobs > 1:
        with substitution_workers(corpus.items, manual_fixes, jobs) as pool:
            return substitute_corpus(corpus, manual_fixes, pool, progress)
    stream = SubstitutionStream(corpus, jobs, progress, manual_fixes=manual_fixes)
    return SubstitutionReport(list(stream), stream.signature, fixes_files(manual_fixes))


@overload
def iter_substitutions(items: list[Item], manual_fixes: ManualFixes | None = None,
                       jobs: Jobs = 1, progress: Callable[[int], None] | None = None,
                       render: None = None, digest: Hash | None = None
                       ) -> Iterator[Substitution]: ...


@overload
def iter_substitutions(items: list[Item], manual_fixes: ManualFixes | None = None,
                       jobs: Jobs = 1, progress: Callable[[int], None] | None = None,
                       *, render: Callable[[Substitution], R], digest: Hash | None = None
                       ) -> Iterator[R]: ...


def iter_substitutions(items: list[Item], manual_fixes: ManualFixes | None = None,
                       jobs: Jobs = 1, progress: Callable[[int], None] | None = None,
                       render: Callable[[Substitution], R] | None = None,
                       digest: Hash | None = None) -> Iterator[Substitution] | Iterator[R]:
    """What ``substitute_corpus`` reports, item by item in input order, made in batches
    (``wsc_corpus.parallel``; one parse per batch and language) so that memory holds one
    batch's parses; ``progress`` is called with the number of items done.

    With ``render`` (a module-level function), what it makes of each substitution instead,
    made in the process that substituted: a line of output comes back from a worker at a
    fraction of the cost of sending the substitution's models. With ``digest`` (a
    ``hashlib.sha256()``), the items' lines of the corpus hash are made there too and fed to
    it in order, for the run's signature (:class:`SubstitutionStream`).

    Workers that share these items and fixes (:func:`substitution_workers`) are sent ranges
    of positions; others, the items themselves."""
    ranges = cut(len(items))
    batches: Iterable[object]
    held = shared()
    if isinstance(held, tuple) and held[0] is items and held[1] is manual_fixes:
        batches = ranges
    else:
        # A batch that may go to a worker carries only the fixes its items could use.
        trim = manual_fixes is not None and not (isinstance(jobs, int) and jobs <= 1)
        batches = ((items[r.start:r.stop],
                    manual_fixes.only(items[r.start:r.stop]) if trim else manual_fixes)
                   for r in ranges)
    func = partial(_batch, render, digest is not None)
    for made, lines in run_batches(func, batches, jobs, WORKER_MODULES,
                                   (len(r) for r in ranges), progress):
        if digest is not None:
            digest.update(lines)
        yield from made


def substitution_workers(items: list[Item], manual_fixes: ManualFixes | None,
                         jobs: int) -> AbstractContextManager[Jobs]:
    """``jobs - 1`` workers for :func:`iter_substitutions` over these items, started once
    they are read: they hold the items and fixes (forked, where ``wsc_corpus.parallel`` may),
    so a batch sent them is a range of positions."""
    return workers(jobs, WORKER_MODULES, share=(items, manual_fixes))


def _batch(render: Callable[[Substitution], R] | None, hashing: bool,
           job: range | tuple[list[Item], ManualFixes | None]) -> tuple[list, bytes]:
    """A batch's substitutions (or what ``render`` makes of them), and with ``hashing`` its
    items' lines of the corpus hash."""
    if isinstance(job, range):
        every, manual_fixes = shared()
        items = every[job.start:job.stop]
    else:
        items, manual_fixes = job
    subs = substitute(items, manual_fixes)
    lines = b"".join(hashed_line(item) for item in items) if hashing else b""
    return (subs if render is None else [render(sub) for sub in subs]), lines


class SubstitutionStream:
    """The substitutions of a corpus, or of the corpus a plan's pieces make
    (``wsc_corpus.formats.pieces``), in input order; over a plan, each piece is read and
    substituted by the process that takes it (this one, or one of ``jobs``), so that memory
    never holds every item. Iterate it once for the substitutions, or with ``render`` (a
    module-level function) for what it makes of each, made where they were substituted;
    then ``items`` and ``signature`` describe the run. ``manual_fixes`` only over a corpus: they are checked against every item. A bad
    record of a plan raises the error reading the whole corpus raises, when its piece's turn
    comes."""

    def __init__(self, source: Corpus | Plan, jobs: Jobs = 1,
                 progress: Callable[[int], None] | None = None,
                 render: Callable[[Substitution], object] | None = None,
                 manual_fixes: ManualFixes | None = None):
        if isinstance(source, Plan) and manual_fixes is not None:
            raise ValueError("manual fixes need the corpus read whole, not a plan")
        self.source, self.items, self.manual_fixes = source, 0, manual_fixes
        self._jobs, self._progress, self._render = jobs, progress, render
        self._langs: set[str] = set()
        self._digest = hashlib.sha256()
        self._started = False

    def __iter__(self) -> Iterator:
        if self._started:
            raise RuntimeError("a SubstitutionStream is iterated once")
        self._started = True
        if isinstance(self.source, Corpus):
            items = self.source.items
            self._langs = {item.lang for item in items}
            yield from iter_substitutions(items, self.manual_fixes, self._jobs, self._progress,
                                          render=self._render, digest=self._digest)
            self.items = len(items)
            return
        pieces = self.source.pieces
        for made, lines, langs, count in run_batches(
                partial(_piece, self._render), pieces, self._jobs, WORKER_MODULES,
                (piece.records for piece in pieces), self._progress):
            self._digest.update(lines)
            self._langs |= langs
            self.items += count
            yield from made

    @property
    def signature(self) -> Signature:
        """The run's signature: the corpus hash, the resources the grammar of its languages
        reads, and the manual fixes file."""
        return Signature.for_digest(self.items, self._digest, resources(sorted(self._langs)),
                                    _settings(self.manual_fixes))


def _piece(render: Callable[[Substitution], R] | None, piece: Piece
           ) -> tuple[list, bytes, set[str], int]:
    """A piece read and substituted: its substitutions (or what ``render`` makes of them),
    its items' lines of the corpus hash, their languages and number."""
    items = read_piece(piece)
    made, lines = _batch(render, True, (items, None))
    return made, lines, {item.lang for item in items}, len(items)


def _settings(manual_fixes: ManualFixes | None) -> dict[str, str]:
    """A substitution run's settings, for its signature."""
    return {"manual_fixes": Path(manual_fixes.source).name if manual_fixes else "none"}


def fixes_files(manual_fixes: ManualFixes | None) -> list[Path]:
    """The files a run's manual fixes were read from (none without manual fixes)."""
    if manual_fixes is None:
        return []
    return [Path(f) for f in manual_fixes.files or [manual_fixes.source]]
