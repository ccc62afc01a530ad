import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Interface Builder's standard spacing (`symbolic="YES"`) to a layout guide: 0 to a safe area
/// (Xcode 9's migration keeps "Standard" on constraints moved to the safe area and shows the
/// standard value as 0; the launch-screen template's labels are stored at x 0 by Xcode 9 and 15),
/// 8 below a top layout guide (an Xcode 5 document stores 20 there and its view 8 points down).
@MainActor
@Suite("Standard spacing to a layout guide is Interface Builder's, not the stored constant")
struct StandardSpacingToLayoutGuideTests {
  @Test("The launch-screen template's label: leading = safe area + 20 (standard) gives x 0, full width")
  func safeArea() {
    let text = StoryboardXML.oneScene(
      toolsVersion: "13529", plugIn: "13527",
      subviews: """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Copyright" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="0.0" y="626.5" width="375" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="highlightedColor"/>
        </label>
        """,
      constraints: """
        <constraint firstItem="safe" firstAttribute="centerX" secondItem="label" secondAttribute="centerX" id="c-x"/>
        <constraint firstItem="label" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" symbolic="YES" id="c-l"/>
        <constraint firstAttribute="bottom" secondItem="label" secondAttribute="bottom" constant="20" id="c-b"/>
        """)
    let report = IBVerifier(takesTextSizesFromFile: true).verify(data: Data(text.utf8), fileName: "Launch.storyboard")
    #expect(report.views.compared == 1 && report.views.agreeing == 1)
  }

  @Test("An Xcode 5 field 20 (standard) below the top layout guide sits 8 points below it")
  func topLayoutGuide() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="5056" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="3733"/>
          </dependencies>
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="vc1" sceneMemberID="viewController">
                          <layoutGuides>
                              <viewControllerLayoutGuide type="top" id="tlg"/>
                              <viewControllerLayoutGuide type="bottom" id="blg"/>
                          </layoutGuides>
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                      <rect key="frame" x="20" y="28" width="280" height="30"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="30" id="box-h"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-l"/>
                                  <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c-r"/>
                                  <constraint firstItem="box" firstAttribute="top" secondItem="tlg" secondAttribute="bottom" constant="20" symbolic="YES" id="c-t"/>
                              </constraints>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let report = IBVerifier().verify(data: Data(text.utf8), fileName: "Old.storyboard")
    #expect(report.views.compared == 1 && report.views.agreeing == 1)
  }
}
