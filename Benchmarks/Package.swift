// swift-tools-version:6.1
// Benchmarks for the Cassowary solver, in their own package so that the library never depends on
// them. Build in release: `swift build -c release --package-path Benchmarks`.
import PackageDescription

let package = Package(
  name: "AdaptiveKitBenchmarks",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "cassowary-bench", targets: ["cassowary-bench"]),
    .executable(name: "pipeline-bench", targets: ["pipeline-bench"]),
  ],
  dependencies: [
    .package(name: "AdaptiveKit", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "cassowary-bench",
      dependencies: [.product(name: "Cassowary", package: "AdaptiveKit")]
    ),
    .executableTarget(
      name: "pipeline-bench",
      dependencies: [
        .product(name: "AdaptiveKit", package: "AdaptiveKit"),
        .product(name: "InterfaceBuilder", package: "AdaptiveKit"),
        .product(name: "Rendering", package: "AdaptiveKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
