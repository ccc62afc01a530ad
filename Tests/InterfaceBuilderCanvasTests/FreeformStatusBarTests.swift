import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import Testing

/// Freeform-sized controllers sit under the status bar the Xcode that saved them draws on the
/// document's device (`IBCanvasSafeArea`): Xcode 7–9 (HeroTransitions, openfoodfacts,
/// HackingWithSwift) and Xcode 10 onwards (Slide, RadarCOVID, stopp-corona, blink, canvas-ios,
/// xdripswift; stepik's home-button scenes of Xcode 11.3 at 0, as that era drew them).
@MainActor
@Suite("A freeform controller's canvas keeps its era's status bar")
struct FreeformStatusBarTests {
  /// A document with a freeform 375×1100 controller whose box is 10 points below the top layout
  /// guide, stored at `boxY`; `rootAttributes` are added to the root view, `presenter` a second scene
  /// whose button presents the controller with a segue of that kind.
  static func agrees(
    boxY: Int, toolsVersion: String = "12118", plugIn: String = "12086", device: String = "retina4_7",
    rootAttributes: String = "", presenter: String? = nil
  ) -> Bool {
    let presenting = presenter.map { kind in
      """
      <scene sceneID="s2">
          <objects>
              <viewController id="vc2" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="root2">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                      <subviews>
                          <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn">
                              <rect key="frame" x="20" y="100" width="46" height="30"/>
                              <state key="normal" title="Show"/>
                              <connections>
                                  <segue destination="vc1" kind="\(kind)" id="sg"/>
                              </connections>
                          </button>
                      </subviews>
                  </view>
              </viewController>
          </objects>
      </scene>
      """
    } ?? ""
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc1">
          <device id="\(device)" orientation="portrait"><adaptation id="fullscreen"/></device>
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugIn)"/>
          </dependencies>
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="vc1" sceneMemberID="viewController">
                          <layoutGuides>
                              <viewControllerLayoutGuide type="top" id="tg"/>
                              <viewControllerLayoutGuide type="bottom" id="bg"/>
                          </layoutGuides>
                          <view key="view" contentMode="scaleToFill" \(rootAttributes) id="root">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="1100"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                      <rect key="frame" x="0.0" y="\(boxY)" width="375" height="36"/>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
                                  <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c-t"/>
                                  <constraint firstItem="box" firstAttribute="top" secondItem="tg" secondAttribute="bottom" constant="10" id="c-y"/>
                                  <constraint firstItem="box" firstAttribute="height" constant="36" id="c-h"/>
                              </constraints>
                          </view>
                          <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                          <size key="freeformSize" width="375" height="1100"/>
                      </viewController>
                  </objects>
              </scene>
              \(presenting)
          </scenes>
      </document>
      """
    let report = IBVerifier().verify(data: Data(text.utf8), fileName: "Freeform.storyboard")
    let compared = presenter == nil ? 1 : 2
    return report.errors.isEmpty && report.views.compared == compared && report.views.agreeing == compared
  }

  @Test("Xcode 8.3: the top layout guide is at 20, so the box 10 below it is at 30")
  func xcode8() {
    #expect(Self.agrees(boxY: 30))
    #expect(!Self.agrees(boxY: 10))
  }

  @Test("A popover's content has no status bar over it")
  func popover() {
    #expect(Self.agrees(boxY: 10, presenter: "popoverPresentation"))
  }

  @Test("An app extension's view (simulatedAppContext) has none")
  func extensionContext() {
    #expect(Self.agrees(boxY: 10, rootAttributes: #"simulatedAppContext="notificationCenter""#))
  }

  @Test("Xcode 10.1, iPhone 8: still the 20-point status bar (Slide's share extension scene)")
  func xcode10() {
    #expect(Self.agrees(boxY: 30, toolsVersion: "14460.31", plugIn: "14460.20"))
    #expect(!Self.agrees(boxY: 10, toolsVersion: "14460.31", plugIn: "14460.20"))
  }

  @Test("Xcode 11.3, iPhone 8: none, as that era drew every home-button iPhone (stepik)")
  func xcode11HomeButton() {
    #expect(Self.agrees(boxY: 10, toolsVersion: "15705", plugIn: "15706"))
  }

  @Test("Xcode 12.4, iPhone 11: the sensor housing's 44 (RadarCOVID, stopp-corona)")
  func xcode12SensorHousing() {
    #expect(Self.agrees(boxY: 54, toolsVersion: "17701", plugIn: "17703", device: "retina6_1"))
    #expect(!Self.agrees(boxY: 10, toolsVersion: "17701", plugIn: "17703", device: "retina6_1"))
  }
}
