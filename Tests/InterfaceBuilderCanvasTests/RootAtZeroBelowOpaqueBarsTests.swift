import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Xcode 9 and later store a root below opaque bars at y 0 with the remaining height; its safe
/// area then starts at its top, since the status bar and the navigation bar lie outside it.
@MainActor
@Suite("A root stored at y 0 with the screen's height less its bars lies below them")
struct RootAtZeroBelowOpaqueBarsTests {
  static func boxTop(rootHeight: Double, generic: Bool = false) throws -> CGFloat {
    var text = StoryboardXML.oneScene(
      toolsVersion: generic ? "9531" : "13196", rootSize: (generic ? 600 : 375, rootHeight),
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c-l"/>
        <constraint firstItem="box" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c-t"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c-top"/>
        <constraint firstItem="box" firstAttribute="height" constant="100" id="c-h"/>
        """
    )
    .replacingOccurrences(
      of: #"<viewController id="vc1" sceneMemberID="viewController">"#,
      with: """
        <viewController id="vc1" sceneMemberID="viewController">
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
        """)
    if generic {
      // Xcode 6–7's size-class documents name no device: their canvas is 600×600.
      text = text.replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, with: "")
        .replacingOccurrences(
          of: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#,
          with: """
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
            <simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>
            """)
    }
    let document = try IBDocument(data: Data(text.utf8), fileName: "Opaque.storyboard")
    let controller = try #require(document.scenes.first?.viewController)
    let root = try #require(controller.view)
    let layout = SceneHost(document: document).host(root: root, controller: controller, placement: .asSaved)
    return try #require(layout.entries.first { $0.source.id == "box" }).view.frame.minY
  }

  @Test("375×603 on an iPhone 8 under a 64-point status and navigation bar: the safe area starts at 0")
  func belowBars() throws {
    #expect(try Self.boxTop(rootHeight: 603) == 0)
  }

  @Test("The full 375×667 root lies under the bars: the safe area starts 64 points down")
  func underBars() throws {
    #expect(try Self.boxTop(rootHeight: 667) == 64)
  }

  @Test("Xcode 7's 600×487 root under a navigation and a tab bar lies below them on the 600×600 canvas")
  func genericCanvasBelowBars() throws {
    #expect(try Self.boxTop(rootHeight: 487, generic: true) == 0)
    #expect(try Self.boxTop(rootHeight: 600, generic: true) == 64)
  }
}
