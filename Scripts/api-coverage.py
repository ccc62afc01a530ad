#!/usr/bin/env python3
"""Measures how much of UIKit's adaptive surface AdaptiveKit declares.

Usage:
  Scripts/api-coverage.py [--modules DIR | --symbol-graphs DIR] [--reference TSV] [--output MD]
                          [--list-matches]

Reads the reference list (Documentation/api-coverage/uikit-adaptive-symbols.tsv: area, owner, symbol
in Swift form with argument labels, kind, iOS version introduced) and AdaptiveKit's public symbols,
extracted from a built module with `swift-symbolgraph-extract` (--modules, default
.build/debug/Modules; build first with `swift build --target AdaptiveKit`) or read from symbol
graphs already extracted (--symbol-graphs). Writes Documentation/api-coverage.md: the overall figure,
one per area and per type, and every missing symbol. --list-matches prints each reference row with
the AdaptiveKit symbol that matched it (or MISSING), for checking the matcher by hand.

A reference symbol counts as present when AdaptiveKit declares, publicly and not unavailable, a
member with the same name and argument labels on the same type: declared on the type itself, on a
superclass (initializers follow Swift's inheritance rules), on a protocol the type or a superclass
conforms to (requirement or extension), or reached through a typealias. Enum cases and static
properties match each other, since Swift call sites cannot tell them apart. Kinds are otherwise not
compared; types match types or typealiases.
"""
import argparse
import csv
import glob
import json
import os
import subprocess
import sys
import tempfile
from collections import defaultdict

MODULE = "AdaptiveKit"
DEFAULT_REFERENCE = "Documentation/api-coverage/uikit-adaptive-symbols.tsv"
DEFAULT_OUTPUT = "Documentation/api-coverage.md"
DEFAULT_MODULES = ".build/debug/Modules"
TARGET_TRIPLE = "x86_64-unknown-linux-gnu"
TOP_LEVEL_OWNER = "UIKit"
COMPARABLE_PRECISE_ID = "s:SL"
COMPARABLE_DERIVED_OPERATORS = {"<=(_:_:)", ">(_:_:)", ">=(_:_:)"}
# UIKit redeclares these in subclasses with a narrower type (a UITextView's delegate is a
# UITextViewDelegate, not its scroll view's), so a superclass's member does not stand in for them.
REDECLARED_WITH_NARROWER_TYPE = {"delegate", "dataSource"}
# Beyond this many defaulted parameters the shortened names are not enumerated (none come close).
MAX_DEFAULTED_PARAMETERS = 6
TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"}
# How many missing symbols per area the summary table names as the most used.
TOP_MISSING_PER_AREA = 5
AREA_TITLES = {
    "traits": "Traits",
    "views": "Views and controls",
    "layout": "Layout",
    "controllers": "Controllers",
    "presentation": "Presentation",
    "storyboards": "Storyboards and nibs",
    "appearance": "Appearance and colours",
    "images": "Images",
    "text": "Fonts and text styles",
    "screens-scenes": "Screens, windows, scenes, application",
}


REGENERATE_COMMAND = "swift build --target AdaptiveKit && Scripts/api-coverage.py"


def source_commit():
    """The checkout's commit, named in the report so a figure can be traced to its sources."""
    result = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    return result.stdout.strip() if result.returncode == 0 else "unknown"


class ExtractionError(Exception):
    pass


def extract_symbol_graphs(modules_dir, output_dir):
    """Runs swift-symbolgraph-extract on the built AdaptiveKit module."""
    if not os.path.exists(os.path.join(modules_dir, MODULE + ".swiftmodule")):
        raise ExtractionError(f"{modules_dir}/{MODULE}.swiftmodule does not exist: "
                              "build it first (swift build --target AdaptiveKit)")
    command = ["swift-symbolgraph-extract", "-module-name", MODULE, "-I", modules_dir,
               "-target", TARGET_TRIPLE, "-minimum-access-level", "public",
               "-output-dir", output_dir]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise ExtractionError("swift-symbolgraph-extract failed:\n" + result.stderr)


class SymbolIndex:
    """AdaptiveKit's public symbols keyed by their path (owner components + title)."""

    def __init__(self, graph_dir):
        self.members = defaultdict(dict)     # owner path -> {title: [symbols, overloads included]}
        self.types = {}                       # path -> symbol
        self.by_precise = {}
        self.superclass = {}                  # path -> superclass path
        self.conformances = defaultdict(set)  # path -> protocol paths (or precise ids outside)
        self.alias_target = {}                # typealias path -> target path
        files = sorted(glob.glob(os.path.join(graph_dir, MODULE + "*.symbols.json")))
        if not files:
            raise ExtractionError(f"no {MODULE} symbol graphs in {graph_dir}")
        relationships = []
        shortened = []  # names reached by leaving out defaulted arguments; declared names win
        for path in files:
            with open(path) as f:
                graph = json.load(f)
            for symbol in graph["symbols"]:
                if self._unavailable(symbol):
                    continue
                self.by_precise[symbol["identifier"]["precise"]] = symbol
                components = symbol["pathComponents"]
                owner = ".".join(components[:-1])
                title = components[-1]
                if symbol["kind"]["identifier"] in TYPE_KINDS:
                    self.types[".".join(components)] = symbol
                self.members[owner].setdefault(title, []).append(symbol)
                for shorter in self._titles_without_defaults(symbol, title):
                    shortened.append((owner, shorter, symbol))
            relationships.extend(graph["relationships"])
        for owner, title, symbol in shortened:
            if title not in self.members[owner]:
                self.members[owner][title] = []
            self.members[owner][title].append(symbol)
        for symbol in list(self.types.values()):
            if symbol["kind"]["identifier"] == "swift.typealias":
                target = self._alias_target(symbol)
                if target:
                    self.alias_target[".".join(symbol["pathComponents"])] = target
        for rel in relationships:
            source = self.by_precise.get(rel["source"])
            if source is None:
                continue
            source_path = ".".join(source["pathComponents"])
            target = self.by_precise.get(rel["target"])
            if target:
                target_path = ".".join(target["pathComponents"])
            else:
                # Types of other modules come as "Module.Type" (Foundation.NSObject); UIKit names them bare.
                target_path = rel.get("targetFallback", rel["target"]).split(".", 1)[-1]
            if rel["kind"] == "inheritsFrom":
                self.superclass[source_path] = target_path
            elif rel["kind"] == "conformsTo":
                self.conformances[source_path].add(target_path)
                if target is None:
                    self.conformances[source_path].add(rel["target"])

    @staticmethod
    def _titles_without_defaults(symbol, title):
        """The names a call may use when it leaves out parameters that have default values."""
        if "(" not in title:
            return []
        segments = []  # (label, has default) per parameter, from the declaration
        for fragment in symbol.get("declarationFragments", []):
            if fragment["kind"] == "externalParam":
                segments.append([fragment["spelling"], False])
            elif segments and fragment["kind"] == "text" and "= " in fragment["spelling"]:
                segments[-1][1] = True
        defaulted = [i for i, (_, has_default) in enumerate(segments) if has_default]
        if not defaulted or len(defaulted) > MAX_DEFAULTED_PARAMETERS:
            return []
        base = title.split("(")[0]
        titles = []
        for mask in range(1, 1 << len(defaulted)):
            dropped = {defaulted[b] for b in range(len(defaulted)) if mask & (1 << b)}
            labels = "".join(f"{label}:" for i, (label, _) in enumerate(segments) if i not in dropped)
            titles.append(f"{base}({labels})")
        return titles

    @staticmethod
    def _unavailable(symbol):
        return any(a.get("isUnconditionallyUnavailable") for a in symbol.get("availability", []))

    def _alias_target(self, symbol):
        fragments = symbol.get("declarationFragments", [])
        seen_equals = False
        for fragment in fragments:
            if fragment["kind"] == "text" and "=" in fragment["spelling"]:
                seen_equals = True
            elif seen_equals and fragment["kind"] == "typeIdentifier":
                target = self.by_precise.get(fragment.get("preciseIdentifier", ""))
                return ".".join(target["pathComponents"]) if target else None
        return None

    def resolve(self, path):
        seen = set()
        while path in self.alias_target and path not in seen:
            seen.add(path)
            path = self.alias_target[path]
        return path

    def type_exists(self, path):
        return self.resolve(path) in self.types or path in self.types

    def _declares_designated_init(self, path):
        for symbols in self.members.get(path, {}).values():
            for symbol in symbols:
                if symbol["kind"]["identifier"] != "swift.init":
                    continue
                keywords = [f["spelling"] for f in symbol.get("declarationFragments", []) if f["kind"] == "keyword"]
                if "convenience" not in keywords:
                    return True
        return False

    @staticmethod
    def _parameter_types(symbol):
        types = []
        for parameter in symbol.get("functionSignature", {}).get("parameters", []):
            text = "".join(f["spelling"] for f in parameter.get("declarationFragments", []))
            types.append(text.split(":", 1)[-1].strip().removeprefix("any ").replace(" ", ""))
        return types

    def member(self, path, title, overload=""):
        """The symbol named `title` on `path`; with `overload`, the one taking a parameter of that type."""
        for symbol in self.members.get(path, {}).get(title, []):
            if not overload:
                return symbol
            wanted = {overload.replace(" ", ""), overload.split(".")[-1].replace(" ", "")}
            if wanted & set(self._parameter_types(symbol)):
                return symbol
        return None

    def _is_required(self, symbol):
        return any(f["spelling"] == "required" for f in symbol.get("declarationFragments", [])
                   if f["kind"] == "keyword")

    def adopters(self, protocol_path):
        """Types declaring conformance themselves (the graph repeats it on every subclass)."""
        conforming = {t for t, protocols in self.conformances.items()
                      if protocol_path in protocols and t in self.types}
        return sorted(t for t in conforming if self.superclass.get(t) not in conforming)

    def _in_class_chain(self, path, title, overload):
        visited = set()
        while path and path not in visited:
            visited.add(path)
            symbol = self.member(path, title, overload)
            if symbol is not None:
                return symbol
            parent = self.superclass.get(path)
            path = self.resolve(parent) if parent else None
        return None

    def declared_on_subclasses(self, owner, title):
        """Subclasses of `owner` that declare `title` themselves, for a member missing on `owner`."""
        owner_path = self.resolve(owner)
        found = []
        for path in sorted(self.types):
            ancestor = self.superclass.get(path)
            visited = set()
            while ancestor and ancestor not in visited:
                visited.add(ancestor)
                if ancestor == owner_path:
                    if self.member(path, title):
                        found.append(path)
                    break
                ancestor = self.superclass.get(ancestor)
        # Keep the topmost declarations only: a subclass of a listed class adds nothing.
        return [p for p in found if not any(self._descends(p, q) for q in found if q != p)]

    def _descends(self, path, ancestor_path):
        visited = set()
        path = self.superclass.get(path)
        while path and path not in visited:
            if path == ancestor_path:
                return True
            visited.add(path)
            path = self.superclass.get(path)
        return False

    def lookup(self, owner, title, overload=""):
        """The symbol answering `owner.title`, with how it was reached, or None."""
        path = self.resolve(owner)
        visited = set()
        chain = []
        inherits_inits = True
        while path and path not in visited:
            visited.add(path)
            chain.append(path)
            symbol = self.member(path, title, overload)
            if symbol is not None and path == chain[0]:
                return symbol, ""
            if symbol is not None and title not in REDECLARED_WITH_NARROWER_TYPE:
                is_init = symbol["kind"]["identifier"] == "swift.init"
                if not is_init or inherits_inits or self._is_required(symbol):
                    return symbol, f"inherited from {path}"
            if self._declares_designated_init(path):
                inherits_inits = False
            parent = self.superclass.get(path)
            path = self.resolve(parent) if parent else None
        owner_path = chain[0] if chain else self.resolve(owner)
        is_protocol = self.types.get(owner_path, {}).get("kind", {}).get("identifier") == "swift.protocol"
        adopters = self.adopters(owner_path) if is_protocol else []
        if adopters:
            # UIKit declares some members once on a protocol its classes adopt; AdaptiveKit may declare
            # them on each adopter instead, which every call on a UIKit type reaches just the same.
            found = [self._in_class_chain(a, title, overload) for a in adopters]
            if all(found):
                return found[0], f"on every adopter: {', '.join(adopters)}"
        for type_path in chain:
            for protocol in sorted(self.conformances.get(type_path, ())):
                symbol = self.member(self.resolve(protocol), title, overload)
                if symbol is not None:
                    return symbol, f"through {protocol}"
                if protocol == COMPARABLE_PRECISE_ID and title in COMPARABLE_DERIVED_OPERATORS:
                    return {"pathComponents": [type_path, title], "kind": {"identifier": "Comparable"}}, "Comparable"
        return None


def read_reference(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    for number, row in enumerate(rows, start=2):
        for column in ("area", "owner", "symbol", "kind"):
            if not row.get(column):
                sys.exit(f"{path}:{number}: the {column} column is empty")
        row["order"] = number
    return rows


def match(rows, index):
    for row in rows:
        owner, symbol = row["owner"], row["symbol"]
        if owner == TOP_LEVEL_OWNER:
            found = index.type_exists(symbol)
            row["match"] = symbol if found else None
            continue
        if row["kind"] in ("class", "struct", "enum", "protocol", "typealias"):
            nested = f"{owner}.{symbol}"
            row["match"] = nested if index.type_exists(nested) else None
            continue
        result = index.lookup(owner, symbol, row.get("overload") or "")
        if result is None:
            row["match"] = None
            row["note"] = index.declared_on_subclasses(owner, symbol)
        else:
            found, how = result
            row["match"] = ".".join(found["pathComponents"]) + (f" ({how})" if how else "")


def version_key(text):
    parts = []
    for piece in (text or "99").split("."):
        parts.append(int(piece) if piece.isdigit() else 99)
    return parts


def most_used_first(rows):
    # No usage counts exist for UIKit's API; the reference marks what most apps use (`common`),
    # API that has existed longest is in the most code, and each type's rows are listed core-first.
    return sorted(rows, key=lambda r: (r.get("common") != "yes", version_key(r["introduced"]), r["order"]))


def percent(have, total):
    return f"{100.0 * have / total:.1f}%" if total else "—"


def display(row):
    if row["owner"] == TOP_LEVEL_OWNER:
        return f"`{row['symbol']}`"
    overload = f" (taking `{row['overload']}`)" if row.get("overload") else ""
    return f"`{row['owner']}.{row['symbol']}`{overload}"


def write_report(rows, output, command, commit):
    total = len(rows)
    have = sum(1 for r in rows if r["match"])
    areas = []
    for area in AREA_TITLES:
        area_rows = [r for r in rows if r["area"] == area]
        if area_rows:
            areas.append((area, area_rows))
    unknown = sorted({r["area"] for r in rows} - set(AREA_TITLES))
    if unknown:
        sys.exit(f"reference rows name unknown areas: {', '.join(unknown)}")
    common_rows = [r for r in rows if r.get("common") == "yes"]
    common_have = sum(1 for r in common_rows if r["match"])
    lines = [
        "# UIKit API coverage",
        "",
        "<!-- Generated by Scripts/api-coverage.py; do not edit by hand. -->",
        "",
        f"**AdaptiveKit declares {have} of the {total} public symbols listed for UIKit's adaptive surface "
        f"({percent(have, total)}).** Of the {len(common_rows)} marked as used by most apps, it declares "
        f"{common_have} ({percent(common_have, len(common_rows))}).",
        "",
        f"AdaptiveKit's public symbols as of commit {commit}. Regenerate: `{command}`",
        "",
        "How the list was made, what it covers and how symbols are matched:",
        "[api-coverage/README.md](api-coverage/README.md).",
        "",
        "## By area",
        "",
        "| area | have | listed | coverage | common: have / listed | most-used missing |",
        "|---|---:|---:|---:|---:|---|",
    ]
    for area, area_rows in areas:
        area_have = sum(1 for r in area_rows if r["match"])
        area_common = [r for r in area_rows if r.get("common") == "yes"]
        area_common_have = sum(1 for r in area_common if r["match"])
        missing = most_used_first([r for r in area_rows if not r["match"]])[:TOP_MISSING_PER_AREA]
        names = ", ".join(display(r) for r in missing) or "—"
        lines.append(f"| {AREA_TITLES[area]} | {area_have} | {len(area_rows)} | "
                     f"{percent(area_have, len(area_rows))} | {area_common_have} / {len(area_common)} | {names} |")
    lines += ["", "## By type", "",
              "Members listed under each type (the type itself is counted under `UIKit`).", "",
              "| type | have | listed | coverage |", "|---|---:|---:|---:|"]
    by_owner = defaultdict(list)
    for row in rows:
        by_owner[row["owner"]].append(row)
    for owner in sorted(by_owner, key=lambda o: (-len(by_owner[o]), o)):
        owner_rows = by_owner[owner]
        owner_have = sum(1 for r in owner_rows if r["match"])
        lines.append(f"| `{owner}` | {owner_have} | {len(owner_rows)} | {percent(owner_have, len(owner_rows))} |")
    lines += ["", "## Missing, by area", "",
              "Most used first: symbols the reference marks `common`, then the oldest API (it is in the most "
              "code), then the reference list's order.", ""]
    for area, area_rows in areas:
        missing = most_used_first([r for r in area_rows if not r["match"]])
        lines.append(f"### {AREA_TITLES[area]} ({len(missing)} missing)")
        lines.append("")
        if not missing:
            lines.append("Nothing missing.")
        for row in missing:
            since = f", iOS {row['introduced']}" if row["introduced"] else ""
            common = ", common" if row.get("common") == "yes" else ""
            note = (f" — AdaptiveKit declares it only on {', '.join(f'`{p}`' for p in row['note'])}"
                    if row.get("note") else "")
            lines.append(f"- {display(row)} ({row['kind']}{since}{common}){note}")
        lines.append("")
    with open(output, "w") as f:
        f.write("\n".join(lines))
    return have, total


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--modules", default=DEFAULT_MODULES,
                        help="folder holding the built AdaptiveKit.swiftmodule (default %(default)s)")
    parser.add_argument("--symbol-graphs", help="folder of AdaptiveKit*.symbols.json already extracted")
    parser.add_argument("--reference", default=DEFAULT_REFERENCE)
    parser.add_argument("--output", default=DEFAULT_OUTPUT)
    parser.add_argument("--list-matches", action="store_true")
    args = parser.parse_args()
    rows = read_reference(args.reference)
    try:
        if args.symbol_graphs:
            index = SymbolIndex(args.symbol_graphs)
        else:
            with tempfile.TemporaryDirectory() as scratch:
                extract_symbol_graphs(args.modules, scratch)
                index = SymbolIndex(scratch)
    except ExtractionError as error:
        sys.exit(f"api-coverage: {error}")
    match(rows, index)
    if args.list_matches:
        for row in rows:
            print(f"{row['area']}\t{row['owner']}\t{row['symbol']}\t{row.get('overload') or ''}\t{row['match'] or 'MISSING'}")
    have, total = write_report(rows, args.output, REGENERATE_COMMAND, source_commit())
    print(f"{have} of {total} ({percent(have, total)}) -> {args.output}")


if __name__ == "__main__":
    main()
