#!/usr/bin/env bash
# Ports SnapKit 5.7.1 (../shared/realcode/SnapKit, read in place) with `adaptive port` into a
# temporary folder, builds it against this repository's AdaptiveKit in Swift 5 language mode (as
# SnapKit's own manifest does) and runs SnapKit's XCTest suite. Prints the passed/failed counts;
# exits non-zero when the port, the build or a test fails.
#
#   Scripts/snapkit-suite.sh            # port, build, test
#   SNAPKIT_KEEP=1 Scripts/snapkit-suite.sh   # keep the temporary folder to read the port
#
# The port's build products go to .build/snapkit-suite (SNAPKIT_SCRATCH overrides) so a second
# run does not rebuild AdaptiveKit from nothing.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
snapkit="$(cd "$root/.." && pwd)/shared/realcode/SnapKit"
scratch="${SNAPKIT_SCRATCH:-$root/.build/snapkit-suite}"
# SnapKit's suite has 31 tests; fewer means some did not run.
expected_tests=31

if [[ ! -d "$snapkit/Sources" || ! -d "$snapkit/Tests/SnapKitTests" ]]; then
  echo "error: $snapkit not found (../shared/realcode/SnapKit beside the repository)" >&2
  exit 2
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/snapkit-suite.XXXXXX")"
if [[ "${SNAPKIT_KEEP:-0}" != 1 ]]; then trap 'rm -rf "$work"' EXIT; else echo "port kept in $work"; fi

echo "== building adaptive"
swift build --package-path "$root" --product adaptive 2>&1 | tail -n 3
adaptive="$(swift build --package-path "$root" --show-bin-path)/adaptive"

echo "== adaptive port"
port_status=0
"$adaptive" port "$snapkit/Sources" "$snapkit/Tests/SnapKitTests" --output "$work/port" || port_status=$?
if [[ $port_status -eq 2 ]]; then exit 2; fi

# What `adaptive port` cannot port without a type checker: SnapKit's test file reads
# `snp_constraints: [AnyObject]` and then `.first?.priority`, Objective-C's dynamic member lookup
# on AnyObject (on Apple platforms the name resolves to an @objc `priority: Float` of another class
# and the message goes to the constraint). Linux Swift has no such lookup, so these three lines get
# the cast and the Float a person would write; everything else is the port's, untouched.
residual='s/self\.container\.snp_constraints\.first?\.priority,/(self.container.snp_constraints.first as? NSLayoutConstraint)?.priority.rawValue,/'
residual_count=$(grep -c 'self.container.snp_constraints.first?.priority,' "$work/port/SnapKitTests/Tests.swift" || true)
sed -i "$residual" "$work/port/SnapKitTests/Tests.swift"
echo "residual hand edits (AnyObject member lookup, see this script): $residual_count line(s) in SnapKitTests/Tests.swift"

cat > "$work/port/Package.swift" <<MANIFEST
// swift-tools-version:5.9
// Written by Scripts/snapkit-suite.sh: SnapKit's targets as its own manifest declares them, on AdaptiveKit.
import PackageDescription

let package = Package(
  name: "SnapKit",
  products: [.library(name: "SnapKit", targets: ["SnapKit"])],
  dependencies: [.package(name: "AdaptiveKit", path: "$root")],
  targets: [
    .target(
      name: "SnapKit", dependencies: [.product(name: "AdaptiveKit", package: "AdaptiveKit")], path: "Sources",
      resources: [.copy("PrivacyInfo.xcprivacy")]),
    .testTarget(
      name: "SnapKitTests", dependencies: ["SnapKit", .product(name: "AdaptiveKit", package: "AdaptiveKit")],
      path: "SnapKitTests"),
  ],
  swiftLanguageVersions: [.v5]
)
MANIFEST
# The repository's pins, so the port resolves the same dependency versions without a network.
if [[ -f "$root/Package.resolved" ]]; then cp "$root/Package.resolved" "$work/port/Package.resolved"; fi

echo "== swift test (SnapKit's suite on AdaptiveKit)"
log="$work/swift-test.log"
test_status=0
swift test --package-path "$work/port" --scratch-path "$scratch" >"$log" 2>&1 || test_status=$?

# Each diagnostic is printed by several compiler jobs; count each location once.
grep -E "^/.*: error: " "$log" | sort -u >"$work/errors.txt" || true
errors=$(wc -l <"$work/errors.txt")
executed=$(grep -Eo "Executed [0-9]+ tests?, with [0-9]+ failures?" "$log" | tail -n 1 || true)
if [[ -z "$executed" ]]; then
  echo "SnapKit suite did not run: $errors distinct compile error(s) (port exit $port_status, swift test exit $test_status)"
  echo "-- by kind (names elided):"
  sed -E 's/^.*: error: //; s/'"'"'[^'"'"']*'"'"'/…/g' "$work/errors.txt" | sort | uniq -c | sort -rn
  echo "-- by message:"
  sed -E 's/^.*: error: //' "$work/errors.txt" | sort | uniq -c | sort -rn | head -n 60
  cp "$log" "${TMPDIR:-/tmp}/snapkit-suite-last.log"
  echo "full log: ${TMPDIR:-/tmp}/snapkit-suite-last.log"
  exit 1
fi
total=$(echo "$executed" | awk '{print $2}')
failed=$(echo "$executed" | awk '{print $5}')
passed=$((total - failed))
echo "SnapKit suite: $passed passed, $failed failed (of $total; SnapKit has $expected_tests)"
grep -E "error: .*XCT|: error: -\[" "$log" | head -n 40 || true
if [[ $test_status -ne 0 || $failed -ne 0 || $total -ne $expected_tests || $port_status -ne 0 ]]; then exit 1; fi
