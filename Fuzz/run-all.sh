#!/usr/bin/env bash
# Builds every libFuzzer target with address sanitizer and runs each for SECONDS (default 60),
# seeded from the shared corpus and the tests' fixtures. Exits non-zero when any target finds a
# crash, a leak or a timeout; the reproducer is left in Fuzz/artifacts/<target>/.
#
#   Fuzz/run-all.sh 60            # every target for 60 s
#   Fuzz/run-all.sh 600 FuzzVFL   # one target for 10 minutes
#   FUZZ_SKIP_BUILD=1 Fuzz/run-all.sh 600   # with the binaries already built
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
shared="${SHARED:-$root/../shared}"
seconds="${1:-60}"
shift || true
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(FuzzIBDecoder FuzzVFL FuzzSolver FuzzAssetCatalog FuzzImageHeaders FuzzDocumentNumbers)

scratch="$here/.build-fuzz"
# FUZZ_SKIP_BUILD=1 reuses the binaries of the last build (a long run need not wait for a rebuild).
if [[ "${FUZZ_SKIP_BUILD:-0}" != 1 ]]; then
  swift build -c release --package-path "$here" --scratch-path "$scratch" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
fi
bin="$(swift build -c release --package-path "$here" --scratch-path "$scratch" --show-bin-path \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)"

# Seed corpora are copied into a scratch folder (libFuzzer writes new inputs into its corpus
# folder, and the shared corpus is read-only).
seed() {
  local target="$1" dir="$here/work/$target"
  mkdir -p "$dir"
  case "$target" in
    FuzzIBDecoder)
      find "$shared/corpus" "$root/Tests" \( -name '*.storyboard' -o -name '*.xib' \) -size -200k \
        -exec cp -n {} "$dir/" \; 2>/dev/null || true ;;
    FuzzVFL)
      cp -n "$here/seeds/vfl/"* "$dir/" 2>/dev/null || true ;;
    FuzzSolver)
      cp -n "$here/seeds/solver/"* "$dir/" 2>/dev/null || true ;;
    FuzzAssetCatalog)
      # Every Contents.json of the tests' catalogs (named by its folder, as they share a file name).
      find "$root/Tests" "$shared/corpus" -path '*.xcassets*' -name Contents.json 2>/dev/null |
        while read -r file; do cp -n "$file" "$dir/$(basename "$(dirname "$file")").json"; done
      cp -n "$here/seeds/assets/"* "$dir/" 2>/dev/null || true ;;
    FuzzDocumentNumbers)
      cp -n "$here/seeds/numbers/"* "$dir/" 2>/dev/null || true ;;
    FuzzImageHeaders)
      find "$root/Tests" "$root/Examples" "$shared/corpus" \( -iname '*.png' -o -iname '*.jpg' -o -iname '*.jpeg' \
        -o -iname '*.gif' -o -iname '*.pdf' \) -size -64k -exec cp -n {} "$dir/" \; 2>/dev/null || true
      cp -n "$here/seeds/images/"* "$dir/" 2>/dev/null || true ;;
  esac
  echo "$dir"
}

# FuzzDocumentNumbers rewrites the numbers of this real storyboard (a table view with cells, labels,
# fonts, and constraints with multipliers and priorities).
base_document="$shared/corpus/0672__RocketChat__Rocket.Chat.iOS__NotificationsSettings.storyboard"

status=0
for target in "${targets[@]}"; do
  corpus="$(seed "$target")"
  artifacts="$here/artifacts/$target/"
  mkdir -p "$artifacts"
  echo "== $target for ${seconds}s (seeds: $(ls "$corpus" | wc -l))"
  if ! FUZZ_BASE_DOCUMENT="$base_document" ASAN_OPTIONS=detect_leaks=0 "$bin/$target" "$corpus" -max_total_time="$seconds" -timeout=10 \
      -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 -artifact_prefix="$artifacts" 2>"$here/work/$target.log"; then
    echo "!! $target failed; see $here/work/$target.log and $artifacts" >&2
    status=1
  fi
  grep -E "stat::number_of_executed_units|stat::peak_rss_mb|cov:" "$here/work/$target.log" | tail -3 || true
done
exit $status
