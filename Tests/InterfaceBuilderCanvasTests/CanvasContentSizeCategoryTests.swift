@testable import AdaptiveKit
import Foundation
import InterfaceBuilder
@testable import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Xcode 6–7 canvases draw text styles at the Medium content size category, Xcode 12.5–13 ones at
/// Extra Small, the others at Large (inferred from stored frames, unconfirmed: see `IBVerifier.canvasContentSizeCategory`).
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

  @Test("Xcode 6 and 7 (plug-ins 7520, 9530): Subheadline is 14 points, one line 17 high")
  func mediumEra() throws {
    #expect(try labelHeight(plugIn: "7520") == 17)
    #expect(try labelHeight(plugIn: "9530") == 17)
  }

  @Test("Xcode 8.1 (plug-in 11757): Subheadline is back at 15 points, one line 18 high")
  func largeAfterXcode7() throws {
    #expect(try labelHeight(plugIn: "11757") == 18)
  }

  @Test("the era table: Medium from 6000 to 10999, Extra Small from 18000 to 20999, Large elsewhere")
  func eraTable() {
    let eras: [(Int, UIContentSizeCategory)] = [
      (5999, .large), (6000, .medium), (10999, .medium), (11000, .large), (17999, .large), (18000, .extraSmall),
      (20999, .extraSmall), (21000, .large),
    ]
    for (plugIn, category) in eras {
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
