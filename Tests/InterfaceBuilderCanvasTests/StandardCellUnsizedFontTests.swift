import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Interface Builder can store a standard cell's label with a system font of no size
/// (`pointSize="0.0"`); it draws the label at the size the cell style gives it (subtitle details
/// 14.5 high, value-1 labels one 17-point line), and the self-sizing row follows.
@MainActor
@Suite("A standard cell's label without a font size takes the style's size")
struct StandardCellUnsizedFontTests {
  /// The subtitle prototype of `StandardCellRowHeightTests` with the label of `size` points stored
  /// without a size, and where the row and the row below it are drawn.
  func rowFrames(unsizing size: String, plugIn: String) throws -> (row: CGRect?, next: CGRect?) {
    let cells = StandardCellRowHeightTests.cells(style: "Subtitle")
      .replacingOccurrences(of: #"pointSize="\#(size)""#, with: #"pointSize="0.0""#)
    let text = TableCellLayoutTests.storyboard(toolsVersion: plugIn, cells: cells)
    let document = try IBDocument(xmlString: text, fileName: "UnsizedFont.storyboard")
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
    return (layout.frame(ofViewWithID: "cel-sc-row"), layout.frame(ofViewWithID: "nxt-sc-row"))
  }

  @Test("A subtitle detail of 0 points is the style's 12-point line: the Xcode 26 row is 56, not 51")
  func unsizedDetail() throws {
    let frames = try rowFrames(unsizing: "12", plugIn: "24063")
    #expect(frames.row?.height == 56)
    #expect(frames.next?.minY == StandardCellRowHeightTests.firstRowY + 56)
  }

  @Test("A subtitle text label of 0 points is the style's 17-point line: the Xcode 15 row is 55.5")
  func unsizedText() throws {
    #expect(try rowFrames(unsizing: "17", plugIn: "22505").row?.height == 55.5)
  }
}
