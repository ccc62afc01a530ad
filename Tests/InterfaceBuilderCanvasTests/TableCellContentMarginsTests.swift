import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// From iOS 11 a cell's content view has UIKit's `{11, 16, 11, 16}` layout margins (20-point
/// sides on screens wider than 375 points, the canvas device's screen, not the scene's root), so views
/// pinned to its margins sit where Interface Builder drew them; documents of earlier Xcodes keep
/// UIView's 8 points.
@MainActor
@Suite("Table cell content views have UIKit's layout margins from iOS 11")
struct TableCellContentMarginsTests {
  /// The content view both fixtures share: a 30-point box pinned to its leading and top margins.
  static func contentView(
    width: Int, height: Int,
    attributes: String = #"preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" "#
  ) -> String {
    """
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" \(attributes)tableViewCell="mc1-tb-mar" id="mv1-tb-mar">
                                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-tb-mar">
                                                    <rect key="frame" x="16" y="11" width="30" height="30"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="box-tb-mar" firstAttribute="leading" secondItem="mv1-tb-mar" secondAttribute="leadingMargin" id="mb1-tb-mar"/>
                                                <constraint firstItem="box-tb-mar" firstAttribute="top" secondItem="mv1-tb-mar" secondAttribute="topMargin" id="mb2-tb-mar"/>
                                                <constraint firstItem="box-tb-mar" firstAttribute="width" constant="30" id="mb3-tb-mar"/>
                                                <constraint firstItem="box-tb-mar" firstAttribute="height" constant="30" id="mb4-tb-mar"/>
                                            </constraints>
                                        </tableViewCellContentView>
    """
  }

  /// One prototype cell whose box is pinned to the content view's leading and top margins.
  static let cells = """
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Margins" rowHeight="60" id="mc1-tb-mar">
                                        <rect key="frame" x="0.0" y="28" width="375" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        \(Self.contentView(width: 375, height: 60))
                                    </tableViewCell>
                                </prototypes>
    """

  func boxFrame(toolsVersion: String, width: Int = 375, device: String = "retina4_7") throws -> CGRect? {
    let text = TableCellLayoutTests.storyboard(toolsVersion: toolsVersion, cells: Self.cells)
      .replacingOccurrences(of: "375", with: String(width))
      .replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="\#(device)""#)
    let document = try IBDocument(xmlString: text, fileName: "Margins.storyboard")
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device(device))
    return layout.frame(ofViewWithID: "box-tb-mar")
  }

  @Test("iOS 11 and later on a 375-point screen: 11 above, 16 at the sides")
  func modernCompactMargins() throws {
    #expect(try boxFrame(toolsVersion: "17506") == CGRect(x: 16, y: 11, width: 30, height: 30))
    #expect(try rootTableBoxFrame(toolsVersion: "13771") == CGRect(x: 16, y: 11, width: 30, height: 30))
  }

  @Test("Xcode 9–10: a table inside the root view gives its cells 15-point sides (two projects; unconfirmed)")
  func nestedTableMarginsOfXcode9And10() throws {
    // Rocket.Chat's Xcode 10 subscriptions table (320 points) and a track list of Xcode 9.3
    // (375 points) store 15; their root tables of the same versions store 16.
    #expect(try boxFrame(toolsVersion: "13771") == CGRect(x: 15, y: 11, width: 30, height: 30))
    #expect(try boxFrame(toolsVersion: "14460") == CGRect(x: 15, y: 11, width: 30, height: 30))
    #expect(try rootTableBoxFrame(toolsVersion: "14460") == CGRect(x: 16, y: 11, width: 30, height: 30))
  }

  /// The box's frame when the cell is in a table view controller's table (the root view).
  func rootTableBoxFrame(toolsVersion: String) throws -> CGRect? {
    let text = StoryboardXML.tableViewControllerScene(toolsVersion: toolsVersion, rowHeight: "60", content: Self.cells)
    let document = try IBDocument(xmlString: text, fileName: "RootMargins.storyboard")
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
    return layout.frame(ofViewWithID: "box-tb-mar")
  }

  @Test("iOS 11 and later on a 414-point screen: 20 at the sides")
  func modernWideMargins() throws {
    #expect(try boxFrame(toolsVersion: "17506", width: 414, device: "retina5_5") == CGRect(x: 20, y: 11, width: 30, height: 30))
  }

  @Test("iOS 11 and later on a 390-point screen: 20 at the sides, as on every screen wider than 375")
  func modernMarginsBeyond375() throws {
    // passforios' Xcode 15 rows on the iPhone 12 and keepassium's on a 393-point iPhone store 20.
    #expect(try boxFrame(toolsVersion: "23504", width: 390, device: "retina6_0") == CGRect(x: 20, y: 11, width: 30, height: 30))
  }

  @Test("A 375-point scene drawn on a 414-point iPhone keeps the device's 20-point margins")
  func marginsFollowTheCanvasDevice() {
    // Eleven cells of a 375-point settings popover on an iPhone 11 canvas store 20.
    let text = TableCellLayoutTests.storyboard(toolsVersion: "17506", cells: Self.cells)
      .replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="retina6_1""#)
      .replacingOccurrences(of: #"<rect key="frame" x="16" y="11""#, with: #"<rect key="frame" x="20" y="11""#)
    let report = IBVerifier().verify(data: Data(text.utf8), fileName: "Popover.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 4)
    #expect(report.views.agreeing == 4)
  }

  @Test("Beside an accessory the trailing margin is 8 points (six cells of four projects; unconfirmed)")
  func accessoryTrailingMargin() {
    // A disclosure indicator leaves the content view 341 points of the 375; a 30-point box
    // pinned to its trailing margin ends 8 points before that.
    let text = TableCellLayoutTests.storyboard(toolsVersion: "17506", cells: Self.cells)
      .replacingOccurrences(of: #"selectionStyle="default""#, with: #"selectionStyle="default" accessoryType="disclosureIndicator""#)
      .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="60"/>"#, with: #"<rect key="frame" x="0.0" y="0.0" width="341" height="60"/>"#)
      .replacingOccurrences(of: #"<rect key="frame" x="16" y="11""#, with: #"<rect key="frame" x="303" y="11""#)
      .replacingOccurrences(
        of: #"<constraint firstItem="box-tb-mar" firstAttribute="leading" secondItem="mv1-tb-mar" secondAttribute="leadingMargin" id="mb1-tb-mar"/>"#,
        with: #"<constraint firstAttribute="trailingMargin" secondItem="box-tb-mar" secondAttribute="trailing" id="mb1-tb-mar"/>"#)
    let report = IBVerifier().verify(data: Data(text.utf8), fileName: "Accessory.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 4)
    #expect(report.views.agreeing == 4)
  }

  @Test("A xib's top-level cell has the margins too (OnionBrowser's Xcode 11 cell)")
  func topLevelXibCell() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16096" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="16086"/>
          </dependencies>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="mc1-tb-mar">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="64"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  \(Self.contentView(width: 320, height: 64, attributes: ""))
              </tableViewCell>
          </objects>
      </document>
      """
    let report = IBVerifier().verify(data: Data(text.utf8), fileName: "Level.xib")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 2)
    #expect(report.views.agreeing == 2)
  }

  @Test("Before iOS 11 (Xcode 8) the content view keeps UIView's 8-point margins")
  func legacyMargins() throws {
    #expect(try boxFrame(toolsVersion: "12120") == CGRect(x: 8, y: 8, width: 30, height: 30))
  }
}
