"""The data model: items (one sentence of a schema), schemas (twin groups) and corpora.

Character spans are half-open ``[start, end)`` offsets into ``Item.text`` and are checked
against the text when an item is built, so a loaded item is always self-consistent.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Literal, Self, TypeVar, overload

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator, model_validator

TAG_NAMES = ("associative", "switchable", "translated")

# The flag of an item kept although its input gives no candidates (two PWS French rows):
# such an item has fewer than two candidates and no answer.
MISSING_CANDIDATES = "candidates-missing"

SnippetKind = Literal["quote", "question", "trecho", "blank"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    def __setattr__(self, name: str, value: Any) -> None:
        """Assign as pydantic does, which changes the fields set or the private values in
        place: the model gets its own copy of them first (they may be shared, see
        ``_fields_set``)."""
        if name in type(self).__pydantic_fields__:
            _set_fields_set(self, set(self.__pydantic_fields_set__))
        elif name in type(self).__private_attributes__:
            _set_private(self, dict(self.__pydantic_private__))
        super().__setattr__(name, value)

    def __delattr__(self, name: str) -> None:
        """Delete as pydantic does, a private value from its own copy of them."""
        if name in type(self).__private_attributes__:
            _set_private(self, dict(self.__pydantic_private__))
        super().__delattr__(name)


# --- the trusted construction path ----------------------------------------------------------
# Readers build hundreds of thousands of small models. Each model below checks its fields in
# plain Python first (exact types, the same constraints and validators); when every check
# passes it is built without pydantic's validator, with what validation would have stored
# (fields in declaration order, defaults, lists and dicts copied). Anything else (a wrong
# type, a value pydantic would coerce, a broken constraint) goes through validation, so a bad
# input gets exactly the error it got before.
#
# Models built this way share their fields set (and an item its private values) with the
# other models given the same fields: one object per set of names, not one per model (most of
# a small model's memory). Nothing changes them in place: ``_Model.__setattr__`` gives a model
# its own copy before an assignment, as ``model_copy`` does.

_NONE = type(None)
_STR = (str,)
_OPT_STR = (str, _NONE)
_OPT_INT = (int, _NONE)


# Fields sets by the names they hold (at most _MAX_SHARED of them; past that, each model has
# its own).
_FIELDS_SETS: dict[frozenset[str], set[str]] = {}
_MAX_SHARED = 1024


def _fields_set(names: Iterable[str]) -> set[str]:
    """The fields set holding ``names``, shared by the models given the same fields."""
    key = frozenset(names)
    found = _FIELDS_SETS.get(key)
    if found is None:
        found = set(key)
        if len(_FIELDS_SETS) < _MAX_SHARED:
            _FIELDS_SETS[key] = found
    return found


class _Shapes:
    """The checks of a model's keyword arguments, learnt once per shape (the keys given, in
    their order): whether every key is a field and the required ones are there, each value's
    exact types (``types``, field by field), and the fields set to share; and the exact type
    of the elements of list fields (``elements``: ``notes=str``). The defaults and the
    required fields are the model's own."""

    def __init__(self, model: type[BaseModel], types: dict[str, tuple[type, ...]],
                 **elements: type) -> None:
        fields = model.model_fields
        self.types = types
        self.elements = tuple(elements.items())
        self.template = {name: None if f.is_required() else f.get_default(
            call_default_factory=True) for name, f in fields.items()}
        self.required = frozenset(name for name, f in fields.items() if f.is_required())
        self.containers = tuple(name for name, kinds in types.items()
                                if kinds in ((list,), (dict,)))
        self.known: dict[tuple[str, ...], tuple[tuple[tuple[type, ...], ...], set[str]] | None] \
            = {}

    def _learn(self, key: tuple[str, ...]
               ) -> tuple[tuple[tuple[type, ...], ...], set[str]] | None:
        shape = None
        if all(name in self.types for name in key) and self.required <= set(key):
            shape = tuple(self.types[name] for name in key), _fields_set(key)
        if len(self.known) < _MAX_SHARED:
            self.known[key] = shape
        return shape

    def values(self, data: dict[str, Any]) -> tuple[dict[str, Any], set[str]] | None:
        """The field values in declaration order (``template``: every field's default, None
        for a required one) and the fields set, or None where a key is unknown, a value (or
        a list's element) not of one of its exact types or a required field missing. The
        ``containers`` (list and dict fields) are copied, as validation does; the contents
        of dicts are checked by the caller."""
        key = tuple(data)
        shape = self.known.get(key, False)
        if shape is False:
            shape = self._learn(key)
        if shape is None:
            return None
        types, given = shape
        for value, allowed in zip(data.values(), types):
            if type(value) not in allowed:
                return None
        values = self.template.copy()
        values.update(data)
        for name, kind in self.elements:
            for element in values[name]:
                if type(element) is not kind:
                    return None
        for name in self.containers:
            values[name] = values[name].copy()
        return values, given


_new = object.__new__
_M = TypeVar("_M", bound=BaseModel)
_slot = BaseModel.__dict__
_set_fields_set = _slot["__pydantic_fields_set__"].__set__
_set_extra = _slot["__pydantic_extra__"].__set__
_set_private = _slot["__pydantic_private__"].__set__
_set_dict = _slot["__dict__"].__set__


def _trust(model: _M, values: dict[str, Any], given: set[str],
           private: dict[str, Any] | None = None) -> _M:
    """Fill a model instance as validation would, from values already checked (``given``:
    its fields set, shared); the model."""
    _set_dict(model, values)
    _set_fields_set(model, given)
    _set_extra(model, None)
    _set_private(model, private)
    return model


_SPAN_SET = _fields_set(("start", "end"))
_TEXT_SET = _fields_set(("text",))
_MENTION_SET = _fields_set(("text", "span"))


class Span(_Model):
    """Half-open character offsets ``[start, end)``."""

    start: int = Field(ge=0)
    end: int = Field(ge=0)

    def __init__(self, **data: Any) -> None:
        start, end = data.get("start"), data.get("end")
        if len(data) == 2 and type(start) is int and type(end) is int and 0 <= start <= end:
            _trust(self, {"start": start, "end": end}, _SPAN_SET)
        else:
            super().__init__(**data)

    @classmethod
    def of(cls, start: int, end: int) -> Span:
        """``Span(start=start, end=end)``, built faster (readers build many)."""
        if type(start) is int and type(end) is int and 0 <= start <= end and cls is Span:
            span = _new(Span)  # _trust's four setters inline: a call less per span
            _set_dict(span, {"start": start, "end": end})
            _set_fields_set(span, _SPAN_SET)
            _set_extra(span, None)
            _set_private(span, None)
            return span
        return cls(start=start, end=end)

    @model_validator(mode="after")
    def _ordered(self) -> Span:
        if self.end < self.start:
            raise ValueError(f"span end {self.end} is before its start {self.start}")
        return self


class Mention(_Model):
    """A piece of the sentence: its text and, where known, where it occurs."""

    text: str
    span: Span | None = None

    def __init__(self, **data: Any) -> None:
        text, span = data.get("text"), data.get("span")
        if type(text) is str and (span is None or type(span) is Span) and \
                (len(data) == 1 or (len(data) == 2 and "span" in data)):
            _trust(self, {"text": text, "span": span}, _TEXT_SET if len(data) == 1 else
                   _MENTION_SET)
        else:
            super().__init__(**data)

    @classmethod
    def of(cls, text: str, span: Span | None = None) -> Self:
        """``cls(text=text, span=span)``, built faster (readers build many)."""
        if type(text) is str and (span is None or type(span) is Span) and \
                (cls is Mention or cls is Candidate):
            mention = _new(cls)  # as in Span.of
            _set_dict(mention, {"text": text, "span": span})
            _set_fields_set(mention, _MENTION_SET)
            _set_extra(mention, None)
            _set_private(mention, None)
            return mention
        return cls(text=text, span=span)


class Candidate(Mention):
    """A possible referent of the pronoun; its span may differ from its text in case only
    (``The demonstrators`` for ``the demonstrators`` in the sentence)."""


class Tag(_Model):
    """A boolean label and where it came from (a file, a paper, a rule)."""

    value: bool
    source: str

    def __init__(self, **data: Any) -> None:
        value, source = data.get("value"), data.get("source")
        if len(data) == 2 and type(value) is bool and type(source) is str:
            _trust(self, {"value": value, "source": source}, _TAG_SET)
        else:
            super().__init__(**data)


_TAG_SET = _fields_set(("value", "source"))


class EnglishLink(_Model):
    """The English item a translation was made from (its id) and how the link was found
    (``pws-row``: the same PWS row; ``wsc285-index``: the collection's WSCollection.xml
    index; ``english-id``, ``same-text:ID``, ``similar-text:ID``, ``twin:ID``: see
    ``wsc_corpus.crosslingual``)."""

    id: str
    by: str

    def __init__(self, **data: Any) -> None:
        id_, by = data.get("id"), data.get("by")
        if len(data) == 2 and type(id_) is str and type(by) is str:
            _trust(self, {"id": id_, "by": by}, _LINK_SET)
        else:
            super().__init__(**data)


_LINK_SET = _fields_set(("id", "by"))


class Provenance(_Model):
    """Where an item came from, so that every finding can point back into the file."""

    corpus: str
    file: str | None = None
    line: int | None = None
    record: int | None = None
    source_id: str | None = None
    english_id: str | None = None
    english: EnglishLink | None = None
    notes: list[str] = Field(default_factory=list)

    def __init__(self, **data: Any) -> None:
        checked = _PROVENANCE_SHAPES.values(data)
        if checked is None:
            super().__init__(**data)
        else:
            _trust(self, *checked)


_PROVENANCE = {"corpus": _STR, "file": _OPT_STR, "line": _OPT_INT, "record": _OPT_INT,
               "source_id": _OPT_STR, "english_id": _OPT_STR, "english": (EnglishLink, _NONE),
               "notes": (list,)}
_PROVENANCE_SHAPES = _Shapes(Provenance, _PROVENANCE, notes=str)


def twin_group(corpus: str, lang: str, schema_id: str | None, item_id: str
               ) -> tuple[str, str, str]:
    """The key of a twin group: collection, language and schema; an item without a schema
    is a group of its own."""
    return corpus, lang, schema_id or f"item:{item_id}"


class Item(_Model):
    """One sentence of a Winograd schema with its pronoun and candidates (two or more, except
    in items flagged ``candidates-missing``).

    ``special`` and ``alternate`` are the schema's two words; the one this sentence contains
    carries a span into ``text``, the other has none. ``special_derived`` says they were
    recovered by diffing the twins rather than read from the input.
    """

    id: str = Field(min_length=1)
    lang: str = Field(min_length=2)
    text: str = Field(min_length=1)
    pronoun: Mention | None = None
    pronoun_found_by: str | None = None
    candidates: list[Candidate] = Field(default_factory=list)
    answer: int | None = None
    special: Mention | None = None
    alternate: Mention | None = None
    special_derived: bool = False
    snippet: str | None = None
    snippet_kind: SnippetKind | None = None
    tags: dict[str, Tag] = Field(default_factory=dict)
    schema_id: str | None = None
    provenance: Provenance
    upstream_sentences: dict[str, str] = Field(default_factory=dict)
    flags: list[str] = Field(default_factory=list)
    # Where the item was read, when that is not where it came from: the line of a JSONL copy
    # of another collection. Not serialized; the provenance stays the upstream one.
    _read_at: tuple[str, int] | None = PrivateAttr(default=None)

    def __init__(self, **data: Any) -> None:
        checked = _ITEM_SHAPES.values(data)
        if checked is None or not _trusted_item(checked[0]):
            super().__init__(**data)
        else:
            _trust(self, *checked, _NOT_READ)

    def __setattr__(self, name: str, value: Any) -> None:
        """Fields set by readers after building an item (twin group, special words) are
        checked here as validation would; anything else is validated."""
        types = _ASSIGNED.get(name)
        if types is not None and type(value) in types and \
                (name not in ("special", "alternate") or _span_problem(self.text, name, value)
                 is None):
            self.__dict__[name] = value
            given = self.__pydantic_fields_set__
            if name not in given:
                _set_fields_set(self, _fields_set((*given, name)))
        else:
            super().__setattr__(name, value)

    @field_validator("tags")
    @classmethod
    def _known_tags(cls, tags: dict[str, Tag]) -> dict[str, Tag]:
        if unknown := set(tags) - set(TAG_NAMES):
            raise ValueError(f"unknown tag(s) {sorted(unknown)}; expected {list(TAG_NAMES)}")
        return tags

    @model_validator(mode="after")
    def _consistent(self) -> Item:
        if problem := _item_problem(self.__dict__):
            raise ValueError(problem)
        return self

    @property
    def group_key(self) -> tuple[str, str, str]:
        """The key of the item's twin group (:meth:`Corpus.schemas`): :func:`twin_group`."""
        return twin_group(self.provenance.corpus, self.lang, self.schema_id, self.id)

    def tag(self, name: str) -> bool | None:
        """The value of a tag, or None where the item has no such tag."""
        found = self.tags.get(name)
        return None if found is None else found.value

    @property
    def correct(self) -> Candidate | None:
        return None if self.answer is None else self.candidates[self.answer]

    def __eq__(self, other: object) -> bool:
        """Equal fields: where an item was read is not part of what it is."""
        if not isinstance(other, Item):
            return NotImplemented
        return self.__dict__ == other.__dict__

    def read_from(self, file: str, line: int) -> Item:
        """Record the file and line this item was read from (see :attr:`where_read`)."""
        self._read_at = (file, line)
        return self

    @property
    def where_read(self) -> tuple[str | None, int | None, int | None]:
        """``(file, line, record)`` of the input the item was read from: the line of the
        JSONL file being read, else the provenance's place in the upstream file."""
        if self._read_at is not None:
            return self._read_at[0], self._read_at[1], None
        p = self.provenance
        return p.file, p.line, p.record

    @property
    def location(self) -> str:
        """``file:line`` (or ``file: record N``, or the id) for messages."""
        file, line, record = self.where_read
        if file and line is not None:
            return f"{file}:{line}"
        if file and record is not None:
            return f"{file}: record {record}"
        return file or self.id


def _item_problem(fields: dict[str, Any]) -> str | None:
    """What makes an item's fields inconsistent (the ``_consistent`` validator's message),
    or None."""
    candidates, answer = fields["candidates"], fields["answer"]
    if len(candidates) < 2 and MISSING_CANDIDATES not in fields["flags"]:
        return (f"{len(candidates)} candidate(s); expected at least 2 "
                f"(or the flag {MISSING_CANDIDATES!r})")
    if answer is not None and not 0 <= answer < len(candidates):
        return f"answer {answer} is not an index into {len(candidates)} candidates"
    text = fields["text"]
    mentions = [(name, fields[name], False) for name in ("pronoun", "special", "alternate")]
    mentions += [(f"candidate {i}", cand, True) for i, cand in enumerate(candidates)]
    return next((problem for name, mention, ignore_case in mentions
                 if (problem := _span_problem(text, name, mention, ignore_case))), None)


def _span_problem(text: str, name: str, mention: Mention | None,
                  ignore_case: bool = False) -> str | None:
    """What is wrong with a mention's span in the text (outside it, or not holding the
    mention's text), or None where it fits or has no span."""
    if mention is None or mention.span is None:
        return None
    span = mention.span
    if span.end > len(text):
        return (f"{name} span {span.start}-{span.end} is outside the text "
                f"({len(text)} characters)")
    found = text[span.start:span.end]
    if found != mention.text and not (ignore_case and found.lower() == mention.text.lower()):
        return f"{name} span {span.start}-{span.end} holds {found!r}, not {mention.text!r}"
    return None


_OPT_MENTION = (Mention, _NONE)
_ITEM = {"id": _STR, "lang": _STR, "text": _STR, "pronoun": _OPT_MENTION,
         "pronoun_found_by": _OPT_STR, "candidates": (list,), "answer": _OPT_INT,
         "special": _OPT_MENTION, "alternate": _OPT_MENTION, "special_derived": (bool,),
         "snippet": _OPT_STR, "snippet_kind": _OPT_STR, "tags": (dict,), "schema_id": _OPT_STR,
         "provenance": (Provenance,), "upstream_sentences": (dict,), "flags": (list,)}
_ITEM_SHAPES = _Shapes(Item, _ITEM, candidates=Candidate, flags=str)
# The private values of an item not read from a JSONL copy, shared (see ``_fields_set``).
_NOT_READ = {"_read_at": None}
_SNIPPET_KINDS = frozenset(SnippetKind.__args__)  # type: ignore[attr-defined]
_ASSIGNED = {"schema_id": _OPT_STR, "special_derived": (bool,), "special": _OPT_MENTION,
             "alternate": _OPT_MENTION}


def _trusted_item(values: dict[str, Any]) -> bool:
    """Whether checked item fields pass every constraint and validator of ``Item`` (those of
    ``_item_problem`` too, checked here in one pass)."""
    text = values["text"]
    if not values["id"] or len(values["lang"]) < 2 or not text:
        return False
    kind = values["snippet_kind"]
    if kind is not None and kind not in _SNIPPET_KINDS:
        return False
    for key, tag in values["tags"].items():
        if type(key) is not str or key not in TAG_NAMES or type(tag) is not Tag:
            return False
    for key, sentence in values["upstream_sentences"].items():
        if type(key) is not str or type(sentence) is not str:
            return False
    candidates, answer = values["candidates"], values["answer"]
    if (len(candidates) < 2 and MISSING_CANDIDATES not in values["flags"]) or \
            (answer is not None and not 0 <= answer < len(candidates)):
        return False
    size = len(text)
    for mention in (values["pronoun"], values["special"], values["alternate"]):
        if mention is not None:
            span = mention.span
            if span is not None and (span.end > size or
                                     text[span.start:span.end] != mention.text):
                return False
    for cand in candidates:
        if (span := cand.span) is not None:
            found = text[span.start:span.end]
            if span.end > size or (found != cand.text and found.lower() != cand.text.lower()):
                return False
    return True


class Schema(_Model):
    """A twin group: the items that differ by the special/alternate word (usually two)."""

    id: str
    lang: str
    items: list[Item]

    @property
    def size(self) -> int:
        return len(self.items)


_SCHEMA_SET = _fields_set(("id", "lang", "items"))
_ITEMS_SET = _fields_set(("items",))


class Corpus(_Model):
    """A list of items, in input order, with their twin groups.

    A corpus is a sequence: ``corpus[0]`` is an item, ``corpus[10:20]`` and
    ``corpus.filter(lang="pt")`` are corpora, ``for item in corpus`` iterates; ``to_pandas()``
    and ``to_hf_dataset()`` give one row per item (``from_hf_dataset`` reads one back).
    """

    items: list[Item] = Field(default_factory=list)

    def __init__(self, **data: Any) -> None:
        items = data.get("items")
        if len(data) == 1 and type(items) is list and all(type(i) is Item for i in items):
            _trust(self, {"items": list(items)}, _ITEMS_SET)
        else:
            super().__init__(**data)

    def __iter__(self) -> Iterator[Item]:  # type: ignore[override]
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    @overload
    def __getitem__(self, index: int) -> Item: ...

    @overload
    def __getitem__(self, index: slice) -> Corpus: ...

    def __getitem__(self, index: int | slice) -> Item | Corpus:
        """An item by position, or a slice of the corpus as a corpus."""
        if isinstance(index, slice):
            return Corpus(items=self.items[index])
        return self.items[index]

    def filter(self, predicate: Callable[[Item], bool] | None = None, *,
               lang: str | Iterable[str] | None = None, corpus: str | None = None,
               tag: str | None = None, value: bool = True) -> Corpus:
        """The items that pass every condition given: ``predicate(item)``, a language (or
        several), a collection name (``provenance.corpus``), a tag whose value is ``value``
        (``tag="associative"``, ``tag="switchable", value=False``)."""
        if tag is not None and tag not in TAG_NAMES:
            raise ValueError(f"unknown tag {tag!r}; expected one of: {', '.join(TAG_NAMES)}")
        langs = {lang} if isinstance(lang, str) else set(lang) if lang is not None else None
        return Corpus(items=[
            item for item in self.items
            if (langs is None or item.lang in langs)
            and (corpus is None or item.provenance.corpus == corpus)
            and (tag is None or item.tag(tag) is value)
            and (predicate is None or predicate(item))])

    def rows(self) -> list[dict[str, Any]]:
        """One flat row per item (the columns of ``to_pandas`` and ``to_hf_dataset``), with
        the whole item as JSON in ``item``."""
        return [{
            "id": item.id, "lang": item.lang, "corpus": item.provenance.corpus,
            "source_id": item.provenance.source_id, "schema_id": item.schema_id,
            "text": item.text, "pronoun": item.pronoun.text if item.pronoun else None,
            "candidates": [c.text for c in item.candidates], "answer": item.answer,
            **{name: item.tag(name) for name in TAG_NAMES},
            "item": item.model_dump_json(exclude_defaults=True)} for item in self.items]

    def to_pandas(self) -> Any:
        """A pandas DataFrame, one row per item (``rows()``); needs pandas."""
        import pandas

        return pandas.DataFrame(self.rows())

    def to_hf_dataset(self) -> Any:
        """A ``datasets.Dataset``, one row per item (``rows()``); needs datasets."""
        import datasets

        return datasets.Dataset.from_list(self.rows())

    @classmethod
    def from_hf_dataset(cls, dataset: Any) -> Corpus:
        """The corpus a ``to_hf_dataset()`` dataset holds (its ``item`` column), items equal."""
        if "item" not in dataset.column_names:
            raise ValueError("the dataset has no 'item' column: not written by to_hf_dataset")
        return cls(items=[Item.model_validate_json(text) for text in dataset["item"]])

    def schemas(self) -> list[Schema]:
        """Twin groups in order of first appearance; an item without a group is its own.
        Built without validation: the items are this corpus's, already checked."""
        groups: dict[tuple[str, str, str], list[Item]] = {}
        for item in self.items:
            groups.setdefault(item.group_key, []).append(item)
        return [_trust(_new(Schema), {"id": name, "lang": lang, "items": items}, _SCHEMA_SET)
                for (_corpus, lang, name), items in groups.items()]

    def by_id(self) -> dict[str, Item]:
        return {item.id: item for item in self.items}

    def stats(self) -> dict[str, Any]:
        """Counts by language, corpus, schema size and tag."""
        tags: dict[str, Counter[str]] = {name: Counter() for name in TAG_NAMES}
        for item in self.items:
            for name, tag in item.tags.items():
                tags[name]["true" if tag.value else "false"] += 1
        return {
            "items": len(self.items),
            "schemas": len(self.schemas()),
            "by_lang": dict(sorted(Counter(i.lang for i in self.items).items())),
            "by_corpus": dict(sorted(Counter(i.provenance.corpus for i in self.items).items())),
            "by_schema_size": {str(k): v for k, v in
                               sorted(Counter(s.size for s in self.schemas()).items())},
            "by_tag": {name: dict(sorted(c.items())) for name, c in tags.items() if c},
            "with_pronoun": sum(1 for i in self.items if i.pronoun is not None),
            "with_answer": sum(1 for i in self.items if i.answer is not None),
            "flagged": dict(sorted(Counter(f for i in self.items for f in i.flags).items())),
        }

    @classmethod
    def of(cls, items: Iterable[Item]) -> Corpus:
        return cls(items=list(items))
