"""The README's table of measured figures, read from the generated blocks of docs/ (so that
the README and the pages never disagree, and no figure is typed by hand): each row quotes one
or more blocks, which their own generators write (``python scripts/regenerate_docs.py
--list``). Written into README.md's ``readme-figures`` block by scripts/regenerate_docs.py."""

from __future__ import annotations

import re
import statistics

import docblocks


def tables(name: str) -> list[list[dict[str, str]]]:
    """Every markdown table of a block, each a list of rows keyed by the header's cells (a
    repeated header cell gets " (2)")."""
    found: list[list[dict[str, str]]] = []
    header: list[str] | None = None
    for line in (docblocks.read(name) or "").splitlines():
        if not line.startswith("|"):
            header = None
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if header is None:
            header = [cell if cell not in cells[:i] else f"{cell} (2)"
                      for i, cell in enumerate(cells)]
            found.append([])
        elif not set("".join(cells)) <= set("-: "):
            found[-1].append(dict(zip(header, cells, strict=False)))
    return found


def _by(rows: list[dict[str, str]], key: str) -> dict[str, dict[str, str]]:
    return {row[key]: row for row in rows}


def _figure(name: str, measure: str) -> dict[str, str]:
    """The row of a bench block's `| measure | figure | ... |` table whose measure starts so."""
    return next(row for table in tables(name) for row in table
                if row.get("measure", "").startswith(measure))


def _number(text: str) -> float:
    return float(re.search(r"[\d,.]+", text)[0].replace(",", "").rstrip("."))


def agreement_errors() -> list[str]:
    rows = _by(tables("validate-quality")[0], "collection")
    shown = {"en": "NYU", "fr": "French PWS", "fr-fwsc285": "FWSC285", "pt": "Portuguese"}
    parts = []
    for key, label in shown.items():
        row = rows[key]
        share = f" ({row['share']})" if int(row["items with agreement errors"]) else ""
        parts.append(f"{label} {row['items with agreement errors']}/{row['items']}{share}")
    return ["agreement errors on the real collections", ", ".join(parts),
            "≤ 2%, each explained", "`docs/validate.md`"]


# Items with an A409 finding on NYU, FWSC285 and the Portuguese collection before issue 12 (its
# own count, docs/validate.md): the baseline of that issue's -75% target.
A409_BEFORE = 295


def unknown_features() -> list[str]:
    rows = _by(tables("validate-quality")[2], "collection")
    now = sum(int(rows[key]["items with A409"]) for key in ("en", "fr-fwsc285", "pt"))
    return ["items with an unknown feature (A409), NYU + FWSC285 + Portuguese",
            f"{now} (issue 12 counted {A409_BEFORE} before: {now / A409_BEFORE - 1:+.0%})",
            "-75%", "`docs/validate.md`"]


def mutation_benchmark() -> list[str]:
    rows = tables("mutation-benchmark")[0]
    figures = ", ".join(f"{r['language']} {r['recall']} / {r['precision']}" for r in rows)
    allowed = [r["false alarms (allowed)"] for r in rows if r["false alarms (allowed)"] != "-"]
    return ["mutation benchmark (agreement check) recall / precision, incl. animacy, epicene, "
            "enclitic, sex, title and determiner kinds",
            figures + "".join(f"; false alarms on differences English allows {a.split()[0]}"
                              for a in allowed),
            "≥ 98% / ≥ 98%", "`docs/validate.md`"]


def heldout() -> list[str]:
    rows = tables("heldout-agreement")[0]
    now = ", ".join(f"{r['language']} {r['recall']} / {r['false alarms']}" for r in rows)
    before = ", ".join(f"{r['recall before']} / {r['false alarms before']}" for r in rows)
    return ["held-out agreement sets (about 40 sentences a language, half broken) recall / "
            "false alarms", f"{now} (before issue 25: {before})", "≥ 0.95 / ≤ 0.05",
            "`docs/validate.md`"]


def xwinograd_en() -> list[str]:
    rows = tables("agreement-precision")[0]
    row = _by(rows, "collection")["xwinograd-en"]
    judged = re.search(r"(\d+) data problems, (\d+) checker limits, (\d+) not judged",
                       docblocks.read("agreement-precision"))
    new = sum(int(r["new errors"]) for r in rows if r["collection"] != "xwinograd-en")
    return ["XWinograd English items with agreement errors",
            f"{row['items with agreement errors']} of {row['items']} ({row['before']} before "
            f"issue 25), judged: {judged[1]} data problems, {judged[2]} checker limits, "
            f"{judged[3]} not judged; new errors on the other collections: {new}",
            "≤ 40", "`docs/validate.md`"]


def reinflection() -> list[str]:
    own, heldout, real = tables("reinflection")
    exact = sum(int(r["substituted exactly"]) for r in own)
    total = sum(int(r["sentences"]) for r in own)
    sets = ", ".join(f"{r['held-out set']} {r['language']} {r['substituted exactly']}/"
                     f"{r['sentences']}" for r in heldout)
    last: dict[str, str] = {}
    for r in heldout:
        last[r["language"]] = r["held-out set"]
    newest = ", ".join(f"{lang} {last[lang]}" for lang in sorted(last))
    flagged = sum(int(r["written sentences the checks flag"]) for r in real)
    items = sum(int(r["items"]) for r in real)
    again = sum(int(r["re-inflected"]) for r in real)
    return ["re-inflection (verbs, adjectives, contractions after a substitution)",
            f"our test sentences {exact}/{total} exact; held-out (the newest of each "
            f"language never tuned on: {newest}) {sets}; "
            f"{len(real)} real collections "
            f"({items:,} items): {again:,} items re-inflected, {flagged} written sentences "
            "the substitution checks flag", "all; 0", "`docs/substitute.md`"]


def _quality() -> str:
    return docblocks.read("substitute-quality") or ""


def manual_fixes() -> list[str]:
    text = _quality()
    equal = re.search(r"equals the fix for \*\*(\d+) of (\d+) \(([\d.]+%)\)\*\*", text)
    only = re.search(r"over the (\d+) sentences where the fix only substitutes, the engine "
                     r"agrees on ([\d.]+%)", text)
    return ["Portuguese automatic substitution = manual fix",
            f"{equal[1]}/{equal[2]} sentences ({equal[3]}); {only[2]} of the {only[1]} where the "
            "fix only substitutes", "≥ 90%", "`docs/substitute.md`"]


def detected_errors() -> list[str]:
    rows = next(table for table in tables("substitute-quality")
                if table and "naive substitution: sentences" in table[0])
    ours = ", ".join(f"{r['collection']} {r['with a detected error']} in {r['sentences']}"
                     for r in rows)
    naive = ", ".join(f"{r['collection']} {r['with a detected error (2)']} in "
                      f"{r['naive substitution: sentences']}" for r in rows)
    return ["detected errors in substituted sentences (NYU, French PWS, Portuguese)",
            f"{ours} sentences (naive substitution: {naive})", "0", "`docs/substitute.md`"]


def possessives() -> list[str]:
    found = re.search(r"(\d+) NYU items with his/her/its/their: (\d+) of (\d+) sentences carry "
                      r"a possessive candidate; (\d+) contain 's's", _quality())
    return ["English possessives", f"{found[2]}/{found[3]} sentences possessive "
            f"({found[1]} NYU items), {found[4]} with `'s's`", "all", "`docs/substitute.md`"]


def bare_nouns() -> list[str]:
    rows = tables("bare-nouns")[0]
    engine = sum(int(r["with a bare noun"].strip("*")) for r in rows)
    sentences = sum(int(r["engine: sentences"]) for r in rows)
    splicing = {r["collection"]: r["with a bare noun (2)"] for r in rows}
    shown = ", ".join(f"{name} {n}" for name, n in list(splicing.items())[:3])
    return ["bare common nouns among substituted candidates",
            f"{engine} in {sentences:,} sentences of {len(rows)} collections (plain splicing: "
            f"{shown}, ...)", "0", "`docs/substitute.md`"]


def catalogue() -> list[str]:
    shares = [_number(r["check / load"]) for r in tables("bench-catalogue")[0]]
    return ["a collection by name: checking its cached files (SHA-256) on each use / loading "
            f"them", f"{min(shares):.2f}% to {max(shares):.2f}%", "reported",
            "`docs/collections.md`"]


def markup_roundtrip() -> list[str]:
    rows = tables("markup-roundtrip")[0]
    rows, total = rows[:-1], rows[-1]
    losing = ", ".join(f"{r['collection']} {r['lose what the notation cannot hold (field)']}"
                       .split(";")[0] for r in rows
                       if not r["lose what the notation cannot hold (field)"].startswith("0"))
    return ["wsc-markup round trip of every real collection (the WinoGrande dev split for its "
            "scale)", f"identical canonical JSONL for {total['identical']} of "
            f"{total['items']} items; {total['lose what the notation cannot hold (field)']} "
            f"lose what the notation cannot hold ({losing}); {total['differ otherwise']} "
            "differ otherwise", "lossless where the notation holds it", "`docs/authoring.md`"]


def loading() -> list[str]:
    rows = tables("bench-load")[0]
    ratios = [_number(r["load / bare (CPU)"]) for r in rows]
    met = sum(ratio <= 5 for ratio in ratios)
    return ["loaders / a bare parse of the same files (`bench/bench_load.py`, CPU time, "
            "median of 5)",
            f"{min(ratios):.1f}x to {max(ratios):.1f}x (median {statistics.median(ratios):.1f}x)"
            f"; met for {met} of {len(ratios)} formats", "≤ 5x", "`docs/performance.md`"]


def html_export() -> list[str]:
    small, big = (_figure("bench-export", f"page size, {n}") for n in ("13,", "40,"))
    ready_small, ready_big = (_figure("bench-export", f"filters ready (`wsc-ready`), {n}")
                              for n in ("13,", "40,"))
    return ["HTML export at 13k and 40k items (WinoGrande; the page: a JSON data array, cards "
            "built for the screen only): page size / its JSONL, filters ready in Chromium",
            f"{small['ratio']} and {big['ratio']}; {ready_small['figure']} and "
            f"{ready_big['figure']}", "≤ 3x; ≤ 0.5 s at 13k, ≤ 1 s at 40k",
            "`docs/performance.md`"]


def jsonl_export() -> list[str]:
    row = _figure("bench-export", "canonical JSONL export")
    return ["JSONL export (WinoGrande, 13k items)",
            f"{row['figure']} (in the same run: {row['baseline in the same run']})",
            "reported", "`docs/performance.md`"]


def at_scale() -> list[str]:
    parts = []
    for command in ("validate", "substitute"):
        name = f"bench-{command}"
        wall = _figure(name, "speed-up, --jobs 2 / --jobs 1")["figure"]
        idle = _figure(name, "speed-up on idle CPUs")["figure"]
        memory = _figure(name, "peak memory ratio")["figure"]
        parts.append(f"`{command}` {wall} wall, {idle} on idle CPUs, memory {memory}")
    return ["`wsc validate` / `wsc substitute` at scale (WinoGrande train_l, 10k items, and 4x "
            "that): `--jobs 2` / `--jobs 1`; peak memory, 4x the items / train_l",
            "; ".join(parts), "≥ 1.6x; ≤ 1.5x", "`docs/performance.md`"]


def validate_time() -> list[str]:
    found = re.search(r"Ratio validate / pipelines alone, CPU time: \*\*(\d+\.\d+)\*\*.*?"
                      r"Without the `substitution` check: (\d+\.\d+)",
                      docblocks.read("bench-validate"), re.DOTALL)
    return ["`wsc validate` CPU time / the same spaCy pipelines alone (NYU, French PWS, "
            "Portuguese)", f"{found[1]} all checks, {found[2]} without `substitution`", "≤ 1.15",
            "`docs/performance.md`"]


def substitution_speed() -> list[str]:
    rows = _by(next(table for table in tables("bench-substitute")
                    if table and "items/s" in table[0]), "measure")
    warm, cold = rows["substitute warm"], rows["substitute cold (loads included)"]
    parse = rows["`nlp.pipe` of every text"]
    return ["substitution speed (NYU, French PWS, Portuguese)",
            f"{warm['items/s']} items/s warm, {cold['items/s']} cold; "
            f"{parse['substitute warm / this']} the time of a parse of every sentence",
            "reported", "`docs/performance.md`"]


def cooccurrence() -> list[str]:
    text = docblocks.read("bench-googleproof")
    plain = re.search(r"plain\s+\d+\s+\d+\s+(\d+)\s+([\d.]+x)", text)
    gzip = re.search(r"gzip\s+\d+\s+\d+\s+\d+\s+([\d.]+x)", text)
    dask = re.search(r"dask: 2 worker\(s\) .*?, (\d+) tok/s", text)
    return ["co-occurrence counting / read+split floor (sentence mode; 4 M tokens)",
            f"{plain[2]} plain, {gzip[1]} gzip; {int(plain[1]) / 1e6:.2f} M tokens/s; Dask "
            f"LocalCluster 2 workers {int(dask[1]) / 1e6:.2f} M tokens/s", "≥ 0.8x",
            "`docs/analysis.md`"]


def score_speed() -> list[str]:
    runs = re.findall(r"^\s+(.+?) (default|--bos)\s+\d+\s+(\d+)\s+[\d.]+\s+[\d.]+\s+"
                      r"([\d.]+x)\s+(\S+)\s+(\S+)$", docblocks.read("bench-score"),
                      re.MULTILINE)
    models: dict[str, list[tuple[str, ...]]] = {}
    for model, *rest in runs:
        models.setdefault(model, []).append(tuple(rest))
    parts = []
    for model, rows in models.items():
        ratios = " / ".join(f"{ratio} ({mode})" for mode, _, ratio, _, _ in rows)
        same = ", ".join(sorted({same for *_, same in rows}))
        diff = max(float(diff) for *_, diff, _ in rows)
        parts.append(f"{model}, {rows[0][1]} items: {ratios} faster, {same} same choices, "
                     f"log-probabilities within {diff:.1e}")
    return ["`wsc score` vs `lm_eval`, same model, requests, batch and threads (scoring time)",
            "; ".join(parts), "≥ 1.5x, identical results", "`docs/analysis.md`"]


def smollm2_agreement() -> list[str]:
    default, bos = tables("smollm2-agreement")[0], tables("smollm2-agreement-bos")[0]
    names = {"NYU WSC285": "NYU"}
    counts = ", ".join(f"{names.get(r['set'], r['set'])} {r['same choice']}" for r in default)
    diff = "max abs. log-prob diff."
    within = max(float(r[diff]) for r in default)
    within_bos = max(float(r[diff]) for r in bos)
    same = [r["same choice"] for r in default] == [r["same choice"] for r in bos]
    return ["`lm_eval` (exported task) and `wsc score`, item by item, SmolLM2-135M, all items "
            "(`scripts/smollm2_agreement.py`; realigned documents not compared)",
            f"default: {counts} choices, log-probabilities within {within:.1e}; `--bos` / "
            f"`add_bos_token=True`: {'the same counts' if same else 'see docs/analysis.md'}, "
            f"within {within_bos:.1e}", "100%, within 1e-4", "`docs/analysis.md`"]


def score_rows() -> list[str]:
    rows = tables("score-rows")[0]
    equal = sum(r["equal to 4 digits"] == "yes" for r in rows)
    figures = "; ".join(f"{r['row']} {r['`wsc score` acc ± stderr']}" for r in rows)
    return ["`wsc score` rows and `lm_eval`'s (accuracy ± stderr, 4 digits), SmolLM2-135M "
            "(`scripts/score_rows.py`)", f"{equal}/{len(rows)} rows equal: {figures}",
            "all equal", "`docs/analysis.md`"]


ROWS = [agreement_errors, unknown_features, mutation_benchmark, heldout, xwinograd_en,
        validate_time, manual_fixes, detected_errors, bare_nouns, possessives, reinflection,
        substitution_speed, loading, html_export, jsonl_export, at_scale, catalogue,
        markup_roundtrip, cooccurrence, score_speed, smollm2_agreement, score_rows]


def table() -> str:
    """The README's figures table, one row per entry of ROWS."""
    lines = ["| what | figure | target | where |", "|---|---|---|---|"]
    lines += ["| " + " | ".join(row()) + " |" for row in ROWS]
    return "\n".join(lines) + "\n"
