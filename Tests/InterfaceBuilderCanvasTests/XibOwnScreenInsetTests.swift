import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import Testing

/// A xib's top-level view wider or taller than the document's home-indicator iPhone is drawn as a
/// screen of its own: the sensor housing's inset at its top, the home indicator's at its bottom.
/// Narrower and shorter views, and views on home-button iPhones, have neither.
@MainActor
@Suite("A xib view that does not fit its home-indicator iPhone has the device's insets")
struct XibOwnScreenInsetTests {
  /// A `width`×`height` xib view on `device` with one box pinned to its safe area's top (stored at
  /// `topY`) and one to its bottom (stored ending `bottomGap` above the view's bottom).
  static func xib(
    device: String = "retina6_1", toolsVersion: String = "19455", width: Int, height: Int, topY: Int, bottomGap: Int
  ) -> Data {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="\(device)" orientation="portrait" appearance="light"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <view contentMode="scaleToFill" id="top">
                  <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="head">
                          <rect key="frame" x="0.0" y="\(topY)" width="\(width)" height="44"/>
                      </view>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="foot">
                          <rect key="frame" x="0.0" y="\(height - bottomGap - 44)" width="\(width)" height="44"/>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="head" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="h-l"/>
                      <constraint firstItem="head" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="h-t"/>
                      <constraint firstItem="head" firstAttribute="top" secondItem="safe" secondAttribute="top" id="h-y"/>
                      <constraint firstItem="head" firstAttribute="height" constant="44" id="h-h"/>
                      <constraint firstItem="foot" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="f-l"/>
                      <constraint firstItem="foot" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="f-t"/>
                      <constraint firstItem="safe" firstAttribute="bottom" secondItem="foot" secondAttribute="bottom" id="f-y"/>
                      <constraint firstItem="foot" firstAttribute="height" constant="44" id="f-h"/>
                  </constraints>
                  <viewLayoutGuide key="safeArea" id="safe"/>
              </view>
          </objects>
      </document>
      """
    return Data(text.utf8)
  }

  static func agrees(_ data: Data) -> Bool {
    let report = IBVerifier().verify(data: data, fileName: "Card.xib")
    return report.errors.isEmpty && report.views.compared == 2 && report.views.agreeing == 2
  }

  @Test("Wider than the iPhone 11: 44 at the top, 34 at the bottom")
  func widerViewHasBothInsets() {
    #expect(Self.agrees(Self.xib(width: 468, height: 350, topY: 44, bottomGap: 34)))
    #expect(!Self.agrees(Self.xib(width: 468, height: 350, topY: 0, bottomGap: 0)))
  }

  @Test("Taller than the iPhone 11, even when narrower: 44 and 34")
  func tallerViewHasBothInsets() {
    #expect(Self.agrees(Self.xib(width: 414, height: 1200, topY: 44, bottomGap: 34)))
    #expect(Self.agrees(Self.xib(width: 320, height: 1200, topY: 44, bottomGap: 34)))
  }

  @Test("Xcode 14's iPhone 11 housing is 48 points high")
  func eraHousing() {
    #expect(Self.agrees(Self.xib(toolsVersion: "21507", width: 468, height: 350, topY: 48, bottomGap: 34)))
  }

  @Test("Narrower and shorter: no insets; as wide and shorter: the housing only")
  func fittingViews() {
    #expect(Self.agrees(Self.xib(width: 300, height: 350, topY: 0, bottomGap: 0)))
    #expect(Self.agrees(Self.xib(width: 414, height: 350, topY: 44, bottomGap: 0)))
  }

  @Test("Wider than a home-button iPhone 8: no insets")
  func homeButtonPhone() {
    #expect(Self.agrees(Self.xib(device: "retina4_7", width: 440, height: 350, topY: 0, bottomGap: 0)))
  }
}
