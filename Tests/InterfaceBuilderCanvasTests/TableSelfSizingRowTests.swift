import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// From Xcode 11 Interface Builder draws an automatic-height prototype row of a table that
/// estimates its row heights at the height UITableView gives it: its content view's fitting
/// height plus the separator (43.5 when the constraints give no height); the rows below follow.
/// Static cells, and the rows of a table with no estimate, keep 44.
@MainActor
@Suite("Automatic-height prototype rows size to their content from Xcode 11")
struct TableSelfSizingRowTests {
  /// A prototype whose box (`boxHeight` high) is pinned `inset` points from the content view's top
  /// and bottom, then a plain automatic prototype below it.
  static func cells(boxHeight: Int, inset: Int, rowHeight: String = "") -> String {
    """
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Fit" \(rowHeight)id="sc1-tb-fit">
                                        <rect key="frame" x="0.0" y="28" width="375" height="43.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="sc1-tb-fit" id="sv1-tb-fit">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-tb-fit">
                                                    <rect key="frame" x="20" y="\(inset)" width="40" height="\(boxHeight)"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="box-tb-fit" firstAttribute="leading" secondItem="sv1-tb-fit" secondAttribute="leading" constant="20" id="fx1-tb-fit"/>
                                                <constraint firstItem="box-tb-fit" firstAttribute="top" secondItem="sv1-tb-fit" secondAttribute="top" constant="\(inset)" id="fx2-tb-fit"/>
                                                <constraint firstAttribute="bottom" secondItem="box-tb-fit" secondAttribute="bottom" constant="\(inset)" id="fx3-tb-fit"/>
                                                <constraint firstItem="box-tb-fit" firstAttribute="width" constant="40" id="fx4-tb-fit"/>
                                                <constraint firstItem="box-tb-fit" firstAttribute="height" constant="\(boxHeight)" id="fx5-tb-fit"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Next" id="sc2-tb-fit">
                                        <rect key="frame" x="0.0" y="71.5" width="375" height="43.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="sc2-tb-fit" id="sv2-tb-fit">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
    """
  }

  func layout(toolsVersion: String, cells: String) throws -> StoryboardSceneBuilder {
    let text = TableCellLayoutTests.storyboard(toolsVersion: toolsVersion, cells: cells)
    let document = try IBDocument(xmlString: text, fileName: "SelfSizing.storyboard")
    return try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
  }

  /// The fixture's box height held like a label's (priority 750), so the row can stretch it.
  static func labelLikeCells(boxHeight: Int, inset: Int) -> String {
    cells(boxHeight: boxHeight, inset: inset)
      .replacingOccurrences(
        of: #"constant="\#(boxHeight)" id="fx5-tb-fit""#, with: #"constant="\#(boxHeight)" priority="750" id="fx5-tb-fit""#)
  }

  @Test("A 50-point box 12 points from each edge makes a 74.5-point row (a separator more), and the next row follows it")
  func rowTakesItsContentHeight() throws {
    // Esri's input cells: a 20.5-point body label 12 points from each edge, rows of 45 with the
    // label stretched to 21 (Xcode 12).
    let layout = try layout(toolsVersion: "17506", cells: Self.labelLikeCells(boxHeight: 50, inset: 12))
    #expect(layout.frame(ofViewWithID: "sc1-tb-fit") == CGRect(x: 0, y: 28, width: 375, height: 74.5))
    #expect(layout.frame(ofViewWithID: "sv1-tb-fit") == CGRect(x: 0, y: 0, width: 375, height: 74.5))
    #expect(layout.frame(ofViewWithID: "box-tb-fit") == CGRect(x: 20, y: 12, width: 40, height: 50.5))
    #expect(layout.frame(ofViewWithID: "sc2-tb-fit") == CGRect(x: 0, y: 102.5, width: 375, height: 43.5))
  }

  @Test("After a rotation re-applies the variations, the row settles again at its fitting height plus the separator")
  func rowSettlesAgainAfterRotation() throws {
    let layout = try layout(toolsVersion: "17506", cells: Self.labelLikeCells(boxHeight: 50, inset: 12))
    let simulator = try #require(layout.simulator)
    #expect(simulator.rotate(to: .landscapeLeft, animated: false))
    simulator.layoutIfNeeded()
    #expect(layout.frame(ofViewWithID: "sc1-tb-fit")?.height == 74.5)
    #expect(layout.frame(ofViewWithID: "box-tb-fit")?.height == 50.5)
    #expect(layout.frame(ofViewWithID: "sc2-tb-fit")?.minY == layout.frame(ofViewWithID: "sc1-tb-fit")?.maxY)
  }

  @Test("Content that needs less than 43.5 points makes a shorter row")
  func rowFollowsShortContent() throws {
    // A 30-point check box 5 points from each edge is stored in a 40.5-point row (Xcode 11.4).
    let layout = try layout(toolsVersion: "16097", cells: Self.labelLikeCells(boxHeight: 30, inset: 5))
    #expect(layout.frame(ofViewWithID: "sc1-tb-fit")?.height == 40.5)
    #expect(layout.frame(ofViewWithID: "box-tb-fit")?.height == 30.5)
    #expect(layout.frame(ofViewWithID: "sc2-tb-fit")?.minY == 68.5)
  }

  @Test("A row whose constraints give no height is drawn 43.5 high")
  func rowWithoutHeightKeepsTheDrawnHeight() throws {
    let cells = Self.cells(boxHeight: 30, inset: 5)
      .replacingOccurrences(of: #"<constraint firstItem="box-tb-fit" firstAttribute="top""#, with: #"<constraint firstItem="box-tb-fit" firstAttribute="centerY""#)
      .replacingOccurrences(of: #"<constraint firstAttribute="bottom" secondItem="box-tb-fit" secondAttribute="bottom" constant="5" id="fx3-tb-fit"/>"#, with: "")
    let layout = try layout(toolsVersion: "17506", cells: cells)
    #expect(layout.frame(ofViewWithID: "sc1-tb-fit")?.height == 43.5)
    #expect(layout.frame(ofViewWithID: "sc2-tb-fit")?.minY == 71.5)
  }

  @Test("A table without an estimated row height (written before Xcode 11) sizes no row: 44 points")
  func tableWithoutEstimateKeepsStandardRows() throws {
    // iNaturalist's about cell (an empty label 20 and 13 points from the edges, a table with no
    // `estimatedRowHeight`) is stored 44 high by Xcode 11 and Xcode 14, its label stretched to 11.
    let text = TableCellLayoutTests.storyboard(toolsVersion: "21225", cells: Self.labelLikeCells(boxHeight: 10, inset: 5))
      .replacingOccurrences(of: #" estimatedRowHeight="-1""#, with: "")
    let document = try IBDocument(xmlString: text, fileName: "NoEstimate.storyboard")
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
    #expect(layout.frame(ofViewWithID: "sc1-tb-fit")?.height == 44)
    #expect(layout.frame(ofViewWithID: "box-tb-fit")?.height == 34)
    #expect(layout.frame(ofViewWithID: "sc2-tb-fit")?.minY == layout.frame(ofViewWithID: "sc1-tb-fit")?.maxY)
  }

  @Test("A row height set on the cell is kept")
  func fixedRowHeightIsKept() throws {
    let layout = try layout(toolsVersion: "17506", cells: Self.cells(boxHeight: 50, inset: 12, rowHeight: #"rowHeight="60" "#))
    #expect(layout.frame(ofViewWithID: "sc1-tb-fit") == CGRect(x: 0, y: 28, width: 375, height: 60))
    #expect(layout.frame(ofViewWithID: "sc2-tb-fit")?.minY == 88)
  }

  @Test("Before Xcode 11 automatic rows are drawn 44 high whatever their content")
  func legacyRowsKeepTheirHeight() throws {
    let layout = try layout(toolsVersion: "14490.49", cells: Self.cells(boxHeight: 50, inset: 12))
    #expect(layout.frame(ofViewWithID: "sc1-tb-fit")?.height == 44)
    #expect(layout.frame(ofViewWithID: "sc2-tb-fit")?.minY == layout.frame(ofViewWithID: "sc1-tb-fit")?.maxY)
  }

  @Test("Static cells keep 44 points (Esri's Xcode 12 slider cell compresses its label instead)")
  func staticCellsKeepTheirHeight() throws {
    let cells = Self.cells(boxHeight: 50, inset: 12)
      .replacingOccurrences(of: "<prototypes>", with: "<sections><tableViewSection id=\"sec-tb-fit\"><cells>")
      .replacingOccurrences(of: "</prototypes>", with: "</cells></tableViewSection></sections>")
      .replacingOccurrences(of: #"constant="50" id="fx5-tb-fit""#, with: #"constant="50" priority="750" id="fx5-tb-fit""#)
    let text = TableCellLayoutTests.storyboard(toolsVersion: "17506", cells: cells)
      .replacingOccurrences(of: #"dataMode="prototypes""#, with: #"dataMode="static""#)
    let document = try IBDocument(xmlString: text, fileName: "Static.storyboard")
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
    #expect(layout.frame(ofViewWithID: "sc1-tb-fit")?.height == 44)
    #expect(layout.frame(ofViewWithID: "box-tb-fit")?.height == 20)
  }
}
