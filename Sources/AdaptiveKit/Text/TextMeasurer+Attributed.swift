import Foundation

extension TextMeasurer {
  /// Lays out attributed text as UILabel does: each run measured in its own font with its kern,
  /// each line as tall as the tallest font on it, lines and paragraphs spaced by their paragraph
  /// style (`lineSpacing` between lines, `paragraphSpacing` after and `paragraphSpacingBefore`
  /// before a paragraph, line heights held between `minimumLineHeight` and `maximumLineHeight`).
  /// Wrapping, line limits and truncation follow the plain layout, with `lineBreakMode` the
  /// label's (which setting `attributedText` takes from its first paragraph). Text in one font
  /// with no spacing gets exactly the plain layout's lines and size.
  static func layout(
    _ text: AttributedCharacters, numberOfLines: Int, maxWidth: CGFloat?, lineBreakMode: NSLineBreakMode
  ) -> TextLayout {
    let characters = text.characters
    guard let firstFont = text.fonts.first else {
      return TextLayout(lines: [], lineHeight: 0, isTruncated: false, blockHeight: 0)
    }
    let limit = maxWidth.flatMap { $0.isFinite ? max($0, 0) : nil }
    let maxLines = numberOfLines > 0 ? numberOfLines : Int.max
    let wraps = limit != nil && !(numberOfLines == 1 && (lineBreakMode.truncates || lineBreakMode == .byClipping))
    let byWord = lineBreakMode != .byCharWrapping

    // A trailing line break opens an empty last line, as in the plain layout.
    let paragraphs = paragraphRanges(of: characters)
    var pending: [AttributedPendingLine] = []
    var paragraphAdvances: [[CGFloat]] = []
    for (index, paragraph) in paragraphs.enumerated() {
      let local = Array(characters[paragraph])
      let advances = text.advances(in: paragraph)
      paragraphAdvances.append(advances)
      let ranges =
        if let limit, wraps {
          wrap(local, advances, limit: limit, byWord: byWord).map { trimmingTrailingSpace($0, local) }
        } else {
          [0..<local.count]
        }
      for (number, range) in ranges.enumerated() {
        pending.append(
          AttributedPendingLine(
            paragraph: index, range: range, startsParagraph: number == 0, endsParagraph: number == ranges.count - 1))
      }
      if pending.count > maxLines { break }
    }

    let overflow = overflows(
      lineCount: pending.count, maxLines: maxLines, lastLineParagraph: pending.last?.paragraph,
      paragraphCount: paragraphs.count, lastParagraphIsEmpty: paragraphs.last?.isEmpty == true)
    let kept = Array(pending.prefix(maxLines))
    var lines: [TextLine] = []
    var truncated = overflow
    var top: CGFloat = 0
    var bottom: CGFloat = 0
    var previous: (advance: CGFloat, style: NSParagraphStyle?, endsParagraph: Bool)?
    for (number, line) in kept.enumerated() {
      let paragraph = paragraphs[line.paragraph]
      let local = Array(characters[paragraph])
      let advances = paragraphAdvances[line.paragraph]
      let isLast = number == kept.count - 1
      var range = line.range
      if isLast, overflow, lineBreakMode.truncates { range = range.lowerBound..<local.count }
      // A paragraph's style is its first character's (an empty paragraph's: its line break's).
      let styleIndex = min(paragraph.lowerBound, characters.count - 1)
      let style = text.paragraphStyles[styleIndex]
      let global = (paragraph.lowerBound + range.lowerBound)..<(paragraph.lowerBound + range.upperBound)
      let lineFonts = global.isEmpty ? [text.fonts[styleIndex]] : Array(text.fonts[global])
      let fitted = fit(
        local, advances, range: range, limit: limit, mode: lineBreakMode,
        forceEllipsis: isLast && overflow && lineBreakMode.truncates, font: lineFonts.last ?? firstFont)
      truncated = truncated || fitted.isTruncated

      if let previous {
        top += previous.advance + (previous.style?.lineSpacing ?? 0)
        if previous.endsParagraph { top += previous.style?.paragraphSpacing ?? 0 }
        if line.startsParagraph { top += style?.paragraphSpacingBefore ?? 0 }
      }
      let metrics = LineMetrics(fonts: lineFonts, style: style)
      lines.append(
        TextLine(
          text: fitted.text, width: fitted.width, baselineOffset: top + metrics.baseline, isTruncated: fitted.isTruncated))
      bottom = top + metrics.height
      previous = (metrics.advance, style, line.endsParagraph)
    }
    let first = LineMetrics(fonts: [firstFont], style: nil)
    return TextLayout(
      lines: lines, lineHeight: first.height, lineAdvance: first.advance, isTruncated: truncated, blockHeight: bottom)
  }

  /// The ranges of the paragraphs of `characters`, each without its line break.
  private static func paragraphRanges(of characters: [Character]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    for (index, character) in characters.enumerated() where character.isNewline {
      ranges.append(start..<index)
      start = index + 1
    }
    ranges.append(start..<characters.count)
    return ranges
  }
}

/// A line of attributed text before truncation: a range of one paragraph's characters.
private struct AttributedPendingLine {
  let paragraph: Int
  let range: Range<Int>
  let startsParagraph: Bool
  let endsParagraph: Bool
}

/// The vertical measures of one line: the tallest ascent, descent and leading of its fonts,
/// held between the paragraph style's minimum and maximum line height (the text keeps to the
/// bottom of a line made taller or shorter, as TextKit places it).
private struct LineMetrics {
  let height: CGFloat
  let advance: CGFloat
  let baseline: CGFloat

  init(fonts: [UIFont], style: NSParagraphStyle?) {
    let ascent = fonts.map(\.ascender).max() ?? 0
    let descent = fonts.map { -$0.descender }.max() ?? 0
    let leading = fonts.map(\.leading).max() ?? 0
    let natural = ascent + descent + leading
    var held = natural
    if let style, style.minimumLineHeight > 0 { held = max(held, style.minimumLineHeight) }
    if let style, style.maximumLineHeight > 0 { held = min(held, style.maximumLineHeight) }
    let shift = held - natural
    height = held
    advance = max(natural, fonts.map(\.lineAdvance).max() ?? natural) + shift
    baseline = ascent + shift
  }
}
