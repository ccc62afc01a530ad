@testable import AdaptiveKit
import Foundation
import InterfaceBuilder
@testable import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Xcode 12.5–13 canvases draw text styles at the Extra Small content size category, the others at
/// Large (inferred from stored frames, unconfirmed: see `IBVerifier.canvasContentSizeCategory`).
@MainActor
@Suite("Text styles take the content size category of the saving Xcode's canvas")
struct CanvasContentSizeCategoryTests {
  static func storyboard(plugIn: String) -> String {
    StoryboardXML.oneScene(
      toolsVersion: plugIn, plugIn: plugIn,
      subviews: """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Settings" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sub">
            <rect key="frame" x="16" y="100" width="60" height="18"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
        </label>
        """,
      constraints: """
        <constraint firstItem="sub" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
        <constraint firstItem="sub" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
        """)
  }

  func labelHeight(plugIn: String) throws -> CGFloat? {
    try SceneFixtures.canvasLayout(ofFirstSceneIn: Self.storyboard(plugIn: plugIn), fileName: "Styles.storyboard")
      .frame(ofViewWithID: "sub")?.height
  }

  @Test("Xcode 12.5 and 13 (plug-ins 18093, 20020): Subheadline is 12 points, one line 14.5 high")
  func extraSmallEra() throws {
    #expect(try labelHeight(plugIn: "18093") == 14.5)
    #expect(try labelHeight(plugIn: "20020") == 14.5)
  }

  @Test("Xcode 12.4 and 14 (plug-ins 17703, 21207): Subheadline is 15 points, one line 18 high")
  func largeEras() throws {
    #expect(try labelHeight(plugIn: "17703") == 18)
    #expect(try labelHeight(plugIn: "21207") == 18)
  }

  @Test("the era table: Extra Small from 18000 to 20999, Large around it")
  func eraTable() {
    for (plugIn, category) in [(17999, UIContentSizeCategory.large), (18000, .extraSmall), (20999, .extraSmall), (21000, .large)] {
      #expect(IBVerifier.canvasContentSizeCategory(xcode: XcodeRelease.Build(plugInVersion: plugIn)) == category)
    }
  }

  @Test("at run time a storyboard's text style is the Large size")
  func runtimeFont() throws {
    let document = try IBDocument(data: Data(Self.storyboard(plugIn: "18093").utf8), fileName: "Styles.storyboard")
    let controller = try #require(document.scenes.first?.viewController)
    let layout = StoryboardSceneBuilder(root: try #require(controller.view), document: document)
    let label = try #require(layout.view(withID: "sub") as? UILabel)
    #expect(label.font.pointSize == 15)
  }
}
