#!/usr/bin/env python3
"""Cross-validation of a fidelity change by repository folds (issue 29).

The repositories of both shared corpora are split once into five fixed folds
(Documentation/notes/fidelity-folds.tsv, committed; `--make-folds` rebuilt it from the manifests).
A change is kept only when it raises agreement on the folds it was not taken from.

Usage:
  adaptive verify ../shared/corpus ../shared/corpus-apps --by-repository --format json --quiet > before.json
  (make the change, rebuild)
  adaptive verify ../shared/corpus ../shared/corpus-apps --by-repository --format json --quiet > after.json
  Scripts/verify-folds.py before.json after.json --derived OWNER/REPO [OWNER/REPO ...]

`--derived` names the repositories whose files the change was worked out on; their folds are the
"derived" folds, every other fold is held out. With no `--derived`, every fold is listed.
Several report files may be given per side with `--before A B --after C D`.
"""
import argparse
import hashlib
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDS = os.path.join(ROOT, "Documentation", "notes", "fidelity-folds.tsv")
FOLD_COUNT = 5


def make_folds(manifests):
    views = {}
    for path in manifests:
        with open(path) as handle:
            header = handle.readline().rstrip("\n").split("\t")
            file_column, repo_column = header.index("file"), header.index("repo")
            for line in handle:
                fields = line.rstrip("\n").split("\t")
                if len(fields) <= repo_column or not fields[repo_column]:
                    continue
                # A file's weight is its number of stored frames: the views verify can compare.
                document = os.path.join(os.path.dirname(path), fields[file_column])
                with open(document, errors="replace") as source:
                    count = source.read().count('key="frame"')
                views[fields[repo_column]] = views.get(fields[repo_column], 0) + count
    # Largest repositories first (ties by a hash of the name), each to the fold with the fewest
    # views so far: folds of about equal weight, chosen by no one.
    ordered = sorted(views, key=lambda r: (-views[r], hashlib.sha1(r.encode()).hexdigest()))
    load = {fold: 0 for fold in range(1, FOLD_COUNT + 1)}
    assignment = {}
    for repository in ordered:
        fold = min(load, key=lambda f: (load[f], f))
        assignment[repository] = fold
        load[fold] += views[repository]
    with open(FOLDS, "w") as out:
        out.write("repository\tfold\n")
        for repository in sorted(assignment, key=str.lower):
            out.write(f"{repository}\t{assignment[repository]}\n")
    print(f"{len(ordered)} repositories in {FOLD_COUNT} folds, views per fold {sorted(load.values())} → {FOLDS}")


def read_folds():
    folds = {}
    with open(FOLDS) as handle:
        next(handle)
        for line in handle:
            repository, fold = line.rstrip("\n").split("\t")
            folds[repository] = int(fold)
    return folds


def per_repository(paths):
    totals = {}
    for path in paths:
        try:
            with open(path) as handle:
                report = json.load(handle)
        except (OSError, json.JSONDecodeError) as error:
            sys.exit(f"{path}: not a readable verify JSON report ({error})")
        if "repositories" not in report:
            sys.exit(f"{path}: no 'repositories' (run verify with --by-repository)")
        for entry in report["repositories"]:
            agreeing, compared = totals.get(entry["repository"], (0, 0))
            views = entry["views"]
            totals[entry["repository"]] = (agreeing + views["agreeing"], compared + views["compared"])
    return totals


def fold_totals(repositories, folds):
    totals = {fold: [0, 0] for fold in range(1, FOLD_COUNT + 1)}
    for repository, (agreeing, compared) in repositories.items():
        fold = folds.get(repository)
        if fold is None:
            sys.exit(f"repository {repository} is in no fold: rebuild {FOLDS} with --make-folds")
        totals[fold][0] += agreeing
        totals[fold][1] += compared
    return totals


def percent(agreeing, compared):
    return 100.0 * agreeing / compared if compared else 0.0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("reports", nargs="*", help="BEFORE.json AFTER.json")
    parser.add_argument("--before", nargs="+")
    parser.add_argument("--after", nargs="+")
    parser.add_argument("--derived", nargs="+", default=[], help="repositories the change was taken from")
    parser.add_argument("--make-folds", nargs="+", metavar="MANIFEST", help="rebuild the fold file")
    arguments = parser.parse_args()
    if arguments.make_folds:
        make_folds(arguments.make_folds)
        return
    before = arguments.before or arguments.reports[:1]
    after = arguments.after or arguments.reports[1:2]
    if not before or not after:
        parser.error("give BEFORE.json AFTER.json, or --before … --after …")
    folds = read_folds()
    unknown = [r for r in arguments.derived if r not in folds]
    if unknown:
        sys.exit(f"not in any fold: {', '.join(unknown)}")
    derived = {folds[r] for r in arguments.derived}
    old = fold_totals(per_repository(before), folds)
    new = fold_totals(per_repository(after), folds)
    print("fold  role      before            after             change")
    groups = {"derived": [0, 0, 0, 0], "held out": [0, 0, 0, 0]}
    for fold in range(1, FOLD_COUNT + 1):
        role = "derived" if fold in derived else "held out"
        (a0, c0), (a1, c1) = old[fold], new[fold]
        for i, value in enumerate((a0, c0, a1, c1)):
            groups[role][i] += value
        print(f"{fold:>4}  {role:<8}  {a0:>6}/{c0:<6} {percent(a0, c0):6.2f}%  {a1:>6}/{c1:<6} {percent(a1, c1):6.2f}%  "
              f"{percent(a1, c1) - percent(a0, c0):+6.2f}")
    for role, (a0, c0, a1, c1) in groups.items():
        if c0 or c1:
            print(f"{role:>14}: {percent(a0, c0):6.2f}% → {percent(a1, c1):6.2f}%  ({a1 - a0:+d} views)")


if __name__ == "__main__":
    main()
