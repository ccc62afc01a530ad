import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// An automatic-height custom row whose constraints give it no height is drawn at the release's
/// least automatic row, the one a standard-style cell gets (`StandardCellRowMetrics`): 44 less
/// the separator's pixel before iOS 26, iOS 26's 51 points from Xcode 26.
@MainActor
@Suite("A custom row without a height from its constraints takes the release's least automatic row")
struct TableRowMinimumByReleaseTests {
  /// The self-sizing fixture with its box centred instead of pinned to the top and bottom.
  static var unsizedCells: String {
    TableSelfSizingRowTests.cells(boxHeight: 30, inset: 5)
      .replacingOccurrences(
        of: #"<constraint firstItem="box-tb-fit" firstAttribute="top""#,
        with: #"<constraint firstItem="box-tb-fit" firstAttribute="centerY""#)
      .replacingOccurrences(
        of: #"<constraint firstAttribute="bottom" secondItem="box-tb-fit" secondAttribute="bottom" constant="5" id="fx3-tb-fit"/>"#,
        with: "")
  }

  func layout(toolsVersion: String, cells: String, device: String = "retina4_7") throws -> StoryboardSceneBuilder {
    let text = TableCellLayoutTests.storyboard(toolsVersion: toolsVersion, cells: cells)
    let document = try IBDocument(xmlString: text, fileName: "Minimum.storyboard")
    return try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device(device))
  }

  @Test("Xcode 26 draws it 51 high, and the row below follows")
  func xcode26() throws {
    let layout = try layout(toolsVersion: "24506", cells: Self.unsizedCells)
    let row = try #require(layout.frame(ofViewWithID: "sc1-tb-fit"))
    #expect(row.height == 51)
    #expect(layout.frame(ofViewWithID: "sv1-tb-fit")?.height == 51)
    #expect(layout.frame(ofViewWithID: "sc2-tb-fit")?.minY == row.maxY)
  }

  @Test("Xcode 16 draws it 43.5 high on a 2x canvas")
  func xcode16() throws {
    let layout = try layout(toolsVersion: "23504", cells: Self.unsizedCells)
    #expect(layout.frame(ofViewWithID: "sc1-tb-fit")?.height == 43.5)
  }

  @Test("Content with a height of its own still sets the row in Xcode 26, below 51 too")
  func xcode26ContentHeight() throws {
    let layout = try layout(toolsVersion: "24506", cells: TableSelfSizingRowTests.labelLikeCells(boxHeight: 30, inset: 5))
    #expect(layout.frame(ofViewWithID: "sc1-tb-fit")?.height == 40.5)
  }
}
