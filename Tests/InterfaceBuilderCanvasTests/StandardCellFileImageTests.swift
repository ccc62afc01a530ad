import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// A standard-style cell's image view showing an image file (an asset of the app, not an SF
/// Symbol) is a real `UIImageView` on the canvas too, holding an image of the size the document
/// records for it, so the cell adopts it as UIKit's decoding does: at Large everything stays
/// where the document stores it; at other text sizes the text starts after the image (which
/// keeps its own size: a file does not scale with the text) and the row grows.
@MainActor
@Suite("Standard-style cells place their text after an image file at every text size")
struct StandardCellFileImageTests {
  static let phone = Device.named("iPhone 15")!
  static let ax5 = TraitVariant(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
  /// The image's size as the fixture's resources record it.
  static let imageSize = CGSize(width: 24, height: 24)

  func layout(_ variant: TraitVariant) throws -> StoryboardSceneBuilder {
    let document = try IBDocument(xmlString: StoryboardXML.fileImageCellScene(), fileName: "FileCell.storyboard")
    return try SceneHost.layout(sceneID: "s1", in: document, device: Self.phone, variant: variant)
  }

  @Test("At Large the image and text stay where the document stores them")
  func largeKeepsTheStoredFrames() throws {
    let layout = try layout(.deviceDefault)
    #expect(layout.frame(ofViewWithID: "cell-image") == CGRect(x: 20, y: 10, width: 24, height: 24))
    #expect(layout.frame(ofViewWithID: "cell-text") == CGRect(x: 59, y: 12, width: 314, height: 20.5))
  }

  @Test("The cell adopts the canvas's image view, whose image has the recorded size and no pixels")
  func cellAdoptsTheImageView() throws {
    let layout = try layout(.deviceDefault)
    let cell = try #require(layout.view(withID: "cell") as? UITableViewCell)
    let imageView = try #require(layout.view(withID: "cell-image") as? UIImageView)
    #expect(cell.imageView === imageView)
    let image = try #require(imageView.image)
    #expect(image.isSymbolImage == false)
    #expect(image.size == Self.imageSize)
    #expect(image._sourceData == nil, "no file at hand: the record gives the size alone")
  }

  @Test("At AX5 the image keeps its size, the text starts after it, nothing overlaps and the row grows")
  func accessibilitySizePlacesTheTextAfterTheImage() throws {
    let layout = try layout(Self.ax5)
    let row = try #require(layout.frame(ofViewWithID: "cell"))
    let content = try #require(layout.frame(ofViewWithID: "cell-content"))
    let image = try #require(layout.frame(ofViewWithID: "cell-image"))
    let text = try #require(layout.frame(ofViewWithID: "cell-text"))
    #expect(image.size == Self.imageSize, "a file does not scale with the text: \(image)")
    #expect(image.minX == 20, "at the side margin: \(image)")
    #expect(abs(text.minX - (image.maxX + 15)) < 0.01, "the text 15 points after the image, as at Large: \(image) \(text)")
    #expect(!image.intersects(text))
    #expect(text.height > 53, "one or more AX5 Body lines: \(text)")
    #expect(image.minY >= 0 && image.maxY <= content.height, "the image inside the row: \(image) in \(content)")
    #expect(text.minY >= 0 && text.maxY <= content.height, "the text inside the row: \(text) in \(content)")
    #expect(text.maxX <= content.width, "the text inside the content view: \(text) in \(content)")
    #expect(row.height > 44, "the row grows: \(row)")
  }
}
