#!/usr/bin/env bash
# Renders every scene of ../shared/corpus on the 12 standard device/orientation configurations
# (release build, SVG output, files shared between worker processes) and prints the wall time.
# Usage: Benchmarks/render-corpus.sh [extra `adaptive render` options]; JOBS (default 2) and
# SCRATCH (default .build) set the worker count and the build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${SCRATCH:-.build}
swift build -c release --product adaptive --scratch-path "$scratch" >&2
binary="$scratch/release/adaptive"
output=$(mktemp -d)
trap 'rm -rf "$output"' EXIT
start=$(date +%s.%N)
status=0
"$binary" render ../shared/corpus --format svg --output "$output" --jobs "${JOBS:-2}" "$@" >/dev/null 2>"$output.log" || status=$?
end=$(date +%s.%N)
drawings=$(find "$output" -name '*.svg' | wc -l)
documents=$(find "$output" -mindepth 1 -maxdepth 1 -type d | wc -l)
failures=$(grep -c 'error' "$output.log" || true)
rm -f "$output.log"
printf 'documents with output: %s\ndrawings: %s\nerror lines: %s (exit %s)\nseconds: %.1f\n' \
  "$documents" "$drawings" "$failures" "$status" "$(echo "$end - $start" | bc)"
