import AdaptiveKit
import Foundation
import InterfaceBuilder
@testable import Rendering
import Testing

/// Template images are drawn in the view's tint, as UIKit tints them; original images in their
/// own colours; an image given a colour (`withTintColor`) as its shape in that colour.
@Suite @MainActor struct TemplateImageDrawingTests {
  static func xib(tint: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <objects>
    <view contentMode="scaleToFill" id="root">
    <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
    <subviews>
    <imageView contentMode="center" image="Glyph" id="picture">
    <rect key="frame" x="20" y="20" width="100" height="40"/>
    \(tint)
    </imageView>
    </subviews>
    </view>
    </objects>
    <resources><image name="Glyph" width="2" height="1"/></resources>
    </document>
    """
  }

  func svg(intent: String, tint: String = "") throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("template-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("Assets.xcassets/Glyph.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try DirectionalImageDrawingTests.arrow.write(to: set.appendingPathComponent("glyph.png"))
    try Data("""
      {"images":[{"idiom":"universal","filename":"glyph.png"}],"info":{"author":"xcode","version":1},
       "properties":{"template-rendering-intent":"\(intent)"}}
      """.utf8).write(to: set.appendingPathComponent("Contents.json"))
    let document = try IBDocument(data: Data(Self.xib(tint: tint).utf8), fileName: "Template.xib")
    let device = try #require(Device.named("iPhone 15"))
    return try SceneRenderer(document: document, options: RenderOptions(imageFolder: folder)).render(
      sceneID: "root", configuration: RenderConfiguration(device: device, orientation: .portrait, variant: TraitVariant())
    ).svg.text
  }

  @Test func templateDrawnInTheViewsTint() throws {
    let text = try svg(intent: "template", tint: #"<color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#)
    #expect(text.contains(##"<feFlood flood-color="#ff0000" flood-opacity="1"/>"##))
    #expect(text.contains(##"filter="url(#tint"##))
  }

  @Test func originalDrawnInItsOwnColours() throws {
    let text = try svg(intent: "original")
    #expect(text.contains("<image"))
    #expect(!text.contains("feFlood"))
  }

  @Test func tintedCopyKeepsRenderingModeAndCarriesItsColour() throws {
    let image = try #require(UIImage(data: DirectionalImageDrawingTests.arrow))
    let red = image.withTintColor(.red)
    #expect(red.renderingMode == .automatic)
    #expect(red._tintColor == .red)
    #expect(image._tintColor == nil)
    let template = image.withTintColor(.green, renderingMode: .alwaysTemplate)
    #expect(template.renderingMode == .alwaysTemplate)
    let traits = UITraitCollection(userInterfaceStyle: .light)
    let blue = RenderColor(UIColor.systemBlue, traits: traits)
    // Automatic in an image view: the image's own colour; a template: the view's tint; a system
    // button treats automatic images as templates.
    #expect(ImageDrawing.templateColor(of: red, viewTint: blue, automaticIsTemplate: false, traits: traits)
      == RenderColor(UIColor.red, traits: traits))
    #expect(ImageDrawing.templateColor(of: template, viewTint: blue, automaticIsTemplate: false, traits: traits) == blue)
    #expect(ImageDrawing.templateColor(of: image, viewTint: blue, automaticIsTemplate: true, traits: traits) == blue)
    #expect(ImageDrawing.templateColor(of: image, viewTint: blue, automaticIsTemplate: false, traits: traits) == nil)
    #expect(ImageDrawing.templateColor(
      of: image.withRenderingMode(.alwaysOriginal), viewTint: blue, automaticIsTemplate: true, traits: traits) == nil)
  }
}
