import AdaptiveKit
import Testing

/// `adjustsFontSizeToFitWidth`, `minimumScaleFactor` and `allowsDefaultTighteningForTruncation` on
/// single-line labels: what the label draws in its bounds (the intrinsic size stays the full-size
/// text's, as in UIKit).
@MainActor
@Suite("Single-line labels tighten and shrink their text to fit before truncating")
struct LabelAutoshrinkTests {
  static let text = "The quick brown fox jumps over the lazy dog"

  /// A 20-point label `fraction` as wide as its text needs.
  func label(widthFraction fraction: CGFloat, _ configure: (UILabel) -> Void) -> (UILabel, natural: CGFloat) {
    let label = UILabel()
    label.text = LabelAutoshrinkTests.text
    label.font = UIFont.systemFont(ofSize: 20)
    configure(label)
    let natural = label.intrinsicContentSize.width
    label.frame = CGRect(x: 0, y: 0, width: (natural * fraction).rounded(.down), height: label.intrinsicContentSize.height)
    return (label, natural)
  }

  @Test("Text twice as wide as the label shrinks to half size when the factor allows it")
  func shrinksToFit() throws {
    let (label, natural) = label(widthFraction: 0.5) {
      $0.adjustsFontSizeToFitWidth = true
      $0.minimumScaleFactor = 0.3
    }
    let drawn = label.renderedText
    let line = try #require(drawn.lines.first)
    #expect(drawn.lines.count == 1)
    #expect(!line.text.hasSuffix("…"), "shrunk text is not truncated")
    #expect(line.width <= label.bounds.width + 0.01)
    // Widths shrink a little slower than the point size (San Francisco's tracking loosens at
    // small sizes), so the size lands at or just under the proportional one.
    let proportional = 20 * label.bounds.width / natural
    #expect(drawn.pointSize <= proportional + 0.01 && drawn.pointSize > proportional * 0.85)
    #expect(label.intrinsicContentSize.width == natural, "the intrinsic size stays the full-size text's")
  }

  @Test("The font stops at minimumScaleFactor; the rest is truncated")
  func stopsAtMinimum() throws {
    let (label, _) = label(widthFraction: 0.5) {
      $0.adjustsFontSizeToFitWidth = true
      $0.minimumScaleFactor = 0.75
    }
    let drawn = label.renderedText
    #expect(drawn.pointSize == 15)
    #expect(try #require(drawn.lines.first).text.hasSuffix("…"))
    #expect(try #require(drawn.lines.first).width <= label.bounds.width + 0.01)
  }

  @Test("minimumScaleFactor 0 (the default) does not shrink, as UIKit documents")
  func zeroFactorKeepsSize() throws {
    let (label, _) = label(widthFraction: 0.5) { $0.adjustsFontSizeToFitWidth = true }
    let drawn = label.renderedText
    #expect(drawn.pointSize == 20)
    #expect(try #require(drawn.lines.first).text.hasSuffix("…"))
  }

  @Test("Shrunk text keeps the full-size baseline (baselineAdjustment .alignBaselines)")
  func keepsBaseline() throws {
    let (label, _) = label(widthFraction: 0.6) {
      $0.adjustsFontSizeToFitWidth = true
      $0.minimumScaleFactor = 0.5
    }
    let drawn = label.renderedText
    #expect(drawn.pointSize < 20)
    #expect(abs(try #require(drawn.lines.first).baselineOffset - label.font.ascender) < 0.001)
    #expect(drawn.lineHeight == label.font.lineHeight)
  }

  @Test("Tightening absorbs up to 5 % of the width before truncating, at full size")
  func tightening() throws {
    let (tight, _) = label(widthFraction: 0.97) { $0.allowsDefaultTighteningForTruncation = true }
    let fitted = tight.renderedText
    #expect(fitted.pointSize == 20)
    #expect(try #require(fitted.lines.first).text == LabelAutoshrinkTests.text)
    #expect(try #require(fitted.lines.first).width <= tight.bounds.width + 0.01)

    let (tooWide, _) = label(widthFraction: 0.9) { $0.allowsDefaultTighteningForTruncation = true }
    #expect(try #require(tooWide.renderedText.lines.first).text.hasSuffix("…"))
    let (plain, _) = label(widthFraction: 0.97) { _ in }
    #expect(try #require(plain.renderedText.lines.first).text.hasSuffix("…"), "without tightening the same label truncates")
  }

  @Test("Tightening first, then shrinking what is left")
  func tightenThenShrink() {
    let (label, natural) = label(widthFraction: 0.5) {
      $0.allowsDefaultTighteningForTruncation = true
      $0.adjustsFontSizeToFitWidth = true
      $0.minimumScaleFactor = 0.1
    }
    let proportional = 20 * label.bounds.width / (natural * 0.95)
    let drawn = label.renderedText
    #expect(drawn.pointSize <= proportional + 0.01 && drawn.pointSize > proportional * 0.85)
    #expect(drawn.lines.first?.text == LabelAutoshrinkTests.text)
  }

  @Test("Multi-line labels wrap instead of shrinking")
  func multiLineUnchanged() {
    let (label, _) = label(widthFraction: 0.5) {
      $0.adjustsFontSizeToFitWidth = true
      $0.minimumScaleFactor = 0.3
      $0.numberOfLines = 2
    }
    label.frame.size.height = label.font.lineHeight * 2
    let drawn = label.renderedText
    #expect(drawn.pointSize == 20)
    #expect(drawn.lines.count == 2)
  }
}
