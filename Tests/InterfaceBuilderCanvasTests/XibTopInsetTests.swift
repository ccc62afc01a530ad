import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import Testing

/// A xib's top-level view as wide as the document's device but shorter than its screen sits at the
/// top of that screen: under the status bar Xcode 10 draws (Rocket.Chat's 375×570 view) and later
/// Xcode 14 releases draw again (OnionBrowser's full-screen xibs), not under one when narrower.
@MainActor
@Suite("A xib view as wide as its device sits under the era's status bar")
struct XibTopInsetTests {
  /// A `width`×570 xib view on an iPhone 8 canvas with a box pinned to its safe area's top,
  /// stored at `boxY`.
  static func xib(toolsVersion: String, width: Int, height: Int = 570, boxY: Int) -> Data {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <view contentMode="scaleToFill" id="top">
                  <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                          <rect key="frame" x="0.0" y="\(boxY)" width="\(width)" height="44"/>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c-l"/>
                      <constraint firstItem="box" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c-t"/>
                      <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c-y"/>
                      <constraint firstItem="box" firstAttribute="height" constant="44" id="c-h"/>
                  </constraints>
                  <viewLayoutGuide key="safeArea" id="safe"/>
              </view>
          </objects>
      </document>
      """
    return Data(text.utf8)
  }

  static func agrees(_ data: Data) -> Bool {
    let report = IBVerifier().verify(data: data, fileName: "Header.xib")
    return report.errors.isEmpty && report.views.compared == 1 && report.views.agreeing == 1
  }

  @Test("Xcode 10, the device's width: under the 20-point status bar")
  func deviceWidthGetsTheStatusBar() {
    #expect(Self.agrees(Self.xib(toolsVersion: "14460.31", width: 375, boxY: 20)))
  }

  @Test("Xcode 10, another width: no status bar")
  func otherWidthsDoNot() {
    #expect(Self.agrees(Self.xib(toolsVersion: "14460.31", width: 440, boxY: 0)))
  }

  @Test("Xcode 11 draws home-button phones' xib views without a status bar")
  func xcode11HomeButtonPhoneHasNone() {
    #expect(Self.agrees(Self.xib(toolsVersion: "16096", width: 375, boxY: 0)))
    #expect(Self.agrees(Self.xib(toolsVersion: "15702", width: 375, height: 667, boxY: 0)))
  }

  @Test("Later Xcode 14 releases draw the status bar again, as on storyboard canvases")
  func laterXcode14HomeButtonPhoneHasStatusBar() {
    #expect(Self.agrees(Self.xib(toolsVersion: "21701", width: 375, boxY: 20)))
    #expect(Self.agrees(Self.xib(toolsVersion: "22154", width: 375, height: 667, boxY: 20)))
    #expect(Self.agrees(Self.xib(toolsVersion: "22154", width: 440, boxY: 0)))
  }
}
