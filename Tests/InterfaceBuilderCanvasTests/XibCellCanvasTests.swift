import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import Testing

/// Interface Builder draws a xib's top-level table cell alone at its own size: not under the
/// status bar or sensor housing a top-level view as wide as the device sits under, and with the
/// cell content margins its own width gives (20-point sides wider than 375 points, else 16).
@MainActor
@Suite("A xib's top-level cell is drawn alone at its own size")
struct XibCellCanvasTests {
  /// A `width`×120 cell of an Xcode 12 xib on an iPhone 11 canvas whose content view preserves
  /// the cell's margins when `preservesMargins` (else it has only its own, as Nordic's cells); its
  /// box, pinned to the content view's leading and top margins, is stored at (`boxX`, 11).
  static func xib(width: Int, boxX: Int, preservesMargins: Bool = true) -> Data {
    let preserves = preservesMargins ? #"preservesSuperviewLayoutMargins="YES" "# : ""
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="17703"/>
          </dependencies>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <tableViewCell contentMode="scaleToFill" \(preserves)selectionStyle="none" indentationWidth="10" id="cel-xb-cel">
                  <rect key="frame" x="0.0" y="0.0" width="\(width)" height="120"/>
                  <autoresizingMask key="autoresizingMask"/>
                  <tableViewCellContentView key="contentView" opaque="NO" multipleTouchEnabled="YES" contentMode="center" \(preserves)insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-xb-cel" id="cnt-xb-cel">
                      <rect key="frame" x="0.0" y="0.0" width="\(width)" height="120"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-xb-cel">
                              <rect key="frame" x="\(boxX)" y="11" width="30" height="30"/>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="box-xb-cel" firstAttribute="leading" secondItem="cnt-xb-cel" secondAttribute="leadingMargin" id="bx1-xb-cel"/>
                          <constraint firstItem="box-xb-cel" firstAttribute="top" secondItem="cnt-xb-cel" secondAttribute="topMargin" id="bx2-xb-cel"/>
                          <constraint firstItem="box-xb-cel" firstAttribute="width" constant="30" id="bx3-xb-cel"/>
                          <constraint firstItem="box-xb-cel" firstAttribute="height" constant="30" id="bx4-xb-cel"/>
                      </constraints>
                  </tableViewCellContentView>
              </tableViewCell>
          </objects>
      </document>
      """
    return Data(text.utf8)
  }

  /// Whether the content view and the box agree with their stored frames (the root is not compared).
  static func agrees(_ data: Data) -> Bool {
    let report = IBVerifier().verify(data: data, fileName: "Cell.xib")
    return report.errors.isEmpty && report.views.compared == 2 && report.views.agreeing == 2
  }

  @Test("A cell as wide as the iPhone 11 is not under its sensor housing: its margins start 11 points down")
  func deviceWideCellHasNoStatusBar() {
    // corona-warn-app's 414-point Xcode 12 cells keep their content 11 points down.
    #expect(Self.agrees(Self.xib(width: 414, boxX: 20)))
  }

  @Test("Its sides follow its own width: 20 points at 396, 16 at 320, on the same 414-point canvas")
  func sidesFollowTheCellWidth() {
    // Nordic's 396-point Xcode 16 cells store 20, its 320-point ones 16.
    #expect(Self.agrees(Self.xib(width: 396, boxX: 20, preservesMargins: false)))
    #expect(Self.agrees(Self.xib(width: 320, boxX: 16, preservesMargins: false)))
    #expect(!Self.agrees(Self.xib(width: 396, boxX: 16, preservesMargins: false)))
  }
}
