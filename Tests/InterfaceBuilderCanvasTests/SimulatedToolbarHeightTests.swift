import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// A simulated toolbar is as tall as a tab bar (49 points) on home-indicator phones and 44 on the
/// others (googleads' Xcode 15 iPhone X scenes, Esri's Xcode 12 toolbars; unconfirmed beyond them).
@MainActor
@Suite("A simulated toolbar is 49 points high on home-indicator phones")
struct SimulatedToolbarHeightTests {
  /// A scene on `device` under a simulated toolbar with a 50-point box pinned to the safe area's
  /// bottom, stored at `boxY`.
  static func agrees(device: String, size: (Double, Double), boxY: Int) -> Bool {
    let text = StoryboardXML.oneScene(
      device: device, toolsVersion: "23089", plugIn: "23077", rootSize: size,
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="\(boxY)" width="\(Int(size.0))" height="50"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c-t"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c-b"/>
        <constraint firstItem="box" firstAttribute="height" constant="50" id="c-h"/>
        """
    )
    .replacingOccurrences(
      of: "</viewController>", with: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/></viewController>"#)
    let report = IBVerifier().verify(data: Data(text.utf8), fileName: "Toolbar.storyboard")
    return report.errors.isEmpty && report.views.compared == 1 && report.views.agreeing == 1
  }

  @Test("iPhone X: the box ends 34 + 49 points above the screen's bottom (812 − 83 − 50)")
  func homeIndicatorPhone() {
    #expect(Self.agrees(device: "retina5_9", size: (375, 812), boxY: 679))
    #expect(!Self.agrees(device: "retina5_9", size: (375, 812), boxY: 684))
  }

  @Test("iPhone 8: a 44-point toolbar (667 − 44 − 50)")
  func homeButtonPhone() {
    #expect(Self.agrees(device: "retina4_7", size: (375, 667), boxY: 573))
  }
}
