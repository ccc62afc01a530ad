import Foundation
import Testing

@testable import AdaptiveKit

@Suite struct TextLayoutTests {
  let font = UIFont.systemFont(ofSize: 17)
  let sentence = "The quick brown fox jumps over the lazy dog"

  @Test func emptyTextHasZeroSize() {
    let layout = TextMeasurer.layout("", font: font, numberOfLines: 0, maxWidth: 100)
    #expect(layout.lines.isEmpty)
    #expect(layout.size == .zero)
    #expect(layout.intrinsicSize(scale: 2) == .zero)
    #expect(layout.firstBaselineOffset == 0 && layout.lastBaselineOffset == 0)
    #expect(TextMeasurer.size(of: "", font: font) == .zero)
  }

  @Test func singleLineSizeAndBaseline() {
    let layout = TextMeasurer.layout("Hello", font: font)
    #expect(layout.lines.map(\.text) == ["Hello"])
    #expect(abs(layout.size.height - font.lineHeight) < 1e-9)
    #expect(layout.firstBaselineOffset == font.ascender)
    #expect(layout.lastBaselineOffset == font.ascender)
    let intrinsic = layout.intrinsicSize(scale: 2)
    #expect(intrinsic.height == 20.5)
    #expect(intrinsic.width >= layout.size.width && intrinsic.width - layout.size.width < 0.5)
    #expect(TextMeasurer.size(of: "Hello", font: font) == layout.size)
    #expect(TextMeasurer.intrinsicSize(of: "Hello", font: font, scale: 3).width * 3 == (layout.size.width * 3).rounded(.up))
  }

  @Test func kerningApplies() {
    let inter = UIFont(name: "Inter-Regular", size: 28.16)  // 1 unit = 0.01 pt
    let width = inter.map { $0.width(of: "AV") } ?? 0
    #expect(abs(width - (1904 + 1904 - 192) / 100) < 1e-6)
  }

  @Test func pixelRounding() {
    #expect(TextMeasurer.ceilToPixel(20.287109375, scale: 2) == 20.5)
    #expect(TextMeasurer.ceilToPixel(20.287109375, scale: 3) == CGFloat(61) / 3)
    #expect(TextMeasurer.ceilToPixel(42, scale: 2) == 42)
    #expect(TextMeasurer.ceilToPixel(42.0000000001, scale: 2) == 42)
    #expect(TextMeasurer.ceilToPixel(42.01, scale: 1) == 43)
    #expect(TextMeasurer.ceilToPixel(0, scale: 2) == 0)
    #expect(TextMeasurer.ceilToPixel(.infinity, scale: 2) == 0)
  }

  @Test func wrapsIntoTwoLines() {
    let full = font.width(of: sentence)
    let layout = TextMeasurer.layout(sentence, font: font, numberOfLines: 0, maxWidth: full * 0.6)
    #expect(layout.lines.count == 2)
    #expect(layout.lines.map(\.text).joined(separator: " ") == sentence)
    #expect(layout.lines.allSatisfy { $0.width <= full * 0.6 })
    #expect(!layout.isTruncated)
    #expect(abs(layout.size.height - 2 * font.lineHeight) < 1e-9)
    #expect(layout.intrinsicSize(scale: 2).height == 41)  // 40.574… ceiled to the @2x grid
    #expect(abs(layout.lastBaselineOffset - (font.lineHeight + font.ascender)) < 1e-9)
  }

  @Test func wrapsIntoThreeLines() {
    let full = font.width(of: sentence)
    let layout = TextMeasurer.layout(sentence, font: font, numberOfLines: 0, maxWidth: full * 0.4)
    #expect(layout.lines.count == 3)
    #expect(layout.lines.map(\.text).joined(separator: " ") == sentence)
    #expect(layout.lines.allSatisfy { !$0.text.hasPrefix(" ") && !$0.text.hasSuffix(" ") })
    #expect(abs(layout.lines[2].baselineOffset - (2 * font.lineHeight + font.ascender)) < 1e-9)
  }

  @Test func numberOfLinesTruncatesWithEllipsis() {
    let full = font.width(of: sentence)
    let layout = TextMeasurer.layout(
      sentence, font: font, numberOfLines: 2, maxWidth: full * 0.4, lineBreakMode: .byTruncatingTail)
    #expect(layout.lines.count == 2)
    #expect(layout.isTruncated)
    #expect(layout.lines[1].text.hasSuffix("\u{2026}"))
    #expect(layout.lines[1].width <= full * 0.4 + 1e-9)
    #expect(!layout.lines[0].isTruncated && layout.lines[1].isTruncated)
  }

  @Test func wrappingModesDropExtraLinesWithoutEllipsis() {
    let full = font.width(of: sentence)
    let layout = TextMeasurer.layout(
      sentence, font: font, numberOfLines: 2, maxWidth: full * 0.4, lineBreakMode: .byWordWrapping)
    #expect(layout.lines.count == 2)
    #expect(layout.isTruncated)
    #expect(!layout.lines.contains { $0.text.contains("\u{2026}") })
  }

  @Test func tailHeadAndMiddleTruncation() throws {
    let text = "Alpha Beta Gamma Delta"
    let limit = font.width(of: text) * 0.6
    let tail = try #require(TextMeasurer.layout(text, font: font, maxWidth: limit, lineBreakMode: .byTruncatingTail).lines.first)
    #expect(tail.text.hasPrefix("Alpha") && tail.text.hasSuffix("\u{2026}"))
    let head = try #require(TextMeasurer.layout(text, font: font, maxWidth: limit, lineBreakMode: .byTruncatingHead).lines.first)
    #expect(head.text.hasPrefix("\u{2026}") && head.text.hasSuffix("Delta"))
    let middle = try #require(TextMeasurer.layout(text, font: font, maxWidth: limit, lineBreakMode: .byTruncatingMiddle).lines.first)
    #expect(middle.text.hasPrefix("Al") && middle.text.hasSuffix("ta"))
    #expect(middle.text.contains("\u{2026}") && !middle.text.hasPrefix("\u{2026}") && !middle.text.hasSuffix("\u{2026}"))
    for line in [tail, head, middle] {
      #expect(line.isTruncated)
      #expect(line.width <= limit + 1e-9)
      #expect(abs(line.width - font.width(of: line.text)) < 1.5)  // only kerning at the cut differs
    }
  }

  @Test func clippingKeepsTextAndCapsWidth() throws {
    let text = "Alpha Beta Gamma Delta"
    let layout = TextMeasurer.layout(text, font: font, maxWidth: 50, lineBreakMode: .byClipping)
    let line = try #require(layout.lines.first)
    #expect(line.text == text)
    #expect(line.width == 50)
    #expect(layout.isTruncated)
  }

  @Test func singleLineWrappingModesShowTheFirstWrappedLine() {
    let text = "Alpha Beta Gamma Delta"
    let limit = font.width(of: "Alpha Beta Gam")
    let words = TextMeasurer.layout(text, font: font, numberOfLines: 1, maxWidth: limit, lineBreakMode: .byWordWrapping)
    #expect(words.lines.map(\.text) == ["Alpha Beta"])
    let chars = TextMeasurer.layout(text, font: font, numberOfLines: 1, maxWidth: limit, lineBreakMode: .byCharWrapping)
    #expect(chars.lines.count == 1)
    #expect(chars.lines[0].text.hasPrefix("Alpha Beta G"))
    #expect(!chars.lines[0].text.contains("\u{2026}"))
  }

  @Test func charWrappingBreaksInsideWords() {
    let text = "Supercalifragilistic"
    let limit = font.width(of: text) / 2.5
    let layout = TextMeasurer.layout(text, font: font, numberOfLines: 0, maxWidth: limit, lineBreakMode: .byCharWrapping)
    #expect(layout.lines.count == 3)
    #expect(layout.lines.map(\.text).joined() == text)
    // Word wrapping falls back to breaking a word that cannot fit on any line.
    let words = TextMeasurer.layout(text, font: font, numberOfLines: 0, maxWidth: limit, lineBreakMode: .byWordWrapping)
    #expect(words.lines.map(\.text).joined() == text)
  }

  @Test func newlines() {
    let layout = TextMeasurer.layout("One\nTwo\r\nThree", font: font, numberOfLines: 0)
    #expect(layout.lines.map(\.text) == ["One", "Two", "Three"])
    #expect(abs(layout.size.width - font.width(of: "Three")) < 1e-9)
    let blank = TextMeasurer.layout("One\n\nThree\n", font: font, numberOfLines: 0)
    // The trailing break opens an empty last line (`TrailingLineBreakTests`).
    #expect(blank.lines.map(\.text) == ["One", "", "Three", ""])
    // One line allowed: the rest is signalled with an ellipsis.
    let single = TextMeasurer.layout("One\nTwo", font: font, numberOfLines: 1)
    #expect(single.lines.map(\.text) == ["One\u{2026}"])
    #expect(single.isTruncated)
  }

  @Test func unconstrainedWidthNeverWraps() {
    let layout = TextMeasurer.layout(sentence, font: font, numberOfLines: 0, maxWidth: .infinity)
    #expect(layout.lines.count == 1)
    #expect(abs(layout.size.width - font.width(of: sentence)) < 1e-9)
  }

  @Test func cjkAndEmojiFallbacks() {
    // Inter has no CJK glyphs: 1 em each (plus SF tracking); CJK text breaks between characters.
    let cjk = "点击更换图片"
    let perCharacter = font.pointSize + SystemFontMetrics.tracking(pointSize: 17, revision: .sfPro)
    #expect(abs(font.width(of: cjk) - 6 * perCharacter) < 1e-9)
    let wrapped = TextMeasurer.layout(cjk, font: font, numberOfLines: 0, maxWidth: perCharacter * 4)
    #expect(wrapped.lines.map(\.text) == ["点击更换", "图片"])
    #expect(abs(font.width(of: "👍🏽") - perCharacter) < 1e-9)
    #expect(abs(font.width(of: "👨‍👩‍👧") - perCharacter) < 1e-9)
    #expect(font.width(of: "e\u{0301}") == font.width(of: "e"))  // combining accent: no width
  }

  @Test func systemTrackingFollowsSize() {
    for revision in [SystemFontRevision.sfUI, .sfProStatic, .sfPro] {
      #expect(SystemFontMetrics.tracking(pointSize: 12, revision: revision) == 0)
      #expect(abs(SystemFontMetrics.tracking(pointSize: 16, revision: revision) - -0.020 * 16) < 1e-9)
      #expect(SystemFontMetrics.tracking(pointSize: 10, revision: revision) > 0)
    }
    // 17 to 19 points: iOS 14's table (−26, −25, −24/1000 em), the earlier one before it.
    #expect(abs(SystemFontMetrics.tracking(pointSize: 17, revision: .sfPro) - -0.026 * 17) < 1e-9)
    #expect(abs(SystemFontMetrics.tracking(pointSize: 19, revision: .sfPro) - -0.024 * 19) < 1e-9)
    for revision in [SystemFontRevision.sfUI, .sfProStatic] {
      #expect(abs(SystemFontMetrics.tracking(pointSize: 17, revision: revision) - -0.023 * 17) < 1e-9)
      #expect(abs(SystemFontMetrics.tracking(pointSize: 19, revision: revision) - -0.026 * 19) < 1e-9)
    }
    // From 20 points every revision follows Apple's Display table (on its own Display
    // advances): +19/1000 em at 20, +11 at 34, 0 from 80.
    for revision in [SystemFontRevision.sfUI, .sfProStatic, .sfPro] {
      #expect(abs(SystemFontMetrics.tracking(pointSize: 20, revision: revision) - 0.019 * 20) < 1e-9)
      #expect(abs(SystemFontMetrics.tracking(pointSize: 34, revision: revision) - 0.011 * 34) < 1e-9)
      #expect(abs(SystemFontMetrics.tracking(pointSize: 23, revision: revision) - 0.016 * 23) < 1e-9)
      #expect(SystemFontMetrics.tracking(pointSize: 96, revision: revision) == 0)
    }
  }
}
