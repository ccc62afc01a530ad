#!/usr/bin/env python3
"""Compares two `adaptive verify --json --worst 1000000` reports view by view.

Usage: Scripts/verify-compare.py BEFORE.json AFTER.json [--list]

Prints the agreement of each, how many views disagree only before (fixed) and only after
(broken), and with --list every such view (file, scene, view id, class, stored and solved
frames). A behaviour-preserving change prints "identical".
"""
import json
import sys


def key(m):
    return (m["file"], m["scene"], m["view"])


def load(path):
    with open(path) as f:
        report = json.load(f)
    return report, {key(m): m for m in report["worst"]}


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 2:
        sys.exit(__doc__)
    (before, b), (after, a) = load(args[0]), load(args[1])
    for name, r in (("before", before), ("after", after)):
        v = r["views"]
        print(f"{name}: {v['agreeing']} of {v['compared']} agree, {r['decoded']} of {r['files']} files decode")
    fixed = sorted(set(b) - set(a))
    broken = sorted(set(a) - set(b))
    changed = sorted(k for k in set(a) & set(b) if a[k]["solved"] != b[k]["solved"])
    if not fixed and not broken and not changed:
        print("identical")
        return
    print(f"fixed {len(fixed)}, broken {len(broken)}, still disagreeing but moved {len(changed)}")
    if "--list" in sys.argv:
        for label, keys, src in (("fixed", fixed, b), ("broken", broken, a), ("moved", changed, a)):
            for k in keys:
                m = src[k]
                print(f"{label}\t{m['file']}\t{m['scene']}\t{m['view']}\t{m['class']}\tstored {m['stored']}\tsolved {m['solved']}"
                      + (f"\twas {b[k]['solved']}" if label == "moved" else ""))


if __name__ == "__main__":
    main()
