import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// A cell's content view has top and bottom layout margins of 11 points through iOS 18 and of 15
/// in iOS 26 (`TableCellMetrics.verticalMargin`), so a self-sizing row whose content is pinned to
/// those margins is 8 points taller on Xcode 26's canvas.
@MainActor
@Suite("A cell content view's vertical layout margins follow the canvas's UIKit release")
struct TableCellVerticalMarginByReleaseTests {
  /// The self-sizing fixture with its 30-point box pinned to the content view's top and bottom
  /// margins instead of its edges.
  static var marginPinnedCells: String {
    TableSelfSizingRowTests.cells(boxHeight: 30, inset: 0)
      .replacingOccurrences(
        of: #"secondItem="sv1-tb-fit" secondAttribute="top" constant="0""#,
        with: #"secondItem="sv1-tb-fit" secondAttribute="topMargin""#)
      .replacingOccurrences(
        of: #"<constraint firstAttribute="bottom" secondItem="box-tb-fit""#,
        with: #"<constraint firstAttribute="bottomMargin" secondItem="box-tb-fit""#)
  }

  func layout(toolsVersion: String) throws -> StoryboardSceneBuilder {
    let text = TableCellLayoutTests.storyboard(toolsVersion: toolsVersion, cells: Self.marginPinnedCells)
    let document = try IBDocument(xmlString: text, fileName: "VerticalMargins.storyboard")
    return try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
  }

  @Test("Xcode 26: the box sits 15 points down and the content view is 15 + 30 + 15 high")
  func xcode26() throws {
    let layout = try layout(toolsVersion: "24506")
    #expect(layout.frame(ofViewWithID: "box-tb-fit")?.minY == 15)
    #expect(layout.frame(ofViewWithID: "sv1-tb-fit")?.height == 60)
  }

  @Test("Xcode 16: the box sits 11 points down and the content view is 11 + 30 + 11 high")
  func xcode16() throws {
    let layout = try layout(toolsVersion: "23504")
    #expect(layout.frame(ofViewWithID: "box-tb-fit")?.minY == 11)
    #expect(layout.frame(ofViewWithID: "sv1-tb-fit")?.height == 52)
  }

  @Test("The table of the margin: 11 from iOS 7 to 18, 15 from iOS 26")
  func table() {
    #expect(TableCellMetrics.verticalMargin[.iOS18] == 11)
    #expect(TableCellMetrics.verticalMargin[.iOS26] == 15)
  }
}
