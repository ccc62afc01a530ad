import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// A controller's root drawn on a canvas of its own size (a container's child) sits under the
/// status bar of the document's iPhone as its Xcode simulates it, not a fixed 20 points.
@MainActor
@Suite("A canvas-sized root sits under its document iPhone's status bar")
struct CanvasStatusBarTests {
  /// A `device` document whose 414×150 root is no screen size (like a container's child), with a
  /// 36-point box pinned to the safe area's top stored at `boxY`.
  static func agrees(device: String, toolsVersion: String, boxY: Int) -> Bool {
    let text = StoryboardXML.oneScene(
      device: device, toolsVersion: toolsVersion, rootSize: (414, 150),
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="\(boxY)" width="414" height="36"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c-l"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c-t"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c-y"/>
        <constraint firstItem="box" firstAttribute="height" constant="36" id="c-h"/>
        """
    )
    let report = IBVerifier().verify(data: Data(text.utf8), fileName: "Child.storyboard")
    return report.errors.isEmpty && report.views.compared == 1 && report.views.agreeing == 1
  }

  @Test("Xcode 12, iPhone 11 document: the iPhone X era's 44 points")
  func homeIndicatorPhone() {
    #expect(Self.agrees(device: "retina6_1", toolsVersion: "17506", boxY: 44))
    #expect(!Self.agrees(device: "retina6_1", toolsVersion: "17506", boxY: 20))
  }

  @Test("Xcode 10, iPhone 8 document: 20 points")
  func homeButtonPhone() {
    #expect(Self.agrees(device: "retina4_7", toolsVersion: "14490.70", boxY: 20))
  }
}
