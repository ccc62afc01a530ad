import Foundation

/// Lays out and measures text the way UILabel does: wrapping, line limits, truncation, and
/// intrinsic sizes on the pixel grid.
package enum TextMeasurer {
  /// The truncation ellipsis (U+2026).
  static let ellipsis: Character = "\u{2026}"

  /// The one rounding rule for text sizes: ceil to the pixel grid of a display `scale`
  /// (UIKit ceils intrinsic sizes to 1/scale). Float noise below a millionth of a pixel is
  /// ignored, so a width of exactly 42 stays 42.
  package static func ceilToPixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    guard value.isFinite, value > 0 else { return 0 }
    let pixels = scale > 0 && scale.isFinite ? scale : 1
    return max(0, (value * pixels - 1e-6).rounded(.up)) / pixels
  }

  /// The unrounded size of `text` on a single line (only the first line of multi-line text).
  package static func size(of text: String, font: UIFont) -> CGSize {
    layout(text, font: font, numberOfLines: 1, maxWidth: nil, lineBreakMode: .byClipping).size
  }

  /// The intrinsic size of `text` on a single line, ceiled to the pixel grid of `scale`.
  static func intrinsicSize(of text: String, font: UIFont, scale: CGFloat) -> CGSize {
    layout(text, font: font, numberOfLines: 1, maxWidth: nil, lineBreakMode: .byClipping)
      .intrinsicSize(scale: scale)
  }

  /// Lays out `text` in lines no wider than `maxWidth` (nil or infinite: unconstrained), keeping
  /// at most `numberOfLines` lines (0: unlimited) and shortening per `lineBreakMode`.
  ///
  /// Results are remembered (`TextLayoutCache`): layout asks for the same label's size and
  /// baselines several times per solve, and renderers draw the same strings again.
  static func layout(
    _ text: String, font: UIFont, numberOfLines: Int = 1, maxWidth: CGFloat? = nil,
    lineBreakMode: NSLineBreakMode = .byTruncatingTail, pushesOut: Bool = false
  ) -> TextLayout {
    let key = TextLayoutCache.Key(
      text: text, font: TextLayoutCache.FontKey(font), numberOfLines: numberOfLines,
      maxWidth: maxWidth.flatMap { $0.isFinite ? $0 : nil }, lineBreakMode: lineBreakMode, pushesOut: pushesOut)
    if let known = TextLayoutCache.shared.layout(for: key) { return known }
    let computed = uncachedLayout(
      text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth, lineBreakMode: lineBreakMode,
      pushesOut: pushesOut)
    TextLayoutCache.shared.store(computed, for: key)
    return computed
  }

  /// The layout computed afresh (what the cache remembers).
  static func uncachedLayout(
    _ text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat?, lineBreakMode: NSLineBreakMode,
    pushesOut: Bool = false
  ) -> TextLayout {
    let lineHeight = font.lineHeight
    let lineAdvance = font.lineAdvance
    guard !text.isEmpty else {
      return TextLayout(lines: [], lineHeight: lineHeight, lineAdvance: lineAdvance, isTruncated: false)
    }
    let limit = maxWidth.flatMap { $0.isFinite ? max($0, 0) : nil }
    let maxLines = numberOfLines > 0 ? numberOfLines : Int.max
    let wraps = limit != nil && !(numberOfLines == 1 && (lineBreakMode.truncates || lineBreakMode == .byClipping))
    let byWord = lineBreakMode != .byCharWrapping

    // Break into paragraphs, then into lines; a trailing line break opens an empty last line
    // (see `overflows(lineCount:maxLines:lastLineParagraph:paragraphCount:lastParagraphIsEmpty:)`).
    let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(Array.init)
    var pending: [PendingLine] = []
    // Each paragraph's advances are measured once, for wrapping and for fitting: measuring is
    // most of the cost of laying a scene out (glyph and kerning lookups per character).
    var paragraphAdvances: [Int: [CGFloat]] = [:]
    for (index, characters) in paragraphs.enumerated() {
      let advances = font.advances(of: characters)
      paragraphAdvances[index] = advances
      if let limit, wraps {
        var ranges = wrap(characters, advances, limit: limit, byWord: byWord)
        if pushesOut, byWord { ranges = pushingOut(ranges, characters, advances, limit: limit) }
        for range in ranges {
          pending.append(PendingLine(paragraph: index, range: trimmingTrailingSpace(range, characters), wrapped: true))
        }
      } else {
        pending.append(PendingLine(paragraph: index, range: 0..<characters.count, wrapped: false))
      }
      if pending.count > maxLines { break }
    }

    // Keep the allowed lines; shorten the last one or any that is too wide.
    let overflow = overflows(
      lineCount: pending.count, maxLines: maxLines, lastLineParagraph: pending.last?.paragraph,
      paragraphCount: paragraphs.count, lastParagraphIsEmpty: paragraphs.last?.isEmpty == true)
    let kept = Array(pending.prefix(maxLines))
    var lines: [TextLine] = []
    var truncated = overflow
    for (number, line) in kept.enumerated() {
      let characters = paragraphs[line.paragraph]
      let advances = paragraphAdvances[line.paragraph] ?? []
      let isLast = number == kept.count - 1
      var range = line.range
      if isLast, overflow, lineBreakMode.truncates {
        range = range.lowerBound..<characters.count  // The rest of the paragraph feeds the ellipsis.
      }
      let fitted = fit(
        characters, advances, range: range, limit: limit, mode: lineBreakMode,
        forceEllipsis: isLast && overflow && lineBreakMode.truncates, font: font)
      truncated = truncated || fitted.isTruncated
      lines.append(
        TextLine(
          text: fitted.text, width: fitted.width,
          baselineOffset: CGFloat(number) * lineAdvance + font.ascender, isTruncated: fitted.isTruncated))
    }
    return TextLayout(lines: lines, lineHeight: lineHeight, lineAdvance: lineAdvance, isTruncated: truncated)
  }

  /// A line before truncation: a range of one paragraph's characters.
  private struct PendingLine {
    let paragraph: Int
    let range: Range<Int>
    let wrapped: Bool
  }

  /// Greedy line breaking: ranges of `characters` whose widths fit `limit`. Spaces hang past
  /// the edge; with `byWord`, lines break after spaces, hyphens and around CJK characters, and
  /// a word wider than the line is broken between characters.
  static func wrap(_ characters: [Character], _ advances: [CGFloat], limit: CGFloat, byWord: Bool)
    -> [Range<Int>]
  {
    var ranges: [Range<Int>] = []
    var start = 0
    var width: CGFloat = 0
    var lastBreak: Int?
    var index = 0
    let tolerance: CGFloat = 0.001
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        width += advances[index]
        index += 1
        if byWord { lastBreak = index }
        continue
      }
      let wide = character.unicodeScalars.first.map(UIFont.isWide) ?? false
      if byWord, wide, index > start { lastBreak = index }
      if width + advances[index] > limit + tolerance, index > start {
        let end = byWord ? (lastBreak.flatMap { $0 > start ? $0 : nil } ?? index) : index
        ranges.append(start..<end)
        start = end
        width = advances[start..<index].reduce(0, +)
        lastBreak = nil
        continue
      }
      width += advances[index]
      index += 1
      if byWord, wide || character == "-" { lastBreak = index }
    }
    ranges.append(start..<characters.count)
    return ranges
  }

  /// The range without its trailing whitespace.
  static func trimmingTrailingSpace(_ range: Range<Int>, _ characters: [Character]) -> Range<Int> {
    var end = range.upperBound
    while end > range.lowerBound, characters[end - 1].isWhitespace { end -= 1 }
    return range.lowerBound..<end
  }
}
