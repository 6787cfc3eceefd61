"""English verbs that take two objects (``gave her breakfast``, ``made her dinner``).

After one of these, ``her`` + a noun is the indirect object followed by the direct one, not
a possessive, unless the noun phrase is followed by ``to`` (``handed her breakfast to the
nurse``: there ``her`` is possessive, the receiver comes with ``to``).
"""

DOUBLE_OBJECT_VERBS = frozenset({
    "give", "make", "buy", "bring", "send", "show", "offer", "hand", "pass", "lend", "sell",
    "tell", "teach", "cook", "bake", "pour", "fetch", "get", "find", "build", "write",
    "read", "owe", "promise", "serve", "wish", "throw", "mail", "leave", "order", "pay",
    "save", "sing", "knit", "fix", "grant", "deny", "cost", "ask",
})
# A noun phrase followed by one of these names its receiver: ``her`` before it is possessive.
RECEIVER_PREPOSITIONS = frozenset({"to"})
