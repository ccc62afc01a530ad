#!/usr/bin/env bash
# Ports a UIKit library's sources (and its XCTest folder, when it has one) with `adaptive port`
# into a temporary folder, builds the port against this repository's AdaptiveKit in Swift 5
# language mode and runs the library's own tests. Prints the distinct compile errors by kind when
# the build fails, else the passed/failed counts; exits non-zero when the port, the build or a
# test fails. The library folder is read in place and never written.
#
#   Scripts/library-suite.sh LIBRARY --module NAME --sources DIR [--tests DIR] [--expect-tests N]
#
#   LIBRARY            the library's folder (a checkout, or files fetched from the code index)
#   --module NAME      the library's module name, as its own manifest or podspec names it
#   --sources DIR      the sources folder, relative to LIBRARY (e.g. Source, Sources/SnapKit)
#   --tests DIR        the XCTest folder, relative to LIBRARY; without it the port is only built
#   --expect-tests N   fail unless exactly N tests ran (catches a suite that silently shrank)
#
# LIBRARY_KEEP=1 keeps the temporary folder (the port, the log, errors.txt). The port's build
# products go to .build/library-suite, so AdaptiveKit is built once for every library;
# LIBRARY_SCRATCH=<repository>/.build reuses the repository's own debug build instead (only the
# library is compiled: about 3 minutes for Anchorage against 20 or more for a cold build). Not run by CI: the libraries' sources are not in ../shared. Per-library
# results are in Documentation/notes/uikit-source-compatibility.md.
set -euo pipefail

usage() { sed -n '8,14p' "$0" >&2; exit 2; }

[[ $# -ge 1 ]] || usage
library="$(cd "$1" && pwd)"
shift
module="" sources="" tests="" expected=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --module) module="$2"; shift 2 ;;
    --sources) sources="$2"; shift 2 ;;
    --tests) tests="$2"; shift 2 ;;
    --expect-tests) expected="$2"; shift 2 ;;
    *) echo "error: unknown argument $1" >&2; usage ;;
  esac
done
[[ -n "$module" && -n "$sources" ]] || usage
[[ -d "$library/$sources" ]] || { echo "error: $library/$sources is not a folder" >&2; exit 2; }
[[ -z "$tests" || -d "$library/$tests" ]] || { echo "error: $library/$tests is not a folder" >&2; exit 2; }

root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${LIBRARY_SCRATCH:-$root/.build/library-suite}"
work="$(mktemp -d "${TMPDIR:-/tmp}/library-suite.XXXXXX")"
if [[ "${LIBRARY_KEEP:-0}" != 1 ]]; then trap 'rm -rf "$work"' EXIT; else echo "port kept in $work"; fi

echo "== building adaptive"
swift build --package-path "$root" --product adaptive 2>&1 | tail -n 1
adaptive="$(swift build --package-path "$root" --show-bin-path)/adaptive"

echo "== adaptive port"
folders=("$library/$sources")
[[ -n "$tests" ]] && folders+=("$library/$tests")
port_status=0
"$adaptive" port "${folders[@]}" --output "$work/port" || port_status=$?
if [[ $port_status -eq 2 ]]; then exit 2; fi
# PORTING.md lists every change by file and line; print its tally by rule.
sed -n '/^## Summary/,/^## Changes/p' "$work/port/PORTING.md" | grep -E '^\||problems' || true

# `adaptive port` writes each folder under its own last path component.
sources_out="$(basename "$sources")"
test_target=""
if [[ -n "$tests" ]]; then
  tests_out="$(basename "$tests")"
  test_target=".testTarget(name: \"${module}Tests\", dependencies: [\"$module\", .product(name: \"AdaptiveKit\", package: \"AdaptiveKit\")], path: \"$tests_out\"),"
fi
cat >"$work/port/Package.swift" <<MANIFEST
// swift-tools-version:5.9
// Written by Scripts/library-suite.sh: $module's targets on AdaptiveKit, Swift 5 language mode.
import PackageDescription

let package = Package(
  name: "$module",
  products: [.library(name: "$module", targets: ["$module"])],
  dependencies: [.package(name: "AdaptiveKit", path: "$root")],
  targets: [
    .target(name: "$module", dependencies: [.product(name: "AdaptiveKit", package: "AdaptiveKit")], path: "$sources_out"),
    $test_target
  ],
  swiftLanguageVersions: [.v5]
)
MANIFEST
# The repository's pins, so the port resolves the same dependency versions without a network.
if [[ -f "$root/Package.resolved" ]]; then cp "$root/Package.resolved" "$work/port/Package.resolved"; fi

log="$work/build.log"
status=0
if [[ -n "$tests" ]]; then
  echo "== swift test ($module's suite on AdaptiveKit)"
  swift test --package-path "$work/port" --scratch-path "$scratch" >"$log" 2>&1 || status=$?
else
  echo "== swift build ($module on AdaptiveKit; no test folder given)"
  swift build --package-path "$work/port" --scratch-path "$scratch" >"$log" 2>&1 || status=$?
fi

# Each diagnostic is printed by several compiler jobs; count each location once.
grep -E "^/.*: error: " "$log" | sort -u >"$work/errors.txt" || true
errors=$(wc -l <"$work/errors.txt")
if [[ $errors -gt 0 ]]; then
  echo "$module did not build: $errors distinct compile error(s) (port exit $port_status)"
  echo "-- by message:"
  sed -E 's/^.*: error: //' "$work/errors.txt" | sort | uniq -c | sort -rn | head -n 60
  echo "-- by location:"
  sed -E "s|^$work/port/||" "$work/errors.txt" | head -n 80
  cp "$log" "${TMPDIR:-/tmp}/library-suite-$module.log"
  echo "full log: ${TMPDIR:-/tmp}/library-suite-$module.log"
  exit 1
fi
if [[ -z "$tests" ]]; then
  echo "$module builds on AdaptiveKit (0 errors, $(grep -c ': warning: ' "$log" || true) warning lines)"
  exit "$status"
fi

executed=$(grep -Eo "Executed [0-9]+ tests?, with [0-9]+ failures?" "$log" | tail -n 1 || true)
if [[ -z "$executed" ]]; then
  echo "$module's suite did not report a result (swift test exit $status); last lines:"
  tail -n 30 "$log"
  exit 1
fi
total=$(echo "$executed" | awk '{print $2}')
failed=$(echo "$executed" | awk '{print $5}')
echo "$module suite: $((total - failed)) passed, $failed failed (of $total)"
grep -E "error: .*XCT|: error: -\[" "$log" | head -n 40 || true
if [[ -n "$expected" && "$total" -ne "$expected" ]]; then
  echo "error: expected $expected tests, $total ran" >&2
  exit 1
fi
if [[ $status -ne 0 || $failed -ne 0 || $port_status -ne 0 ]]; then exit 1; fi
