"""Expletive subjects: none marked as data for this language (its expletives, English
``it`` of ``it is raining``, Portuguese null subjects, are not written as a pronoun that a
collection could mark by mistake)."""

EXPLETIVE_SUBJECTS: frozenset[str] = frozenset()
EXPLETIVE_FOLLOWERS: tuple[str, ...] = ()
