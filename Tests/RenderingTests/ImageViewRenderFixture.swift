import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import Testing

/// One image view in a xib, rendered on an iPhone 15 with an asset catalog holding one image set,
/// for the tests of how images are drawn; and the markup of one view's group in an SVG.
@MainActor
enum ImageViewRenderFixture {
  /// A 2×1 PNG, red then blue.
  static let png = Data(
    base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGP4z8AAQv8BD/kD/YURmXYAAAAASUVORK5CYII=")!

  /// The SVG of a xib whose root holds image view `picture` (content mode `contentMode`, the
  /// extra attributes and children given) showing image set `name`, made of `png` with the slot
  /// keys and set properties given as JSON fragments.
  static func svg(
    imageSet name: String, slot: String = "", properties: String = "{}", contentMode: String,
    imageViewAttributes: String = "", imageViewChildren: String = "", variant: TraitVariant = TraitVariant()
  ) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-view-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("Assets.xcassets/\(name).imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try png.write(to: set.appendingPathComponent("image.png"))
    let slotKeys = slot.isEmpty ? "" : ",\(slot)"
    try Data("""
      {"images":[{"idiom":"universal","filename":"image.png"\(slotKeys)}],"info":{"author":"xcode","version":1},
       "properties":\(properties)}
      """.utf8).write(to: set.appendingPathComponent("Contents.json"))
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <objects>
      <view contentMode="scaleToFill" id="root">
      <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
      <subviews>
      <imageView contentMode="\(contentMode)" \(imageViewAttributes) image="\(name)" id="picture">
      <rect key="frame" x="20" y="20" width="100" height="40"/>
      \(imageViewChildren)
      </imageView>
      </subviews>
      </view>
      </objects>
      <resources><image name="\(name)" width="2" height="1"/></resources>
      </document>
      """
    let document = try IBDocument(data: Data(xib.utf8), fileName: "\(name).xib")
    let device = try #require(Device.named("iPhone 15"))
    return try SceneRenderer(document: document, options: RenderOptions(imageFolder: folder)).render(
      sceneID: "root", configuration: RenderConfiguration(device: device, orientation: .portrait, variant: variant)
    ).svg.text
  }

  /// The markup of the view group `id` (up to the next view group).
  static func group(_ id: String, in svg: String) throws -> Substring {
    let start = try #require(svg.range(of: "data-id=\"\(id)\""), "view \(id) drawn")
    let rest = svg[start.upperBound...]
    let end = rest.range(of: "data-id=")?.lowerBound ?? rest.endIndex
    return rest[..<end]
  }
}
