import AdaptiveKit
import Foundation
import Rendering
import Testing

/// An image from a "Left to Right, Mirrors" set is drawn mirrored in place right to left, and as
/// it is left to right or where the view is forced left to right.
@Suite @MainActor struct DirectionalImageDrawingTests {
  func picture(rightToLeft: Bool, semantic: String = "unspecified") throws -> Substring {
    let svg = try ImageViewRenderFixture.svg(
      imageSet: "Back", slot: #""language-direction":"left-to-right""#, contentMode: "left",
      imageViewAttributes: "semanticContentAttribute=\"\(semantic)\"",
      variant: TraitVariant(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight))
    return try ImageViewRenderFixture.group("picture", in: svg)
  }

  @Test func drawnMirroredInPlaceRightToLeft() throws {
    let markup = try picture(rightToLeft: true)
    #expect(markup.contains("<image"))
    // Content mode left keeps the 2-point picture at the left edge; it turns about its own centre.
    #expect(markup.contains("transform=\"matrix(-1 0 0 1 2 0)\""))
  }

  @Test func drawnAsItIsLeftToRight() throws {
    let markup = try picture(rightToLeft: false)
    #expect(markup.contains("<image"))
    #expect(!markup.contains("matrix(-1"))
  }

  @Test func notMirroredWhereForcedLeftToRight() throws {
    let markup = try picture(rightToLeft: true, semantic: "forceLeftToRight")
    #expect(markup.contains("<image"))
    #expect(!markup.contains("matrix(-1"))
  }
}
