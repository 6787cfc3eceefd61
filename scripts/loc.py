"""The lines of code of wsc_corpus/, per top-level part: the measure the closing notes quote.

``lines`` are the physical lines of the ``.py`` files (the figure quoted as "outside lang/
18,240 → 18,407"); ``code`` leaves out blank lines, comment lines and docstrings. The totals
are given with and without ``lang/`` (the language rules, which grow with every construction
covered).

    python scripts/loc.py           # Markdown on standard output
    python scripts/loc.py --docs    # and into docs/architecture.md's loc block
"""

from __future__ import annotations

import argparse
import ast
import io
import tokenize
from collections import Counter
from pathlib import Path

import docblocks

PACKAGE = docblocks.ROOT / "wsc_corpus"
_BLANK = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT,
          tokenize.ENDMARKER}


def count(path: Path) -> tuple[int, int]:
    """A file's physical lines and its code lines (no blank line, comment or docstring)."""
    source = path.read_text(encoding="utf-8")
    code = {line for token in tokenize.generate_tokens(io.StringIO(source).readline)
            if token.type not in _BLANK for line in range(token.start[0], token.end[0] + 1)}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) \
                and ast.get_docstring(node, clean=False) is not None:
            code -= set(range(node.body[0].lineno, node.body[0].end_lineno + 1))
    return len(source.splitlines()), len(code)


def report() -> str:
    lines, code = Counter(), Counter()
    for path in sorted(PACKAGE.rglob("*.py")):
        part = path.relative_to(PACKAGE).parts[0]
        part = part + "/" if (PACKAGE / part).is_dir() else "(modules)"
        lines[part], code[part] = (a + b for a, b in zip((lines[part], code[part]), count(path)))
    rows = ["| part of wsc_corpus/ | lines | code |", "|---|---:|---:|"]
    rows += [f"| {part} | {lines[part]:,} | {code[part]:,} |" for part in sorted(lines)]
    outside = {part for part in lines if part != "lang/"}
    rows += [f"| **all but lang/** | **{sum(lines[p] for p in outside):,}** | "
             f"**{sum(code[p] for p in outside):,}** |",
             f"| **all** | **{lines.total():,}** | **{code.total():,}** |"]
    return "\n".join(rows) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs", action="store_true",
                        help="write the table into docs/architecture.md's loc block")
    args = parser.parse_args()
    text = report()
    print(text, end="")
    if args.docs:
        docblocks.write("loc", text)


if __name__ == "__main__":
    main()
