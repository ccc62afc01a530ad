import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// A root stored below opaque top bars (y > 0) that still reaches the screen's bottom is covered
/// by its translucent bottom bar: UIKit extends a view under translucent bars only, so the bottom
/// layout guide stays above the bar (IBAnimatable's Xcode 8 timing-function scene).
@MainActor
@Suite("A root below opaque top bars keeps its translucent bottom bar's inset")
struct RootAboveTranslucentBottomBarTests {
  /// An Xcode 8 iPhone 8 scene under a simulated toolbar, its root stored at `rootY` and
  /// `rootHeight` high, with a 44-point box pinned to the safe area's bottom at `boxY`.
  static func storyboard(rootY: Int, rootHeight: Int, boxY: Int) -> Data {
    let text = StoryboardXML.oneScene(
      toolsVersion: "12120", plugIn: "12088", rootSize: (375, Double(rootHeight)),
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="\(boxY)" width="375" height="44"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c-t"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c-b"/>
        <constraint firstItem="box" firstAttribute="height" constant="44" id="c-h"/>
        """
    )
    .replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="\#(rootHeight)"/>"#,
      with: #"<rect key="frame" x="0.0" y="\#(rootY)" width="375" height="\#(rootHeight)"/>"#
    )
    .replacingOccurrences(
      of: "</viewController>", with: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/></viewController>"#)
    return Data(text.utf8)
  }

  @Test("375×603 at y 64 on a 667-point screen: the box ends 44 points above the root's bottom")
  func reachesScreenBottom() {
    let report = IBVerifier().verify(
      data: Self.storyboard(rootY: 64, rootHeight: 603, boxY: 515), fileName: "Toolbar.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.agreeing == 1)
  }

  @Test("375×559 at y 64 ends at an opaque toolbar: the box at the root's bottom")
  func endsAtOpaqueBottomBar() {
    let report = IBVerifier().verify(
      data: Self.storyboard(rootY: 64, rootHeight: 559, boxY: 515), fileName: "Toolbar.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.agreeing == 1)
  }
}
