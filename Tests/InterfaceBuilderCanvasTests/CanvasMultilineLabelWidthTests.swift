@testable import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// On Interface Builder's canvas a multi-line label with an automatic preferred width keeps the
/// width it stands at, even where its text fits on one line (Rocket.Chat's two-line "Enter your
/// login information", 201 wide for text that needs 200); a one-line label and a label at run
/// time report their text's width. Unconfirmed beyond the stored frames of the corpus.
@MainActor
@Suite("Multi-line labels keep their width on their document's canvas")
struct CanvasMultilineLabelWidthTests {
  static func label(_ id: String, lines: String, y: Int) -> (String, String) {
    StoryboardXML.pinnedLabel(
      id: id, text: "Enter your login information",
      font: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"16\"/>",
      attributes: "textAlignment=\"center\" lineBreakMode=\"wordWrap\" numberOfLines=\"\(lines)\"", x: 60, y: y, width: 240,
      height: 20)
  }

  func layout() throws -> StoryboardSceneBuilder {
    let labels = [Self.label("two", lines: "2", y: 100), Self.label("one", lines: "1", y: 200)]
    let text = StoryboardXML.oneScene(subviews: labels.map(\.0).joined(), constraints: labels.map(\.1).joined())
    return try SceneFixtures.canvasLayout(ofFirstSceneIn: text, fileName: "Login.storyboard")
  }

  @Test("a two-line label stays 240 wide where its text needs about 200")
  func multiLineKeepsItsWidth() throws {
    #expect(try layout().frame(ofViewWithID: "two")?.width == 240)
  }

  @Test("a one-line label shrinks to its text")
  func singleLineShrinks() throws {
    let width = try #require(try layout().frame(ofViewWithID: "one")?.width)
    #expect(width < 210)
  }

  @Test("at run time a two-line label whose text fits one line reports its text's width")
  func runtimeLabel() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 20))
    label.numberOfLines = 2
    label.font = .systemFont(ofSize: 16)
    label.text = "Enter your login information"
    #expect(label.intrinsicContentSize.width < 210)
  }
}

/// Xcode 5 and 6 documents (iOS 7–8) store a label wrapped at an explicit preferred width as wide
/// as that width, Xcode 7 and later at its widest line: aws-sdk-ios-samples' two-line label with a
/// 256-point preferred width, 256 wide in its Xcode 5 and 6 copies, 252 in its Xcode 7 ones.
@MainActor
@Suite("A label wrapped at its preferred width spans it in Xcode 5–6 documents only")
struct PreferredWidthEraTests {
  static func document(toolsVersion: String) -> String {
    StoryboardXML.oneScene(
      toolsVersion: toolsVersion,
      subviews: """
        <label opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Creating a test table. This may take a few minutes. Please wait..." textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" preferredMaxLayoutWidth="256" translatesAutoresizingMaskIntoConstraints="NO" id="wait">
            <rect key="frame" x="32" y="302" width="256" height="41"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="highlightedColor"/>
        </label>
        """,
      constraints: """
        <constraint firstItem="wait" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
        <constraint firstItem="wait" firstAttribute="top" secondItem="root" secondAttribute="top" constant="302" id="c2"/>
        """)
  }

  @Test("Xcode 6: 256, the preferred width")
  func xcode6() throws {
    let layout = try SceneFixtures.canvasLayout(ofFirstSceneIn: Self.document(toolsVersion: "6254"), fileName: "Old.storyboard")
    #expect(layout.frame(ofViewWithID: "wait")?.width == 256)
  }

  @Test("Xcode 7: 252, the widest line")
  func xcode7() throws {
    let layout = try SceneFixtures.canvasLayout(ofFirstSceneIn: Self.document(toolsVersion: "8191"), fileName: "New.storyboard")
    #expect(layout.frame(ofViewWithID: "wait")?.width == 252)
  }
}
