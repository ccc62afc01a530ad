#!/usr/bin/env bash
# Loopback load test of `adaptive serve` (run by hand; not part of the test suite).
#   Benchmarks/serve-load.sh [ADAPTIVE_BINARY] [SECONDS]
# Serves a copy of the designer fixture on 127.0.0.1 (a free port), then drives canvas requests
# over four cells of the size-class grid with wrk (Debian's `wrk`) for SECONDS (default 30,
# at most 30), sampling the server's resident memory every 5 s. Every API request carries the
# secret the server printed (X-Adaptive-Token), as the page does. Everything stays on loopback and
# stops by itself; the server is stopped on every path.
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-.build/debug/adaptive}"
seconds="${2:-30}"
((seconds > 30)) && seconds=30
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 2; }
work="$(mktemp -d)"
cp Tests/DesignerServerTests/Fixtures/Designer.storyboard "$work/"
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
"$binary" serve "$work" --port "$port" > "$work/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 1 100); do
  grep -q "Serving" "$work/server.log" 2>/dev/null && break
  sleep 0.2
done
token="$(grep -o 'token=[0-9a-f]*' "$work/server.log" | head -1 | cut -d= -f2)"
[[ -n "$token" ]] || { echo "the server printed no token: $(cat "$work/server.log")" >&2; exit 1; }
base="http://127.0.0.1:$port"
doc="0%2FDesigner.storyboard"
cat > "$work/cells.lua" <<LUA
local paths = {
  "/api/canvas?doc=$doc&device=Generic",
  "/api/canvas?doc=$doc&device=iPhone%2015&width=compact&height=regular",
  "/api/canvas?doc=$doc&device=iPhone%2015&orientation=landscape&width=compact&height=compact",
  "/api/canvas?doc=$doc&device=iPad%20Pro%2011%22%20(4th%20gen)&width=regular&height=regular",
  "/api/element?doc=$doc&id=UGm-lb-002&width=compact&height=regular",
  "/",
}
local i = 0
wrk.headers["X-Adaptive-Token"] = "$token"
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
LUA
# Warm the cache once per configuration, then measure.
for path in $(grep -o '"/[^"]*"' "$work/cells.lua" | tr -d '"'); do curl -sf -o /dev/null -H "X-Adaptive-Token: $token" "$base$path"; done
rss() { awk '/VmRSS/ {print $2}' "/proc/$server/status"; }
echo "RSS before: $(rss) kB"
( for _ in $(seq 1 $((seconds / 5))); do sleep 5; echo "RSS: $(rss) kB"; done ) &
sampler=$!
wrk -t2 -c16 -d"${seconds}s" --timeout 10s -s "$work/cells.lua" "$base"
wait "$sampler" || true
echo "RSS after: $(rss) kB"
