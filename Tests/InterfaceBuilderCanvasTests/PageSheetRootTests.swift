import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// From Xcode 11 Interface Builder draws a modally shown controller as an iOS 13 page sheet: its
/// root is as wide as the screen, shorter by the sheet's offset (10 points below the sensor housing,
/// 20 on home-button phones), with no status bar in its safe area and the home indicator's inset
/// at the bottom (Esri's AR scenes on the iPhone 11).
@MainActor
@Suite("A root stored as an iOS 13 page sheet has no status bar and keeps the home indicator")
struct PageSheetRootTests {
  /// An iPhone 11 scene (Xcode 11) whose root is `rootHeight` high, a header pinned to the safe
  /// area's top and a toolbar-like footer to its bottom, stored at `headerY` and `footerY`.
  static func storyboard(rootHeight: Int, headerY: Int, footerY: Int) -> Data {
    let text = StoryboardXML.oneScene(
      device: "retina6_1", toolsVersion: "17156", plugIn: "17125", rootSize: (414, Double(rootHeight)),
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
            <rect key="frame" x="0.0" y="\(headerY)" width="414" height="20"/>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
            <rect key="frame" x="0.0" y="\(footerY)" width="414" height="49"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="header" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
        <constraint firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="c-t"/>
        <constraint firstItem="header" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c-y"/>
        <constraint firstItem="header" firstAttribute="height" constant="20" id="c-h"/>
        <constraint firstItem="footer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l2"/>
        <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="c-t2"/>
        <constraint firstItem="footer" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="c-b2"/>
        <constraint firstItem="footer" firstAttribute="height" constant="49" id="c-h2"/>
        """
    )
    return Data(text.utf8)
  }

  @Test("896 − 54: header at 0, footer above the 34-point home indicator")
  func pageSheet() {
    let report = IBVerifier().verify(
      data: Self.storyboard(rootHeight: 842, headerY: 0, footerY: 759), fileName: "Sheet.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.agreeing == 2)
  }

  @Test("another height is not a sheet")
  func otherHeight() {
    let report = IBVerifier().verify(
      data: Self.storyboard(rootHeight: 800, headerY: 0, footerY: 751), fileName: "Sheet.storyboard")
    #expect(report.views.agreeing < 2)
  }
}
