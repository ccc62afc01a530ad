#!/usr/bin/env python3
"""Groups `adaptive verify --json --worst 1000000` disagreements by class and by likely cause.

Usage: swift run -c release adaptive verify ../shared/corpus --json --worst 1000000 > /tmp/v.json
       Scripts/verify-buckets.py /tmp/v.json [--list CAUSE]

A cause is read off the shape of the error, not the file: a size-only error on a text view is
text measurement; an offset shared by every disagreeing view of a scene is the scene's insets
(bars, safe area); and so on. The figures guide which engine fix to make next.
"""
import collections
import json
import sys

TOL = 0.5
TEXT = {"label", "button", "textField", "textView", "UILabel", "UIButton", "UITextField", "UITextView"}


def cause(m):
    s, v = m["stored"], m["solved"]
    dx, dy, dw, dh = (v[0] - s[0], v[1] - s[1], v[2] - s[2], v[3] - s[3])
    moved = abs(dx) > TOL or abs(dy) > TOL
    sized = abs(dw) > TOL or abs(dh) > TOL
    kind = m["class"]
    if sized and not moved:
        axis = "w" if abs(dw) > TOL and abs(dh) <= TOL else "h" if abs(dw) <= TOL else "wh"
        return f"size-{axis}" + ("(text)" if kind in TEXT else "")
    if moved and not sized:
        if abs(dx) <= TOL:
            return f"dy={round(dy, 1):g}"
        if abs(dy) <= TOL:
            return "dx-only" + ("(text-centred?)" if kind in TEXT else "")
        return "dx+dy"
    return "moved+sized" + ("(text)" if kind in TEXT else "")


def main():
    path = sys.argv[1]
    report = json.load(open(path))
    worst = report["worst"]
    print(f"agreement {report['agreement']:.4f}  views {report['views']}  listed {len(worst)}")
    by_class = collections.Counter(m["class"] for m in worst)
    print("\nby class:")
    for k, n in by_class.most_common(20):
        print(f"  {n:5d} {k}")
    by_cause = collections.Counter(cause(m) for m in worst)
    print("\nby cause:")
    for k, n in by_cause.most_common(30):
        print(f"  {n:5d} {k}")
    scenes = collections.defaultdict(list)
    for m in worst:
        scenes[(m["file"], m["scene"])].append(m)
    shared = collections.Counter()
    for (f, sc), ms in scenes.items():
        dys = {round(m["solved"][1] - m["stored"][1], 1) for m in ms}
        if len(ms) >= 2 and len(dys) == 1:
            shared[dys.pop()] += len(ms)
    print("\nviews in scenes whose disagreements share one dy:")
    for k, n in shared.most_common(15):
        print(f"  {n:5d} dy={k:g}")
    by_file = collections.Counter(m["file"].split("/corpus/")[-1] for m in worst)
    print("\nfiles with most disagreements:")
    for k, n in by_file.most_common(15):
        print(f"  {n:5d} {k}")
    if "--list" in sys.argv:
        want = sys.argv[sys.argv.index("--list") + 1]
        for m in worst:
            if cause(m) == want or m["class"] == want:
                name = m["file"].split("/corpus/")[-1]
                print(f"{name} {m['scene']} {m['view']} {m['class']} stored={m['stored']} solved={m['solved']}")


if __name__ == "__main__":
    main()
