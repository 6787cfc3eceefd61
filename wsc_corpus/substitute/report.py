"""A substitution run as the library reports it: the substitutions, the signature, and the
resources the grammar of the corpus's languages actually read."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from wsc_corpus.lang import defaults, known
from wsc_corpus.models import Corpus
from wsc_corpus.signature import Signature
from wsc_corpus.substitute import ManualFixes, Substitution, substitute


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


def substitute_corpus(corpus: Corpus, manual_fixes: ManualFixes | None = None
                      ) -> SubstitutionReport:
    """Substitute every item of a corpus (curated sentences overlaid where ``manual_fixes``
    gives them; a draft the detector flags withheld, its error named), and sign the
    result."""
    subs = substitute(corpus.items, manual_fixes)
    signature = Signature.for_corpus(
        corpus, resources=resources(sorted({item.lang for item in corpus.items})),
        settings={"manual_fixes": Path(manual_fixes.source).name if manual_fixes else "none"})
    files = [Path(f) for f in manual_fixes.files or [manual_fixes.source]] if manual_fixes \
        else []
    return SubstitutionReport(subs, signature, files)
