@testable import AdaptiveKit
import Foundation
import Testing

/// Attributed labels measure each run in its own font and kern, and space lines by their
/// paragraph style, as UIKit's text engine does.
@MainActor
@Suite("Attributed labels measure each run in its own font, kern and paragraph spacing")
struct LabelAttributedMeasurementTests {
  static let text = "The quick brown fox jumps over the lazy dog"

  func plainLabel(_ text: String, font: UIFont, lines: Int = 1, width: CGFloat = 0) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = font
    label.numberOfLines = lines
    label.preferredMaxLayoutWidth = width
    return label
  }

  func attributedLabel(_ text: NSAttributedString, lines: Int = 1, width: CGFloat = 0) -> UILabel {
    let label = UILabel()
    label.numberOfLines = lines
    label.preferredMaxLayoutWidth = width
    label.attributedText = text
    // The paragraph style's word wrapping becomes the label's line break mode; keep the plain
    // label's so the two are compared under the same rule.
    label.lineBreakMode = .byTruncatingTail
    return label
  }

  @Test("a string in one font measures exactly as the plain label, on one line and wrapped")
  func oneFontMatchesPlain() {
    let font = UIFont.systemFont(ofSize: 17)
    let string = NSAttributedString(string: Self.text, attributes: [.font: font])
    #expect(attributedLabel(string).intrinsicContentSize == plainLabel(Self.text, font: font).intrinsicContentSize)
    let wrapped = attributedLabel(string, lines: 0, width: 120).intrinsicContentSize
    #expect(wrapped == plainLabel(Self.text, font: font, lines: 0, width: 120).intrinsicContentSize)
    #expect(wrapped.height > 60, "the text wraps onto several lines")
  }

  @Test("a larger run widens the line by its own width and makes the line as tall as its font")
  func runsInTheirOwnFonts() {
    let body = UIFont.systemFont(ofSize: 17)
    let large = UIFont.systemFont(ofSize: 34)
    let string = NSMutableAttributedString(string: "Hello ", attributes: [.font: body])
    string.append(NSAttributedString(string: "World", attributes: [.font: large]))
    let size = attributedLabel(string).intrinsicContentSize
    let hello = plainLabel("Hello ", font: body).intrinsicContentSize
    let world = plainLabel("World", font: large).intrinsicContentSize
    // Each part is ceiled to the pixel grid on its own, so the sum may exceed by a pixel each.
    #expect(size.width <= hello.width + world.width && size.width >= hello.width + world.width - 1)
    #expect(size.height == world.height)
  }

  @Test("kern adds its value after every character it covers")
  func kernWidens() {
    let font = UIFont.systemFont(ofSize: 17)
    let kern: CGFloat = 2
    let plain = attributedLabel(NSAttributedString(string: "Kerned", attributes: [.font: font])).intrinsicContentSize
    let kerned = attributedLabel(NSAttributedString(string: "Kerned", attributes: [.font: font, .kern: kern]))
      .intrinsicContentSize
    #expect(abs(kerned.width - plain.width - 6 * kern) <= 1)
    #expect(kerned.height == plain.height)
  }

  @Test("lineSpacing adds its value between wrapped lines, paragraphSpacing after a paragraph")
  func paragraphSpacing() throws {
    let font = UIFont.systemFont(ofSize: 17)
    let spacing: CGFloat = 10
    let style = NSMutableParagraphStyle()
    style.lineSpacing = spacing
    let spaced = attributedLabel(
      NSAttributedString(string: Self.text, attributes: [.font: font, .paragraphStyle: style]), lines: 0, width: 120)
    let plain = plainLabel(Self.text, font: font, lines: 0, width: 120)
    let lineCount = spaced.textLayout.lines.count
    try #require(lineCount > 1)
    #expect(spaced.intrinsicContentSize.height == plain.intrinsicContentSize.height + CGFloat(lineCount - 1) * spacing)

    let paragraphs = NSMutableParagraphStyle()
    paragraphs.paragraphSpacing = 8
    let two = attributedLabel(
      NSAttributedString(string: "One\nTwo", attributes: [.font: font, .paragraphStyle: paragraphs]), lines: 0)
    let plainTwo = plainLabel("One\nTwo", font: font, lines: 0)
    #expect(two.intrinsicContentSize.height == plainTwo.intrinsicContentSize.height + 8)
  }

  @Test("a minimum line height makes each line that tall, the text at its bottom")
  func minimumLineHeight() throws {
    let font = UIFont.systemFont(ofSize: 17)
    let style = NSMutableParagraphStyle()
    style.minimumLineHeight = 40
    let label = attributedLabel(NSAttributedString(string: "Tall", attributes: [.font: font, .paragraphStyle: style]))
    #expect(label.intrinsicContentSize.height == 40)
    let line = try #require(label.textLayout.lines.first)
    #expect(abs(line.baselineOffset - (40 + font.descender - font.leading)) < 0.001)
  }

  @Test("the paragraph style's line break mode wraps a single-line label's text at its width")
  func lineBreakModeFromParagraphStyle() {
    let font = UIFont.systemFont(ofSize: 17)
    let style = NSMutableParagraphStyle()
    style.lineBreakMode = .byTruncatingTail
    let label = UILabel()
    label.attributedText = NSAttributedString(string: Self.text, attributes: [.font: font, .paragraphStyle: style])
    #expect(label.lineBreakMode == .byTruncatingTail)
    label.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
    #expect(label.sizeThatFits(CGSize(width: 100, height: 0)).width <= 100)
    #expect(label.textLayout.lines.count == 1)
  }
}
