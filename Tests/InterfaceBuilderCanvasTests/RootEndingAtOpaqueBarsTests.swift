import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// A root stored at y 0, as wide as the document's device and shorter by exactly its bars, ends
/// at opaque bars: those bars do not cover it (XLPagerTabStrip's Xcode 10 scenes; unconfirmed
/// beyond the corpus's samples in seven projects).
@MainActor
@Suite("A root shorter than the screen by its bars ends at opaque bars")
struct RootEndingAtOpaqueBarsTests {
  /// An iPhone 8 scene under a simulated navigation bar (and a tab bar when `tabBar`), its root
  /// `rootHeight` high with a 44-point box pinned to the safe area's top and another to its bottom.
  static func storyboard(
    rootHeight: Int, tabBar: Bool, topBoxY: Int, bottomBoxY: Int, toolsVersion: String = "14460.31"
  ) -> Data {
    let metrics =
      #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
      + (tabBar ? #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"# : "")
    let text = StoryboardXML.oneScene(
      toolsVersion: toolsVersion, rootSize: (375, Double(rootHeight)),
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
            <rect key="frame" x="0.0" y="\(topBoxY)" width="375" height="44"/>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
            <rect key="frame" x="0.0" y="\(bottomBoxY)" width="375" height="44"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
        <constraint firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="c-t"/>
        <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c-y"/>
        <constraint firstItem="top" firstAttribute="height" constant="44" id="c-h"/>
        <constraint firstItem="bottom" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l2"/>
        <constraint firstAttribute="trailing" secondItem="bottom" secondAttribute="trailing" id="c-t2"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" id="c-b2"/>
        <constraint firstItem="bottom" firstAttribute="height" constant="44" id="c-h2"/>
        """
    )
    .replacingOccurrences(of: "</viewController>", with: metrics + "</viewController>")
    return Data(text.utf8)
  }

  @Test("667 − 64: below the status and navigation bars, the top box at 0")
  func belowTopBars() {
    let report = IBVerifier().verify(
      data: Self.storyboard(rootHeight: 603, tabBar: false, topBoxY: 0, bottomBoxY: 559), fileName: "Bars.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.agreeing == 2)
  }

  @Test("667 − 49: above the tab bar, under the navigation bar")
  func aboveTabBar() {
    let report = IBVerifier().verify(
      data: Self.storyboard(rootHeight: 618, tabBar: true, topBoxY: 64, bottomBoxY: 574), fileName: "Bars.storyboard")
    #expect(report.views.agreeing == 2)
  }

  /// RxSwift's document is an Xcode 12.5 save (tools 18122), whose canvas draws an iPhone 8
  /// without a status bar, so the root is shorter by the navigation bar alone.
  @Test("a freeform 500×568 scene stored 524 high: below its navigation bar (RxSwift's opaque bar)")
  func freeformBelowTopBar() {
    let data = Self.storyboard(rootHeight: 524, tabBar: false, topBoxY: 0, bottomBoxY: 480, toolsVersion: "18122")
    let text = String(decoding: data, as: UTF8.self)
      .replacingOccurrences(of: #"width="375" height="524""#, with: #"width="500" height="524""#)
      .replacingOccurrences(of: #"width="375" height="44""#, with: #"width="500" height="44""#)
      .replacingOccurrences(
        of: "</viewController>",
        with: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="500" height="568"/></viewController>"#)
    let report = IBVerifier().verify(data: Data(text.utf8), fileName: "Freeform.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.agreeing == 2)
  }

  @Test("iPhone 11, 896 − 88: below the bars and down to the screen's bottom, over the home indicator's 34")
  func homeIndicatorBelowOpaqueTopBars() {
    let text = String(
      decoding: Self.storyboard(rootHeight: 808, tabBar: false, topBoxY: 0, bottomBoxY: 808 - 34 - 44, toolsVersion: "17701"),
      as: UTF8.self
    )
    .replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="retina6_1""#)
    .replacingOccurrences(of: #"width="375""#, with: #"width="414""#)
    let report = IBVerifier().verify(data: Data(text.utf8), fileName: "Bars.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.agreeing == 2)
  }

  @Test("a root of another height is still covered by both bars")
  func otherHeightsKeepTheBars() {
    let report = IBVerifier().verify(
      data: Self.storyboard(rootHeight: 500, tabBar: true, topBoxY: 64, bottomBoxY: 407), fileName: "Bars.storyboard")
    #expect(report.views.agreeing == 2)
  }
}
