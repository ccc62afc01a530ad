// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "AdaptiveKit",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "AdaptiveKit", targets: ["AdaptiveKit"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
    .executable(name: "adaptive", targets: ["adaptive"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // The solver: no dependencies at all, not even Foundation.
    .target(name: "Cassowary"),
    // Decoding and encoding Interface Builder XML; Foundation only.
    .target(name: "InterfaceBuilder"),
    // The UIKit-compatible runtime.
    .target(name: "AdaptiveKit", dependencies: ["Cassowary", "InterfaceBuilder"], resources: [.copy("Resources/Fonts")]),
    .executableTarget(
      name: "adaptive",
      dependencies: [
        "AdaptiveKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(name: "TestSupport", dependencies: ["AdaptiveKit"], path: "Tests/TestSupport"),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(name: "AdaptiveKitTests", dependencies: ["AdaptiveKit", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "TextTests", dependencies: ["AdaptiveKit"]),
    .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder"]),
    .testTarget(name: "AdaptiveCLITests", dependencies: ["adaptive", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
