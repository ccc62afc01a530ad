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
    (
      """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Enter your login information" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="\(lines)" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <rect key="frame" x="60" y="\(y)" width="240" height="20"/>
          <fontDescription key="fontDescription" type="system" pointSize="16"/>
          <nil key="textColor"/>
          <nil key="highlightedColor"/>
      </label>

      """,
      """
      <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="60" id="\(id)-l"/>
      <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)-t"/>

      """
    )
  }

  func layout() throws -> IBSceneLayout {
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
