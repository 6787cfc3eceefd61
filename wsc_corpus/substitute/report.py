"""A substitution run as the library reports it: the substitutions, the signature, and the
resources the grammar of the corpus's languages actually read. Over a corpus
(:func:`substitute_corpus`, :func:`iter_substitutions`), or over a plan of pieces of line
files, each read by the process that substitutes it, never holding every item
(:class:`SubstitutionStream`, ``wsc_corpus.formats.pieces``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from wsc_corpus.formats.pieces import Plan, run
from wsc_corpus.lang import defaults, known
from wsc_corpus.models import Corpus, Item
from wsc_corpus.parallel import Jobs
from wsc_corpus.signature import Hashed, Signature
from wsc_corpus.substitute import ManualFixes, Substitution, substitute

# What a ``--jobs`` worker imports before it takes batches (``wsc_corpus.parallel.workers``):
# the grammar and its error detector. Not spaCy (seconds to import): a batch that needs a
# parse imports it, one with no subject pronoun to re-inflect (WinoGrande's blank) never does.
WORKER_MODULES = ("wsc_corpus.substitute", "wsc_corpus.substitute.errors")


def resources(langs: Iterable[str]) -> dict[str, str]:
    """The pipelines, lexicons and name list the substitution grammar of these languages reads
    (each language's ``Defaults.resources``), as signature fields."""
    from wsc_corpus.nlp.names import describe as describe_names
    from wsc_corpus.nlp.pipelines import pipeline_description
    from wsc_corpus.substitute.lexicon import describe as describe_lexicon

    found = {}
    for code in langs:
        for kind in defaults(code).resources if known(code) else ():
            if kind == "pipeline":
                found[f"pipeline-{code}"] = pipeline_description(code)
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
    stream = SubstitutionStream(corpus, jobs, progress, manual_fixes=manual_fixes)
    return SubstitutionReport(list(stream), stream.signature, fixes_files(manual_fixes))


def iter_substitutions(items: list[Item] | Plan, manual_fixes: ManualFixes | None = None,
                       jobs: Jobs = 1, progress: Callable[[int], None] | None = None,
                       render: Callable[[Substitution], Any] | None = None,
                       hashed: Hashed | None = None, langs: set[str] | None = None
                       ) -> Iterator[Any]:
    """What ``substitute_corpus`` reports, item by item in input order, made in batches
    (``wsc_corpus.formats.pieces.run``; one parse per batch and language) so that memory
    holds one batch's parses; ``progress`` is called with the number of items done. A batch
    of items carries only the manual fixes they could use (a plan's pieces none: see
    :class:`SubstitutionStream`).

    With ``render`` (a module-level function), what it makes of each substitution instead,
    made in the process that substituted: a line of output comes back from a worker at a
    fraction of the cost of sending the substitution's models. The items' lines of the
    corpus hash are fed to ``hashed``, their languages added to ``langs``."""
    for made, seen in run(partial(_substitute, render), items, jobs, WORKER_MODULES, progress,
                          hashed, carry=None if manual_fixes is None else manual_fixes.only):
        if langs is not None:
            langs |= seen
        yield from made


def _substitute(render: Callable[[Substitution], Any] | None, items: list[Item],
                manual_fixes: ManualFixes | None = None) -> tuple[list[Any], set[str]]:
    """A batch's substitutions (or what ``render`` makes of them) and its items' languages."""
    subs = substitute(items, manual_fixes)
    return (subs if render is None else [render(sub) for sub in subs]), \
        {item.lang for item in items}


class SubstitutionStream:
    """The substitutions of a corpus, or of the corpus a plan's pieces make
    (``wsc_corpus.formats.pieces``), in input order; over a plan, each piece is read and
    substituted by the process that takes it (this one, or one of ``jobs``), so that memory
    never holds every item. Iterate it once for the substitutions, or with ``render`` (a
    module-level function) for what it makes of each, made where they were substituted;
    then ``items`` and ``signature`` describe the run. ``manual_fixes`` only over a corpus:
    they are checked against every item. A bad record of a plan raises the error reading
    the whole corpus raises, when its piece's turn comes."""

    def __init__(self, source: Corpus | Plan, jobs: Jobs = 1,
                 progress: Callable[[int], None] | None = None,
                 render: Callable[[Substitution], object] | None = None,
                 manual_fixes: ManualFixes | None = None):
        if isinstance(source, Plan) and manual_fixes is not None:
            raise ValueError("manual fixes need the corpus read whole, not a plan")
        self.source, self.manual_fixes = source, manual_fixes
        self._jobs, self._progress, self._render = jobs, progress, render
        self._langs: set[str] = set()
        self._hashed = Hashed()
        self._started = False

    def __iter__(self) -> Iterator:
        if self._started:
            raise RuntimeError("a SubstitutionStream is iterated once")
        self._started = True
        yield from iter_substitutions(
            self.source.items if isinstance(self.source, Corpus) else self.source,
            self.manual_fixes, self._jobs, self._progress, self._render, self._hashed,
            self._langs)

    @property
    def items(self) -> int:
        """How many items were substituted."""
        return self._hashed.items

    @property
    def signature(self) -> Signature:
        """The run's signature: the corpus hash, the resources the grammar of its languages
        reads, and the manual fixes file."""
        fixes = self.manual_fixes
        return self._hashed.signature(resources(sorted(self._langs)), {
            "manual_fixes": Path(fixes.source).name if fixes else "none"})


def fixes_files(manual_fixes: ManualFixes | None) -> list[Path]:
    """The files a run's manual fixes were read from (none without manual fixes)."""
    if manual_fixes is None:
        return []
    return [Path(f) for f in manual_fixes.files or [manual_fixes.source]]
