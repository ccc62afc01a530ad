import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// iOS 11 (Xcode 9) made layout margins grow by the safe area; before it a root view's top margin
/// was zero under the status bar, and Interface Builder drew documents of that era so.
@MainActor
@Suite("A root view's top margin includes the status bar only from Xcode 9 on")
struct IBEraRootMarginTests {
  static func labelTop(toolsVersion: String, plugIn: String) throws -> CGFloat {
    let text = StoryboardXML.oneScene(
      device: "retina4_7", toolsVersion: toolsVersion, plugIn: plugIn,
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="16" y="57" width="100" height="40"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="57" id="b-t"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="b-l"/>
        <constraint firstAttribute="width" constant="100" id="b-w" firstItem="box"/>
        <constraint firstAttribute="height" constant="40" id="b-h" firstItem="box"/>
        """)
    let document = try IBDocument(data: Data(text.utf8), fileName: "Margins.storyboard")
    let controller = try #require(document.scenes.first?.viewController)
    let root = try #require(controller.view)
    let layout = SceneHost(document: document).host(root: root, controller: controller, placement: .asSaved)
    return try #require(layout.entries.first { $0.source.id == "box" }).view.frame.minY
  }

  @Test("Xcode 8 draws a view 57 points below the top margin at 57; Xcode 10 at 77, below the status bar")
  func topMarginByEra() throws {
    #expect(try Self.labelTop(toolsVersion: "12118", plugIn: "12086") == 57)
    #expect(try Self.labelTop(toolsVersion: "14460", plugIn: "14460") == 77)
  }
}
