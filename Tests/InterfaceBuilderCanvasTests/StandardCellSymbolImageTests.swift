import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// A standard-style cell's image view is a real `UIImageView` on the canvas, so the cell adopts
/// it as UIKit's decoding does: at Large it stays where the document stores it; at other text
/// sizes the cell draws its symbol with the text label's font (UIKit's standard styles scale a
/// symbol with the text) and starts the text after it, and the row grows around both.
@MainActor
@Suite("Standard-style cells place their text after their symbol image at every text size")
struct StandardCellSymbolImageTests {
  static let phone = Device.named("iPhone 15")!
  static let ax5 = TraitVariant(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
  /// The unconfigured info.circle at Large (body, 17 points): `SymbolImageViewSizeTests`' evidence.
  static let largeSymbolHeight: CGFloat = 19

  func layout(_ variant: TraitVariant) throws -> StoryboardSceneBuilder {
    let document = try IBDocument(xmlString: StoryboardXML.symbolImageCellScene, fileName: "SymbolCell.storyboard")
    return try SceneHost.layout(sceneID: "s1", in: document, device: Self.phone, variant: variant)
  }

  @Test("At Large the image and text stay where the document stores them")
  func largeKeepsTheStoredFrames() throws {
    let layout = try layout(.deviceDefault)
    #expect(layout.frame(ofViewWithID: "cell-image") == CGRect(x: 20, y: 12.5, width: 20, height: 19))
    #expect(layout.frame(ofViewWithID: "cell-text") == CGRect(x: 55, y: 12, width: 318, height: 20.5))
  }

  @Test("The cell adopts the canvas's image view as its imageView")
  func cellAdoptsTheImageView() throws {
    let layout = try layout(.deviceDefault)
    let cell = try #require(layout.view(withID: "cell") as? UITableViewCell)
    let image = try #require(layout.view(withID: "cell-image"))
    #expect(cell.imageView === image)
    #expect(cell.imageView?.image?.isSymbolImage == true)
  }

  @Test("At AX5 the symbol grows with the text, the text starts after it, nothing overlaps and the row grows")
  func accessibilitySizeGrowsTheSymbolAndMovesTheText() throws {
    let layout = try layout(Self.ax5)
    let row = try #require(layout.frame(ofViewWithID: "cell"))
    let content = try #require(layout.frame(ofViewWithID: "cell-content"))
    let image = try #require(layout.frame(ofViewWithID: "cell-image"))
    let text = try #require(layout.frame(ofViewWithID: "cell-text"))
    // AX5 Body is 53 points, about three times Large's 17: the symbol scales with it.
    #expect(image.height > 2.5 * Self.largeSymbolHeight, "the symbol at the AX5 Body size: \(image)")
    #expect(abs(text.minX - (image.maxX + 15)) < 0.01, "the text 15 points after the image: \(image) \(text)")
    #expect(!image.intersects(text))
    #expect(image.minY >= 0 && image.maxY <= content.height, "the image inside the row: \(image) in \(content)")
    #expect(text.minY >= 0 && text.maxY <= content.height, "the text inside the row: \(text) in \(content)")
    #expect(text.maxX <= content.width, "the text inside the content view: \(text) in \(content)")
    #expect(row.height > 44, "the row grows: \(row)")
  }
}
