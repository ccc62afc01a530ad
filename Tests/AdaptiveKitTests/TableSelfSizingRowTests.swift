import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// From Xcode 11 Interface Builder draws an automatic-height prototype row at the height its
/// content view's constraints give (UITableView's automatic dimension), never below the
/// 43.5-point row it draws when they give none; the rows below follow. Static cells keep 44.
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

  func layout(toolsVersion: String, cells: String) throws -> IBSceneLayout {
    let text = TableCellLayoutTests.storyboard(toolsVersion: toolsVersion, cells: cells)
    let document = try IBDocument(xmlString: text, fileName: "SelfSizing.storyboard")
    return try IBSceneLayout.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
  }

  @Test("A 50-point box 12 points from each edge makes a 74-point row, and the next row follows it")
  func rowTakesItsContentHeight() throws {
    // Esri's input cells: a body label 12 points from each edge, rows of 45.5 (Xcode 12).
    let layout = try layout(toolsVersion: "17506", cells: Self.cells(boxHeight: 50, inset: 12))
    #expect(layout.frame(ofViewWithID: "sc1-tb-fit") == CGRect(x: 0, y: 28, width: 375, height: 74))
    #expect(layout.frame(ofViewWithID: "sv1-tb-fit") == CGRect(x: 0, y: 0, width: 375, height: 74))
    #expect(layout.frame(ofViewWithID: "box-tb-fit") == CGRect(x: 20, y: 12, width: 40, height: 50))
    #expect(layout.frame(ofViewWithID: "sc2-tb-fit") == CGRect(x: 0, y: 102, width: 375, height: 43.5))
  }

  @Test("Content that needs less keeps the 43.5-point row (one project's cell; unconfirmed)")
  func rowNeverShrinksBelowTheDrawnHeight() throws {
    // iNaturalist's about cell (an empty label 20 and 13 points from the edges) is stored 44 high
    // by Xcode 11 and Xcode 14, where its constraints alone give 33.
    // The box's height is held like a label's (priority 750): the row's floor wins over it.
    let cells = Self.cells(boxHeight: 10, inset: 5)
      .replacingOccurrences(of: #"constant="10" id="fx5-tb-fit""#, with: #"constant="10" priority="750" id="fx5-tb-fit""#)
    let layout = try layout(toolsVersion: "17506", cells: cells)
    #expect(layout.frame(ofViewWithID: "sc1-tb-fit")?.height == 43.5)
    #expect(layout.frame(ofViewWithID: "box-tb-fit")?.height == 33.5)
    #expect(layout.frame(ofViewWithID: "sc2-tb-fit")?.minY == 71.5)
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
    #expect(layout.frame(ofViewWithID: "sc2-tb-fit")?.minY == 72)
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
    let layout = try IBSceneLayout.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
    #expect(layout.frame(ofViewWithID: "sc1-tb-fit")?.height == 44)
    #expect(layout.frame(ofViewWithID: "box-tb-fit")?.height == 20)
  }
}
