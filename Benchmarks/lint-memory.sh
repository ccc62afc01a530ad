#!/usr/bin/env bash
# Peak memory of `adaptive lint` (and, for comparison, `adaptive verify`) on one ~32 MB storyboard
# made at run time from copies of the shared corpus's real scenes with fresh ids
# (make-large-storyboard.py; written to a temporary folder, never committed). Lint must stay
# bounded by the largest scene, not by the file: the README states the bound and the figures.
#
#   Benchmarks/lint-memory.sh [BYTES]        # default 32,000,000
#   LINT_MEMORY_SKIP_BUILD=1 Benchmarks/lint-memory.sh   # with the release `adaptive` already built
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
shared="${SHARED:-$root/../shared}"
bytes="${1:-32000000}"
if [[ "${LINT_MEMORY_SKIP_BUILD:-0}" != 1 ]]; then
  swift build -c release --package-path "$root" --product adaptive >/dev/null
fi
adaptive="$(swift build -c release --package-path "$root" --show-bin-path)/adaptive"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
python3 "$here/make-large-storyboard.py" "$shared/corpus" "$scratch/Large.storyboard" "$bytes"

measure() {
  local label="$1"
  shift
  # Exit status 1 (findings) is expected; only the resource figures matter here.
  /usr/bin/time -v "$@" >"$scratch/out.txt" 2>"$scratch/time.log" || true
  local peak wall
  peak="$(awk -F': ' '/Maximum resident set size/ {print $2}' "$scratch/time.log")"
  wall="$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$scratch/time.log")"
  printf '%-8s peak RSS %6d MB  wall %s\n' "$label" $((peak / 1024)) "$wall"
}
measure lint "$adaptive" lint --quiet --reporter json "$scratch/Large.storyboard"
echo "lint findings: $(grep -c '"ruleID"' "$scratch/out.txt" || true)"
measure verify "$adaptive" verify "$scratch/Large.storyboard"
