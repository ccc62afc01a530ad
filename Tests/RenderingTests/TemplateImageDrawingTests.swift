import AdaptiveKit
import Foundation
@testable import Rendering
import Testing

/// Template images are drawn in the view's tint, as UIKit tints them; original images in their
/// own colours; an image given a colour (`withTintColor`) as its shape in that colour.
@Suite @MainActor struct TemplateImageDrawingTests {
  func svg(intent: String, tint: String = "") throws -> String {
    try ImageViewRenderFixture.svg(
      imageSet: "Glyph", properties: #"{"template-rendering-intent":"\#(intent)"}"#, contentMode: "center",
      imageViewChildren: tint)
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
    let image = try #require(UIImage(data: ImageViewRenderFixture.png))
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
