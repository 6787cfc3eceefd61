"""The ``crosslingual`` check: each translation against its English original and against the
other translations of the same schema loaded beside it (``wsc_corpus.crosslingual`` links
them). Every finding names the other item in ``evidence["other"]``.

Candidates are aligned across languages by identical text (names, numbers), else by their
order of mention in the sentence, else by their order in the list. A twin group whose every
item disagrees with the English answers by order of mention but agrees by list order is taken
for a translation that reorders the candidates (no finding); one item of a group disagreeing
while its twin agrees is reported.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from wsc_corpus import crosslingual
from wsc_corpus.checks.engine import Context, define, finding, rule
from wsc_corpus.crosslingual import Links, norm
from wsc_corpus.formats._common import similarity, tokens
from wsc_corpus.models import Corpus, Item

CHECK = define("crosslingual", "translations against their English original and each other")

_WORD = re.compile(r"[^\W\d_]+")
_SENTENCE_END = ('.', '!', '?', '"', '«', '“', ':')


def _links(context: Context) -> Links:
    if "crosslingual" not in context.cache:
        links = crosslingual.link(context.corpus,
                                  use_cache=context.settings.get("references", True))
        for name, digest in links.used.items():
            context.use(f"reference:{name}", digest)
        context.cache["crosslingual"] = links
    return context.cache["crosslingual"]


def _translations(items: Sequence[Item]) -> bool:
    """Whether a batch has items to compare: where none has, the corpus read in pieces need
    not be read again whole for this check."""
    return bool(crosslingual.translated(items))


@rule(CHECK, scope="corpus", gather=_translations)
def compare(corpus: Corpus, context: Context) -> Iterator:
    """Every crosslingual finding of the corpus, in corpus order per kind."""
    links = _links(context)
    items = crosslingual.translated(corpus.items)
    if not items:
        return
    yield from _unlinked(items, links)
    for schema in Corpus.of(items).schemas():
        yield from _answers(schema.items, links)
        yield from _structure(schema.items, links)
        yield from _names(schema.items, links)
    for item in items:
        english = links.english.get(item.id)
        if english is None:
            continue
        if english.candidates and item.candidates and \
                len(english.candidates) != len(item.candidates):
            yield finding("L605", f"{len(item.candidates)} candidates; the English original "
                          f"{english.id} has {len(english.candidates)}", item=item,
                          other=english.id)
        yield from _tags(item, links)
    yield from _between(items, links)
    yield from _copies(items, links)


def _unlinked(items: Sequence[Item], links: Links) -> Iterator:
    if links.unavailable and not links.english:
        yield finding("L602", "not compared with the English original: "
                      + ", ".join(links.unavailable) + " not in the collection cache (run "
                      f"`wsc get {' '.join(links.unavailable)}`)", item=items[0],
                      other=None, missing=links.unavailable)
        return
    by_corpus: dict[str, list[Item]] = {}
    for item in items:
        by_corpus.setdefault(item.provenance.corpus, []).append(item)
    unlinked = {i.id for i in links.unlinked}
    for name, members in by_corpus.items():
        missing = [i for i in members if i.id in unlinked]
        if missing and len(missing) == len(members):
            yield finding("L601", f"none of the {len(members)} items of {name} "
                          f"({members[0].lang}) could be linked to an English original",
                          item=members[0], other=None, items=len(members))
            continue
        for item in missing:
            why, others = _why(item, links)
            yield finding("L601", f"not linked to an English original: {why}", item=item,
                          other=others[0].id if others else None)
            for other in others:
                yield finding("L611", f"the same sentence as {other.id}, which is linked to "
                              f"{other.provenance.english.id}, while the other copies are "
                              "linked elsewhere", item=item, other=other.id)


def _why(item: Item, links: Links) -> tuple[str, list[Item]]:
    """Why an item stayed unlinked, and the items of other collections with its sentence
    linked to different English items (when that is why)."""
    same = [o for o in links.known.values() if o.lang == item.lang and o.id != item.id
            and o.provenance.corpus != item.provenance.corpus and norm(o.text) == norm(item.text)
            and o.provenance.english is not None]
    if len({o.provenance.english.id for o in same}) > 1:
        return ("the same sentence is linked to different English items ("
                + ", ".join(f"{o.id} -> {o.provenance.english.id}" for o in same) + ")", same)
    return "no linked collection of its language holds this sentence or its twin", []


# --- candidate alignment ------------------------------------------------------------------

def _key(text: str) -> str:
    return " ".join(t for t, _, _ in tokens(text.lower()))


def _by_text(item: Item, english: Item, loose: bool = False,
             infer: bool = True) -> list[int] | None:
    """Candidate i of ``item`` -> candidate of ``english`` with the same text (a name, a
    number; ``loose``: or one ending the other); with two candidates one identical pair fixes
    the other."""
    mine = [_key(c.text) for c in item.candidates]
    theirs = [_key(c.text) for c in english.candidates]

    def same(a: str, b: str) -> bool:
        return a == b or (loose and bool(a) and bool(b) and
                          (a.endswith(" " + b) or b.endswith(" " + a)))

    pairs = {}
    for i, m in enumerate(mine):
        found = [j for j, t in enumerate(theirs) if m and same(m, t)]
        if len(found) == 1:
            pairs[i] = found[0]
    if infer and len(mine) == len(theirs) == 2 and len(pairs) == 1:
        (i, j), = pairs.items()
        pairs[1 - i] = 1 - j
    if len(pairs) != len(mine) or len(set(pairs.values())) != len(mine):
        return None
    return [pairs[i] for i in range(len(mine))]


def _position(item: Item, index: int) -> int | None:
    """Where a candidate is mentioned: its span, else its last word's first whole-word
    occurrence (NYU's ``The tree`` for ``that tree``)."""
    cand = item.candidates[index]
    if cand.span is not None:
        return cand.span.start
    words = _WORD.findall(cand.text)
    if not words:
        return None
    found = re.search(r"(?<!\w)" + re.escape(words[-1]) + r"(?!\w)", item.text, re.IGNORECASE)
    return found.start() if found else None


def _by_mention(item: Item, english: Item) -> list[int] | None:
    """Candidates matched by their order of first mention in each sentence."""
    if len(item.candidates) != len(english.candidates):
        return None
    mine = [_position(item, i) for i in range(len(item.candidates))]
    theirs = [_position(english, i) for i in range(len(english.candidates))]
    if None in mine or None in theirs or len(set(mine)) < len(mine) or \
            len(set(theirs)) < len(theirs):
        return None
    english_order = sorted(range(len(theirs)), key=theirs.__getitem__)
    ranks = sorted(mine)
    return [english_order[ranks.index(position)] for position in mine]


def align(item: Item, english: Item) -> tuple[list[int], str] | None:
    """How each candidate of a translation maps onto the English item's, and by what (text,
    mention, else list order where both have as many candidates)."""
    for how, method in (("text", _by_text), ("mention", _by_mention)):
        mapping = method(item, english)
        if mapping is not None:
            return mapping, how
    if len(item.candidates) == len(english.candidates):
        return list(range(len(item.candidates))), "list"
    return None


def _via_twin(item: Item, group: list[Item], links: Links) -> list[int] | None:
    """Candidates aligned through a twin: the same candidate text in the twin, the twin's
    alignment with its English item (by text or mention), the same text in the English
    twins."""
    english = links.english[item.id]
    for twin in group:
        twin_english = links.english.get(twin.id)
        if twin is item or twin_english is None:
            continue
        aligned = align(twin, twin_english)
        if aligned is None or aligned[1] == "list":
            continue
        mine = _by_text(item, twin, infer=False)
        theirs = _by_text(twin_english, english, infer=False)
        if mine is not None and theirs is not None:
            return [theirs[aligned[0][m]] for m in mine]
    return None


def _answers(group: list[Item], links: Links) -> Iterator:
    """Answers against the English original's; a disagreement found only by list order (no
    spans, no shared texts, no twin to go through) is not reported."""
    results = {}  # item id -> (English item, whether the answers agree, aligned by)
    for item in group:
        english = links.english.get(item.id)
        if english is None or item.answer is None or english.answer is None:
            continue
        aligned = align(item, english)
        if aligned is not None and aligned[1] == "list":
            through = _via_twin(item, group, links)
            aligned = (through, "twin") if through is not None else None
        if aligned is not None:
            results[item.id] = (english, aligned[0][item.answer] == english.answer, aligned[1])
    wrong = [i for i in group if i.id in results and not results[i.id][1]]
    if not wrong:
        return
    english_answers = {results[i.id][0].answer for i in group if i.id in results}
    if len(wrong) == len(group) >= 2 and len(english_answers) >= 2 and \
            all(results[i.id][2] == "mention" and i.answer == results[i.id][0].answer
                for i in wrong):
        return  # every twin inverted by mention order, none by list: reordered in translation
    for item in wrong:
        english, _, how = results[item.id]
        primary = links.key[item.id]
        aligned = align(item, primary) if primary.id != english.id and \
            primary.answer is not None else None
        if aligned is not None and aligned[0][item.answer] == primary.answer:
            yield finding("L612", f"the English original {english.id} answers "
                          f"{english.candidates[english.answer].text!r}; {primary.id}, whose "
                          f"sentence it is, answers {primary.candidates[primary.answer].text!r}"
                          " as this translation does", item=item, other=english.id,
                          primary=primary.id)
            continue
        yield finding("L603", f"answer {item.candidates[item.answer].text!r}; the English "
                      f"original {english.id} answers {english.candidates[english.answer].text!r}"
                      f" (candidates aligned by {how})", item=item, other=english.id,
                      aligned_by=how)


def _structure(group: list[Item], links: Links) -> Iterator:
    linked = [i for i in group if i.id in links.key]
    for item in linked[1:]:
        first = linked[0]
        if links.schema_key(item) != links.schema_key(first):
            yield finding("L606", f"twin of {first.id} (English {links.key[first.id].id}) "
                          f"but linked to {links.key[item.id].id}, of another English "
                          "schema", item=item, other=first.id)
    for pos, item in enumerate(linked):
        for twin in linked[:pos]:
            english, english_twin = links.key[item.id], links.key[twin.id]
            same_text = norm(item.text) == norm(twin.text)
            if same_text and (english.id == english_twin.id or
                              norm(english.text) != norm(english_twin.text)):
                yield finding("L607", f"the same sentence as its twin {twin.id}, while the "
                              f"English twins {english_twin.id} and {english.id} differ",
                              item=item, other=twin.id)
            elif english.id == english_twin.id and not same_text:
                yield finding("L606", f"linked to the same English item {english.id} as its "
                              f"twin {twin.id}", item=item, other=twin.id)


def _proper_names(item: Item) -> set[str]:
    """The names of a sentence: capitalised words other than a sentence's first, and the
    words of candidates written all in capitals (``Sam``, ``Kamchatka``) found in the
    sentence, wherever they stand."""
    text = item.text
    found = set()
    for match in _WORD.finditer(text):
        before = text[:match.start()].rstrip()
        if match.group()[0].isupper() and before and not before.endswith(_SENTENCE_END):
            found.add(match.group())
    for cand in item.candidates:
        words = _WORD.findall(cand.text)
        if cand.span is not None and words and all(w[0].isupper() for w in words):
            found.update(words)
    return found


def _names(group: list[Item], links: Links) -> Iterator:
    """A name of the English twins kept in one translated twin, another name in its place in
    the other."""
    linked = [i for i in group if i.id in links.key]
    if len(linked) < 2:
        return
    english = [_proper_names(links.key[i.id]) for i in linked]
    found = [_proper_names(i) for i in linked]
    for name in sorted(set.intersection(*english)):
        keeping = [i for i, names in zip(linked, found, strict=True) if name in names]
        if not keeping or len(keeping) == len(linked):
            continue
        kept = set.union(*(names for names in found if name in names))
        for item, names in zip(linked, found, strict=True):
            localised = sorted(names - set.union(*english) - kept)
            if name not in names and localised:
                yield finding("L609", f"the English name {name!r} is kept in its twin "
                              f"{keeping[0].id} but given as {localised[0]!r} here",
                              item=item, other=keeping[0].id, name=name,
                              localised=localised[0])


def _tags(item: Item, links: Links) -> Iterator:
    english = links.key[item.id]
    for name, tag in crosslingual.english_tags(english, links).items():
        mine = item.tags.get(name)
        if mine is not None and mine.value != tag.value and \
                not mine.source.startswith("english:"):
            yield finding("L610", f"{name} is {str(mine.value).lower()} ({mine.source}); the "
                          f"English original {english.id} is {str(tag.value).lower()} "
                          f"({tag.source})", item=item, other=english.id, tag=name)


def _between(items: Sequence[Item], links: Links) -> Iterator:
    """Two loaded translations of one English item into the same language: their answers,
    through candidates aligned by text, else each through the English item."""
    by_key: dict[tuple[str, str], list[Item]] = {}
    for item in items:
        if item.id in links.key and item.answer is not None:
            by_key.setdefault((item.lang, links.key[item.id].id), []).append(item)
    for group in by_key.values():
        for pos, item in enumerate(group):
            for other in group[:pos]:
                if other.provenance.corpus != item.provenance.corpus and \
                        not _same_answer(item, other):
                    yield finding("L604", f"answer {item.candidates[item.answer].text!r}; "
                                  f"{other.id}, a translation of the same English item "
                                  f"{links.key[item.id].id}, answers "
                                  f"{other.candidates[other.answer].text!r}", item=item,
                                  other=other.id)


def _same_answer(item: Item, other: Item) -> bool:
    """Whether two translations into one language give the same answer: candidates aligned
    by text (one the other's ending: ``cerfs`` / ``les cerfs``), else by order of mention;
    True where they cannot be aligned (not reported)."""
    mapping = _by_text(item, other, loose=True) or _by_mention(item, other)
    return mapping is None or mapping[item.answer] == other.answer


def _copies(items: Sequence[Item], links: Links) -> Iterator:
    """A copy of a translation (the same sentence elsewhere, up to a few characters) whose
    difference is the other copy's special word."""
    by_key: dict[tuple[str, str], list[Item]] = {}
    for item_id, key in links.reach.items():
        item = links.known[item_id]
        by_key.setdefault((item.lang, key), []).append(item)
    for item in (i for i in items if i.id in links.key):
        text = norm(item.text)
        for other in by_key.get((item.lang, links.key[item.id].id), ()):
            word = next((m.text for m in (other.special, other.alternate)
                         if m is not None and m.span is not None), None)  # its own word
            if other.provenance.corpus == item.provenance.corpus or word is None or \
                    len(word.split()) > 2 or norm(other.text) == text or \
                    similarity(text, norm(other.text), autojunk=False) < crosslingual.SIMILAR:
                continue
            if not re.search(r"(?<!\w)" + re.escape(word.lower()) + r"(?!\w)", text):
                yield finding("L608", f"{other.id} is the same sentence with {word!r}, "
                              "which this one lacks", item=item, other=other.id, word=word)
                break
