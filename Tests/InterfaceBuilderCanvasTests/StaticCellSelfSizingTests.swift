import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// From Xcode 14 Interface Builder sizes a static cell of automatic height as UITableView does a
/// self-sizing row, like a prototype: its content view's fitting height plus the separator, or
/// the release's least row when the constraints give none (43.5 on a 2x canvas before iOS 26).
/// Xcode 12–12.5 drew such cells 44 high whatever their content.
@MainActor
@Suite("Automatic-height static cells size to their content from Xcode 14")
struct StaticCellSelfSizingTests {
  /// The self-sizing fixture's two cells (a 50-point box 12 points from each edge, then an
  /// empty cell) as the first section of a static table saved with `toolsVersion`.
  func layout(toolsVersion: String) throws -> StoryboardSceneBuilder {
    let cells = TableSelfSizingRowTests.labelLikeCells(boxHeight: 50, inset: 12)
      .replacingOccurrences(of: "<prototypes>", with: "<sections><tableViewSection id=\"sec-tb-fit\"><cells>")
      .replacingOccurrences(of: "</prototypes>", with: "</cells></tableViewSection></sections>")
    let text = TableCellLayoutTests.storyboard(toolsVersion: toolsVersion, cells: cells)
      .replacingOccurrences(of: #"dataMode="prototypes""#, with: #"dataMode="static""#)
    let document = try IBDocument(xmlString: text, fileName: "StaticSelfSizing.storyboard")
    return try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
  }

  @Test("Xcode 14: the box's row is 74.5 (a separator more), the empty cell below it 43.5")
  func xcode14SizesStaticCells() throws {
    let layout = try layout(toolsVersion: "21225")
    let row = try #require(layout.frame(ofViewWithID: "sc1-tb-fit"))
    #expect(row.height == 74.5)
    #expect(layout.frame(ofViewWithID: "box-tb-fit")?.height == 50.5)
    #expect(layout.frame(ofViewWithID: "sc2-tb-fit")?.minY == row.maxY)
    #expect(layout.frame(ofViewWithID: "sc2-tb-fit")?.height == 43.5)
  }

  @Test("Xcode 12.5: static cells stay 44 high and the box is compressed")
  func xcode12_5KeepsStaticCells() throws {
    let layout = try layout(toolsVersion: "18122")
    #expect(layout.frame(ofViewWithID: "sc1-tb-fit")?.height == 44)
    #expect(layout.frame(ofViewWithID: "box-tb-fit")?.height == 20)
    #expect(layout.frame(ofViewWithID: "sc2-tb-fit")?.height == 44)
  }
}
