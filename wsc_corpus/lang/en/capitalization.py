"""English words that lose their capital when a candidate moves inside a sentence.

A candidate keeps its capital only at the start of a sentence or when it starts with a name;
"The city councilmen" becomes "the city councilmen" mid-sentence.
"""

DETERMINERS = frozenset({
    "the", "a", "an", "this", "that", "these", "those", "his", "her", "its", "their", "my",
    "our", "your", "some", "any", "each", "every", "no", "one", "two", "both", "all",
    "several", "many", "few",
})
