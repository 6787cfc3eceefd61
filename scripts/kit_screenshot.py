"""Render a translation kit's cells to HTML and screenshot them with headless chromium (the
picture in docs/authoring.md): the cells as read by ``wsc_corpus.kit.read_kit``, the source
columns grey and the review column yellow, as ``write_kit`` styles the .xlsx.

    python scripts/kit_screenshot.py kit.xlsx docs/img/translate-kit.png [--rows 10]
"""

from __future__ import annotations

import argparse
import html
import subprocess
import tempfile
from pathlib import Path

from wsc_corpus.kit import SOURCE_COLUMNS, read_kit

SHOWN = ("schema", "source_template", "source_answers", "target_template", "target_answers",
         "status", "review")
STYLE = """body{font:13px sans-serif;margin:8px} table{border-collapse:collapse}
td,th{border:1px solid #bbb;padding:3px 5px;vertical-align:top;white-space:pre-wrap}
th{background:#ddd;text-align:left} td.src{background:#eee} td.review{background:#fff4c2}
td.colnum{background:#ddd;text-align:right;color:#555}"""


def render(kit: Path, rows: int) -> str:
    cells = read_kit(kit)[:rows]
    head = "".join(f"<th>{c}</th>" for c in ("", *SHOWN))
    body = []
    for number, row in enumerate(cells, start=2):
        tds = [f'<td class="colnum">{number}</td>']
        for column in SHOWN:
            cls = "src" if column in SOURCE_COLUMNS else "review" if column == "review" else ""
            width = {"source_template": 330, "target_template": 330, "review": 420}.get(column)
            style = f' style="min-width:{width}px;max-width:{width}px"' if width else ""
            tds.append(f'<td class="{cls}"{style}>{html.escape(row[column])}</td>')
        body.append("<tr>" + "".join(tds) + "</tr>")
    return (f"<!doctype html><meta charset=utf-8><style>{STYLE}</style>"
            f"<p><b>{html.escape(kit.name)}</b> — sheet “kit”</p>"
            f"<table><tr>{head}</tr>{''.join(body)}</table>")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("kit", type=Path)
    parser.add_argument("png", type=Path)
    parser.add_argument("--rows", type=int, default=10)
    parser.add_argument("--size", default="1900,1000")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        page = Path(tmp, "kit.html")
        page.write_text(render(args.kit, args.rows), encoding="utf-8")
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                        "--disable-background-networking", "--no-first-run",
                        "--hide-scrollbars", f"--window-size={args.size}",
                        f"--screenshot={args.png.resolve()}", page.as_uri()],
                       check=True, capture_output=True, timeout=120)


if __name__ == "__main__":
    main()
