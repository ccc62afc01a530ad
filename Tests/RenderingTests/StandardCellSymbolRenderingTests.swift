import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import TestSupport
import Testing

/// A standard-style cell's symbol is drawn at the size its cell gives it: Interface Builder's at
/// Large, the text label's font at AX5 (UIKit's standard styles scale a symbol with the text),
/// with the text drawn after it.
@Suite("Standard-style cells draw their symbol image at their text's size")
@MainActor
struct StandardCellSymbolRenderingTests {
  static let phone = Device.named("iPhone 15")!

  func render(_ variant: TraitVariant) throws -> RenderedScene {
    let document = try IBDocument(xmlString: StoryboardXML.symbolImageCellScene, fileName: "SymbolCell.storyboard")
    return try SceneRenderer(document: document)
      .render(
        sceneID: "s1", configuration: RenderConfiguration(device: Self.phone, orientation: .portrait, variant: variant))
  }

  /// The symbol's drawn size, from its `data-symbol-size` attribute.
  func drawnSymbolSize(in svg: String) throws -> CGSize {
    let marker = #"data-symbol="info.circle" data-symbol-size=""#
    let start = try #require(svg.range(of: marker)).upperBound
    let value = svg[start...].prefix { $0 != "\"" }
    let parts = value.split(separator: "×").compactMap { Double($0) }
    try #require(parts.count == 2)
    return CGSize(width: parts[0], height: parts[1])
  }

  /// At Large the document's own symbol is drawn in the stored 20 × 19 frame, as before cells
  /// configured their symbols: info.circle at Body on the 3x screen, 19.33 on its pixel grid.
  @Test("At Large the symbol is drawn at the document's size in its stored frame")
  func largeSymbol() throws {
    let scene = try render(.deviceDefault)
    let drawn = try drawnSymbolSize(in: scene.svg.text)
    #expect(drawn == CGSize(width: 20, height: 19.33), "\(drawn)")
    #expect(scene.viewFrames["cell-image"]?.size == CGSize(width: 20, height: 19), "the stored frame")
  }

  @Test("At AX5 the symbol fills its grown frame and the text is drawn after it")
  func accessibilitySymbol() throws {
    let scene = try render(TraitVariant(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
    let image = try #require(scene.viewFrames["cell-image"])
    let text = try #require(scene.viewFrames["cell-text"])
    let drawn = try drawnSymbolSize(in: scene.svg.text)
    // The attribute has two decimals.
    #expect(
      abs(drawn.width - image.width) < 0.01 && abs(drawn.height - image.height) < 0.01,
      "drawn at the size the cell laid out: \(drawn) in \(image)")
    #expect(drawn.height > 50, "AX5 Body's symbol: \(drawn)")
    #expect(text.minX > image.maxX, "\(image) \(text)")
  }
}
