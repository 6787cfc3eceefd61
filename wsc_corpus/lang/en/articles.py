"""English articles (they mark no gender; ``a``/``an`` mark the singular)."""

from wsc_corpus.lang.base import Article

ARTICLES = (
    Article("the", True, None, None),
    Article("a", False, None, "sg"),
    Article("an", False, None, "sg"),
)

CONTRACTIONS: dict[tuple[str, str], str] = {}
