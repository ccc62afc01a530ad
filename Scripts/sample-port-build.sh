#!/usr/bin/env bash
# Ports the sample UIKit controller and view (Tests/PortingTests/Fixtures/SampleApp) with
# `adaptive port` and builds the port against this repository's AdaptiveKit in Swift 5 language
# mode; exits non-zero when the port or the build fails. Shares SnapKit's build folder
# (.build/snapkit-suite, SNAPKIT_SCRATCH overrides) so AdaptiveKit is built once for both.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${SNAPKIT_SCRATCH:-$root/.build/snapkit-suite}"
work="$(mktemp -d "${TMPDIR:-/tmp}/sample-port.XXXXXX")"
trap 'rm -rf "$work"' EXIT

swift build --package-path "$root" --product adaptive 2>&1 | tail -n 1
"$(swift build --package-path "$root" --show-bin-path)/adaptive" port "$root/Tests/PortingTests/Fixtures/SampleApp" --output "$work/port"
cat > "$work/port/Package.swift" <<MANIFEST
// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "SampleApp",
  dependencies: [.package(name: "AdaptiveKit", path: "$root")],
  targets: [.target(name: "SampleApp", dependencies: [.product(name: "AdaptiveKit", package: "AdaptiveKit")], path: "SampleApp")],
  swiftLanguageVersions: [.v5]
)
MANIFEST
if [[ -f "$root/Package.resolved" ]]; then cp "$root/Package.resolved" "$work/port/Package.resolved"; fi
swift build --package-path "$work/port" --scratch-path "$scratch" 2>&1 | grep -E "error:|warning: .*SampleApp|Compiling SampleApp|Build complete" || true
swift build --package-path "$work/port" --scratch-path "$scratch" >/dev/null 2>&1
echo "sample port builds against AdaptiveKit"
