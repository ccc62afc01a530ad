import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Xcode 26 counts a home-indicator iPhone's portrait insets twice; on a landscape canvas it adds
/// them to the landscape insets rather than doubling those: an iPhone 12 in landscape (47 at each
/// side and 21 at the bottom of its own) pins views to a safe area inset 47 at the top and sides
/// and 55 (21 + 34) at the bottom.
@MainActor
@Suite("Xcode 26's landscape canvas adds the portrait insets to the landscape ones")
struct Xcode26LandscapeSafeAreaTests {
  /// A landscape iPhone 12 scene saved by `toolsVersion` whose box is pinned 5 points inside every
  /// edge of the safe area, stored at `storedFrame` (x, y, width, height).
  static func storyboard(toolsVersion: String, storedFrame: (Double, Double, Double, Double)) -> Data {
    let (x, y, width, height) = storedFrame
    let text = StoryboardXML.oneScene(
      device: "retina6_0", toolsVersion: toolsVersion, rootSize: (844, 390),
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="5" id="c-l"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="5" id="c-t"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="5" id="c-top"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="5" id="c-b"/>
        """
    )
    .replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)
    return Data(text.utf8)
  }

  /// The frame the engine gives the box (x, y, width, height).
  static func solvedFrame(toolsVersion: String) throws -> [Double] {
    let report = IBVerifier(worstLimit: 10).verify(
      data: storyboard(toolsVersion: toolsVersion, storedFrame: (-1, -1, 1, 1)), fileName: "Landscape-\(toolsVersion).storyboard")
    let mismatch = try #require(report.worst.first { $0.view == "box" })
    return mismatch.solved
  }

  @Test("Xcode 26: the safe area is inset 47 at the top and sides and 55 at the bottom, not doubled (0, 94, 42)")
  func xcode26() throws {
    let expected: [Double] = [52, 52, 740, 278]  // insets 47, 47, 55, 47 and the 5-point gaps
    #expect(try Self.solvedFrame(toolsVersion: "24412") == expected)
  }

  @Test("Xcode 16.0, before the doubling: the iPhone 12's own landscape insets (47 at the sides, 21 at the bottom)")
  func xcode16() throws {
    let expected: [Double] = [52, 5, 740, 359]  // insets 0, 47, 21, 47 and the 5-point gaps
    #expect(try Self.solvedFrame(toolsVersion: "23504") == expected)
  }
}
