import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// A document saved for `ipad12_9rounded` (iPad Pro 12.9-inch, 3rd generation and later) draws
/// under a 24-point status bar above a 20-point home indicator, not the home-button model's 20
/// and 0 with which the catalog shares the screen size.
@MainActor
@Suite("A rounded-corner 12.9-inch iPad document takes the home-indicator safe area")
struct RoundedPadSafeAreaTests {
  /// An Xcode 13 document whose banner is pinned to the safe area's top and whose footer to its
  /// bottom, stored where Xcode drew them.
  static func storyboard(device: String, bannerY: Int, footerY: Int) -> Data {
    Data(
      StoryboardXML.oneScene(
        device: device, toolsVersion: "20037", plugIn: "20020", rootSize: (1024, 1366),
        subviews: """
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
              <rect key="frame" x="0.0" y="\(bannerY)" width="1024" height="40"/>
              <constraints>
                  <constraint firstAttribute="height" constant="40" id="b-h"/>
              </constraints>
          </view>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
              <rect key="frame" x="0.0" y="\(footerY)" width="1024" height="30"/>
              <constraints>
                  <constraint firstAttribute="height" constant="30" id="f-h"/>
              </constraints>
          </view>
          """,
        constraints: """
          <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b-l"/>
          <constraint firstAttribute="trailing" secondItem="banner" secondAttribute="trailing" id="b-t"/>
          <constraint firstItem="banner" firstAttribute="top" secondItem="safe" secondAttribute="top" id="b-y"/>
          <constraint firstItem="footer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="f-l"/>
          <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="f-t"/>
          <constraint firstItem="safe" firstAttribute="bottom" secondItem="footer" secondAttribute="bottom" id="f-b"/>
          """
      ).utf8)
  }

  @Test(
    "The banner stands below the status bar and the footer above the home indicator",
    arguments: [("ipad12_9rounded", 24, 1316), ("ipad12_9", 20, 1336)])
  func safeAreaByModel(device: String, bannerY: Int, footerY: Int) {
    let report = IBVerifier().verify(
      data: Self.storyboard(device: device, bannerY: bannerY, footerY: footerY), fileName: "Pad.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 2)
    #expect(report.views.agreeing == 2, "\(report.worst.map { "\($0.view): \($0.stored) vs \($0.solved)" })")
  }
}
