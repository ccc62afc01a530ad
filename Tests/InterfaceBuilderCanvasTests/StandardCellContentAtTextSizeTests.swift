import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Interface Builder stores a standard-style cell's labels where it laid them out at Large; drawn
/// at another text size their fonts change, so the canvas lets the `UITableViewCell` place them as
/// UIKit does (`StandardCellLayout`) in the content view the canvas sized. At Large they stay at
/// their stored frames.
@MainActor
@Suite("Standard-style cells lay their labels out as UIKit does at text sizes other than Large")
struct StandardCellContentAtTextSizeTests {
  /// A static table (Xcode 15) holding one self-sizing subtitle cell with Body and Caption 1
  /// labels, stored as Xcode lays them out at Large, then a fixed 44-point Basic cell.
  static let storyboard = StoryboardXML.oneScene(
    device: "retina6_12", toolsVersion: "22505", plugIn: "22504", rootSize: (393, 852),
    subviews: """
      <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="tbl">
          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
          <sections>
              <tableViewSection id="sec">
                  <cells>
                      \(StoryboardXML.subtitleCell(id: "sub"))
                  </cells>
              </tableViewSection>
          </sections>
      </tableView>
      """,
    constraints: """
      <constraint firstItem="tbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t1"/>
      <constraint firstItem="tbl" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="t2"/>
      <constraint firstItem="tbl" firstAttribute="top" secondItem="root" secondAttribute="top" id="t3"/>
      <constraint firstItem="tbl" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="t4"/>
      """)

  static let phone = Device.named("iPhone 15")!

  func layout(_ variant: TraitVariant) throws -> StoryboardSceneBuilder {
    let document = try IBDocument(xmlString: Self.storyboard, fileName: "Subtitle.storyboard")
    return try SceneHost.layout(sceneID: "s1", in: document, device: Self.phone, variant: variant)
  }

  @Test("At AX5 the text and detail stack at their new sizes inside the self-sized row")
  func accessibilitySizeStacksTheLabels() throws {
    let layout = try layout(TraitVariant(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
    let row = try #require(layout.frame(ofViewWithID: "sub"))
    let content = try #require(layout.frame(ofViewWithID: "sub-content"))
    let text = try #require(layout.frame(ofViewWithID: "sub-text"))
    let detail = try #require(layout.frame(ofViewWithID: "sub-detail"))
    #expect(text.height > 53, "one or more AX5 Body lines: \(text)")
    #expect(detail.height > 40, "one or more AX5 Caption 1 lines: \(detail)")
    #expect(detail.minY >= text.maxY, "the detail under the text: \(text) \(detail)")
    #expect(text.minY >= 0 && detail.maxY <= content.height, "both inside the content view \(content)")
    #expect(text.minX == detail.minX, "one leading edge")
    #expect(row.height > 55.5)
  }

  /// UIKit's top and bottom margin in a cell's content view.
  static let cellVerticalMargin: CGFloat = 11
  /// How far the canvas's row (`StandardCellRowMetrics`, the release's measured paddings, rounded
  /// to the 3x pixel) may sit beyond the margins around the block: a couple of points, where
  /// sizing at the stored widths left 124.
  static let rowMetricsSlack: CGFloat = 2.5

  @Test("At AX5 the row is as tall as its labels need at the width the cell gives them, not at their stored widths")
  func accessibilityRowFitsTheLaidOutLabels() throws {
    let layout = try layout(TraitVariant(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
    let content = try #require(layout.frame(ofViewWithID: "sub-content"))
    let text = try #require(layout.frame(ofViewWithID: "sub-text"))
    let detail = try #require(layout.frame(ofViewWithID: "sub-detail"))
    // Sized from labels wrapped at 127 and 110 points the row was far taller than the labels the
    // cell lays out across the content view, and they sat centred in empty space.
    #expect(abs(text.minY - Self.cellVerticalMargin) <= Self.rowMetricsSlack, "the block fills the row: \(text) in \(content)")
    #expect(abs(content.height - detail.maxY - Self.cellVerticalMargin) <= Self.rowMetricsSlack, "\(detail) in \(content)")
  }

  @Test("At Large the labels stay where the document stores them")
  func largeKeepsTheStoredFrames() throws {
    let layout = try layout(.deviceDefault)
    #expect(layout.frame(ofViewWithID: "sub-text") == CGRect(x: 20, y: 9, width: 127, height: 20.5))
    #expect(layout.frame(ofViewWithID: "sub-detail") == CGRect(x: 20, y: 32.5, width: 110, height: 14.5))
  }

  @Test("The canvas asks for it only when drawing at a text size other than Large")
  func onlyOtherTextSizesAsk() {
    let options = CanvasOptions(drawingAt: .accessibilityMedium)
    #expect(options.laysOutStandardCellContent)
    #expect(!CanvasOptions(drawingAt: .large).laysOutStandardCellContent)
    #expect(!CanvasOptions(drawingAt: nil).laysOutStandardCellContent)
    #expect(!CanvasOptions().laysOutStandardCellContent)
  }
}
