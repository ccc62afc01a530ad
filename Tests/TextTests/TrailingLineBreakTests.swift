import Foundation
import InterfaceBuilder
import TestSupport
import Testing

@testable import AdaptiveKit
@testable import InterfaceBuilderCanvas

/// Text that ends in a line break has an empty last line (TextKit's extra line fragment): a
/// multi-line label is a line taller for it, and the line limit drops that line without an
/// ellipsis. Interface Builder stores RadarCOVID's, safe-ios', element's and entourage's labels so
/// ("Más información\n" in 20-point bold, 48 high: two lines of 23.87).
@MainActor
@Suite("Text ending in a line break has an empty last line")
struct TrailingLineBreakTests {
  let font = UIFont.systemFont(ofSize: 17)

  @Test("a multi-line layout counts the empty line after a trailing break")
  func trailingBreakAddsALine() {
    let plain = TextMeasurer.layout("Más información", font: font, numberOfLines: 0, maxWidth: 300)
    let broken = TextMeasurer.layout("Más información\n", font: font, numberOfLines: 0, maxWidth: 300)
    #expect(plain.lines.count == 1)
    #expect(broken.lines.map(\.text) == ["Más información", ""])
    #expect(abs(broken.size.height - (font.lineHeight + font.lineAdvance)) < 1e-9)
    #expect(!broken.isTruncated)
    let twice = TextMeasurer.layout("Más información\n\n", font: font, numberOfLines: 0, maxWidth: 300)
    #expect(twice.lines.count == 3)
  }

  @Test("the line limit drops the empty last line without truncating the text above it")
  func lineLimitDropsTheEmptyLine() {
    let single = TextMeasurer.layout("Más información\n", font: font, numberOfLines: 1, maxWidth: 300)
    #expect(single.lines.map(\.text) == ["Más información"])
    #expect(!single.isTruncated)
    let two = TextMeasurer.layout("first\nsecond\n", font: font, numberOfLines: 2, maxWidth: 300)
    #expect(two.lines.map(\.text) == ["first", "second"])
    #expect(!two.isTruncated)
    let cut = TextMeasurer.layout("first\nsecond\nthird\n", font: font, numberOfLines: 2, maxWidth: 300)
    #expect(cut.isTruncated)
  }

  @Test("attributed text in one font keeps the plain layout's lines")
  func attributedTextAgrees() {
    let text = NSAttributedString(string: "Más información\n", attributes: [.font: font])
    let label = UILabel()
    label.numberOfLines = 0
    label.attributedText = text
    let plain = UILabel()
    plain.numberOfLines = 0
    plain.font = font
    plain.text = "Más información\n"
    #expect(label.intrinsicContentSize == plain.intrinsicContentSize)
    #expect(plain.intrinsicContentSize.height == TextMeasurer.ceilToPixel(font.lineHeight + font.lineAdvance, scale: plain.pixelScale))
  }

  /// A label pinned to both margins whose text ends in a line break, as Interface Builder writes
  /// it (the text in a `string` element), 20-point bold on a 2x canvas.
  static let document = StoryboardXML.oneScene(
    subviews: """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="more">
          <rect key="frame" x="8" y="13" width="359" height="48"/>
          <string key="text">Más información
      </string>
          <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
          <nil key="textColor"/>
          <nil key="highlightedColor"/>
      </label>
      """,
    constraints: """
      <constraint firstItem="more" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/>
      <constraint firstAttribute="trailing" secondItem="more" secondAttribute="trailing" constant="8" id="c2"/>
      <constraint firstItem="more" firstAttribute="top" secondItem="root" secondAttribute="top" constant="13" id="c3"/>
      """)

  @Test("on the canvas the label stands two lines high, as stored")
  func canvasLabelIsTwoLinesHigh() throws {
    let layout = try SceneFixtures.canvasLayout(ofFirstSceneIn: Self.document, fileName: "Break.storyboard")
    let frame = try #require(layout.frame(ofViewWithID: "more"))
    #expect(frame == CGRect(x: 8, y: 13, width: 359, height: 48))
  }
}
