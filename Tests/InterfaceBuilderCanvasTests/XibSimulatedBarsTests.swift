import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import Testing

/// A xib's top-level view that simulates bars of its own (a controller's view kept in a xib)
/// sits under them as a storyboard controller's view does: gnosis' and safe-global's controller
/// xibs pin views to a safe area 88 points down on an iPhone 11 (status bar 44 + navigation bar
/// 44), 64 on an iPhone 8, and 83 up over a toolbar (home indicator 34 + toolbar 49).
@MainActor
@Suite("A xib view's own simulated bars inset its safe area")
struct XibSimulatedBarsTests {
  /// A 414×896 iPhone 11 xib view (Xcode 10.1) with a box pinned to its safe area's top and one
  /// to its bottom, stored at `topY` and ending at `bottomY`; `metrics` are the view's simulated
  /// bar elements.
  static func agrees(metrics: String, topY: Int, bottomY: Int) -> Bool {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina6_1" orientation="portrait"><adaptation id="fullscreen"/></device>
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14490.49"/>
          </dependencies>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                          <rect key="frame" x="16" y="\(topY)" width="382" height="30"/>
                      </view>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                          <rect key="frame" x="16" y="\(bottomY - 30)" width="382" height="30"/>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="top" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c1"/>
                      <constraint firstItem="safe" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" constant="16" id="c2"/>
                      <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
                      <constraint firstItem="top" firstAttribute="height" constant="30" id="c4"/>
                      <constraint firstItem="bottom" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c5"/>
                      <constraint firstItem="safe" firstAttribute="trailing" secondItem="bottom" secondAttribute="trailing" constant="16" id="c6"/>
                      <constraint firstItem="safe" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" id="c7"/>
                      <constraint firstItem="bottom" firstAttribute="height" constant="30" id="c8"/>
                  </constraints>
                  <viewLayoutGuide key="safeArea" id="safe"/>
                  \(metrics)
              </view>
          </objects>
      </document>
      """
    let report = IBVerifier().verify(data: Data(text.utf8), fileName: "Controller.xib")
    return report.errors.isEmpty && report.views.compared == 2 && report.views.agreeing == 2
  }

  @Test("A navigation bar: the safe area starts 88 down (status bar and bar)")
  func navigationBar() {
    let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
    #expect(Self.agrees(metrics: bar, topY: 88, bottomY: 862))
    #expect(!Self.agrees(metrics: bar, topY: 44, bottomY: 862))
  }

  @Test("A navigation bar and a toolbar: 49 above the home indicator's 34 at the bottom")
  func toolbar() {
    let bars = #"""
      <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
      <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
      """#
    #expect(Self.agrees(metrics: bars, topY: 88, bottomY: 896 - 83))
  }

  @Test("No bars: the device's own safe area")
  func none() {
    #expect(Self.agrees(metrics: "", topY: 44, bottomY: 862))
  }
}
