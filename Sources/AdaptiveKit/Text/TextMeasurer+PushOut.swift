import Foundation

extension TextMeasurer {
  /// The paragraph's wrapped lines with a one-word last line given the word before it, where
  /// both fit the width and the line above keeps a word: UILabel's widow avoidance for plain
  /// text from iOS 11 (`NSParagraphStyle.LineBreakStrategy.pushOut`, part of `.standard`, the
  /// label's default `lineBreakStrategy` from iOS 14; "typically, the text system only pushes
  /// out the last line by one word"). Applied before the line limit, so a paragraph cut short
  /// by `numberOfLines` is pushed as if whole (unconfirmed: no stored frame shows that case).
  static func pushingOut(
    _ ranges: [Range<Int>], _ characters: [Character], _ advances: [CGFloat], limit: CGFloat
  ) -> [Range<Int>] {
    guard ranges.count >= 2 else { return ranges }
    let last = ranges[ranges.count - 1]
    let above = ranges[ranges.count - 2]
    let lastText = trimmingTrailingSpace(last, characters)
    guard !lastText.isEmpty, !characters[lastText].contains(where: \.isWhitespace) else { return ranges }
    let aboveText = trimmingTrailingSpace(above, characters)
    guard let space = characters[aboveText].lastIndex(where: \.isWhitespace) else { return ranges }
    let wordStart = space + 1
    guard wordStart < aboveText.upperBound, trimmingTrailingSpace(above.lowerBound..<wordStart, characters).count > 0
    else { return ranges }
    var width: CGFloat = 0
    for index in wordStart..<lastText.upperBound { width += advances[index] }
    guard width <= limit + 0.001 else { return ranges }
    var result = ranges
    result[ranges.count - 2] = above.lowerBound..<wordStart
    result[ranges.count - 1] = wordStart..<last.upperBound
    return result
  }
}
