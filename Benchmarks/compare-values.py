#!/usr/bin/env python3
"""Compares two `cassowary-bench --values` outputs: the same problems, steps and variables, every
value equal within a relative tolerance (default 1e-9 of max(1, |value|)).

    Benchmarks/compare-values.py before.txt after.txt [--tolerance 1e-9]

Exits 1 and lists the first differences when any value moved; prints a one-line summary otherwise.
"""
import argparse
import sys


def load(path):
    out = {}
    with open(path) as f:
        for number, line in enumerate(f, 1):
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 3:
                sys.exit("%s:%d: expected problem<TAB>step<TAB>values" % (path, number))
            out[(parts[0], parts[1])] = [float(x) for x in parts[2].split()] if parts[2] else []
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("before")
    ap.add_argument("after")
    ap.add_argument("--tolerance", type=float, default=1e-9)
    a = ap.parse_args()
    before, after = load(a.before), load(a.after)
    problems = []
    if before.keys() != after.keys():
        problems.append("different (problem, step) lines: only before %s, only after %s"
                        % (sorted(before.keys() - after.keys())[:5], sorted(after.keys() - before.keys())[:5]))
    worst = 0.0
    compared = 0
    for key in sorted(before.keys() & after.keys()):
        x, y = before[key], after[key]
        if len(x) != len(y):
            problems.append("%s %s: %d values before, %d after" % (key[0], key[1], len(x), len(y)))
            continue
        for i, (u, v) in enumerate(zip(x, y)):
            compared += 1
            d = abs(u - v)
            worst = max(worst, d)
            if not d <= a.tolerance * max(1.0, abs(u)):
                problems.append("%s %s variable %d: %r before, %r after" % (key[0], key[1], i, u, v))
    if problems:
        print("\n".join(problems[:20]))
        print("%d differences" % len(problems))
        sys.exit(1)
    print("%d lines, %d values identical within %g (largest difference %g)"
          % (len(before), compared, a.tolerance, worst))


if __name__ == "__main__":
    main()
