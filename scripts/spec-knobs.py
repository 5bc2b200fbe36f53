#!/usr/bin/env python3
"""Extracts each pass's knob table from the pass specifications into rewrites/spec-knobs.tsv.

The specifications (/work/shared/spec/*.txt) are not in the repository, so the facts the code
must agree with are vendored: one row per (pass, knob) that a pass's part of a specification
names in a knob table (or as a `-name flag` in its prose), with the default the table states.
`rewrites/tests/spec_knobs.rs` checks the code against the file: every `implemented` row is a
knob the pass reads, with that default; every knob a pass declares that the specifications
name has a row; every `not-implemented: <reason>` row has its reason.

The status column is hand-written and kept across regenerations (by pass and knob); a new row
gets `unreviewed`, which the test rejects until someone writes its status.

    scripts/spec-knobs.py            # regenerate rewrites/spec-knobs.tsv
    scripts/spec-knobs.py --check    # regenerate into a temporary file and diff (exit 1 if stale)
    scripts/spec-knobs.py --spec DIR # read the specifications from DIR
"""

import argparse
import difflib
import os
import re
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SPEC = "/work/shared/spec"
OUTPUT = os.path.join(ROOT, "rewrites", "spec-knobs.tsv")

# Which pass each part of each specification describes: the pass at the start of the file,
# then (heading line, pass) in the order the headings occur. A knob table belongs to the
# pass of the section it sits in.
SECTIONS = {
    "dead-sync-and-common-base-elimination.txt": (
        "dead-sync-elim",
        [("Common Base Elimination", "common-base-elim")],
    ),
    "common-base-elimination.txt": ("common-base-elim", []),
    "base-address-strength-reduction.txt": (
        "base-addr-strength-reduce",
        [
            ("Related SCEV-CGP knobs that interact with BASR:", "scev-cgp"),
            ("Configuration", "base-addr-strength-reduce"),
        ],
    ),
    "codegenprepare-and-scev-cgp.txt": (
        "codegenprepare",
        [("NVIDIA SCEV-CGP", "scev-cgp"), ("Interaction with LSR", None)],
    ),
    "early-cse-gpu.txt": ("early-cse", []),
}

NAME = r"[a-z][a-z0-9]*(?:-[a-z0-9]+)+"
# What a table may write right after a knob's name (`do-scev-cgp-aggresively [sic]`).
SIC = r"(?: \[sic\])?"
TYPE = r"bool|int"
# A default as the tables write it, optionally followed by a confidence note.
DEFAULT = r"(?:Enabled \(level \d+\)|Enabled|Disabled|true|false|unknown|arch-dependent|-?\d+)"
CONFIDENCE = r"(?: \[[A-Z]+ confidence\])?"

# Flattened tables (the cells of a row run together): the header names the columns.
FLAT_ROWS = {
    "KnobTypeDefaultEffect": re.compile(rf"^({NAME}){SIC}(?:{TYPE})({DEFAULT}{CONFIDENCE})"),
    "KnobDefaultDescription": re.compile(rf"^({NAME}){SIC}({DEFAULT})(?=[A-Z])"),
    "KnobTypeEffect": re.compile(rf"^({NAME}){SIC}(?:{TYPE})(?=[A-Z])"),
    "KnobDescription": re.compile(rf"^({NAME}){SIC}(?=[A-Z])"),
    "KnobPurpose": re.compile(rf"^({NAME}){SIC}(?=[A-Z])"),
    "KnobSee": re.compile(rf"^({NAME}){SIC}(?=[A-Z])"),
}
PROSE_FLAG = re.compile(rf"(?<![\w-])-({NAME}) flag\b")

UNSTATED = "-"


def normalise(default):
    """The default as a value of the option (`true`, `2`), or `-` when the table gives none."""
    if default is None:
        return UNSTATED
    default = re.sub(CONFIDENCE + "$", "", default).strip()
    level = re.fullmatch(r"Enabled \(level (\d+)\)", default)
    if level:
        return level.group(1)
    if default == "Enabled":
        return "true"
    if default == "Disabled":
        return "false"
    if default in ("true", "false") or re.fullmatch(r"-?\d+", default):
        return default
    return UNSTATED


def pipe_cells(line):
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def rows_of(path):
    """(pass, knob, default as written or None, how it was found) for one specification."""
    name = os.path.basename(path)
    if name not in SECTIONS:
        sys.exit(f"error: {path}: no section map for this specification in {__file__}")
    current, headings = SECTIONS[name]
    headings = list(headings)
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    found = []
    table = None  # ("pipe", default column or None) or ("flat", row pattern)
    for line in lines:
        stripped = line.strip()
        if headings and stripped == headings[0][0]:
            current = headings.pop(0)[1]
            table = None
            continue
        if table is not None:
            if not stripped:
                table = None
                continue
            kind, how = table
            if kind == "pipe":
                if stripped.startswith("|---"):
                    continue
                cells = pipe_cells(stripped)
                if "|" not in stripped or not re.fullmatch(NAME, cells[0]):
                    table = None
                else:
                    default = cells[how] if how is not None and how < len(cells) else None
                    if current:
                        found.append((current, cells[0], default, "table"))
                    continue
            else:
                match = how.match(stripped)
                if not match:
                    sys.exit(f"error: {path}: cannot read knob table row '{stripped[:60]}'")
                default = match.group(2) if match.lastindex and match.lastindex >= 2 else None
                if current:
                    found.append((current, match.group(1), default, "table"))
                continue
        if stripped.startswith("|") and pipe_cells(stripped)[0] == "Knob":
            header = pipe_cells(stripped)
            table = ("pipe", header.index("Default") if "Default" in header else None)
            continue
        if stripped in FLAT_ROWS:
            table = ("flat", FLAT_ROWS[stripped])
            continue
        if stripped != "Knobs" and re.fullmatch(r"Knob[A-Z][A-Za-z]+", stripped):
            sys.exit(f"error: {path}: knob table header '{stripped}' has no row pattern")
        if current:
            for flag in PROSE_FLAG.findall(line):
                found.append((current, flag, None, "prose"))
    return found


def extract(spec_dir):
    """Rows per (pass, knob): normalised default, what the spec wrote, sources."""
    files = sorted(f for f in os.listdir(spec_dir) if f.endswith(".txt"))
    if not files:
        sys.exit(f"error: {spec_dir}: no specification (*.txt) found")
    merged = {}
    for file in files:
        for pass_name, knob, written, how in rows_of(os.path.join(spec_dir, file)):
            value = normalise(written)
            said = written.strip() if written else ("(no default column)" if how == "table" else "(named in prose)")
            key = (pass_name, knob)
            entry = merged.setdefault(key, {"default": UNSTATED, "said": said, "sources": set()})
            entry["sources"].add(file)
            if written and entry["said"] == "(no default column)":
                entry["said"] = said
            if value != UNSTATED:
                if entry["default"] not in (UNSTATED, value):
                    sys.exit(
                        f"error: {file}: {pass_name} {knob}: default {value} here, "
                        f"{entry['default']} elsewhere"
                    )
                entry["default"] = value
                entry["said"] = said
    return merged


def read_statuses(path):
    statuses = {}
    if not os.path.exists(path):
        return statuses
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            cells = line.rstrip("\n").split("\t")
            if cells[0] == "pass" or len(cells) < 6:
                continue
            statuses[(cells[0], cells[1])] = cells[5]
    return statuses


def render(merged, statuses):
    out = [
        "# Each pass's knobs as the pass specifications name them, extracted by",
        "# scripts/spec-knobs.py (run it with --check where the specifications are). Only the",
        "# status column is written by hand: `implemented` (the pass reads the knob, with the",
        "# default stated here when one is) or `not-implemented: <reason>`. Checked by",
        "# rewrites/tests/spec_knobs.rs. `-` as default: the specification states none.",
        "pass\tknob\tdefault\tspec says\tspecification\tstatus",
    ]
    for (pass_name, knob) in sorted(merged):
        entry = merged[(pass_name, knob)]
        status = statuses.get((pass_name, knob), "unreviewed")
        out.append(
            "\t".join(
                [
                    pass_name,
                    knob,
                    entry["default"],
                    entry["said"],
                    ",".join(sorted(entry["sources"])),
                    status,
                ]
            )
        )
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spec", default=DEFAULT_SPEC, help="folder of the specifications")
    parser.add_argument("--output", default=OUTPUT, help="the vendored file")
    parser.add_argument(
        "--check", action="store_true", help="diff a regeneration against the file; exit 1 if stale"
    )
    args = parser.parse_args()
    if not os.path.isdir(args.spec):
        sys.exit(f"error: {args.spec}: no such folder (the specifications are not in the repository)")
    text = render(extract(args.spec), read_statuses(args.output))
    if args.check:
        with tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False, encoding="utf-8") as tmp:
            tmp.write(text)
        try:
            with open(args.output, encoding="utf-8") as f:
                current = f.read()
        except FileNotFoundError:
            current = ""
        finally:
            os.unlink(tmp.name)
        if current != text:
            sys.stdout.writelines(
                difflib.unified_diff(
                    current.splitlines(True), text.splitlines(True), args.output, "regenerated"
                )
            )
            print(
                f"error: {os.path.relpath(args.output, ROOT)} is stale; run scripts/spec-knobs.py",
                file=sys.stderr,
            )
            return 1
        return 0
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
