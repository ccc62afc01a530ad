#!/usr/bin/env python3
"""Times the designer page in headless Chromium (issue 33, item 4; run by hand, not a test).

Usage: Benchmarks/serve-canvas.py [ADAPTIVE_BINARY] [STORYBOARD ...] [--edits N] [--keep FOLDER]
                                   [--kinds constant,installed,font]

For each storyboard (default: the corpus's largest, IQKeyboardManager's 28-scene MainSwift), serves
a copy of it with `adaptive serve` on loopback, opens the page as a person would and reads what the
page itself measured (`performance.now()` in app.js): the first scene on screen and the whole canvas
after the page asked for it, then N constant edits (default 5) of one constraint, each from sending
the edit to its canvas drawn, and the server's CPU time per edit (its own, and its lint workers'),
which the machine's load inflates far less than the wall times, and the lint workers' CPU that
ended while the edits ran (beside them, rather than after the last). Prints one JSON line per storyboard. Needs Chromium and the Python
package websockets (Scripts/install-test-dependencies.sh); the server and the browser are stopped on
every path. With --keep, the served folder (the edited file, its `.orig` backups — one per edit,
so every version the edits wrote — and the history) is copied into FOLDER/<storyboard name>/ before
it is deleted, to compare the bytes two builds wrote.
"""

import asyncio
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "Tests", "DesignerServerTests", "Browser"))
import designer_browser as browser  # noqa: E402  (the browser test's Chromium and DevTools helpers)

DEFAULT_STORYBOARD = os.path.join(ROOT, "..", "shared", "corpus",
                                  "0279__hackiftekhar__IQKeyboardManager__MainSwift.storyboard")
WAIT_SECONDS = 600


def first_constraint(path):
    """The id and constant of the first constraint with a constant, outside variations."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    for match in re.finditer(r"<constraint [^>]*>", text):
        tag = match.group(0)
        constant = re.search(r' constant="([-0-9.]+)"', tag)
        ident = re.search(r' id="([^"]+)"', tag)
        if constant and ident:
            return ident.group(1), float(constant.group(1))
    raise SystemExit(f"{path}: no constraint with a constant to edit")


def first_label(path):
    """The id of the first label: the installed-state and font-size edits change it."""
    with open(path, encoding="utf-8") as handle:
        found = re.search(r'<label [^>]*\bid="([^"]+)"', handle.read())
    if not found:
        raise SystemExit(f"{path}: no label to edit")
    return found.group(1)


def edit_call(kind, step, constraint, label):
    """The page's own `post(...)` call for edit `step` of `kind` (each changes the file)."""
    if kind == "constant":
        ident, constant = constraint
        return (f"post('/api/constant', {{doc: state.doc, version: state.version, id: {json.dumps(ident)}, "
                f"width: 'any', height: 'any', constant: {constant + 8 * (step + 1)}}})")
    if kind == "installed":
        desired = "'excluded'" if step % 2 == 0 else "null"
        return (f"post('/api/edit', {{doc: state.doc, version: state.version, id: {json.dumps(label)}, "
                f"width: 'compact', height: 'regular', state: {desired}}})")
    if kind == "font":
        return (f"post('/api/property', {{doc: state.doc, version: state.version, id: {json.dumps(label)}, "
                f"property: 'font', width: 'any', height: 'any', value: '{20 + step % 2 * 4}'}})")
    raise SystemExit(f"unknown edit kind {kind} (constant, installed, font)")


def percentile(values, fraction):
    """The value below which `fraction` of `values` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(fraction * len(ordered) + 0.5)) - 1))]


def start_server(binary, folder):
    log = open(os.path.join(folder, "server.log"), "w")
    process = subprocess.Popen([binary, "serve", folder, "--port", "0"], stdout=log, stderr=subprocess.STDOUT,
                               start_new_session=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        with open(os.path.join(folder, "server.log")) as handle:
            found = re.search(r"http://127\.0\.0\.1:\d+/\?token=[0-9a-f]+", handle.read())
        if found:
            return process, found.group(0)
        if process.poll() is not None:
            break
        time.sleep(0.1)
    process.kill()
    raise SystemExit(f"adaptive serve did not print its address: {open(os.path.join(folder, 'server.log')).read()}")


def cpu_milliseconds(pid):
    """The CPU time (user + system) of process `pid` and of its children it has waited for (the
    lint workers), in milliseconds: a figure the machine's load inflates far less than wall time."""
    with open(f"/proc/{pid}/stat") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    own = (int(fields[11]) + int(fields[12])) * 1000 / ticks
    children = (int(fields[13]) + int(fields[14])) * 1000 / ticks
    return own, children


def child_processes(pid):
    """The ids of the processes whose parent is `pid`."""
    children = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as handle:
                if int(handle.read().rsplit(")", 1)[1].split()[1]) == pid:
                    children.append(int(entry))
        except (OSError, IndexError, ValueError):
            continue
    return children


async def measure(port, url, constraint, edits, server_pid, kinds=("constant",), label=None):
    import websockets

    with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10) as response:
        page = next(target for target in json.load(response) if target.get("type") == "page")
    async with websockets.connect(page["webSocketDebuggerUrl"], max_size=64 * 1024 * 1024) as socket:
        tools = browser.DevTools(socket)
        await tools.call("Page.enable")
        await tools.call("Runtime.enable")
        await tools.call("Page.navigate", url=url)
        await tools.wait_for("!!(document.body && document.body.dataset.canvasMs)", "the first canvas", timeout=WAIT_SECONDS)
        result = {
            "scenes": await tools.evaluate("document.querySelectorAll('.scene').length"),
            "first_scene_ms": int(await tools.evaluate("document.body.dataset.firstSceneMs")),
            "canvas_ms": int(await tools.evaluate("document.body.dataset.canvasMs")),
        }
        await tools.settled()
        times = []
        by_kind = {kind: [] for kind in kinds}
        cpu_before = cpu_milliseconds(server_pid)
        for step in range(edits):
            kind = kinds[step % len(kinds)]
            await tools.evaluate("delete document.body.dataset.editMs; true")
            await tools.evaluate(edit_call(kind, step // len(kinds), constraint, label) + ".then(() => true)")
            await tools.wait_for("!!document.body.dataset.editMs", "the edited canvas", timeout=WAIT_SECONDS)
            times.append(int(await tools.evaluate("document.body.dataset.editMs")))
            by_kind[kind].append(times[-1])
            if os.environ.get("SERVE_CANVAS_DETAIL"):
                detail = await tools.evaluate(
                    "JSON.stringify(performance.getEntriesByType('resource').slice(-6).map(e => "
                    "[e.name.split('?')[0], Math.round(e.startTime), Math.round(e.responseStart - e.startTime), Math.round(e.duration)]))")
                print(detail, file=sys.stderr)
            await tools.settled()
        # The lint workers that ended while the edits ran: the CPU they took beside the edits.
        cpu_during = cpu_milliseconds(server_pid)
        # Lint runs after each edit in a worker: every worker is waited for, so that all their CPU
        # is counted in the children's figure.
        await asyncio.sleep(1.5)
        deadline = time.monotonic() + WAIT_SECONDS
        while child_processes(server_pid) and time.monotonic() < deadline:
            await asyncio.sleep(0.1)
        await asyncio.sleep(0.5)
        cpu_after = cpu_milliseconds(server_pid)
        if edits:
            result["server_cpu_ms_per_edit"] = round((cpu_after[0] - cpu_before[0]) / edits, 1)
            result["lint_cpu_ms_per_edit"] = round((cpu_after[1] - cpu_before[1]) / edits, 1)
            result["lint_cpu_ms_during_edits"] = round(cpu_during[1] - cpu_before[1], 1)
        result["edit_ms"] = times
        result["edit_median_ms"] = statistics.median(times) if times else None
        if len(kinds) > 1 or kinds != ("constant",):
            result["by_kind"] = {kind: {"ms": values, "median": statistics.median(values), "p90": percentile(values, 0.9)}
                                 for kind, values in by_kind.items() if values}
        return result


def main():
    arguments = sys.argv[1:]
    edits = 5
    if "--edits" in arguments:
        at = arguments.index("--edits")
        edits = int(arguments[at + 1])
        del arguments[at:at + 2]
    keep = None
    if "--keep" in arguments:
        at = arguments.index("--keep")
        keep = arguments[at + 1]
        del arguments[at:at + 2]
    kinds = ("constant",)
    if "--kinds" in arguments:
        at = arguments.index("--kinds")
        kinds = tuple(arguments[at + 1].split(","))
        del arguments[at:at + 2]
    binary = arguments[0] if arguments else os.path.join(ROOT, ".build", "release", "adaptive")
    storyboards = arguments[1:] or [DEFAULT_STORYBOARD]
    chromium = browser.find_chromium()
    if chromium is None:
        raise SystemExit("chromium is not installed (Scripts/install-test-dependencies.sh installs it)")
    for storyboard in storyboards:
        folder = tempfile.mkdtemp(prefix="adaptive-serve-canvas-")
        profile = tempfile.mkdtemp(prefix="adaptive-chromium-")
        server = chrome = None
        try:
            copy = os.path.join(folder, "Timed.storyboard")
            shutil.copyfile(storyboard, copy)
            server, url = start_server(binary, folder)
            chrome, port = browser.start_chromium(chromium, profile)
            label = first_label(copy) if set(kinds) - {"constant"} else None
            result = asyncio.run(measure(port, url, first_constraint(copy), edits, server.pid, kinds, label))
            result = {"storyboard": os.path.basename(storyboard), "load_average": os.getloadavg()[0], **result}
            print(json.dumps(result), flush=True)
            if keep:
                shutil.copytree(folder, os.path.join(keep, os.path.basename(storyboard)), dirs_exist_ok=True)
        finally:
            browser.stop_chromium(chrome)
            if server is not None:
                server.terminate()
                try:
                    server.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    server.kill()
            shutil.rmtree(folder, ignore_errors=True)
            shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    main()
