import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

@MainActor
@Suite("Interface Builder's canvas safe area follows the Xcode that saved the document")
struct IBCanvasSafeAreaTests {
  /// A one-scene storyboard on `device` saved by `toolsVersion`: a 20-point-high box pinned to the
  /// top (or the bottom) of the safe area, stored at `storedY`.
  static func storyboard(
    device: String, width: Int, height: Int, toolsVersion: String, storedY: Double, pinnedToBottom: Bool = false
  ) -> Data {
    let pin =
      pinnedToBottom
      ? #"<constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c-pin"/>"#
      : #"<constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c-pin"/>"#
    let text = StoryboardXML.oneScene(
      device: device, toolsVersion: toolsVersion, rootSize: (Double(width), Double(height)),
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="\(storedY)" width="\(width)" height="20"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c-t"/>
        \(pin)
        <constraint firstItem="box" firstAttribute="height" constant="20" id="c-h"/>
        """)
    return Data(text.utf8)
  }

  /// The y the engine gives the pinned box.
  static func solvedY(device: String, width: Int, height: Int, toolsVersion: String) throws -> Double {
    let report = IBVerifier(worstLimit: 10).verify(
      data: storyboard(device: device, width: width, height: height, toolsVersion: toolsVersion, storedY: -1),
      fileName: "\(device)-\(toolsVersion).storyboard")
    let mismatch = try #require(report.worst.first)
    return mismatch.solved[1]
  }

  @Test(
    "The status bar by era: iPhone X's 44 points before Xcode 14, the device's own after; none on home-button iPhones in Xcode 11–13",
    arguments: [
      ("retina6_1", 414, 896, "17156", 44.0),
      ("retina6_1", 414, 896, "22505", 48.0),
      ("retina5_9", 375, 812, "14490.70", 44.0),
      ("retina5_9", 375, 812, "23089", 50.0),
      ("retina4_7", 375, 667, "22505", 20.0),
      ("retina4_7", 375, 667, "16096", 0.0),
      ("retina5_5", 414, 736, "17701", 0.0),
      ("retina4_7", 375, 667, "14490.70", 20.0),
      ("retina6_1", 414, 896, "24127", 96.0),
      ("retina6_12", 393, 852, "24127", 118.0),
      // Plug-in 23721 (tools 23727) already doubles: entourage's and nRF-Mesh's iPhone 11 scenes
      // sit 96 points down; Xcode 16.0's 23504 does not.
      ("retina6_1", 414, 896, "23727", 96.0),
      ("retina6_1", 414, 896, "23504", 48.0),
      // Home-button iPhones keep their 20 points: tinode's 23727 iPhone 8 Plus and canvas-ios's
      // iPhone 8 scenes (no Xcode 26 home-button scene is known; assumed the same).
      ("retina5_5", 414, 736, "23727", 20.0),
      ("retina4_7", 375, 667, "23727", 20.0),
      ("retina4_7", 375, 667, "24127", 20.0),
    ])
  func statusBarByEra(device: String, width: Int, height: Int, toolsVersion: String, top: Double) throws {
    #expect(try Self.solvedY(device: device, width: width, height: height, toolsVersion: toolsVersion) == top)
  }

  @Test("Xcode 26 counts the home indicator twice as well: a box on the safe area's bottom ends 68 points up")
  func xcode26DoublesTheBottomInset() throws {
    let report = IBVerifier(worstLimit: 10).verify(
      data: Self.storyboard(
        device: "retina6_1", width: 414, height: 896, toolsVersion: "24127", storedY: -1, pinnedToBottom: true),
      fileName: "Bottom.storyboard")
    let mismatch = try #require(report.worst.first)
    #expect(mismatch.solved[1] + mismatch.solved[3] == 896 - 68)
  }

  @Test("A frame stored at the era's inset agrees")
  func storedFrameAgrees() {
    let report = IBVerifier().verify(
      data: Self.storyboard(device: "retina6_1", width: 414, height: 896, toolsVersion: "17156", storedY: 44),
      fileName: "Agrees.storyboard")
    #expect(report.views.compared == 1)
    #expect(report.views.agreeing == 1)
  }
}
