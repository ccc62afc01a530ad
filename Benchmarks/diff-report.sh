#!/usr/bin/env bash
# Times `adaptive diff` on a change to one scene of a 28-scene corpus storyboard: both revisions
# decoded, the affected scene found, laid out and drawn on the default matrix (3 configurations,
# before and after), the Markdown report and its SVG drawings written. Target: under 2 seconds,
# release build. Usage: Benchmarks/diff-report.sh [debug|release] (default release); RUNS (default 5)
# repetitions, the median printed; FILE overrides the storyboard; SCRATCH the build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=${1:-release}
scratch=${SCRATCH:-.build}
file=${FILE:-../shared/corpus/0279__hackiftekhar__IQKeyboardManager__MainSwift.storyboard}
swift build -c "$configuration" --product adaptive --scratch-path "$scratch" >&2
binary="$scratch/$configuration/adaptive"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$file" "$work/old.storyboard"
# The change: the first constraint constant of the file, plus 8 — one scene affected.
python3 - "$work/old.storyboard" "$work/new.storyboard" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
match = re.search(r'(<constraint [^>]*constant=")([-0-9.e]+)(")', text)
if not match:
    sys.exit("no constraint constant in " + sys.argv[1])
value = float(match.group(2)) + 8
changed = text[:match.start(2)] + ("%g" % value) + text[match.end(2):]
open(sys.argv[2], "w", encoding="utf-8").write(changed)
PY
scenes=$(grep -c '<scene ' "$work/old.storyboard")
times=()
cpus=()
for run in $(seq "${RUNS:-5}"); do
  rm -rf "$work/report"
  status=0
  # Wall time, and CPU time (user + system) which a loaded machine inflates far less.
  /usr/bin/time -f '%e %U %S' -o "$work/time.txt" \
    "$binary" diff "$work/old.storyboard" "$work/new.storyboard" --format markdown --output "$work/report" \
    >/dev/null 2>"$work/errors.log" || status=$?
  [ "$status" -le 1 ] || { cat "$work/errors.log" >&2; exit 1; }
  read -r wall user system < <(tail -1 "$work/time.txt")
  times+=("$wall")
  cpus+=("$(echo "$user + $system" | bc)")
done
median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
drawings=$(find "$work/report" -name '*.svg' | wc -l)
printf 'file: %s (%s scenes)\nbuild: %s\ndrawings: %s\nwall seconds: %s\nmedian wall seconds: %.2f\nmedian CPU seconds: %.2f\nload average: %s\n' \
  "$(basename "$file")" "$scenes" "$configuration" "$drawings" "${times[*]}" "$(median "${times[@]}")" \
  "$(median "${cpus[@]}")" "$(cut -d' ' -f1-3 /proc/loadavg)"
