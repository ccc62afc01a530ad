import Foundation
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Documents saved by Xcode 11's betas (plug-ins 14790, 14819, 14824) are drawn with Xcode 11's
/// canvas, as their stored frames show: an iPhone 8 scene has no status bar, so a box pinned to
/// the safe area's top sits at 0, where Xcode 10.3 (plug-in 14490) stored it at 20.
@MainActor
@Suite("Xcode 11 beta documents draw with Xcode 11's canvas")
struct Xcode11BetaCanvasTests {
  /// An iPhone 8 document saved with `toolsVersion` and `plugIn` whose 36-point box, pinned to
  /// the safe area's top, is stored at `boxY`; whether the verifier agrees with it.
  static func agrees(toolsVersion: String, plugIn: String, boxY: Int) -> Bool {
    let text = StoryboardXML.oneScene(
      device: "retina4_7", toolsVersion: toolsVersion, plugIn: plugIn,
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="\(boxY)" width="375" height="36"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c-l"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c-t"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c-y"/>
        <constraint firstItem="box" firstAttribute="height" constant="36" id="c-h"/>
        """
    )
    let report = IBVerifier().verify(data: Data(text.utf8), fileName: "Beta.storyboard")
    return report.errors.isEmpty && report.views.compared == 1 && report.views.agreeing == 1
  }

  @Test("The betas' plug-ins put the box at the screen's top", arguments: [
    ("14835.7", "14790.5"), ("14865.1", "14819.2"), ("14868", "14824"),
  ])
  func betas(toolsVersion: String, plugIn: String) {
    #expect(Self.agrees(toolsVersion: toolsVersion, plugIn: plugIn, boxY: 0))
    #expect(!Self.agrees(toolsVersion: toolsVersion, plugIn: plugIn, boxY: 20))
  }

  @Test("Xcode 10.3's plug-in keeps the box under the 20-point status bar")
  func xcode10() {
    #expect(Self.agrees(toolsVersion: "14490.70", plugIn: "14490.49", boxY: 20))
    #expect(!Self.agrees(toolsVersion: "14490.70", plugIn: "14490.49", boxY: 0))
  }
}
