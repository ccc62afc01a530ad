// swift-tools-version:6.1
// libFuzzer targets for AdaptiveKit's parsers and solver. Build and run with `Fuzz/run-all.sh`;
// this package is never a dependency of the library.
import PackageDescription

let package = Package(
  name: "AdaptiveKitFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "AdaptiveKit", path: "..")],
  targets: [
    .target(name: "FuzzSupport"),
    .executableTarget(
      name: "FuzzIBDecoder",
      dependencies: ["FuzzSupport", .product(name: "InterfaceBuilder", package: "AdaptiveKit")]
    ),
    .executableTarget(
      name: "FuzzVFL",
      dependencies: ["FuzzSupport", .product(name: "AdaptiveKit", package: "AdaptiveKit")]
    ),
    .executableTarget(
      name: "FuzzAssetCatalog",
      dependencies: ["FuzzSupport", .product(name: "AdaptiveKit", package: "AdaptiveKit")]
    ),
    .executableTarget(
      name: "FuzzImageHeaders",
      dependencies: ["FuzzSupport", .product(name: "AdaptiveKit", package: "AdaptiveKit")]
    ),
    .executableTarget(
      name: "FuzzDocumentNumbers",
      dependencies: [
        "FuzzSupport", .product(name: "InterfaceBuilder", package: "AdaptiveKit"),
        .product(name: "Lint", package: "AdaptiveKit"),
      ]
    ),
    .executableTarget(
      name: "FuzzSolver",
      dependencies: ["FuzzSupport", .product(name: "Cassowary", package: "AdaptiveKit")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
