import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import Testing

/// An image from a "Left to Right, Mirrors" set is drawn mirrored in place right to left, and as
/// it is left to right or where the view is forced left to right.
@Suite @MainActor struct DirectionalImageDrawingTests {
  /// A 2×1 PNG.
  static let arrow = Data(
    base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGP4z8AAQv8BD/kD/YURmXYAAAAASUVORK5CYII=")!

  static func xib(semantic: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <objects>
    <view contentMode="scaleToFill" id="root">
    <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
    <subviews>
    <imageView contentMode="left" semanticContentAttribute="\(semantic)" image="Back" id="picture">
    <rect key="frame" x="20" y="20" width="100" height="40"/>
    </imageView>
    </subviews>
    </view>
    </objects>
    <resources><image name="Back" width="2" height="1"/></resources>
    </document>
    """
  }

  func svg(rightToLeft: Bool, semantic: String = "unspecified") throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("directional-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("Assets.xcassets/Back.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Self.arrow.write(to: set.appendingPathComponent("back.png"))
    try Data("""
      {"images":[{"idiom":"universal","filename":"back.png","language-direction":"left-to-right"}],
       "info":{"author":"xcode","version":1}}
      """.utf8).write(to: set.appendingPathComponent("Contents.json"))
    let document = try IBDocument(data: Data(Self.xib(semantic: semantic).utf8), fileName: "Directional.xib")
    let device = try #require(Device.named("iPhone 15"))
    let variant = TraitVariant(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
    return try SceneRenderer(document: document, options: RenderOptions(imageFolder: folder)).render(
      sceneID: "root", configuration: RenderConfiguration(device: device, orientation: .portrait, variant: variant)
    ).svg.text
  }

  /// The markup of the view group `id` (up to the next view group).
  func group(_ id: String, in svg: String) throws -> Substring {
    let start = try #require(svg.range(of: "data-id=\"\(id)\""), "view \(id) drawn")
    let rest = svg[start.upperBound...]
    let end = rest.range(of: "data-id=")?.lowerBound ?? rest.endIndex
    return rest[..<end]
  }

  @Test func drawnMirroredInPlaceRightToLeft() throws {
    let markup = try group("picture", in: svg(rightToLeft: true))
    #expect(markup.contains("<image"))
    // Content mode left keeps the 2-point picture at the left edge; it turns about its own centre.
    #expect(markup.contains("transform=\"matrix(-1 0 0 1 2 0)\""))
  }

  @Test func drawnAsItIsLeftToRight() throws {
    let markup = try group("picture", in: svg(rightToLeft: false))
    #expect(markup.contains("<image"))
    #expect(!markup.contains("matrix(-1"))
  }

  @Test func notMirroredWhereForcedLeftToRight() throws {
    let markup = try group("picture", in: svg(rightToLeft: true, semantic: "forceLeftToRight"))
    #expect(markup.contains("<image"))
    #expect(!markup.contains("matrix(-1"))
  }
}
