@testable import AdaptiveKit
import Foundation
@testable import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Before iOS 11's system minimum margins, Interface Builder gave a controller's root view the
/// side margins of its SDK: Xcode 6 16 at any width, Xcode 7–8 20 only from 415 points wide
/// (read from stored frames across the corpus; unconfirmed beyond it).
@MainActor
@Suite("Root views have their era's side margins before Xcode 9")
struct PreIOS11RootMarginTests {
  /// A box pinned to the root's leading margin, stored at `boxX`.
  static func storyboard(toolsVersion: String, width: Int, boxX: Int) -> Data {
    let text = StoryboardXML.oneScene(
      toolsVersion: toolsVersion, rootSize: (Double(width), 600),
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="\(boxX)" y="100" width="100" height="100"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c-l"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-y"/>
        <constraint firstItem="box" firstAttribute="width" constant="100" id="c-w"/>
        <constraint firstItem="box" firstAttribute="height" constant="100" id="c-h"/>
        """
    )
    // Documents of the Xcode 7 format have no device element (Xcode 8 introduced it).
    let format = (Int(toolsVersion) ?? 0) < 11000 ? text.replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, with: "") : text
    return Data(format.utf8)
  }

  @Test(
    "stored margin by era and width",
    arguments: [
      ("7531", 600, 16),  // Xcode 6.3: iOS 8's 16 even on the 600-point canvas
      ("9531", 600, 20),  // Xcode 7.3: 20 on a wide canvas
      ("9531", 414, 16),  // … but 16 on a 414-point root
      ("11542", 414, 20),  // Xcode 8.1 with a device: 20 on the 414-point Plus canvas
      ("22505", 414, 20),  // Xcode 14: iOS 11+'s 20 from 376 points
    ])
  func marginByEra(toolsVersion: String, width: Int, boxX: Int) {
    let report = IBVerifier().verify(
      data: Self.storyboard(toolsVersion: toolsVersion, width: width, boxX: boxX), fileName: "Margins.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.agreeing == 1)
  }

  @Test("the rule itself: nil from Xcode 9")
  func ruleTable() {
    #expect(IBVerifier.preIOS11RootMargin(width: 600, xcode: XcodeRelease.Build(plugInVersion: 7531)) == 16)
    #expect(IBVerifier.preIOS11RootMargin(width: 427, xcode: XcodeRelease.Build(plugInVersion: 11762)) == 20)
    #expect(IBVerifier.preIOS11RootMargin(width: 240, xcode: XcodeRelease.Build(plugInVersion: 11762)) == 16)
    #expect(IBVerifier.preIOS11RootMargin(width: 600, xcode: XcodeRelease.Build(plugInVersion: 13771)) == nil)
    // A 414-point root: 16 in the Xcode 7 format (no device), 20 on an Xcode 8 Plus canvas.
    #expect(IBVerifier.preIOS11RootMargin(width: 414, xcode: XcodeRelease.Build(plugInVersion: 10116)) == 16)
    #expect(IBVerifier.preIOS11RootMargin(width: 414, xcode: XcodeRelease.Build(plugInVersion: 11542), hasDevice: true) == 20)
  }
}
