// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "AdaptiveKit",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "AdaptiveKit", targets: ["AdaptiveKit"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
    .library(name: "InterfaceBuilderCanvas", targets: ["InterfaceBuilderCanvas"]),
    .library(name: "Rendering", targets: ["Rendering"]),
    .library(name: "Lint", targets: ["Lint"]),
    .library(name: "Porting", targets: ["Porting"]),
    .executable(name: "adaptive", targets: ["adaptive"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    // No traits: the default ones compile swift-configuration and full-Foundation form coding, which
    // the designer does not use.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0", traits: []),
    // Already resolved for Hummingbird; named so DesignerServer may import them.
    .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
  ],
  targets: [
    // The solver: no dependencies at all, not even Foundation.
    .target(name: "Cassowary"),
    // Decoding and encoding Interface Builder XML; Foundation only.
    .target(name: "InterfaceBuilder"),
    // The UIKit-compatible runtime.
    .target(name: "AdaptiveKit", dependencies: ["Cassowary", "InterfaceBuilder"], resources: [.copy("Resources/Fonts")]),
    // `adaptive port`: rewrites a UIKit app's Swift sources so they compile on Linux; Foundation only.
    .target(name: "Porting"),
    // Interface Builder's canvas as a client of the runtime: a document laid out as the Xcode that
    // saved it drew it (simulated bars, the canvas's safe areas, template frames), and `verify`.
    .target(name: "InterfaceBuilderCanvas", dependencies: ["AdaptiveKit", "InterfaceBuilder"]),
    // Drawing laid-out scenes: SVG, PNG (through rsvg-convert) and HTML galleries.
    .target(name: "Rendering", dependencies: ["AdaptiveKit", "InterfaceBuilder", "InterfaceBuilderCanvas"]),
    // Rules over documents and solved layouts, with reporters; reads `.adaptive.yml` with Yams;
    // draws the accessibility rules' overlay pictures with Rendering.
    .target(
      name: "Lint",
      dependencies: [
        "AdaptiveKit", "InterfaceBuilder", "InterfaceBuilderCanvas", "Rendering", .product(name: "Yams", package: "Yams"),
      ]
    ),
    // `adaptive serve`: the web designer preview on Hummingbird, its page shipped as plain files in Web/.
    .target(
      name: "DesignerServer",
      dependencies: [
        "AdaptiveKit", "InterfaceBuilder", "InterfaceBuilderCanvas", "Rendering", "Lint",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      resources: [.copy("Web")]
    ),
    .executableTarget(
      name: "adaptive",
      dependencies: [
        "AdaptiveKit",
        "InterfaceBuilderCanvas",
        "Rendering",
        "Lint",
        "DesignerServer",
        "Porting",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      resources: [.copy("Resources/Sample.storyboard")]
    ),
    // The seeds' sample apps, each runnable with `swift run <Name>`, and their shared options.
    .target(name: "SampleSupport", dependencies: ["AdaptiveKit", "Rendering"], path: "Examples/SampleSupport"),
    .executableTarget(
      name: "DynamicLaunchScreen",
      dependencies: ["AdaptiveKit", "InterfaceBuilder", "InterfaceBuilderCanvas", "Rendering", "Lint", "SampleSupport"],
      path: "Examples/DynamicLaunchScreen",
      resources: [.copy("LaunchScreen.xib")]
    ),
    .executableTarget(
      name: "UnifiedStoryboard",
      dependencies: ["AdaptiveKit", "Rendering", "SampleSupport"],
      path: "Examples/UnifiedStoryboard",
      resources: [.copy("Main.storyboard")]
    ),
    .executableTarget(
      name: "AdaptivePhotos",
      dependencies: ["AdaptiveKit", "Rendering", "SampleSupport"],
      path: "Examples/AdaptivePhotos",
      exclude: ["Screenshots"],
      resources: [.copy("Resources/User.json"), .copy("Resources/Images.xcassets")]
    ),
    .target(name: "TestSupport", dependencies: ["AdaptiveKit", "InterfaceBuilder", "InterfaceBuilderCanvas"], path: "Tests/TestSupport"),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(name: "PortingTests", dependencies: ["Porting"], exclude: ["Fixtures", "__Snapshots__"]),
    .testTarget(name: "AdaptiveKitTests", dependencies: ["AdaptiveKit", "InterfaceBuilder", "InterfaceBuilderCanvas", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "InterfaceBuilderCanvasTests", dependencies: ["InterfaceBuilderCanvas", "AdaptiveKit", "InterfaceBuilder", "TestSupport"]),
    .testTarget(name: "TextTests", dependencies: ["AdaptiveKit", "InterfaceBuilderCanvas", "TestSupport"]),
    // UIKit-style client code in Swift 5 language mode, as most UIKit apps and libraries are.
    .testTarget(
      name: "UIKitSourceCompatibilityTests", dependencies: ["AdaptiveKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "TestSupport"]),
    .testTarget(name: "LintTests", dependencies: ["Lint", "AdaptiveKit", "InterfaceBuilder", "TestSupport"]),
    .testTarget(name: "AdaptiveCLITests", dependencies: ["adaptive", "TestSupport"]),
    .testTarget(name: "ExamplesTests", dependencies: ["DynamicLaunchScreen", "UnifiedStoryboard", "AdaptivePhotos", "AdaptiveKit"]),
    .testTarget(
      name: "DesignerServerTests", dependencies: ["DesignerServer", "AdaptiveKit", "InterfaceBuilder", "TestSupport", "adaptive"], exclude: ["Fixtures", "Browser"]),
    .testTarget(
      name: "RenderingTests", dependencies: ["Rendering", "AdaptiveKit", "InterfaceBuilder", "TestSupport"],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
