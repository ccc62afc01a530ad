#!/usr/bin/env bash
# Builds cassowary-bench in release and times it against kiwi (pip install kiwisolver) with
# shared/bench/compare.py, on the default problem set and on the 10,000-view set.
#
#   Benchmarks/compare.sh            # both sets (~25 minutes on 2 cores)
#   Benchmarks/compare.sh quick      # the default set only
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bench="${SHARED_BENCH:-$here/../../shared/bench}"
# kiwi is never vendored: installed from PyPI when this Python lacks it.
python3 -c 'import kiwisolver' 2>/dev/null || python3 -m pip install --quiet kiwisolver
swift build -c release --package-path "$here"
driver="$(swift build -c release --package-path "$here" --show-bin-path)/cassowary-bench"
python3 "$bench/compare.py" --other "$driver" "$bench/problems/"
if [[ "${1:-}" != "quick" ]]; then
  python3 "$bench/compare.py" --other "$driver" --pairs 3 --reps 1 "$bench/problems/large/"
fi
