"""``wsc validate``: checks that yield findings, and the engine that runs them.

Built-in checks (one module each): ``structure`` (pronoun, answer, candidates, order,
snippet), ``schema`` (twins and duplicates), ``text`` (encoding damage, spacing, punctuation),
``agreement`` (pronoun and candidates in gender, number and person/thing). ``substitution``
(leftover substitution errors) lives in ``substitution.py`` and plugs in the same way, as
does ``crosslingual`` (translations against their English originals, ``crosslingual.py``).

Adding a check: in a module ``wsc_corpus/checks/<name>.py`` (listed in ``engine._BUILTIN``)::

    from wsc_corpus.checks.engine import define, finding, rule

    CHECK = define("substitution", "leftover substitution errors")

    @rule(CHECK)                      # scope="item" (default), "schema" or "corpus"
    def check_contractions(item, context):
        if "através a" in item.text:
            yield finding("U501", "'através a' should be 'através da'", found="através a")

A code is one table of ``wsc_corpus/data/codes.toml`` (code, check, severity, name, meaning);
a check outside the package declares its own: ``define(name, description, codes={"Z901":
("warning", "what it means")})``.

``finding`` fills the severity from the code; the engine adds the check name, item id,
source id and location. Schema- and corpus-scope rules pass ``item=`` to say which item.
``define(..., prepare=func)`` runs ``func(items, context)`` on each batch of whole twin groups
before its rules (batch work; store results in ``context.cache`` and record resources with
``context.use(name, version)``); with ``jobs`` > 1 batches run in worker processes, which
import the modules that define the checks.
Code prefixes: S structure, T schema, X text, A agreement, U substitution, L crosslingual
(docs/codes.md).
"""

from wsc_corpus.checks.engine import (
    CODES,
    REGISTRY,
    Context,
    Finding,
    Report,
    Tally,
    Validation,
    check_names,
    define,
    finding,
    iter_findings,
    rule,
    summarize,
    validate,
)

__all__ = ["CODES", "REGISTRY", "Context", "Finding", "Report", "Tally", "Validation",
           "check_names", "define", "finding", "iter_findings", "rule", "summarize", "validate"]
