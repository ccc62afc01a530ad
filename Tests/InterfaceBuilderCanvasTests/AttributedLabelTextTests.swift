import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// A label whose text is attributed (`usesAttributedText="YES"`, no `text` attribute) is sized by
/// its string in the string's fonts, as UIKit sizes `attributedText`; it was laid out empty (0 × 0).
@MainActor
@Suite("Labels with attributed text measure their string in its fonts")
struct AttributedLabelTextTests {
  /// An attributed label pinned at its top and leading edges only, so its size is its text's.
  static func attributedLabel(id: String, y: Int, font: String, fontDescription: String = "") -> (String, String) {
    (
      """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" usesAttributedText="YES" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <rect key="frame" x="16" y="\(y)" width="10" height="10"/>
          \(fontDescription)
          <attributedString key="attributedText">
              <fragment content="Keep it in your pocket">
                  <attributes>
                      \(font)
                      <paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                  </attributes>
              </fragment>
          </attributedString>
          <nil key="highlightedColor"/>
      </label>

      """,
      """
      <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="\(id)-l"/>
      <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)-t"/>

      """
    )
  }

  func frames() throws -> StoryboardSceneBuilder {
    let plain = StoryboardXML.pinnedLabel(
      id: "plain", text: "Keep it in your pocket",
      font: #"<fontDescription key="fontDescription" type="system" pointSize="16"/>"#, y: 100)
    let helvetica = StoryboardXML.pinnedLabel(
      id: "helveticaPlain", text: "Keep it in your pocket",
      font: #"<fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="14"/>"#, y: 300)
    let labels = [
      plain, Self.attributedLabel(id: "meta", y: 200, font: #"<font key="NSFont" metaFont="label" size="16"/>"#),
      helvetica,
      // The label's own 30-point font does not measure an attributed string.
      Self.attributedLabel(
        id: "named", y: 400, font: #"<font key="NSFont" size="14" name="HelveticaNeue"/>"#,
        fontDescription: #"<fontDescription key="fontDescription" type="system" pointSize="30"/>"#),
    ]
    let text = StoryboardXML.oneScene(subviews: labels.map(\.0).joined(), constraints: labels.map(\.1).joined())
    return try SceneFixtures.canvasLayout(ofFirstSceneIn: text, fileName: "Attributed.storyboard")
  }

  @Test("a meta-font fragment (label, 16 points) measures like a 16-point System label")
  func metaFontMeasuresAsSystem() throws {
    let layout = try frames()
    let plain = try #require(layout.frame(ofViewWithID: "plain"))
    let attributed = try #require(layout.frame(ofViewWithID: "meta"))
    #expect(attributed.width > 0)
    #expect(attributed.size == plain.size)
  }

  @Test("a named fragment font wins over the label's font")
  func fragmentFontWins() throws {
    let layout = try frames()
    let plain = try #require(layout.frame(ofViewWithID: "helveticaPlain"))
    #expect(layout.frame(ofViewWithID: "named")?.size == plain.size)
  }
}
