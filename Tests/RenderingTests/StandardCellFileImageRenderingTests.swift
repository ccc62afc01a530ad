import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import TestSupport
import Testing

/// A standard-style cell showing an image file is drawn with the image's frame at the side
/// margin and the text after it at every text size: at AX5 the text is no longer drawn over the
/// image (its file is not at hand here, so the image is the labelled placeholder frame).
@Suite("Standard-style cells draw their text after an image file at AX5")
@MainActor
struct StandardCellFileImageRenderingTests {
  static let phone = Device.named("iPhone 15")!

  func render(_ variant: TraitVariant) throws -> RenderedScene {
    let document = try IBDocument(xmlString: StoryboardXML.fileImageCellScene(), fileName: "FileCell.storyboard")
    return try SceneRenderer(document: document)
      .render(
        sceneID: "s1", configuration: RenderConfiguration(device: Self.phone, orientation: .portrait, variant: variant))
  }

  /// The drawing of the view with IB id `id`: its group, up to the next view's group.
  func drawing(ofViewWithID id: String, in svg: String) throws -> Substring {
    let start = try #require(svg.range(of: #"data-id="\#(id)""#)).upperBound
    let rest = svg[start...]
    return rest[..<(rest.range(of: "data-id=")?.lowerBound ?? rest.endIndex)]
  }

  @Test("At AX5 the image keeps its frame at the margin and the text is drawn after it")
  func accessibilityTextAfterTheImage() throws {
    let scene = try render(TraitVariant(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
    let image = try #require(scene.viewFrames["cell-image"])
    let text = try #require(scene.viewFrames["cell-text"])
    #expect(image.size == CGSize(width: 24, height: 24))
    #expect(text.minX > image.maxX, "\(image) \(text)")
    // Each view is drawn in its own group, placed at its frame: the label's text in the label's.
    #expect(try drawing(ofViewWithID: "cell-text", in: scene.svg.text).contains("Flag"), "the text is drawn by its label")
    #expect(try drawing(ofViewWithID: "cell-image", in: scene.svg.text).contains("<rect"), "the image's placeholder frame")
  }

  @Test("At Large the image and text are drawn in their stored frames")
  func largeStoredFrames() throws {
    let scene = try render(.deviceDefault)
    let image = try #require(scene.viewFrames["cell-image"])
    let text = try #require(scene.viewFrames["cell-text"])
    #expect(image.size == CGSize(width: 24, height: 24))
    #expect(text.minX - image.minX == 39, "the stored 20 and 59: \(image) \(text)")
  }
}
