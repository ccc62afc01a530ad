import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Interface Builder stores a standard cell's labels where it laid them out on the document's
/// device. Drawn on another device, or right to left, the canvas lets the cell place them as
/// UIKit does; on the document's own canvas (`verify`) the stored frames stand.
@MainActor
@Suite("Standard cells drawn at another width or right to left place their labels as UIKit does")
struct StandardCellOtherWidthTests {
  /// A static table stored on a 414-point phone (Xcode 15) holding a value1 cell with a
  /// disclosure indicator: "Version" at the left margin, "1.0" right-aligned before the accessory.
  static let storyboard = StoryboardXML.oneScene(
    device: "retina6_1", toolsVersion: "22505", plugIn: "22504", rootSize: (414, 896),
    subviews: """
      <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="tbl">
          <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
          <sections>
              <tableViewSection id="sec">
                  <cells>
                      <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="txt" detailTextLabel="dtl" style="IBUITableViewCellStyleValue1" id="cell">
                          <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                          <autoresizingMask key="autoresizingMask"/>
                          <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                              <rect key="frame" x="0.0" y="0.0" width="383.5" height="44"/>
                              <autoresizingMask key="autoresizingMask"/>
                              <subviews>
                                  <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Version" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="txt">
                                      <rect key="frame" x="20" y="12" width="58" height="20.5"/>
                                      <autoresizingMask key="autoresizingMask"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                      <nil key="textColor"/>
                                      <nil key="highlightedColor"/>
                                  </label>
                                  <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="1.0" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="dtl">
                                      <rect key="frame" x="351" y="12" width="24.5" height="20.5"/>
                                      <autoresizingMask key="autoresizingMask"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                      <color key="textColor" systemColor="secondaryLabelColor"/>
                                      <nil key="highlightedColor"/>
                                  </label>
                              </subviews>
                          </tableViewCellContentView>
                      </tableViewCell>
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

  func layout(on deviceName: String, _ variant: TraitVariant = .deviceDefault) throws -> StoryboardSceneBuilder {
    let document = try IBDocument(xmlString: Self.storyboard, fileName: "Value1.storyboard")
    let device = try #require(Device.named(deviceName))
    return try SceneHost.layout(sceneID: "s1", in: document, device: device, variant: variant)
  }

  @Test("On a narrower phone the detail ends at the content view's trailing margin, not at its stored x")
  func narrowerDevice() throws {
    let layout = try layout(on: "iPhone 15")
    let content = try #require(layout.frame(ofViewWithID: "content"))
    let detail = try #require(layout.frame(ofViewWithID: "dtl"))
    let text = try #require(layout.frame(ofViewWithID: "txt"))
    #expect(content.width < 383.5, "the content view follows the 393-point row: \(content)")
    #expect(detail.maxX == content.width - 20, "at the trailing margin: \(detail) in \(content)")
    #expect(text.minX == 20)
  }

  @Test("On the document's own device the stored frames stand")
  func ownDevice() throws {
    let layout = try layout(on: "iPhone 11")
    #expect(layout.frame(ofViewWithID: "dtl") == CGRect(x: 351, y: 12, width: 24.5, height: 20.5))
    #expect(layout.frame(ofViewWithID: "txt") == CGRect(x: 20, y: 12, width: 58, height: 20.5))
  }

  @Test("Right to left the content view sits after the accessory, the text at the right, the detail at the left")
  func rightToLeft() throws {
    let layout = try layout(on: "iPhone 11", TraitVariant(layoutDirection: .rightToLeft))
    let cell = try #require(layout.frame(ofViewWithID: "cell"))
    let content = try #require(layout.frame(ofViewWithID: "content"))
    let text = try #require(layout.frame(ofViewWithID: "txt"))
    let detail = try #require(layout.frame(ofViewWithID: "dtl"))
    #expect(content.maxX == cell.width && content.width == 383.5, "\(content) in \(cell)")
    #expect(text.maxX == content.width - 20, "\(text)")
    #expect(detail.minX == 20, "\(detail)")
  }
}
