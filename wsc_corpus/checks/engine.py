"""The check engine: findings, the check registry, and the runner that locates findings.

A check is a generator that knows only its message: it yields :class:`Finding` objects with
``code``, ``severity``, ``message`` and ``evidence``; the runner fills in the check name, the
item id, its upstream id and its location (file, line, record). Item-scope checks receive one
item at a time, schema-scope checks one twin group (:class:`~wsc_corpus.models.Schema`), and
corpus-scope checks the whole corpus; the latter two name the item a finding is about by
setting ``item``. A check may also have a ``prepare`` hook, run over each batch of items
before its rules, for batch work such as running a spaCy pipeline with ``nlp.pipe``.

A run (:func:`iter_findings`, :class:`Validation`) over a corpus holds its items; one over a
plan of pieces of line files (``wsc_corpus.formats.pieces``) never does: each piece is read
and checked by the process that takes it, and a corpus-scope rule runs in two parts,
``gather`` on each batch and ``finish`` at the end (:class:`Rule`); the same findings in the
same order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from operator import attrgetter
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from wsc_corpus.errors import CODES, Code, WscError, verify_codes
from wsc_corpus.formats.pieces import Plan, run
from wsc_corpus.formats.pieces import read as read_piece
from wsc_corpus.models import Corpus, Item
from wsc_corpus.parallel import Jobs
from wsc_corpus.signature import Hashed, Signature

R = TypeVar("R")
Severity = Literal["error", "warning", "info"]
Scope = Literal["item", "schema", "corpus"]
SEVERITIES: tuple[Severity, ...] = ("error", "warning", "info")


class Finding(BaseModel):
    """One problem (or, as ``info``, one thing that could not be determined) in one item."""

    model_config = ConfigDict(extra="forbid")

    code: str
    severity: Severity
    message: str
    evidence: dict[str, Any] = Field(default_factory=dict)
    check: str = ""
    item: str | None = None
    source_id: str | None = None
    file: str | None = None
    line: int | None = None
    record: int | None = None

    @property
    def location(self) -> str:
        """``file:line`` where the format has lines, else ``file: item ID``, for text output."""
        if self.file and self.line is not None:
            return f"{self.file}:{self.line}"
        if self.file:
            return f"{self.file}: {self.item}"
        return self.item or "<corpus>"


class Context:
    """What checks share during one run: settings, batch results, and the resources used.

    ``cache`` holds what a ``prepare`` hook computed (per check, by key); ``resources``
    collects ``name -> version`` of every pipeline and lexicon a check used, for the signature.
    """

    def __init__(self, corpus: Corpus, settings: dict[str, Any] | None = None):
        self.corpus = corpus
        self.settings = dict(settings or {})
        self.cache: dict[str, Any] = {}
        self.resources: dict[str, str] = {}

    def use(self, name: str, version: str) -> None:
        """Record a resource for the signature."""
        self.resources[name] = version


CheckFunc = Callable[..., Iterator[Finding]]


@dataclass(frozen=True)
class Rule:
    """One registered generator of a check. A corpus-scope rule may also run over a corpus
    read in pieces (:func:`iter_findings` over a plan): ``gather(items)`` runs on each batch, in
    the process that checked it, and returns something small to send back; ``finish(parts,
    context)`` then yields, from every batch's part in order, the findings ``func`` yields
    over the whole corpus, located (``file``, ``line``, ``record``, ``source_id``). Without
    ``finish``, the rule runs over the whole corpus, read again, where a batch's part is
    true (it has something to check), or always where it has no ``gather``."""

    func: CheckFunc
    scope: Scope
    gather: Callable[[Sequence[Item]], Any] | None = None
    finish: Callable[[list[Any], Context], Iterator[Finding]] | None = None


@dataclass
class Check:
    """A named group of rules (``structure``, ``agreement``...), selectable with ``--checks``."""

    name: str
    description: str
    rules: list[Rule] = field(default_factory=list)
    prepare: Callable[[Sequence[Item], Context], None] | None = None
    default: bool = True
    any_length: bool = False  # whether its rules take texts of any length (no pipeline)


# The longest text (sentence, snippet, candidate) a check that does not take ``any_length``
# (a spaCy pipeline: E088 past 1,000,000 characters, ~1 GB per 100,000) is given; a longer item
# is left out of those checks and gets one X306 finding instead.
MAX_ANALYSED = 100_000
TOO_LONG = "X306"


def too_long(item: Item) -> int:
    """The length of the item's longest text when it is over ``MAX_ANALYSED``, else 0."""
    longest = max([len(item.text), len(item.snippet or "")] +
                  [len(c.text) for c in item.candidates])
    return longest if longest > MAX_ANALYSED else 0


# Check name -> Check; filled by the check modules when they are imported.
REGISTRY: dict[str, Check] = {}


def define(name: str, description: str, codes: dict[str, tuple[Severity, str]] | None = None,
           prepare: Callable[[Sequence[Item], Context], None] | None = None,
           default: bool = True, any_length: bool = False) -> Check:
    """Declare a check; refuses a name declared twice. The codes of the built-in checks are
    in the catalogue (``data/codes.toml``); a check outside the package declares its own,
    ``code -> (severity, meaning)``, which join it. A check whose rules take texts of any
    length says ``any_length``; the others are not given items with a text over
    ``MAX_ANALYSED`` characters."""
    if name in REGISTRY:
        raise ValueError(f"check {name!r} is already defined")
    for code, (severity, meaning) in (codes or {}).items():
        CODES.add(code, Code(name, severity, meaning))
    check = REGISTRY[name] = Check(name, description, prepare=prepare, default=default,
                                   any_length=any_length)
    return check


def rule(check: Check, scope: Scope = "item",
         gather: Callable[[Sequence[Item]], Any] | None = None,
         finish: Callable[[list[Any], Context], Iterator[Finding]] | None = None
         ) -> Callable[[CheckFunc], CheckFunc]:
    """Decorator adding a generator to a check (``gather`` and ``finish``: see
    :class:`Rule`)."""
    def register(func: CheckFunc) -> CheckFunc:
        check.rules.append(Rule(func, scope, gather, finish))
        return func
    return register


def finding(code: str, message: str, severity: Severity | None = None,
            item: Item | str | None = None, **evidence: Any) -> Finding:
    """A finding with its code's default severity; ``item`` for schema and corpus scopes."""
    if code not in CODES:
        raise ValueError(f"unknown finding code {code!r}")
    item_id = item.id if isinstance(item, Item) else item
    return Finding(code=code, severity=severity or CODES[code].severity, message=message,
                   evidence=evidence, item=item_id)


def candidate_letter(index: int) -> str:
    """How messages name a candidate: A and B, then its index."""
    return "AB"[index] if index < 2 else str(index)


def check_names() -> list[str]:
    """Every registered check, in registration order (importing the built-in ones)."""
    _load_builtin()
    return list(REGISTRY)


def select(names: str | Iterable[str] | None = None) -> list[Check]:
    """The checks to run: the named ones (a string: comma-separated names), or every default
    check."""
    _load_builtin()
    if names is None:
        return [c for c in REGISTRY.values() if c.default]
    if isinstance(names, str):
        names = [name.strip() for name in names.split(",") if name.strip()]
    chosen = []
    for name in names:
        if name not in REGISTRY:
            raise WscError(f"unknown check {name!r}; expected some of: "
                           f"{', '.join(REGISTRY)}", code="E010")
        chosen.append(REGISTRY[name])
    return chosen


def worker_modules(checks: str | Iterable[str] | None = None) -> set[str]:
    """The modules that define the selected checks' rules and hooks: what a ``--jobs``
    worker imports (``wsc_corpus.parallel.workers``) before it takes batches."""
    selected = select(checks)
    return {r.func.__module__ for check in selected for r in check.rules} | \
        {check.prepare.__module__ for check in selected if check.prepare is not None}


def iter_findings(corpus: Corpus | Plan, checks: Iterable[str] | None = None,
                  context: Context | None = None,
                  progress: Callable[[int], None] | None = None, jobs: Jobs = 1,
                  render: Callable[[Finding], Any] | None = None, tally: Tally | None = None,
                  hashed: Hashed | None = None) -> Iterator[Any]:
    """Every finding of the selected checks over a corpus, located, in corpus order.

    Findings come per item (its item-scope findings, then those of the schema it closes),
    then corpus-scope findings. The items are checked in batches of whole twin groups
    (``wsc_corpus.formats.pieces.run``): each batch is prepared (parsed), checked and let go,
    so memory holds one batch's parses; with ``jobs`` > 1 (or
    :class:`~wsc_corpus.parallel.Workers`), in that many processes, with the same findings in
    the same order. ``progress`` is called with the number of items done.

    Over a :class:`~wsc_corpus.formats.pieces.Plan` (made with ``groups``) instead of a
    corpus, no process holds every item: each piece is read and checked by the process that
    takes it, where what the corpus-scope rules gather is made (:class:`Rule`).

    With ``render`` (a module-level function), what it makes of each finding instead, made
    where the finding was (sending a finding costs more than checking it). The findings are
    counted into ``tally``, and the items' lines of the corpus hash fed to ``hashed``.
    """
    context = context or Context(corpus if isinstance(corpus, Corpus) else Corpus(items=[]))
    selected = select(checks)
    names = [check.name for check in selected]
    rules = [(check, r) for check in selected for r in check.rules if r.scope == "corpus"]
    plan = isinstance(corpus, Plan)
    parts: list[list[Any]] = [[] for _ in rules]
    for found, counted, resources, gathered in run(
            partial(_check, names, context.settings, render, plan),
            corpus if plan else corpus.items, jobs, worker_modules(names), progress, hashed,
            attrgetter("group_key")):
        context.resources.update(resources)
        for part, got in zip(parts, gathered, strict=True):
            part.append(got)
        if tally is not None:
            tally.merge(counted)
        yield from found
    for found in _corpus_findings(corpus, rules, parts, context):
        if tally is not None:
            tally.add(found)
        yield found if render is None else render(found)


def _corpus_findings(source: Corpus | Plan, rules: list[tuple[Check, Rule]],
                     parts: list[list[Any]], context: Context) -> Iterator[Finding]:
    """The corpus-scope findings: over a plan, from what its batches gathered where a rule
    can (``finish``), else over the whole corpus, the one held or the plan's pieces read
    again (where a batch's part says there is something to check)."""
    held = isinstance(source, Corpus)
    whole = source if held else None
    for (check, corpus_rule), part in zip(rules, parts, strict=True):
        if not held and corpus_rule.finish is not None:
            for found in corpus_rule.finish(part, context):
                yield found.model_copy(update={"check": check.name})
        elif held or corpus_rule.gather is None or any(part):
            if whole is None:
                whole = context.corpus = Corpus(items=[
                    item for piece in source.pieces for item in read_piece(piece)])
            by_id = whole.by_id()
            items = whole.items if check.any_length else \
                [item for item in whole.items if not too_long(item)]
            for found in corpus_rule.func(Corpus(items=items), context):
                yield _locate(found, check.name, by_id, None)


def place(item: Item) -> dict[str, Any]:
    """Where a finding about an item points: the fields the engine sets on it
    (:func:`place_fields`, in that order)."""
    file, line, record = item.where_read
    return {"item": item.id, "source_id": item.provenance.source_id, "file": file,
            "line": line, "record": record}


def place_fields() -> tuple[str, ...]:
    """The fields of :func:`place`, in its order."""
    return ("item", "source_id", "file", "line", "record")


def _check(names: list[str], settings: dict[str, Any], render: Callable[[Finding], Any] | None,
           gathering: bool, items: list[Item]
           ) -> tuple[list[Any], Tally, dict[str, str], list[Any]]:
    """The item- and schema-scope findings of a batch of whole twin groups, in order (or what
    ``render`` makes of them), their tally, the resources the checks used, and with
    ``gathering`` what each corpus-scope rule gathers from the items. An item with a text
    over ``MAX_ANALYSED`` characters is left out of the checks not marked ``any_length``, with
    one ``TOO_LONG`` finding."""
    batch = Corpus(items=items)
    context = Context(batch, settings)
    selected = select(names)
    long = {item.id: length for item in items if (length := too_long(item))}
    short = [item for item in items if item.id not in long] if long else items
    for check in selected:
        if check.prepare is not None:
            check.prepare(items if check.any_length else short, context)
    by_id = batch.by_id()
    last_of_schema = {schema.items[-1].id: schema for schema in batch.schemas()}
    skipping = any(not check.any_length for check in selected)
    found: list[Finding] = []
    for item in items:
        if item.id in long and skipping:
            found.append(_locate(finding(TOO_LONG, f"a text of {long[item.id]:,} characters, "
                                         f"over {MAX_ANALYSED:,}: not analysed by the checks "
                                         "that parse it", length=long[item.id]),
                                 "text", by_id, item))
        for check in selected:
            if item.id in long and not check.any_length:
                continue
            for item_rule in (r for r in check.rules if r.scope == "item"):
                found += [_locate(f, check.name, by_id, item) for f in item_rule.func(item, context)]
        schema = last_of_schema.get(item.id)
        if schema is not None:
            whole = not any(i.id in long for i in schema.items)
            for check in selected:
                if not whole and not check.any_length:
                    continue
                for schema_rule in (r for r in check.rules if r.scope == "schema"):
                    found += [_locate(f, check.name, by_id, schema.items[0])
                              for f in schema_rule.func(schema, context)]
    gathered = [corpus_rule.gather(items if check.any_length else short)
                if gathering and corpus_rule.gather is not None else None
                for check in selected for corpus_rule in check.rules
                if corpus_rule.scope == "corpus"]
    return ([render(one) for one in found] if render else found), Tally(found), \
        context.resources, gathered


def _locate(found: Finding, check: str, by_id: dict[str, Item], default: Item | None) -> Finding:
    item = by_id.get(found.item) if found.item else default
    update: dict[str, Any] = {"check": check}
    if item is not None:
        update |= place(item)
    return found.model_copy(update=update)


class Tally:
    """The counts of a run's findings, kept as they stream past (``add``), so that the
    findings themselves need not be kept for the summary."""

    def __init__(self, findings: Iterable[Finding] = ()) -> None:
        self.count = 0
        self.by_severity: Counter[str] = Counter()
        self.by_check: Counter[str] = Counter()
        self.by_code: Counter[str] = Counter()
        self.with_errors: set[str] = set()
        for found in findings:
            self.add(found)

    def merge(self, other: Tally) -> None:
        """Count the findings another tally counted (a batch's, where it was checked)."""
        self.count += other.count
        self.by_severity.update(other.by_severity)
        self.by_check.update(other.by_check)
        self.by_code.update(other.by_code)
        self.with_errors |= other.with_errors

    def add(self, found: Finding) -> None:
        self.count += 1
        self.by_severity[found.severity] += 1
        self.by_check[found.check] += 1
        self.by_code[found.code] += 1
        if found.severity == "error" and found.item:
            self.with_errors.add(found.item)

    def summary(self, items: int) -> dict[str, Any]:
        """Counts by severity, check and code, and the items with errors."""
        return {
            "items": items,
            "findings": self.count,
            "by_severity": {s: self.by_severity[s] for s in SEVERITIES},
            "by_check": dict(sorted(self.by_check.items())),
            "by_code": dict(sorted(self.by_code.items())),
            "items_with_errors": len(self.with_errors),
        }


def summarize(findings: Iterable[Finding], corpus: Corpus) -> dict[str, Any]:
    """Counts by severity, check and code, and the items with errors."""
    return Tally(findings).summary(len(corpus.items))


def _exit_status(summary: dict[str, Any], strict: bool) -> int:
    counts = summary["by_severity"]
    return 1 if counts["error"] or (strict and counts["warning"]) else 0


@dataclass
class Report:
    """The result of a run: findings in corpus order, their summary, and the signature."""

    findings: list[Finding]
    summary: dict[str, Any]
    signature: Signature

    def as_dict(self) -> dict[str, Any]:
        return {"findings": [f.model_dump() for f in self.findings], "summary": self.summary,
                "signature": str(self.signature)}

    def exit_status(self, strict: bool = False) -> int:
        """1 when there are errors (or warnings, when strict), else 0."""
        return _exit_status(self.summary, strict)


class Validation:
    """A run of the checks streamed: iterate it once for the findings in corpus order, as
    each batch is checked (none kept here); then ``summary``, ``signature`` and
    ``exit_status`` describe all of them. What ``wsc validate`` uses, so that its memory
    does not grow with the findings (``wsc_corpus.checks.store`` keeps them on disk for
    the output); :func:`validate` collects them into a :class:`Report`.

    Given a :class:`~wsc_corpus.formats.pieces.Plan` (made with ``groups``) instead of a
    corpus, the pieces are read by the processes that check them (:func:`iter_findings`):
    the same findings, summary and signature, and memory that does not grow with the
    corpus."""

    def __init__(self, corpus: Corpus | Plan, checks: str | Iterable[str] | None = None,
                 settings: dict[str, Any] | None = None,
                 progress: Callable[[int], None] | None = None, jobs: Jobs = 1):
        self.source = corpus
        self.checks = [c.name for c in select(checks)]
        self.context = Context(corpus if isinstance(corpus, Corpus) else Corpus(items=[]),
                               settings)
        self.tally, self.hashed = Tally(), Hashed()
        self._progress, self._jobs, self._done, self._started = progress, jobs, False, False

    def __iter__(self) -> Iterator[Finding]:
        return self.rendered(None)

    def rendered(self, render: Callable[[Finding], R] | None) -> Iterator[R]:
        """Iterate the run for what ``render`` (a module-level function) makes of each
        finding, made where the finding was: in the process that checked its batch, which
        sends back what it made instead of the finding (the store rows of ``wsc
        validate``)."""
        if self._started:
            raise RuntimeError("a Validation is iterated once")
        self._started = True
        yield from iter_findings(self.source, self.checks, self.context, self._progress,
                                 self._jobs, render, self.tally, self.hashed)
        self._done = True

    def _finished(self) -> None:
        if not self._done:
            raise RuntimeError("the findings have not all been iterated yet")

    @property
    def summary(self) -> dict[str, Any]:
        """Counts by severity, check and code, and the items with errors."""
        self._finished()
        return self.tally.summary(self.hashed.items)

    @property
    def signature(self) -> Signature:
        """The run's signature: the corpus, the checks, and the resources they used."""
        self._finished()
        settings = {"checks": ",".join(self.checks)} | self.context.settings
        return self.hashed.signature(self.context.resources, settings)

    def exit_status(self, strict: bool = False) -> int:
        """1 when there are errors (or warnings, when strict), else 0."""
        return _exit_status(self.summary, strict)


def validate(corpus: Corpus, checks: str | Iterable[str] | None = None,
             settings: dict[str, Any] | None = None,
             progress: Callable[[int], None] | None = None, jobs: Jobs = 1) -> Report:
    """Run the checks over a corpus: every finding, the summary and the signature; ``jobs``
    processes check batches of items side by side (the same report). Every finding is
    kept in the report: :class:`Validation` streams them instead."""
    run = Validation(corpus, checks, settings, progress, jobs)
    findings = list(run)
    return Report(findings, run.summary, run.signature)


_BUILTIN = ("structure", "schema", "text", "agreement", "substitution", "crosslingual")
_VERIFIED: set[str] = set()  # the built-in check modules imported and verified once


def _load_builtin() -> None:
    import importlib
    import importlib.util

    for module in _BUILTIN:
        name = f"wsc_corpus.checks.{module}"
        if name not in _VERIFIED and importlib.util.find_spec(name) is not None:
            verify_codes(importlib.import_module(name), CODES)
            _VERIFIED.add(name)
    # The built-in checks in their fixed order, then plug-ins, whichever was imported first.
    rank = {name: i for i, name in enumerate(_BUILTIN)}
    ordered = sorted(REGISTRY.items(), key=lambda entry: rank.get(entry[0], len(rank)))
    REGISTRY.clear()
    REGISTRY.update(ordered)
