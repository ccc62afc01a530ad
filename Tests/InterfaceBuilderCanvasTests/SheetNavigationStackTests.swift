import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import Testing

/// A navigation controller Interface Builder draws as an iOS 13 page sheet stores its bar at y 0,
/// 56 points high; the controllers in its stack sit below that bar with no status bar above it
/// (iNaturalist's and Esri's sheets keep their content 56 points down).
@MainActor
@Suite("A navigation stack drawn as a sheet sits below a 56-point bar without a status bar")
struct SheetNavigationStackTests {
  /// A navigation controller whose stored bar is `barY`/`barHeight`, its root 414×716 on an
  /// iPhone 8 Plus canvas with a header pinned to the top layout guide, stored at `headerY`.
  static func storyboard(barY: Int, barHeight: Int, headerY: Int, plugIn: String = "17703") -> Data {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="nav">
          <device id="retina5_5" orientation="portrait" appearance="light"/>
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugIn)"/>
          </dependencies>
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                          <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                              <rect key="frame" x="0.0" y="\(barY)" width="414" height="\(barHeight)"/>
                              <autoresizingMask key="autoresizingMask"/>
                          </navigationBar>
                          <connections>
                              <segue destination="list" kind="relationship" relationship="rootViewController" id="rel"/>
                          </connections>
                      </navigationController>
                  </objects>
              </scene>
              <scene sceneID="s2">
                  <objects>
                      <viewController id="list" sceneMemberID="viewController">
                          <layoutGuides>
                              <viewControllerLayoutGuide type="top" id="tlg"/>
                              <viewControllerLayoutGuide type="bottom" id="blg"/>
                          </layoutGuides>
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="414" height="716"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                                      <rect key="frame" x="0.0" y="\(headerY)" width="414" height="132"/>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="header" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
                                  <constraint firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="c-t"/>
                                  <constraint firstItem="header" firstAttribute="top" secondItem="tlg" secondAttribute="bottom" id="c-y"/>
                                  <constraint firstItem="header" firstAttribute="height" constant="132" id="c-h"/>
                              </constraints>
                          </view>
                          <navigationItem key="navigationItem" id="item"/>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    return Data(text.utf8)
  }

  static func headerAgrees(_ data: Data) -> Bool {
    let report = IBVerifier(worstLimit: 10).verify(data: data, fileName: "Sheet.storyboard")
    return report.errors.isEmpty && !report.worst.contains { $0.view == "header" }
  }

  @Test("a 56-point bar at 0: the header at 56")
  func sheetBar() {
    #expect(Self.headerAgrees(Self.storyboard(barY: 0, barHeight: 56, headerY: 56)))
  }

  @Test("Xcode 10's 44-point bar below the status bar: the header at 64")
  func ordinaryBar() {
    #expect(Self.headerAgrees(Self.storyboard(barY: 20, barHeight: 44, headerY: 64, plugIn: "14460.20")))
    #expect(!Self.headerAgrees(Self.storyboard(barY: 20, barHeight: 44, headerY: 56, plugIn: "14460.20")))
  }
}
