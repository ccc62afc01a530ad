#!/usr/bin/env python3
"""Counts the remaining disagreements by kind of view, per corpus, as a Markdown table (issue 29, item 5).

Usage: adaptive verify DIR --format json --quiet --worst 1000000 [--text-sizes-from-file] > X.json
       Scripts/verify-classes.py NAME=REPORT.json[,TEXT-FROM-FILE.json] ...

With a second report made with --text-sizes-from-file, a "text" column counts the views that agree
there: what text measurement alone would fix. The kinds are read from the class name only, so the
table is the same whoever runs it.
"""
import collections
import json
import sys

KINDS = [
    ("labels", lambda c: c.endswith("Label")),
    ("table cells and content views", lambda c: "TableViewCell" in c or c.endswith("CellContentView")),
    ("stack views", lambda c: c.endswith("StackView")),
    ("buttons", lambda c: c.endswith("Button")),
    ("image views", lambda c: c.endswith("ImageView")),
    ("text fields and views", lambda c: c.endswith("TextField") or c.endswith("TextView")),
    ("scroll, table and collection views",
     lambda c: c.endswith("ScrollView") or c.endswith("TableView") or c.endswith("CollectionView")),
    ("plain views", lambda c: c == "UIView"),
]


def kind(name):
    for label, test in KINDS:
        if test(name):
            return label
    return "other"


def key(m):
    return (m["file"], m["scene"], m["view"])


def main():
    columns = []
    for arg in sys.argv[1:]:
        name, _, paths = arg.partition("=")
        parts = paths.split(",")
        report = json.load(open(parts[0]))
        counts = collections.Counter(kind(m["class"]) for m in report["worst"])
        text = None
        if len(parts) > 1:
            still = {key(m) for m in json.load(open(parts[1]))["worst"]}
            text = collections.Counter(kind(m["class"]) for m in report["worst"] if key(m) not in still)
        columns.append((name, report["views"], counts, text))
    header = "| kind |"
    rule = "|---|"
    for name, _, _, text in columns:
        header += f" {name} |" + (f" {name}: text |" if text is not None else "")
        rule += "---:|" + ("---:|" if text is not None else "")
    print(header)
    print(rule)
    for label in [k for k, _ in KINDS] + ["other"]:
        row = f"| {label} |"
        for _, _, counts, text in columns:
            row += f" {counts[label]:,} |" + (f" {text[label]:,} |" if text is not None else "")
        print(row)
    row = "| **all** |"
    for _, views, counts, text in columns:
        row += f" {sum(counts.values()):,} of {views['compared']:,} |"
        row += f" {sum(text.values()):,} |" if text is not None else ""
    print(row)


if __name__ == "__main__":
    main()
