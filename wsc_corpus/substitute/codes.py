"""The one vocabulary of substitution codes: the errors the detector finds in a substituted
sentence (each reported by ``wsc validate --checks substitution`` under a U5xx code) and the
findings of an item no rule covers. docs/substitute.md lists them all (a test checks it);
a language's ``Defaults.detectors`` and ``error_patterns`` name errors from this list."""

# Error in a substituted sentence -> the code of the substitution check.
ERRORS = {
    "uncontracted": "U501",
    "lost-preposition": "U502",
    "truncated-enclitic": "U503",
    "clitic-before-verb": "U504",
    "possessive-not-rewritten": "U505",
    "missing-possessive": "U505",
    "double-possessive": "U506",
    "elision": "U507",
    "partitive-article": "U508",
    "capitalization": "U509",
    "spacing": "U510",
    "rephrased": "U511",
    "bare-noun": "U512",
    "doubled-article": "U513",
    "stranded-object": "U514",
}

# What no rule covers: the item gets the finding (and, for most, no sentences).
FINDINGS = {
    "no-pronoun": "the item has no located pronoun",
    "candidates-missing": "fewer than two candidates",
    "not-a-clitic": "the marked pronoun is followed by no verb (an article)",
    "no-possessed-noun": "a possessive with no noun after it",
    "possessed-candidate": "a possessive whose noun is in the candidate",
    "switch-failed": "the candidates cannot be exchanged",
    "name-gender-unknown": "a name of unknown gender: de X without article",
    "no-grammar": "a language without tables: plain replacement",
    "no-rule": "a pronoun its language's Grammar has no rule for: plain replacement, reported",
    "detected-error": "the detector finds an error in a written sentence (kept, the error named)",
}
