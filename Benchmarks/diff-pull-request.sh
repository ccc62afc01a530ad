#!/usr/bin/env bash
# Times `adaptive diff` on a pull-request-sized change: COUNT (default 50) storyboards and xibs
# from ../shared/corpus, each with its first constraint constant raised by 8, compared folder to
# folder with a Markdown report and its drawings. Target (issue 31): under 30 seconds with --jobs 2.
# Usage: Benchmarks/diff-pull-request.sh [debug|release] (default release); SCRATCH the build folder,
# JOBS the worker processes (default 1).
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=${1:-release}
scratch=${SCRATCH:-.build}
count=${COUNT:-50}
jobs=${JOBS:-1}
swift build -c "$configuration" --product adaptive --scratch-path "$scratch" >&2
binary="$scratch/$configuration/adaptive"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/old" "$work/new"
# The first COUNT documents (by name) that have a constraint constant to change.
python3 - "$count" ../shared/corpus "$work/old" "$work/new" <<'PY'
import os, re, sys
count, corpus, old, new = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
taken = 0
for name in sorted(os.listdir(corpus)):
    if taken == count or not name.endswith((".storyboard", ".xib")):
        continue
    text = open(os.path.join(corpus, name), encoding="utf-8", errors="replace").read()
    match = re.search(r'(<constraint [^>]*constant=")([-0-9.e]+)(")', text)
    if not match:
        continue
    changed = text[:match.start(2)] + ("%g" % (float(match.group(2)) + 8)) + text[match.end(2):]
    open(os.path.join(old, name), "w", encoding="utf-8").write(text)
    open(os.path.join(new, name), "w", encoding="utf-8").write(changed)
    taken += 1
if taken < count:
    sys.exit(f"only {taken} documents with a constraint constant")
PY
status=0
/usr/bin/time -f '%e %U %S %M' -o "$work/time.txt" \
  "$binary" diff "$work/old" "$work/new" --format markdown --output "$work/report" --jobs "$jobs" >/dev/null 2>"$work/errors.log" || status=$?
[ "$status" -le 1 ] || { cat "$work/errors.log" >&2; exit 1; }
read -r wall user system peak < <(tail -1 "$work/time.txt")
printf 'documents: %s\njobs: %s\nbuild: %s\ndrawings: %s\nwall seconds: %s\nCPU seconds: %s\npeak memory MB: %s\nload average: %s\n' \
  "$count" "$jobs" "$configuration" "$(find "$work/report" -name '*.svg' | wc -l)" "$wall" "$(echo "$user + $system" | bc)" \
  "$((peak / 1024))" "$(cut -d' ' -f1-3 /proc/loadavg)"
