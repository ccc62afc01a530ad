#!/usr/bin/env bash
# The concurrent-append trial of `adaptive serve` (run by hand; not part of the test suite).
#   Benchmarks/serve-append-trial.sh [ADAPTIVE_BINARY] [LINES] [plain|flock]
# Serves a copy of the designer fixture on 127.0.0.1, then appends LINES lines (default 1112) to
# it, 2 ms apart with a 100 ms pause after every 10 (so some edits find a quiet moment), while
# edits are posted back to back; counts the edits saved and refused (409)
# and the appended lines missing afterwards. `plain` appends as most programs do (open, write,
# close); `flock` takes the document's lock first, as the server does. Loopback only; the server
# is stopped on every path.
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-.build/debug/adaptive}"
lines="${2:-1112}"
mode="${3:-plain}"
work="$(mktemp -d)"
cp Tests/DesignerServerTests/Fixtures/Designer.storyboard "$work/"
"$binary" serve "$work" --port 0 > "$work/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 1 100); do
  grep -q "token=" "$work/server.log" 2>/dev/null && break
  sleep 0.2
done
address="$(grep -o 'http://[^ ]*' "$work/server.log")"
python3 - "$address" "$work/Designer.storyboard" "$lines" "$mode" <<'PY'
import fcntl, json, os, sys, threading, time, urllib.error, urllib.parse, urllib.request
address, path, count, mode = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
parts = urllib.parse.urlsplit(address)
base = f"http://{parts.netloc}"
token = urllib.parse.parse_qs(parts.query)["token"][0]
written, done = [], threading.Event()
# Lines whose write went into a file that was no longer the one at the path once written.
stale = []

def append():
    for index in range(count):
        line = f"<!-- appended line {index} -->\n".encode()
        while True:
            descriptor = os.open(path, os.O_WRONLY | os.O_APPEND)
            try:
                if mode == "flock":
                    fcntl.flock(descriptor, fcntl.LOCK_EX)
                    if os.fstat(descriptor).st_ino != os.stat(path).st_ino:
                        continue
                os.write(descriptor, line)
                if os.fstat(descriptor).st_ino != os.stat(path).st_ino:
                    stale.append(line)
                break
            finally:
                os.close(descriptor)
        written.append(line)
        time.sleep(0.1 if index % 10 == 9 else 0.002)
    done.set()

def call(method, route, body=None):
    request = urllib.request.Request(base + route, data=body, method=method,
                                     headers={"X-Adaptive-Token": token, "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)

threading.Thread(target=append).start()
statuses, exclude = {}, True
while not done.is_set():
    _, documents = call("GET", "/api/documents")
    edit = {"doc": documents[0]["id"], "version": documents[0]["version"], "id": "UGm-lb-001",
            "width": "compact", "height": "regular", "state": "excluded" if exclude else None}
    status, _ = call("POST", "/api/edit", json.dumps(edit).encode())
    statuses[status] = statuses.get(status, 0) + 1
    if status == 200:
        exclude = not exclude
text = open(path, "rb").read()
missing = [line for line in written if line not in text]
folder = os.path.dirname(path)
backups = [open(os.path.join(folder, name), "rb").read() for name in os.listdir(folder) if ".orig" in name]
in_backups = sum(1 for line in missing if any(line in backup for backup in backups))
print(f"{mode}: {len(written)} lines appended, edits {dict(sorted(statuses.items()))}, "
      f"{len(missing)} lines missing ({in_backups} of them in a backup, "
      f"{sum(1 for line in missing if line in stale)} written into a file already replaced), "
      f"{len(stale)} lines written into a replaced file in all: {[line.decode().strip() for line in missing][:4]}")
PY
