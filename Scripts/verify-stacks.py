#!/usr/bin/env python3
"""Census of disagreeing stack views and arranged views by cause and configuration (issue 29, item 3).

Usage: adaptive verify DIR --format json --quiet --worst 1000000 --text-sizes-from-file > X.json
       Scripts/verify-stacks.py X.json [Y.json ...] [--list CAUSE]

Reads each disagreeing view's document (the report's paths) to find the stack it is, or is arranged
in, and sorts it by the first cause that fits, in this order: a disagreeing view inside it (the error
carried up), a stack subclass (its code arranges), a system-symbol image view, a stack with no
arranged views, a hidden arranged view, scroll content more than 100 points off, an arranged view
moved along the axis by an earlier arranged view that disagrees, a length along the axis shared with
a disagreeing sibling, an arranged view whose only error is its stack's cross size, a stack whose
arrangement agrees but which its container places, a whole scene offset, small errors (3 points or
less), and the rest. Run it on reports made with --text-sizes-from-file so text measurement is out
of the count. Then it counts the views not carried up by axis, distribution, alignment, spacing,
baselines, stored margins, hidden views, nesting and Xcode release, the table of
Documentation/notes/fidelity.md's stack census.
"""
import collections
import json
import os
import sys
import xml.etree.ElementTree as ET

TOL = 0.5
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MANIFESTS = [os.path.join(ROOT, "..", "shared", name, "MANIFEST.tsv") for name in ("corpus", "corpus-apps")]
SCROLL_OFF = 100  # points: scroll content this far off was stored from an ambiguous or stale layout
SMALL = 3  # points: pixel rounding and one-repository metrics
CONTAINERS = ("subviews",)


def manifests():
    result = {}
    for path in MANIFESTS:
        if not os.path.exists(path):
            continue
        with open(path) as handle:
            header = handle.readline().rstrip("\n").split("\t")
            f, r, t = header.index("file"), header.index("repo"), header.index("toolsVersion")
            for line in handle:
                fields = line.rstrip("\n").split("\t")
                result[os.path.basename(fields[f])] = (fields[r], fields[t])
    return result


class Document:
    def __init__(self, path):
        self.root = ET.parse(path).getroot()
        self.parent = {child: node for node in self.root.iter() for child in node}
        self.by_id = {}
        for node in self.root.iter():
            if "id" in node.attrib:
                self.by_id.setdefault(node.attrib["id"], node)

    def view_parent(self, node):
        parent = self.parent.get(node)
        while parent is not None and parent.tag in CONTAINERS:
            parent = self.parent.get(parent)
        return parent

    def ancestors(self, node):
        parent = self.parent.get(node)
        while parent is not None:
            yield parent
            parent = self.parent.get(parent)


def arranged(stack):
    subviews = stack.find("subviews")
    return list(subviews) if subviews is not None else []


def axes(stack, error):
    dx, dy, dw, dh = error
    vertical = stack.attrib.get("axis", "horizontal") == "vertical"
    along_pos, along_len, across_pos, across_len = (dy, dh, dx, dw) if vertical else (dx, dw, dy, dh)
    return [name for name, value in (("apos", along_pos), ("alen", along_len), ("cpos", across_pos), ("clen", across_len))
            if abs(value) > TOL]


def era(tools):
    try:
        version = float(tools)
    except ValueError:
        return "?"
    for bound, name in ((13000, "Xcode 7-8"), (15000, "Xcode 9-10"), (18000, "Xcode 11-12"), (22000, "Xcode 13-14"),
                        (24000, "Xcode 15-16")):
        if version < bound:
            return name
    return "Xcode 26"


def census(paths):
    info = manifests()
    documents = {}
    rows = []
    for path in paths:
        worst = json.load(open(path))["worst"]
        disagreeing = collections.defaultdict(dict)
        scenes = collections.defaultdict(list)
        for m in worst:
            disagreeing[m["file"]][m["view"]] = m
            scenes[(m["file"], m["scene"])].append(m)
        for m in worst:
            if m["file"] not in documents:
                try:
                    documents[m["file"]] = Document(m["file"])
                except (ET.ParseError, OSError):
                    documents[m["file"]] = None
            doc = documents[m["file"]]
            node = doc.by_id.get(m["view"]) if doc else None
            if node is None:
                continue
            if node.tag == "stackView":
                role, stack = "stack", node
            else:
                parent = doc.view_parent(node)
                if parent is None or parent.tag != "stackView":
                    continue
                role, stack = "arranged", parent
            error = [v - s for v, s in zip(m["solved"], m["stored"])]
            here = disagreeing[m["file"]]
            shape = axes(stack, error)
            kids = arranged(stack)
            repo, tools = info.get(os.path.basename(m["file"]), ("?", "?"))
            row = dict(file=m["file"], view=m["view"], role=role, repo=repo, era=era(tools), shape="+".join(shape),
                       error=[round(e, 2) for e in error], stack=stack.attrib.get("id"),
                       axis=stack.attrib.get("axis", "horizontal"), distribution=stack.attrib.get("distribution", "fill"),
                       alignment=stack.attrib.get("alignment", "fill"),
                       spacing="standard" if stack.attrib.get("spacingType") == "standard" else "custom",
                       baseline=stack.attrib.get("baselineRelativeArrangement") == "YES",
                       margins=stack.find("edgeInsets") is not None or stack.find("directionalEdgeInsets") is not None,
                       hidden=any(k.attrib.get("hidden") == "YES" for k in kids),
                       nested=any(k.tag == "stackView" for k in kids) or (doc.view_parent(stack) is not None and doc.view_parent(stack).tag == "stackView"),
                       scroll=any(a.tag in ("scrollView", "tableView", "collectionView") for a in doc.ancestors(stack)))
            row["cause"] = cause(doc, node, stack, role, shape, error, here, scenes[(m["file"], m["scene"])], row)
            rows.append(row)
    return rows


def cause(doc, node, stack, role, shape, error, here, scene, row):
    if any(n is not node and n.attrib.get("id") in here for n in node.iter()):
        return "carried up: a disagreeing view inside"
    if "customClass" in stack.attrib:
        return "stack subclass arranges in code"
    if node.tag == "imageView" and node.attrib.get("catalog") == "system":
        return "system-symbol image view"
    kids = arranged(stack)
    if not kids:
        return "stack with no arranged views"
    if node.attrib.get("hidden") == "YES":
        return "hidden arranged view"
    if row["scroll"] and max(abs(e) for e in error) > SCROLL_OFF:
        return "scroll content off by more than 100 points"
    siblings = kids if role == "arranged" else None
    owner = stack
    if role == "stack":
        parent = doc.view_parent(stack)
        if parent is not None and parent.tag == "stackView":
            siblings, owner = arranged(parent), parent
    if siblings is not None:
        ids = [k.attrib.get("id") for k in siblings]
        index = ids.index(node.attrib["id"])
        moved = axes(owner, error) == ["apos"]
        if moved and any(i in here for i in ids[:index]):
            return "moved along by an earlier arranged view"
        if role == "arranged" and shape in (["alen"], ["apos", "alen"]) and any(i in here for i in ids if i != ids[index]):
            return "length along the axis shared with a disagreeing sibling"
    stack_error = here.get(stack.attrib.get("id"))
    if role == "arranged" and shape and set(shape) <= {"cpos", "clen"} and stack_error is not None:
        if "clen" in axes(stack, [v - s for v, s in zip(stack_error["solved"], stack_error["stored"])]):
            return "across only, in a stack whose cross size is off"
    if role == "stack" and shape in (["apos"], ["cpos"]):
        return "stack placed by its container (arrangement agrees)"
    if len(scene) >= 3 and len({round(m["solved"][1] - m["stored"][1], 1) for m in scene}) == 1:
        return "whole scene offset"
    if max(abs(e) for e in error) <= SMALL:
        return "small (3 points or less)"
    return "other"


def main():
    args = sys.argv[1:]
    listed = None
    if "--list" in args:
        at = args.index("--list")
        listed = args[at + 1]
        del args[at:at + 2]
    rows = census(args)
    if listed:
        for r in sorted((r for r in rows if r["cause"].startswith(listed)), key=lambda r: (r["repo"], r["file"], r["stack"])):
            print(r["repo"], os.path.basename(r["file"]), r["stack"], r["view"], r["role"], r["axis"], r["distribution"],
                  r["alignment"], r["shape"], r["error"])
        return
    by_cause = collections.Counter(r["cause"] for r in rows)
    print(f"{len(rows)} disagreeing stack and arranged views\n")
    print("| cause | views | stacks / arranged | repositories | largest |")
    print("|---|---:|---:|---:|---|")
    for name, count in by_cause.most_common():
        members = [r for r in rows if r["cause"] == name]
        repos = collections.Counter(r["repo"].split("/")[-1] for r in members)
        stacks = sum(r["role"] == "stack" for r in members)
        top = ", ".join(f"{k} {v}" for k, v in repos.most_common(3))
        print(f"| {name} | {count} | {stacks} / {count - stacks} | {len(repos)} | {top} |")
    own = [r for r in rows if not r["cause"].startswith("carried")]
    print(f"\nnot carried up: {len(own)}")
    for field in ("axis", "distribution", "alignment", "spacing", "baseline", "margins", "hidden", "nested", "scroll", "era"):
        counts = collections.Counter(str(r[field]) for r in own)
        print(f"  {field}: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1])))


if __name__ == "__main__":
    main()
