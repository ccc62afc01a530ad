#!/usr/bin/env python3
"""CPU time of every `adaptive` command on generated forms of growing size, and each command's
growth exponent (issue 33: every command linear in the number of views).

    Benchmarks/command-growth.py ADAPTIVE [--kind form|stack] [--sizes 1000 3000 10000]
                                 [--commands layout verify render-svg ...] [--reps 1]

ADAPTIVE is the `adaptive` binary to time (debug or release). The forms are written by
make-form-storyboard.py into a temporary folder. Each command runs REPS times per size and the
smallest user + system CPU time of the process and its children is kept (CPU time, not wall time:
the machine is shared, and CPU time moves far less with its load). The exponent between two sizes
is log(t2 / t1) / log(n2 / n1); 1.0 is linear, 2.0 quadratic. Prints one Markdown table.
"""
import argparse
import math
import os
import resource
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# One device, portrait: a render's drawing count does not grow with the form, only its views do.
RENDER = ["--device", "iPhone 15", "--orientation", "portrait", "--quiet"]

COMMANDS = {
    "layout": lambda form, out: ["layout", form, "--scene", "form", "--format", "json"],
    "verify": lambda form, out: ["verify", form, "--quiet"],
    "render-svg": lambda form, out: ["render", form, "--format", "svg", "--output", out] + RENDER,
    "render-tree": lambda form, out: ["render", form, "--format", "svg", "--output", out,
                                      "--tree", os.path.join(out, "tree")] + RENDER,
    "render-png": lambda form, out: ["render", form, "--format", "png", "--output", out] + RENDER,
    "lint": lambda form, out: ["lint", form, "--format", "json", "--quiet"],
}


def cpu_seconds(argv):
    """User + system CPU of one run of argv and every child it waited for."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    # Exit status 1 (findings, disagreements) is a normal answer here; only the time matters.
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("adaptive")
    parser.add_argument("--kind", choices=("form", "stack"), default="form")
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 3000, 10000])
    parser.add_argument("--commands", nargs="+", choices=sorted(COMMANDS), default=list(COMMANDS))
    parser.add_argument("--reps", type=int, default=1)
    arguments = parser.parse_args()
    adaptive = os.path.abspath(arguments.adaptive)
    scratch = tempfile.mkdtemp(prefix="command-growth-")
    try:
        forms = {}
        for size in arguments.sizes:
            forms[size] = os.path.join(scratch, f"{arguments.kind}-{size}.storyboard")
            subprocess.run([sys.executable, os.path.join(HERE, "make-form-storyboard.py"), "--kind",
                            arguments.kind, str(size), forms[size]], check=True)
        try:
            load = os.getloadavg()[0]
        except OSError:
            load = float("nan")
        print(f"{arguments.kind}, load {load:.1f} at start, CPU seconds (best of {arguments.reps})\n")
        header = "| command | " + " | ".join(f"{size:,} views" for size in arguments.sizes)
        header += " | exponent " + ", ".join(f"{a:,}→{b:,}" for a, b in zip(arguments.sizes, arguments.sizes[1:]))
        print(header + " |")
        print("|---" * (len(arguments.sizes) + 2) + "|")
        for name in arguments.commands:
            times = []
            for size in arguments.sizes:
                best = math.inf
                for _ in range(arguments.reps):
                    out = os.path.join(scratch, "out")
                    shutil.rmtree(out, ignore_errors=True)
                    best = min(best, cpu_seconds([adaptive] + COMMANDS[name](forms[size], out)))
                times.append(best)
            points = list(zip(arguments.sizes, times))
            exponents = [math.log(t2 / t1) / math.log(n2 / n1) for (n1, t1), (n2, t2) in zip(points, points[1:])]
            print(f"| `{name}` | " + " | ".join(f"{t:.2f} s" for t in times) + " | "
                  + ", ".join(f"{e:.2f}" for e in exponents) + " |", flush=True)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
