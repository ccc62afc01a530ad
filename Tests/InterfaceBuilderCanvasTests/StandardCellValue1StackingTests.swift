import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// A Right Detail (Value 1) cell sets its text and detail side by side, but at the accessibility
/// text sizes it stands the detail under the text, leading-aligned, as a block centred in a row
/// that grows around both (`StandardCellLayout.stacksLabels`: stacking documented for UIKit's
/// value cell configurations; the switch at the accessibility categories for the legacy style
/// is believed from WWDC 2017, not measured).
@MainActor
@Suite("Value 1 cells stack their detail under their text at the accessibility text sizes")
struct StandardCellValue1StackingTests {
  static let phone = Device.named("iPhone 15")!

  func layout(_ category: UIContentSizeCategory) throws -> StoryboardSceneBuilder {
    let document = try IBDocument(xmlString: StoryboardXML.fileImageCellScene(), fileName: "FileCell.storyboard")
    return try SceneHost.layout(
      sceneID: "s1", in: document, device: Self.phone, variant: TraitVariant(preferredContentSizeCategory: category))
  }

  @Test("At AX3 the detail stands under the text at the same leading edge, inside a grown row")
  func accessibilitySizeStacks() throws {
    let layout = try layout(.accessibilityExtraLarge)
    let row = try #require(layout.frame(ofViewWithID: "value"))
    let content = try #require(layout.frame(ofViewWithID: "value-content"))
    let text = try #require(layout.frame(ofViewWithID: "value-text"))
    let detail = try #require(layout.frame(ofViewWithID: "value-detail"))
    #expect(detail.minY >= text.maxY, "the detail under the text: \(text) \(detail)")
    #expect(detail.minX == text.minX, "one leading edge: \(text) \(detail)")
    #expect(!text.intersects(detail))
    #expect(text.minY >= 0 && detail.maxY <= content.height, "both inside the content view \(content)")
    #expect(detail.maxX <= content.width - 20, "inside the trailing margin: \(detail)")
    #expect(row.height > text.height + detail.height, "the row holds both lines: \(row)")
  }

  @Test("At XXXL, the largest size below the accessibility ones, text and detail stay side by side")
  func largestStandardSizeKeepsThemSideBySide() throws {
    let layout = try layout(.extraExtraExtraLarge)
    let content = try #require(layout.frame(ofViewWithID: "value-content"))
    let text = try #require(layout.frame(ofViewWithID: "value-text"))
    let detail = try #require(layout.frame(ofViewWithID: "value-detail"))
    #expect(detail.minX > text.maxX, "the detail after the text: \(text) \(detail)")
    #expect(abs(detail.maxX - (content.width - 20)) < 0.01, "the detail at the trailing margin: \(detail)")
    #expect(abs(text.midY - detail.midY) < 0.5, "on one line: \(text) \(detail)")
  }
}
