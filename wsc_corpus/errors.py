"""Errors of wsc-corpus, each carrying where in an input it happened, and the catalogue of
every code (``CODES``), read from ``data/codes.toml``: the one place a code is defined.
"""

from __future__ import annotations

import importlib
import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from types import CodeType, ModuleType
from typing import NamedTuple


class Code(NamedTuple):
    """One entry of the catalogue: who raises or reports it, how bad it is, what it means, its
    kebab-case name and the other names it answers to."""

    check: str  # "input" for the errors of reading inputs and options, else a check's name
    severity: str
    meaning: str
    name: str = ""
    aliases: tuple[str, ...] = ()


class Catalogue(dict):
    """Every code of wsc-corpus, by code, each also an attribute (``CODES.E012``,
    ``CODES.S108``), and found by its name or an alias (:meth:`resolve`). A code that is no
    entry is an AttributeError, and :func:`verify_codes` refuses a module using a code the
    catalogue lacks when it is imported."""

    def __getattr__(self, name: str) -> str:
        if name in self:
            return name
        raise AttributeError(f"{name} is not a code of the catalogue")

    def add(self, code: str, entry: Code) -> None:
        """Declare a code (a check outside the package: ``define(..., codes=)``); refuses a
        code or a name declared twice."""
        if code in self:
            raise ValueError(f"code {code} is already defined by check {self[code].check!r}")
        taken = self.names()
        if {entry.name, *entry.aliases} & set(taken) - {""}:
            raise ValueError(f"code {code}: the name {entry.name!r} is already taken")
        self[code] = entry

    def names(self) -> dict[str, str]:
        """Every name and alias -> its code."""
        return {name: code for code, entry in self.items()
                for name in (entry.name, *entry.aliases) if name}

    def resolve(self, name: str) -> str:
        """The code of a name or an alias (``uncontracted`` -> ``U501``); a code is itself."""
        if name in self:
            return name
        found = self.names().get(name)
        if found is None:
            raise KeyError(f"{name!r} is no code or name of the catalogue")
        return found


def _load() -> Catalogue:
    text = resources.files("wsc_corpus").joinpath("data/codes.toml").read_text("utf-8")
    return Catalogue({code: Code(aliases=tuple(spec.pop("aliases", ())), **spec)
                      for code, spec in tomllib.loads(text).items()})


CODES = _load()
_CODE = re.compile(r"[A-Z]\d{3}")


def verify_codes(module: ModuleType, catalogue: Catalogue | None = None) -> None:
    """Refuse a module whose functions name a code (a ``"S108"`` literal or ``CODES.S108``)
    the catalogue lacks: a mistyped code fails when its module is imported, not when an
    input first reaches it."""
    catalogue = CODES if catalogue is None else catalogue
    for name, value in vars(module).items():
        code = getattr(value, "__code__", None)
        if code is None or getattr(value, "__module__", None) != module.__name__:
            continue
        for used in _names(code):
            if _CODE.fullmatch(used) and used not in catalogue:
                raise ValueError(f"{module.__name__}.{name} uses the code {used}, which no "
                                 "check defines")


def _names(code: CodeType) -> set[str]:
    """The names and string constants of a function's code, its inner functions' too."""
    found, stack = set(), [code]
    while stack:
        const = stack.pop()
        if isinstance(const, str):
            found.add(const)
        elif isinstance(const, tuple | frozenset):
            stack.extend(const)
        elif isinstance(const, CodeType):
            stack += [*const.co_names, *const.co_consts]
    return found


# Line breaks, other control characters (C0, C1, U+2028/9) and lone surrogates never reach a
# message as such.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
MAX_MESSAGE = 500


def one_line(text: str, limit: int = MAX_MESSAGE) -> str:
    """``text`` as one line: line breaks become spaces, other control characters escapes
    (``\\x00``), and at most ``limit`` characters are kept."""
    text = _CONTROL.sub(lambda m: " " if m.group() in "\n\r\t\u2028\u2029"
                        else ascii(m.group())[1:-1], text)
    return text if len(text) <= limit else text[:limit - 3] + "..."


@dataclass(frozen=True)
class Location:
    """Where something is in an input: a file, and a line or a record where known."""

    path: str | None = None
    line: int | None = None
    record: str | None = None

    def __str__(self) -> str:
        text = one_line(self.path) if self.path else "<input>"
        if self.line is not None:
            text += f":{self.line}"
        if self.record is not None:
            text += f": record {one_line(self.record, 80)}"
        return text


class WscError(Exception):
    """Base class: a problem the user can fix, reported as one line.

    A message names a library parameter in backticks (```window` 0: expected ...``); the
    command line shows it as its option (``--window``).
    """

    code = "E001"

    def __init__(self, message: str, location: Location | None = None, code: str | None = None):
        message = one_line(message)
        super().__init__(message)
        self.message = message
        self.location = location
        if code is not None:
            self.code = code

    def __str__(self) -> str:
        prefix = f"{self.location}: " if self.location else ""
        return f"{prefix}[{self.code}] {self.message}"


class FormatError(WscError):
    """An input file does not match the format it is read as."""

    code = "E003"


class UnknownFormatError(WscError):
    code = "E002"


class OutputError(WscError):
    code = "E008"


class UnwritableError(OutputError, PermissionError):
    """An output the user cannot (or should not) write; an OSError too, so that callers that
    treat an unwritable cache as a cost, not a failure, keep doing so."""

    code = "E014"


class ResourceError(WscError):
    """A language resource (pipeline, lexicon) needed for a task is not installed."""

    code = "E011"


def installed(extra: str, purpose: str, *modules: str) -> list[ModuleType]:
    """``modules`` imported; where one is missing, a :class:`ResourceError` naming the extra
    of wsc-corpus that installs it (``pip install 'wsc-corpus[EXTRA]'``)."""
    try:
        return [importlib.import_module(name) for name in modules]
    except ImportError as exc:
        names = " and ".join(dict.fromkeys(name.partition(".")[0] for name in modules))
        raise ResourceError(f"{purpose} needs {names}: pip install 'wsc-corpus[{extra}]'") \
            from exc


class UnknownCollectionError(WscError):
    """A name that is neither a path nor a collection of the catalogue."""

    code = "E012"


class FetchError(WscError):
    """A collection file could not be downloaded, registered or verified."""

    code = "E013"


class UnknownLanguageError(WscError):
    """A language code no registered language answers to."""

    code = "E015"


def at(path: str | Path | None, line: int | None = None, record: object = None) -> Location:
    """Shorthand for a Location."""
    return Location(str(path) if path is not None else None, line,
                    None if record is None else str(record))


def check_choice(name: str, value: object, valid: Iterable[str], code: str = "E010") -> None:
    """Refuse ``value`` for the parameter ``name`` unless it is one of ``valid``, naming them
    (```name```: the CLI shows its option)."""
    valid = list(valid)
    if not isinstance(value, str) or value not in valid:
        raise WscError(f"unknown `{name}` {value!r}; expected one of: {', '.join(valid)}",
                       code=code)
