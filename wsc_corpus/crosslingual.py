"""One schema in every language: translations linked to their English originals.

A translated item (one not in the originals' language, English, and not tagged ``translated:
false``) is linked to the English item it was made from:

- by its reader, from the source's own ids (``provenance.english``: the same PWS row's English
  columns, ``pws-row``; the WSCollection.xml index of FWSC285 and the Portuguese collection,
  ``wsc285-index``), or by an ``english_id`` naming a loaded English item (``english-id``);
- else through another collection in the same language whose items are linked: the same
  sentence (``same-text:ID``; XWinograd's French rows are LLF sentences, as PWS's French
  columns, and its Portuguese rows the Portuguese collection's), or, failing that, the one
  sentence at least ``SIMILAR`` alike (``similar-text:ID``);
- else through its twin: a twin pair whose other item is linked gets the other item of the
  English pair (``twin:ID``).

Nothing else is guessed: an item none of these reach stays unlinked. English items of PWS are
keyed to the NYU items with the same sentence, so that every translation of one WSC schema
meets the others. The reference collections (``ENGLISH``, ``BRIDGES``) are taken from the
loaded items, else from the collection cache (``wsc get``); they are never downloaded here.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from wsc_corpus import catalogue
from wsc_corpus.formats._common import similarity
from wsc_corpus.models import Corpus, EnglishLink, Item, Tag

# English collections an English id may name, by the id's prefix; loaded with their overlays.
ENGLISH = {"nyu-en-": ("nyu-wsc285", "trichelair"), "pws-en-": ("pws-en",)}
# The English collection every other English item is keyed to (by its sentence).
PRIMARY = "nyu-en-"
# Linked collections that carry a translation's link over to the same sentence elsewhere.
BRIDGES = ("fwsc285", "pws-fr", "portuguese-wsc-names", "portuguese-wsc", "pws-pt")
SIMILAR = 0.8
SIMILAR_ENGLISH = 0.9
PROPAGATED = ("associative", "switchable")
_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'", "“": '"', "”": '"', "«": '"',
                              "»": '"'})
_BEFORE_PUNCT = re.compile(r"\s+([.,;:!?)'\"])|(?<=\w')\s+")


def norm(text: str) -> str:
    """A sentence for comparison: lower case, one kind of quote, single spaces, no space before
    punctuation (XWinograd's ``them .``) nor after an elision (``l' ouvrir``)."""
    text = " ".join(text.translate(_APOSTROPHES).lower().split())
    return _BEFORE_PUNCT.sub(lambda m: m.group(1) or "", text).strip()


@dataclass
class Links:
    """The links of a corpus's translated items, with the reference items they reach."""

    known: dict[str, Item]
    english: dict[str, Item] = field(default_factory=dict)  # translation id -> English item
    how: dict[str, str] = field(default_factory=dict)       # translation id -> method
    key: dict[str, Item] = field(default_factory=dict)      # translation id -> primary item
    reach: dict[str, str] = field(default_factory=dict)     # any linked item -> primary id
    unlinked: list[Item] = field(default_factory=list)
    unavailable: list[str] = field(default_factory=list)    # reference collections not cached
    used: dict[str, str] = field(default_factory=dict)      # reference name -> sha256 prefix

    def schema_key(self, item: Item) -> tuple[str, str] | None:
        """The English schema a translation belongs to (corpus and twin group of its key)."""
        english = self.key.get(item.id)
        if english is None:
            return None
        return english.provenance.corpus, english.schema_id or english.id

    def translations(self, english_id: str) -> list[Item]:
        """The linked items (loaded or reference) whose primary English item is
        ``english_id``."""
        return [self.known[i] for i, e in self.reach.items() if e == english_id]


def source_lang() -> str:
    """The originals' language: that of the primary English collection in the registry."""
    return catalogue.get(ENGLISH[PRIMARY][0]).lang


def translated(items: Iterable[Item]) -> list[Item]:
    """The items to link: not in English, and not tagged as no translation (the embedded
    corpus, written in each language; the Portuguese collection's items left in English)."""
    source = source_lang()
    return [item for item in items if item.lang != source and item.tag("translated") is not False]


def references(corpus: Corpus, names: Sequence[str]) -> tuple[list[Item], list[str], dict]:
    """Items of the named collections found in the cache (loaded together, so overlays
    apply), leaving out those already in the corpus; also the names not cached, and the
    SHA-256 prefixes of what was read, for the signature."""
    have = {item.id for item in corpus.items}
    cached, missing = [], []
    for name in names:
        collection = catalogue.get(name)
        (cached if collection.cached() else missing).append(collection)
    if not cached:
        return [], [c.name for c in missing], {}
    # Together, so that an overlay (the Trichelair labels) tags the items it describes; else one
    # by one, as a collection read with another may be taken for its companion.
    overlay = any(c.format == "trichelair" for c in cached)
    groups = [[c.name for c in cached]] if overlay else [[c.name] for c in cached]
    loaded = [i for group in groups for i in _read(tuple(group), _stamp(group))]
    used = {c.name: ",".join(f.sha256[:12] for f in c.files) for c in cached}
    return [i for i in loaded if i.id not in have], [c.name for c in missing], used


@functools.lru_cache(maxsize=32)
def _read(names: tuple[str, ...], stamp: tuple) -> tuple[Item, ...]:
    """The items of cached collections, read once per process while their files are
    unchanged (``stamp``); never modified here (tags are carried to the corpus's items)."""
    from wsc_corpus.formats import load_paths

    return tuple(load_paths(list(names)).items)


def _stamp(names: Sequence[str]) -> tuple:
    files = [f.local for name in names for f in catalogue.get(name).files]
    return tuple((str(p), p.stat().st_size, p.stat().st_mtime_ns) for p in files)


def link(corpus: Corpus, use_cache: bool = True, record: bool = False) -> Links:
    """Link every translated item of ``corpus`` to its English original (see the module
    docstring). ``record``: also set ``provenance.english`` on items linked here and carry the
    English item's associative/switchable tags to translations without them."""
    items = corpus.items
    known = {item.id: item for item in items}
    links = Links(known)
    wanted = translated(items)
    if not wanted:
        return links

    def fetch(names: Sequence[str]) -> None:
        missing = names
        if use_cache:
            extra, missing, used = references(Corpus(items=list(known.values())), names)
            for item in extra:
                known.setdefault(item.id, item)
            links.used |= used
        links.unavailable += [n for n in missing if n not in links.unavailable]

    languages = {item.lang for item in wanted}
    bridges = [n for n in BRIDGES if catalogue.get(n).lang in languages]
    if any(_declared(item, known) is None for item in wanted):
        fetch(bridges)
    needed = {prefix for item in list(known.values()) if item.lang != source_lang()
              for prefix in ENGLISH if (_declared(item, known) or "").startswith(prefix)}
    needed.add(PRIMARY)
    for prefix in sorted(needed):
        if not any(i.startswith(prefix) for i in known):
            fetch(ENGLISH[prefix])
    primary = _Primary(known)
    _link_all(wanted, known, links, primary)
    links.key = {item_id: primary(english) for item_id, english in links.english.items()}
    links.reach.update({item_id: key.id for item_id, key in links.key.items()})
    if record:
        _record(links)
    return links


def _declared(item: Item, known: dict[str, Item]) -> str | None:
    """The English id an item gives itself: its reader's link, or an ``english_id`` that names
    a known English item."""
    if item.provenance.english is not None:
        return item.provenance.english.id
    english_id = item.provenance.english_id
    if english_id and english_id in known and known[english_id].lang == source_lang():
        return english_id
    return None


def _link_all(wanted: list[Item], known: dict[str, Item], links: Links,
              primary: _Primary) -> None:
    # Items linked by their own ids, in every loaded or reference collection, with the
    # primary English item they reach (what two bridges must agree on).
    direct = {item.id: found for item in known.values()
              if item.lang != source_lang() and (found := _own(item, known)) is not None}
    reach = links.reach
    reach.update({item_id: primary(english).id for item_id, (english, _) in direct.items()})
    by_text: dict[tuple[str, str], list[Item]] = {}
    for item_id in direct:
        item = known[item_id]
        by_text.setdefault((item.lang, norm(item.text)), []).append(item)
    groups = _groups(known)

    def twin(item: Item) -> tuple[Item, str] | None:
        return _through_twin(item, groups, links)

    def similar(item: Item) -> tuple[Item, str] | None:
        taken = {primary(links.english[t.id]).id for t in _twins(item, groups)
                 if t.id in links.english}
        return _similar(item, by_text, direct, reach, taken)

    pending = wanted
    # By their own ids or the same sentence; then, a twin being better evidence than a similar
    # sentence (twins are similar sentences): twins, similar sentences (never the English item
    # a twin has), twins again. Each item linked in a step is seen by those after it.
    for find in (lambda item: direct.get(item.id) or _same(item, by_text, direct, reach),
                 twin, similar, twin):
        left = []
        for item in pending:
            found = find(item)
            if found is not None:
                links.english[item.id], links.how[item.id] = found
            else:
                left.append(item)
        pending = left
    links.unlinked = pending


def _own(item: Item, known: dict[str, Item]) -> tuple[Item, str] | None:
    """The English item an item's own ids name, when it is known."""
    if item.provenance.english is not None:
        target = known.get(item.provenance.english.id)
        return (target, item.provenance.english.by) if target else None
    declared = _declared(item, known)
    return (known[declared], "english-id") if declared else None


_Groups = dict[tuple[str, str, str], list[Item]]


def _groups(known: dict[str, Item]) -> _Groups:
    """The items of each twin group (corpus, language, schema id), in loading order."""
    groups: _Groups = {}
    for item in known.values():
        if item.schema_id is not None:
            key = (item.provenance.corpus, item.lang, item.schema_id)
            groups.setdefault(key, []).append(item)
    return groups


def _twins(item: Item, groups: _Groups) -> list[Item]:
    """The other items of an item's twin group."""
    if item.schema_id is None:
        return []
    return [o for o in groups.get((item.provenance.corpus, item.lang, item.schema_id), ())
            if o.id != item.id]


def _same(item: Item, by_text: dict, direct: dict, reach: dict) -> tuple[Item, str] | None:
    """The English item of the same sentence in another linked collection of the item's
    language; where several items share it (WSC285's group of four), the one with the pronoun
    at the same place."""
    others = [o for o in by_text.get((item.lang, norm(item.text)), ())
              if o.provenance.corpus != item.provenance.corpus]
    targets = {reach[o.id] for o in others}
    if len(targets) > 1 and item.pronoun is not None:
        others = [o for o in others if o.pronoun is not None and o.pronoun.span is not None
                  and o.pronoun.span == item.pronoun.span]
        targets = {reach[o.id] for o in others}
    if len(targets) == 1:
        return direct[others[0].id][0], f"same-text:{others[0].id}"
    return None  # none, or linked to different English items: not guessed


def _similar(item: Item, by_text: dict, direct: dict, reach: dict,
             taken: set[str]) -> tuple[Item, str] | None:
    """The English item of the one most similar sentence (at least ``SIMILAR``) of another
    linked collection of the item's language, other than those in ``taken``."""
    text = norm(item.text)
    scored = []
    for (lang, other_text), group in by_text.items():
        if lang != item.lang or abs(len(other_text) - len(text)) > len(text) * (1 - SIMILAR):
            continue
        ratio = similarity(text, other_text, autojunk=False)
        if ratio >= SIMILAR:
            scored += [(ratio, o) for o in group if o.provenance.corpus != item.provenance.corpus
                       and reach[o.id] not in taken]
    if not scored:
        return None
    best = max(r for r, _ in scored)
    top = [o for r, o in scored if r == best]
    if len({reach[o.id] for o in top}) != 1:
        return None
    return direct[top[0].id][0], f"similar-text:{top[0].id}"


def _through_twin(item: Item, groups: _Groups, links: Links) -> tuple[Item, str] | None:
    """A pair's unlinked item: the other item of its linked twin's English pair."""
    group = _twins(item, groups)
    if len(group) != 1 or group[0].id not in links.english:
        return None
    twin = group[0]
    if norm(twin.text) == norm(item.text):
        return None
    english = links.english[twin.id]
    pair = _twins(english, groups)
    if english.schema_id is None or len(pair) != 1:
        return None
    return pair[0], f"twin:{twin.id}"


class _Primary:
    """Each English item's primary item: itself when primary, else the primary item with the
    same sentence, else the one most similar (at least ``SIMILAR_ENGLISH``; PWS's English
    columns carry typos and a few edits: ``comPetetion``), else itself."""

    def __init__(self, known: dict[str, Item]):
        self.by_text: dict[str, Item] = {}
        for item in known.values():
            if item.id.startswith(PRIMARY):
                self.by_text.setdefault(norm(item.text), item)
        self.found: dict[str, Item] = {}

    def __call__(self, english: Item) -> Item:
        if english.id.startswith(PRIMARY):
            return english
        if english.id not in self.found:
            text = norm(english.text)
            best = self.by_text.get(text)
            if best is None:
                scored = sorted(((similarity(text, t, autojunk=False), t) for t in self.by_text),
                                reverse=True)[:2]
                if scored and scored[0][0] >= SIMILAR_ENGLISH and \
                        (len(scored) == 1 or scored[1][0] < scored[0][0]):
                    best = self.by_text[scored[0][1]]
            self.found[english.id] = best or english
        return self.found[english.id]


def english_tags(english: Item, links: Links) -> dict[str, Tag]:
    """The associative/switchable tags of an English schema item, else those of another
    translation of it that carries its own (not propagated) tags."""
    tags = {n: english.tags[n] for n in PROPAGATED if n in english.tags}
    if len(tags) < len(PROPAGATED):
        for other in links.translations(english.id):
            for name in PROPAGATED:
                tag = other.tags.get(name)
                if name not in tags and tag is not None and not tag.source.startswith("english:"):
                    tags[name] = Tag(value=tag.value, source=f"{tag.source} via {other.id}")
    return tags


def _record(links: Links) -> None:
    """Set the links found on the translations, and carry the English tags to them (never
    read back: ``english_tags`` passes over the tags carried)."""
    for item_id, english in links.english.items():
        item, key = links.known[item_id], links.key[item_id]
        if item.provenance.english is None:
            item.provenance.english = EnglishLink(id=english.id, by=links.how[item_id])
        for name, tag in english_tags(key, links).items():
            if name not in item.tags:
                item.tags = item.tags | {name: Tag(value=tag.value,
                                                   source=f"english:{key.id} ({tag.source})")}


def propagate_tags(corpus: Corpus) -> Links:
    """Link the corpus's translations and carry the English associative/switchable tags to
    those without them (what ``wsc score``'s subsets read)."""
    return link(corpus, record=True)
