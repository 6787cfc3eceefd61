"""``changed_run``, the twin diff of ``derive_special_in_groups``, against difflib itself."""

import difflib
import random

from wsc_corpus.formats._common import changed_run


def _difflib(a: list[str], b: list[str]) -> tuple[int, int, int, int] | None:
    changes = [op for op in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes()
               if op[0] != "equal"]
    if not changes:
        return None
    return changes[0][1], changes[-1][2], changes[0][3], changes[-1][4]


def test_changed_run_is_difflibs_on_random_and_repetitive_sequences():
    """Small alphabets make repeated words, where the longest-match order decides which
    block is kept: 20,000 pairs, twins (one word replaced, inserted or dropped) and
    unrelated ones, give difflib's first and last change."""
    rng = random.Random(28)
    for case in range(20_000):
        words = "abcd"[: 1 + case % 4] + ("xyz" if case % 7 == 0 else "")
        a = [rng.choice(words) for _ in range(rng.randint(0, 14))]
        b = list(a) if case % 3 else [rng.choice(words) for _ in range(rng.randint(0, 14))]
        if case % 3 and a:
            at = rng.randrange(len(a))
            edit = case % 5
            if edit in (0, 1):
                b[at] = rng.choice(words + "q")
            elif edit == 2:
                b.insert(at, rng.choice(words))
            elif edit == 3:
                del b[at]
        assert changed_run(a, b) == _difflib(a, b), (a, b)


def test_changed_run_on_twin_sentences():
    words = "the trophy does not fit into the suitcase because it is too big ."
    a = words.split(" ")
    b = words.replace("big", "small").split(" ")
    assert changed_run(a, b) == (12, 13, 12, 13) == _difflib(a, b)
    assert changed_run(a, a) is None
    rng = random.Random(285)
    for _ in range(200):  # long ones, where difflib's autojunk (off here) would start
        a = [rng.choice("abcdefgh") for _ in range(rng.randint(150, 300))]
        b = a[:]
        b[rng.randrange(len(b))] = "z"
        b.insert(rng.randrange(len(b)), rng.choice("abc"))
        assert changed_run(a, b) == _difflib(a, b)
    assert changed_run([], ["x"]) == (0, 0, 0, 1) == _difflib([], ["x"])


def test_changed_run_shortcut_for_foreign_middles_is_difflibs():
    """Twins whose differing runs hold words the other sentence lacks take the shortcut
    (common start and end); on repetitive words around them it still gives difflib's run,
    and an insertion, which could match across the join, is left to the full search."""
    from wsc_corpus.formats._common import _changed_middle

    rng = random.Random(2828)
    taken = 0
    for case in range(20_000):
        words = "abc"[: 1 + case % 3]
        head = [rng.choice(words) for _ in range(rng.randint(0, 6))]
        tail = [rng.choice(words) for _ in range(rng.randint(0, 6))]
        a = head + [rng.choice("xy") for _ in range(rng.randint(0, 3))] + tail
        b = head + [rng.choice("uv") for _ in range(rng.randint(0, 3))] + tail
        shortcut = _changed_middle(a, b)
        taken += shortcut is not None
        assert shortcut in (None, _difflib(a, b)) and changed_run(a, b) == _difflib(a, b), (a, b)
    assert taken > 10_000
    assert _changed_middle(list("aaaa"), list("aYXaaa")) is None  # insertion: full search
