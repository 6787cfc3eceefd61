"""French expletive subjects: ``il`` in ``il y a``, ``il faut``, ``il pleut`` refers to
nothing, so it cannot be a schema's pronoun (XWinograd fr marks ``il`` of ``il y a 20 000
ans`` in two rows; the pronoun that refers is elsewhere in the text)."""

EXPLETIVE_SUBJECTS = frozenset({"il"})
# What follows an expletive ``il`` (lower case, apostrophes straight).
EXPLETIVE_FOLLOWERS = (
    "y a ", "y avait ", "y aura ", "y aurait ", "y eut ", "y a-t-il", "faut ", "fallait ",
    "faudra ", "faudrait ", "fallut ", "pleut", "pleuvait", "neige", "s'agit ",
    "s'agissait ", "semble que ", "est temps ", "était une fois",
)
