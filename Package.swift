// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "AdaptiveKit",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "AdaptiveKit", targets: ["AdaptiveKit"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
    .library(name: "Rendering", targets: ["Rendering"]),
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
    // Drawing laid-out scenes: SVG, PNG (through rsvg-convert) and HTML galleries.
    .target(name: "Rendering", dependencies: ["AdaptiveKit", "InterfaceBuilder"]),
    .executableTarget(
      name: "adaptive",
      dependencies: [
        "AdaptiveKit",
        "Rendering",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      resources: [.copy("Resources/Sample.storyboard")]
    ),
    .target(name: "TestSupport", dependencies: ["AdaptiveKit"], path: "Tests/TestSupport"),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(name: "AdaptiveKitTests", dependencies: ["AdaptiveKit", "InterfaceBuilder", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "TextTests", dependencies: ["AdaptiveKit"]),
    .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder"]),
    .testTarget(name: "AdaptiveCLITests", dependencies: ["adaptive", "TestSupport"]),
    .testTarget(name: "RenderingTests", dependencies: ["Rendering", "AdaptiveKit", "InterfaceBuilder"]),
  ],
  swiftLanguageModes: [.v6]
)
