import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// A root view that Interface Builder stored below opaque bars (y > 0) fills the rest of the
/// device's screen, even where Xcode 8 stored it with the whole screen's size.
@MainActor
@Suite("A root view stored below opaque bars fills the rest of the screen")
struct RootBelowOpaqueBarsTests {
  /// An Xcode 8 iPhone 8 scene whose root is stored at y 64 with `rootHeight`; its box is pinned
  /// to the root's bottom and stored `boxY` points down.
  static func storyboard(rootHeight: Int, boxY: Int) -> Data {
    let text = StoryboardXML.oneScene(
      toolsVersion: "11542",
      rootSize: (375, Double(rootHeight)),
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="\(boxY)" width="375" height="100"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c-t"/>
        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c-b"/>
        <constraint firstItem="box" firstAttribute="height" constant="100" id="c-h"/>
        """
    )
    .replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="\#(rootHeight)"/>"#,
      with: #"<rect key="frame" x="0.0" y="64" width="375" height="\#(rootHeight)"/>"#)
    return Data(text.utf8)
  }

  @Test("a root stored with the whole screen's height lays out in the 603 points below the bars")
  func fullScreenRootBelowBars() {
    let report = IBVerifier().verify(data: Self.storyboard(rootHeight: 667, boxY: 503), fileName: "Opaque.storyboard")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 1)
    #expect(report.views.agreeing == 1)
  }

  @Test("a root stored at the remaining height keeps it")
  func rootAtRemainingHeight() {
    let report = IBVerifier().verify(data: Self.storyboard(rootHeight: 603, boxY: 503), fileName: "Opaque.storyboard")
    #expect(report.views.agreeing == 1)
  }
}
