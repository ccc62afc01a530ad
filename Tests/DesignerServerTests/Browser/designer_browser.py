#!/usr/bin/env python3
"""Drives the designer page in headless Chromium over the DevTools protocol, as a person would.

Usage: designer_browser.py URL STORYBOARD SCREENSHOT

URL is the address `adaptive serve` printed, with its ?token=. First a hostile page, served from
another loopback port, tries to read and edit through the browser (no-cors POST, CORS fetch, a
guessed token, a form POST, an event stream), knowing the document's id and version but not the
secret; the file must stay as it was and every request that reached the server must be refused.
Then the real page: it loads, picks an iPhone in View As, picks Compact width / Regular height in the size-class
grid, clicks the "Turn" label on the canvas, unchecks Installed, then checks that the file on disk
got the exclusion Xcode writes and that the page re-rendered without the label. Then selects the
"Game Name" label in the outline and its top constraint in the inspector, sets the constant for
wC hR, and checks the file got the constraint's `<variation … constant=…/>` and the label moved on
the canvas. Then undo and redo, a font and a text colour (from the colour menu) varied for wC hR, a
Show Detail segue Control-dragged from a button (the file as it left it is copied beside the
screenshot for the Swift side to run in UIStoryboard), and Use Size Classes on an old-format corpus
storyboard served as Legacy.storyboard; each undone. Saves a screenshot.
Prints one JSON line with what it saw; exits 0 on success, 1 on a failed check, 2 when it cannot
run (no browser, no websockets). Every wait is bounded; Chromium is killed on every path.
"""

import asyncio
import base64
import json
import re
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

# Generous: in CI the server shares its main actor with every other test running at the time.
DEADLINE_SECONDS = 540
WAIT_SECONDS = 300
VIEW_ID = "UGm-lb-001"
EXPECTED_KEY = 'key="heightClass=regular-widthClass=compact"'
EXPECTED_EXCLUDE = f'<exclude reference="{VIEW_ID}"/>'
NAME_ID = "UMe-lb-001"
CONSTRAINT_ID = "UMe-cn-003"
EXPECTED_CONSTANT = '<variation key="heightClass=regular-widthClass=compact" constant="60"/>'
LEGACY_ID = "0/Legacy.storyboard"
# The corpus's aws-sdk-ios-samples DynamoDB storyboard (Xcode 5), served as Legacy.storyboard.
LEGACY_SCENES = 4
EXPECTED_FONT = ('<variation key="heightClass=regular-widthClass=compact">\n'
                 '                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="34"/>')
EXPECTED_COLOR = ('<variation key="heightClass=regular-widthClass=compact">\n'
                  '                                    <color key="textColor" systemColor="systemRedColor"/>')
BUTTON_ID = "UMe-bt-001"
REPLACED_SEGUE_ID = "UMe-sg-001"
GAME_ID = "UGm-vc-001"
# Chrome DevTools' modifier bit for Control.
CONTROL = 2


class CheckFailed(Exception):
    pass


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def start_chromium(binary, profile):
    arguments = [
        binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--mute-audio",
        "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0",
        f"--user-data-dir={profile}", "--window-size=1600,1000", "about:blank",
    ]
    process = subprocess.Popen(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    port_file = os.path.join(profile, "DevToolsActivePort")
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"chromium exited with status {process.returncode} before opening DevTools")
        if os.path.exists(port_file):
            with open(port_file) as handle:
                lines = handle.read().split()
            if lines:
                return process, int(lines[0])
        time.sleep(0.1)
    raise RuntimeError("chromium did not open its DevTools port within 30 s")


def stop_chromium(process):
    if process is None or process.poll() is not None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=5)
    except Exception:
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except Exception:
            pass


class DevTools:
    def __init__(self, socket):
        self.socket = socket
        self.next_id = 0
        # Events that arrived while waiting for answers (Network.* once enabled).
        self.events = []

    async def call(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        await self.socket.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(await asyncio.wait_for(self.socket.recv(), timeout=WAIT_SECONDS))
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    async def evaluate(self, expression):
        result = await self.call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"page script failed: {result['exceptionDetails'].get('text')} in {expression[:80]}")
        return result.get("result", {}).get("value")

    async def wait_for(self, expression, what, timeout=WAIT_SECONDS):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if await self.evaluate(expression):
                return
            await asyncio.sleep(0.1)
        raise CheckFailed(f"timed out after {timeout} s waiting for {what}")

    async def click_at(self, x, y):
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            await self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)

    async def click_element(self, selector, what):
        """Scrolls the element into view and clicks its centre with real mouse events."""
        await self.wait_for(f"!!document.querySelector({json.dumps(selector)})", what)
        box = await self.evaluate(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)}); e.scrollIntoView({{block: 'center'}});"
            " const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        await self.click_at(*box)

    async def control_key(self, key, shift=False):
        """Presses Ctrl+key (Ctrl+Shift+key) with real key events, focus on the page body."""
        await self.evaluate("(() => { if (document.activeElement) document.activeElement.blur(); return true; })()")
        modifiers = CONTROL | (8 if shift else 0)
        code = f"Key{key.upper()}"
        for kind in ("rawKeyDown", "keyUp"):
            await self.call("Input.dispatchKeyEvent", type=kind, key=key, code=code, modifiers=modifiers,
                            windowsVirtualKeyCode=ord(key.upper()), nativeVirtualKeyCode=ord(key.upper()))

    async def control_drag(self, start, end):
        """Drags with Control held from `start` to `end` (screen points), in a few moves."""
        await self.call("Input.dispatchMouseEvent", type="mouseMoved", x=start[0], y=start[1], modifiers=CONTROL)
        await self.call("Input.dispatchMouseEvent", type="mousePressed", x=start[0], y=start[1], button="left",
                        clickCount=1, modifiers=CONTROL)
        for step in range(1, 6):
            x = start[0] + (end[0] - start[0]) * step / 5
            y = start[1] + (end[1] - start[1]) * step / 5
            await self.call("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y, button="left", buttons=1,
                            modifiers=CONTROL)
        await self.call("Input.dispatchMouseEvent", type="mouseReleased", x=end[0], y=end[1], button="left",
                        clickCount=1, modifiers=CONTROL)

    async def centre(self, selector):
        return await self.evaluate(
            f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect();"
            " return [r.x + r.width / 2, r.y + r.height / 2]; })()")

    async def next_version(self, before, what):
        await self.wait_for(f"document.body.dataset.version !== {json.dumps(before)} && "
                            "document.body.dataset.loading === 'false'", what)

    async def settled(self):
        await self.wait_for("document.body.dataset.loading === 'false'", "the page to finish loading")


def document_version(data):
    """The server's DocumentVersion: FNV-1a 64 of the bytes, then the byte count, in hex."""
    value = 0xCBF29CE484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{value:x}-{len(data):x}"


HOSTILE_PAGE = """<!doctype html><meta charset="utf-8"><title>hostile</title><body><script>
const target = TARGET;
const edit = EDIT;
async function attempt(name, run) {
  try { return [name, String(await run())]; } catch (error) { return [name, "blocked: " + error.message]; }
}
function formPost() {
  return new Promise((resolve) => {
    const frame = document.createElement("iframe");
    frame.name = "sink";
    document.body.append(frame);
    const form = document.createElement("form");
    form.method = "POST";
    form.enctype = "text/plain";
    form.target = "sink";
    form.action = target + "/api/edit";
    // text/plain forms send name=value: this name and value make the body the edit's JSON.
    const field = document.createElement("input");
    field.name = JSON.stringify(edit).slice(0, -1) + ',"pad":"';
    field.value = '"}';
    form.append(field);
    document.body.append(form);
    frame.onload = () => resolve("submitted");
    setTimeout(() => resolve("no answer"), 15000);
    form.submit();
  });
}
function eventStream() {
  return new Promise((resolve) => {
    const source = new EventSource(target + "/api/events");
    source.addEventListener("hello", () => { source.close(); resolve("opened"); });
    source.onerror = () => { source.close(); resolve("refused"); };
    setTimeout(() => { source.close(); resolve("no answer"); }, 15000);
  });
}
window.attacks = Promise.all([
  attempt("no-cors POST edit", () => fetch(target + "/api/edit", { method: "POST", mode: "no-cors",
    headers: { "Content-Type": "text/plain" }, body: JSON.stringify(edit) }).then((r) => r.type)),
  attempt("no-cors POST constant", () => fetch(target + "/api/constant", { method: "POST", mode: "no-cors",
    headers: { "Content-Type": "text/plain" }, body: JSON.stringify({ ...edit, id: "UGm-cn-003", constant: 99 }) }).then((r) => r.type)),
  attempt("CORS read", () => fetch(target + "/api/documents").then((r) => r.status)),
  attempt("edit with a guessed token", () => fetch(target + "/api/edit", { method: "POST",
    headers: { "Content-Type": "application/json", "X-Adaptive-Token": "0".repeat(64) }, body: JSON.stringify(edit) }).then((r) => r.status)),
  attempt("form POST", formPost),
  attempt("event stream", eventStream),
]).then((results) => Object.fromEntries(results));
</script></body>
"""


def serve_hostile_page(target, edit):
    """Serves HOSTILE_PAGE on a free loopback port of its own (another origin); returns the server."""
    page = HOSTILE_PAGE.replace("TARGET", json.dumps(target)).replace("EDIT", json.dumps(edit)).encode()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(page)))
            self.end_headers()
            self.wfile.write(page)

        def log_message(self, *arguments):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


async def hostile_step(tools, url, storyboard):
    """A page of another origin attacks the designer through the browser; returns what it saw."""
    parts = urllib.parse.urlsplit(url)
    target = f"{parts.scheme}://{parts.netloc}"
    with open(storyboard, "rb") as handle:
        before = handle.read()
    # As strong as an attacker gets without the secret: the right id, version and a real edit.
    edit = {"doc": "0/" + os.path.basename(storyboard), "version": document_version(before), "id": VIEW_ID,
            "width": "compact", "height": "regular", "state": "excluded"}
    server = serve_hostile_page(target, edit)
    try:
        await tools.call("Network.enable")
        await tools.call("Page.navigate", url=f"http://127.0.0.1:{server.server_address[1]}/")
        await tools.wait_for("!!window.attacks", "the hostile page to start")
        attacks = await tools.evaluate("window.attacks")
        await tools.call("Network.disable")
    finally:
        server.shutdown()
    statuses = sorted({(event["params"]["response"]["url"].split("?")[0], event["params"]["response"]["status"])
                       for event in tools.events
                       if event.get("method") == "Network.responseReceived"
                       and event["params"]["response"]["url"].startswith(target + "/api/")})
    with open(storyboard, "rb") as handle:
        after = handle.read()
    if after != before:
        raise CheckFailed(f"the hostile page changed the file: {attacks}")
    if os.path.exists(storyboard + ".orig"):
        raise CheckFailed("the hostile page made the server write a backup")
    accepted = [entry for entry in statuses if 200 <= entry[1] < 300]
    if accepted:
        raise CheckFailed(f"the designer accepted requests from the hostile page: {accepted}")
    if (target + "/api/edit", 403) not in statuses:
        raise CheckFailed(f"the hostile page's edit did not reach the server to be refused: {statuses} {attacks}")
    if attacks.get("event stream") == "opened" or not str(attacks.get("CORS read", "")).startswith("blocked"):
        raise CheckFailed(f"the hostile page could read from the designer: {attacks}")
    return {"attacks": attacks, "statuses": [list(entry) for entry in statuses]}


async def drive(port, url, storyboard, screenshot):
    import websockets

    with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10) as response:
        targets = json.load(response)
    page = next(target for target in targets if target.get("type") == "page")
    seen = {}
    async with websockets.connect(page["webSocketDebuggerUrl"], max_size=64 * 1024 * 1024) as socket:
        tools = DevTools(socket)
        await tools.call("Page.enable")
        await tools.call("Runtime.enable")
        seen["hostile"] = await hostile_step(tools, url, storyboard)
        seen["hostile_refused"] = True
        await tools.call("Page.navigate", url=url)
        await tools.wait_for("document.querySelectorAll('.scene').length >= 5", "the canvas to show the scenes")
        await tools.settled()
        seen["scenes"] = await tools.evaluate("document.querySelectorAll('.scene').length")
        seen["segue_kinds"] = await tools.evaluate(
            "[...document.querySelectorAll('#arrows g.segue')].map(g => g.dataset.kind).sort()")
        seen["initial_arrow"] = await tools.evaluate("!!document.querySelector('#arrows .initial-arrow')")
        if not seen["initial_arrow"]:
            raise CheckFailed("no initial-scene arrow on the canvas")

        seen["grid_centre"] = await tools.evaluate(
            "(() => { const b = document.querySelectorAll('#grid button')[4]; return b.dataset.width + '/' + b.dataset.height; })()")
        if seen["grid_centre"] != "any/any":
            raise CheckFailed(f"the grid's centre cell is {seen['grid_centre']}, not Any/Any")

        # View As: an iPhone.
        device = await tools.evaluate(
            "(() => { const s = document.querySelector('#device');"
            " const o = [...s.options].find(o => /^iPhone 1[0-9]/.test(o.value)) || [...s.options].find(o => o.value.startsWith('iPhone'));"
            " s.value = o.value; s.dispatchEvent(new Event('change')); return o.value; })()")
        seen["device"] = device
        await tools.wait_for(f"document.querySelector('#status').textContent.includes({json.dumps(device)})",
                             "the canvas to be laid out on the iPhone")
        await tools.settled()

        # The grid: Compact width, Regular height.
        box = await tools.evaluate(
            "(() => { const r = document.querySelector('[data-testid=cell-compact-regular]').getBoundingClientRect();"
            " return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        await tools.click_at(*box)
        await tools.wait_for("document.querySelector('#status').textContent.includes('wC hR')",
                             "the canvas to be laid out for wC hR")
        await tools.settled()
        seen["editing"] = await tools.evaluate("document.querySelector('#editing').textContent")
        seen["selected_cell"] = await tools.evaluate(
            "[...document.querySelectorAll('#grid button.selected')].map(b => b.dataset.width + '/' + b.dataset.height)")
        if seen["selected_cell"] != ["compact/regular"]:
            raise CheckFailed(f"the grid highlights {seen['selected_cell']}, not compact/regular")

        # Select the view by clicking it on the canvas.
        selector = json.dumps(f'.scene g[data-id="{VIEW_ID}"]')
        await tools.wait_for(f"!!document.querySelector({selector})", f"{VIEW_ID} on the canvas")
        point = await tools.evaluate(
            f"(() => {{ const r = document.querySelector({selector}).getBoundingClientRect();"
            " return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        await tools.click_at(*point)
        await tools.wait_for(
            f"(document.querySelector('[data-testid=inspector-id]') || {{}}).textContent === {json.dumps(VIEW_ID)}",
            "the inspector to show the clicked view")
        seen["inspector_class"] = await tools.evaluate("document.querySelector('[data-testid=inspector-class]').textContent")
        seen["installed_before"] = await tools.evaluate("document.querySelector('[data-testid=installed]').checked")
        if seen["installed_before"] is not True:
            raise CheckFailed("the view should be installed in wC hR before the edit")
        version_before = await tools.evaluate("document.body.dataset.version")

        # Toggle Installed off.
        box = await tools.evaluate(
            "(() => { const r = document.querySelector('[data-testid=installed]').getBoundingClientRect();"
            " return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        await tools.click_at(*box)
        await tools.wait_for(f"document.body.dataset.version !== {json.dumps(version_before)} && "
                             "document.body.dataset.loading === 'false'", "the page to re-render from the saved file")
        await tools.wait_for(f"!document.querySelector({selector})", f"{VIEW_ID} to leave the canvas")
        await tools.wait_for(
            "document.querySelector('[data-testid=installed]') && !document.querySelector('[data-testid=installed]').checked",
            "the inspector to show the view as not installed")
        seen["outline_uninstalled"] = await tools.evaluate(
            f"document.querySelector('#outline li[data-id=\"{VIEW_ID}\"]').classList.contains('uninstalled')")
        seen["cases"] = await tools.evaluate("[...document.querySelectorAll('[data-testid=cases] li')].map(li => li.dataset.key)")
        seen["status"] = await tools.evaluate("document.querySelector('#status').textContent")

        with open(storyboard, encoding="utf-8") as handle:
            saved = handle.read()
        if EXPECTED_KEY not in saved or EXPECTED_EXCLUDE not in saved:
            raise CheckFailed("the saved file has no exclusion of the view for wC hR")
        seen["saved_has_exclusion"] = True
        seen["backup_exists"] = os.path.exists(storyboard + ".orig")
        seen["token_left_address"] = await tools.evaluate("!location.search.includes('token')")

        # A constraint's constant for wC hR: the Game Name label's top constraint, 20 → 60.
        name_selector = f'.scene g[data-id="{NAME_ID}"]'
        frame_before = await tools.evaluate(f"document.querySelector({json.dumps(name_selector)}).getAttribute('data-frame')")
        await tools.click_element(f'#outline li[data-id="{NAME_ID}"]', "the Game Name label in the outline")
        await tools.wait_for(
            f"(document.querySelector('[data-testid=inspector-id]') || {{}}).textContent === {json.dumps(NAME_ID)}",
            "the inspector to show the Game Name label")
        # Panel items are picked through the DOM: the side panel re-flows as lint answers arrive
        # (from its worker, at any time), so a position measured first can be stale by the click.
        constraint_selector = json.dumps(f'[data-testid=constraints] li[title="{CONSTRAINT_ID}"]')
        await tools.wait_for(f"!!document.querySelector({constraint_selector})", "the label's top constraint in the inspector")
        await tools.evaluate(f"document.querySelector({constraint_selector}).click()")
        await tools.wait_for(
            f"(document.querySelector('[data-testid=inspector-id]') || {{}}).textContent === {json.dumps(CONSTRAINT_ID)}"
            " && !!document.querySelector('[data-testid=constant]')",
            "the inspector to show the constraint's constant")
        seen["constant_before"] = await tools.evaluate("document.querySelector('[data-testid=constant]').value")
        version_before = await tools.evaluate("document.body.dataset.version")
        # Type the value and press Return, as a person would: keys go to the focused field wherever it is.
        await tools.evaluate("(() => { const i = document.querySelector('[data-testid=constant]'); i.focus(); i.select(); return true; })()")
        await tools.call("Input.insertText", text="60")
        for kind in ("keyDown", "keyUp"):
            await tools.call("Input.dispatchKeyEvent", type=kind, key="Enter", code="Enter", windowsVirtualKeyCode=13,
                             nativeVirtualKeyCode=13)
        await tools.wait_for(f"document.body.dataset.version !== {json.dumps(version_before)} && "
                             "document.body.dataset.loading === 'false'", "the page to re-render after the constant edit")
        await tools.wait_for(
            "(document.querySelector('[data-testid=constant-source]') || {}).textContent === 'override for wC hR'",
            "the inspector to show the override")
        frame_after = await tools.evaluate(f"document.querySelector({json.dumps(name_selector)}).getAttribute('data-frame')")
        seen["name_frames"] = [frame_before, frame_after]
        moved = float(frame_after.split()[1]) - float(frame_before.split()[1])
        if moved != 40:
            raise CheckFailed(f"the Game Name label moved {moved} points, not 40, after its top constant went from 20 to 60")
        with open(storyboard, encoding="utf-8") as handle:
            saved = handle.read()
        if EXPECTED_CONSTANT not in saved:
            raise CheckFailed("the saved file has no constant variation for wC hR on the constraint")
        seen["saved_has_constant"] = True

        # Undo the constant with Ctrl-Z: the file loses the override, the label goes back.
        await tools.wait_for("document.body.dataset.undo === '2'", "the page to list two undo steps")
        version_before = await tools.evaluate("document.body.dataset.version")
        await tools.control_key("z")
        await tools.next_version(version_before, "the page to re-render after Ctrl-Z")
        with open(storyboard, encoding="utf-8") as handle:
            saved = handle.read()
        if EXPECTED_CONSTANT in saved or EXPECTED_EXCLUDE not in saved:
            raise CheckFailed("Ctrl-Z did not take back exactly the constant edit")
        await tools.wait_for(f"document.querySelector({json.dumps(name_selector)}).getAttribute('data-frame') === {json.dumps(frame_before)}",
                             "the Game Name label to move back after the undo")
        seen["undo_took_back_constant"] = True
        await tools.wait_for("document.body.dataset.redo === '1' && !document.querySelector('[data-testid=redo]').disabled",
                             "Redo to be offered")
        version_before = await tools.evaluate("document.body.dataset.version")
        await tools.click_element("[data-testid=redo]", "the Redo button")
        await tools.next_version(version_before, "the page to re-render after Redo")
        with open(storyboard, encoding="utf-8") as handle:
            seen["redo_restored_constant"] = EXPECTED_CONSTANT in handle.read()

        # The Game Name label's font for wC hR only: 20 → 34 with "+", seen in portrait (wC hR) and not
        # in landscape (wC hC), then undone.
        await tools.click_element(f'#outline li[data-id="{NAME_ID}"]', "the Game Name label in the outline")
        await tools.wait_for("!!document.querySelector('[data-testid=property-font]') && "
                             f"document.querySelector('[data-testid=inspector-id]').textContent === {json.dumps(NAME_ID)}",
                             "the label's size-class properties")
        seen["font_before"] = await tools.evaluate("document.querySelector('[data-testid=property-font]').value")
        with open(storyboard, "rb") as handle:
            before_font = handle.read()
        portrait_before = await tools.evaluate(f"document.querySelector({json.dumps(name_selector)}).getAttribute('data-frame')")
        await tools.evaluate("(() => { const i = document.querySelector('[data-testid=property-font]'); i.focus(); i.select(); return true; })()")
        await tools.call("Input.insertText", text="34")
        version_before = await tools.evaluate("document.body.dataset.version")
        await tools.click_element("[data-testid=add-font]", "the + beside the font")
        await tools.next_version(version_before, "the page to re-render with the font variation")
        with open(storyboard, encoding="utf-8") as handle:
            saved = handle.read()
        seen["font_variation_written"] = EXPECTED_FONT in saved
        portrait_after = await tools.evaluate(f"document.querySelector({json.dumps(name_selector)}).getAttribute('data-frame')")
        await tools.click_element("[data-testid=cell-compact-compact]", "the wC hC cell")
        # The drawn canvas, not the status line: a late "Saved" message from the edit can replace it.
        await tools.wait_for("(document.body.dataset.canvas || '').endsWith('wC hC')", "the canvas for wC hC")
        await tools.settled()
        landscape = await tools.evaluate(f"document.querySelector({json.dumps(name_selector)}).getAttribute('data-frame')")
        seen["font_heights"] = [float(portrait_before.split()[3]), float(portrait_after.split()[3]), float(landscape.split()[3])]
        await tools.click_element("[data-testid=cell-compact-regular]", "the wC hR cell")
        await tools.wait_for("(document.body.dataset.canvas || '').endsWith('wC hR')", "the canvas for wC hR")
        await tools.settled()
        version_before = await tools.evaluate("document.body.dataset.version")
        await tools.control_key("z")
        await tools.next_version(version_before, "the page to re-render after undoing the font")
        with open(storyboard, "rb") as handle:
            seen["font_undone"] = handle.read() == before_font

        # The Game Name label's text colour for wC hR picked from the colour menu (System Red): the
        # file gets the variation and UIKit's resource, the label is drawn red, and Ctrl-Z undoes it.
        await tools.wait_for("!!document.querySelector('[data-testid=property-textColor-menu]') && "
                             f"document.querySelector('[data-testid=inspector-id]').textContent === {json.dumps(NAME_ID)}",
                             "the label's text colour menu")
        seen["color_menu"] = await tools.evaluate(
            "[...document.querySelectorAll('[data-testid=property-textColor-menu] optgroup')]"
            ".map(g => g.label + ':' + [...g.querySelectorAll('option')].some(o => o.value === 'systemRedColor'))")
        with open(storyboard, "rb") as handle:
            before_color = handle.read()
        # Chosen and sent in one step: the inspector is rebuilt whenever the page re-renders (the
        # font's undo may still be arriving), which would reset a menu chosen earlier to Custom.
        await tools.settled()
        version_before = await tools.evaluate("document.body.dataset.version")
        await tools.evaluate("(() => { const m = document.querySelector('[data-testid=property-textColor-menu]');"
                             " m.value = 'systemRedColor'; m.dispatchEvent(new Event('change'));"
                             " document.querySelector('[data-testid=add-textColor]').click(); return m.value; })()")
        await tools.next_version(version_before, "the page to re-render with the colour variation")
        with open(storyboard, encoding="utf-8") as handle:
            saved = handle.read()
        seen["color_variation_written"] = EXPECTED_COLOR in saved and '<systemColor name="systemRedColor">' in saved
        if not seen["color_variation_written"]:
            start = saved.find('id="' + NAME_ID + '"')
            seen["color_saved"] = saved[start:start + 900]
            seen["color_menu_value"] = await tools.evaluate("document.querySelector('[data-testid=property-textColor-menu]').value")
            seen["color_status"] = await tools.evaluate("(document.querySelector('#status') || {}).textContent")
        await tools.settled()
        seen["label_fill"] = await tools.evaluate(
            f"(document.querySelector({json.dumps(name_selector + ' text')}) || {{getAttribute: () => null}}).getAttribute('fill')")
        version_before = await tools.evaluate("document.body.dataset.version")
        await tools.control_key("z")
        await tools.next_version(version_before, "the page to re-render after undoing the colour")
        with open(storyboard, "rb") as handle:
            seen["color_undone"] = handle.read() == before_color

        # A Show Detail segue dragged from the Select Game button to the Game controller, then undone.
        with open(storyboard, "rb") as handle:
            before_segue = handle.read()
        arrows_before = await tools.evaluate("document.querySelectorAll('#arrows g.segue').length")
        await tools.control_drag(await tools.centre(f'.scene g[data-id="{BUTTON_ID}"]'),
                                 await tools.centre(f'.scene[data-controller="{GAME_ID}"]'))
        await tools.wait_for("!!document.querySelector('[data-testid=segue-menu]')", "the segue kind menu")
        seen["segue_menu"] = await tools.evaluate(
            "[...document.querySelectorAll('[data-testid=segue-menu] button')].map(b => b.textContent)")
        await tools.call("Input.insertText", text="play")
        version_before = await tools.evaluate("document.body.dataset.version")
        await tools.click_element("[data-testid=segue-kind-showDetail]", "Show Detail in the segue menu")
        await tools.next_version(version_before, "the page to re-render with the new segue")
        with open(storyboard, encoding="utf-8") as handle:
            saved = handle.read()
        match = re.search(r'<segue destination="' + GAME_ID + r'" kind="showDetail" identifier="play" id="([A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3})"/>', saved)
        seen["segue_written"] = bool(match)
        # The button triggers one segue: the drag replaced its Select Game segue, arrow and all.
        seen["segue_replaced"] = REPLACED_SEGUE_ID not in saved
        new_arrow = f"#arrows g.segue[data-id=\"{match.group(1) if match else ''}\"]"
        old_arrow = f"#arrows g.segue[data-id=\"{REPLACED_SEGUE_ID}\"]"
        await tools.wait_for(f"!!document.querySelector({json.dumps(new_arrow)}) && !document.querySelector({json.dumps(old_arrow)}) && "
                             f"document.querySelectorAll('#arrows g.segue').length === {arrows_before}",
                             "the new segue's arrow in place of the old one")
        # For the Swift side to run in UIStoryboard on an iPhone and an iPad.
        shutil.copyfile(storyboard, screenshot + ".dragged.storyboard")
        version_before = await tools.evaluate("document.body.dataset.version")
        await tools.control_key("z")
        await tools.next_version(version_before, "the page to re-render after undoing the segue")
        await tools.wait_for(f"!document.querySelector({json.dumps(new_arrow)}) && !!document.querySelector({json.dumps(old_arrow)})",
                             "the old segue's arrow to come back")
        with open(storyboard, "rb") as handle:
            seen["segue_undone"] = handle.read() == before_segue

        # Use Size Classes on the old-format storyboard: preview, convert, then undo it.
        legacy = os.path.join(os.path.dirname(storyboard), "Legacy.storyboard")
        with open(legacy, "rb") as handle:
            legacy_original = handle.read()
        await tools.click_element(f'#documents li[data-doc="{LEGACY_ID}"]', "the old storyboard in the document list")
        await tools.wait_for(f"document.querySelectorAll('.scene').length === {LEGACY_SCENES} && "
                             "[...document.querySelectorAll('#arrows g.segue')].some(g => g.dataset.kind === 'push')",
                             "the old storyboard's scenes and push segue")
        await tools.settled()
        seen["legacy_segue_kinds"] = await tools.evaluate(
            "[...document.querySelectorAll('#arrows g.segue')].map(g => g.dataset.kind).sort()")
        seen["size_classes_box_before"] = await tools.evaluate(
            "(() => { const b = document.querySelector('[data-testid=use-size-classes]'); return [b.checked, b.disabled]; })()")
        await tools.click_element("[data-testid=use-size-classes]", "the Use Size Classes check box")
        await tools.wait_for("document.querySelector('[data-testid=convert-dialog]').open && "
                             "document.querySelectorAll('[data-testid=convert-changes] li').length > 0", "the conversion preview")
        seen["convert_preview"] = await tools.evaluate(
            "[...document.querySelectorAll('[data-testid=convert-changes] li')].map(li => li.textContent)")
        with open(legacy, "rb") as handle:
            if handle.read() != legacy_original:
                raise CheckFailed("the preview wrote to the file")
        version_before = await tools.evaluate("document.body.dataset.version")
        await tools.click_element("[data-testid=convert-confirm]", "the Convert button")
        await tools.next_version(version_before, "the page to re-render the converted storyboard")
        await tools.wait_for("[...document.querySelectorAll('#arrows g.segue')].some(g => g.dataset.kind === 'show')",
                             "the converted segues on the canvas")
        seen["converted_segue_kinds"] = await tools.evaluate(
            "[...document.querySelectorAll('#arrows g.segue')].map(g => g.dataset.kind).sort()")
        seen["size_classes_box_after"] = await tools.evaluate(
            "(() => { const b = document.querySelector('[data-testid=use-size-classes]'); return [b.checked, b.disabled]; })()")
        with open(legacy, encoding="utf-8") as handle:
            converted = handle.read()
        seen["legacy_converted"] = 'useTraitCollections="YES"' in converted and 'kind="show"' in converted
        version_before = await tools.evaluate("document.body.dataset.version")
        await tools.control_key("z")
        await tools.next_version(version_before, "the page to re-render after undoing the conversion")
        await tools.wait_for("[...document.querySelectorAll('#arrows g.segue')].some(g => g.dataset.kind === 'push')",
                             "the push segue back on the canvas")
        with open(legacy, "rb") as handle:
            seen["conversion_undone"] = handle.read() == legacy_original

        shot = await tools.call("Page.captureScreenshot", format="png")
        with open(screenshot, "wb") as handle:
            handle.write(base64.b64decode(shot["data"]))
        seen["screenshot"] = screenshot
    return seen


def main():
    if len(sys.argv) != 4:
        print("usage: designer_browser.py URL STORYBOARD SCREENSHOT", file=sys.stderr)
        return 2
    url, storyboard, screenshot = sys.argv[1:]
    binary = find_chromium()
    if binary is None:
        print(json.dumps({"error": "chromium is not installed (Scripts/install-test-dependencies.sh installs it)"}))
        return 2
    try:
        import websockets  # noqa: F401
    except ImportError:
        print(json.dumps({"error": "the Python package websockets is missing (Scripts/install-test-dependencies.sh installs it)"}))
        return 2
    profile = tempfile.mkdtemp(prefix="adaptive-chromium-")
    process = None
    try:
        process, port = start_chromium(binary, profile)
        seen = asyncio.run(asyncio.wait_for(drive(port, url, storyboard, screenshot), timeout=DEADLINE_SECONDS))
        print(json.dumps({"ok": True, **seen}))
        return 0
    except CheckFailed as failure:
        print(json.dumps({"error": str(failure)}))
        return 1
    except Exception as failure:  # a browser that cannot run is a failure too, with its reason
        print(json.dumps({"error": f"{type(failure).__name__}: {failure}"}))
        return 1
    finally:
        stop_chromium(process)
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
