#!/usr/bin/env bash
# Renders one 28-scene storyboard of the shared corpus (IQKeyboardManager's MainSwift) with
# `--variants all` (light/dark × Large/AX5 × LTR/RTL = 8 variants) on the 12 standard device and
# orientation configurations, release build, SVG, and prints the wall time; the target is under
# 10 s with --jobs 2 (issue 32).
# Usage: Benchmarks/render-variants.sh [extra `adaptive render` options]; JOBS (default 2),
# SCRATCH (default .build) and STORYBOARD (default the corpus file below) override.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${SCRATCH:-.build}
storyboard=${STORYBOARD:-../shared/corpus/0279__hackiftekhar__IQKeyboardManager__MainSwift.storyboard}
scenes=$(grep -c '<scene ' "$storyboard")
swift build -c release --product adaptive --scratch-path "$scratch" >&2
binary="$scratch/release/adaptive"
output=$(mktemp -d)
trap 'rm -rf "$output" "$output.log"' EXIT
start=$(date +%s.%N)
status=0
"$binary" render "$storyboard" --variants all --format svg --output "$output" --jobs "${JOBS:-2}" --quiet "$@" \
  >/dev/null 2>"$output.log" || status=$?
end=$(date +%s.%N)
drawings=$(find "$output" -name '*.svg' | wc -l)
printf 'scenes: %s\ndrawings: %s (exit %s)\nseconds: %.1f\n' "$scenes" "$drawings" "$status" "$(echo "$end - $start" | bc)"
