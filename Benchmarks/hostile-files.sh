#!/usr/bin/env bash
# Measures how AdaptiveKit refuses an oversized storyboard: pipeline-bench writes a real (not
# sparse) file of MEGABYTES (default 100) and decodes it from its URL, under /usr/bin/time -v, so
# the figures are the whole process's wall time and peak resident memory. The decoder must refuse
# it from its size (ib.file-too-large) without reading it: the README states the bound.
#
#   Benchmarks/hostile-files.sh [MEGABYTES]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
megabytes="${1:-100}"
swift build -c release --package-path "$here" --product pipeline-bench >/dev/null
bin="$(swift build -c release --package-path "$here" --show-bin-path)"
/usr/bin/time -v "$bin/pipeline-bench" --refuse-file "$megabytes" 2>"$here/.hostile-time.log"
grep -E "Elapsed \(wall clock\)|Maximum resident set size" "$here/.hostile-time.log"
rm -f "$here/.hostile-time.log"
